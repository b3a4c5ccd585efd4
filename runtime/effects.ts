// Expressions evaluated with `me` bound (conditions, formulas) and event handlers queued (`fire`):
// what the procedures (climbing, must-follow, shedding, shed-out, turn-end) and the round use.
// Running the queued effect blocks is effect-runner.ts's, which sits above the procedures (a
// frame's end may end a turn), so that the two never import each other (test/runtime/import-cycles.test.ts).
import type { EventName, Handler } from '../grammar/def/types.js';
import type { Expr } from '../grammar/expr/ast.js';
import type { GameState, Task } from './state.js';
import type { Compiled, Rules } from './rules.js';
import { compileExpr, isTrue } from './eval/compile.js';
import type { EvalCtx } from './eval/context.js';
import type { Value } from './values.js';
import type { Move } from './moves.js';
import { closeBudget, openBudget } from './budget.js';
import { borrowPlain, returnPlain } from './eval/ctx-pool.js';
import { blockShape } from './block-shape.js';

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
  return evaluateCompiled(rules, s, compileExpr(rules, e), me, locals, legal, move);
}

/** `evaluate` given the expression's compiled closure (compileExpr), for a caller that keeps it. */
export function evaluateCompiled(
  rules: Rules,
  s: GameState,
  run: Compiled,
  me: number | null,
  locals: Record<string, Value> = NO_LOCALS,
  legal?: readonly Move[],
  move?: Move,
): Value {
  // A plain context is lent (eval/ctx-pool.ts); one with the moves is made, as its shape is another.
  const plain = legal === undefined && move === undefined;
  const ctx = plain ? borrowPlain(rules, s, me, locals) : makeCtx(rules, s, me, locals);
  if (legal !== undefined) ctx.legal = legal;
  if (move !== undefined) ctx.move = move;
  // Inside a move this shares the move's budget; alone (a view's label, a client's check) it has its own.
  const opened = openBudget();
  try {
    const v = run(ctx);
    if (plain) returnPlain(ctx);
    return v;
  } finally {
    closeBudget(opened);
  }
}

/** A handler as `fire` reads it: its condition compiled when first needed, and its block's shape. */
interface Listener {
  readonly handler: Handler;
  when: Compiled | undefined;
  /** The block writes none of its locals: its tasks may share the event's (never written). */
  readonly shares: boolean;
}

/**
 * Every event's listeners in a field of its own (undefined: no handler), one hidden class for
 * every rule file: `fire` runs twice or more per move, and a lookup by a varying event name in a
 * plain object was a third of its own time.
 */
class Listeners {
  roundStart: readonly Listener[] | undefined = undefined;
  turnStart: readonly Listener[] | undefined = undefined;
  play: readonly Listener[] | undefined = undefined;
  pass: readonly Listener[] | undefined = undefined;
  trickEnd: readonly Listener[] | undefined = undefined;
  shedOut: readonly Listener[] | undefined = undefined;
  roundEnd: readonly Listener[] | undefined = undefined;
  move: readonly Listener[] | undefined = undefined;
}

/** The event's listeners (a switch over the few names: each case compares interned strings). */
function listenersAt(ls: Listeners, event: EventName): readonly Listener[] | undefined {
  switch (event) {
    case 'move': return ls.move;
    case 'turn-start': return ls.turnStart;
    case 'play': return ls.play;
    case 'trick-end': return ls.trickEnd;
    case 'pass': return ls.pass;
    case 'round-start': return ls.roundStart;
    case 'round-end': return ls.roundEnd;
    case 'shed-out': return ls.shedOut;
  }
}

function setListeners(ls: Listeners, event: EventName, l: readonly Listener[]): void {
  switch (event) {
    case 'move': ls.move = l; break;
    case 'turn-start': ls.turnStart = l; break;
    case 'play': ls.play = l; break;
    case 'trick-end': ls.trickEnd = l; break;
    case 'pass': ls.pass = l; break;
    case 'round-start': ls.roundStart = l; break;
    case 'round-end': ls.roundEnd = l; break;
    case 'shed-out': ls.shedOut = l; break;
  }
}

const listenersByRules = new WeakMap<Rules, Listeners>();
let lastRules: Rules | undefined;
let lastListeners: Listeners = new Listeners();

/** Every event's listeners (an event with no handler has none), made at the rule file's first event. */
function listenersOf(rules: Rules): Listeners {
  if (rules === lastRules) return lastListeners;
  let byEvent = listenersByRules.get(rules);
  if (byEvent === undefined) listenersByRules.set(rules, (byEvent = listenersFor(rules)));
  lastRules = rules;
  lastListeners = byEvent;
  return byEvent;
}

// Apart from listenersOf: a closure over `rules` there would make V8 allocate a context at every call.
function listenersFor(rules: Rules): Listeners {
  const byEvent = new Listeners();
  for (const [event, handlers] of Object.entries(rules.def.on) as [EventName, readonly Handler[] | undefined][]) {
    if (handlers !== undefined) setListeners(byEvent, event, handlers.map((h) => ({ handler: h, when: undefined, shares: blockShape(rules, h.do.id)?.writesLocals === false })));
  }
  return byEvent;
}

/**
 * Queues every handler of an event whose `when` holds (evaluated now, when the event happens).
 * `immediate` handlers run before whatever effects are under way (a shed-out scores at once,
 * even in the middle of resolving markers); others run after them.
 */
export function fire(rules: Rules, s: GameState, event: EventName, me: number | null, locals: Record<string, Value> = NO_LOCALS, immediate = false): void {
  const listeners = listenersAt(listenersOf(rules), event);
  if (listeners === undefined) return;
  // Queued tasks go straight onto the queue (no condition reads it); immediate ones are collected
  // to be stacked in reverse. Most events start no handler: nothing is allocated then.
  let tasks: Task[] | null = null;
  // The conditions are evaluated as `evaluate` does, with one context for all of them (only `me`
  // differs, lent: eval/ctx-pool.ts) under one budget: an event after every move asks each seat's `when`.
  let ctx: EvalCtx | null = null;
  const opened = openBudget();
  try {
    for (let k = 0; k < listeners.length; k++) {
      const l = listeners[k] as Listener;
      const h = l.handler;
      const count = h.each ? s.players.length : 1;
      // Compiled once per handler, not looked up once per seat.
      const when = h.when === undefined ? undefined : (l.when ??= compileExpr(rules, h.when));
      for (let i = 0; i < count; i++) {
        const seat = h.each ? i : me;
        if (when !== undefined) {
          // A condition cannot change its locals (only statements assign), so it reads them unshared.
          ctx ??= borrowPlain(rules, s, seat, locals);
          ctx.me = seat;
          if (!isTrue(when(ctx))) continue;
        }
        // A block that never writes its locals shares the event's; the JSON is the same.
        const task: Task = { block: h.do.id, me: seat, locals: l.shares ? locals : { ...locals } };
        if (immediate) (tasks ??= []).push(task);
        else s.tasks.push(task);
      }
    }
    if (ctx !== null) returnPlain(ctx);
  } finally {
    closeBudget(opened);
  }
  if (tasks === null) return;
  for (const t of tasks.reverse()) s.frames.push({ block: t.block, pc: 0, me: t.me, locals: t.locals, answers: [] });
}
