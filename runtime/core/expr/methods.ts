// List methods (`hand.filter(c => c.wild)`) and functions (`max(a, b)`) of the core's compiler:
// the runtime's eval/methods.ts, one implementation each, over the compiler's representations.
// A list of seats or cards (or a zone, read in place) is walked as numbers, its lambda's parameter
// a number in its slot; any other list is walked as runtime Values. Each pays what the runtime's
// pays, in the same order: a zone its length as it is read, a lambda its cost per application.
import type { CallExpr, Expr, MemberExpr } from '../../../grammar/expr/ast.js';
import { rankOfText } from '../../../grammar/def/rank-labels.js';
import { RuleError } from '../../eval/context.js';
import { exprCost } from '../../eval/cost.js';
import { spend } from '../../budget.js';
import { cardRef, compareValues, playerRef, valueEquals, type Value } from '../../values.js';
import type { CoreState } from '../state.js';
import { slots, type CoreEnv } from './env.js';
import { boolNode, intNode, listNode, numNode, valueNode, type Fn, type Node } from './node.js';
import { asTest, asValue } from './convert.js';
import type { Cx, Scope, SlotRep } from './compile.js';
import { memberResolution } from '../../eval/resolved.js';
import { memberOfValue } from './facts.js';

/** A lambda argument compiled: its slot, its body, what one application costs. */
interface Lambda {
  readonly lambda: true;
  readonly slot: number;
  readonly body: Node;
  readonly cost: number;
}

type Arg = Lambda | { readonly lambda: false; readonly node: Node };

function compileArg(cx: Cx, value: Expr, scope: Scope, elem: SlotRep): Arg {
  if (value.kind === 'lambda') {
    const body = cx.compile(cx, value.body, [...scope, elem]);
    return { lambda: true, slot: scope.length, body, cost: exprCost(value) };
  }
  return { lambda: false, node: cx.compile(cx, value, scope) };
}

function calleeName(e: CallExpr): string {
  return e.callee.name;
}

function arityLambda(e: CallExpr, i: number): never {
  throw new RuleError('runtime/arity', `'${calleeName(e)}' needs a function like x => ... as argument ${i + 1}`, e.range);
}

function arityValue(e: CallExpr, i: number): never {
  throw new RuleError('runtime/arity', `'${calleeName(e)}' needs a value as argument ${i + 1}`, e.range);
}

/** Sorting n values compares about n·log2(n) pairs. */
function sortCost(n: number): number {
  return n < 2 ? n : Math.ceil(n * Math.log2(n));
}

// ---- lists of seats or cards, walked as numbers ----

/** Where the elements are: a list, or a zone instance's segment of the state's cards. */
type Source = { readonly rep: 'seats' | 'cards'; readonly f: Fn<readonly number[]>; readonly everyone?: true } | { readonly rep: 'zone'; readonly nullable: boolean; readonly f: Fn<number>; readonly owner?: Fn<number> };

const TYPED = new Set(['any', 'all', 'count', 'filter', 'map', 'sum', 'min', 'max', 'min_by', 'max_by']);

/**
 * A method on a list of numbers: `walk` gets the elements as (array, offset, length); a zone is
 * paid for as it is read (names.ts cardsOf), a zone of no player gives null (a method of null).
 */
