// The built-ins as text: a call's signature (`move(cards, zone)`), an entry's type, one entry as
// Markdown (an editor's hover), and the reference tables of docs/language.md, which
// scripts/language-docs.mjs writes between `<!-- builtins:NAME -->` and `<!-- /builtins -->` marks
// (a test checks the committed file is up to date).
import {
  builtinEntries,
  type BuiltinEntry,
  type CallEntry,
  type MemberEntry,
  type MemberOwner,
  type ParamType,
  type ResultType,
} from './builtins.js';
import { typeToString, type Type } from './types.js';

function paramTypeText(p: ParamType): string {
  if (p === 'list') return 'list';
  if (p === 'elem') return 'element';
  if (p === 'zone') return 'zone';
  if ('fn' in p) return p.fn.kind === 'effect' ? 'x => effect' : p.fn.kind === 'any' ? 'x => value' : `x => ${typeToString(p.fn)}`;
  if ('oneOf' in p) return p.oneOf.map(typeToString).join(' | ');
  return typeToString(p);
}

function resultText(r: ResultType): string {
  if (r === 'elem') return 'element';
  if (r === 'list<elem>') return 'list<element>';
  if (r === 'list<body>') return 'list';
  return r.kind === 'effect' ? 'effect' : typeToString(r);
}

/** The receiver a member or method is written on in the reference (`p.score`, `list.filter(f)`). */
const RECEIVER: Readonly<Record<MemberOwner, string>> = {
  player: 'p', card: 'c', trick: 'trick', play: 'play', move: 'move', marker: 'm', pool: 'pool', list: 'list',
};

/**
 * A call as written: `move(cards, zone)`, `min(a, b, …)`, `choose_card(from, by:, optional:, prompt:)`,
 * a method without its receiver (`count(f)`). A call whose later parameters may be left out has its
 * shortest form first: `sum()`, `sum(f)`.
 */
export function signatureForms(e: CallEntry): string[] {
  const sig = e.signature;
  const named = Object.keys(sig.named ?? {}).map((n) => `${n}:`);
  const form = (count: number): string => {
    const args = sig.params.slice(0, count).map((p) => p.name);
    if (sig.rest && count === sig.params.length) args.push(sig.rest.name, '…');
    return `${e.name}(${[...args, ...(count === sig.params.length ? named : [])].join(', ')})`;
  };
  const required = sig.required ?? sig.params.length;
  return required < sig.params.length ? [form(required), form(sig.params.length)] : [form(sig.params.length)];
}

/** A call with its parameters' and result's types: `move(cards: card | list<card>, zone: zone): effect`. */
export function signatureText(e: CallEntry): string {
  const sig = e.signature;
  const param = (p: { name: string; type: ParamType }, mark = ''): string => `${p.name}${mark}: ${paramTypeText(p.type)}`;
  const args = sig.params.map((p, i) => param(p, i >= (sig.required ?? sig.params.length) ? '?' : ''));
  if (sig.rest) args.push(param(sig.rest, '…'));
  for (const [n, t] of Object.entries(sig.named ?? {})) args.push(`${n}: ${typeToString(t)}`);
  return `${e.name}(${args.join(', ')}): ${resultText(sig.result)}`;
}

/** An entry's type as text (`list<player>`, `number`, `element`), or a call's typed signature. */
export function entryTypeText(e: BuiltinEntry): string {
  switch (e.kind) {
    case 'zone':
      return 'list<card>';
    case 'global':
    case 'context':
      return typeToString(e.type);
    case 'member':
      return e.type === 'elem' ? 'element' : typeToString(e.type as Type);
    default:
      return signatureText(e);
  }
}

/** How an entry is written in the reference: `p.score`, `discard`, `max(a, b, …)`. */
export function entryLabel(e: BuiltinEntry): string {
  if (e.kind === 'member') return `${RECEIVER[e.of]}.${e.name}`;
  if (e.kind === 'function' || e.kind === 'effect' || e.kind === 'choice' || e.kind === 'method') return signatureForms(e).join(', ');
  return e.name;
}

const KIND_WORDS: Readonly<Record<BuiltinEntry['kind'], string>> = {
  zone: 'built-in zone', global: 'name', context: 'context name', member: 'member', function: 'function',
  effect: 'effect', choice: 'choice', method: 'list method',
};

