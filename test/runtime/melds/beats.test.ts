import { describe, expect, it } from 'vitest';
import { beats, classify, type Meld, type MeldRules, type PlayedCard } from '../../../runtime/melds/index.js';
import { bested, cards, dragowl, owl, wild, zeros } from './fixtures.js';

function meld(cs: readonly PlayedCard[] | string, rules: MeldRules, type?: string): Meld {
  const list = typeof cs === 'string' ? cards(cs) : cs;
  const m = classify(list, rules).find((x) => type === undefined || x.type === type);
  if (!m) throw new Error(`not a meld: ${list.map((c) => c.id).join(' ')}`);
  return m;
}

describe('beats', () => {
  it('needs the same type, the same size and a greater height', () => {
    expect(beats(meld('8M', owl), meld('5F', owl), owl)).toBe(true);
    expect(beats(meld('5M', owl), meld('5F', owl), owl)).toBe(false);
    expect(beats(meld('4M', owl), meld('5F', owl), owl)).toBe(false);
    expect(beats(meld('6M 6F', owl), meld('5F 5B', owl), owl)).toBe(true);
    expect(beats(meld('6M 6F 6B', owl), meld('5F 5B', owl), owl)).toBe(false);
    expect(beats(meld('10M 11M', owl), meld('5F 5B', owl), owl)).toBe(false);
    expect(beats(meld('5F 6F', owl), meld('4M 5M', owl), owl)).toBe(true);
    expect(beats(meld('11M 13M', bested), meld('6F 8F', bested), bested)).toBe(true);
  });

  it('lets the Dragowl (only a single, rank above the wilds) beat any single, a wild included', () => {
    const dragon = meld([dragowl], owl);
    expect(beats(dragon, meld([wild('1M', 14)], owl), owl)).toBe(true);
    expect(beats(dragon, meld('13N', owl), owl)).toBe(true);
    expect(beats(meld([wild('1M', 14)], owl), dragon, owl)).toBe(false);
  });

  describe('the reset rule (Zeros)', () => {
    it('plays a pair of 0s over a pair of 15s but not over a pair of 9s', () => {
      expect(beats(meld('0M 0F', zeros), meld('15M 15B', zeros), zeros)).toBe(true);
      expect(beats(meld('0M 0F', zeros), meld('9M 9B', zeros), zeros)).toBe(false);
      expect(beats(meld('0M 0F', zeros), meld('13M 13B', zeros), zeros)).toBe(false);
    });

    it('plays a run 0,1,2 over a run 13,14,15', () => {
      expect(beats(meld('0M 1M 2M', zeros), meld('13F 14F 15F', zeros), zeros)).toBe(true);
      expect(beats(meld('0M 1M 2M', zeros), meld('12F 13F 14F', zeros), zeros)).toBe(false);
      expect(beats(meld('0M 1M', zeros), meld('13F 14F 15F', zeros), zeros)).toBe(false);
    });

    it('does not make 14,15,0 a run', () => {
      expect(classify(cards('14M 15M 0M'), zeros)).toEqual([]);
    });

    it('follows the example of the rule book: 1,2,3 then 13,14,15 then 0,1,2 then 1,2,3 then 13,14,15', () => {
      const seq = ['1M 2M 3M', '13F 14F 15F', '0B 1B 2B', '1F 2F 3F', '13M 14M 15M'].map((s) => meld(s, zeros));
      for (let i = 1; i < seq.length; i++) expect(beats(seq[i] as Meld, seq[i - 1] as Meld, zeros)).toBe(true);
    });

    it('counts a wild declared 0 as a 0, but not a wild declared above the deck as its top', () => {
      expect(beats(meld([...cards('0M'), wild('W', 0)], zeros), meld('15M 15B', zeros), zeros)).toBe(true);
      const sixteens = meld([wild('W', 16), wild('V', 16)], zeros);
      expect(beats(meld('0M 0F', zeros), sixteens, zeros)).toBe(false);
    });

    it('does nothing without the rule', () => {
      const plain: MeldRules = { ...zeros, reset: undefined };
      expect(beats(meld('0M 0F', plain), meld('15M 15B', plain), plain)).toBe(false);
    });
  });
});
