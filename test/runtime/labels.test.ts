// labelsOf: the display data a client asks for instead of guessing names from ids, for a fixture
// holding every kind of card, zone, marker and action, and for the bundled games and variants.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { cardText, labelsOf, markerLabelOf, prepareRules, SUIT_COLOURS, zoneLabelOf, type Labels } from '../../runtime/index.js';
import { seedGame } from './bots/helpers.js';
import { loadRules } from './fixture-games.js';

describe('labelsOf on a fixture', () => {
  const rules = loadRules('labels.yaml');
  const labels = labelsOf(rules);

  it('names the game and every suit, long form and short form', () => {
    expect(labels.game).toBe('Label Table');
    expect(labels.suits).toEqual({
      R: { letter: 'R', name: 'Rose', symbol: '✿', colour: 'pink' },
      K: { letter: 'K', name: 'Key', symbol: null, colour: null },
    });
  });

  it('labels every card of the box, in box order', () => {
    expect(Object.keys(labels.cards)).toEqual([...rules.boxOrder]);
    expect(Object.keys(labels.cards)).toEqual(['1R', '2R', '3R', '1K', '2K', '3K', 'Jester', 'Twin#1', 'Twin#2', 'Chameleon', 'Crown']);
    expect(labels.cards['2R']).toEqual({
      id: '2R', rank: 2, rankLabel: '2', suit: 'R', suitName: 'Rose', symbol: '✿', colour: 'pink',
      special: null, wild: false, anySuit: false, text: '2 of Rose', short: '2✿',
    });
    // No symbol: the short text is the id.
    expect(labels.cards['3K']).toEqual({
      id: '3K', rank: 3, rankLabel: '3', suit: 'K', suitName: 'Key', symbol: null, colour: null,
      special: null, wild: false, anySuit: false, text: '3 of Key', short: '3K',
    });
  });

  it('labels special cards by name: wild, copies, any suit, and one with a suit of its own', () => {
    expect(labels.cards['Jester']).toEqual({
      id: 'Jester', rank: null, rankLabel: null, suit: null, suitName: null, symbol: null, colour: null,
      special: 'Jester', wild: true, anySuit: false, text: 'Jester', short: 'Jester',
    });
    for (const id of ['Twin#1', 'Twin#2']) {
      expect(labels.cards[id]).toMatchObject({ id, rank: 2, suit: null, special: 'Twin', wild: false, text: 'Twin', short: 'Twin' });
    }
    expect(labels.cards['Chameleon']).toMatchObject({ rank: 1, suit: null, anySuit: true, wild: false, text: 'Chameleon' });
    expect(labels.cards['Crown']).toEqual({
      id: 'Crown', rank: 3, rankLabel: '3', suit: 'R', suitName: 'Rose', symbol: '✿', colour: 'pink',
      special: 'Crown', wild: false, anySuit: false, text: 'Crown', short: 'Crown',
    });
  });

  it('labels markers, and finds a marker from its state key', () => {
    expect(labels.markers).toEqual({
      bonus: { name: 'bonus', label: 'Bonus', perPlayer: true, pool: null },
      first: { name: 'first', label: 'First Lead', perPlayer: false, pool: 'passes' },
      spare: { name: 'spare', label: 'spare', perPlayer: false, pool: null },
    });
    expect(markerLabelOf(labels, 'bonus#2')?.label).toBe('Bonus');
    expect(markerLabelOf(labels, 'first')?.label).toBe('First Lead');
    expect(markerLabelOf(labels, 'nothing#1')).toBeUndefined();
    expect(markerLabelOf(labels, '__proto__')).toBeUndefined();
    expect(markerLabelOf(labels, 'toString')).toBeUndefined();
  });

  it('labels actions (the key when no label is given) and meld types', () => {
    expect(labels.actions).toEqual({
      turn_bonus: { name: 'turn_bonus', label: 'turn your bonus over', endsTurn: false },
      rest: { name: 'rest', label: 'rest', endsTurn: true },
      claim: { name: 'claim', label: 'claim the first lead', endsTurn: false },
    });
    expect(labels.melds).toEqual({ single: { name: 'single' }, run: { name: 'run' } });
  });

  it('labels the built-in zones and the file\'s, with the file\'s visibility winning', () => {
    expect(labels.zones).toEqual({
      deck: { name: 'deck', label: 'deck', perPlayer: false, visible: 'none', builtin: true },
      box: { name: 'box', label: 'box', perPlayer: false, visible: 'none', builtin: true },
      hand: { name: 'hand', label: 'hand', perPlayer: true, visible: 'owner', builtin: true },
      table: { name: 'table', label: 'table', perPlayer: false, visible: 'all', builtin: true },
      discard: { name: 'discard', label: 'discard', perPlayer: false, visible: 'count', builtin: true },
      left: { name: 'left', label: 'left', perPlayer: true, visible: 'owner', builtin: false },
    });
    expect(zoneLabelOf(labels, 'hand#0')?.visible).toBe('owner');
    expect(zoneLabelOf(labels, 'left#3')?.builtin).toBe(false);
    expect(zoneLabelOf(labels, 'right#0')).toBeUndefined();
  });

  it('is JSON data, and a fresh copy each time', () => {
    expect(JSON.parse(JSON.stringify(labels)) as Labels).toEqual(labels);
    const mine = labelsOf(rules) as { suits: Record<string, { name: string }> };
    (mine.suits['R'] as { name: string }).name = 'changed';
    expect(labelsOf(rules).suits['R']?.name).toBe('Rose');
  });

  it('writes a declared wild\'s rank and suit the same way, even outside the deck', () => {
    expect(cardText(4, labels.suits['R'] ?? null)).toEqual({ text: '4 of Rose', short: '4✿' });
    expect(cardText(4, labels.suits['K'] ?? null)).toEqual({ text: '4 of Key', short: '4K' });
    expect(cardText(0, null)).toEqual({ text: '0', short: '0' });
  });
});

