// What an editor asks about expression strings of a rule file: the names and members that may be
// written at the cursor (completionsAt) and what the name under the cursor is (hoverAt). Both are
// pure functions of the file's text and an offset, answered by the checker's own environment at that
// place (names.ts), so a completion offered is a name the checker accepts there, and by the built-ins
// registry (builtins.ts) for signatures and docs. They need a file whose YAML and structure are
// sound; the expressions may be broken (as they are while being typed).
import { LineMap } from './diagnostics.js';
import type { SourceFile } from './compile.js';
import type { Expr, Stmt } from './expr/ast.js';
import { buildDef } from './def/build.js';
import { mergeLayers, type Layer } from './def/merge.js';
import { probeScope, type ProbedScope } from './def/names.js';
import type { StringSite } from './def/reader.js';
import type { GameDef } from './def/types.js';
import { entryMarkdown, signatureText } from './expr/builtin-docs.js';
import { builtinEntries, callableEntry, memberNames, memberSpec, methodEntry, type BuiltinEntry, type CallEntry, type MemberOwner } from './expr/builtins.js';
import { checkExpression } from './expr/check.js';
import { parseExpression } from './expr/parse.js';
import { analysePrefix } from './expr/prefix.js';
import { resolutionKey, type Resolution } from './expr/resolution.js';
import { Types as T, elementType, typeToString, type ExprEnv, type Type } from './expr/types.js';
import { checkStructure } from './schema/validate.js';
import { loadYaml, toPlain, type YamlDocument } from './yaml/load.js';

export { builtinEntries, entryMarkdown, signatureText, type BuiltinEntry };

export type CompletionKind =
  | 'param' | 'local' | 'context' | 'global' | 'var' | 'zone' | 'pool' | 'define' | 'marker'
  | 'member' | 'player-zone' | 'player-marker' | 'player-var' | 'option'
  | 'function' | 'effect' | 'choice' | 'method'
  | 'meld' | 'suit' | 'card' | 'move-kind';

export interface Completion {
  readonly label: string;
  readonly kind: CompletionKind;
  /** The type (`list<card>`), or a call's signature with types. */
  readonly detail: string;
  /** Markdown: a built-in's documentation, or what the rule file declares. */
  readonly doc?: string;
}

/** The items, and the file offsets of the word they would replace (`from` = `to` when none is typed). */
export interface CompletionList {
  readonly from: number;
  readonly to: number;
  readonly items: readonly Completion[];
}

export interface Hover {
  readonly from: number;
  readonly to: number;
  readonly markdown: string;
}

export interface EditorOptions {
  /** Variants applied to the main file, in order. */
  readonly variants?: readonly SourceFile[];
  /** The file the offset is in (default: the main file). */
  readonly file?: string;
}

/**
 * A file's layer when its YAML and structure are sound enough to build: an empty expression string
 * (`schema/empty`, the state of one just begun) is allowed.
 */
function layer(source: SourceFile, kind: 'rules' | 'variant'): Layer | undefined {
  const { doc } = loadYaml(source.file, source.text);
  if (doc === undefined) return undefined;
  const value = toPlain(doc);
  if (checkStructure(doc, kind, value).some((d) => d.severity === 'error' && d.code !== 'schema/empty')) return undefined;
  return { doc: doc as YamlDocument, value };
}

interface Place {
  readonly def: GameDef;
  readonly site: StringSite;
  /** The cursor's offset in the string's text. */
  readonly index: number;
}

/** The expression string at `offset` of `file`, in the def built from the files. */
function placeAt(main: SourceFile, offset: number, options: EditorOptions): Place | undefined {
  const base = layer(main, 'rules');
  const variants = (options.variants ?? []).map((v) => layer(v, 'variant'));
  if (base === undefined || variants.some((v) => v === undefined)) return undefined;
  const built = buildDef(mergeLayers(base, variants as Layer[]), main.file, (options.variants ?? []).map((v) => v.file));
  const file = options.file ?? main.file;
  for (const site of built.strings) {
    if (site.range.file !== file) continue;
    const len = site.source.text.length;
    if (offset < site.source.toFileOffset(0) || offset > site.source.toFileOffset(len)) continue;
    let index = 0;
    while (index < len && site.source.toFileOffset(index + 1) <= offset) index++;
    return { def: built.def, site, index };
  }
  return undefined;
}

