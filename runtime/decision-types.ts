// Decisions for clients: what a seat must decide now, as plain JSON data (no functions, nothing
// shared with the state). A decision stands for moves (expandDecision gives them), grouped the way
// a person decides: which cards to play, then what each wild stands for.
import type { ChoiceKind } from './state.js';
import type { Value } from './values.js';

export type Decision = TurnDecision | ChoiceDecision | SetupChooseDecision | SetupSplitDecision;

/** A turn: the plays open to the seat, whether it may pass, and its actions. */
export interface TurnDecision {
  readonly kind: 'turn';
  readonly seat: number;
  /** Each distinct set of cards that can be played, listed once. */
  readonly plays: readonly CardSetOption[];
  readonly pass: boolean;
  readonly actions: readonly ActionOption[];
}

export interface ActionOption {
  readonly name: string;
  readonly label: string;
}

/** A set of cards that can be played, in one or more meld types. */
export interface CardSetOption {
  /** The cards played as themselves (any-suit cards included), in the order the seat holds them. */
  readonly naturals: readonly string[];
  /**
   * The cards played as wilds, in the order held. Wilds are interchangeable: a play with k wilds
   * names the first k the seat holds, as legalMoves does.
   */
  readonly wilds: readonly string[];
  /** The meld types these cards form (must-follow: the zone the card is played from). */
  readonly melds: readonly MeldOption[];
}

export interface MeldOption {
  readonly meld: string;
  /** The cards that take a declaration in this meld (wilds; any-suit cards in a meld of one suit), summarised. */
  readonly declare: readonly DeclarationRange[];
  /**
   * Every legal combination of declarations, exactly: `ways[i][j]` declares `declare[j]`. `[[]]`
   * when nothing is declared. Several wilds' declarations depend on each other (a run's gaps), so
   * the summaries in `declare` alone would allow combinations that are not legal.
   */
  readonly ways: readonly (readonly Declaration[])[];
}

/** What one card may be declared as, over all the ways: ranks as ranges, suits as a list or 'any'. */
export interface DeclarationRange {
  readonly card: string;
  /** A wild declares a rank (and a suit where the meld has one); an any-suit card declares only a suit. */
  readonly wild: boolean;
  /** The ranks, as ascending ranges of consecutive ranks; [] for an any-suit card (its rank is its own). */
  readonly ranks: readonly RankSpan[];
  /** 'any': every suit the card could take; else the suits, in the game's order ([] when the meld has no suit). */
  readonly suits: 'any' | readonly string[];
}

export interface RankSpan {
  readonly min: number;
  readonly max: number;
}

/** One card's declaration: a wild's rank and suit (null: none), an any-suit card's suit (rank null). */
export interface Declaration {
  readonly rank: number | null;
  readonly suit: string | null;
}

/** A choice an effect asks for (`choose_card(...)`): pick among the options. */
export interface ChoiceDecision {
  readonly kind: 'choice';
  readonly seat: number;
  readonly choice: ChoiceKind;
  /** The options, each a value as the move `choose` carries it (copies). */
  readonly options: readonly Value[];
  /** How many options to pick: at least min, at most max (min 0 when the choice is optional). */
  readonly pick: { readonly min: number; readonly max: number };
  /** Whether `none` may be answered. */
  readonly optional: boolean;
  readonly prompt: string;
}

/** A setup `choose` step: choose exactly `pick` of the zone's cards (k of n). */
export interface SetupChooseDecision {
  readonly kind: 'setup-choose';
  readonly seat: number;
  readonly zone: string;
  /** The zone's cards, in order: the n to choose from. */
  readonly cards: readonly string[];
  readonly pick: { readonly min: number; readonly max: number };
  /** 'card': the move's value is one card (a step choosing `count: 1`); 'cards': a list of cards, in the zone's order. */
  readonly answer: 'card' | 'cards';
  readonly prompt: string;
}

/** A setup `split` step: the last `right` cards of the zone go to the second zone. */
export interface SetupSplitDecision {
  readonly kind: 'setup-split';
  readonly seat: number;
  readonly zone: string;
  readonly into: readonly [string, string];
  /** How many cards the zone holds. */
  readonly size: number;
  /** The allowed sizes of the second part. */
  readonly right: { readonly min: number; readonly max: number };
}
