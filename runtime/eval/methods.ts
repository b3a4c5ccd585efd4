// List methods (`hand.filter(c => c.wild)`) and functions (`max(a, b)`, choices) at run time: one
// implementation for each entry of builtins.ts METHODS and FUNCTIONS, under the same name.
import { rankOfText } from '../../grammar/def/rank-labels.js';
import type { CallExpr } from '../../grammar/expr/ast.js';
import type { FunctionName, MethodName } from '../../grammar/expr/builtins.js';
import type { Compiled } from '../rules.js';
import { compareValues, valueEquals, type Value } from '../values.js';
import { RuleError, slots, type EvalCtx } from './context.js';
import { Ask, isChoice, makeChoice } from './choices.js';
import { spend } from '../budget.js';

export interface Lambda {
  readonly lambda: true;
  readonly param: string;
  /** Where the parameter's value lives while the body runs (its lambda's depth in the expression). */
  readonly slot: number;
  readonly body: Compiled;
  /** What one application costs in budget steps: the body's nodes (eval/cost.ts). */
  readonly cost: number;
}

type ArgFn = Compiled | Lambda;

export function isLambda(a: ArgFn | undefined): a is Lambda {
  return typeof a === 'object' && a !== null && (a as Lambda).lambda === true;
}

/** Applies a lambda to one element, binding its parameter for the call. */
export function applyLambda(ctx: EvalCtx, f: Lambda, x: Value, e: CallExpr): Value {
  spend(f.cost, e.range);
  // Restored afterwards: another expression run inside the body may use the same slot.
  const old = slots[f.slot];
  slots[f.slot] = x;
  const r = f.body(ctx);
  slots[f.slot] = old as Value;
  return r;
}

function lambdaArg(args: readonly ArgFn[], i: number, e: CallExpr): Lambda {
  const a = args[i];
  if (!isLambda(a)) throw new RuleError('runtime/arity', `'${calleeName(e)}' needs a function like x => ... as argument ${i + 1}`, e.range);
  return a;
}

function valueArg(ctx: EvalCtx, args: readonly ArgFn[], i: number, e: CallExpr): Value {
  const a = args[i];
  if (a === undefined || isLambda(a)) throw new RuleError('runtime/arity', `'${calleeName(e)}' needs a value as argument ${i + 1}`, e.range);
  return a(ctx);
}

function calleeName(e: CallExpr): string {
  return e.callee.kind === 'name' ? e.callee.name : e.callee.name;
}

/** Sorting n values compares about n·log2(n) pairs. */
function sortCost(n: number): number {
  return n < 2 ? n : Math.ceil(n * Math.log2(n));
}

function numbers(list: readonly Value[]): number[] {
  return list.map((v) => (typeof v === 'number' ? v : 0));
}

function extreme(ctx: EvalCtx, list: readonly Value[], args: readonly ArgFn[], e: CallExpr, sign: 1 | -1, by: boolean): Value {
  if (list.length === 0) return null;
  const f = args[0];
  if (!isLambda(f)) spend(list.length, e.range);
  let best: Value = null;
  let bestKey: Value = null;
  for (const x of list) {
    const key = isLambda(f) ? applyLambda(ctx, f, x, e) : x;
    if (bestKey === null || compareValues(key, bestKey) * sign > 0) {
      best = x;
      bestKey = key;
    }
  }
  return by ? best : bestKey;
}

type MethodCall = (ctx: EvalCtx, list: readonly Value[]) => Value;

/** A list method, given its compiled arguments once: what it does to a list. */
type MethodImpl = (args: readonly ArgFn[], e: CallExpr) => MethodCall;

/** The list methods of builtins.ts METHODS, one implementation each. */
export const METHOD_IMPLS: Readonly<Record<MethodName, MethodImpl>> = {
  any: (args, e) => (ctx, list) => {
    const f = lambdaArg(args, 0, e);
    // Indexed loops: for…of allocated an iterator result per element here.
    for (let i = 0; i < list.length; i++) if (applyLambda(ctx, f, list[i] as Value, e) === true) return true;
    return false;
  },
  all: (args, e) => (ctx, list) => {
    const f = lambdaArg(args, 0, e);
    for (let i = 0; i < list.length; i++) if (applyLambda(ctx, f, list[i] as Value, e) !== true) return false;
    return true;
  },
  count: (args, e) => (ctx, list) => {
    if (args.length === 0) return list.length;
    const f = lambdaArg(args, 0, e);
    let n = 0;
    for (let i = 0; i < list.length; i++) if (applyLambda(ctx, f, list[i] as Value, e) === true) n++;
    return n;
  },
  filter: (args, e) => (ctx, list) => {
    const f = lambdaArg(args, 0, e);
    const out: Value[] = [];
    for (let i = 0; i < list.length; i++) {
      const x = list[i] as Value;
      if (applyLambda(ctx, f, x, e) === true) out.push(x);
    }
    return out;
  },
  map: (args, e) => (ctx, list) => { const f = lambdaArg(args, 0, e); return list.map((x) => applyLambda(ctx, f, x, e)); },
  sum: (args, e) => (ctx, list) => {
    const f = args[0];
    if (!isLambda(f)) spend(list.length, e.range);
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      const x = list[i] as Value;
      const v = isLambda(f) ? applyLambda(ctx, f, x, e) : x;
      if (typeof v === 'number') total += v;
    }
    return total;
  },
  min: (args, e) => (ctx, list) => extreme(ctx, list, args, e, -1, false),
  max: (args, e) => (ctx, list) => extreme(ctx, list, args, e, 1, false),
  min_by: (args, e) => (ctx, list) => { lambdaArg(args, 0, e); return extreme(ctx, list, args, e, -1, true); },
  max_by: (args, e) => (ctx, list) => { lambdaArg(args, 0, e); return extreme(ctx, list, args, e, 1, true); },
  sort: (_args, e) => (_ctx, list) => { spend(sortCost(list.length), e.range); return [...list].sort(compareValues); },
  sort_by: (args, e) => (ctx, list) => {
    const f = lambdaArg(args, 0, e);
    const keyed = list.map((x) => ({ x, k: applyLambda(ctx, f, x, e) }));
    spend(sortCost(list.length), e.range);
    keyed.sort((a, b) => compareValues(a.k, b.k));
    return keyed.map((p) => p.x);
  },
  reverse: (_args, e) => (_ctx, list) => { spend(list.length, e.range); return [...list].reverse(); },
  take: (args, e) => (ctx, list) => { const n = valueArg(ctx, args, 0, e); const out = list.slice(0, typeof n === 'number' ? Math.max(0, n) : 0); spend(out.length, e.range); return out; },
  drop: (args, e) => (ctx, list) => { const n = valueArg(ctx, args, 0, e); const out = list.slice(typeof n === 'number' ? Math.max(0, n) : 0); spend(out.length, e.range); return out; },
  contains: (args, e) => (ctx, list) => { const v = valueArg(ctx, args, 0, e); spend(list.length, e.range); return list.some((x) => valueEquals(x, v)); },
  index_of: (args, e) => (ctx, list) => { const v = valueArg(ctx, args, 0, e); spend(list.length, e.range); return list.findIndex((x) => valueEquals(x, v)); },
};

