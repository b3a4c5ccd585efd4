// Generic traversal of the expression AST.
import type { Expr } from './ast.js';

/**
 * Calls `f` on each direct sub-expression of a node, in source order. The walks below run on every
 * parsed expression, so they pass one function down instead of making an array of children per node.
 */
export function forEachChild(e: Expr, f: (child: Expr) => void): void {
  switch (e.kind) {
    case 'list':
      for (const item of e.items) f(item);
      return;
    case 'member':
      f(e.object);
      return;
    case 'index':
      f(e.object);
      f(e.index);
      return;
    case 'call':
      f(e.callee);
      for (const a of e.args) f(a.value);
      return;
    case 'lambda':
      f(e.body);
      return;
    case 'unary':
      f(e.operand);
      return;
    case 'binary':
      f(e.left);
      f(e.right);
      return;
    case 'conditional':
      f(e.test);
      f(e.then);
      f(e.else);
      return;
    default:
      return;
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
    forEachChild(e, visitChild);
  };
  const visitChild = (c: Expr): void => visit(c, false);
  visit(root, asArgument);
  return out;
}

/** The depth of a tree (a leaf is 1), computed without recursion so any tree can be measured. */
export function depthOf(root: Expr): number {
  let max = 0;
  let depth = 0;
  const nodes: Expr[] = [root];
  const depths: number[] = [1];
  const push = (child: Expr): void => {
    nodes.push(child);
    depths.push(depth + 1);
  };
  while (nodes.length > 0) {
    const e = nodes.pop() as Expr;
    depth = depths.pop() as number;
    if (depth > max) max = depth;
    forEachChild(e, push);
  }
  return max;
}
