// Choices in effects on the core state (eval/choices.ts, eval/staged.ts, effect-runner.ts): a
// statement whose value is a choice (`answer = choose_option(bids)`) is a step that either asks
// (the frame waits with the game's pending choice, in its JSON form) or, once answered, gives the
// frame's logged answer and performs. The arguments are evaluated every run, as the runtime pays
// for them again on a run with the answer logged (eval/answered-costs.ts: the same steps, in a
// state that has not changed since); the options are made by the runtime's own makeChoice.
import type { CallExpr, Expr } from '../../grammar/expr/ast.js';
import type { Move } from '../moves.js';
import type { PendingChoice } from '../state.js';
import type { EvalCtx } from '../eval/context.js';
import { Ask, isChoice, makeChoice } from '../eval/choices.js';
import { exprCost } from '../eval/cost.js';
import { resolutionIfAny } from '../eval/resolved.js';
import { spend } from '../budget.js';
import { isCard, type Value } from '../values.js';
import { formatMove, type NotationNames } from '../moves.js';
import { rankText } from '../../grammar/def/rank-labels.js';
import { unionSeers, zoneSeers } from '../event-seers.js';
import type { GameEvent } from '../events.js';
import type { Rules } from '../rules.js';
import { compileValueIn, type CoreEnv, type Scope } from './expr/index.js';
import type { CoreLayout } from './layout.js';
import type { CoreState } from './state.js';
import { wildOf } from './from-core.js';

/** The answers of the statement running (its frame's log) and how many its choices have taken. */
export interface AnswerCursor {
  answers: readonly Value[];
  index: number;
}

export type ChoiceFn = (s: CoreState, env: CoreEnv, cursor: AnswerCursor) => Value | Ask;

/** Whether `e` is a call of a choice (not a definition of that name). */
export function isChoiceCall(rules: Rules, e: Expr): e is CallExpr {
  return e.kind === 'call' && e.callee.kind === 'name' && isChoice(e.callee.name) && resolutionIfAny(rules, e.callee)?.to !== 'define';
}

/**
 * A choice, its arguments in compile.ts's order (staged.ts stagedChoice); `paid`: its nodes are
 * paid for by the statement (an effect call's argument), else as a whole value (staged.ts stagedExpr).
 */
export function compileChoice(rules: Rules, L: CoreLayout, e: CallExpr, paid = false, options?: Readonly<Record<string, Value>>, scope?: Scope): ChoiceFn {
  const name = e.callee.kind === 'name' ? e.callee.name : '';
  const first = e.args.find((a) => a.name === undefined);
  const named = (n: string): ((s: CoreState, env: CoreEnv) => Value) | undefined => {
    const a = [...e.args].reverse().find((x) => x.name === n);
    return a === undefined ? undefined : compileValueIn(L, a.value, options, scope);
  };
  const from = first === undefined || first.value.kind === 'lambda' ? undefined : compileValueIn(L, first.value, options, scope);
  const by = named('by');
  const optional = named('optional');
  const prompt = named('prompt');
  const cost = paid ? 0 : exprCost(e);
  // What makeChoice reads of its context: a meld choice lists plays (meld-choices.ts) from the
  // rules, the player count and which cards are wild, given as the JSON state has them.
  const meld = name === 'choose_meld';
  const ctx = { answers: [] as Value[], answerIndex: 0, me: null as number | null, rules, s: { players: { length: L.n }, wild: {} as Record<string, true> } };
  return (s, env, cursor) => {
    if (cost > 0) spend(cost, e.range);
    const f = from === undefined ? null : from(s, env);
    const b = by === undefined ? null : by(s, env);
    const o = optional === undefined ? false : optional(s, env);
    const p = prompt === undefined ? null : prompt(s, env);
    const index = cursor.index;
    if (index < cursor.answers.length) {
      cursor.index = index + 1;
      return cursor.answers[index] as Value;
    }
    ctx.me = env.me < 0 ? null : env.me;
    ctx.answerIndex = 0;
    if (meld) ctx.s.wild = wildOf(s, true);
    return makeChoice(ctx as unknown as EvalCtx, name, f, b, o === true, p, e);
  };
}

/** The pending choice an Ask makes (effect-runner.ts runItem). */
export function pendingOf(a: Ask): PendingChoice {
  return { kind: 'choice', seat: a.seat, choice: a.choice, options: a.options, optional: a.optional, prompt: a.prompt };
}

/** How many answers a pending choice has (legal.ts choiceCount). */
export function choiceCount(p: PendingChoice): number {
  return p.options.length + (p.optional ? 1 : 0);
}

/** The r-th answer (legal.ts choiceMove). */
export function choiceMove(p: PendingChoice, r: number): Move {
  if (r < p.options.length) return { kind: 'choose', seat: p.seat, value: p.options[r] as Value };
  return { kind: 'choose', seat: p.seat, value: null };
}

/** The names a choice's text is written with (notation.ts StateNames over the core state). */
function namesOf(rules: Rules, s: CoreState): NotationNames {
  return {
    playerName: (seat) => s.json.names[seat] ?? `seat ${seat + 1}`,
    markerLabel: (key) => rules.markers.get(key.split('#')[0] ?? key)?.label ?? key,
    rankText: (rank) => rankText(rules.def.cards, rank),
    choosingRank: () => s.json.pending?.kind === 'choice' && s.json.pending.choice === 'rank',
  };
}

/** notation.ts choiceText, else formatMove. */
export function chooseText(rules: Rules, s: CoreState, m: Extract<Move, { kind: 'choose' }>): string {
  const v = m.value;
  if (v === null) return 'choose none';
  if (Array.isArray(v)) {
    let text = 'choose';
    let all = v.length > 0;
    for (const x of v) {
      if (!isCard(x)) all = false;
      else text += ` ${x.id}`;
    }
    if (all) return text;
  } else if (isCard(v)) return `choose ${v.id}`;
  return formatMove(m, namesOf(rules, s));
}

/** Seat lists of one, shared (notation.ts seatList). */
const seatLists: (readonly number[])[] = [];

/** notation.ts chosenSeers over the core state: who sees every chosen card where it is (null: none chosen, or all public). */
function chosenSeers(rules: Rules, L: CoreLayout, s: CoreState, v: Value): readonly number[] | null {
  const list = Array.isArray(v) ? v : isCard(v) ? [v] : null;
  if (list === null) return null;
  let out: readonly number[] | null = null;
  for (const x of list) {
    if (!isCard(x)) continue;
    const c = L.cards.index.get(x.id);
    const z = c === undefined ? -1 : (s.at[c] as number);
    const seers = z < 0 ? [] : zoneSeers(rules, L.zoneKeys[z] as string);
    if (seers === null) continue;
    out = out === null ? seers : out.filter((seat) => seers.includes(seat));
  }
  return out;
}

/** notation.ts moveEvent of a choice's answer. */
export function chooseEvent(rules: Rules, L: CoreLayout, s: CoreState, m: Extract<Move, { kind: 'choose' }>): GameEvent {
  const text = chooseText(rules, s, m);
  const seers = chosenSeers(rules, L, s, m.value);
  const own = (seatLists[m.seat] ??= [m.seat]);
  if (seers !== null) return { kind: 'move', seat: m.seat, move: m, text, see: unionSeers(seers, own) ?? own };
  return { kind: 'move', seat: m.seat, move: m, text };
}