const hasOwn = Object.prototype.hasOwnProperty;

/** A list method with its arguments, decided when compiled; the result runs it on a value. */
export function methodCaller(name: string, args: readonly ArgFn[], e: CallExpr): (ctx: EvalCtx, obj: Value) => Value {
  const call: MethodCall = hasOwn.call(METHOD_IMPLS, name)
    ? METHOD_IMPLS[name as MethodName](args, e)
    : () => {
        throw new RuleError('runtime/unknown-method', `lists have no method '${name}'`, e.range);
      };
  return (ctx, obj) => {
    if (!Array.isArray(obj)) {
      if (obj === null) return null;
      throw new RuleError('runtime/type', `'${name}' is a list method, but this is not a list`, e.range);
    }
    return call(ctx, obj);
  };
}

/** A function called by name, given its compiled arguments: its value when it runs. */
type FunctionImpl = (ctx: EvalCtx, args: readonly ArgFn[], e: CallExpr) => Value;

function extremeOf(sign: 1 | -1): FunctionImpl {
  return (ctx, args, e) => {
    if (args.length === 2) {
      // `max(a, b)`, the usual call (a round's score formula): the same values, steps and answer
      // as the lists below give, without making them.
      const a = valueArg(ctx, args, 0, e);
      const b = valueArg(ctx, args, 1, e);
      spend(2, e.range);
      if (a === null) return b;
      if (b === null) return a;
      return compareValues(a, b) * sign >= 0 ? a : b;
    }
    let vals: Value[] = args.map((_, i) => valueArg(ctx, args, i, e));
    if (vals.length === 1 && Array.isArray(vals[0])) vals = vals[0];
    spend(vals.length, e.range);
    const present = vals.filter((v) => v !== null);
    if (present.length === 0) return null;
    return present.reduce((a, b) => (compareValues(a, b) * sign >= 0 ? a : b));
  };
}

/** The functions of builtins.ts FUNCTIONS, one implementation each. */
export const FUNCTION_IMPLS: Readonly<Record<FunctionName, FunctionImpl>> = {
  min: extremeOf(-1),
  max: extremeOf(1),
  abs: (ctx, args, e) => { const v = valueArg(ctx, args, 0, e); return typeof v === 'number' ? Math.abs(v) : null; },
  count: (ctx, args, e) => { const v = valueArg(ctx, args, 0, e); return Array.isArray(v) ? v.length : 0; },
  sum: (ctx, args, e) => { const v = valueArg(ctx, args, 0, e); if (!Array.isArray(v)) return 0; spend(v.length, e.range); return numbers(v).reduce((a, b) => a + b, 0); },
  rank: (ctx, args, e) => { const v = valueArg(ctx, args, 0, e); return typeof v === 'string' ? rankOfText(ctx.rules.def.cards, v) ?? null : null; },
};

/** A call by name in an expression: a function or a choice (an effect there fails, as the checker says). */
export function functionCaller(name: string, args: readonly ArgFn[], named: ReadonlyMap<string, Compiled>, e: CallExpr): Compiled {
  if (hasOwn.call(FUNCTION_IMPLS, name)) {
    const f = FUNCTION_IMPLS[name as FunctionName];
    return (ctx) => f(ctx, args, e);
  }
  if (isChoice(name)) {
    const first = args[0];
    const by = named.get('by');
    const optional = named.get('optional');
    const prompt = named.get('prompt');
    // Only outside effects: a statement's choices are compiled by staged.ts, and makeChoice
    // refuses a choice with no answers log (a condition's).
    return (ctx) => {
      const from = first === undefined || isLambda(first) ? null : first(ctx);
      const v = makeChoice(ctx, name, from, by ? by(ctx) : null, optional ? optional(ctx) === true : false, prompt ? prompt(ctx) : null, e);
      if (v instanceof Ask) throw new RuleError('runtime/choice-in-condition', `${name} can only be used in effects`, e.range);
      return v;
    };
  }
  return () => {
    throw new RuleError('runtime/unknown-function', `unknown function '${name}'`, e.range);
  };
}
