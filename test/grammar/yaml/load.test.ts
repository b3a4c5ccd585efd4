import { describe, expect, it } from 'vitest';
import { isScalar } from 'yaml';
import { formatDiagnostic } from '../../../grammar/diagnostics.js';
import { keyNodeAt, loadYaml, nodeAt, rangeOf, toPlain } from '../../../grammar/yaml/load.js';
import { yamlCodes } from '../../../grammar/yaml/codes.js';

/** `code@line:col-line:col` for each diagnostic, in order. */
function summary(text: string): string[] {
  return loadYaml('r.yaml', text).diagnostics.map(
    (d) => `${d.code}@${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column}`,
  );
}

const cases: ReadonlyArray<readonly [string, string, string[]]> = [
  ['a valid file', 'game: Tiny\nplayers: 3..4\n', []],
  ['a duplicate key, at the second key', 'game: A\nplayers: 3\ngame: B\n', ['yaml/duplicate-key@3:1-3:5']],
  ['a nested duplicate key', 'melds:\n  set: {size: 2}\n  set: {size: 3}\n', ['yaml/duplicate-key@3:3-3:6']],
  ['a duplicate key in flow style', 'cards: {suits: 1, suits: 2}\n', ['yaml/duplicate-key@1:19-1:24']],
  ['keys that are the same number', 'deck:\n  3: {}\n  03: {}\n', ['yaml/duplicate-key@3:3-3:5']],
  ['an alias and its anchor', 'a: &x 1\nb: *x\n', ['yaml/alias@1:4-1:6', 'yaml/alias@2:4-2:6']],
  ['an anchor on a mapping', 'a: &base\n  x: 1\n', ['yaml/alias@1:4-1:9']],
  ['a tag', 'game: !!str 5\n', ['yaml/tag@1:7-1:12']],
  ['a custom tag', 'game: !thing x\n', ['yaml/tag@1:7-1:13']],
  ['a complex key', '? [a, b]\n: 1\n', ['yaml/complex-key@1:3-1:9']],
  ['two documents', 'game: A\n---\ngame: B\n', ['yaml/multiple-documents@2:1-3:8']],
  ['a document end marker then content', 'game: A\n...\ngame: B\n', ['yaml/multiple-documents@3:1-3:8']],
  ['an unclosed flow list', 'players: [1, 2\n', ['yaml/syntax@2:1-2:1']],
  ['an unclosed quote', 'game: "Tiny\n', ['yaml/syntax@2:1-2:1']],
  ['a nested compact mapping', 'game: a: b\n', ['yaml/syntax@1:7-1:8']],
  ['a tab as indentation', 'round:\n\tplay: x\n', ['yaml/syntax@2:1-2:2']],
  ['brackets nested deeper than 64', `a: ${'['.repeat(65)}${']'.repeat(65)}\n`, ['yaml/too-deep@1:68-1:69']],
  ['brackets in quotes, comments and expressions, which do not nest', `a: "${'['.repeat(70)}"\nb: hand${'['.repeat(70)}\n# ${'{'.repeat(70)}\n`, []],
  ['an empty file', '', ['yaml/not-a-map@1:1-1:1']],
  ['only a comment', '# nothing\n', ['yaml/not-a-map@1:1-1:1']],
  ['a list at the top', '- a\n- b\n', ['yaml/not-a-map@1:1-3:1']],
  ['a scalar at the top', 'hello\n', ['yaml/not-a-map@1:1-1:6']],
];

describe('loadYaml', () => {
  for (const [name, text, expected] of cases) {
    it(`reports ${name}`, () => {
      expect(summary(text)).toEqual(expected);
    });
  }

  it('covers every yaml code in the table above or below', () => {
    const seen = new Set(cases.flatMap(([, , e]) => e.map((s) => s.split('@')[0])));
    seen.add('yaml/too-large');
    expect([...seen].sort()).toEqual([...yamlCodes].sort());
  });

  it('refuses a file over 1 MiB before parsing, at the first byte over the limit', () => {
    const line = 'x: 1234567890\n';
    const text = line.repeat(Math.ceil((1024 * 1024) / line.length) + 1);
    const r = loadYaml('big.yaml', text);
    expect(r.doc).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['yaml/too-large']);
    expect(r.diagnostics[0]?.range.start.offset).toBe(1024 * 1024);
    // Multi-byte characters count as their UTF-8 size.
    const wide = `x: "${'é'.repeat(600 * 1024)}"\n`;
    expect(loadYaml('w.yaml', wide).diagnostics.map((d) => d.code)).toEqual(['yaml/too-large']);
    expect(loadYaml('w.yaml', `x: "${'é'.repeat(400 * 1024)}"\n`).diagnostics).toEqual([]);
  });

  it('returns no document when there is an error, and a document when there are none', () => {
    expect(loadYaml('r.yaml', 'a: 1\na: 2\n').doc).toBeUndefined();
    expect(loadYaml('r.yaml', 'a: 1\n').doc).toBeDefined();
  });

  it('puts the yaml error code in a syntax message, with the file name in the range', () => {
    const [d] = loadYaml('games/x.yaml', 'game: "Tiny\n').diagnostics;
    expect(d?.message).toContain('MISSING_CHAR');
    expect(d && formatDiagnostic(d)).toMatch(/^games\/x\.yaml:2:1: error yaml\/syntax: /);
  });

  it('finds nodes and keys by path and gives their ranges', () => {
    const text = 'game: Tiny\ndeck:\n  3: { suits: [R, G] }\nround:\n  setup:\n    - shuffle: deck\n';
    const { doc } = loadYaml('r.yaml', text);
    if (!doc) throw new Error('no doc');
    const g = nodeAt(doc, ['deck', '3', 'suits', 1]);
    expect(g && isScalar(g) ? g.value : undefined).toBe('G');
    expect(g && rangeOf(doc, g).start).toEqual({ line: 3, column: 19, offset: 35 });
    const k = keyNodeAt(doc, ['round', 'setup', '0', 'shuffle']);
    expect(k && rangeOf(doc, k)).toMatchObject({ file: 'r.yaml', start: { line: 6, column: 7 }, end: { line: 6, column: 14 } });
    expect(keyNodeAt(doc, ['deck', 3]) && rangeOf(doc, keyNodeAt(doc, ['deck', 3])!).start.line).toBe(3);
    expect(nodeAt(doc, ['nope', 'x'])).toBeUndefined();
    expect(keyNodeAt(doc, [])).toBeUndefined();
    expect(keyNodeAt(doc, ['round', 'setup', 0])).toBeUndefined();
    expect(toPlain(doc)).toEqual({ game: 'Tiny', deck: { '3': { suits: ['R', 'G'] } }, round: { setup: [{ shuffle: 'deck' }] } });
  });

  it('keeps __proto__ as a plain key', () => {
    const { doc } = loadYaml('r.yaml', '__proto__: { polluted: 1 }\n');
    if (!doc) throw new Error('no doc');
    const plain = toPlain(doc) as Record<string, unknown>;
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.keys(plain)).toEqual(['__proto__']);
  });

  it('does not expand an alias bomb', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 9; i++) bomb.push(`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`);
    const start = Date.now();
    const r = loadYaml('bomb.yaml', bomb.join('\n') + '\n');
    expect(r.doc).toBeUndefined();
    expect(r.diagnostics.every((d) => d.code === 'yaml/alias')).toBe(true);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});
