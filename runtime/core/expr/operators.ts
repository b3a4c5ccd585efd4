// Binary operators in the core's compiler (compile.ts): on numbers, seats, cards and suits as
// numbers; `x in zone` read from the zone's cards; on anything else the runtime's own operator
// (eval/compile.ts binaryOf) on the evaluated operands. Operands are evaluated in the runtime's
// order (the divisor first), and each operator pays what the runtime's pays.
import type { BinaryExpr, Expr } from '../../../grammar/expr/ast.js';
import { RuleError, type EvalCtx } from '../../eval/context.js';
import { binaryOf } from '../../eval/compile.js';
import { memberResolution, nameResolution } from '../../eval/resolved.js';
import { spend } from '../../budget.js';
import { checkLength } from '../../value-size.js';
import { valueEquals, type Value } from '../../values.js';
import type { CoreState } from '../state.js';
import { boolNode, numNode, valueNode, type Fn, type IntNode, type Node } from './node.js';
import { asNum, asTest, asValue, testNode } from './convert.js';
import { suitValue } from './facts.js';
import { constNode, constOf, plainConst } from './fold.js';
import type { Cx, Scope } from './compile.js';

export function compileBinary(cx: Cx, e: BinaryExpr, scope: Scope): Node {
  if (e.op === 'in') return compileIn(cx, e, scope);
  const l = cx.compile(cx, e.left, scope);
  const r = cx.compile(cx, e.right, scope);
  switch (e.op) {
    case 'and': {
      const k = constOf(l);
      if (k !== undefined) return k.v === true ? testNode(r) : constNode(false);
      const a = asTest(l);
      const b = asTest(r);
      return boolNode((st, env) => a(st, env) && b(st, env));
    }
    case 'or': {
      const k = constOf(l);
      if (k !== undefined) return k.v === true ? constNode(true) : testNode(r);
      const a = asTest(l);
      const b = asTest(r);
      return boolNode((st, env) => a(st, env) || b(st, env));
    }
    case '+': {
      if (l.rep === 'num' && r.rep === 'num') {
        const a = l.f;
        const b = r.f;
        return numNode((st, env) => a(st, env) + b(st, env));
      }
      const a = asValue(l);
      const b = asValue(r);
      const add = onValues(e);
      return valueNode((st, env) => add(a(st, env), b(st, env)));
    }
    case '-': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return numNode((st, env) => a(st, env) - b(st, env));
    }
    case '*': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return numNode((st, env) => a(st, env) * b(st, env));
    }
    case '/':
    case '%': {
      // The divisor first, as the runtime evaluates it.
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      const div = e.op === '/';
      return numNode((st, env) => {
        const d = b(st, env);
        if (d === 0) throw new RuleError('runtime/division-by-zero', 'division by zero', e.range);
        const x = a(st, env);
        return div ? Math.trunc(x / d) : x % d;
      });
    }
    case '==': return equality(cx, l, r, e, false);
    case '!=': return equality(cx, l, r, e, true);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return ordering(l, r, e);
    case '..': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return valueNode((st, env) => {
        const x = a(st, env);
        const y = b(st, env);
        const n = Math.max(0, y - x + 1);
        spend(n, e.range);
        checkLength(n, e.range);
        const out: number[] = [];
        for (let i = x; i <= y; i++) out.push(i);
        return out;
      });
    }
  }
}

/**
 * The runtime's own operator (eval/compile.ts binaryOf) on two Values already evaluated (both
 * operands first, as it evaluates them): its costs, checks and errors are then the runtime's.
 * Only for operators that evaluate both operands before looking at either (+, ==, !=, <, <=, >, >=).
 */
function onValues(e: BinaryExpr): (a: Value, b: Value) => Value {
  let ha: Value = null;
  let hb: Value = null;
  const run = binaryOf(e, () => ha, () => hb);
  const ctx = {} as EvalCtx; // these operators read nothing of it
  return (a, b) => {
    ha = a;
    hb = b;
    const r = run(ctx);
    ha = hb = null;
    return r;
  };
}

