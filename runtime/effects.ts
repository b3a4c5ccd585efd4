// Expressions evaluated with `me` bound (conditions, formulas) and event handlers queued (`fire`):
// what the procedures (climbing, must-follow, shedding, shed-out, turn-end) and the round use.
// Running the queued effect blocks is effect-runner.ts's, which sits above the procedures (a
// frame's end may end a turn), so that the two never import each other (test/runtime/import-cycles.test.ts).
import type { EventName } from '../grammar/def/types.js';
import type { Expr } from '../grammar/expr/ast.js';
import type { GameState, Task } from './state.js';
import type { Rules } from './rules.js';
import { compileExpr, isTrue } from './eval/compile.js';
import type { EvalCtx } from './eval/context.js';
import type { Value } from './values.js';
import type { Move } from './moves.js';
import { closeBudget, openBudget } from './budget.js';

export function makeCtx(rules: Rules, s: GameState, me: number | null, locals: Record<string, Value>): EvalCtx {
  return { rules, s, me, locals };
}

/** No locals: shared, and frozen because conditions and formulas never assign. */
const NO_LOCALS: Record<string, Value> = Object.freeze({});

/** Evaluates an expression with `me` bound (a condition, a formula); obligations also see the moves. */
export function evaluate(
  rules: Rules,
  s: GameState,
  e: Expr,
  me: number | null,
  locals: Record<string, Value> = NO_LOCALS,
  legal?: readonly Move[],
  move?: Move,
): Value {
  const ctx = makeCtx(rules, s, me, locals);
  if (legal !== undefined) ctx.legal = legal;
  if (move !== undefined) ctx.move = move;
  // Inside a move this shares the move's budget; alone (a view's label, a client's check) it has its own.
  const opened = openBudget();
  try {
    return compileExpr(rules, e)(ctx);
  } finally {
    closeBudget(opened);
  }
}

/**
 * Queues every handler of an event whose `when` holds (evaluated now, when the event happens).
 * `immediate` handlers run before whatever effects are under way (a shed-out scores at once,
 * even in the middle of resolving markers); others run after them.
 */
export function fire(rules: Rules, s: GameState, event: EventName, me: number | null, locals: Record<string, Value> = NO_LOCALS, immediate = false): void {
  const handlers = rules.def.on[event];
  if (handlers === undefined) return;
  let tasks: Task[] | null = null; // most events start no handler: nothing to allocate
  for (let k = 0; k < handlers.length; k++) {
    const h = handlers[k] as (typeof handlers)[number];
    const count = h.each ? s.players.length : 1;
    for (let i = 0; i < count; i++) {
      const seat = h.each ? i : me;
      // A condition cannot change its locals (only statements assign), so it reads them unshared.
      if (h.when !== undefined && !isTrue(evaluate(rules, s, h.when, seat, locals))) continue;
      (tasks ??= []).push({ block: h.do.id, me: seat, locals: { ...locals } });
    }
  }
  if (tasks === null) return;
  if (!immediate) s.tasks.push(...tasks);
  else for (const t of tasks.reverse()) s.frames.push({ block: t.block, pc: 0, me: t.me, locals: t.locals, answers: [] });
}
