// What the arguments of a statement's choices cost, so that the statement, run again once a choice
// is answered, can pay for them without evaluating them again. An answered choice gives its logged
// answer and never reads its list, chooser, `optional` or prompt (choices.ts makeChoice): they are
// evaluated again only to spend the steps they spent the first time, in a state that has not
// changed since (nothing of a statement happens before its last answer). Only arguments that hold
// no choice themselves are skipped (a choice inside them would take an answer of its own).
//
// The costs are kept per answers log (Frame.answers, a fresh list at every answer) and per state,
// so a log that is copied with a state (clone.ts), saved as JSON or filled in by a search's
// sample (bots/determinize.ts) has no costs and its statement evaluates everything, as before.
import type { GameState } from '../state.js';
import type { CallExpr } from '../../grammar/expr/ast.js';
import type { Value } from '../values.js';

interface Costs {
  readonly s: GameState;
  /** By answer index: the steps that choice's arguments spent, and the choice they belong to. */
  readonly steps: number[];
  readonly calls: CallExpr[];
}

const byLog = new WeakMap<readonly Value[], Costs>();

/** The steps the arguments of the choice `e`, answered `index`-th in `answers`, spent in state `s`; undefined when not known. */
export function answeredCost(s: GameState, answers: readonly Value[], index: number, e: CallExpr): number | undefined {
  const c = byLog.get(answers);
  if (c === undefined || c.s !== s || c.calls[index] !== e) return undefined;
  return c.steps[index];
}

/** Keeps what the arguments of the choice `e` (the `index`-th of its statement) spent in state `s`. */
export function keepCost(s: GameState, answers: readonly Value[], index: number, e: CallExpr, steps: number): void {
  if (!Number.isFinite(steps)) return; // no budget open: nothing was counted
  let c = byLog.get(answers);
  if (c === undefined || c.s !== s) byLog.set(answers, (c = { s, steps: [], calls: [] }));
  // The first evaluation at an index is the one every later run makes first: all before it depends
  // only on the answers before it. A choice with no options takes no answer, so a later one may
  // be evaluated at the same index; a run with that answer logged gives it to the first.
  if (c.calls[index] !== undefined) return;
  c.steps[index] = steps;
  c.calls[index] = e;
}

/** The log `from` was extended to `to` (an answer appended), or copied with its state to `toState`. */
export function carryCosts(s: GameState, from: readonly Value[], to: readonly Value[], toState: GameState = s): void {
  const c = byLog.get(from);
  if (c === undefined || c.s !== s) return;
  byLog.set(to, toState === s ? c : { s: toState, steps: c.steps.slice(), calls: c.calls.slice() });
}
