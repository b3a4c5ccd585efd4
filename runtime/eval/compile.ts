// Compiles expression ASTs to closures once per rule file; games then run closures, not trees.
// What each name and member is comes from the checker (GameDef.resolved), not from the names.
import type { Arg, BinaryExpr, CallExpr, Expr, UnaryExpr } from '../../grammar/expr/ast.js';
import { zoneKey, type Compiled, type Rules } from '../rules.js';
import { compareValues, valueEquals, type Value } from '../values.js';
import { RuleError, slots, type EvalCtx } from './context.js';
import { memberOf, memberReader } from './members.js';
import { functionCaller, methodCaller, type Lambda } from './methods.js';
import { memberResolution, nameResolution, resolutionIfAny } from './resolved.js';
import { compileDefinitionCall } from './definitions.js';
import { spend } from '../budget.js';
import { checkLength } from '../value-size.js';
import { exprCost } from './cost.js';
import { cardsTest, directMember, playerMarkerMember, seatsTest } from './shapes.js';
import { trickListSize } from './card-members.js';
import { inList, inPlayerZone, inSharedZone } from './zone-in.js';

/** Truthiness of a condition's value: only `true` is true. */
export function isTrue(v: Value): boolean {
  return v === true;
}

function num(v: Value, expr: Expr): number {
  if (v === null) return 0; // null counts as 0 in arithmetic (e.g. the min of an empty hand)
  if (typeof v !== 'number') throw new RuleError('runtime/type', `expected a number, found ${describe(v)}`, expr.range);
  return v;
}

export function describe(v: Value): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return `a ${v.t}`;
  return typeof v === 'string' ? `'${v}'` : String(v);
}

/**
 * How many lambdas are around a node: a lambda written there keeps its parameter in that slot (the
 * checker numbered the parameters the same way, so a name read finds its slot in its resolution).
 */
export type Scope = number;

function compileBinary(rules: Rules, e: BinaryExpr, scope: Scope): Compiled {
  const left = compileIn(rules, e.left, scope);
  return (e.op === 'in' ? compileZoneIn(rules, e, left, scope) : undefined) ?? binaryOf(e, left, compileIn(rules, e.right, scope));
}

/** `x in p.hand`, `x in discard`: read from the zone's ids (zone-in.ts); undefined for any other list. */
function compileZoneIn(rules: Rules, e: BinaryExpr, item: Compiled, scope: Scope): Compiled | undefined {
  const list = e.right;
  if (list.kind === 'member' && memberResolution(rules, list).to === 'player-zone') {
    return inPlayerZone(e, item, compileIn(rules, list.object, scope), list.name, memberReader(rules, list));
  }
  if (list.kind === 'name' && nameResolution(rules, list).to === 'zone') return inSharedZone(e, item, zoneKey(list.name, null));
  return undefined;
}

