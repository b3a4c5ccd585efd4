// One work budget per move: everything a move sets off (its expressions, effect statements and the
// engine's automatic steps until the next decision) draws from the same count of steps, so the
// bounds do not multiply (an expression's steps times statements times engine steps). Creating a
// game (its setup up to the first decision) has one budget too, and so does any evaluation made
// outside a move (legal moves, a view's labels). Each operation costs what it really does: a list
// method a step per element, `in` and `==` the length they compare, `+` the length it builds.
// docs/limits.md lists this bound with the others.
import type { SourceRange } from '../grammar/diagnostics.js';
import { RuleError } from './eval/context.js';

/** Steps one move (or one game's setup, or one evaluation outside a move) may take. */
export const STEPS_PER_MOVE = 20_000_000;
/** Effect statements one move may run before the next decision. */
export const STATEMENTS_PER_MOVE = 100_000;
/** Automatic engine steps (a turn passed by, a trick ended, a round scored …) one move may take. */
export const ENGINE_STEPS_PER_MOVE = 200_000;

/** The bounds in force; tests lower them (withLimits) to reach them quickly. */
export interface MoveLimits {
  readonly steps: number;
  readonly statements: number;
  readonly engineSteps: number;
}

const DEFAULTS: MoveLimits = { steps: STEPS_PER_MOVE, statements: STATEMENTS_PER_MOVE, engineSteps: ENGINE_STEPS_PER_MOVE };
let limits: MoveLimits = DEFAULTS;

// Outside a budget (a meld listing called alone, in tests) nothing is counted down to an error.
// The counts are one object's fields, not module `let`s: every read of a module's `let` checks that
// it is initialised, and `spend` runs for every expression evaluated.
const B = { open: false, steps: Infinity, statements: Infinity, engineSteps: Infinity };

/** The bounds now in force. */
export function moveLimits(): MoveLimits {
  return limits;
}

/** Runs `f` with other bounds (for tests), then puts the defaults back. */
export function withLimits<T>(changed: Partial<MoveLimits>, f: () => T): T {
  const saved = limits;
  limits = { ...limits, ...changed };
  try {
    return f();
  } finally {
    limits = saved;
  }
}

/**
 * Opens a budget unless one is open: returns whether this call opened it (and must close it). A
 * move, a setup or an evaluation nested in one shares the budget that is open.
 */
export function openBudget(): boolean {
  if (B.open) return false;
  B.open = true;
  B.steps = limits.steps;
  B.statements = limits.statements;
  B.engineSteps = limits.engineSteps;
  return true;
}

let lastUsed = 0;

export function closeBudget(opened: boolean): void {
  if (!opened) return;
  B.open = false;
  lastUsed = limits.steps - Math.max(0, B.steps);
  B.steps = B.statements = B.engineSteps = Infinity;
}

/** The steps the last closed budget used (for measuring how close real games come to the bound). */
export function lastBudgetUsed(): number {
  return lastUsed;
}

/** The steps left in the open budget (Infinity when none is open). */
export function stepsLeft(): number {
  return B.steps;
}

/** Spends `n` steps of the budget; past it, the move stops with runtime/too-long at `range`. */
export function spend(n: number, range: SourceRange | undefined): void {
  B.steps -= n;
  if (!(B.steps >= 0)) tooLong(range); // NaN too: an infinite range's length
}

function tooLong(range: SourceRange | undefined): never {
  throw new RuleError('runtime/too-long', `this move did more than ${limits.steps.toLocaleString('en-US')} steps of work (expressions, effects and automatic steps together); the rules probably loop, or a list or range is huge`, range);
}

/** Counts one effect statement; past the bound, runtime/effects-loop. */
export function countStatement(): void {
  B.steps -= 1;
  if (B.steps < 0) tooLong(undefined);
  if (--B.statements < 0) {
    throw new RuleError('runtime/effects-loop', `effects ran more than ${limits.statements.toLocaleString('en-US')} statements without a decision: a trigger that fires itself, or a while loop whose condition never turns false`, undefined);
  }
}

/** Counts one automatic engine step; false when the move has taken all it may (runtime/no-progress). */
export function countEngineStep(): boolean {
  B.steps -= 1;
  if (B.steps < 0) tooLong(undefined);
  return --B.engineSteps >= 0;
}
