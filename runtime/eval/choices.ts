// Choices inside effects (`choose_card(trick.cards, optional: true)`): the first run of a statement
// suspends the game at the choice; once the player answers, the statement runs again and the
// choice returns the answer. Statements are pure until their effect runs, so re-running is safe.
import type { CallExpr } from '../../grammar/expr/ast.js';
import type { ChoiceKind } from '../state.js';
import { isPlayer, valueEquals, type Value } from '../values.js';
import { RuleError, Suspend, type EvalCtx } from './context.js';
import { meldChoices } from '../meld-choices.js';

const KINDS: Readonly<Record<string, ChoiceKind>> = {
  choose_player: 'player',
  choose_card: 'card',
  choose_meld: 'meld',
  choose_option: 'option',
  choose_rank: 'rank',
  choose_marker: 'marker',
};

function dedupe(values: readonly Value[]): Value[] {
  const out: Value[] = [];
  for (const v of values) if (!out.some((o) => valueEquals(o, v))) out.push(v);
  return out;
}

export function makeChoice(
  ctx: EvalCtx,
  fn: string,
  from: Value,
  by: Value,
  optional: boolean,
  prompt: Value,
  e: CallExpr,
): Value {
  const kind = KINDS[fn];
  if (kind === undefined) throw new RuleError('runtime/unknown-function', `unknown choice '${fn}'`, e.range);
  if (ctx.answers === undefined) {
    throw new RuleError('runtime/choice-in-condition', `${fn} can only be used in effects`, e.range);
  }
  const index = ctx.answerIndex ?? 0;
  if (index < ctx.answers.length) {
    ctx.answerIndex = index + 1;
    return ctx.answers[index] as Value;
  }
  const seat = by === null ? ctx.me : isPlayer(by) ? by.seat : null;
  if (seat === null) throw new RuleError('runtime/no-chooser', `${fn} needs a player: give 'by:'`, e.range);
  const list = Array.isArray(from) ? from : from === null ? [] : [from];
  const options = kind === 'meld' ? meldChoices(ctx, list) : dedupe(list);
  if (options.length === 0) return null;
  const text = typeof prompt === 'string' ? prompt : defaultPrompt(kind);
  throw new Suspend(seat, kind, options, optional, text);
}

function defaultPrompt(kind: ChoiceKind): string {
  switch (kind) {
    case 'player': return 'Choose a player';
    case 'card': return 'Choose a card';
    case 'meld': return 'Choose a meld';
    case 'option': return 'Choose an option';
    case 'rank': return 'Choose a rank';
    case 'marker': return 'Choose a marker';
  }
}
