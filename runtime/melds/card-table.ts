// A rule file's cards as small integers, for listing plays without string compares or per-card
// objects: each card's rank, suit and places in the canonical and in the id order, made once per
// card list (the runtime keeps one per rule file).
import { compareCards } from './order.js';
import type { HandCard } from './types.js';

export interface CardTable {
  /** The cards as natural hand cards, by index. */
  readonly cards: readonly HandCard[];
  readonly index: ReadonlyMap<string, number>;
  /** A card's rank (plain cards only: see `plain`). */
  readonly rank: Float64Array;
  /** A card's suit, an index into `suits`; -1: none. */
  readonly suit: Int32Array;
  readonly suits: readonly string[];
  /** A card's place in the canonical order (rank, suit, id) of the cards as naturals, and back. */
  readonly canon: Int32Array;
  readonly byCanon: Int32Array;
  /** A card's place in the order of ids. */
  readonly idOrder: Int32Array;
  /**
   * 1 for a card the integer listing takes as a natural: an integer rank, a suit, no `only`, not
   * of any suit. A hand holding another natural is listed by the general engine.
   */
  readonly plain: Uint8Array;
}

export function cardTable(cards: readonly HandCard[]): CardTable {
  const n = cards.length;
  const index = new Map<string, number>();
  const rank = new Float64Array(n);
  const suit = new Int32Array(n);
  const plain = new Uint8Array(n);
  const suits: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = cards[i] as HandCard;
    index.set(c.id, i);
    rank[i] = c.rank ?? NaN;
    let si = -1;
    if (c.suit !== null) {
      si = suits.indexOf(c.suit);
      if (si < 0) si = suits.push(c.suit) - 1;
    }
    suit[i] = si;
    plain[i] = c.rank !== null && Number.isInteger(c.rank) && c.suit !== null && c.only === undefined && c.anySuit !== true ? 1 : 0;
  }
  const order = Array.from({ length: n }, (_, i) => i);
  const byCanon = Int32Array.from(order.slice().sort((a, b) => compareCards(cards[a] as HandCard, cards[b] as HandCard)));
  const canon = new Int32Array(n);
  for (let k = 0; k < n; k++) canon[byCanon[k] as number] = k;
  const byId = order.slice().sort((a, b) => {
    const x = (cards[a] as HandCard).id;
    const y = (cards[b] as HandCard).id;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const idOrder = new Int32Array(n);
  for (let k = 0; k < n; k++) idOrder[byId[k] as number] = k;
  return { cards, index, rank, suit, suits, canon, byCanon, idOrder, plain };
}
