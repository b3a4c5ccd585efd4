// The core's expression compiler's entry points: an expression of a rule file compiled once per
// layout (a rule file at a player count) to a closure over the integer state, typed by what the
// engine asks of it. Each pays the expression's nodes first (eval/compile.ts compileWhole), then
// runs the variant for a bound `me` (a seat) or for `me` null. Given a game's options, reads of
// them are constants and conditions over them fold (fold.ts); compiled once per layout and options.
import type { Expr } from '../../../grammar/expr/ast.js';
import { spend } from '../../budget.js';
import { exprCost } from '../../eval/cost.js';
import { valueEquals, type Value } from '../../values.js';
import { constOf } from './fold.js';
import type { CoreLayout } from '../layout.js';
import type { CoreState } from '../state.js';
import type { CoreEnv } from './env.js';
import { compileNode, type Cx, type Scope } from './compile.js';
import { asValue } from './convert.js';
import { Unsupported, type Node } from './node.js';

export { Unsupported } from './node.js';
export { coreEnv, type CoreEnv } from './env.js';
export { slots } from './env.js';
export type { Scope, SlotRep } from './compile.js';

const NO_SCOPE: Scope = [];

export type CoreFn<T> = (st: CoreState, env: CoreEnv) => T;

interface Variants {
  readonly bound: Node;
  readonly unbound: Node;
}

/** Compilations by layout, then by options (undefined: for any options), then by expression. */
const cache = new WeakMap<CoreLayout, Map<string, Map<Expr, Variants>>>();

/** Options as a cache key: the same options (in any key order) give the same key. */
function optionsKey(options: Readonly<Record<string, Value>> | undefined): string {
  if (options === undefined) return '';
  return JSON.stringify(Object.keys(options).sort().map((k) => [k, options[k]]));
}

function variants(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>, scope: Scope = NO_SCOPE): Variants {
  let byOptions = cache.get(L);
  if (byOptions === undefined) cache.set(L, (byOptions = new Map()));
  const key = optionsKey(options);
  let byExpr = byOptions.get(key);
  if (byExpr === undefined) byOptions.set(key, (byExpr = new Map()));
  let v = byExpr.get(e);
  if (v === undefined) {
    const cx = (meBound: boolean): Cx => ({ rules: L.rules, L, meBound, defs: new Map(), options, compile: compileNode });
    v = { bound: compileNode(cx(true), e, scope), unbound: compileNode(cx(false), e, scope) };
    byExpr.set(e, v);
  }
  return v;
}

/**
 * Whether the core compiles `e`: undefined if it does, else the reason it is refused (a RuleError
 * the runtime's compiler throws too, such as a misplaced lambda, is thrown).
 */
export function refusal(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>): string | undefined {
  try {
    variants(L, e, options);
    return undefined;
  } catch (err) {
    if (err instanceof Unsupported) return err.reason;
    throw err;
  }
}

/**
 * The value `e` always has under these options (for each `me`, bound or not), or undefined: a
 * handler whose `when` is false under a game's options never runs. Evaluating it still costs
 * `cost` budget steps, which a caller that skips the evaluation must spend to keep the runtime's.
 */
export function constantUnder(L: CoreLayout, e: Expr, options: Readonly<Record<string, Value>>): { readonly value: Value; readonly cost: number } | undefined {
  const v = variants(L, e, options);
  const a = constOf(v.bound);
  const b = constOf(v.unbound);
  if (a === undefined || b === undefined || !valueEquals(a.v, b.v)) return undefined;
  return { value: a.v, cost: exprCost(e) };
}

function whole<T>(e: Expr, bound: CoreFn<T>, unbound: CoreFn<T>): CoreFn<T> {
  const cost = exprCost(e);
  const range = e.range;
  return (st, env) => {
    spend(cost, range);
    return env.me >= 0 ? bound(st, env) : unbound(st, env);
  };
}

/**
 * A part of a larger expression or statement whose nodes are paid for as a whole (an effect call's
 * argument): its value, without paying its own nodes again. `scope`: the lambda parameters around
 * it (an `each` body's argument reads its element in a slot). An expression is compiled in one
 * scope only (the checker gives a lambda's body its place), so the cache by expression holds.
 */
export function compileValueIn(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>, scope: Scope = NO_SCOPE): CoreFn<Value> {
  const v = variants(L, e, options, scope);
  const bound = asValue(v.bound);
  const unbound = asValue(v.unbound);
  return (st, env) => (env.me >= 0 ? bound(st, env) : unbound(st, env));
}

/** The expression's value as a runtime Value. Throws Unsupported for a construct the core refuses. */
export function compileValue(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>): CoreFn<Value> {
  const v = variants(L, e, options);
  return whole(e, asValue(v.bound), asValue(v.unbound));
}

function testOf(n: Node): CoreFn<boolean> {
  if (n.rep === 'bool') return n.f;
  const f = asValue(n);
  return (st, env) => f(st, env) === true;
}

/** A condition: whether its value is `true` (eval/compile.ts isTrue). */
export function compileBoolean(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>): CoreFn<boolean> {
  const v = variants(L, e, options);
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
export function compileNumber(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>): CoreFn<number | null> {
  const v = variants(L, e, options);
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
export function compileSeat(L: CoreLayout, e: Expr, options?: Readonly<Record<string, Value>>): CoreFn<number> {
  const v = variants(L, e, options);
  return whole(e, seatOf(v.bound), seatOf(v.unbound));
}