function equality(cx: Cx, l: Node, r: Node, e: BinaryExpr, negate: boolean): Node {
  const kl = constOf(l);
  const kr = constOf(r);
  if (plainConst(kl) && plainConst(kr)) return constNode((kl.v === kr.v) !== negate);
  const same = (f: Fn<boolean>): Node => (negate ? boolNode((st, env) => !f(st, env)) : boolNode(f));
  // Two numbers, booleans, seats or cards: equal when the same number.
  if (l.rep === r.rep && (l.rep === 'num' || l.rep === 'bool' || l.rep === 'seat' || l.rep === 'card' || l.rep === 'suit')) {
    const a = l.f as Fn<unknown>;
    const b = r.f as Fn<unknown>;
    if (l.rep === 'suit') {
      const node = same((st, env) => suitEq(st, a(st, env) as number, b(st, env) as number));
      const rs = r as Extract<Node, { rep: 'suit' }>;
      const ls = l as Extract<Node, { rep: 'suit' }>;
      const match = ls.slotSuit !== undefined && rs.steady === true ? { slot: ls.slotSuit, other: rs.f } : rs.slotSuit !== undefined && ls.steady === true ? { slot: rs.slotSuit, other: ls.f } : undefined;
      return match === undefined ? node : { rep: 'bool', f: node.f as Fn<boolean>, suitMatch: { ...match, negate } };
    }
    // Against a number known when compiled (`me.left.size == 0`): the number itself, one call fewer.
    if (l.rep === 'num' && kr !== undefined && typeof kr.v === 'number') {
      const k = kr.v;
      return negate ? boolNode((st, env) => a(st, env) !== k) : boolNode((st, env) => a(st, env) === k);
    }
    return negate ? boolNode((st, env) => a(st, env) !== b(st, env)) : boolNode((st, env) => a(st, env) === b(st, env));
  }
  // A suit and a string literal: the literal's suit index, fixed when compiled (a letter no card has: its text).
  const lit = (n: Node, x: Expr): string | null | undefined => (n.rep === 'value' && x.kind === 'string' ? x.value : n.rep === 'value' && x.kind === 'null' ? null : undefined);
  if (l.rep === 'suit' || r.rep === 'suit') {
    const [s, other, otherExpr] = l.rep === 'suit' ? [l, r, e.right] : [r, l, e.left];
    const sf = (s as IntNode).f;
    const text = lit(other, otherExpr);
    if (text !== undefined) {
      const k = text === null ? -1 : cx.L.cards.suits.indexOf(text);
      if (k >= -1 && !(text !== null && k === -1)) {
        // The state's suit read first when it is on the left, as the runtime evaluates.
        const node = same((st, env) => suitEq(st, sf(st, env), k));
        const slot = (s as Extract<Node, { rep: 'suit' }>).slotSuit;
        return slot === undefined ? node : { rep: 'bool', f: node.f as Fn<boolean>, suitMatch: { slot, other: () => k, negate } };
      }
    }
  }
  const eq = onValues(e);
  // A Value and a number, string, boolean or null known when compiled (`me.cleared == 0`): a Value
  // that is no object is compared at once, as the runtime's == does; an object goes to its operator.
  const vk = l.rep === 'value' && plainConst(kr) ? { v: l.f, k: kr.v } : r.rep === 'value' && plainConst(kl) ? { v: r.f, k: kl.v } : undefined;
  if (vk !== undefined) {
    const { v, k } = vk;
    const onLeft = l.rep === 'value';
    return boolNode((st, env) => {
      const x = v(st, env);
      if (typeof x !== 'object' || x === null) return (x === k) !== negate;
      return eq(onLeft ? x : k, onLeft ? k : x) as boolean;
    });
  }
  const a = asValue(l);
  const b = asValue(r);
  return boolNode((st, env) => eq(a(st, env), b(st, env)) as boolean);
}

/** Two suit reps equal: the same suit index, or (the trick's led suit as text) the same text. */
function suitEq(st: CoreState, a: number, b: number): boolean {
  if (a >= -1 && b >= -1) return a === b;
  return suitValue(st, a) === suitValue(st, b);
}


