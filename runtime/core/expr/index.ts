// The core's expression compiler's entry points: an expression of a rule file compiled once per
// layout (a rule file at a player count) to a closure over the integer state, typed by what the
// engine asks of it. Each pays the expression's nodes first (eval/compile.ts compileWhole), then
// runs the variant for a bound `me` (a seat) or for `me` null.
import type { Expr } from '../../../grammar/expr/ast.js';
import { spend } from '../../budget.js';
import { exprCost } from '../../eval/cost.js';
import type { Value } from '../../values.js';
import type { CoreLayout } from '../layout.js';
import type { CoreState } from '../state.js';
import type { CoreEnv } from './env.js';
import { compileNode, type Cx } from './compile.js';
import { asValue } from './convert.js';
import { Unsupported, type Node } from './node.js';

export { Unsupported } from './node.js';
export { coreEnv, type CoreEnv } from './env.js';

export type CoreFn<T> = (st: CoreState, env: CoreEnv) => T;

interface Variants {
  readonly bound: Node;
  readonly unbound: Node;
}

const cache = new WeakMap<CoreLayout, Map<Expr, Variants>>();

function variants(L: CoreLayout, e: Expr): Variants {
  let byExpr = cache.get(L);
  if (byExpr === undefined) cache.set(L, (byExpr = new Map()));
  let v = byExpr.get(e);
  if (v === undefined) {
    const cx = (meBound: boolean): Cx => ({ rules: L.rules, L, meBound, defs: new Map(), compile: compileNode });
    v = { bound: compileNode(cx(true), e, []), unbound: compileNode(cx(false), e, []) };
    byExpr.set(e, v);
  }
  return v;
}

/** Whether the core compiles `e`: undefined if it does, else the reason it is refused. */
export function refusal(L: CoreLayout, e: Expr): string | undefined {
  try {
    variants(L, e);
    return undefined;
  } catch (err) {
    if (err instanceof Unsupported) return err.reason;
    throw err;
  }
}

function whole<T>(e: Expr, bound: CoreFn<T>, unbound: CoreFn<T>): CoreFn<T> {
  const cost = exprCost(e);
  const range = e.range;
  return (st, env) => {
    spend(cost, range);
    return env.me >= 0 ? bound(st, env) : unbound(st, env);
  };
}

/** The expression's value as a runtime Value. Throws Unsupported for a construct the core refuses. */
export function compileValue(L: CoreLayout, e: Expr): CoreFn<Value> {
  const v = variants(L, e);
  return whole(e, asValue(v.bound), asValue(v.unbound));
}

function testOf(n: Node): CoreFn<boolean> {
  if (n.rep === 'bool') return n.f;
  const f = asValue(n);
  return (st, env) => f(st, env) === true;
}

/** A condition: whether its value is `true` (eval/compile.ts isTrue). */
export function compileBoolean(L: CoreLayout, e: Expr): CoreFn<boolean> {
  const v = variants(L, e);
  return whole(e, testOf(v.bound), testOf(v.unbound));
}

function numberOf(n: Node): CoreFn<number | null> {
  if (n.rep === 'num') return n.f;
  const f = asValue(n);
  return (st, env) => {
    const x = f(st, env);
    return typeof x === 'number' ? x : null;
  };
}

/** A formula: its value when it is a number, else null. */
export function compileNumber(L: CoreLayout, e: Expr): CoreFn<number | null> {
  const v = variants(L, e);
  return whole(e, numberOf(v.bound), numberOf(v.unbound));
}

function seatOf(n: Node): CoreFn<number> {
  if (n.rep === 'seat') return n.f;
  const f = asValue(n);
  return (st, env) => {
    const x = f(st, env);
    return typeof x === 'object' && x !== null && !Array.isArray(x) && x.t === 'player' ? x.seat : -1;
  };
}

/** A player: its seat when the value is a player, else -1. */
export function compileSeat(L: CoreLayout, e: Expr): CoreFn<number> {
  const v = variants(L, e);
  return whole(e, seatOf(v.bound), seatOf(v.unbound));
}
