// The meld engine's data: meld types as the rule file declares them, cards in hand and as played,
// and the melds they form. Pure data; the engine knows no particular game.

export interface RankRange { min: number; max: number }

export interface MeldType {            // from the rule file's `melds:` map
  name: string;
  size: { min: number; max: number };   // max may be Infinity
  same?: 'rank' | 'suit';
  step?: number;                        // with same: 'suit' → suited run (1) or gap (2); ranks strictly increase by step
  wrap?: boolean;                       // default false; when true a run may wrap from the highest deck rank to the lowest
  lead: boolean;                        // may be led
  group?: number;                       // with step: N cards of each of consecutive ranks (`5 5 6 6`); no wilds
  maxWilds?: number;                    // the most wilds it may hold (0: none); default any
  minNaturals?: number;                 // the fewest natural cards it must hold; default 0
}

export interface HandCard {             // a card in hand
  id: string;                           // '10M', 'Jester'
  rank: number | null;                  // null: no rank (cannot be in a meld that needs one)
  suit: string | null;                  // null: no suit (cannot be in a suited meld)
  wild: boolean;                        // a wild: declared as any rank in wilds.ranks and any suit in wilds.suits
  only?: readonly string[];             // meld names this card may be played in (e.g. ['single'])
  anySuit?: true;                       // not a wild, suit null: in a suited meld it takes the meld's suit (one of deckSuits)
}

/**
 * A card as played: a natural card's own rank and suit, a wild's declared ones. `only` travels with
 * the card so that a declared play can be checked against it (the enumerator puts the hand's own
 * card objects into plays for naturals, so they carry it). An any-suit card keeps `anySuit` and its
 * rank, with its declared suit in a suited meld and suit null elsewhere.
 */
export interface PlayedCard {
  id: string;
  rank: number | null;
  suit: string | null;
  wild: boolean;
  only?: readonly string[];
  anySuit?: true;
}

export interface Meld { type: string; cards: readonly PlayedCard[]; height: number; low: number }

export interface MeldRules {
  types: readonly MeldType[];
  wildRanks: RankRange;
  wildSuits: readonly string[];
  deckMaxRank: number;
  deckMinRank: number;
  /** The deck's suits, in order: the suits an any-suit card may take (default none). */
  deckSuits?: readonly string[];
  /** A meld whose lowest card has this rank also beats one of the same type and size topped by deckMaxRank. */
  reset?: { rank: number };
}

/** A play a player may make: a meld type's name and the cards, wilds with their declarations. */
export interface Play { type: string; cards: PlayedCard[] }

export type MeldRejection =
  | 'not-a-meld'      // the cards form no meld type (or not the one named)
  | 'not-same-type'   // they form melds, but none of the target's type
  | 'not-same-size'   // the target's type, but another number of cards
  | 'not-higher'      // the target's type and size, but it does not beat the target
  | 'cannot-lead'     // no meld type they form may be led
  | 'only';           // they would form a meld, but a card's `only` forbids every such type

export type FormsMeldResult = { ok: true; meld: Meld } | { ok: false; reason: MeldRejection };
