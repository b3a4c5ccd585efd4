// Meld shapes beyond sets and suited runs: runs whose suits may differ, consecutive groups
// (`group: 2`: 5 5 6 6), limits on wilds (`wilds: 0`, `naturals: 2`) and wild ranks per player
// count (a deck's `wild-ranks`). The engine's enumeration and its shape check must agree, and the
// scenarios of test/fixtures/melds prove the rules in play.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify, enumeratePlays, type HandCard, type MeldRules } from '../../../runtime/melds/index.js';
import { RulesCache, runScenario } from '../../../runtime/scenario/index.js';

const card = (id: string, wild = false): HandCard => {
  const m = /^(\d+)([A-Z])$/.exec(id);
  return m ? { id, rank: Number(m[1]), suit: m[2] ?? null, wild } : { id, rank: null, suit: null, wild: true };
};

const rules: MeldRules = {
  types: [
    { name: 'straight', size: { min: 3, max: Infinity }, step: 1, maxWilds: 0, lead: true },
    { name: 'pairs', size: { min: 4, max: Infinity }, step: 1, group: 2, lead: true },
    { name: 'set', size: { min: 2, max: Infinity }, same: 'rank', minNaturals: 2, lead: true },
  ],
  wildRanks: { min: 1, max: 9 },
  wildSuits: ['R', 'G'],
  deckMaxRank: 9,
  deckMinRank: 1,
};

const ids = (cards: readonly { id: string }[]): string => cards.map((c) => c.id).join(' ');

describe('meld shapes', () => {
  it('reads a run of mixed suits, consecutive pairs, and sets with enough naturals', () => {
    const played = (list: string[]) => list.map((id) => ({ ...card(id), wild: false }));
    expect(classify(played(['1R', '2G', '3R']), rules).map((m) => m.type)).toEqual(['straight']);
    expect(classify(played(['5R', '5G', '6R', '6G']), rules).map((m) => [m.type, m.height, m.low])).toEqual([['pairs', 6, 5]]);
    expect(classify(played(['5R', '5G', '7R', '7G']), rules)).toEqual([]);           // a gap
    expect(classify(played(['5R', '5G', '5B', '6R', '6G', '6B']), rules)).toEqual([]); // groups of 3, not 2
    expect(classify([{ id: 'J', rank: 5, suit: null, wild: true }, ...played(['5R'])], rules)).toEqual([]);
    expect(classify([{ id: 'J', rank: 5, suit: null, wild: true }, ...played(['5R', '5G'])], rules).map((m) => m.type)).toEqual(['set']);
    expect(classify([{ id: 'J', rank: 2, suit: null, wild: true }, ...played(['1R', '3G'])], rules)).toEqual([]); // no wild in a straight
  });

  it('lists exactly the plays the shape check accepts', () => {
    const hand = ['1R', '2G', '3B', '4R', '5R', '5G', '6R', '6G', '7B'].map((id) => card(id)).concat([card('J', true)]);
    const plays = enumeratePlays(hand, rules, null);
    for (const p of plays) expect(classify(p.cards, rules).map((m) => m.type), `${p.type}: ${ids(p.cards)}`).toContain(p.type);
    const of = (type: string): string[] => plays.filter((p) => p.type === type).map((p) => ids(p.cards));
    expect(of('pairs')).toEqual(['5G 5R 6G 6R']);   // canonical order: rank, then suit letter
    expect(of('straight')).toContain('1R 2G 3B 4R 5R 6R 7B');
    expect(of('straight').some((p) => p.includes('J'))).toBe(false);
    expect(of('set')).toEqual(['5G 5R', 'J 5G 5R', '6G 6R', 'J 6G 6R']);
  });
});

describe('scenarios of test/fixtures/melds', () => {
  const dir = fileURLToPath(new URL('../../fixtures/melds/tests/', import.meta.url));
  const cache = new RulesCache();
  const read = (p: string): string | undefined => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    it(file, () => {
      const path = join(dir, file);
      const r = runScenario(path, readFileSync(path, 'utf8'), read, cache);
      const first = r.failures[0];
      expect(first === undefined ? 'passed' : `line ${first.line}: ${first.message}`).toBe('passed');
    });
  }
});
