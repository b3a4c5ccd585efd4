// The loaded YAML document and the helpers later stages use to find a node by its path in the plain
// value (the same path ajv reports as instancePath) and to turn a node into a SourceRange.
import { isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import type { LineMap, SourceRange } from '../diagnostics.js';

export interface YamlDocument {
  readonly file: string;
  readonly text: string;
  readonly lineMap: LineMap;
  /** The yaml package's document; its contents is a mapping (loadYaml checks it). */
  readonly document: Document.Parsed;
}

export type PathSegment = string | number;

/** A JSON-like value: what toPlain returns and what the schema checks. */
export type PlainValue = null | boolean | number | string | PlainValue[] | { [key: string]: PlainValue };

/** The string a scalar key becomes in the plain value (the yaml package's own rule). */
export function keyString(key: unknown): string | undefined {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  return undefined;
}

function pairAt(node: unknown, segment: PathSegment): Pair | undefined {
  if (!isMap(node)) return undefined;
  const want = String(segment);
  // The last pair wins, as in toPlain (duplicates are refused anyway).
  let found: Pair | undefined;
  for (const item of node.items) if (keyString(item.key) === want) found = item;
  return found;
}

function childAt(node: unknown, segment: PathSegment): unknown {
  if (isMap(node)) return pairAt(node, segment)?.value ?? undefined;
  if (isSeq(node)) {
    const index = typeof segment === 'number' ? segment : /^[0-9]+$/.test(segment) ? Number(segment) : -1;
    return index >= 0 ? node.items[index] : undefined;
  }
  return undefined;
}

/** The value node at a path (`['round', 'setup', 0]`), or undefined. `[]` is the top-level mapping. */
export function nodeAt(doc: YamlDocument, path: readonly PathSegment[]): Node | undefined {
  let node: unknown = doc.document.contents;
  for (const segment of path) {
    node = childAt(node, segment);
    if (node === undefined || node === null) return undefined;
  }
  return isNodeLike(node) ? node : undefined;
}

/** The key node of the last segment of a path inside a mapping, or undefined (list items have none). */
export function keyNodeAt(doc: YamlDocument, path: readonly PathSegment[]): Node | undefined {
  if (path.length === 0) return undefined;
  const parent = nodeAt(doc, path.slice(0, -1));
  const key = pairAt(parent, path[path.length - 1] as PathSegment)?.key;
  return isNodeLike(key) ? key : undefined;
}

/** The pair (key and value) at a path, for callers that want both. */
export function pairNodeAt(doc: YamlDocument, path: readonly PathSegment[]): Pair | undefined {
  if (path.length === 0) return undefined;
  return pairAt(nodeAt(doc, path.slice(0, -1)), path[path.length - 1] as PathSegment);
}

function isNodeLike(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !isPair(value) && 'range' in value;
}

/** The node's value range (without trailing comments and line breaks) in the file. */
export function rangeOf(doc: YamlDocument, node: Node): SourceRange {
  const [start, valueEnd] = node.range ?? [0, 0];
  return doc.lineMap.range(start, trimEnd(doc.text, start, valueEnd));
}

/** A block collection's value end includes the line break after its last line: stop before it. */
export function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1] ?? '')) e--;
  return e;
}

/** The range of the first line of a node: for a mapping, its first key up to the end of that line. */
export function firstLineOf(doc: YamlDocument, node: Node): SourceRange {
  const [start, valueEnd] = node.range ?? [0, 0];
  const newline = doc.text.indexOf('\n', start);
  const lineEnd = newline < 0 || newline > valueEnd ? valueEnd : newline;
  return doc.lineMap.range(start, doc.text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd);
}

/** The plain JS value. Aliases are refused by loadYaml; the low alias count is a second guard. */
export function toPlain(doc: YamlDocument): PlainValue {
  return doc.document.toJS({ maxAliasCount: 10 }) as PlainValue;
}