/** A binary operator on its two compiled operands (staged.ts gives it operands already evaluated). */
export function binaryOf(e: BinaryExpr, l: Compiled, r: Compiled): Compiled {
  switch (e.op) {
    case 'and': return (c) => isTrue(l(c)) && isTrue(r(c));
    case 'or': return (c) => isTrue(l(c)) || isTrue(r(c));
    case '+': return (c) => {
      const a = l(c);
      const b = r(c);
      // Building a list or string costs its length, and it may be only so long.
      if (Array.isArray(a) && Array.isArray(b)) {
        spend(a.length + b.length, e.range);
        checkLength(a.length + b.length, e.range);
        return [...a, ...b];
      }
      if (typeof a === 'string' && typeof b === 'string') {
        spend(a.length + b.length, e.range);
        checkLength(a.length + b.length, e.range);
        return a + b;
      }
      return num(a, e.left) + num(b, e.right);
    };
    case '-': return (c) => num(l(c), e.left) - num(r(c), e.right);
    case '*': return (c) => num(l(c), e.left) * num(r(c), e.right);
    case '/': return (c) => {
      const d = num(r(c), e.right);
      if (d === 0) throw new RuleError('runtime/division-by-zero', 'division by zero', e.range);
      return Math.trunc(num(l(c), e.left) / d);
    };
    case '%': return (c) => {
      const d = num(r(c), e.right);
      if (d === 0) throw new RuleError('runtime/division-by-zero', 'division by zero', e.range);
      return num(l(c), e.left) % d;
    };
    // A number, string, boolean or null on the left equals only itself, and costs nothing.
    case '==': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a !== 'object' || a === null ? a === b : equalsPaid(a, b, e);
    };
    case '!=': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a !== 'object' || a === null ? a !== b : !equalsPaid(a, b, e);
    };
    // Two numbers compare as compareValues does (their difference against 0: Infinity too).
    case '<': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a === 'number' && typeof b === 'number' ? a - b < 0 : compareOrdered(a, b, e) < 0;
    };
    case '<=': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a === 'number' && typeof b === 'number' ? a - b <= 0 : compareOrdered(a, b, e) <= 0;
    };
    case '>': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a === 'number' && typeof b === 'number' ? a - b > 0 : compareOrdered(a, b, e) > 0;
    };
    case '>=': return (c) => {
      const a = l(c);
      const b = r(c);
      return typeof a === 'number' && typeof b === 'number' ? a - b >= 0 : compareOrdered(a, b, e) >= 0;
    };
    case 'in': return (c) => {
      const item = l(c);
      return inList(item, r(c), e);
    };
    case '..': return (c) => {
      const a = num(l(c), e.left);
      const b = num(r(c), e.right);
      // A range costs a step per element, so a huge one stops like a runaway loop.
      const n = Math.max(0, b - a + 1);
      spend(n, e.range);
      checkLength(n, e.range);
      const out: number[] = [];
      for (let i = a; i <= b; i++) out.push(i);
      return out;
    };
  }
}

/** A unary operator on its compiled operand (staged.ts gives it one already evaluated). */
export function unaryOf(e: UnaryExpr, operand: Compiled): Compiled {
  if (e.op === 'not') return (c) => !isTrue(operand(c));
  return (c) => -num(operand(c), e.operand);
}

/** `==` on two lists compares them element by element: that costs the shorter one's length. */
function equalsPaid(a: Value, b: Value, e: Expr): boolean {
  if (Array.isArray(a) && Array.isArray(b)) spend(Math.min(a.length, b.length), e.range);
  return valueEquals(a, b);
}

function compareOrdered(a: Value, b: Value, e: Expr): number {
  if (a === null || b === null) {
    // Comparing with null (an unset var) is false both ways except equality, like SQL.
    return Number.NaN;
  }
  if (typeof a !== typeof b) throw new RuleError('runtime/type', `cannot compare ${describe(a)} with ${describe(b)}`, e.range);
  return compareValues(a, b);
}

function compileArgs(rules: Rules, args: readonly Arg[], scope: Scope): { positional: (Compiled | Lambda)[]; named: Map<string, Compiled> } {
  const positional: (Compiled | Lambda)[] = [];
  const named = new Map<string, Compiled>();
  for (const a of args) {
    if (a.name !== undefined) named.set(a.name, compileIn(rules, a.value, scope));
    else if (a.value.kind === 'lambda') {
      const body = compileIn(rules, a.value.body, scope + 1);
      positional.push({ lambda: true, param: a.value.param, slot: scope, body, cost: exprCost(a.value) });
    } else positional.push(compileIn(rules, a.value, scope));
  }
  return { positional, named };
}

function compileCall(rules: Rules, e: CallExpr, scope: Scope): Compiled {
  if (e.callee.kind === 'name' && resolutionIfAny(rules, e.callee)?.to === 'define') return compileDefinitionCall(rules, e, e.callee, scope);
  const args = compileArgs(rules, e.args, scope);
  if (e.callee.kind === 'name') return functionCaller(e.callee.name, args.positional, args.named, e);
  const obj = compileIn(rules, e.callee.object, scope);
  const call = methodCaller(e.callee.name, args.positional, e);
  const general: Compiled = (c) => call(c, obj(c));
  const seats = compileSeatsTest(rules, e.callee, args.positional, e);
  if (seats !== undefined) return seats;
  return compileZoneTest(rules, e, e.callee, args.positional, scope, general) ?? general;
}

