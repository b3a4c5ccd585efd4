// What the checker decided a name or member refers to (GameDef.resolved), read when an expression
// is compiled: the runtime never decides it again from the name.
import type { Expr, MemberExpr, NameRef } from '../../grammar/expr/ast.js';
import { resolutionKey, type MemberResolution, type NameResolution, type Resolution } from '../../grammar/expr/resolution.js';
import type { Rules } from '../rules.js';

/** Thrown for a node the checker never saw: rules not compiled by compileRules, or an engine bug. */
export class UnresolvedError extends Error {
  constructor(e: Expr) {
    super(`internal error: no resolution for the ${e.kind} at ${e.range.file}:${e.range.start.line}:${e.range.start.column} (were these rules checked?)`);
    this.name = 'UnresolvedError';
  }
}

/**
 * Each node's resolution, remembered by node per resolution table: effects look up an assignment's
 * target every time it runs, and the key is a string built from the node's place.
 */
const byNode = new WeakMap<object, WeakMap<Expr, Resolution>>();

function resolution(rules: Rules, e: Expr): Resolution {
  const table = rules.def.resolved;
  let known = byNode.get(table);
  if (known === undefined) byNode.set(table, (known = new WeakMap()));
  let r = known.get(e);
  if (r === undefined) {
    r = table[resolutionKey(e)];
    if (r === undefined) throw new UnresolvedError(e);
    known.set(e, r);
  }
  return r;
}

const NAME_TARGETS = new Set<string>(['param', 'local', 'context', 'global', 'var', 'zone', 'pool', 'define', 'marker']);

export function nameResolution(rules: Rules, e: NameRef): NameResolution {
  const r = resolution(rules, e);
  if (!NAME_TARGETS.has(r.to)) throw new UnresolvedError(e);
  return r as NameResolution;
}

export function memberResolution(rules: Rules, e: MemberExpr): MemberResolution {
  const r = resolution(rules, e);
  if (NAME_TARGETS.has(r.to)) throw new UnresolvedError(e);
  return r as MemberResolution;
}

/** A resolution when there is one (a zone argument may be any expression), else undefined. */
export function resolutionIfAny(rules: Rules, e: Expr): Resolution | undefined {
  return rules.def.resolved[resolutionKey(e)];
}
