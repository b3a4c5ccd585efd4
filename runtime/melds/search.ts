// What one meld type's enumeration works from: the hand's cards that type allows, the wilds in
// their canonical use, the sizes wanted and the meld to beat.
import { beatsShape } from './beats.js';
import { wildsFit, type CompiledRules, type CompiledType } from './compile.js';
import { sortCanonical } from './order.js';
import type { HandCard, Meld, Play, PlayedCard } from './types.js';
import { checkPlayCount } from '../move-limits.js';
import { spend } from '../budget.js';

export interface Search {
  readonly cr: CompiledRules;
  readonly ct: CompiledType;
  /** The hand's natural cards the type allows, in canonical order. */
  readonly naturals: readonly HandCard[];
  /** wildsById[k]: the first k wilds of the hand that the type allows, sorted by id. */
  readonly wildsById: readonly (readonly HandCard[])[];
  /** How many wilds may be used. */
  readonly wilds: number;
  /** Sizes to list: the type's, bounded by the hand; exactly the target's when following. */
  readonly minN: number;
  readonly maxN: number;
  readonly target: Meld | null;
  readonly out: Play[];
}

/** Whether a meld of the searched type and size with this height and low may be listed. */
export function wanted(s: Search, height: number, low: number): boolean {
  return s.target === null || beatsShape(height, low, s.target, s.cr.rules);
}

/** A wild as declared. */
export function declare(w: HandCard, rank: number, suit: string | null): PlayedCard {
  return w.only === undefined
    ? { id: w.id, rank, suit, wild: true }
    : { id: w.id, rank, suit, wild: true, only: w.only };
}

/** An any-suit card as played in a meld of `suit`. */
export function inSuit(c: HandCard, suit: string): HandCard {
  return { ...c, suit };
}

/**
 * The hand's cards of each suit for a suited meld: the naturals of that suit, then (for every suit
 * of the deck) the any-suit cards declared in it, each list in canonical order. Suits with a
 * natural come first, in the naturals' order; without any-suit cards this is just the naturals by suit.
 */
export function bySuit(s: Search, naturals: readonly HandCard[]): Map<string, HandCard[]> {
  const out = new Map<string, HandCard[]>();
  const anySuit: HandCard[] = [];
  for (const c of naturals) {
    if (c.rank === null) continue;
    if (c.anySuit === true) {
      if (c.suit === null) anySuit.push(c);
      continue;
    }
    if (c.suit === null) continue;
    const list = out.get(c.suit);
    if (list) list.push(c);
    else out.set(c.suit, [c]);
  }
  if (anySuit.length === 0) return out;
  for (const suit of s.cr.deckSuits) {
    const list = out.get(suit) ?? [];
    for (const c of anySuit) list.push(inSuit(c, suit));
    out.set(suit, sortCanonical(list));
  }
  return out;
}

export function emit(s: Search, cards: PlayedCard[]): void {
  if (!wildsFit(s.ct, cards)) return;
  // Listing plays is work of the move (budget.ts), and a turn may list only so many.
  spend(cards.length, undefined);
  checkPlayCount(s.out.length);
  s.out.push({ type: s.ct.name, cards });
}
