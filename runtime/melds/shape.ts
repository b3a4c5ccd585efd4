// Whether declared cards have the shape of one meld type, and if so its height and lowest rank.
// `only` is not looked at here (see classify), so that formsMeld can tell the two failures apart.
import { isWildRank, wildsFit, type CompiledRules, type CompiledType } from './compile.js';
import type { PlayedCard } from './types.js';

export interface Shape { height: number; low: number }

export function shapeOf(ct: CompiledType, cards: readonly PlayedCard[], cr: CompiledRules): Shape | null {
  const n = cards.length;
  if (n < ct.min || n > ct.max) return null;
  if (!wildsFit(ct, cards)) return null;
  for (const c of cards) {
    // A wild must be declared as a rank of wilds.ranks, and in a suited meld as a suit of wilds.suits.
    if (c.wild && !isWildRank(cr, c.rank)) return null;
    if (c.wild && ct.suited && (c.suit === null || !cr.wildSuits.has(c.suit))) return null;
    // An any-suit card takes a suit of the deck in a suited meld, and has none elsewhere.
    if (c.anySuit === true && !c.wild && (ct.suited ? c.suit === null || !cr.deckSuitSet.has(c.suit) : c.suit !== null)) return null;
  }
  switch (ct.kind) {
    case 'free': return extent(cards, true);
    case 'set': return setShape(cards);
    case 'flush': return sameSuit(cards) ? extent(cards, false) : null;
    case 'run': return ct.suited && !sameSuit(cards) ? null : runShape(ct, cards, cr);
    case 'group': return groupShape(ct, cards);
  }
}

/** N cards of each rank, the ranks going up by the step; no wilds. */
function groupShape(ct: CompiledType, cards: readonly PlayedCard[]): Shape | null {
  const n = ct.group;
  if (cards.length % n !== 0) return null;
  const ranks: number[] = [];
  for (const c of cards) {
    if (c.rank === null || c.wild) return null;
    ranks.push(c.rank);
  }
  ranks.sort((a, b) => a - b);
  for (let i = 0; i < ranks.length; i++) {
    const first = ranks[i - (i % n)] as number;
    if (ranks[i] !== first) return null;
    if (i % n === 0 && i > 0 && first - (ranks[i - 1] as number) !== ct.step) return null;
  }
  return { height: ranks[ranks.length - 1] as number, low: ranks[0] as number };
}

/** Highest and lowest rank; a card without rank counts as 0 where that is allowed, else fails. */
function extent(cards: readonly PlayedCard[], rankless: boolean): Shape | null {
  let height = -Infinity;
  let low = Infinity;
  for (const c of cards) {
    if (c.rank === null && !rankless) return null;
    const r = c.rank ?? 0;
    if (r > height) height = r;
    if (r < low) low = r;
  }
  return { height, low };
}

function sameSuit(cards: readonly PlayedCard[]): boolean {
  const s = (cards[0] as PlayedCard).suit;
  if (s === null) return false;
  for (const c of cards) if (c.suit !== s) return false;
  return true;
}

function setShape(cards: readonly PlayedCard[]): Shape | null {
  const r = (cards[0] as PlayedCard).rank;
  if (r === null) return null;
  for (const c of cards) if (c.rank !== r) return null;
  return { height: r, low: r };
}

/** runShape's ranks, reused (a shape is worked out once per play made: no list per play). */
let rankBuf = new Float64Array(16);

function runShape(ct: CompiledType, cards: readonly PlayedCard[], cr: CompiledRules): Shape | null {
  const n = cards.length;
  if (rankBuf.length < n) rankBuf = new Float64Array(Math.max(n, rankBuf.length * 2));
  const ranks = rankBuf;
  for (let i = 0; i < n; i++) {
    const r = (cards[i] as PlayedCard).rank;
    if (r === null) return null;
    // Insertion sort: a meld has a handful of cards.
    let j = i - 1;
    for (; j >= 0 && (ranks[j] as number) > r; j--) ranks[j + 1] = ranks[j] as number;
    ranks[j + 1] = r;
  }
  let straight = true;
  for (let i = 1; i < n && straight; i++) straight = (ranks[i] as number) - (ranks[i - 1] as number) === ct.step;
  if (straight) return { height: ranks[n - 1] as number, low: ranks[0] as number };
  return ct.wrap ? wrappedShape(ct.step, Array.from(ranks.subarray(0, n)), cr) : null;
}

/**
 * A wrapping run: all ranks in the deck, and some rotation of the sorted ranks goes up by `step`
 * modulo the deck's cycle, passing the top once. Its height is the last card of that sequence, its
 * low the first.
 */
function wrappedShape(step: number, ranks: readonly number[], cr: CompiledRules): Shape | null {
  const start = wrapStart(step, ranks, cr);
  if (start === null) return null;
  return { height: ranks[start - 1] as number, low: ranks[start] as number };
}

/** For ascending distinct ranks that are no straight run: where the wrapped reading starts, if any. */
export function wrapStart(step: number, ranks: readonly number[], cr: CompiledRules): number | null {
  const n = ranks.length;
  if ((ranks[0] as number) < cr.deckMin || (ranks[n - 1] as number) > cr.deckMax) return null;
  for (let start = 1; start < n; start++) {
    let ok = true;
    for (let i = 0; i < n - 1 && ok; i++) {
      const a = ranks[(start + i) % n] as number;
      const b = ranks[(start + i + 1) % n] as number;
      ok = (((b - a) % cr.cycle) + cr.cycle) % cr.cycle === step;
    }
    if (ok) return start;
  }
  return null;
}