/**
 * `p.hand.any(c => …)`, `.all(…)` and `.count(…)` on a player's zone go through the zone's cards
 * without building its list of card values (conditions like these run several times per move).
 * The same work is paid for and the lambda sees the same values; anything but a player goes the
 * general way.
 */
function compileZoneTest(rules: Rules, e: CallExpr, callee: Extract<CallExpr['callee'], { kind: 'member' }>, positional: readonly (Compiled | Lambda)[], scope: Scope, general: Compiled): Compiled | undefined {
  const method = callee.name;
  if (method !== 'any' && method !== 'all' && method !== 'count') return undefined;
  const f = positional[0];
  if (positional.length !== 1 || f === undefined || !isLambda(f)) return undefined;
  const zoneExpr = callee.object;
  if (zoneExpr.kind !== 'member' || memberResolution(rules, zoneExpr).to !== 'player-zone') return undefined;
  const owner = compileIn(rules, zoneExpr.object, scope);
  const zone = zoneExpr.name;
  const keys: string[] = []; // the zone's key by seat, made once here (zoneKey's map lookup was most of a test)
  const test = cardsTest(method, f, e);
  // What a missing zone gives, fixed here: nothing compares the method's name while it runs (shapes.ts methodFlags).
  const none: Value = method === 'count' ? 0 : method === 'all';
  return (c) => {
    const p = owner(c);
    if (typeof p !== 'object' || p === null || Array.isArray(p) || p.t !== 'player' || c.s.players[p.seat] === undefined) return general(c);
    const ids = c.s.zones[(keys[p.seat] ??= zoneKey(zone, p.seat))];
    if (ids === undefined) return none;
    spend(ids.length, undefined); // what the zone's list of cards costs (cardsOf)
    return test(c, ids);
  };
}

/** `players.any/all/count(p => …)` goes through the seats without the list (shapes.ts). */
function compileSeatsTest(rules: Rules, callee: Extract<CallExpr['callee'], { kind: 'member' }>, positional: readonly (Compiled | Lambda)[], e: CallExpr): Compiled | undefined {
  const method = callee.name;
  if (method !== 'any' && method !== 'all' && method !== 'count') return undefined;
  const f = positional[0];
  if (positional.length !== 1 || f === undefined || !isLambda(f)) return undefined;
  const list = callee.object;
  if (list.kind !== 'name' || list.name !== 'players' || nameResolution(rules, list).to !== 'global') return undefined;
  return seatsTest(method, f, e);
}

function isLambda(a: Compiled | Lambda): a is Lambda {
  return typeof a === 'object' && a !== null && a.lambda === true;
}

function compileNode(rules: Rules, e: Expr, scope: Scope): Compiled {
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'bool': {
      const v = e.value;
      return () => v;
    }
    case 'null': return () => null;
    case 'list': {
      const items = e.items.map((i) => compileIn(rules, i, scope));
      return (c) => items.map((f) => f(c));
    }
    case 'name': return compileName(rules, e);
    case 'member': {
      const sized = compileZoneSize(rules, e, scope) ?? trickListSize(rules, e);
      if (sized !== undefined) return sized;
      const read = memberReader(rules, e);
      const object = e.object;
      if (object.kind === 'member') {
        const marker = playerMarkerMember(rules, e, () => compileIn(rules, object.object, scope), () => memberReader(rules, object), read);
        if (marker !== undefined) return marker;
      }
      return directMember(rules, e, compileIn(rules, object, scope), read);
    }
    case 'index': {
      const obj = compileIn(rules, e.object, scope);
      const idx = compileIn(rules, e.index, scope);
      return (c) => {
        const list = obj(c);
        const i = idx(c);
        if (!Array.isArray(list) || typeof i !== 'number') return null;
        return list[i < 0 ? list.length + i : i] ?? null;
      };
    }
    case 'call': return compileCall(rules, e, scope);
    case 'lambda':
      throw new RuleError('runtime/lambda', 'a lambda can only be the argument of a list method', e.range);
    case 'let': {
      // The bound name lives in the next slot, like a lambda's parameter (see Scope).
      const value = compileIn(rules, e.value, scope);
      const body = compileIn(rules, e.body, scope + 1);
      return (c) => {
        const v = value(c);
        const old = slots[scope];
        slots[scope] = v;
        const r = body(c);
        slots[scope] = old as Value;
        return r;
      };
    }
    case 'unary': return unaryOf(e, compileIn(rules, e.operand, scope));
    case 'binary': return compileBinary(rules, e, scope);
    case 'conditional': {
      const t = compileIn(rules, e.test, scope);
      const a = compileIn(rules, e.then, scope);
      const b = compileIn(rules, e.else, scope);
      return (c) => (isTrue(t(c)) ? a(c) : b(c));
    }
    case 'error':
      throw new RuleError('runtime/broken-expression', 'this expression has syntax errors', e.range);
  }
}

