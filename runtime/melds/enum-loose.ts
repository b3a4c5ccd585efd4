// Melds that constrain ranks loosely: free melds (no `same`, no `step`: in practice a single) and
// flushes (`same: suit` without `step`). A wild's rank only matters to the height and low, so the
// wilds of one such play are all declared at one common rank: one play per rank of wilds.ranks.
import { sortCanonical } from './order.js';
import { bySuit, declare, emit, wanted, type Search } from './search.js';
import type { HandCard, PlayedCard } from './types.js';

export function enumerateLoose(s: Search): void {
  if (s.ct.kind === 'free') {
    loosePass(s, s.naturals, null, true, false);
    return;
  }
  for (const [suit, cards] of bySuit(s, s.naturals)) loosePass(s, cards, suit, s.cr.wildSuits.has(suit), true);
  if (s.cr.wildSuit0 !== null) loosePass(s, [], s.cr.wildSuit0, true, false);
}

function loosePass(s: Search, pool: readonly HandCard[], suit: string | null, wildOK: boolean, needNatural: boolean): void {
  const maxWilds = wildOK ? s.wilds : 0;
  const maxN = Math.min(s.maxN, pool.length + maxWilds);
  const picked: HandCard[] = [];
  for (let n = s.minN; n <= maxN; n++) {
    for (let j = Math.max(0, n - pool.length); j <= Math.min(maxWilds, n); j++) {
      if (needNatural && j === n) continue;
      combos(pool, n - j, 0, picked, (nat) => withWilds(s, nat, j, suit));
    }
  }
}

function combos(pool: readonly HandCard[], k: number, from: number, picked: HandCard[], visit: (p: readonly HandCard[]) => void): void {
  if (picked.length === k) {
    visit(picked);
    return;
  }
  for (let i = from; i <= pool.length - (k - picked.length); i++) {
    picked.push(pool[i] as HandCard);
    combos(pool, k, i + 1, picked, visit);
    picked.pop();
  }
}

function withWilds(s: Search, nat: readonly HandCard[], j: number, suit: string | null): void {
  let height = -Infinity;
  let low = Infinity;
  for (const c of nat) {
    const r = c.rank ?? 0;
    if (r > height) height = r;
    if (r < low) low = r;
  }
  if (j === 0) {
    if (wanted(s, height, low)) emit(s, nat.slice());
    return;
  }
  const wilds = s.wildsById[j] as readonly HandCard[];
  for (let r = s.cr.wildMin; r <= s.cr.wildMax; r++) {
    if (!wanted(s, Math.max(height, r), Math.min(low, r))) continue;
    const cards: PlayedCard[] = nat.slice();
    for (const w of wilds) cards.push(declare(w, r, suit));
    emit(s, sortCanonical(cards));
  }
}