function scopeAt(place: Place): { scope: ProbedScope | undefined; resolved: Readonly<Record<string, Resolution>> } {
  const t = place.site.target;
  const probe = 'expr' in t ? { expr: t.expr } : { block: t.block, offset: place.site.source.toFileOffset(place.index) };
  return probeScope(place.def, probe);
}

/** An environment with lambda parameters in front (their types as worked out from their lists). */
function withParams(env: ExprEnv, params: ReadonlyMap<string, Type>): ExprEnv {
  return {
    ...env,
    global: (name) => params.get(name) ?? env.global(name),
    globalNames: () => [...params.keys(), ...env.globalNames()],
    resolveName: (name) => (params.has(name) ? { to: 'param', slot: 0 } : env.resolveName(name)),
  };
}

function typeOf(text: string, env: ExprEnv): Type {
  const source = { text, lineMap: new LineMap('', text), toFileOffset: (i: number) => i };
  return checkExpression(parseExpression(source).ast, env, undefined, { choices: true }).type;
}

const entryDoc = (e: BuiltinEntry | undefined): string | undefined => (e === undefined ? undefined : entryMarkdown(e));
const builtinEntry = (kind: BuiltinEntry['kind'], name: string, of?: MemberOwner): BuiltinEntry | undefined =>
  builtinEntries().find((e) => e.kind === kind && e.name === name && (e.kind !== 'member' || e.of === of));

/** What the rule file says about a declared name, as Markdown. */
function declaredDoc(def: GameDef, kind: CompletionKind, name: string): string | undefined {
  switch (kind) {
    case 'zone':
    case 'player-zone': {
      const builtin = builtinEntry('zone', name);
      if (builtin !== undefined) return entryMarkdown(builtin);
      const z = def.zones.find((x) => x.name === name);
      return z && `**\`${name}\`** — ${z.perPlayer ? 'per-player' : 'shared'} zone, visible: ${z.visible}`;
    }
    case 'var':
    case 'player-var': {
      const v = (kind === 'var' ? def.vars : def.playerVars).find((x) => x.name === name);
      return v && `**\`${name}\`** — ${kind === 'var' ? 'game var' : 'player var'}${v.init.kind === 'literal' ? `, starts as \`${JSON.stringify(v.init.value)}\`` : ''}`;
    }
    case 'pool': {
      const ms = def.markers.filter((m) => m.pool === name).map((m) => `\`${m.name}\``);
      return `**\`${name}\`** — pool of markers: ${ms.join(', ')}`;
    }
    case 'marker':
    case 'player-marker': {
      const m = def.markers.find((x) => x.name === name);
      return m && `**\`${name}\`** — ${m.perPlayer ? 'per-player marker' : `marker of the pool \`${m.pool ?? ''}\``} "${m.label}"`;
    }
    case 'define': {
      const d = def.defines?.find((x) => x.name === name);
      const params = d === undefined || d.params.length === 0 ? '' : `(${d.params.map((p) => `${p.name}: ${typeToString(p.type)}`).join(', ')})`;
      return d && `**\`${name}${params}\`** — ${params === '' ? 'a constant' : 'a definition'} of this rule file (\`define:\`)`;
    }
    case 'option': {
      const o = def.options.find((x) => x.name === name);
      return o && `**\`options.${name}\`** — option, default \`${JSON.stringify(o.default)}\`${o.description ? `: ${o.description}` : ''}`;
    }
    default:
      return undefined;
  }
}

function item(label: string, kind: CompletionKind, detail: string, doc: string | undefined): Completion {
  return doc === undefined ? { label, kind, detail } : { label, kind, detail, doc };
}

const callItem = (e: CallEntry): Completion => item(e.name, e.kind, signatureText(e), entryMarkdown(e));

