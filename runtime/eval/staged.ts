// The parts of a statement that hold a choice (`score(p, choose_rank(0..3, by: p))`), compiled so a
// choice is a value: every node evaluates its parts in the order compile.ts does, and the moment
// one gives an Ask (a choice with no answer yet, eval/choices.ts) the node gives that Ask, leaving
// the rest unevaluated. A part that holds no choice is compiled by compile.ts as it always is, so
// conditions and formulas run the same closures as before and pay nothing for choices.
import type { CallExpr, Expr, MemberExpr } from '../../grammar/expr/ast.js';
import { zoneKey, type Compiled, type Rules } from '../rules.js';
import type { Value } from '../values.js';
import { Ask, isChoice, makeChoice } from './choices.js';
import { binaryOf, compileIn, isTrue, unaryOf, type Scope } from './compile.js';
import { slots, type EvalCtx } from './context.js';
import { definitionCaller } from './definitions.js';
import { memberOf, memberReader } from './members.js';
import { functionCaller, methodCaller, type Lambda } from './methods.js';
import { memberResolution, resolutionIfAny } from './resolved.js';
import { spend, stepsLeft } from '../budget.js';
import { answeredCost, keepCost } from './answered-costs.js';
import { exprCost } from './cost.js';

/** An expression that may ask: its value, or the Ask of its first choice with no answer yet. */
export type Staged = (c: EvalCtx) => Value | Ask;

const holding = new WeakMap<Expr, boolean>();

/** Whether a choice is written anywhere in `e` (lambda bodies included). */
export function holdsChoice(rules: Rules, e: Expr): boolean {
  let h = holding.get(e);
  if (h === undefined) holding.set(e, (h = findChoice(rules, e)));
  return h;
}

function findChoice(rules: Rules, e: Expr): boolean {
  switch (e.kind) {
    case 'list': return e.items.some((i) => holdsChoice(rules, i));
    case 'member': return holdsChoice(rules, e.object);
    case 'index': return holdsChoice(rules, e.object) || holdsChoice(rules, e.index);
    case 'call':
      if (isChoiceCall(rules, e)) return true;
      return (e.callee.kind === 'member' && holdsChoice(rules, e.callee.object)) || e.args.some((a) => holdsChoice(rules, a.value));
    case 'lambda': return holdsChoice(rules, e.body);
    case 'let': return holdsChoice(rules, e.value) || holdsChoice(rules, e.body);
    case 'unary': return holdsChoice(rules, e.operand);
    case 'binary': return holdsChoice(rules, e.left) || holdsChoice(rules, e.right);
    case 'conditional': return holdsChoice(rules, e.test) || holdsChoice(rules, e.then) || holdsChoice(rules, e.else);
    default: return false;
  }
}

function isChoiceCall(rules: Rules, e: CallExpr): boolean {
  return e.callee.kind === 'name' && isChoice(e.callee.name) && resolutionIfAny(rules, e.callee)?.to !== 'define';
}

/** A whole expression of a statement, paying for its nodes first as compileExpr's closures do. */
export function stagedExpr(rules: Rules, e: Expr): Staged {
  const run = compileStaged(rules, e, 0);
  const cost = exprCost(e);
  return (c) => {
    spend(cost, e.range);
    return run(c);
  };
}

/** A node of a statement with the lambda parameters around it (see compile.ts Scope). */
export function compileStaged(rules: Rules, e: Expr, scope: Scope): Staged {
  if (!holdsChoice(rules, e)) return compileIn(rules, e, scope);
  switch (e.kind) {
    case 'list': {
      const items = e.items.map((i) => compileStaged(rules, i, scope));
      return (c) => {
        const out: Value[] = [];
        for (let i = 0; i < items.length; i++) {
          const v = (items[i] as Staged)(c);
          if (v instanceof Ask) return v;
          out.push(v);
        }
        return out;
      };
    }
    case 'member': return stagedMember(rules, e, scope);
    case 'index': {
      const obj = compileStaged(rules, e.object, scope);
      const idx = compileStaged(rules, e.index, scope);
      return (c) => {
        const list = obj(c);
        if (list instanceof Ask) return list;
        const i = idx(c);
        if (i instanceof Ask) return i;
        if (!Array.isArray(list) || typeof i !== 'number') return null;
        return list[i < 0 ? list.length + i : i] ?? null;
      };
    }
    case 'call': return stagedCall(rules, e, scope);
    case 'let': {
      const value = compileStaged(rules, e.value, scope);
      const body = compileStaged(rules, e.body, scope + 1);
      return (c) => {
        const v = value(c);
        if (v instanceof Ask) return v;
        const old = slots[scope];
        slots[scope] = v;
        const r = body(c);
        slots[scope] = old as Value;
        return r;
      };
    }
    case 'unary': {
      const operand = compileStaged(rules, e.operand, scope);
      let held: Value = null;
      const apply = unaryOf(e, () => held);
      return (c) => {
        const v = operand(c);
        if (v instanceof Ask) return v;
        held = v;
        return apply(c);
      };
    }
    case 'binary': {
      const l = compileStaged(rules, e.left, scope);
      const r = compileStaged(rules, e.right, scope);
      if (e.op === 'and' || e.op === 'or') {
        const and = e.op === 'and';
        return (c) => {
          const a = l(c);
          if (a instanceof Ask) return a;
          // Short-circuit as compile.ts does: the right side (and its choices) only when it decides.
          if (isTrue(a) !== and) return !and;
          const b = r(c);
          return b instanceof Ask ? b : isTrue(b);
        };
      }
      let lv: Value = null;
      let rv: Value = null;
      const combine = binaryOf(e, () => lv, () => rv);
      return (c) => {
        const a = l(c);
        if (a instanceof Ask) return a;
        const b = r(c);
        if (b instanceof Ask) return b;
        lv = a;
        rv = b;
        return combine(c);
      };
    }
    case 'conditional': {
      const t = compileStaged(rules, e.test, scope);
      const a = compileStaged(rules, e.then, scope);
      const b = compileStaged(rules, e.else, scope);
      return (c) => {
        const v = t(c);
        if (v instanceof Ask) return v;
        return isTrue(v) ? a(c) : b(c);
      };
    }
    default: return compileIn(rules, e, scope);
  }
}