/**
 * `p.hand.size` and `discard.size` read the zone's length directly instead of building its list
 * of cards: conditions like `me.hand.size <= 5` run after every move of every game.
 */
function compileZoneSize(rules: Rules, e: Extract<Expr, { kind: 'member' }>, scope: Scope): Compiled | undefined {
  if (e.name !== 'size') return undefined;
  const zoneExpr = e.object;
  if (zoneExpr.kind === 'member' && memberResolution(rules, zoneExpr).to === 'player-zone') {
    const owner = compileIn(rules, zoneExpr.object, scope);
    const zone = zoneExpr.name;
    const fallback = compileIn(rules, zoneExpr, scope);
    const keys: string[] = []; // the zone's key by seat, made once here (zoneKey's map lookup was most of a size)
    const general = (c: EvalCtx): Value => {
      const list = fallback(c);
      return Array.isArray(list) ? list.length : memberOf(c, list, 'size', e);
    };
    if (isMe(rules, zoneExpr.object)) {
      // `me.zone.size`: the seat is the context's, no player value made for it.
      return (c) => {
        const m = c.me;
        return m !== null && c.s.players[m] !== undefined ? (c.s.zones[(keys[m] ??= zoneKey(zone, m))]?.length ?? 0) : general(c);
      };
    }
    return (c) => {
      const p = owner(c);
      if (typeof p === 'object' && p !== null && !Array.isArray(p) && p.t === 'player' && c.s.players[p.seat] !== undefined) {
        return c.s.zones[(keys[p.seat] ??= zoneKey(zone, p.seat))]?.length ?? 0;
      }
      return general(c);
    };
  }
  if (zoneExpr.kind === 'name' && nameResolution(rules, zoneExpr).to === 'zone') {
    const zone = zoneKey(zoneExpr.name, null);
    return (c) => c.s.zones[zone]?.length ?? 0;
  }
  return undefined;
}

/** Whether `e` is the name `me`. */
function isMe(rules: Rules, e: Expr): boolean {
  return e.kind === 'name' && e.name === 'me' && nameResolution(rules, e).to === 'global';
}

/**
 * A node inside an expression or an effect: compiled with the lambda parameters around it, not
 * cached alone.
 */
export function compileIn(rules: Rules, e: Expr, scope: Scope): Compiled {
  return compileNode(rules, e, scope);
}

/** The compiled closure for a whole expression (no lambda around it), cached per rule file. */
export function compileExpr(rules: Rules, e: Expr): Compiled {
  let f = rules.compiled.get(e);
  if (f === undefined) rules.compiled.set(e, (f = compileWhole(rules, e)));
  return f;
}

// Apart from compileExpr: its closure would make V8 allocate a context at every lookup.
function compileWhole(rules: Rules, e: Expr): Compiled {
  const run = compileNode(rules, e, 0);
  const cost = exprCost(e);
  // Every evaluation of a whole expression pays for its nodes (lambdas pay per element).
  return (c) => {
    spend(cost, e.range);
    return run(c);
  };
}

import { compileName } from './names.js';
