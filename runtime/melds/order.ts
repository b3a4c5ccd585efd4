// The canonical order of cards in a play (ascending declared rank, then suit letter, then id; a
// missing rank or suit sorts first) and a string key that identifies a canonical play.
import type { Play, PlayedCard } from './types.js';

function cmpNullable<T extends number | string>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

export function compareCards(a: PlayedCard, b: PlayedCard): number {
  return cmpNullable(a.rank, b.rank) || cmpNullable(a.suit, b.suit) || cmpNullable(a.id, b.id);
}

/** Sorts in place into canonical order. Insertion sort: plays are short and usually nearly sorted. */
export function sortCanonical<T extends PlayedCard>(cards: T[]): T[] {
  // A whole hand of a big deck: insertion sort is quadratic (3 s a move at 20,000 cards). The order
  // is total (ids differ), so both sorts give the same result.
  if (cards.length > 64) return cards.sort(compareCards);
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as T;
    let j = i - 1;
    while (j >= 0 && compareCards(cards[j] as T, c) > 0) {
      cards[j + 1] = cards[j] as T;
      j--;
    }
    cards[j + 1] = c;
  }
  return cards;
}

/** A string naming a play exactly: its type and each card's id and declaration, in the given order. */
export function playKey(play: Play): string {
  let key = play.type + ':';
  for (const c of play.cards) key += ` ${c.wild ? '*' : ''}${c.id}=${c.rank ?? '-'}/${c.suit ?? '-'}`;
  return key;
}