function stagedMember(rules: Rules, e: MemberExpr, scope: Scope): Staged {
  const zoneExpr = e.object;
  if (e.name === 'size' && zoneExpr.kind === 'member' && memberResolution(rules, zoneExpr).to === 'player-zone') {
    // `choose_player(others).hand.size`: the zone's length, read as compile.ts's compileZoneSize
    // reads it (the cards' list only when the owner is not a player in the game).
    const owner = compileStaged(rules, zoneExpr.object, scope);
    const zone = zoneExpr.name;
    const fallback = compileStaged(rules, zoneExpr, scope);
    return (c) => {
      const p = owner(c);
      if (p instanceof Ask) return p;
      if (typeof p === 'object' && p !== null && !Array.isArray(p) && p.t === 'player' && c.s.players[p.seat] !== undefined) {
        return c.s.zones[zoneKey(zone, p.seat)]?.length ?? 0;
      }
      const list = fallback(c);
      if (list instanceof Ask) return list;
      return Array.isArray(list) ? list.length : memberOf(c, list, 'size', e);
    };
  }
  const obj = compileStaged(rules, e.object, scope);
  const read = memberReader(rules, e);
  return (c) => {
    const o = obj(c);
    return o instanceof Ask ? o : read(c, o);
  };
}

/**
 * Arguments evaluated by the node in order, then handed to compile.ts's caller through cells it
 * reads back at once (the caller runs synchronously, so a cell is never read by another run).
 */
function cellsFor(n: number): { values: Value[]; readers: Compiled[] } {
  const values: Value[] = new Array<Value>(n).fill(null);
  const readers: Compiled[] = values.map((_, i) => () => values[i] as Value);
  return { values, readers };
}

/** Evaluates the arguments in order into their cells; the first Ask, if one asks. */
function evalInto(c: EvalCtx, args: readonly Staged[], values: Value[]): Ask | undefined {
  for (let i = 0; i < args.length; i++) {
    const v = (args[i] as Staged)(c);
    if (v instanceof Ask) return v;
    values[i] = v;
  }
  return undefined;
}

function stagedCall(rules: Rules, e: CallExpr, scope: Scope): Staged {
  if (isChoiceCall(rules, e)) return stagedChoice(rules, e, scope);
  const callee = e.callee;
  if (callee.kind === 'name') {
    if (resolutionIfAny(rules, callee)?.to === 'define') {
      // A definition evaluates all its arguments, in order, before its body.
      const args = e.args.map((a) => compileStaged(rules, a.value, scope));
      const { values, readers } = cellsFor(args.length);
      const call = definitionCaller(rules, e, callee, readers);
      return (c) => evalInto(c, args, values) ?? call(c);
    }
    // A function reads each positional argument once, in order (methods.ts FUNCTION_IMPLS); named
    // arguments it does not read.
    const given = e.args.filter((a) => a.name === undefined);
    const args: Staged[] = [];
    const { values, readers } = cellsFor(given.length);
    const positional = given.map((a, i): Compiled | Lambda => {
      const v = a.value;
      if (v.kind === 'lambda') return { lambda: true, param: v.param, slot: scope, body: compileIn(rules, v.body, scope + 1), cost: exprCost(v) };
      const k = args.length;
      args.push(compileStaged(rules, v, scope));
      return readers[k] as Compiled;
    });
    const call = functionCaller(callee.name, positional, new Map(), e);
    return (c) => evalInto(c, args, values) ?? call(c);
  }
  return stagedMethod(rules, e, callee, scope);
}

/** Which list methods stop applying their lambda early, and on what result. */
const STOPS: Readonly<Record<string, (v: Value) => boolean>> = {
  any: (v) => v === true,
  all: (v) => v !== true,
};