function overSource(src: Source, result: 'bool' | 'num' | 'seat' | 'card' | 'seats' | 'cards' | 'value', walk: (st: CoreState, env: CoreEnv, a: ArrayLike<number>, off: number, n: number) => unknown, again = false): Node {
  let f: Fn<unknown>;
  let nullable = false;
  if (src.rep === 'zone') {
    const z = src.f;
    nullable = src.nullable;
    const none = result === 'seat' || result === 'card' ? -1 : null;
    // any/all/count on a player's zone evaluate its owner again when it is no player (compileZoneTest).
    const owner = again ? src.owner : undefined;
    f = (st, env) => {
      const i = z(st, env);
      if (i < 0) {
        if (owner !== undefined) owner(st, env);
        return none;
      }
      const n = st.len[i] as number;
      spend(n, undefined);
      return walk(st, env, st.cards, i * st.L.cap, n);
    };
  } else {
    const l = src.f;
    f = (st, env) => {
      const list = l(st, env);
      return walk(st, env, list, 0, list.length);
    };
  }
  if (nullable && (result === 'bool' || result === 'num')) return valueNode(f as Fn<Value>);
  if (nullable && (result === 'seats' || result === 'cards')) {
    const g = f;
    const seats = result === 'seats';
    // A zone of no player gives null; any other its list, as Values.
    return valueNode((st, env) => {
      const list = g(st, env) as readonly number[] | null;
      if (list === null) return null;
      return list.map((x) => (seats ? playerRef(x) : cardRef(st.L.cards.ids[x] as string)));
    });
  }
  switch (result) {
    case 'bool': return boolNode(f as Fn<boolean>);
    case 'num': return numNode(f as Fn<number>);
    case 'seat':
    case 'card':
      return intNode(result, true, f as Fn<number>);
    case 'seats':
    case 'cards':
      return listNode(result, f as Fn<readonly number[]>);
    case 'value': return valueNode(f as Fn<Value>);
  }
}

/** compareValues on two elements: seats by number; cards compare equal (runtime: 0 for cards). */
function typedCompare(rep: 'seat' | 'card'): (a: number, b: number) => number {
  return rep === 'seat' ? (a, b) => a - b : () => 0;
}

/**
 * any/all/count over every seat (`players`) or over a zone that is never null: the loop written
 * for that source alone (its own closure, so its element reads keep one shape).
 */
function quickTest(src: Source, result: 'bool' | 'num', any: boolean, all: boolean, body: Node, k: number, cost: number, range: CallExpr['range']): Node | undefined {
  let f: Fn<boolean | number>;
  const test = asTest(body);
  const match = body.rep === 'bool' ? body.suitMatch : undefined;
  if (src.rep === 'zone' && !src.nullable && match !== undefined && match.slot === k) {
    // `zone.any(c => c.suit == trick.led_suit)`: the steady suit read once, the printed suits
    // compared with it; a wild or any-suit card (or a led suit no card has) asks the body itself.
    const z = src.f;
    const other = match.other;
    const negate = match.negate;
    f = (st, env) => {
      const i = z(st, env);
      const n = st.len[i] as number;
      spend(n, undefined);
      const cards = st.cards;
      const off = i * st.L.cap;
      const T = st.L.cards;
      const wanted = other(st, env);
      const old = slots[k];
      let hits = 0;
      for (let j = 0; j < n; j++) {
        spend(cost, range);
        const c = cards[off + j] as number;
        let hit: boolean;
        if (wanted >= -1 && st.wild[c] === 0 && T.anySuit[c] === 0) hit = (T.suit[c] === wanted) !== negate;
        else {
          slots[k] = c;
          hit = test(st, env);
        }
        if (hit) {
          if (any) {
            slots[k] = old;
            return true;
          }
          hits++;
        } else if (all) {
          slots[k] = old;
          return false;
        }
      }
      slots[k] = old;
      return any ? false : all ? true : hits;
    };
  } else if (src.rep === 'seats' && src.everyone === true) {
    f = (st, env) => {
      const n = st.L.n;
      const old = slots[k];
      let hits = 0;
      for (let i = 0; i < n; i++) {
        spend(cost, range);
        slots[k] = i;
        if (test(st, env)) {
          if (any) {
            slots[k] = old;
            return true;
          }
          hits++;
        } else if (all) {
          slots[k] = old;
          return false;
        }
      }
      slots[k] = old;
      return any ? false : all ? true : hits;
    };
  } else if (src.rep === 'zone' && !src.nullable) {
    const z = src.f;
    f = (st, env) => {
      const i = z(st, env);
      const n = st.len[i] as number;
      spend(n, undefined);
      const cards = st.cards;
      const off = i * st.L.cap;
      const old = slots[k];
      let hits = 0;
      for (let j = 0; j < n; j++) {
        spend(cost, range);
        slots[k] = cards[off + j];
        if (test(st, env)) {
          if (any) {
            slots[k] = old;
            return true;
          }
          hits++;
        } else if (all) {
          slots[k] = old;
          return false;
        }
      }
      slots[k] = old;
      return any ? false : all ? true : hits;
    };
  } else return undefined;
  return result === 'bool' ? boolNode(f as Fn<boolean>) : numNode(f as Fn<number>);
}

