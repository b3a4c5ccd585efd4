import { describe, expect, it } from 'vitest';
import {
  classify, enumeratePlays, type HandCard, type Meld, type MeldRules, type Play,
} from '../../../runtime/melds/index.js';
import { bested, cards, dowl, dragowl, owl, run, set, single, wild, wildCard, zeros } from './fixtures.js';

/** Plays written the way a player would: `set: 5F 5M`, a wild `*Zed=10M` (suit '-' when null). */
const show = (plays: readonly Play[]) =>
  plays.map((p) => `${p.type}: ${p.cards.map((c) => (c.wild ? `*${c.id}=${c.rank}${c.suit ?? '-'}` : c.id)).join(' ')}`).sort();

const meld = (cs: readonly HandCard[] | ReturnType<typeof wild>[], rules: MeldRules, type: string): Meld =>
  classify(cs, rules).find((m) => m.type === type) as Meld;

describe('enumeratePlays', () => {
  it('lists every subset of same-rank naturals as a set', () => {
    const plays = enumeratePlays(cards('5M 5F 5B'), { ...owl, types: [set] }, null);
    expect(show(plays)).toEqual(['set: 5B 5F', 'set: 5B 5F 5M', 'set: 5B 5M', 'set: 5F 5M']);
  });

  it('bounds a set by its size limit', () => {
    const rules: MeldRules = { ...owl, types: [{ ...set, size: { min: 3, max: 3 } }] };
    expect(show(enumeratePlays(cards('5M 5F 5B 5N'), rules, null))).toHaveLength(4);
  });

  it('lists leads of singles, sets and runs, wilds declared in canonical form', () => {
    const hand = [...cards('9M 10M 10F'), wildCard('1B')];
    const rules: MeldRules = { ...owl, wildRanks: { min: 8, max: 11 } };
    expect(show(enumeratePlays(hand, rules, null))).toEqual([
      'run: *1B=8M 9M', 'run: *1B=8M 9M 10M', 'run: *1B=9F 10F', 'run: *1B=9M 10M', 'run: 10F *1B=11F',
      'run: 10M *1B=11M', 'run: 9M *1B=10M', 'run: 9M 10M', 'run: 9M 10M *1B=11M',
      'set: *1B=10- 10F', 'set: *1B=10- 10F 10M', 'set: *1B=10- 10M', 'set: *1B=9- 9M', 'set: 10F 10M',
      'single: *1B=10-', 'single: *1B=11-', 'single: *1B=8-', 'single: *1B=9-', 'single: 10F', 'single: 10M', 'single: 9M',
    ]);
  });

  it('uses the first wilds in hand order, the declarations going to them sorted by id', () => {
    const hand = [wildCard('Zed'), ...cards('6M'), wildCard('Abe'), wildCard('Max')];
    const plays = enumeratePlays(hand, { ...owl, types: [single, run] }, null);
    expect(show(plays.filter((p) => p.type === 'single' && p.cards[0]?.wild))).toEqual(
      Array.from({ length: 14 }, (_, i) => `single: *Zed=${i + 1}-`).sort(),
    );
    expect(show(plays)).toContain('run: *Abe=5M 6M *Zed=7M');
    expect(show(plays)).not.toContain('run: *Zed=5M 6M *Abe=7M');
    expect(show(plays)).toContain('run: *Abe=4M *Max=5M 6M *Zed=7M');
  });

  it('lists an all-wild suited run once, in the first wild suit', () => {
    const plays = enumeratePlays([wildCard('A'), wildCard('B')], { ...owl, types: [run] }, null);
    expect(show(plays)).toEqual(Array.from({ length: 13 }, (_, i) => `run: *A=${i + 1}M *B=${i + 2}M`).sort());
  });

  it('declares wilds beyond the deck within wilds.ranks, never beyond, and never wraps', () => {
    const plays = show(enumeratePlays([...cards('12M 13M'), wildCard('W')], { ...owl, types: [run] }, null));
    expect(plays).toContain('run: 12M 13M *W=14M');
    expect(plays).toContain('run: 13M *W=14M');
    expect(plays.some((p) => p.includes('=15'))).toBe(false);
    expect(show(enumeratePlays(cards('13M 2M'), { ...owl, types: [run] }, null))).toEqual([]);
    expect(show(enumeratePlays(cards('17M 0M'), { ...bested, types: [run] }, null))).toEqual([]);
  });

  it('lists wrapping runs where the type wraps', () => {
    const rules: MeldRules = { ...owl, types: [{ ...run, wrap: true }] };
    expect(show(enumeratePlays(cards('13M 2M 3M'), rules, null))).toEqual(['run: 2M 13M', 'run: 2M 3M', 'run: 2M 3M 13M']);
  });

  it('keeps a card restricted by `only` to its meld types', () => {
    const hand = [dragowl, ...cards('8M'), wildCard('W')];
    const wide: MeldRules = { ...owl, wildRanks: { min: 1, max: 15 } };
    const plays = enumeratePlays(hand, wide, null);
    expect(show(plays)).toContain('single: Dragowl');
    expect(plays.filter((p) => p.type !== 'single' && p.cards.some((c) => c.id === 'Dragowl'))).toEqual([]);
    // the Dragowl beats a wild played as the highest rank a wild may be
    const over = enumeratePlays(hand, owl, meld([wild('V', 14)], owl, 'single'));
    expect(show(over)).toEqual(['single: Dragowl']);
  });

  it('lists a card without rank alone, at height 0', () => {
    expect(show(enumeratePlays([dowl, ...cards('3M')], owl, null))).toEqual(['single: 3M', 'single: Dowl']);
    expect(enumeratePlays([dowl], owl, meld(cards('2M'), owl, 'single'))).toEqual([]);
  });

  it('lists only what beats the target: same type, same size, higher', () => {
    const hand = [...cards('9M 9F 11M 11F 11B 12M'), wildCard('W')];
    const target = meld(cards('10M 10F'), owl, 'set');
    const plays = enumeratePlays(hand, owl, target);
    expect(plays.every((p) => p.type === 'set' && p.cards.length === 2)).toBe(true);
    expect(show(plays)).toEqual([
      'set: *W=11- 11B', 'set: *W=11- 11F', 'set: *W=11- 11M', 'set: *W=12- 12M', 'set: 11B 11F', 'set: 11B 11M', 'set: 11F 11M',
    ]);
  });

  it('plays 0s over the deck\'s top under the reset rule, and not over lower melds', () => {
    const hand = cards('0M 0F 1M 2M');
    const overPair15 = show(enumeratePlays(hand, zeros, meld(cards('15M 15B'), zeros, 'set')));
    expect(overPair15).toEqual(['set: 0F 0M']);
    expect(enumeratePlays(hand, zeros, meld(cards('9M 9B'), zeros, 'set'))).toEqual([]);
    expect(show(enumeratePlays(hand, zeros, meld(cards('13F 14F 15F'), zeros, 'run')))).toEqual(['run: 0M 1M 2M']);
  });

  it('lists flushes and free melds of several cards, wilds at one common rank', () => {
    const flush: MeldRules = { ...owl, wildRanks: { min: 1, max: 3 }, types: [{ name: 'flush', size: { min: 2, max: 2 }, same: 'suit', lead: true }] };
    expect(show(enumeratePlays(cards('3M 5M 7F'), flush, null))).toEqual(['flush: 3M 5M']);
    expect(show(enumeratePlays([...cards('5M'), wildCard('W')], flush, null))).toEqual(
      ['flush: *W=1M 5M', 'flush: *W=2M 5M', 'flush: *W=3M 5M'],
    );
    const two: MeldRules = { ...owl, types: [{ name: 'two', size: { min: 2, max: 2 }, lead: true }] };
    expect(show(enumeratePlays([dowl, ...cards('3M 4F')], two, null))).toEqual(['two: 3M 4F', 'two: Dowl 3M', 'two: Dowl 4F']);
  });

  it('returns nothing for an empty hand', () => {
    expect(enumeratePlays([], owl, null)).toEqual([]);
  });
});
