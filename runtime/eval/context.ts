// What an expression sees while it runs: the rules, the state being built, who `me` is, local
// names, and the event's details (the cards just played, the move being checked).
import type { GameState } from '../state.js';
import type { Value } from '../values.js';
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';

export interface EvalCtx {
  readonly rules: Rules;
  readonly s: GameState;
  me: number | null;
  /** Local names: effect locals and event values (`played`, `chosen`); saved with suspended effects. */
  locals: Record<string, Value>;
  /** Obligations: the legal moves before obligations, and the move being checked. */
  legal?: readonly Move[];
  move?: Move;
  /** Choices: answers already given in the statement being (re-)run, and how many were used. */
  answers?: readonly Value[];
  answerIndex?: number;
  /** The effect block a statement runs in (events name its rule as a score's cause). */
  block?: number;
}

/**
 * The values of lambda parameters while their lambdas run, by depth in the expression or effect
 * (expression lambdas, `let`, definitions' parameters and effects' `each(list, p => …)` alike). One
 * array for every evaluation: a binder saves the slot's value and puts it back, so nested
 * evaluations stack like calls, and a slot is always set before its body reads it. No binder needs
 * a finally: choices no longer throw through evaluations, and an evaluation that fails fails its
 * whole move (nothing catches a RuleError and goes on evaluating). One array per context instead
 * was measured 5–10% slower on a condition with a lambda (docs/dev/performance.md).
 */
export const slots: Value[] = [];

/** A rule-file problem found while playing (a bug in the rule file, not in the engine). */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly range: import('../../grammar/diagnostics.js').SourceRange | undefined,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}