function memberItems(def: GameDef, env: ExprEnv, type: Type): Completion[] {
  if (type.kind === 'list') {
    const props = memberNames('list').map((n) => item(n, 'member', typeToString(n === 'size' ? T.number : type.elem), entryDoc(builtinEntry('member', n, 'list'))));
    const methods = builtinEntries().filter((e): e is CallEntry => e.kind === 'method').map(callItem);
    return [...props, ...methods];
  }
  return env.memberNames(type).map((name) => {
    const r = env.resolveMember(type, name);
    const detail = typeToString(env.member(type, name) ?? T.any);
    if (r?.to === 'member') return item(name, 'member', detail, memberSpec(r.of, name) && entryDoc(builtinEntry('member', name, r.of)));
    const kind: CompletionKind = r?.to === 'player-zone' || r?.to === 'player-marker' || r?.to === 'player-var' || r?.to === 'option' ? r.to : 'member';
    return item(name, kind, detail, declaredDoc(def, kind, name));
  });
}

function stringItems(def: GameDef): Completion[] {
  return [
    ...def.melds.map((m) => item(m.name, 'meld', 'meld', undefined)),
    ...def.cards.suits.map((s) => item(s.letter, 'suit', 'suit', `suit **${s.letter}**: ${s.name}`)),
    ...def.cards.special.map((s) => item(s.name, 'card', 'special card', undefined)),
    ...['play', 'pass'].map((k) => item(k, 'move-kind', 'move kind', undefined)),
  ];
}

const NAME_KINDS: Readonly<Record<string, CompletionKind>> = {
  param: 'param', local: 'local', context: 'context', global: 'global', var: 'var', zone: 'zone', pool: 'pool', define: 'define', marker: 'marker',
};

/**
 * The completions at `offset` of a rule file when it lies in an expression string, else undefined:
 * after `x.`, the members of x's type; in a quoted string, the file's meld names, suits, special
 * cards and move kinds; elsewhere the names in scope (lambda parameters, locals, context names, vars,
 * zones, pools, built-in names) and the functions — with the choices in effects, and the effects
 * where a statement starts.
 */
export function completionsAt(main: SourceFile, offset: number, options: EditorOptions = {}): CompletionList | undefined {
  const place = placeAt(main, offset, options);
  if (place === undefined) return undefined;
  const { scope } = scopeAt(place);
  if (scope === undefined) return undefined;
  const src = place.site.source;
  const prefix = analysePrefix(src.text.slice(0, place.index), scope.mode === 'effects');
  const range = { from: src.toFileOffset(prefix.wordStart), to: src.toFileOffset(place.index) };
  const def = place.def;
  if (prefix.inString) return { ...range, items: stringItems(def) };

  // Lambda parameters, outermost first, typed from their lists.
  const params = new Map<string, Type>();
  for (const l of prefix.lambdas) {
    if (l.letValue !== undefined) {
      params.set(l.param, l.letValue === '' ? T.any : typeOf(l.letValue, withParams(scope.env, params)));
      continue;
    }
    const list = l.listText === undefined ? T.any : typeOf(l.listText, withParams(scope.env, params));
    params.set(l.param, elementType(list) ?? T.any);
  }
  const env = withParams(scope.env, params);
  if (prefix.objectText !== undefined) return { ...range, items: memberItems(def, env, typeOf(prefix.objectText, env)) };

  const seen = new Set<string>();
  const names: Completion[] = [];
  for (const name of env.globalNames()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const r = env.resolveName(name);
    const kind = NAME_KINDS[r?.to ?? ''] ?? 'global';
    const detail = typeToString(env.global(name) ?? T.any);
    const doc = kind === 'global' || kind === 'context' ? entryDoc(builtinEntry(kind, name)) : declaredDoc(def, kind, name);
    names.push(item(name, kind, detail, doc));
  }
  const calls = builtinEntries().filter(
    (e): e is CallEntry => e.kind === 'function' || (e.kind === 'choice' && scope.choices) || (e.kind === 'effect' && prefix.statementStart),
  );
  const definitions = (def.defines ?? [])
    .filter((d) => d.params.length > 0 && env.definition?.(d.name) !== undefined)
    .map((d) => item(d.name, 'define', `${d.name}(${d.params.map((p) => `${p.name}: ${typeToString(p.type)}`).join(', ')})`, declaredDoc(def, 'define', d.name)));
  return { ...range, items: [...names, ...calls.map(callItem), ...definitions] };
}

