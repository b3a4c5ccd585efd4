// The copy a view makes of what it takes from the state (the events above all): exactly what
// jsonCopy (grammar/json-copy.ts) and so `JSON.parse(JSON.stringify(v))` give — fields holding
// `undefined` or functions left out (in arrays: null), a non-finite number null, -0 0, `__proto__`
// an own key — but quicker on the events' shapes: strings and small arrays of them are most of it,
// and `for…in` with an own-key check walks an object without making its key list.
const hasOwn = Object.prototype.hasOwnProperty;

/** A fresh, JSON-safe copy of `v`, as jsonCopy makes it. */
export function viewCopy<T>(v: T): T {
  return copy(v) as T;
}

function copy(v: unknown): unknown {
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v + 0 : null;
  if (typeof v !== 'object') return typeof v === 'function' ? undefined : v;
  if (v === null) return null;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      const c = typeof x === 'string' ? x : copy(x);
      out[i] = c === undefined ? null : c;
    }
    return out;
  }
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in o) {
    if (!hasOwn.call(o, k)) continue;
    const x = o[k];
    const c = typeof x === 'string' ? x : copy(x);
    if (c === undefined) continue;
    if (k === '__proto__') Object.defineProperty(out, k, { value: c, writable: true, enumerable: true, configurable: true });
    else out[k] = c;
  }
  return out;
}

/**
 * A fresh copy of a value that is already JSON-clean (made by viewCopy, and never handed out):
 * the same as viewCopy of it, but quicker, as nothing in it needs leaving out or changing. An
 * object is copied by spreading it (V8 copies a spread object's fields in one go), then its
 * nested objects and arrays in turn.
 */
export function copyClean<T>(v: T): T {
  return clean(v) as T;
}

function clean(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = v.slice();
    for (let i = 0; i < out.length; i++) {
      const x: unknown = out[i];
      if (typeof x === 'object' && x !== null) out[i] = clean(x);
    }
    return out;
  }
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clean(x);
  }
  return out;
}
