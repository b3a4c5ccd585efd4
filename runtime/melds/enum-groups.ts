// Groups (`group: N` with `step`): N cards of each of consecutive ranks (`5 5 6 6`). Per start rank
// and number of groups, every way to take N of each rank's naturals. A group holds no wilds
// (shape.ts refuses them), so only naturals are combined.
import { emit, wanted, type Search } from './search.js';
import type { HandCard, PlayedCard } from './types.js';

export function enumerateGroups(s: Search): void {
  const { ct } = s;
  const n = ct.group;
  const byRank = new Map<number, HandCard[]>();
  for (const c of s.naturals) {
    if (c.rank === null) continue;
    const list = byRank.get(c.rank);
    if (list) list.push(c);
    else byRank.set(c.rank, [c]);
  }
  const minK = Math.max(1, Math.ceil(s.minN / n));
  const maxK = Math.floor(s.maxN / n);
  for (const a of [...byRank.keys()].sort((x, y) => x - y)) {
    for (let k = minK; k <= maxK; k++) {
      const ranks = Array.from({ length: k }, (_, i) => a + i * ct.step);
      if (ranks.some((r) => (byRank.get(r)?.length ?? 0) < n)) break; // longer runs of groups need this rank too
      if (!wanted(s, ranks[k - 1] as number, a)) continue;
      product(s, ranks.map((r) => combinations(byRank.get(r) as HandCard[], n)), 0, []);
    }
  }
}

/** Every way to take `n` of the cards, keeping their (canonical) order. */
function combinations(cards: readonly HandCard[], n: number): HandCard[][] {
  const out: HandCard[][] = [];
  const pick = (from: number, chosen: HandCard[]): void => {
    if (chosen.length === n) {
      out.push(chosen.slice());
      return;
    }
    for (let i = from; i <= cards.length - (n - chosen.length); i++) {
      chosen.push(cards[i] as HandCard);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** One play per choice of a combination at each rank; ranks ascend, so the cards stay canonical. */
function product(s: Search, choices: readonly HandCard[][][], i: number, cards: PlayedCard[]): void {
  if (i === choices.length) {
    emit(s, cards.slice());
    return;
  }
  for (const combo of choices[i] as HandCard[][]) {
    const at = cards.length;
    cards.push(...combo);
    product(s, choices, i + 1, cards);
    cards.length = at;
  }
}
