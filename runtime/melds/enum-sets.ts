// Sets: per rank, every subset of the hand's naturals of that rank plus a number of wilds.
import { isWildRank } from './compile.js';
import { sortCanonical } from './order.js';
import { declare, emit, wanted, type Search } from './search.js';
import type { HandCard, PlayedCard } from './types.js';

export function enumerateSets(s: Search): void {
  const { naturals: nat, cr } = s;
  const ranks = new Set<number>();
  let i = 0;
  while (i < nat.length) {
    const r = (nat[i] as HandCard).rank;
    let j = i + 1;
    while (j < nat.length && (nat[j] as HandCard).rank === r) j++;
    if (r !== null) {
      ranks.add(r);
      setsAt(s, r, nat.slice(i, j));
    }
    i = j;
  }
  if (s.wilds > 0) {
    for (let r = cr.wildMin; r <= cr.wildMax; r++) if (!ranks.has(r)) setsAt(s, r, []);
  }
}

function setsAt(s: Search, r: number, group: readonly HandCard[]): void {
  if (!wanted(s, r, r)) return;
  const w = isWildRank(s.cr, r) ? s.wilds : 0;
  const g = group.length;
  // Wilds (suit null) come first in canonical order unless a natural has no suit either.
  const needsSort = group.some((c) => c.suit === null);
  for (let mask = 0; mask < 1 << g; mask++) {
    let pc = 0;
    for (let m = mask; m !== 0; m &= m - 1) pc++;
    for (let j = 0; j <= w; j++) {
      const n = pc + j;
      if (n < s.minN) continue;
      if (n > s.maxN) break;
      const cards: PlayedCard[] = [];
      for (const x of s.wildsById[j] as readonly HandCard[]) cards.push(declare(x, r, null));
      for (let b = 0; b < g; b++) if (mask & (1 << b)) cards.push(group[b] as HandCard);
      emit(s, needsSort ? sortCanonical(cards) : cards);
    }
  }
}
