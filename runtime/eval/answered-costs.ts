// What the arguments of a statement's choices cost, so that the statement, run again once a choice
// is answered, can pay for them without evaluating them again. An answered choice gives its logged
// answer and never reads its list, chooser, `optional` or prompt (choices.ts makeChoice): they are
// evaluated again only to spend the steps they spent the first time, in a state that has not
// changed since (nothing of a statement happens before its last answer). Only arguments that hold
// no choice themselves are skipped (a choice inside them would take an answer of its own).
//
// The costs are kept for one answers log (Frame.answers, a fresh list at every answer) in one
// state: answerChoice carries them to the log extended by the answer, cloneState to its copy. A log
// saved as JSON, filled in by a search's sample (bots/determinize.ts) or redacted for a view is
// another list: it has no costs, and its statement evaluates everything, as before.
import type { GameState } from '../state.js';
import type { CallExpr } from '../../grammar/expr/ast.js';
import type { Value } from '../values.js';

/**
 * The costs of the statement asking last: one record, not a WeakMap per log (a WeakMap's set and
 * get cost more than they saved). Another statement asking elsewhere (another state, a copy)
 * takes the record over, and this one's evaluates its arguments again when answered, as before.
 */
let kept: { s: GameState; answers: readonly Value[]; readonly steps: number[]; readonly calls: CallExpr[] } | null = null;

/** The steps the arguments of the choice `e`, answered `index`-th in `answers`, spent in state `s`; undefined when not known. */
export function answeredCost(s: GameState, answers: readonly Value[], index: number, e: CallExpr): number | undefined {
  const c = kept;
  if (c === null || c.answers !== answers || c.s !== s || c.calls[index] !== e) return undefined;
  return c.steps[index];
}

/** Keeps what the arguments of the choice `e` (the `index`-th of its statement) spent in state `s`. */
export function keepCost(s: GameState, answers: readonly Value[], index: number, e: CallExpr, steps: number): void {
  if (!Number.isFinite(steps)) return; // no budget open: nothing was counted
  let c = kept;
  if (c === null) kept = c = { s, answers, steps: [], calls: [] };
  else if (c.answers !== answers || c.s !== s) {
    // Taken over (at nearly every choice asked): the one record is emptied, not made again.
    c.s = s;
    c.answers = answers;
    c.steps.length = 0;
    c.calls.length = 0;
  }
  // The first evaluation at an index is the one every later run makes first: all before it depends
  // only on the answers before it. A choice with no options takes no answer, so a later one may
  // be evaluated at the same index; a run with that answer logged gives it to the first.
  if (c.calls[index] !== undefined) return;
  c.steps[index] = steps;
  c.calls[index] = e;
}

/** The log `from` was extended to `to` (an answer appended), or copied with its state to `toState`. */
export function carryCosts(s: GameState, from: readonly Value[], to: readonly Value[], toState: GameState = s): void {
  const c = kept;
  if (c === null || c.answers !== from || c.s !== s) return;
  c.answers = to;
  c.s = toState;
}
