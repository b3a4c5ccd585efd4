// Whether an expression names `legal`, the list of moves an obligation's `when` and `must` may read:
// when it does not, its value does not depend on that list (check-move.ts, obligation-skips.ts,
// legal.ts). Kept apart so that legal.ts can ask without importing check-move.ts (which imports it).
import type { Expr } from '../grammar/expr/ast.js';

const readsLegalCache = new WeakMap<Expr, boolean>();

/** Whether an expression names `legal` (then its value depends on the list of moves). */
export function namesLegal(e: Expr): boolean {
  let known = readsLegalCache.get(e);
  if (known === undefined) {
    known = names(e, 'legal');
    readsLegalCache.set(e, known);
  }
  return known;
}

function names(e: Expr, name: string): boolean {
  switch (e.kind) {
    case 'name': return e.name === name;
    case 'list': return e.items.some((x) => names(x, name));
    case 'member': return names(e.object, name);
    case 'index': return names(e.object, name) || names(e.index, name);
    case 'call': return names(e.callee, name) || e.args.some((a) => names(a.value, name));
    case 'lambda': return names(e.body, name);
    case 'let': return names(e.value, name) || names(e.body, name);
    case 'unary': return names(e.operand, name);
    case 'binary': return names(e.left, name) || names(e.right, name);
    case 'conditional': return names(e.test, name) || names(e.then, name) || names(e.else, name);
    default: return false;
  }
}
