import { describe, expect, it } from 'vitest';
import { canonicalize, playKey, type Play } from '../../../runtime/melds/index.js';
import { cards, owl, wild, wildCard } from './fixtures.js';

describe('canonicalize', () => {
  it('orders cards by rank, suit, id and gives the declarations to the wilds sorted by id', () => {
    const play: Play = { type: 'run', cards: [wild('Zed', 5, 'M'), ...cards('7M'), wild('Abe', 6, 'M')] };
    expect(canonicalize(play, owl).cards.map((c) => `${c.id}=${c.rank}${c.suit}`)).toEqual(['Abe=5M', 'Zed=6M', '7M=7M']);
  });

  it('forgets a wild\'s suit outside suited melds, and moves an all-wild suited meld to the first wild suit', () => {
    const set: Play = { type: 'set', cards: [...cards('9B'), wild('W', 9, 'F')] };
    expect(canonicalize(set, owl).cards.map((c) => c.suit)).toEqual([null, 'B']);
    const allWild: Play = { type: 'run', cards: [wild('A', 3, 'N'), wild('B', 4, 'N')] };
    expect(canonicalize(allWild, owl).cards.map((c) => c.suit)).toEqual(['M', 'M']);
  });

  it('with the hand, uses its first wilds, so that any choice of wilds compares equal', () => {
    const hand = [wildCard('Zed'), ...cards('7M'), wildCard('Abe'), wildCard('Max')];
    const a: Play = { type: 'run', cards: [wild('Max', 6, 'M'), ...cards('7M'), wild('Abe', 8, 'M')] };
    const b: Play = { type: 'run', cards: [wild('Zed', 8, 'M'), ...cards('7M'), wild('Abe', 6, 'M')] };
    expect(playKey(canonicalize(a, owl, hand))).toBe(playKey(canonicalize(b, owl, hand)));
    expect(playKey(canonicalize(a, owl))).not.toBe(playKey(canonicalize(b, owl)));
  });
});