/** Every name, member or called name of a tree, with the range a hover answers for. */
function hoverNodes(e: Expr | Stmt, out: { node: Expr; from: number; to: number; callee?: 'function' | 'method' }[]): void {
  switch (e.kind) {
    case 'assign': hoverNodes(e.target, out); hoverNodes(e.value, out); return;
    case 'callStmt': hoverNodes(e.call, out); return;
    case 'name': out.push({ node: e, from: e.range.start.offset, to: e.range.end.offset }); return;
    case 'member': hoverNodes(e.object, out); out.push({ node: e, from: e.nameRange.start.offset, to: e.nameRange.end.offset }); return;
    case 'call': {
      const c = e.callee;
      if (c.kind === 'name') out.push({ node: c, from: c.range.start.offset, to: c.range.end.offset, callee: 'function' });
      else {
        hoverNodes(c.object, out);
        out.push({ node: c, from: c.nameRange.start.offset, to: c.nameRange.end.offset, callee: 'method' });
      }
      for (const a of e.args) hoverNodes(a.value, out);
      return;
    }
    case 'list': for (const i of e.items) hoverNodes(i, out); return;
    case 'index': hoverNodes(e.object, out); hoverNodes(e.index, out); return;
    case 'lambda': hoverNodes(e.body, out); return;
    case 'let': hoverNodes(e.value, out); hoverNodes(e.body, out); return;
    case 'unary': hoverNodes(e.operand, out); return;
    case 'binary': hoverNodes(e.left, out); hoverNodes(e.right, out); return;
    case 'conditional': hoverNodes(e.test, out); hoverNodes(e.then, out); hoverNodes(e.else, out); return;
    default: return;
  }
}

function describeResolution(def: GameDef, node: Expr, r: Resolution | undefined): string | undefined {
  const name = node.kind === 'name' || node.kind === 'member' ? node.name : '';
  if (r === undefined) return undefined;
  switch (r.to) {
    case 'param': return `**\`${name}\`** — the parameter of a lambda \`${name} => …\`, a \`let\` or a definition`;
    case 'local': return `**\`${name}\`** — a local of this effect block (first assigned in an earlier statement)`;
    case 'context': return entryDoc(builtinEntry('context', name));
    case 'global': return entryDoc(builtinEntry('global', name));
    case 'member': return entryDoc(builtinEntry('member', name, r.of));
    case 'dynamic': return `**\`${name}\`** — a member of a value whose type is known only when the game runs`;
    default: return declaredDoc(def, r.to, name);
  }
}

/** What the name, member or function under `offset` is, as Markdown, when it lies in an expression string. */
export function hoverAt(main: SourceFile, offset: number, options: EditorOptions = {}): Hover | undefined {
  const place = placeAt(main, offset, options);
  if (place === undefined) return undefined;
  const t = place.site.target;
  const roots: (Expr | Stmt)[] = 'expr' in t
    ? [t.expr]
    : (place.def.blocks[t.block]?.items ?? []).flatMap((i) => (i.kind === 'stmt' ? [i.stmt] : []));
  const nodes: Parameters<typeof hoverNodes>[1] = [];
  for (const r of roots) hoverNodes(r, nodes);
  const hit = nodes.filter((n) => n.from <= offset && offset <= n.to && n.from < n.to).sort((a, b) => a.to - a.from - (b.to - b.from))[0];
  if (hit === undefined) return undefined;
  const name = (hit.node as Extract<Expr, { kind: 'name' | 'member' }>).name;
  const resolvedHere = (): Readonly<Record<string, Resolution>> => scopeAt(place).resolved;
  const markdown = hit.callee === 'function' && callableEntry(name) === undefined && resolvedHere()[resolutionKey(hit.node)]?.to === 'define'
    ? declaredDoc(place.def, 'define', name)
    : hit.callee === 'function' ? entryDoc(callableEntry(name))
    : hit.callee === 'method' ? entryDoc(methodEntry(name))
    : describeResolution(place.def, hit.node, scopeAt(place).resolved[resolutionKey(hit.node)]);
  return markdown === undefined ? undefined : { from: hit.from, to: hit.to, markdown };
}
