// Seeded randomness: the same seed deals the same cards, other seeds deal others, and a shuffle is
// a permutation of the deck.
import { describe, expect, it } from 'vitest';
import { newGame } from './new-game.js';
import { deckCards } from '../../runtime/rules.js';
import { nextInt, seedRng, shuffleInPlace } from '../../runtime/rng.js';
import { loadRules } from './fixture-games.js';

const rules = loadRules('climb.yaml');
const hands = (seed: string | number) => {
  const s = newGame(rules, { players: 3, seed });
  return [0, 1, 2].map((i) => s.zones[`hand#${i}`]);
};

describe('seeded randomness', () => {
  it('the same seed gives the same deal and the same RNG state', () => {
    expect(hands(42)).toEqual(hands(42));
    expect(hands('42')).toEqual(hands(42)); // seeds are text
    expect(newGame(rules, { players: 3, seed: 'x' }).rng).toEqual(newGame(rules, { players: 3, seed: 'x' }).rng);
  });

  it('different seeds give different deals', () => {
    const deals = [1, 2, 3, 4, 5, 'a', 'b'].map((seed) => JSON.stringify(hands(seed)));
    expect(new Set(deals).size).toBe(deals.length);
  });

  it('the deal is a permutation of the deck: every card once, hands of five, the rest in the deck', () => {
    for (const seed of [1, 2, 3]) {
      const s = newGame(rules, { players: 3, seed });
      const all = [...(s.zones['deck'] ?? []), ...[0, 1, 2].flatMap((i) => s.zones[`hand#${i}`] ?? [])];
      expect([...all].sort()).toEqual([...deckCards(rules, 3)].sort());
      expect([0, 1, 2].map((i) => s.zones[`hand#${i}`]?.length)).toEqual([5, 5, 5]);
      expect(s.zones['deck']).not.toEqual(deckCards(rules, 3).filter((id) => (s.zones['deck'] ?? []).includes(id)));
    }
  });

  it('shuffleInPlace permutes, and is determined by the RNG state', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const a = [...items];
    const b = [...items];
    const ra = seedRng(7);
    const rb = seedRng(7);
    shuffleInPlace(ra, a);
    shuffleInPlace(rb, b);
    expect(a).toEqual(b);
    expect(ra).toEqual(rb);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    const r = seedRng('bounds');
    for (let i = 0; i < 1000; i++) {
      const n = 1 + (i % 13);
      const x = nextInt(r, n);
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
    }
  });
});