/** One entry as Markdown, for an editor's hover: the label, what it is, its type, the doc, the example. */
export function entryMarkdown(e: BuiltinEntry): string {
  const what =
    e.kind === 'zone' ? `${e.perPlayer ? 'per-player' : 'shared'} built-in zone, visible: ${e.visible}`
    : e.kind === 'member' ? `member of a ${e.of}: ${entryTypeText(e)}`
    : e.kind === 'context' ? `${KIND_WORDS[e.kind]} (${e.where}): ${entryTypeText(e)}`
    : e.kind === 'global' ? `${KIND_WORDS[e.kind]}: ${entryTypeText(e)}`
    : `${KIND_WORDS[e.kind]}: \`${signatureText(e)}\``;
  return `**\`${entryLabel(e)}\`** — ${what}\n\n${e.doc}\n\nExample: \`${e.example}\``;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|');
const code = (s: string): string => `\`${cell(s)}\``;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const calls = (kind: CallEntry['kind']): CallEntry[] => builtinEntries().filter((e): e is CallEntry => e.kind === kind);
const callCell = (e: CallEntry): string => signatureForms(e).map(code).join(', ');

/** The reference's generated tables, by section name. */
export function referenceSections(): Readonly<Record<string, string>> {
  const all = builtinEntries();
  const members = (of: MemberOwner): MemberEntry[] => all.filter((e): e is MemberEntry => e.kind === 'member' && e.of === of);
  const memberTable = (of: MemberOwner, title: string): string =>
    table([title, 'type', 'value'], members(of).map((e) => [code(entryLabel(e)), code(entryTypeText(e)), cell(e.doc)]));
  return {
    zones: table(['zone', 'kind', 'visible', 'holds'], all.flatMap((e) => (e.kind === 'zone' ? [[code(e.name), e.perPlayer ? 'per player' : 'shared', code(e.visible), cell(e.doc)]] : []))),
    names: table(['name', 'type', 'value'], all.flatMap((e) => (e.kind === 'global' ? [[code(e.name), code(entryTypeText(e)), cell(e.doc)]] : []))),
    context: table(['name', 'where', 'type', 'value'], all.flatMap((e) => (e.kind === 'context' ? [[code(e.name), cell(e.where), code(entryTypeText(e)), cell(e.doc)]] : []))),
    'members-player': memberTable('player', 'player member'),
    'members-card': memberTable('card', 'card member'),
    'members-trick': memberTable('trick', 'trick member'),
    'members-play': memberTable('play', 'play member (`trick.plays`)'),
    'members-move': memberTable('move', 'move member (obligations)'),
    'members-marker': memberTable('marker', 'marker member'),
    'members-pool': memberTable('pool', 'pool member'),
    'members-list': memberTable('list', 'list member'),
    functions: table(['function', 'value'], calls('function').map((e) => [callCell(e), cell(e.doc)])),
    methods: table(['method', 'value'], calls('method').map((e) => [callCell(e), cell(e.doc)])),
    effects: table(['effect', 'does'], calls('effect').map((e) => [callCell(e), cell(e.doc)])),
    choices: table(['choice', 'the player picks', 'example'], calls('choice').map((e) => [code(`${e.name}(${e.signature.params.map((p) => p.name).join(', ')})`), cell(e.doc), code(e.example)])),
  };
}

const MARK = /<!-- builtins:([a-z-]+) -->\n[\s\S]*?<!-- \/builtins -->/g;

/**
 * The reference with every generated section rewritten from the registry; `missing` lists sections
 * the text has no marks for, `unknown` marks that name no section.
 */
export function updateReference(markdown: string): { text: string; missing: string[]; unknown: string[] } {
  const sections = referenceSections();
  const seen = new Set<string>();
  const unknown: string[] = [];
  const text = markdown.replace(MARK, (whole, name: string) => {
    const body = sections[name];
    if (body === undefined) {
      unknown.push(name);
      return whole;
    }
    seen.add(name);
    return `<!-- builtins:${name} -->\n${body}\n<!-- /builtins -->`;
  });
  return { text, missing: Object.keys(sections).filter((n) => !seen.has(n)), unknown };
}
