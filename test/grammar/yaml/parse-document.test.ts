// parseYamlDocument must be exactly the yaml package's parseDocument (it only skips a per-token
// read of process.env): same errors, warnings, values, and nodes with the same ranges and styles.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { parseYamlDocument, type YamlParseOptions } from '../../../grammar/yaml/parse-document.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const options: YamlParseOptions = { uniqueKeys: false, prettyErrors: false, merge: false, strict: true, schema: 'core' };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith('.yaml') ? [path] : [];
  });
}

/** Everything a later stage can see of a parsed document, as plain data. */
function summary(doc: Document.Parsed): unknown {
  const nodes: unknown[] = [];
  const walk = (n: unknown): void => {
    if (isPair(n)) {
      walk(n.key);
      walk(n.value);
      return;
    }
    if (!isScalar(n) && !isMap(n) && !isSeq(n) && !isAlias(n)) {
      nodes.push(n === null ? null : typeof n);
      return;
    }
    const { range, tag, anchor, comment, commentBefore, spaceBefore } = n as { range?: unknown; tag?: string; anchor?: string; comment?: string; commentBefore?: string; spaceBefore?: boolean };
    nodes.push({ kind: n.constructor.name, range, tag, anchor, comment, commentBefore, spaceBefore, ...(isScalar(n) ? { value: n.value, type: n.type, source: n.source } : {}), ...(isAlias(n) ? { source: n.source } : {}), ...(isMap(n) || isSeq(n) ? { flow: n.flow } : {}) });
    if (isMap(n) || isSeq(n)) for (const item of n.items as unknown[]) walk(item);
  };
  walk(doc.contents);
  const problem = (e: { code: string; message: string; pos: [number, number] }) => ({ code: e.code, message: e.message, pos: e.pos });
  return {
    errors: doc.errors.map(problem),
    warnings: doc.warnings.map(problem),
    range: doc.range,
    comment: doc.comment,
    commentBefore: doc.commentBefore,
    directives: doc.directives?.yaml,
    value: doc.errors.length === 0 ? doc.toJS({ maxAliasCount: -1, mapAsMap: true }) : undefined,
    nodes,
  };
}

const snippets: readonly string[] = [
  '',
  '---\n',
  '# only a comment\n',
  'game: A\n---\ngame: B\n---\ngame: C\n',
  'game: A\n...\ngame: B\n',
  '%YAML 1.1\n---\na: yes\nb: Y\n',
  'a: &x 1\nb: *x\nc: !!str 5\nd: !thing x\n',
  '? [a, b]\n: 1\n',
  'players: [1, 2\n',
  'game: "Tiny\n',
  "game: 'it''s'\nb: \"a\\tb\\u00e9\"\n",
  'game: a: b\n',
  'round:\n\tplay: x\n',
  'a:\n  - 1\n   - 2\n',
  'a: |\n  line 1\n\n  line 3\nb: >-\n  folded\n  text\n',
  'a: |2\n    indented\nb: |+\n  keep\n\n',
  'a: {b: 1, c: [x, y: z], }\n',
  'a: [b, {c: d}, [e]]\n',
  'a: plain\n  continued\n  lines\n',
  'a: 1\r\nb: 2\r\n',
  '\uFEFFa: 1\n',
  'a: .inf\nb: -.nan\nc: 0x1f\nd: 0o17\ne: 1e3\nf: ~\ng: null\nh: true\n',
  '- a\n- b: c\n  d: e\n',
  'a:\n  b:\n    c:\n      d: [1, 2, 3] # comment\n  # before e\n  e: f\n',
  'a: b\n c: d\n',
  '  a: 1\nb: 2\n',
  'a: "x" y\n',
  'a: @x\n',
  'a: `x`\n',
  '{a: 1\n',
  ']\n',
  'a: b #c\n#d\n\n\ne: f\n',
  '---\na: 1\n...\n',
  'a: [1,\n  2,\n  3]\n',
  'key with spaces: value with: colon\n',
  "a: 'unterminated\nb: 1\n",
  '? a\n? b\n: c\n',
  '- - - x\n',
];

describe('parseYamlDocument', () => {
  const files = [...yamlFiles(join(root, 'rules')), ...yamlFiles(join(root, 'test/grammar/corpus'))];

  it('reads every rule, variant, scenario and corpus file exactly as yaml.parseDocument does', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(summary(parseYamlDocument(text, options)), relative(root, path)).toEqual(summary(parseDocument(text, options)));
    }
  });

  it('reads broken and unusual YAML exactly as yaml.parseDocument does', () => {
    for (const text of snippets) {
      expect(summary(parseYamlDocument(text, options)), JSON.stringify(text)).toEqual(summary(parseDocument(text, options)));
    }
  });

  it('is checked against the yaml version its Parser.next was copied from', () => {
    // On an upgrade: compare Parser.next in node_modules/yaml/dist/parse/parser.js with QuietParser's,
    // bring the copy up to date, then change the version here.
    const version = (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;
    expect(version).toBe('2.9.1');
  });
});