function typedMethod(cx: Cx, e: CallExpr, name: string, src: Source, scope: Scope): Node | undefined {
  const elem: 'seat' | 'card' = src.rep === 'seats' ? 'seat' : 'card';
  const listRep: 'seats' | 'cards' = elem === 'seat' ? 'seats' : 'cards';
  const args = e.args.map((a) => compileArg(cx, a.value, scope, { rep: elem, nullable: false }));
  if (e.args.some((a) => a.name !== undefined)) return undefined;
  const f = args[0];
  const range = e.range;
  if (name === 'count' && args.length === 0) return overSource(src, 'num', (_st, _env, _a, _off, n) => n);
  if ((name === 'sum' || name === 'min' || name === 'max') && args.length === 0) {
    if (name === 'sum') return overSource(src, 'num', (_st, _env, _a, _off, n) => { spend(n, range); return 0; });
    const sign = name === 'max' ? 1 : -1;
    const cmp = typedCompare(elem);
    return overSource(src, elem, (_st, _env, a, off, n) => {
      if (n === 0) return -1;
      spend(n, range);
      let best = a[off] as number;
      for (let i = 1; i < n; i++) {
        const x = a[off + i] as number;
        if (cmp(x, best) * sign > 0) best = x;
      }
      return best;
    });
  }
  if (args.length !== 1 || f === undefined || !f.lambda) return undefined;
  const k = f.slot;
  const cost = f.cost;
  switch (name) {
    case 'any':
    case 'all':
    case 'count': {
      const test = asTest(f.body);
      const any = name === 'any';
      const all = name === 'all';
      const fast = quickTest(src, name === 'count' ? 'num' : 'bool', any, all, f.body, k, cost, range);
      if (fast !== undefined) return fast;
      return overSource(src, name === 'count' ? 'num' : 'bool', (st, env, a, off, n) => {
        const old = slots[k];
        let hits = 0;
        for (let i = 0; i < n; i++) {
          spend(cost, range);
          slots[k] = a[off + i];
          if (test(st, env)) {
            if (any) {
              slots[k] = old;
              return true;
            }
            hits++;
          } else if (all) {
            slots[k] = old;
            return false;
          }
        }
        slots[k] = old;
        return any ? false : all ? true : hits;
      }, true);
    }
    case 'filter': {
      const test = asTest(f.body);
      return overSource(src, listRep, (st, env, a, off, n) => {
        const old = slots[k];
        const out: number[] = [];
        for (let i = 0; i < n; i++) {
          spend(cost, range);
          const x = a[off + i] as number;
          slots[k] = x;
          if (test(st, env)) out.push(x);
        }
        slots[k] = old;
        return out;
      });
    }
    case 'map': {
      const b = f.body;
      const asList = (b.rep === 'seat' || b.rep === 'card') && !b.nullable;
      const body = asList ? (b.f as Fn<unknown>) : (asValue(b) as Fn<unknown>);
      return overSource(src, asList ? (b.rep === 'seat' ? 'seats' : 'cards') : 'value', (st, env, a, off, n) => {
        const old = slots[k];
        const out: unknown[] = new Array<unknown>(n);
        for (let i = 0; i < n; i++) {
          spend(cost, range);
          slots[k] = a[off + i];
          out[i] = body(st, env);
        }
        slots[k] = old;
        return out;
      });
    }
    case 'sum': {
      const b = f.body;
      const body = b.rep === 'num' ? b.f : (asValue(b) as Fn<unknown>);
      return overSource(src, 'num', (st, env, a, off, n) => {
        const old = slots[k];
        let total = 0;
        for (let i = 0; i < n; i++) {
          spend(cost, range);
          slots[k] = a[off + i];
          const v = body(st, env);
          if (typeof v === 'number') total += v;
        }
        slots[k] = old;
        return total;
      });
    }
    case 'min':
    case 'max':
    case 'min_by':
    case 'max_by': {
      const key = asValue(f.body);
      const sign = name === 'max' || name === 'max_by' ? 1 : -1;
      const by = name === 'min_by' || name === 'max_by';
      return overSource(src, by ? elem : 'value', (st, env, a, off, n) => {
        if (n === 0) return by ? -1 : null;
        const old = slots[k];
        let best = -1;
        let bestKey: Value = null;
        for (let i = 0; i < n; i++) {
          spend(cost, range);
          const x = a[off + i] as number;
          slots[k] = x;
          const kv = key(st, env);
          if (bestKey === null || compareValues(kv, bestKey) * sign > 0) {
            best = x;
            bestKey = kv;
          }
        }
        slots[k] = old;
        return by ? best : bestKey;
      });
    }
    default:
      return undefined;
  }
}

