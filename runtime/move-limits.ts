// Bounds on how many answers a decision may have: a choice's options and the legal moves of one
// turn. Past them the rules stop with a coded error instead of listing millions of moves (a hand
// of 1,000 ranks in one suit holds some 500,000 runs) until memory runs out.
import type { SourceRange } from '../grammar/diagnostics.js';
import { RuleError } from './eval/context.js';

/** The most options one choice (or one setup `choose` or `split` decision) may offer. */
export const MAX_CHOICE_OPTIONS = 5000;
/** The most plays one turn may list (the meld engine stops listing there). */
export const MAX_LEGAL_MOVES = 100_000;

let legalCap = MAX_LEGAL_MOVES;

/** Runs `f` with another bound on plays per turn (for tests), then puts the default back. */
export function withLegalMovesCap<T>(cap: number, f: () => T): T {
  const saved = legalCap;
  legalCap = cap;
  try {
    return f();
  } finally {
    legalCap = saved;
  }
}

/** A choice about to offer `n` options: past the bound, runtime/too-many-options. */
export function checkOptionCount(n: number, range: SourceRange | undefined): void {
  if (n > MAX_CHOICE_OPTIONS) {
    throw new RuleError('runtime/too-many-options', `this choice would offer ${n > MAX_CHOICE_OPTIONS * 10 ? 'more than ' + (MAX_CHOICE_OPTIONS * 10).toLocaleString('en-US') : n.toLocaleString('en-US')} options; a choice may offer at most ${MAX_CHOICE_OPTIONS.toLocaleString('en-US')}`, range);
  }
}

/** A turn's listing has reached `n` plays: past the bound, runtime/too-many-moves. */
export function checkPlayCount(n: number): void {
  if (n >= legalCap) {
    throw new RuleError('runtime/too-many-moves', `this turn has more than ${legalCap.toLocaleString('en-US')} possible plays; a turn may have at most ${legalCap.toLocaleString('en-US')}`, undefined);
  }
}

/** C(n, k), counted only up to just past `cap`. */
export function binomialUpTo(n: number, k: number, cap: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= m; i++) {
    c = (c * (n - m + i)) / i;
    if (c > cap) return cap + 1;
  }
  return Math.round(c);
}
