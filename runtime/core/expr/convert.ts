// Conversions between the compiler's representations (node.ts): every representation as a
// runtime Value (where a value leaves the typed nodes), a condition's truth, arithmetic's numbers.
// Each gives what the runtime gives for the same value (eval/compile.ts isTrue, num).
import type { Expr } from '../../../grammar/expr/ast.js';
import { RuleError } from '../../eval/context.js';
import { describe } from '../../eval/compile.js';
import { cardRef, playerRef, type Value } from '../../values.js';
import { suitValue, zoneCards, zoneIndices } from './facts.js';
import { boolNode, listNode, type Fn, type Node } from './node.js';

/** The node's value as a runtime Value. A zone is read as its list of cards (paying its length). */
export function asValue(n: Node): Fn<Value> {
  switch (n.rep) {
    case 'bool':
    case 'num':
    case 'value':
      return n.f;
    case 'seat': {
      const f = n.f;
      return (st, env) => {
        const s = f(st, env);
        return s < 0 ? null : playerRef(s);
      };
    }
    case 'card': {
      const f = n.f;
      return (st, env) => {
        const c = f(st, env);
        return c < 0 ? null : cardRef(st.L.cards.ids[c] as string);
      };
    }
    case 'suit': {
      const f = n.f;
      return (st, env) => suitValue(st, f(st, env));
    }
    case 'zone': {
      const f = n.f;
      return (st, env) => {
        const z = f(st, env);
        return z < 0 ? null : zoneCards(st, z);
      };
    }
    case 'seats': {
      const f = n.f;
      return (st, env) => {
        const list = f(st, env);
        const out: Value[] = new Array<Value>(list.length);
        for (let i = 0; i < list.length; i++) out[i] = playerRef(list[i] as number);
        return out;
      };
    }
    case 'cards': {
      const f = n.f;
      return (st, env) => {
        const list = f(st, env);
        const ids = st.L.cards.ids;
        const out: Value[] = new Array<Value>(list.length);
        for (let i = 0; i < list.length; i++) out[i] = cardRef(ids[list[i] as number] as string);
        return out;
      };
    }
  }
}

/** Whether the node's value is `true` (only `true` is true). */
export function asTest(n: Node): Fn<boolean> {
  if (n.rep === 'bool') return n.f;
  if (n.rep === 'value') {
    const f = n.f;
    return (st, env) => f(st, env) === true;
  }
  if (n.rep === 'zone') {
    const f = asValue(n); // a zone is read (and paid) even where only its truth is asked
    return (st, env) => f(st, env) === true;
  }
  return () => false;
}

/** A number for arithmetic: null counts as 0, anything else but a number fails (compile.ts num). */
export function checkNum(v: Value, expr: Expr): number {
  if (v === null) return 0;
  if (typeof v !== 'number') throw new RuleError('runtime/type', `expected a number, found ${describe(v)}`, expr.range);
  return v;
}

export function asNum(n: Node, expr: Expr): Fn<number> {
  if (n.rep === 'num') return n.f;
  const f = asValue(n);
  return (st, env) => checkNum(f(st, env), expr);
}

/** A non-null zone as its list of card indices (paying its length, as names.ts cardsOf). */
export function materialize(n: Extract<Node, { rep: 'zone' }>): Node {
  const f = n.f;
  return listNode('cards', (st, env) => zoneIndices(st, f(st, env)));
}

/** The node's truth as a bool node (itself when it is one). */
export function testNode(n: Node): Node {
  return n.rep === 'bool' ? n : boolNode(asTest(n));
}
