import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMap, isScalar, parseDocument, stringify, type Scalar } from 'yaml';
import { LineMap } from '../../../grammar/diagnostics.js';
import { scalarSource } from '../../../grammar/yaml/scalar-offsets.js';

/** The scalar under key `x` of a one-key document, with its ScalarSource. */
function source(text: string) {
  const doc = parseDocument(text);
  expect(doc.errors).toEqual([]);
  // The first value that is a scalar, depth first.
  let node: unknown = doc.contents;
  while (isMap(node)) node = node.items[0]?.value;
  if (!isScalar(node)) throw new Error('not a scalar');
  const lines = new LineMap('f.yaml', text);
  return { node: node as Scalar, lines, src: scalarSource(node as Scalar, lines) };
}

/** line:column of the decoded value's unit i. */
function at(text: string, needle: string, nth = 0): string {
  const { lines, src } = source(text);
  let i = -1;
  for (let k = 0; k <= nth; k++) i = src.text.indexOf(needle, i + 1);
  expect(i).toBeGreaterThanOrEqual(0);
  const p = lines.position(src.toFileOffset(i));
  return `${p.line}:${p.column}`;
}

describe('scalarSource', () => {
  it('maps a plain scalar one to one', () => {
    const text = 'x: me.hand.size <= 5 and\n';
    const { src } = source(text);
    expect(src.text).toBe('me.hand.size <= 5 and');
    expect(src.exact).toBe(true);
    expect(src.toFileOffset(0)).toBe(3);
    expect(src.toFileOffset(18)).toBe(21);
    expect(src.toFileOffset(src.text.length)).toBe(24);
  });

  it('maps a multi-line plain scalar across its folded line break', () => {
    const text = 'round:\n  end-when: players.any(p =>\n      p.hand.size == 0)\n';
    expect(at(text, 'p.hand')).toBe('3:7');
    expect(at(text, 'players')).toBe('2:13');
  });

  it('maps a single-quoted scalar with doubled quotes', () => {
    const text = "x: 'move.kind == ''play'' and z'\n";
    const { src } = source(text);
    expect(src.text).toBe("move.kind == 'play' and z");
    expect(at(text, 'and')).toBe('1:27');
    expect(at(text, 'z')).toBe('1:31');
    expect(src.toFileOffset(src.text.length)).toBe(text.indexOf("'\n"));
  });

  it('maps a multi-line single-quoted scalar', () => {
    const text = "x: 'a and\n\n   b or c'\n";
    const { src } = source(text);
    expect(src.text).toBe('a and\nb or c');
    expect(at(text, 'b')).toBe('3:4');
    expect(at(text, 'c')).toBe('3:9');
  });

  it('maps a double-quoted scalar with escapes', () => {
    const text = 'x: "say \\"hi\\"\\n\\tthen \\\\ \\x41\\u00e9 end"\n';
    const { src } = source(text);
    expect(src.text).toBe('say "hi"\n\tthen \\ Aé end');
    expect(src.toFileOffset(src.text.indexOf('"'))).toBe(text.indexOf('\\"'));
    expect(at(text, '\n')).toBe(`1:${text.indexOf('\\n') + 1}`);
    expect(at(text, 'then')).toBe(`1:${text.indexOf('then') + 1}`);
    expect(at(text, 'A')).toBe(`1:${text.indexOf('\\x41') + 1}`);
    expect(at(text, 'é')).toBe(`1:${text.indexOf('\\u00e9') + 1}`);
    expect(at(text, 'end')).toBe(`1:${text.indexOf('end') + 1}`);
    // The end of a unit that came from an escape is the end of the escape.
    const a = src.text.indexOf('A');
    expect(src.toFileOffset(a + 1)).toBe(text.indexOf('\\u00e9'));
  });

  it('maps a multi-line double-quoted scalar with folding and an escaped line break', () => {
    const text = 'on:\n  x: "trick.in.size > 0 and\n     pass_cards\\\n     .available.size > 0"\n';
    const { src } = source(text);
    expect(src.text).toBe('trick.in.size > 0 and pass_cards.available.size > 0');
    expect(at(text, 'pass_cards')).toBe('3:6');
    expect(at(text, '.available')).toBe('4:6');
  });

  it('maps a literal block scalar', () => {
    const text = 'x: |\n  make_wild(dummy.first)\n  move(dummy.first, me.hand)\ny: 1\n';
    const { src } = source(text);
    expect(src.text).toBe('make_wild(dummy.first)\nmove(dummy.first, me.hand)\n');
    expect(at(text, 'move')).toBe('3:3');
    expect(at(text, 'me.hand')).toBe('3:21');
    expect(src.toFileOffset(src.text.indexOf('\n'))).toBe(text.indexOf(')\n') + 1);
  });

  it('maps a folded block scalar with a kept more-indented line and strip chomping', () => {
    const text = 'x: >-\n    players.any(p =>\n    p.score > threshold)\n\n      extra\n    tail\n';
    const { src } = source(text);
    expect(src.text).toBe('players.any(p => p.score > threshold)\n\n  extra\ntail');
    expect(at(text, 'p.score')).toBe('3:5');
    expect(at(text, 'extra')).toBe('5:7');
    expect(at(text, 'tail')).toBe('6:5');
  });

  it('maps a block scalar with an explicit indentation indicator', () => {
    const text = 'a:\n  x: |2\n      indented\n     less\n';
    const { src } = source(text.replace('a:\n  ', '').replace(/^ {2}/gm, ''));
    expect(src.exact).toBe(true);
    const nested = parseDocument(text);
    const inner = (nested.getIn(['a', 'x'], true) as Scalar);
    const s2 = scalarSource(inner, new LineMap('f', text));
    expect(s2.exact).toBe(true);
    expect(s2.text).toBe('  indented\n less\n');
    expect(s2.toFileOffset(2)).toBe(text.indexOf('indented'));
  });

  it('handles CRLF line breaks', () => {
    const text = 'x: |\r\n  a\r\n  b\r\ny: "c\r\n  d"\r\n';
    const { src } = source(text);
    expect(src.text).toBe('a\nb\n');
    expect(src.exact).toBe(true);
    expect(src.toFileOffset(2)).toBe(text.indexOf('b'));
  });

  it('never throws and stays inside the scalar for out-of-range offsets', () => {
    const { src, node } = source('x: "ab"\n');
    const [s, e] = node.range ?? [0, 0];
    for (const i of [-5, 0, 1, 2, 3, 100, Number.NaN]) {
      const o = src.toFileOffset(i);
      expect(o).toBeGreaterThanOrEqual(s);
      expect(o).toBeLessThanOrEqual(e);
    }
  });

  it('decodes exactly what the yaml package decodes, in every style (property)', () => {
    const styles = ['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'] as const;
    const chars = fc.constantFrom('a', 'b', ' ', '  ', '\n', '\t', "'", '"', '\\', 'é', '😀', '#', ':', '-', '\r\n', '\x07');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }).map((a) => a.join('')), fc.constantFrom(...styles), fc.integer({ min: 10, max: 80 }), (value, style, lineWidth) => {
        const text = stringify({ k: { x: value } }, { defaultStringType: style, lineWidth, minContentWidth: 5 });
        const doc = parseDocument(text);
        const node = doc.getIn(['k', 'x'], true);
        if (!isScalar(node) || node.value !== value) return; // the stringifier chose a form we cannot read back
        const lines = new LineMap('f', text);
        const src = scalarSource(node as Scalar, lines);
        expect(src.text).toBe(value);
        expect(src.exact).toBe(true);
        const [s, e] = node.range ?? [0, 0];
        let previous = s;
        for (let i = 0; i <= value.length; i++) {
          const o = src.toFileOffset(i);
          expect(o).toBeGreaterThanOrEqual(previous);
          expect(o).toBeLessThanOrEqual(e);
          previous = o;
          const ch = value[i];
          if (i < value.length && ch !== undefined && /[ab#:é-]/.test(ch)) expect(text[o]).toBe(ch);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
