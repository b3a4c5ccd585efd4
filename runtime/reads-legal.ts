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

const kindOnlyCache = new WeakMap<Expr, boolean>();

/**
 * Whether an expression reads nothing but `move.kind` and literals (an obligation's `must` such as
 * `move.kind != 'pass'`): then its value, and the steps it takes, are the same for every move of
 * one kind on one state (legal.ts evaluates it once per kind).
 */
export function readsMoveKindOnly(e: Expr): boolean {
  let known = kindOnlyCache.get(e);
  if (known === undefined) {
    known = kindOnly(e);
    kindOnlyCache.set(e, known);
  }
  return known;
}

function kindOnly(e: Expr): boolean {
  switch (e.kind) {
    case 'number': case 'string': case 'bool': case 'null': return true;
    case 'list': return e.items.every(kindOnly);
    case 'member': return e.name === 'kind' && e.object.kind === 'name' && e.object.name === 'move';
    case 'unary': return kindOnly(e.operand);
    case 'binary': return kindOnly(e.left) && kindOnly(e.right);
    case 'conditional': return kindOnly(e.test) && kindOnly(e.then) && kindOnly(e.else);
    default: return false;
  }
}