function ordering(l: Node, r: Node, e: BinaryExpr): Node {
  const op = e.op;
  if (l.rep === 'num' && r.rep === 'num') {
    const a = l.f;
    const b = r.f;
    const kr = constOf(r);
    if (kr !== undefined && typeof kr.v === 'number') {
      // Against a number known when compiled (`… <= 1`): the number itself, one call fewer.
      const k = kr.v;
      switch (op) {
        case '<': return boolNode((st, env) => a(st, env) - k < 0);
        case '<=': return boolNode((st, env) => a(st, env) - k <= 0);
        case '>': return boolNode((st, env) => a(st, env) - k > 0);
        default: return boolNode((st, env) => a(st, env) - k >= 0);
      }
    }
    switch (op) {
      case '<': return boolNode((st, env) => a(st, env) - b(st, env) < 0);
      case '<=': return boolNode((st, env) => a(st, env) - b(st, env) <= 0);
      case '>': return boolNode((st, env) => a(st, env) - b(st, env) > 0);
      default: return boolNode((st, env) => a(st, env) - b(st, env) >= 0);
    }
  }
  const cmp = onValues(e);
  const kr = constOf(r);
  if (l.rep === 'value' && kr !== undefined && typeof kr.v === 'number') {
    // A Value against a number known when compiled (`p.cleared > 0`): a number compared at once.
    const a = l.f;
    const k = kr.v;
    switch (op) {
      case '<': return boolNode((st, env) => { const x = a(st, env); return typeof x === 'number' ? x - k < 0 : (cmp(x, k) as boolean); });
      case '<=': return boolNode((st, env) => { const x = a(st, env); return typeof x === 'number' ? x - k <= 0 : (cmp(x, k) as boolean); });
      case '>': return boolNode((st, env) => { const x = a(st, env); return typeof x === 'number' ? x - k > 0 : (cmp(x, k) as boolean); });
      default: return boolNode((st, env) => { const x = a(st, env); return typeof x === 'number' ? x - k >= 0 : (cmp(x, k) as boolean); });
    }
  }
  const a = asValue(l);
  const b = asValue(r);
  return boolNode((st, env) => cmp(a(st, env), b(st, env)) as boolean);
}

/** `x in list`; `x in zone` reads the zone's cards (zone-in.ts: its length paid twice). */
function compileIn(cx: Cx, e: BinaryExpr, scope: Scope): Node {
  const item = cx.compile(cx, e.left, scope);
  const list = cx.compile(cx, e.right, scope);
  const direct = (e.right.kind === 'member' && memberResolution(cx.rules, e.right).to === 'player-zone') || (e.right.kind === 'name' && nameResolution(cx.rules, e.right).to === 'zone');
  if (list.rep === 'zone' && direct) {
    const z = list.f;
    const x = item.rep === 'card' ? item.f : undefined;
    const xv = asValue(item);
    return boolNode((st, env) => {
      const c = x !== undefined ? x(st, env) : valueCard(st, xv(st, env));
      const i = z(st, env);
      if (i < 0) return false;
      const n = st.len[i] as number;
      spend(n, undefined);
      spend(n, e.range);
      if (c < 0) return false;
      return st.at[c] === i;
    });
  }
  if (list.rep === 'seats' && item.rep === 'seat') {
    const x = item.f;
    const l = list.f;
    return boolNode((st, env) => {
      const s = x(st, env);
      const seats = l(st, env);
      spend(seats.length, e.range);
      return s >= 0 && seats.includes(s);
    });
  }
  const x = asValue(item);
  const l = asValue(list);
  return boolNode((st, env) => {
    const v = x(st, env);
    const xs = l(st, env);
    if (!Array.isArray(xs)) return false;
    spend(xs.length, e.range);
    for (let i = 0; i < xs.length; i++) if (valueEquals(xs[i] as Value, v)) return true;
    return false;
  });
}

/** The card index of a card value (its id; a card with declared facts is the same card), else -1. */
function valueCard(st: CoreState, v: Value): number {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v.t !== 'card') return -1;
  return st.L.cards.index.get(v.id) ?? -1;
}