// ---- any list, walked as Values ----

type ListCall = (st: CoreState, env: CoreEnv, list: readonly Value[]) => Value;

function applyLambda(st: CoreState, env: CoreEnv, f: Lambda, body: Fn<Value>, x: Value, range: CallExpr['range']): Value {
  spend(f.cost, range);
  const old = slots[f.slot];
  slots[f.slot] = x;
  const r = body(st, env);
  slots[f.slot] = old;
  return r;
}

function extreme(st: CoreState, env: CoreEnv, list: readonly Value[], f: Arg | undefined, key: Fn<Value> | undefined, e: CallExpr, sign: 1 | -1, by: boolean): Value {
  if (list.length === 0) return null;
  const lam = f !== undefined && f.lambda ? f : undefined;
  if (lam === undefined) spend(list.length, e.range);
  let best: Value = null;
  let bestKey: Value = null;
  for (const x of list) {
    const k = lam !== undefined && key !== undefined ? applyLambda(st, env, lam, key, x, e.range) : x;
    if (bestKey === null || compareValues(k, bestKey) * sign > 0) {
      best = x;
      bestKey = k;
    }
  }
  return by ? best : bestKey;
}

function valueMethod(cx: Cx, e: CallExpr, name: string, scope: Scope): ListCall {
  const args = e.args.filter((a) => a.name === undefined).map((a) => compileArg(cx, a.value, scope, { rep: 'value' }));
  const range = e.range;
  const lambdaAt = (i: number): { f: Lambda; body: Fn<Value> } | undefined => {
    const a = args[i];
    return a !== undefined && a.lambda ? { f: a, body: asValue(a.body) } : undefined;
  };
  const valueAt = (i: number): Fn<Value> | undefined => {
    const a = args[i];
    return a !== undefined && !a.lambda ? asValue(a.node) : undefined;
  };
  const needLambda = (i: number): { f: Lambda; body: Fn<Value> } | (() => never) => lambdaAt(i) ?? (() => arityLambda(e, i));
  const L0 = needLambda(0);
  const V0 = valueAt(0);
  const lam = (): { f: Lambda; body: Fn<Value> } => (typeof L0 === 'function' ? L0() : L0);
  const val = (st: CoreState, env: CoreEnv): Value => (V0 === undefined ? arityValue(e, 0) : V0(st, env));
  switch (name) {
    case 'any': return (st, env, list) => {
      const { f, body } = lam();
      for (let i = 0; i < list.length; i++) if (applyLambda(st, env, f, body, list[i] as Value, range) === true) return true;
      return false;
    };
    case 'all': return (st, env, list) => {
      const { f, body } = lam();
      for (let i = 0; i < list.length; i++) if (applyLambda(st, env, f, body, list[i] as Value, range) !== true) return false;
      return true;
    };
    case 'count': return (st, env, list) => {
      if (args.length === 0) return list.length;
      const { f, body } = lam();
      let n = 0;
      for (let i = 0; i < list.length; i++) if (applyLambda(st, env, f, body, list[i] as Value, range) === true) n++;
      return n;
    };
    case 'filter': return (st, env, list) => {
      const { f, body } = lam();
      const out: Value[] = [];
      for (let i = 0; i < list.length; i++) {
        const x = list[i] as Value;
        if (applyLambda(st, env, f, body, x, range) === true) out.push(x);
      }
      return out;
    };
    case 'map': return (st, env, list) => {
      const { f, body } = lam();
      return list.map((x) => applyLambda(st, env, f, body, x, range));
    };
    case 'sum': return (st, env, list) => {
      const l = lambdaAt(0);
      if (l === undefined) spend(list.length, range);
      let total = 0;
      for (let i = 0; i < list.length; i++) {
        const x = list[i] as Value;
        const v = l !== undefined ? applyLambda(st, env, l.f, l.body, x, range) : x;
        if (typeof v === 'number') total += v;
      }
      return total;
    };
    case 'min':
    case 'max':
    case 'min_by':
    case 'max_by': {
      const sign = name === 'max' || name === 'max_by' ? 1 : -1;
      const by = name === 'min_by' || name === 'max_by';
      return (st, env, list) => {
        if (by) lam();
        const l = lambdaAt(0);
        return extreme(st, env, list, args[0], l?.body, e, sign, by);
      };
    }
    case 'sort': return (_st, _env, list) => { spend(sortCost(list.length), range); return [...list].sort(compareValues); };
    case 'sort_by': return (st, env, list) => {
      const { f, body } = lam();
      const keyed = list.map((x) => ({ x, k: applyLambda(st, env, f, body, x, range) }));
      spend(sortCost(list.length), range);
      keyed.sort((a, b) => compareValues(a.k, b.k));
      return keyed.map((p) => p.x);
    };
    case 'reverse': return (_st, _env, list) => { spend(list.length, range); return [...list].reverse(); };
    case 'take': return (st, env, list) => { const n = val(st, env); const out = list.slice(0, typeof n === 'number' ? Math.max(0, n) : 0); spend(out.length, range); return out; };
    case 'drop': return (st, env, list) => { const n = val(st, env); const out = list.slice(typeof n === 'number' ? Math.max(0, n) : 0); spend(out.length, range); return out; };
    case 'contains': return (st, env, list) => { const v = val(st, env); spend(list.length, range); return list.some((x) => valueEquals(x, v)); };
    case 'index_of': return (st, env, list) => { const v = val(st, env); spend(list.length, range); return list.findIndex((x) => valueEquals(x, v)); };
    default:
      return () => {
        throw new RuleError('runtime/unknown-method', `lists have no method '${name}'`, range);
      };
  }
}

