// Runs and gaps: per suit (or over all suits for an unsuited run), per length and start rank,
// every way to fill the positions with that rank's naturals or with wilds.
import { isWildRank } from './compile.js';
import { bySuit, declare, emit, wanted, type Search } from './search.js';
import { wrapStart } from './shape.js';
import type { HandCard, PlayedCard } from './types.js';

export function enumerateRuns(s: Search): void {
  const { ct, cr } = s;
  if (!ct.suited) {
    runPass(s, null, s.naturals.filter((c) => c.rank !== null), s.wilds > 0, false);
    return;
  }
  // Runs with a natural card are in that card's suit (an any-suit card's, in each suit of the deck);
  // an all-wild run is listed once, in the first wild suit (its suit changes nothing about what it beats).
  for (const [suit, cards] of bySuit(s, s.naturals)) runPass(s, suit, cards, s.wilds > 0 && cr.wildSuits.has(suit), true);
  if (s.wilds > 0 && cr.wildSuit0 !== null) runPass(s, cr.wildSuit0, [], true, false);
}

/** `cards`: naturals of the pass in ascending rank. */
function runPass(s: Search, suit: string | null, cards: readonly HandCard[], wildOK: boolean, needNatural: boolean): void {
  const { ct, cr } = s;
  const step = ct.step;
  let nMin = Infinity;
  let nMax = -Infinity;
  for (const c of cards) {
    const r = c.rank as number;
    if (r < nMin) nMin = r;
    if (r > nMax) nMax = r;
  }
  const natAt: (HandCard[] | undefined)[] = [];
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k] as HandCard;
    (natAt[(c.rank as number) - nMin] ??= []).push(c);
  }
  const lo = Math.min(nMin, wildOK ? cr.wildMin : Infinity);
  const hi = Math.max(nMax, wildOK ? cr.wildMax : -Infinity);
  if (lo > hi) return;

  const maxLen = Math.min(s.maxN, cards.length + (wildOK ? s.wilds : 0));
  const win = (scratch ??= { s, suit, wildOK, needNatural, natAt, nMin, len: 0, ranks: [], order: [], cand: [], canWild: [], missAfter: [], choice: [] });
  win.s = s;
  win.suit = suit;
  win.wildOK = wildOK;
  win.needNatural = needNatural;
  win.natAt = natAt;
  win.nMin = nMin;
  win.len = 0;
  for (let len = s.minN; len <= maxLen; len++) {
    const span = (len - 1) * step;
    let from = lo;
    let to = hi - span;
    if (needNatural) {
      from = Math.max(from, nMin - span);
      to = Math.min(to, nMax);
    }
    for (let a = from; a <= to; a++) {
      if (!wanted(s, a + span, a)) continue;
      win.len = len;
      for (let i = 0; i < len; i++) {
        win.ranks[i] = a + i * step;
        win.order[i] = i;
      }
      fill(win);
    }
    // Wrapping runs pass from the deck's highest rank to its lowest; a rank may not come twice.
    if (!ct.wrap || span >= cr.cycle) continue;
    for (let a = cr.deckMin; a <= cr.deckMax; a++) {
      if (a + span <= cr.deckMax) continue;
      const top = cr.deckMin + ((a + span - cr.deckMin) % cr.cycle);
      if (!wanted(s, top, a)) continue;
      win.len = len;
      for (let i = 0; i < len; i++) {
        win.ranks[i] = cr.deckMin + ((a + i * step - cr.deckMin) % cr.cycle);
        win.order[i] = i;
      }
      win.order.length = len;
      win.order.sort((x, y) => (win.ranks[x] as number) - (win.ranks[y] as number));
      if (isReading(win, a)) fill(win);
    }
  }
}

/**
 * Whether the window's ranks read as this wrapped run (as classify reads them) rather than as a
 * straight run or another rotation: a run of the deck's whole cycle is listed once, straight.
 */
function isReading(w: Window, a: number): boolean {
  const sorted = w.order.map((i) => w.ranks[i] as number);
  const step = w.s.ct.step;
  if (sorted.every((r, i) => i === 0 || r - (sorted[i - 1] as number) === step)) return false;
  const start = wrapStart(step, sorted, w.s.cr);
  return start !== null && sorted[start] === a;
}

interface Window {
  s: Search;
  suit: string | null;
  wildOK: boolean;
  needNatural: boolean;
  natAt: readonly (HandCard[] | undefined)[];
  nMin: number;
  len: number;
  /** Per position: its rank, and (order) the positions in ascending rank. */
  readonly ranks: number[];
  readonly order: number[];
  readonly cand: (HandCard[] | undefined)[];
  readonly canWild: boolean[];
  /** missAfter[i]: positions from i on that only a wild can fill. */
  readonly missAfter: number[];
  readonly choice: (HandCard | null)[];
}

/**
 * The one window every pass works in: a pass sets its fields, and its arrays are written before
 * they are read at every position below `len` (enumeration never starts another enumeration).
 */
let scratch: Window | null = null;

function fill(w: Window): void {
  const { len, s } = w;
  w.missAfter[len] = 0;
  for (let i = len - 1; i >= 0; i--) {
    const r = w.ranks[i] as number;
    const cand = w.natAt[r - w.nMin];
    const canWild = w.wildOK && isWildRank(s.cr, r);
    if (!cand && !canWild) return;
    w.cand[i] = cand;
    w.canWild[i] = canWild;
    w.missAfter[i] = (w.missAfter[i + 1] as number) + (cand ? 0 : 1);
  }
  if ((w.missAfter[0] as number) > s.wilds) return;
  choose(w, 0, 0, 0);
}

function choose(w: Window, i: number, wildsUsed: number, naturals: number): void {
  if (i === w.len) {
    if (w.needNatural && naturals === 0) return;
    output(w, wildsUsed);
    return;
  }
  const cand = w.cand[i];
  if (cand) {
    // Indexed: for…of made an iterator result per card in this recursion.
    for (let k = 0; k < cand.length; k++) {
      w.choice[i] = cand[k] as HandCard;
      choose(w, i + 1, wildsUsed, naturals + 1);
    }
  }
  if (w.canWild[i] && wildsUsed + (w.missAfter[i + 1] as number) < w.s.wilds) {
    w.choice[i] = null;
    choose(w, i + 1, wildsUsed + 1, naturals);
  }
}

function output(w: Window, wildsUsed: number): void {
  const wilds = w.s.wildsById[wildsUsed] as readonly HandCard[];
  const cards = new Array<PlayedCard>(w.len);
  let next = 0;
  for (let p = 0; p < w.len; p++) {
    const i = w.order[p] as number;
    const c = w.choice[i];
    cards[p] = c ?? declare(wilds[next++] as HandCard, w.ranks[i] as number, w.suit);
  }
  emit(w.s, cards);
}
