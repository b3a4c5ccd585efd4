// Constants known when compiled: literals, and the game's options when the compilation is for one
// game's options (they are fixed for a game). A node whose value is known is remembered here, so
// that `and`, `or`, `not`, `?:` and `==` over them fold to a constant or to the branch that runs:
// `not options.bonus_stays and …` is false for a game whose bonus_stays is true. Folding keeps
// every budget step: the whole expression still pays for its nodes (index.ts), and only
// evaluations that spend nothing and cannot fail are folded away.
import type { Value } from '../../values.js';
import { boolNode, numNode, valueNode, type Node } from './node.js';

const constants = new WeakMap<Node, { readonly v: Value }>();

/** A node that always gives `v`. */
export function constNode(v: Value): Node {
  const n = typeof v === 'number' ? numNode(() => v) : typeof v === 'boolean' ? boolNode(() => v) : valueNode(() => v);
  constants.set(n, { v });
  return n;
}

/** The node's value when it is known when compiled. */
export function constOf(n: Node): { readonly v: Value } | undefined {
  return constants.get(n);
}

/** Whether the known value is a number, string, boolean or null (`==` on them is `===`, and costs nothing). */
export function plainConst(c: { readonly v: Value } | undefined): c is { readonly v: Value } {
  return c !== undefined && (typeof c.v !== 'object' || c.v === null);
}
