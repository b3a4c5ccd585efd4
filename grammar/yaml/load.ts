// Loads a rule file's text as one YAML document, keeping every node's position, and refuses what a
// rule file never needs: duplicate keys, anchors and aliases, tags, complex keys, several documents.
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { LineMap, sortDiagnostics, type Diagnostic, type SourceRange } from '../diagnostics.js';
import { MAX_FILE_BYTES, yamlMessages } from './codes.js';
import { keyString, type YamlDocument } from './nodes.js';
import { MAX_FLOW_DEPTH, flowTooDeepAt } from './depth.js';

export {
  firstLineOf,
  keyNodeAt,
  keyString,
  nodeAt,
  pairNodeAt,
  rangeOf,
  toPlain,
  type PathSegment,
  type PlainValue,
  type YamlDocument,
} from './nodes.js';

export interface LoadResult {
  /** Undefined when any error was reported: later stages then have nothing trustworthy to check. */
  readonly doc: YamlDocument | undefined;
  readonly diagnostics: Diagnostic[];
}

function error(code: string, message: string, range: SourceRange): Diagnostic {
  return { severity: 'error', code, message, range };
}

/** The offset at which the UTF-8 size of `text` first exceeds `limit`, or -1 if it never does. */
function overLimitAt(text: string, limit: number): number {
  if (text.length * 3 <= limit) return -1;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : c >= 0xdc00 && c < 0xe000 ? 0 : 3;
    if (bytes > limit) return i;
  }
  return -1;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : c >= 0xdc00 && c < 0xe000 ? 0 : 3;
  }
  return bytes;
}

function describeTop(node: unknown): string {
  if (node === null || node === undefined) return 'an empty document';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) return node.value === null ? 'null' : `the value '${String(node.value).slice(0, 40)}'`;
  return 'something else';
}

/** Where an anchor or tag written before a node starts: the nearest `marker` before it. */
function propRange(lines: LineMap, node: Node, marker: string, fallbackLength: number): SourceRange {
  const start = node.range?.[0] ?? 0;
  let at = lines.text.lastIndexOf(marker, start);
  if (at < 0) return lines.range(start, start + fallbackLength);
  while (at > 0 && !/[\s,[{]/.test(lines.text[at - 1] ?? ' ')) at--; // `!!str`: back to the token's start
  let end = at + marker.length;
  while (end < lines.text.length && !/[\s,\]}]/.test(lines.text[end] ?? ' ')) end++;
  return lines.range(at, end);
}

/**
 * Calls `f` on `node` and everything under it, in the order of the yaml package's `visit` (a pair,
 * then its key, then its value), without the frozen path arrays `visit` makes for every node.
 */
function walk(node: unknown, f: (node: unknown) => void): void {
  f(node);
  if (isMap(node) || isSeq(node)) for (const item of node.items as unknown[]) walk(item, f);
  else if (isPair(node)) {
    walk(node.key, f);
    walk(node.value, f);
  }
}

/** Duplicate and complex keys, anchors, aliases and tags, found in one walk over the tree. */
function checkNodes(lines: LineMap, contents: unknown, out: Diagnostic[]): void {
  walk(contents, (node) => {
    if (isAlias(node)) {
      const [s, e] = node.range ?? [0, 0];
      out.push(error('yaml/alias', yamlMessages['yaml/alias']('alias', node.source), lines.range(s, e)));
      return;
    }
    if (isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        const name = keyString(pair.key);
        const keyNode = pair.key as Node | null;
        const [s, e] = keyNode?.range ?? [0, 0];
        if (name === undefined) {
          out.push(error('yaml/complex-key', yamlMessages['yaml/complex-key'](), lines.range(s, e)));
        } else if (seen.has(name)) {
          const first = lines.position(seen.get(name) ?? 0).line;
          out.push(error('yaml/duplicate-key', yamlMessages['yaml/duplicate-key'](name, first), lines.range(s, e)));
        } else seen.set(name, s);
      }
    }
    if (isMap(node) || isSeq(node) || isScalar(node)) {
      if (node.anchor) {
        const range = propRange(lines, node, `&${node.anchor}`, 0);
        out.push(error('yaml/alias', yamlMessages['yaml/alias']('anchor', node.anchor), range));
      }
      if (node.tag) {
        const range = propRange(lines, node, '!', 0);
        const written = lines.text.slice(range.start.offset, range.end.offset) || node.tag;
        out.push(error('yaml/tag', yamlMessages['yaml/tag'](written), range));
      }
    }
  });
}

/** Parses `text` (the contents of `file`) as a rule file's YAML document. Never throws. */
export function loadYaml(file: string, text: string): LoadResult {
  const lines = new LineMap(file, text);
  const over = overLimitAt(text, MAX_FILE_BYTES);
  if (over >= 0) {
    const d = error('yaml/too-large', yamlMessages['yaml/too-large'](utf8Length(text)), lines.range(over, text.length));
    return { doc: undefined, diagnostics: [d] };
  }
  const deep = flowTooDeepAt(text);
  if (deep >= 0) {
    const d = error('yaml/too-deep', yamlMessages['yaml/too-deep'](MAX_FLOW_DEPTH), lines.range(deep, deep + 1));
    return { doc: undefined, diagnostics: [d] };
  }
  // The core schema even under a `%YAML 1.1` directive, where `Y`, `N`, `yes` and `no` would be booleans.
  const document = parseDocument(text, { uniqueKeys: false, prettyErrors: false, merge: false, strict: true, schema: 'core' });
  const diagnostics: Diagnostic[] = [];
  for (const e of document.errors) {
    let end = e.pos[1];
    while (end > e.pos[0] && /[\r\n]/.test(text[end - 1] ?? '')) end--;
    const range = lines.range(e.pos[0], end);
    if (e.code === 'MULTIPLE_DOCS') {
      diagnostics.push(error('yaml/multiple-documents', yamlMessages['yaml/multiple-documents'](), range));
    } else {
      diagnostics.push(error('yaml/syntax', yamlMessages['yaml/syntax'](e.message, e.code), range));
    }
  }
  for (const w of document.warnings) {
    if (w.code === 'TAG_RESOLVE_FAILED') continue; // reported as yaml/tag below
    const message = yamlMessages['yaml/syntax'](w.message, w.code);
    diagnostics.push({ severity: 'warning', code: 'yaml/syntax', message, range: lines.range(w.pos[0], w.pos[1]) });
  }
  const contents: unknown = document.contents;
  if (contents !== null && contents !== undefined) checkNodes(lines, contents, diagnostics);
  if (!isMap(contents)) {
    const [s, e] = (contents as Node | null)?.range ?? [0, 0];
    const message = yamlMessages['yaml/not-a-map'](describeTop(contents));
    diagnostics.push(error('yaml/not-a-map', message, lines.range(s, e)));
  }
  const failed = diagnostics.some((d) => d.severity === 'error');
  return { doc: failed ? undefined : { file, text, lineMap: lines, document }, diagnostics: sortDiagnostics(diagnostics) };
}
