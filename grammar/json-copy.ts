// A deep copy by JSON's rules, as `JSON.parse(JSON.stringify(v))` makes it — fields holding
// `undefined` (or functions) are left out, a non-finite number becomes null, -0 becomes 0,
// `__proto__` stays an own key — without writing and reading the text. The variant merge copies
// rule-file values with it, and every view copies the game's events with it (the text round trip
// cost most of a view's time).

/** A fresh, JSON-safe copy of `v`. */
export function jsonCopy<T>(v: T): T {
  return copy(v) as T;
}

function copy(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v + 0 : null;
  if (typeof v !== 'object' || v === null) return typeof v === 'function' ? undefined : v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const c = copy(v[i]);
      out[i] = c === undefined ? null : c;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const c = copy((v as Record<string, unknown>)[k]);
    if (c === undefined) continue;
    if (k === '__proto__') Object.defineProperty(out, k, { value: c, writable: true, enumerable: true, configurable: true });
    else out[k] = c;
  }
  return out;
}
