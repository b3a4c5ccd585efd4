// Any-suit cards (`suit: any`): not wilds, a fixed rank, and in a meld of one suit that meld's suit
// (a suit of the deck); no suit in other melds.
import { describe, expect, it } from 'vitest';
import {
  canonicalize, classify, enumeratePlays, formsMeld, playKey, type HandCard, type MeldRules, type Play, type PlayedCard,
} from '../../../runtime/melds/index.js';
import { cards, owl, run, set, single, wildCard } from './fixtures.js';

const chimera: HandCard = { id: 'Chimera', rank: 1, suit: null, wild: false, anySuit: true };
const as = (c: HandCard, suit: string | null): PlayedCard => ({ ...c, suit });
const flush = { name: 'flush', size: { min: 2, max: Infinity }, same: 'suit' as const, lead: true };
const rules: MeldRules = { ...owl, types: [single, set, run], wildRanks: { min: 2, max: 3 }, deckSuits: ['M', 'F', 'B'] };

/** `run: Chimera=M 2M`; a wild `*W=3M`; suit '-' where the card has none. */
const show = (plays: readonly Play[]) =>
  plays.map((p) => `${p.type}: ${p.cards.map((c) => (c.wild ? `*${c.id}=${c.rank}${c.suit ?? '-'}` : c.anySuit ? `${c.id}=${c.suit ?? '-'}` : c.id)).join(' ')}`).sort();

describe('any-suit cards in enumeratePlays', () => {
  it('joins a run in the suit of its naturals, and is a suitless single', () => {
    const plays = enumeratePlays([chimera, ...cards('2M 3M 2F')], rules, null);
    expect(show(plays)).toEqual([
      'run: 2M 3M', 'run: Chimera=F 2F', 'run: Chimera=M 2M', 'run: Chimera=M 2M 3M',
      'set: 2F 2M',
      'single: 2F', 'single: 2M', 'single: 3M', 'single: Chimera=-',
    ]);
  });

  it('takes each suit of the deck with wilds, and only suits of the deck', () => {
    const plays = enumeratePlays([chimera, wildCard('W')], { ...rules, types: [run] }, null);
    // Wilds may be M, F, B or N (owl's wild suits); the deck has M, F, B; the all-wild run needs two wilds.
    expect(show(plays)).toEqual(['run: Chimera=B *W=2B', 'run: Chimera=F *W=2F', 'run: Chimera=M *W=2M']);
  });

  it('is never in two suits at once, nor twice in one play', () => {
    const plays = enumeratePlays([chimera, ...cards('2M 2F 3F')], rules, null);
    for (const p of plays) expect(p.cards.filter((c) => c.id === 'Chimera').length).toBeLessThanOrEqual(1);
    const keys = plays.map(playKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of plays) expect(playKey(canonicalize(p, rules))).toBe(playKey(p));
  });

  it('joins sets with suit null', () => {
    const two: HandCard = { ...chimera, rank: 2 };
    const plays = enumeratePlays([two, ...cards('2M 2F')], { ...rules, types: [set] }, null);
    expect(show(plays)).toEqual(['set: 2F 2M', 'set: Chimera=- 2F', 'set: Chimera=- 2F 2M', 'set: Chimera=- 2M']);
  });

  it('joins flushes in each suit of the deck', () => {
    const plays = enumeratePlays([{ ...chimera, rank: 7 }, ...cards('2M')], { ...rules, types: [flush] }, null);
    expect(show(plays)).toEqual(['flush: 2M Chimera=M']);
  });

  it('honours only', () => {
    const plays = enumeratePlays([{ ...chimera, only: ['single'] }, ...cards('2M 3M')], rules, null);
    expect(show(plays).filter((p) => p.includes('Chimera'))).toEqual(['single: Chimera=-']);
  });

  it('is listed in no suited meld when the rules give no deck suits', () => {
    const plays = enumeratePlays([chimera, ...cards('2M')], { ...rules, deckSuits: undefined }, null);
    expect(show(plays)).toEqual(['single: 2M', 'single: Chimera=-']);
  });
});

describe('any-suit cards in classify and formsMeld', () => {
  it('form a run only with a declared suit of the deck matching the run', () => {
    const [two, three] = cards('2M 3M') as [HandCard, HandCard];
    expect(classify([as(chimera, 'M'), two, three], rules).map((m) => m.type)).toEqual(['run']);
    expect(formsMeld([as(chimera, null), two, three], rules, null)).toEqual({ ok: false, reason: 'not-a-meld' });
    expect(formsMeld([as(chimera, 'F'), two, three], rules, null)).toEqual({ ok: false, reason: 'not-a-meld' });
    expect(formsMeld([as(chimera, 'N'), ...cards('2N 3N')], rules, null)).toEqual({ ok: false, reason: 'not-a-meld' });
  });

  it('have no suit outside suited melds', () => {
    expect(classify([as(chimera, null)], rules).map((m) => m.type)).toEqual(['single']);
    expect(classify([as(chimera, 'M')], rules)).toEqual([]);
    const two: HandCard = { ...chimera, rank: 2 };
    expect(classify([as(two, null), ...cards('2F')], rules).map((m) => m.type)).toEqual(['set']);
    expect(classify([as(two, 'F'), ...cards('2F')], rules)).toEqual([]);
  });

  it('keep their rank: the run is as high as its cards', () => {
    const r = formsMeld([as(chimera, 'M'), ...cards('2M 3M')], rules, null);
    expect(r.ok && { height: r.meld.height, low: r.meld.low }).toEqual({ height: 3, low: 1 });
  });

  it('honour only', () => {
    expect(formsMeld([{ ...as(chimera, 'M'), only: ['single'] }, ...cards('2M')], rules, null)).toEqual({ ok: false, reason: 'only' });
  });
});
