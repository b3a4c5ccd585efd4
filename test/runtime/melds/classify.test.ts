import { describe, expect, it } from 'vitest';
import { classify, type MeldRules, type PlayedCard } from '../../../runtime/melds/index.js';
import { bested, cards, dowl, dragowl, owl, owlish, run, set, single, wild } from './fixtures.js';

const summary = (cs: readonly PlayedCard[], rules: MeldRules) =>
  classify(cs, rules).map((m) => ({ type: m.type, height: m.height, low: m.low }));

describe('classify', () => {
  it('classifies singles by their rank', () => {
    expect(summary(cards('10M'), owl)).toEqual([{ type: 'single', height: 10, low: 10 }]);
  });

  it('classifies sets of any size, with their height', () => {
    expect(summary(cards('5M 5F'), owl)).toEqual([{ type: 'set', height: 5, low: 5 }]);
    expect(summary(cards('5M 5F 5B 5N'), owl)).toEqual([{ type: 'set', height: 5, low: 5 }]);
    expect(summary(cards('5M 6F'), owl)).toEqual([]);
  });

  it('classifies suited runs in any order given, and returns the cards in canonical order', () => {
    const melds = classify(cards('11M 9M 10M'), owl);
    expect(melds.map((m) => [m.type, m.height, m.low])).toEqual([['run', 11, 9]]);
    expect(melds[0]?.cards.map((c) => c.id)).toEqual(['9M', '10M', '11M']);
    expect(summary(cards('9M 10F 11M'), owl)).toEqual([]);
    expect(summary(cards('9M 11M'), owl)).toEqual([]);
  });

  it('classifies suited gaps (step 2) where the rules have them', () => {
    expect(summary(cards('5M 7M 9M'), bested)).toEqual([{ type: 'gap', height: 9, low: 5 }]);
    expect(summary(cards('5M 7M 8M'), bested)).toEqual([]);
    expect(summary(cards('5M 7F'), bested)).toEqual([]);
  });

  it('takes a wild as its declared rank and suit', () => {
    expect(summary([nat9M(), wild('1M', 10, 'M')], owl)).toEqual([{ type: 'run', height: 10, low: 9 }]);
    expect(summary([...cards('6M'), wild('1F', 6)], owl)).toEqual([{ type: 'set', height: 6, low: 6 }]);
    expect(summary([wild('1F', 6), wild('1M', 6)], owl)).toEqual([{ type: 'set', height: 6, low: 6 }]);
    expect(summary([wild('1F', 8)], owl)).toEqual([{ type: 'single', height: 8, low: 8 }]);
  });

  it('refuses a wild in a suited meld without a suit of wilds.suits', () => {
    expect(summary([nat9M(), wild('1M', 10)], owl)).toEqual([]);
    expect(summary([nat9M(), wild('1M', 10, 'X')], owl)).toEqual([]);
  });

  it('accepts wilds declared beyond the deck within wilds.ranks, and nothing beyond wilds.ranks', () => {
    expect(summary([...cards('12M 13M'), wild('1M', 14, 'M')], owl)).toEqual([{ type: 'run', height: 14, low: 12 }]);
    expect(summary([wild('1M', 1)], owl)).toEqual([{ type: 'single', height: 1, low: 1 }]);
    expect(summary([...cards('13M'), wild('1M', 15, 'M')], owl)).toEqual([]);
    expect(summary([wild('1M', 0)], owl)).toEqual([]);
    expect(summary([wild('1M', 15)], owl)).toEqual([]);
  });

  it('does not wrap a run from the highest rank to the lowest by default', () => {
    expect(summary(cards('13M 2M'), owl)).toEqual([]);
    expect(summary(cards('12M 13M 2M'), owl)).toEqual([]);
    expect(summary(cards('17M 0M'), bested)).toEqual([]);
  });

  it('wraps when the meld type says so; the top of the sequence is its height', () => {
    const rules: MeldRules = { ...owl, types: [{ ...run, wrap: true }] };
    expect(summary(cards('12M 13M 2M'), rules)).toEqual([{ type: 'run', height: 2, low: 12 }]);
    expect(summary(cards('13M 2M 3M'), rules)).toEqual([{ type: 'run', height: 3, low: 13 }]);
    expect(summary(cards('12M 2M'), rules)).toEqual([]);
    expect(summary(cards('4M 5M'), rules)).toEqual([{ type: 'run', height: 5, low: 4 }]);
    // a wild beyond the deck does not wrap
    expect(summary([...cards('13M 2M'), wild('1M', 14, 'M')], rules)).toEqual([]);
  });

  it('rejects duplicate ranks in a run', () => {
    expect(summary([...cards('5M 6M'), wild('1M', 6, 'M')], owl)).toEqual([]);
  });

  it('lets a card restricted by `only` form only those meld types', () => {
    expect(summary([dragowl], owl)).toEqual([{ type: 'single', height: 15, low: 15 }]);
    expect(summary([dragowl, wild('1M', 15)], { ...owl, wildRanks: { min: 1, max: 15 } })).toEqual([]);
  });

  it('plays a card without rank only in a meld that needs none, as height 0', () => {
    expect(summary([dowl], owl)).toEqual([{ type: 'single', height: 0, low: 0 }]);
    expect(summary([dowl, wild('1M', 5)], owl)).toEqual([]);
    const anyTwo: MeldRules = { ...owl, types: [{ name: 'two', size: { min: 2, max: 2 }, lead: true }] };
    expect(summary([dowl, ...cards('7F')], anyTwo)).toEqual([{ type: 'two', height: 7, low: 0 }]);
  });

  it('plays a card without suit in sets but not in suited runs', () => {
    expect(summary([owlish, wild('1M', 1)], owl)).toEqual([{ type: 'set', height: 1, low: 1 }]);
    expect(summary([owlish, wild('1M', 2, 'M')], owl)).toEqual([]);
  });

  it('lists every type formed when several apply', () => {
    const rules: MeldRules = { ...owl, types: [single, { ...set, size: { min: 1, max: Infinity } }] };
    expect(summary(cards('4B'), rules).map((m) => m.type)).toEqual(['single', 'set']);
  });

  it('forms nothing from no cards', () => {
    expect(classify([], { ...owl, types: [single, set, run] })).toEqual([]);
  });
});

function nat9M(): PlayedCard {
  return { id: '9M', rank: 9, suit: 'M', wild: false };
}