/**
 * `list.filter(x => … choose_…(…) …)`: the lambda is applied to the elements first, in order (and
 * as far as the method would go), each application's choices asked in turn; the method then runs
 * on those results. Value arguments holding a choice are evaluated first, as the method would.
 */
function stagedMethod(rules: Rules, e: CallExpr, callee: MemberExpr, scope: Scope): Staged {
  const obj = compileStaged(rules, callee.object, scope);
  const positionalArgs = e.args.filter((a) => a.name === undefined);
  const values: Value[] = [];
  const results: Value[][] = [];
  const cursor: number[] = [];
  type Step = (c: EvalCtx, list: readonly Value[]) => Ask | undefined;
  const valueSteps: Step[] = [];
  const lambdaSteps: Step[] = [];
  const stop = STOPS[callee.name];
  const positional: (Compiled | Lambda)[] = positionalArgs.map((a, i) => {
    const v = a.value;
    if (v.kind === 'lambda') {
      const cost = exprCost(v);
      if (!holdsChoice(rules, v.body)) return { lambda: true, param: v.param, slot: scope, body: compileIn(rules, v.body, scope + 1), cost };
      const staged = compileStaged(rules, v.body, scope + 1);
      results[i] = [];
      cursor[i] = 0;
      lambdaSteps.push((c, list) => {
        const out: Value[] = [];
        const old = slots[scope];
        for (let k = 0; k < list.length; k++) {
          spend(cost, e.range); // what apply1 pays per application
          slots[scope] = list[k] as Value;
          const r = staged(c);
          if (r instanceof Ask) {
            slots[scope] = old as Value;
            return r;
          }
          out.push(r);
          if (stop?.(r) === true) break;
        }
        slots[scope] = old as Value;
        results[i] = out;
        cursor[i] = 0;
        return undefined;
      });
      // The method applies it again: it reads the results back, already paid for.
      const replay: Compiled = () => (results[i] as Value[])[(cursor[i] as number)++] ?? null;
      return { lambda: true, param: v.param, slot: scope, body: replay, cost: 0 };
    }
    if (!holdsChoice(rules, v)) return compileIn(rules, v, scope);
    const staged = compileStaged(rules, v, scope);
    valueSteps.push((c) => {
      const r = staged(c);
      if (r instanceof Ask) return r;
      values[i] = r;
      return undefined;
    });
    return () => values[i] as Value;
  });
  const call = methodCaller(callee.name, positional, e);
  const steps = [...valueSteps, ...lambdaSteps];
  return (c) => {
    const o = obj(c);
    if (o instanceof Ask) return o;
    // Not a list: the method gives null or fails, reading none of its arguments (methods.ts).
    if (!Array.isArray(o)) return call(c, o);
    for (let k = 0; k < steps.length; k++) {
      const asked = (steps[k] as Step)(c, o);
      if (asked !== undefined) return asked;
    }
    return call(c, o);
  };
}

/** A choice: its list and named arguments in compile.ts's order (from, by, optional, prompt), then the question. */
function stagedChoice(rules: Rules, e: CallExpr, scope: Scope): Staged {
  const name = e.callee.name;
  const first = e.args.find((a) => a.name === undefined);
  const namedArg = (n: string): Staged | undefined => {
    // compile.ts keeps the last of repeated named arguments
    const a = [...e.args].reverse().find((x) => x.name === n);
    return a === undefined ? undefined : compileStaged(rules, a.value, scope);
  };
  const from = first === undefined || first.value.kind === 'lambda' ? undefined : compileStaged(rules, first.value, scope);
  const by = namedArg('by');
  const optional = namedArg('optional');
  const prompt = namedArg('prompt');
  // Arguments with no choice of their own: once this choice is answered they need not run again,
  // only be paid for (eval/answered-costs.ts).
  const plain = !e.args.some((a) => a.value.kind !== 'lambda' && holdsChoice(rules, a.value));
  return (c) => {
    const answers = plain ? c.answers : undefined;
    const index = c.answerIndex ?? 0;
    if (answers !== undefined && index < answers.length) {
      const cost = answeredCost(c.s, answers, index, e);
      // Past the budget, the arguments run and fail where they always failed.
      if (cost !== undefined && cost <= stepsLeft()) {
        spend(cost, e.range);
        c.answerIndex = index + 1;
        return answers[index] as Value;
      }
    }
    const before = answers === undefined ? 0 : stepsLeft();
    const f = from === undefined ? null : from(c);
    if (f instanceof Ask) return f;
    const b = by === undefined ? null : by(c);
    if (b instanceof Ask) return b;
    const o = optional === undefined ? false : optional(c);
    if (o instanceof Ask) return o;
    const p = prompt === undefined ? null : prompt(c);
    if (p instanceof Ask) return p;
    if (answers !== undefined) keepCost(c.s, answers, index, e, before - stepsLeft());
    return makeChoice(c, name, f, b, o === true, p, e);
  };
}
