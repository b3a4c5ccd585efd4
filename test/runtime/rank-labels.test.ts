// Rank labels (`ranks: [2, …, 10, J, Q, K, A]`): how ranks are numbered from the list, read and
// written by label in card names, declarations, rank choices and client labels, and the scenarios
// of test/fixtures/ranks (the 2 highest in a climb, the ace high or low in a trick game).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { rankOfText, rankText, splitRankSuit } from '../../grammar/def/rank-labels.js';
import type { GameDef } from '../../grammar/def/types.js';
import { labelsOf, moveText, parseMove, prepareRules, rankLabel, type Rules } from '../../runtime/index.js';
import { RulesCache, runScenario } from '../../runtime/scenario/index.js';
import { newGame } from './new-game.js';

const dir = fileURLToPath(new URL('../fixtures/ranks/', import.meta.url));
const read = (p: string): string | undefined => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);

function compile(file: string): GameDef {
  const r = compileRules({ file, text: readFileSync(join(dir, file), 'utf8') });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return r.def;
}

function withRanks(ranks: string): GameDef['cards'] {
  const text = readFileSync(join(dir, 'trick.yaml'), 'utf8').replace(/ranks: \[2, 3[^\]]*\]/, `ranks: ${ranks}`).replace('ranks: 9..A', 'ranks: 9..10');
  const r = compileRules({ file: 'trick.yaml', text });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return r.def.cards;
}

describe('rank numbers from a list of labels', () => {
  it('numbers the ranks one after another from the first entry (1 for a label)', () => {
    const high = withRanks('[2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A]');
    expect(high.ranks).toEqual({ min: 2, max: 14 });
    expect(['2', '10', 'J', 'Q', 'K', 'A'].map((l) => rankOfText(high, l))).toEqual([2, 10, 11, 12, 13, 14]);
    const low = withRanks('[A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K]');
    expect([rankOfText(low, 'A'), rankOfText(low, 'K')]).toEqual([1, 13]);
    const twoHigh = withRanks('[3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A, 2]');
    expect([rankOfText(twoHigh, '3'), rankOfText(twoHigh, 'A'), rankOfText(twoHigh, '2')]).toEqual([3, 14, 15]);
    expect(rankText(twoHigh, 15)).toBe('2');
  });

  it('writes a rank one way only: by its label where it has one, else by its number', () => {
    const cards = withRanks('[2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A]');
    expect(rankOfText(cards, '14')).toBeUndefined();     // the ace is A
    expect(rankOfText(cards, '15')).toBe(15);            // beyond the box: a number
    expect(rankOfText(cards, 'Z')).toBeUndefined();
    expect(rankText(cards, 12)).toBe('Q');
    expect(rankText(cards, 15)).toBe('15');
    expect(splitRankSuit(cards, 'QH', ['H', 'S'])).toEqual({ rank: 12, suit: 'H' });
    expect(splitRankSuit(cards, '10S', ['H', 'S'])).toEqual({ rank: 10, suit: 'S' });
    expect(splitRankSuit(cards, 'K', ['H', 'S'])).toEqual({ rank: 13, suit: '' });
    expect(splitRankSuit(cards, 'QQH', ['H', 'S'])).toBeUndefined();
  });

  it('leaves a game with numeric ranks as it was', () => {
    const r = compileRules({ file: 'g.yaml', text: (readFileSync(join(dir, 'trick.yaml'), 'utf8').split('obligations:')[0] ?? '').replace(/ranks: \[2, 3[^\]]*\]/, 'ranks: 1..13').replace('ranks: 9..A', 'ranks: 9..13') });
    const rules = prepareRules(r.def as GameDef);
    expect(r.def?.cards.rankLabels).toBeUndefined();
    expect(rules.cards.get('12H')?.rank).toBe(12);
    expect(labelsOf(rules).cards['12H']?.rankLabel).toBe('12');
  });
});

describe('cards and moves by label', () => {
  const rules: Rules = prepareRules(compile('climb.yaml'));
  const dealt = () => newGame(rules, { players: 3, names: ['Ann', 'Bob', 'Cy'], leader: 0, deal: { 'hand#0': ['Joker', 'QH', '9D'], 'hand#1': ['KH'], 'hand#2': ['JH'], deck: [] } });

  it('names suited cards by label, with the rank numbered by the order', () => {
    expect(rules.cards.get('QH')).toMatchObject({ rank: 12, suit: 'H' });
    expect(rules.cards.get('2S')).toMatchObject({ rank: 15, suit: 'S' });
    expect(rules.cards.has('12H')).toBe(false);
    expect(rules.cards.get('Tiger')?.rank).toBe(14);      // `rank: A`
    expect(rules.def.wilds?.ranks).toEqual({ min: 3, max: 15 });
  });

  it('gives clients the labels: rankLabel, the card texts, and the rank table', () => {
    const labels = labelsOf(rules);
    expect(labels.cards['QH']).toMatchObject({ rank: 12, rankLabel: 'Q', text: 'Q of Hearts', short: 'QH' });
    expect(labels.cards['2S']).toMatchObject({ rank: 15, rankLabel: '2', text: '2 of Spades' });
    expect(rankLabel(labels, 15)).toBe('2');
    expect(rankLabel(labels, 20)).toBe('20');
    expect(Object.keys(labels.cards).slice(0, 3)).toEqual(['3S', '4S', '5S']);
  });

  it('reads and writes a wild\'s declaration by label', () => {
    const s = dealt();
    const m = parseMove(rules, s, 'play *=QS QH');
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    expect(m.move).toMatchObject({ kind: 'play', cards: expect.arrayContaining([{ id: 'Joker', as: { rank: 12, suit: null } }]) });
    expect(moveText(rules, s, m.move)).toBe('play *=Q QH');
  });

  it('refuses unknown ranks and cards with a suggestion', () => {
    const s = dealt();
    const bad = parseMove(rules, s, 'play *=QnH');
    expect(bad).toMatchObject({ ok: false, code: 'notation/unknown-rank' });
    expect(bad.ok ? '' : bad.message).toContain("did you mean 'Q'?");
    const numbered = parseMove(rules, s, 'play 12H');
    expect(numbered).toMatchObject({ ok: false, code: 'notation/unknown-card' });
    expect(numbered.ok ? '' : numbered.message).toContain("did you mean 'QH'?");
  });
});

describe('scenarios of test/fixtures/ranks', () => {
  const cache = new RulesCache();
  const tests = join(dir, 'tests');
  for (const file of readdirSync(tests).filter((f) => f.endsWith('.yaml')).sort()) {
    it(file, () => {
      const path = join(tests, file);
      const r = runScenario(path, readFileSync(path, 'utf8'), read, cache);
      const first = r.failures[0];
      expect(first === undefined ? 'passed' : `line ${first.line}: ${first.message}`).toBe('passed');
    });
  }
});
