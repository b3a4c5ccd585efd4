// Named definitions (`define:`): each body is checked once, with its parameters bound like lambda
// parameters (slots 0 … n-1), in an order where every definition a body uses is checked before it,
// so its value's type is known at every use site. A definition that uses itself, directly or
// through others, is refused (`semantic/recursive-definition`): bodies are expressions, evaluated on every read,
// and a recursion would never end.
import type { Diagnostic } from '../diagnostics.js';
import type { Expr } from '../expr/ast.js';
import { checkWithParams, type ResolutionSink } from '../expr/check.js';
import { forEachChild } from '../expr/walk.js';
import { Types as T, type DefinitionSig, type ExprEnv, type Type } from '../expr/types.js';
import type { DefineDef } from './types.js';

/** The names of definitions a body reads or calls, outside the lambdas and lets that hide them. */
function usedDefinitions(body: Expr, names: ReadonlySet<string>, hidden: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (e: Expr, hide: ReadonlySet<string>): void => {
    if (e.kind === 'name') {
      if (names.has(e.name) && !hide.has(e.name)) out.add(e.name);
      return;
    }
    if (e.kind === 'lambda') return visit(e.body, new Set(hide).add(e.param));
    if (e.kind === 'let') {
      visit(e.value, hide);
      return visit(e.body, new Set(hide).add(e.name));
    }
    forEachChild(e, (c) => visit(c, hide));
  };
  visit(body, hidden);
  return out;
}

/** An environment that also knows the definitions: constants as global names, the others as calls. */
export function withDefinitions(base: ExprEnv, sigs: ReadonlyMap<string, DefinitionSig>): ExprEnv {
  const constant = (name: string): DefinitionSig | undefined => {
    const s = sigs.get(name);
    return s !== undefined && s.params.length === 0 ? s : undefined;
  };
  return {
    global: (name) => constant(name)?.result ?? base.global(name),
    globalNames: () => [...[...sigs.keys()].filter((n) => constant(n) !== undefined), ...base.globalNames()],
    member: (type, name) => base.member(type, name),
    memberNames: (type) => base.memberNames(type),
    assignable: (name, object) => (object === undefined && constant(name) !== undefined ? false : base.assignable(name, object)),
    resolveName: (name) => (constant(name) !== undefined ? { to: 'define' } : base.resolveName(name)),
    resolveMember: (type, name) => base.resolveMember(type, name),
    definition: (name) => {
      const s = sigs.get(name);
      return s !== undefined && s.params.length > 0 ? s : undefined;
    },
  };
}

/**
 * Checks every definition's body and gives the environment with them all, for every other
 * expression of the file. Diagnostics of bodies point into the bodies.
 */
export function checkDefinitions(
  defs: readonly DefineDef[],
  base: ExprEnv,
  resolved: ResolutionSink,
): { env: ExprEnv; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byName = new Map(defs.map((d) => [d.name, d]));
  const names = new Set(byName.keys());
  const uses = new Map(defs.map((d) => [d.name, usedDefinitions(d.value, names, new Set(d.params.map((p) => p.name)))]));
  const sigs = new Map<string, DefinitionSig>();
  const env = withDefinitions(base, sigs);

  // Depth-first: a definition's uses are checked before it; one met again while open is on a cycle.
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const onCycle = new Set<string>();
  const visit = (name: string): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      for (const n of path.slice(path.indexOf(name))) onCycle.add(n);
      return;
    }
    state.set(name, 'open');
    path.push(name);
    for (const used of uses.get(name) ?? []) visit(used);
    path.pop();
    state.set(name, 'done');
    const d = byName.get(name) as DefineDef;
    const params = d.params.map((p) => ({ name: p.name, type: p.type }));
    if (onCycle.has(name)) {
      sigs.set(name, { params, result: T.any });
      return;
    }
    const { type, diagnostics: ds } = checkWithParams(d.value, env, params, resolved);
    diagnostics.push(...ds);
    sigs.set(name, { params, result: type.kind === 'null' ? T.any : type });
  };
  for (const d of defs) visit(d.name);

  for (const d of defs) {
    if (!onCycle.has(d.name)) continue;
    const through = [...(uses.get(d.name) ?? [])].filter((n) => onCycle.has(n) && n !== d.name);
    const via = through.length === 0 ? '' : ` (through ${through.map((n) => `'${n}'`).join(', ')})`;
    diagnostics.push({
      severity: 'error',
      code: 'semantic/recursive-definition',
      message: `the definition '${d.name}' uses itself${via}: a definition may use other definitions, never itself`,
      range: d.range,
    });
  }
  return { env, diagnostics };
}

/** The type a parameter's declaration names: `number`, `bool`, `string`, `player`, `card`, `marker`, `pool`, `list<T>`, `any`. */
export function parseParamType(text: string): Type | undefined {
  const t = text.trim();
  const list = /^list\s*<(.*)>$/.exec(t);
  if (list) {
    const elem = parseParamType(list[1] ?? '');
    return elem && T.list(elem);
  }
  switch (t) {
    case 'number': return T.number;
    case 'bool': case 'boolean': return T.bool;
    case 'string': return T.string;
    case 'player': return T.player;
    case 'card': return T.card;
    case 'marker': return T.marker;
    case 'pool': return T.pool;
    case 'any': return T.any;
    default: return undefined;
  }
}

/** An environment where a definition's parameters are names (for an editor probing its body). */
export function withParamNames(env: ExprEnv, params: readonly { readonly name: string; readonly type: Type }[]): ExprEnv {
  const types = new Map(params.map((p, i) => [p.name, { type: p.type, slot: i }]));
  return {
    ...env,
    global: (name) => types.get(name)?.type ?? env.global(name),
    globalNames: () => [...types.keys(), ...env.globalNames()],
    resolveName: (name) => {
      const p = types.get(name);
      return p !== undefined ? { to: 'param', slot: p.slot } : env.resolveName(name);
    },
  };
}
