// Cards and rule sets shaped like the seed games (Of What's Left; Bested Another Time with its
// Gaps and Zeros variants), written out by hand as the meld engine receives them.
import type { HandCard, MeldRules, MeldType, PlayedCard } from '../../../runtime/melds/index.js';

/** A natural card from its name: '10M' is rank 10 of suit M. */
export function nat(id: string): HandCard {
  const m = /^(\d+)([A-Z]+)$/.exec(id);
  if (!m) throw new Error(`not a card name: ${id}`);
  return { id, rank: Number(m[1]), suit: m[2] as string, wild: false };
}

export function cards(names: string): HandCard[] {
  return names.split(/\s+/).filter(Boolean).map(nat);
}

/** A wild in hand. */
export function wildCard(id: string): HandCard {
  return { id, rank: null, suit: null, wild: true };
}

/** A wild as played: `*W=10M` style; suit null where it does not matter. */
export function wild(id: string, rank: number, suit: string | null = null): PlayedCard {
  return { id, rank, suit, wild: true };
}

export const single: MeldType = { name: 'single', size: { min: 1, max: 1 }, lead: true };
export const set: MeldType = { name: 'set', size: { min: 2, max: Infinity }, same: 'rank', lead: true };
export const run: MeldType = { name: 'run', size: { min: 2, max: Infinity }, same: 'suit', step: 1, lead: true };
export const gap: MeldType = { name: 'gap', size: { min: 2, max: Infinity }, same: 'suit', step: 2, lead: true };

const SUITS = ['M', 'F', 'B', 'N'];

/** Of What's Left, 4 players: 2-13 in 4 suits; wilds any suit, 1-14. */
export const owl: MeldRules = {
  types: [single, set, run], wildRanks: { min: 1, max: 14 }, wildSuits: SUITS, deckMinRank: 2, deckMaxRank: 13,
};

/** Bested Another Time, 6 players: 0-17 in 4 suits, wilds 0-17; with the Gaps variant. */
export const bested: MeldRules = {
  types: [single, set, run, gap], wildRanks: { min: 0, max: 17 }, wildSuits: SUITS, deckMinRank: 0, deckMaxRank: 17,
};

/** Bested Another Time, 3 players, with Zeros: 0-15 in 3 suits; a 0 may reset a meld topped by 15. */
export const zeros: MeldRules = {
  types: [single, set, run], wildRanks: { min: 0, max: 17 }, wildSuits: ['M', 'F', 'B'], deckMinRank: 0, deckMaxRank: 15,
  reset: { rank: 0 },
};

/** The Dragowl: plays only as a single, above any wild. The Dowl: no rank, no suit. */
export const dragowl: HandCard = { id: 'Dragowl', rank: 15, suit: null, wild: false, only: ['single'] };
export const dowl: HandCard = { id: 'Dowl', rank: null, suit: null, wild: false };
export const owlish: HandCard = { id: 'Owlish', rank: 1, suit: null, wild: false };
