// Generic traversal of the expression AST.
import type { Expr } from './ast.js';

/** The direct sub-expressions of a node, in source order. */
export function childrenOf(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case 'list':
      return e.items;
    case 'member':
      return [e.object];
    case 'index':
      return [e.object, e.index];
    case 'call':
      return [e.callee, ...e.args.map((a) => a.value)];
    case 'lambda':
      return [e.body];
    case 'unary':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'conditional':
      return [e.test, e.then, e.else];
    default:
      return [];
  }
}

/** Lambdas that are not directly a call's argument (the only place the reference allows them). */
export function misplacedLambdas(root: Expr, asArgument = false): Expr[] {
  const out: Expr[] = [];
  const visit = (e: Expr, isArg: boolean): void => {
    if (e.kind === 'lambda' && !isArg) out.push(e);
    if (e.kind === 'call') {
      visit(e.callee, false);
      for (const a of e.args) visit(a.value, true);
      return;
    }
    for (const c of childrenOf(e)) visit(c, false);
  };
  visit(root, asArgument);
  return out;
}

/** The depth of a tree (a leaf is 1), computed without recursion so any tree can be measured. */
export function depthOf(root: Expr): number {
  let max = 0;
  const stack: [Expr, number][] = [[root, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [e, d] = item;
    max = Math.max(max, d);
    for (const c of childrenOf(e)) stack.push([c, d + 1]);
  }
  return max;
}
