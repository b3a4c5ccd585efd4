// The one JSON-rules deep copy (grammar/json-copy.ts), used by the variant merge and by every view:
// it must give what JSON.parse(JSON.stringify(v)) gives, as a fresh object.
import { describe, expect, it } from 'vitest';
import { jsonCopy } from '../../grammar/json-copy.js';

describe('jsonCopy', () => {
  it('copies as a JSON round trip does, sharing nothing', () => {
    const proto = JSON.parse('{"__proto__": {"x": 1}}') as object;
    const values: unknown[] = [
      null, true, 'text', 3, -0, Number.NaN, Infinity,
      [1, [2, [3]], undefined, () => 1],
      { a: 1, b: undefined, c: () => 2, d: { e: [null, -0] } },
      proto,
    ];
    for (const v of values) {
      const copy = jsonCopy(v);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(v));
      expect(copy).toStrictEqual(JSON.parse(JSON.stringify(v)));
      if (typeof v === 'object' && v !== null) expect(copy).not.toBe(v);
    }
    expect(Object.is(jsonCopy(-0), 0)).toBe(true);
    expect(Object.getPrototypeOf(jsonCopy(proto))).toBe(Object.prototype);
    expect(Object.keys(jsonCopy(proto))).toEqual(['__proto__']);
  });
});
