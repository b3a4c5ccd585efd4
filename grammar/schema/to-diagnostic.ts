// One ajv error → one diagnostic at the YAML node it is about: the key for unknown, misplaced and
// misnamed keys; the value for wrong values; the parent's key (or first line) for missing keys.
import type { ErrorObject } from 'ajv';
import type { Node } from 'yaml';
import { isMap } from 'yaml';
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import { suggest } from '../expr/suggest.js';
import { firstLineOf, keyNodeAt, nodeAt, rangeOf, type PathSegment, type PlainValue, type YamlDocument } from '../yaml/nodes.js';
import { patternCode, patternMeaning, schemaMessages, type SchemaCode } from './codes.js';
import { describeExpected, describeValue } from './describe.js';
import type { JsonSchema } from './json-schema.js';

function decodePath(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `round.setup[0].deal`, or `the file` at the top. */
function where(value: PlainValue, path: readonly string[]): string {
  if (path.length === 0) return 'the top level';
  let out = '';
  let cur: PlainValue | undefined = value;
  for (const seg of path) {
    if (Array.isArray(cur)) {
      out += `[${seg}]`;
      cur = cur[Number(seg)];
    } else {
      out += out === '' ? seg : `.${seg}`;
      cur = cur !== null && typeof cur === 'object' ? cur[seg] : undefined;
    }
  }
  return `\`${out}\``;
}

class Locator {
  constructor(private readonly doc: YamlDocument) {}

  /** The value node at the path, or its nearest existing ancestor. */
  value(path: readonly PathSegment[]): SourceRange {
    for (let p = [...path]; ; p = p.slice(0, -1)) {
      const node = nodeAt(this.doc, p);
      if (node) return rangeOf(this.doc, node);
      if (p.length === 0) return this.doc.lineMap.range(0, 0);
    }
  }

  key(path: readonly PathSegment[]): SourceRange {
    const k = keyNodeAt(this.doc, path);
    return k ? rangeOf(this.doc, k) : this.value(path);
  }

  /** Where a mapping lacks a key: its own key in its parent, or its first line. */
  missing(path: readonly PathSegment[]): SourceRange {
    const k = keyNodeAt(this.doc, path);
    if (k) return rangeOf(this.doc, k);
    const node = nodeAt(this.doc, path);
    return node ? firstLineOf(this.doc, node) : this.value(path);
  }

  /** The key of the `index`-th entry of the mapping at the path. */
  nthKey(path: readonly PathSegment[], index: number): SourceRange {
    const node = nodeAt(this.doc, path);
    const key = isMap(node) ? (node.items[index]?.key as Node | null | undefined) : undefined;
    return key?.range ? rangeOf(this.doc, key) : this.value(path);
  }
}

function make(code: SchemaCode, message: string, range: SourceRange): Diagnostic {
  return { severity: 'error', code, message, range };
}

export function toDiagnostic(doc: YamlDocument, value: PlainValue, kind: string, e: ErrorObject): Diagnostic {
  const at = new Locator(doc);
  const path = decodePath(e.instancePath);
  const schema = (e.parentSchema ?? {}) as JsonSchema;
  const data: unknown = e.data;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p['additionalProperty']);
      const keyPath = [...path, key];
      const patterns = Object.keys(schema.patternProperties ?? {});
      const known = Object.keys(schema.properties ?? {});
      if (patterns.length > 0) {
        const meaning = patterns.map((pt) => patternMeaning[pt] ?? `a key matching ${pt}`).join(', or ');
        return make('schema/bad-name', schemaMessages['schema/bad-name'](meaning, key), at.key(keyPath));
      }
      const hint = kind === 'rules' && path.length === 0 && key === 'extends' ? ' (`extends` belongs in a variant file)' : '';
      const near = suggest(key, known);
      const message = schemaMessages['schema/unknown-key'](key, where(value, path), near, hint);
      const range = at.key(keyPath);
      const d = make('schema/unknown-key', message, range);
      // The key's range is the key as written, so the suggestion replaces it (a quoted key keeps no quotes: none is suggested then).
      return near === undefined || doc.lineMap.text.slice(range.start.offset, range.end.offset) !== key ? d : { ...d, fix: { range, text: near } };
    }
    case 'required': {
      const keys = (p['missingProperties'] as string[] | undefined) ?? [String(p['missingProperty'])];
      return make('schema/missing-key', schemaMessages['schema/missing-key'](keys, where(value, path)), at.missing(path));
    }
    case 'type': {
      const expected = describeExpected(schema.anyOf ?? [schema]);
      return make('schema/wrong-type', schemaMessages['schema/wrong-type'](expected, describeValue(data)), at.value(path));
    }
    case 'enum':
    case 'const': {
      const allowed = (e.keyword === 'enum' ? (p['allowedValues'] as unknown[]) : [p['allowedValue']]).filter((v) => v !== null).map(String);
      const message = schemaMessages['schema/not-one-of'](allowed, describeValue(data), typeof data === 'string' ? suggest(data, allowed) : undefined);
      return make('schema/not-one-of', message, at.value(path));
    }
    case 'pattern': {
      const pattern = String(p['pattern']);
      const code = patternCode(pattern);
      const found = String(data);
      const message =
        code === 'schema/bad-name'
          ? schemaMessages['schema/bad-name'](patternMeaning[pattern] ?? `text matching ${pattern}`, found)
          : schemaMessages[code === 'schema/bad-range' ? 'schema/bad-range' : 'schema/bad-move'](found);
      return make(code, message, at.value(path));
    }
    case 'false schema': {
      const parent = path.slice(0, -1);
      let container: PlainValue | undefined = value;
      for (const seg of parent) container = container !== null && typeof container === 'object' ? (container as Record<string, PlainValue>)[seg] : undefined;
      const kindOf = container !== null && typeof container === 'object' && !Array.isArray(container) ? container['kind'] : undefined;
      const why = typeof kindOf === 'string' ? ` with \`kind: ${kindOf}\`` : '';
      return make('schema/not-allowed-here', schemaMessages['schema/not-allowed-here'](String(path[path.length - 1] ?? ''), why), at.key(path));
    }
    case 'maxProperties':
    case 'minProperties': {
      const limit = Number(p['limit']);
      const what = schema.title ? schema.title.toLowerCase() : 'this mapping';
      if (e.keyword === 'maxProperties') {
        const text = limit === 1 ? `${what} has exactly one key; write each as its own entry` : `${what} has at most ${limit} keys`;
        return make('schema/key-count', schemaMessages['schema/key-count'](text), at.nthKey(path, limit));
      }
      const text = limit === 1 ? `${where(value, path)} needs at least one entry` : `${what} needs at least ${limit} keys`;
      return make('schema/key-count', schemaMessages['schema/key-count'](text), at.value(path));
    }
    case 'minLength':
      return make('schema/empty', schemaMessages['schema/empty'](), at.value(path));
    case 'maxLength': {
      // ajv counts code points, as `[...text]` does.
      const found = typeof data === 'string' ? [...data].length : 0;
      return make('schema/too-long', schemaMessages['schema/too-long'](Number(p['limit']), found), at.value(path));
    }
    case 'minItems':
    case 'maxItems':
      return make('schema/item-count', schemaMessages['schema/item-count'](e.keyword === 'minItems' ? 'at least' : 'at most', Number(p['limit'])), at.value(path));
    case 'minimum':
      return make('schema/too-small', schemaMessages['schema/too-small'](Number(p['limit'])), at.value(path));
    case 'uniqueItems': {
      const j = Math.max(Number(p['i']), Number(p['j']));
      const item = Array.isArray(data) ? describeValue(data[j]) : 'an item';
      return make('schema/duplicate-item', schemaMessages['schema/duplicate-item'](item), at.value([...path, String(j)]));
    }
    default:
      return make('schema/invalid', schemaMessages['schema/invalid'](e.message ?? e.keyword), at.value(path));
  }
}
