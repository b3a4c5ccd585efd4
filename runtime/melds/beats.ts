// The climbing order: a meld beats another of the same type and size when it is higher, or (with
// the reset rule) when its lowest card is the reset rank and the other is topped by the deck's
// highest rank.
import type { Meld, MeldRules } from './types.js';

export function beats(play: Meld, target: Meld, rules: MeldRules): boolean {
  if (play.type !== target.type || play.cards.length !== target.cards.length) return false;
  return beatsShape(play.height, play.low, target, rules);
}

/** The height/reset half of `beats`, for callers that already know type and size agree. */
export function beatsShape(height: number, low: number, target: Meld, rules: MeldRules): boolean {
  if (height > target.height) return true;
  return rules.reset !== undefined && low === rules.reset.rank && target.height === rules.deckMaxRank;
}