/**
 * `X.zone.any/all/count(c => …)` on a player's zone whose owner X is a Value (compile.ts
 * compileZoneTest): a player's zone walked as card numbers; anything else the general way, with
 * X evaluated again (as the runtime does).
 */
function ownerZoneTest(cx: Cx, e: CallExpr, callee: MemberExpr, scope: Scope): Node | undefined {
  const name = callee.name;
  if (name !== 'any' && name !== 'all' && name !== 'count') return undefined;
  const zoneExpr = callee.object;
  const only = e.args[0];
  if (e.args.length !== 1 || only === undefined || only.name !== undefined || only.value.kind !== 'lambda') return undefined;
  if (zoneExpr.kind !== 'member' || memberResolution(cx.rules, zoneExpr).to !== 'player-zone') return undefined;
  const owner = cx.compile(cx, zoneExpr.object, scope);
  if (owner.rep !== 'value') return undefined;
  const o = owner.f;
  const L = cx.L;
  const zone = zoneExpr.name;
  const d = L.zoneDef.get(zone);
  if (d === undefined || !L.zonePerPlayer[d]) return undefined;
  const base = d * L.n;
  const f = compileArg(cx, only.value, scope, { rep: 'card', nullable: false }) as Lambda;
  const test = asTest(f.body);
  const k = f.slot;
  const cost = f.cost;
  const range = e.range;
  const any = name === 'any';
  const all = name === 'all';
  const general = valueMethod(cx, e, name, scope);
  return valueNode((st, env) => {
    const p = o(st, env);
    if (!(typeof p === 'object' && p !== null && !Array.isArray(p) && p.t === 'player' && p.seat >= 0 && p.seat < L.n)) {
      const list = memberOfValue(st, o(st, env), zone, zoneExpr);
      if (!Array.isArray(list)) {
        if (list === null) return null;
        throw new RuleError('runtime/type', `'${name}' is a list method, but this is not a list`, range);
      }
      return general(st, env, list);
    }
    const i = L.zoneInstance[base + p.seat] as number;
    const n = st.len[i] as number;
    spend(n, undefined);
    const cards = st.cards;
    const off = i * st.L.cap;
    const old = slots[k];
    let hits = 0;
    for (let j = 0; j < n; j++) {
      spend(cost, range);
      slots[k] = cards[off + j];
      if (test(st, env)) {
        if (any) {
          slots[k] = old;
          return true;
        }
        hits++;
      } else if (all) {
        slots[k] = old;
        return false;
      }
    }
    slots[k] = old;
    return any ? false : all ? true : hits;
  });
}

