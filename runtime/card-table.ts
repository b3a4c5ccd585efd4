// A rule file's cards as small integers: each card of the box has an index (its place in the box
// order, rules.ts boxOrder), and its facts are arrays by index. Made once per rule file (prepareRules),
// so that a path reading cards over and over compares numbers and reads arrays instead of looking up
// an object per card.
import type { CardsDef } from '../grammar/def/types.js';
import type { CardInfo } from './state.js';

/** No suit, no special: the arrays' mark for "none". */
export const NONE = -1;
/** suitIndex of a letter no card of the rule file has: equal to no card's suit, NONE's included. */
export const OTHER_SUIT = -2;

export interface CardTable {
  /** The number of cards in the box. */
  readonly size: number;
  /** Card ids by index (the box order). */
  readonly ids: readonly string[];
  /** The rule file's facts of each card, by index. */
  readonly infos: readonly CardInfo[];
  /** A card id's index. */
  readonly index: ReadonlyMap<string, number>;
  /** The suit letters in declared order (then any other letter a card has); a card's suit is an index into it. */
  readonly suits: readonly string[];
  /** A card's printed suit, an index into `suits`; NONE: no suit of its own (or any suit). */
  readonly suit: Int32Array;
  /** A card's rank; NaN: none. */
  readonly rank: Float64Array;
  /** A card's special card entry, an index into the rule file's `special` list; NONE: a suited card. */
  readonly special: Int16Array;
  /** A card's scoring value when not wild. */
  readonly value: Float64Array;
  /** 1: a special card with `suit: any` (its `c.suit` is not a printed one). */
  readonly anySuit: Uint8Array;
}

/** The table of `cards`, given in box order, of a rule file whose cards are declared by `def`. */
export function buildCardTable(def: CardsDef, cards: readonly CardInfo[]): CardTable {
  const n = cards.length;
  const suits = def.suits.map((s) => s.letter);
  const specials = def.special.map((s) => s.name);
  const index = new Map<string, number>();
  const suit = new Int32Array(n);
  const rank = new Float64Array(n);
  const special = new Int16Array(n);
  const value = new Float64Array(n);
  const anySuit = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = cards[i] as CardInfo;
    index.set(c.id, i);
    let si = c.suit === null ? NONE : suits.indexOf(c.suit);
    if (c.suit !== null && si < 0) si = suits.push(c.suit) - 1;
    suit[i] = si;
    rank[i] = c.rank ?? NaN;
    special[i] = c.special === null ? NONE : specials.indexOf(c.special);
    value[i] = c.value;
    anySuit[i] = c.anySuit === true ? 1 : 0;
  }
  return { size: n, ids: cards.map((c) => c.id), infos: cards, index, suits, suit, rank, special, value, anySuit };
}

/** A card id's index; NONE for an id the rule file does not know. */
export function cardIndex(t: CardTable, id: string): number {
  const i = t.index.get(id);
  return i === undefined ? NONE : i;
}

/** A suit letter's index: NONE for null, OTHER_SUIT for a letter no card has (a few suits: compared in turn). */
export function suitIndex(t: CardTable, letter: string | null): number {
  if (letter === null) return NONE;
  const suits = t.suits;
  for (let k = 0; k < suits.length; k++) if (suits[k] === letter) return k;
  return OTHER_SUIT;
}

/** The suit letter of a card's suit index (null for NONE). */
export function suitLetter(t: CardTable, suit: number): string | null {
  return suit < 0 ? null : (t.suits[suit] as string);
}
