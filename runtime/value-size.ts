// The size of a value: elements of a list (nested lists counted through) plus characters of a
// string. A var, or a list or string an expression builds, holds at most MAX_VALUE_SIZE, so a var
// doubled every move stops with runtime/too-large instead of exhausting memory.
import type { SourceRange } from '../grammar/diagnostics.js';
import { RuleError } from './eval/context.js';
import { spend } from './budget.js';
import type { Value } from './values.js';

export const MAX_VALUE_SIZE = 100_000;

/** The size of `v`, counted only up to just past `cap`. */
export function valueSize(v: Value, cap: number = MAX_VALUE_SIZE): number {
  if (typeof v === 'string') return v.length;
  if (!Array.isArray(v)) return 1;
  let n = 0;
  const stack: Value[] = [v];
  while (stack.length > 0 && n <= cap) {
    const x = stack.pop() as Value;
    if (typeof x === 'string') n += x.length;
    else if (Array.isArray(x)) {
      n += x.length;
      for (let i = 0; i < x.length && n <= cap; i++) if (typeof x[i] === 'object' || typeof x[i] === 'string') stack.push(x[i] as Value);
    }
  }
  return n;
}

export function tooLarge(size: number, range: SourceRange | undefined): never {
  const what = size > MAX_VALUE_SIZE + 1 ? size.toLocaleString('en-US') : `more than ${MAX_VALUE_SIZE.toLocaleString('en-US')}`;
  throw new RuleError('runtime/too-large', `this list or string would hold ${what} elements or characters; a value may hold at most ${MAX_VALUE_SIZE.toLocaleString('en-US')}`, range);
}

/** A length an expression is about to build (a list's or string's): past the bound, runtime/too-large. */
export function checkLength(length: number, range: SourceRange | undefined): void {
  if (length > MAX_VALUE_SIZE) tooLarge(length, range);
}

/** A value about to be stored in a var: its whole size is paid for and bounded. */
export function checkStored(v: Value, range: SourceRange | undefined): void {
  if (typeof v !== 'object' && typeof v !== 'string') return;
  const n = valueSize(v);
  spend(n, range);
  if (n > MAX_VALUE_SIZE) tooLarge(n, range);
}
