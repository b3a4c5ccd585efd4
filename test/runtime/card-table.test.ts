// The rule file's integer card table (runtime/card-table.ts): every card of the box an index (its
// place in the box order), its suit, rank, special entry and value in arrays by that index.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { prepareRules, type Rules } from '../../runtime/index.js';
import { deckCards } from '../../runtime/rules.js';
import { cardIndex, NONE, OTHER_SUIT, suitIndex, suitLetter } from '../../runtime/card-table.js';
import { meldCardTable } from '../../runtime/meld-rules.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));

function rulesOf(file: string, text: string): Rules {
  const r = compileRules({ file, text }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

// Labelled ranks, a special card of a suit, one of any suit, one without suit or rank in two copies,
// and decks that differ by player count.
const SPECIALS = `game: Card Table Test
players: 2..4
cards:
  suits: { S: Spades, H: Hearts, D: Diamonds }
  ranks: [9, 10, J, Q, K, A]
  special:
    Crown: { rank: 20, suit: H, value: 7 }
    Jester: { rank: 2, suit: any }
    Joker: { wild: true, count: 2 }
deck:
  2: { suits: [S, H], ranks: 9..Q }
  3..4: { suits: all, special: [Crown, Jester, Joker] }
wilds: { ranks: 9..A, suits: all, value: 0 }
round:
  setup:
    - shuffle: deck
    - deal: { count: 3 }
  play:
    kind: must-follow
    trump: S
    tricks: 3
  score: "me.tricks"
game-end:
  after-rounds: 1
  winner: highest
`;

describe('the card table', () => {
  const rules = rulesOf('card-table.yaml', SPECIALS);
  const t = rules.cardTable;

  it('numbers the box in its order, suited cards first, copies of a special card apart', () => {
    expect(t.size).toBe(3 * 6 + 1 + 1 + 2);
    expect(t.ids).toEqual(rules.boxOrder);
    expect(t.ids.slice(0, 7)).toEqual(['9S', '10S', 'JS', 'QS', 'KS', 'AS', '9H']);
    expect(t.ids.slice(18)).toEqual(['Crown', 'Jester', 'Joker#1', 'Joker#2']);
    rules.boxOrder.forEach((id, i) => {
      expect(cardIndex(t, id)).toBe(i);
      expect(t.infos[i]).toBe(rules.cards.get(id));
    });
    expect(cardIndex(t, 'Joker')).toBe(NONE);
    expect(cardIndex(t, '9C')).toBe(NONE);
  });

  it('gives each card its suit, rank, special entry and value', () => {
    const at = (id: string) => {
      const i = cardIndex(t, id);
      return { suit: suitLetter(t, t.suit[i] as number), rank: t.rank[i], special: t.special[i], value: t.value[i], anySuit: t.anySuit[i] };
    };
    expect(t.suits).toEqual(['S', 'H', 'D']);
    expect(at('9S')).toEqual({ suit: 'S', rank: 9, special: NONE, value: 9, anySuit: 0 });
    expect(at('AD')).toEqual({ suit: 'D', rank: 14, special: NONE, value: 14, anySuit: 0 });
    expect(at('QH')).toEqual({ suit: 'H', rank: 12, special: NONE, value: 12, anySuit: 0 });
    expect(at('Crown')).toEqual({ suit: 'H', rank: 20, special: 0, value: 7, anySuit: 0 });
    expect(at('Jester')).toEqual({ suit: null, rank: 2, special: 1, value: 2, anySuit: 1 });
    expect(at('Joker#1')).toEqual({ suit: null, rank: NaN, special: 2, value: 0, anySuit: 0 });
    expect(at('Joker#2')).toEqual(at('Joker#1'));
    // Every array agrees with the rule file's card facts.
    for (const [id, c] of rules.cards) {
      const i = cardIndex(t, id);
      expect(suitLetter(t, t.suit[i] as number)).toBe(c.suit);
      expect(t.rank[i]).toBe(c.rank ?? NaN);
      expect(t.special[i] === NONE ? null : rules.def.cards.special[t.special[i] as number]?.name).toBe(c.special);
      expect(t.value[i]).toBe(c.value);
    }
  });

  it('reads a suit letter as its index, null as no suit, another letter as no card\'s', () => {
    expect([suitIndex(t, 'S'), suitIndex(t, 'H'), suitIndex(t, 'D')]).toEqual([0, 1, 2]);
    expect(suitIndex(t, null)).toBe(NONE);
    expect(suitIndex(t, 'C')).toBe(OTHER_SUIT);
    // A suitless card's suit is null's index, and no card's suit is another letter's.
    expect(t.suit[cardIndex(t, 'Joker#1')]).toBe(suitIndex(t, null));
    expect([...t.suit].includes(OTHER_SUIT)).toBe(false);
  });

  it('serves every deck of the box: the decks are subsets of its indexes', () => {
    expect(deckCards(rules, 2).map((id) => cardIndex(t, id))).toEqual([0, 1, 2, 3, 6, 7, 8, 9]);
    expect(deckCards(rules, 4).map((id) => cardIndex(t, id))).toEqual(t.ids.map((_, i) => i));
  });

  it('is the same table for every game of a rule file, and numbers a bundled game\'s box', () => {
    const euchre = rulesOf('euchre/game.yaml', readFileSync(`${root}euchre/game.yaml`, 'utf8'));
    const e = euchre.cardTable;
    expect(e).toBe(euchre.cardTable);
    expect(e.size).toBe(euchre.boxOrder.length);
    expect(e.suits).toEqual(euchre.def.cards.suits.map((s) => s.letter));
    for (const [id, c] of euchre.cards) expect([suitLetter(e, e.suit[cardIndex(e, id)] as number), e.rank[cardIndex(e, id)]]).toEqual([c.suit, c.rank]);
  });

  it('numbers the cards as the meld engine\'s table does (the same indexes, ranks and suits)', () => {
    const owls = rulesOf('of-whats-left/game.yaml', readFileSync(`${root}of-whats-left/game.yaml`, 'utf8'));
    for (const r of [rules, owls]) {
      const m = meldCardTable(r);
      const c = r.cardTable;
      expect([...m.index]).toEqual([...c.index]);
      expect(m.suits).toEqual(c.suits);
      expect([...m.suit]).toEqual([...c.suit]);
      expect([...m.rank]).toEqual([...c.rank]);
    }
  });
});