describe('labelsOf on the bundled games', () => {
  it('Bested Another Time: French suits, ranks 0 to 17, pass cards', () => {
    const labels = labelsOf(seedGame('bested-another-time'));
    expect(Object.values(labels.suits).map((s) => `${s.letter} ${s.name} ${s.symbol} ${s.colour}`)).toEqual([
      'C Clubs ♣ black', 'H Hearts ♥ red', 'S Spades ♠ black', 'D Diamonds ♦ red',
    ]);
    expect(Object.keys(labels.cards)).toHaveLength(4 * 18);
    expect(labels.cards['9H']).toMatchObject({ rank: 9, suit: 'H', suitName: 'Hearts', text: '9 of Hearts', short: '9♥', colour: 'red' });
    expect(labels.cards['0S']).toMatchObject({ text: '0 of Spades', short: '0♠', colour: 'black' });
    expect(labels.markers['lead_next']).toEqual({ name: 'lead_next', label: 'Lead Next', perPlayer: false, pool: 'pass_cards' });
    expect(markerLabelOf(labels, 'bet_wild')?.label).toBe('Bet/Wild');
    expect(labels.actions).toEqual({});
  });

  it('Bested Another Time solo: the variant\'s action and zone', () => {
    const labels = labelsOf(seedGame('bested-another-time', ['solo']));
    expect(labels.actions['take_wild']).toEqual({ name: 'take_wild', label: 'take a dummy card as a wild', endsTurn: false });
    expect(labels.zones['dummy']).toEqual({ name: 'dummy', label: 'dummy', perPlayer: false, visible: 'none', builtin: false });
    expect(labels.zones['draw']?.visible).toBe('count');
    expect(labels.cards['13C']?.short).toBe('13♣');
  });

  it('Of What\'s Left: the owls\' suits, wild special cards, the per-player Bonus', () => {
    const labels = labelsOf(seedGame('of-whats-left'));
    expect(labels.suits['M']).toEqual({ letter: 'M', name: 'Moon', symbol: '☾', colour: 'blue' });
    expect(labels.cards['12M']).toMatchObject({ text: '12 of Moon', short: '12☾' });
    expect(labels.cards['1N']).toMatchObject({ text: '1 of Nest', short: '1◒', colour: 'brown' });
    expect(labels.cards['Dragowl']).toMatchObject({ special: 'Dragowl', wild: true, rank: null, text: 'Dragowl' });
    expect(markerLabelOf(labels, 'bonus#1')).toEqual({ name: 'bonus', label: 'Bonus', perPlayer: true, pool: null });
    expect(Object.keys(labels.melds).length).toBeGreaterThan(0);
  });

  it('Worst In Show: the dog suits, the split hand\'s zones, hidden tricks', () => {
    const labels = labelsOf(seedGame('worst-in-show'));
    expect(labels.suits['G']).toEqual({ letter: 'G', name: 'Great Dane', symbol: '★', colour: 'gold' });
    expect(labels.cards['15G']?.text).toBe('15 of Great Dane');
    expect(zoneLabelOf(labels, 'left#2')).toEqual({ name: 'left', label: 'left', perPlayer: true, visible: 'owner', builtin: false });
    expect(labels.zones['discard']?.visible).toBe('count');
    expect(labels.markers['obedience']?.label).toBe('Obedience');
  });

  it('every bundled suit has a symbol and a colour of the closed set', () => {
    for (const game of ['bested-another-time', 'of-whats-left', 'worst-in-show']) {
      for (const s of Object.values(labelsOf(seedGame(game)).suits)) {
        expect(s.symbol, `${game} ${s.letter}`).not.toBeNull();
        expect(SUIT_COLOURS, `${game} ${s.letter}`).toContain(s.colour);
      }
    }
  });
});

describe('labels under variants', () => {
  const game = `game: T
players: 3
cards:
  suits:
    R: Red
    K: { name: Black, symbol: "♠", colour: black }
  ranks: 1..2
deck: { all: { suits: all } }
melds: { single: { size: 1 } }
round:
  setup: [{ deal: { count: all } }]
  play: { kind: climbing }
  score: "0"
game-end: { after-rounds: 1 }
`;
  const labelsWith = (variant: string): Labels => {
    const r = compileRules({ file: 'game.yaml', text: game }, [{ file: 'v.yaml', text: `extends: game.yaml\n${variant}` }]);
    expect(r.diagnostics).toEqual([]);
    if (r.def === undefined) throw new Error('no def');
    return labelsOf(prepareRules(r.def));
  };

  it('a variant gives a short-form suit a symbol and colour, and keeps its name', () => {
    const labels = labelsWith('cards:\n  suits:\n    R: { symbol: "♦", colour: red }\n');
    expect(labels.suits['R']).toEqual({ letter: 'R', name: 'Red', symbol: '♦', colour: 'red' });
    expect(labels.cards['2R']).toMatchObject({ text: '2 of Red', short: '2♦' });
  });

  it('a variant changes one key of a long-form suit and deletes another', () => {
    const labels = labelsWith('cards:\n  suits:\n    K: { colour: blue, symbol: null }\n');
    expect(labels.suits['K']).toEqual({ letter: 'K', name: 'Black', symbol: null, colour: 'blue' });
    expect(labels.cards['1K']?.short).toBe('1K');
  });

  it('a variant that writes a suit in the short form replaces it whole', () => {
    const labels = labelsWith('cards:\n  suits:\n    K: Coal\n');
    expect(labels.suits['K']).toEqual({ letter: 'K', name: 'Coal', symbol: null, colour: null });
  });
});
