// What evaluating an expression once costs in budget steps (runtime/budget.ts), before the sized
// work it does: one step per node, a lambda's body not included (its list method pays for the body
// on every element it is applied to). Worked out once per node and remembered.
import type { Expr } from '../../grammar/expr/ast.js';

const costs = new WeakMap<Expr, number>();

/** Nodes of `e` outside any lambda's body; for a lambda, the nodes of its body. */
export function exprCost(e: Expr): number {
  let c = costs.get(e);
  if (c !== undefined) return c;
  c = 0;
  // An explicit stack: expressions nest at most a few hundred deep, but a loop needs no bound.
  const stack: Expr[] = [e.kind === 'lambda' ? e.body : e];
  while (stack.length > 0) {
    const n = stack.pop() as Expr;
    c++;
    switch (n.kind) {
      case 'list': stack.push(...n.items); break;
      case 'member': stack.push(n.object); break;
      case 'index': stack.push(n.object, n.index); break;
      case 'call':
        stack.push(n.callee);
        for (const a of n.args) if (a.value.kind !== 'lambda') stack.push(a.value);
        break;
      case 'unary': stack.push(n.operand); break;
      case 'binary': stack.push(n.left, n.right); break;
      case 'conditional': stack.push(n.test, n.then, n.else); break;
      default: break;
    }
  }
  costs.set(e, c);
  return c;
}
