// The views' copies (runtime/view-copy.ts): viewCopy must give what jsonCopy and a JSON round trip
// give, and copyClean of a viewCopy the same again, each a fresh tree that shares nothing.
import { describe, expect, it } from 'vitest';
import { jsonCopy } from '../../grammar/json-copy.js';
import { copyClean, viewCopy } from '../../runtime/view-copy.js';

/** Every object and array inside `v`, `v` included. */
function objects(v: unknown, out: object[] = []): object[] {
  if (typeof v === 'object' && v !== null) {
    out.push(v);
    for (const x of Object.values(v)) objects(x, out);
  }
  return out;
}

describe('viewCopy and copyClean', () => {
  const proto = JSON.parse('{"__proto__": {"x": 1}, "y": [{"__proto__": 2}]}') as object;
  const values: unknown[] = [
    null, true, 'text', 3, -0, Number.NaN, Infinity,
    [1, [2, [3]], undefined, () => 1, 'a', -0],
    { a: 1, b: undefined, c: () => 2, d: { e: [null, -0, Number.NaN] }, f: 'x' },
    { kind: 'move', seat: 0, move: { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '1D' }] }, text: 'play 1D', see: [0, 2] },
    proto,
  ];

  it('viewCopy copies as jsonCopy and a JSON round trip do', () => {
    for (const v of values) {
      const copy = viewCopy(v);
      expect(copy).toStrictEqual(jsonCopy(v));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(v));
      expect(Object.keys(objects(copy))).toEqual(Object.keys(objects(jsonCopy(v))));
    }
    expect(Object.is(viewCopy(-0), 0)).toBe(true);
    expect(Object.getPrototypeOf(viewCopy(proto))).toBe(Object.prototype);
    expect(Object.keys(viewCopy(proto))).toEqual(['__proto__', 'y']);
  });

  it('copyClean of a clean copy is the same, and shares nothing with it', () => {
    for (const v of values) {
      const clean = viewCopy(v);
      const copy = copyClean(clean);
      expect(copy).toStrictEqual(clean);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(clean));
      const mine = objects(copy);
      for (const o of objects(clean)) expect(mine.includes(o)).toBe(false);
    }
    const again = copyClean(viewCopy(proto)) as Record<string, unknown>;
    expect(Object.keys(again)).toEqual(['__proto__', 'y']);
    expect(Object.getPrototypeOf(again)).toBe(Object.prototype);
  });
});
