// Choices inside effects (`choose_card(trick.cards, optional: true)`) are values, not exceptions:
// a choice with no answer yet gives an Ask, which every part of the statement around it passes on
// unevaluated (eval/staged.ts), so the statement gives the Ask instead of what it would do and the
// effect runner makes it the game's pending choice. Once the player answers, the statement runs
// again from its start, and its choices give the answers logged so far, in order (Frame.answers):
// replaying the log is what resumes a saved game exactly.
import { spend } from '../budget.js';
import { checkOptionCount } from '../move-limits.js';
import type { CallExpr } from '../../grammar/expr/ast.js';
import type { ChoiceName } from '../../grammar/expr/builtins.js';
import type { ChoiceKind } from '../state.js';
import { isPlayer, valueEquals, type Value } from '../values.js';
import { RuleError, type EvalCtx } from './context.js';
import { meldChoices } from '../meld-choices.js';

/** The choices of builtins.ts CHOICES: what each one asks for (the rest is the same for all). */
export const CHOICE_KINDS: Readonly<Record<ChoiceName, ChoiceKind>> = {
  choose_player: 'player',
  choose_card: 'card',
  choose_meld: 'meld',
  choose_option: 'option',
  choose_rank: 'rank',
  choose_number: 'number',
  choose_marker: 'marker',
};

/** What a choice with no answer yet asks: who chooses, what, among which options (in order). */
export class Ask {
  constructor(
    readonly seat: number,
    readonly choice: ChoiceKind,
    readonly options: Value[],
    readonly optional: boolean,
    readonly prompt: string,
  ) {}
}

export function isChoice(name: string): name is ChoiceName {
  return Object.prototype.hasOwnProperty.call(CHOICE_KINDS, name);
}

/** A key equal for equal values, for the values a choice usually offers; null for the rest. */
function quickKey(v: Value): string | null {
  if (v === null || typeof v !== 'object') return `${typeof v}:${String(v)}`;
  if (Array.isArray(v)) return null;
  if (v.t === 'card') return `c:${v.id}`;
  if (v.t === 'player') return `p:${v.seat}`;
  if (v.t === 'marker') return `m:${v.key}`;
  return null;
}

/**
 * Whether `a` has a quick key equal to `b`'s, `b` having one (quickKey says which): the test a
 * short list of options is deduplicated by, without making the keys.
 */
function sameQuickKey(a: Value, b: Value): boolean {
  if (b === null || typeof b !== 'object') {
    if (a === b) return true;
    // The same type and text: a number's text is its value, but NaN's equals NaN's.
    return typeof a === 'number' && typeof b === 'number' && a !== a && b !== b;
  }
  if (a === null || typeof a !== 'object' || Array.isArray(a) || Array.isArray(b) || a.t !== b.t) return false;
  if (b.t === 'card') return (a as typeof b).id === b.id;
  if (b.t === 'player') return (a as typeof b).seat === b.seat;
  return (a as Extract<Value, { t: 'marker' }>).key === (b as Extract<Value, { t: 'marker' }>).key;
}

/** Lists up to this long are deduplicated by comparing with the options kept so far, not by a set of keys. */
const SHORT_LIST = 32;

function dedupe(values: readonly Value[], e: CallExpr): Value[] {
  return dedupeBy(values, e, values.length > SHORT_LIST);
}

/** dedupe of a short list (test/runtime/eval/dedupe.test.ts holds it and dedupeKeyed together). */
export function dedupeShort(values: readonly Value[], e: CallExpr): Value[] {
  return dedupeBy(values, e, false);
}

/** dedupe of a long list. */
export function dedupeKeyed(values: readonly Value[], e: CallExpr): Value[] {
  return dedupeBy(values, e, true);
}

/**
 * A choice's options: each value once, in the order first given. A value with a quick key can
 * only equal another with the same key (valueEquals compares kinds first) and costs nothing more:
 * `keyed`, it is looked up in a set of keys; else it is compared with the options kept, no key
 * made (quicker for a short list). Any other value is compared with every option so far.
 */
function dedupeBy(values: readonly Value[], e: CallExpr, keyed: boolean): Value[] {
  const out: Value[] = [];
  const seen = keyed ? new Set<string>() : null;
  spend(values.length, e.range);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as Value;
    if (hasQuickKey(v)) {
      if (seen === null ? keptQuick(out, v) : !addedKey(seen, v)) continue;
    } else {
      spend(out.length, e.range); // compared with every option so far
      if (out.some((o) => valueEquals(o, v))) continue;
    }
    out.push(v);
    checkOptionCount(out.length, e.range);
  }
  return out;
}

/** Whether an option kept has `v`'s quick key. */
function keptQuick(out: readonly Value[], v: Value): boolean {
  for (let k = 0; k < out.length; k++) if (sameQuickKey(out[k] as Value, v)) return true;
  return false;
}

/** Adds `v`'s quick key to `seen`; false when it was there already. */
function addedKey(seen: Set<string>, v: Value): boolean {
  const key = quickKey(v) as string;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** Whether `v` has a quick key (as quickKey gives one). */
function hasQuickKey(v: Value): boolean {
  return v === null || typeof v !== 'object' || (!Array.isArray(v) && (v.t === 'card' || v.t === 'player' || v.t === 'marker'));
}

export function makeChoice(
  ctx: EvalCtx,
  fn: string,
  from: Value,
  by: Value,
  optional: boolean,
  prompt: Value,
  e: CallExpr,
): Value | Ask {
  const kind = isChoice(fn) ? CHOICE_KINDS[fn] : undefined;
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
  const options = kind === 'meld' ? meldChoices(ctx, list) : dedupe(list, e);
  if (options.length === 0) return null;
  checkOptionCount(options.length, e.range);
  const text = typeof prompt === 'string' ? prompt : defaultPrompt(kind);
  return new Ask(seat, kind, options, optional, text);
}

function defaultPrompt(kind: ChoiceKind): string {
  switch (kind) {
    case 'player': return 'Choose a player';
    case 'card': return 'Choose a card';
    case 'meld': return 'Choose a meld';
    case 'option': return 'Choose an option';
    case 'rank': return 'Choose a rank';
    case 'number': return 'Choose a number';
    case 'marker': return 'Choose a marker';
  }
}