/** `list.method(args)`: over numbers when the list is one of seats or cards, else over Values. */
export function compileMethod(cx: Cx, e: CallExpr, callee: MemberExpr, scope: Scope): Node {
  const name = callee.name;
  const ownerTest = ownerZoneTest(cx, e, callee, scope);
  if (ownerTest !== undefined) return ownerTest;
  const obj = cx.compile(cx, callee.object, scope);
  if ((obj.rep === 'seats' || obj.rep === 'cards' || obj.rep === 'zone') && TYPED.has(name)) {
    const typed = typedMethod(cx, e, name, obj, scope);
    if (typed !== undefined) return typed;
  }
  const o = asValue(obj);
  const call = valueMethod(cx, e, name, scope);
  return valueNode((st, env) => {
    const list = o(st, env);
    if (!Array.isArray(list)) {
      if (list === null) return null;
      throw new RuleError('runtime/type', `'${name}' is a list method, but this is not a list`, e.range);
    }
    return call(st, env, list);
  });
}

// ---- functions called by name ----

/** A function called by name (methods.ts FUNCTION_IMPLS). */
export function compileFunction(cx: Cx, e: CallExpr, name: string, scope: Scope): Node {
  const args = e.args.filter((a) => a.name === undefined).map((a) => compileArg(cx, a.value, scope, { rep: 'value' }));
  const value = (i: number): Fn<Value> => {
    const a = args[i];
    if (a === undefined || a.lambda) return () => arityValue(e, i);
    return asValue(a.node);
  };
  const range = e.range;
  switch (name) {
    case 'min':
    case 'max': {
      const sign = name === 'max' ? 1 : -1;
      if (args.length === 2) {
        const a0 = args[0] as Arg;
        const a1 = args[1] as Arg;
        if (!a0.lambda && !a1.lambda && a0.node.rep === 'num' && a1.node.rep === 'num') {
          const x = a0.node.f;
          const y = a1.node.f;
          return numNode((st, env) => {
            const a = x(st, env);
            const b = y(st, env);
            spend(2, range);
            return (a - b) * sign >= 0 ? a : b;
          });
        }
        const x = value(0);
        const y = value(1);
        return valueNode((st, env) => {
          const a = x(st, env);
          const b = y(st, env);
          spend(2, range);
          if (a === null) return b;
          if (b === null) return a;
          return compareValues(a, b) * sign >= 0 ? a : b;
        });
      }
      const fs = args.map((_, i) => value(i));
      return valueNode((st, env) => {
        let vals: Value[] = fs.map((f) => f(st, env));
        if (vals.length === 1 && Array.isArray(vals[0])) vals = vals[0];
        spend(vals.length, range);
        const present = vals.filter((v) => v !== null);
        if (present.length === 0) return null;
        return present.reduce((a, b) => (compareValues(a, b) * sign >= 0 ? a : b));
      });
    }
    case 'abs': {
      const x = value(0);
      return valueNode((st, env) => { const v = x(st, env); return typeof v === 'number' ? Math.abs(v) : null; });
    }
    case 'count': {
      const x = value(0);
      return valueNode((st, env) => { const v = x(st, env); return Array.isArray(v) ? v.length : 0; });
    }
    case 'sum': {
      const x = value(0);
      return valueNode((st, env) => {
        const v = x(st, env);
        if (!Array.isArray(v)) return 0;
        spend(v.length, range);
        let t = 0;
        for (const y of v) t += typeof y === 'number' ? y : 0;
        return t;
      });
    }
    case 'rank': {
      const x = value(0);
      const cards = cx.rules.def.cards;
      return valueNode((st, env) => { const v = x(st, env); return typeof v === 'string' ? rankOfText(cards, v) ?? null : null; });
    }
    default:
      return valueNode(() => {
        throw new RuleError('runtime/unknown-function', `unknown function '${name}'`, range);
      });
  }
}
