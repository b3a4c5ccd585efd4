// Decisions with fixed deals: a turn's card sets (each once, with their melds), a wild's declared
// ranges and the exact ways when two wilds depend on each other, pass allowed or not, actions, a
// choice's k of n, a setup choice of k cards of n and a split's range.
import { describe, expect, it } from 'vitest';
import { decidingSeats, decisionFor, expandDecision, legalMoves, type Decision, type GameState, type Rules, type TurnDecision } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const climb = loadRules('climb.yaml');
const extra = loadRules('climb.yaml', ['climb-extra.yaml']);
const follow = loadRules('follow.yaml');
const effects = loadRules('effects.yaml');
const anySuit = loadRules('any-suit.yaml');
const setupChoose = loadRules('setup-choose.yaml');

function turn(rules: Rules, s: GameState, seat: number): TurnDecision {
  const d = decisionFor(rules, s, seat);
  if (d?.kind !== 'turn') throw new Error(`seat ${seat} has no turn: ${JSON.stringify(d)}`);
  return d;
}

/** The card set playing exactly these cards (naturals and wilds together). */
function set(d: TurnDecision, ...ids: string[]) {
  const want = [...ids].sort().join(' ');
  const found = d.plays.filter((p) => [...p.naturals, ...p.wilds].sort().join(' ') === want);
  expect(found.length, `the card set ${want} is listed once`).toBe(1);
  return found[0] as TurnDecision['plays'][number];
}

function sameMoves(rules: Rules, s: GameState, d: Decision): void {
  expect(expandDecision(d).map(moveKey).sort()).toEqual(legalMoves(rules, s).filter((m) => m.seat === d.seat).map(moveKey).sort());
}

describe('a turn', () => {
  // Ann holds two wilds: 1G (made wild by the deal) and the Joker.
  const twoWilds = (): GameState => dealt(climb, { Ann: ['3R', '6R', '1G', 'Joker', '9B'], Bob: ['4G', '5G'], Cy: ['8B'] }, { wild: ['1G'] });

  it('lists each card set once, with its meld types, naturals and wilds apart', () => {
    const s = twoWilds();
    const d = turn(climb, s, 0);
    const keys = d.plays.map((p) => [...p.naturals, ...p.wilds].sort().join(' '));
    expect(new Set(keys).size).toBe(keys.length);
    const three = set(d, '3R', '1G', 'Joker');
    expect(three.naturals).toEqual(['3R']);
    expect(three.wilds).toEqual(['1G', 'Joker']);
    expect(three.melds.map((m) => m.meld)).toEqual(['set', 'run']);
    // The moves are fewer than the ways: one card set stands for many declarations.
    expect(d.plays.length).toBeLessThan(legalMoves(climb, s).length);
    sameMoves(climb, s, d);
  });

  it('summarises a wild as rank ranges and suits, and keeps the exact ways when wilds depend on each other', () => {
    const d = turn(climb, twoWilds(), 0);
    const run = set(d, '3R', '1G', 'Joker').melds.find((m) => m.meld === 'run');
    // 3R with two wilds: 1R 2R 3R, 2R 3R 4R or 3R 4R 5R; the first wild by id takes the lower rank.
    expect(run?.declare).toEqual([
      { card: '1G', wild: true, ranks: [{ min: 1, max: 2 }, { min: 4, max: 4 }], suits: ['R'] },
      { card: 'Joker', wild: true, ranks: [{ min: 2, max: 2 }, { min: 4, max: 5 }], suits: ['R'] },
    ]);
    // The summaries alone would allow 1G=1R with Joker=5R; the ways do not.
    expect(run?.ways).toEqual([
      [{ rank: 1, suit: 'R' }, { rank: 2, suit: 'R' }],
      [{ rank: 2, suit: 'R' }, { rank: 4, suit: 'R' }],
      [{ rank: 4, suit: 'R' }, { rank: 5, suit: 'R' }],
    ]);
    // A wild alone is a single of any wild rank, with no suit (a single has none).
    const alone = set(d, '1G').melds;
    expect(alone).toHaveLength(1);
    expect(alone[0]?.declare).toEqual([{ card: '1G', wild: true, ranks: [{ min: 1, max: 10 }], suits: [] }]);
    expect(alone[0]?.ways).toHaveLength(10);
    // Wilds are interchangeable: a one-wild play names the first wild held, never the Joker alone.
    expect(d.plays.some((p) => p.wilds.length === 1 && p.wilds[0] === 'Joker')).toBe(false);
    // Filling the gap of 3R 6R takes both wilds, in one way only.
    expect(set(d, '3R', '6R', '1G', 'Joker').melds).toEqual([{
      meld: 'run',
      declare: [
        { card: '1G', wild: true, ranks: [{ min: 4, max: 4 }], suits: ['R'] },
        { card: 'Joker', wild: true, ranks: [{ min: 5, max: 5 }], suits: ['R'] },
      ],
      ways: [[{ rank: 4, suit: 'R' }, { rank: 5, suit: 'R' }]],
    }]);
  });

  it('suits "any" where every suit is listed; the ways keep the suits tied together', () => {
    // Jester (a 1 of any suit) with two wilds: a run 1-2-3 in each suit of the deck (R, G, B).
    const s = dealt(anySuit, { Ann: ['Jester', 'Joker', '2R', '5G'], Bob: ['4B'], Cy: ['5B'] }, { wild: ['2R'] });
    const d = turn(anySuit, s, 0);
    const run = set(d, 'Jester', 'Joker', '2R').melds.find((m) => m.meld === 'run');
    expect(run?.declare).toEqual([
      { card: 'Jester', wild: false, ranks: [], suits: 'any' },
      // The wilds' declarations go in rank order to the wilds in order of id: 2R is the 2, the Joker the 3.
      { card: 'Joker', wild: true, ranks: [{ min: 3, max: 3 }], suits: 'any' },
      { card: '2R', wild: true, ranks: [{ min: 2, max: 2 }], suits: 'any' },
    ]);
    // Every card in one suit, never Jester=R with wilds of green.
    expect(run?.ways.every((w) => w.every((x) => x.suit === w[0]?.suit))).toBe(true);
    expect(run?.ways).toHaveLength(3);
    sameMoves(anySuit, s, d);
  });

  it('pass: not for the leader, allowed for a follower', () => {
    const s = twoWilds();
    expect(turn(climb, s, 0).pass).toBe(false);
    const after = moves(climb, s, 'Ann: play 9B');
    const bob = turn(climb, after, 1);
    expect(bob.pass).toBe(true);
    // Over a single 9, only higher singles: a wild-free hand of 4G 5G has none.
    expect(bob.plays).toEqual([]);
    sameMoves(climb, after, bob);
  });

  it('names the actions open now, with their labels', () => {
    const s = dealt(extra, { Ann: ['3R', '5R'], Bob: ['4G'], Cy: ['8B'] });
    expect(turn(extra, s, 0).actions).toEqual([{ name: 'peek', label: 'peek at the deck' }]);
    const empty = dealt(extra, { Ann: ['3R', '5R'], Bob: ['4G'], Cy: ['8B'], deck: [] });
    expect(turn(extra, empty, 0).actions).toEqual([]);
  });

  it('an any-suit card declares a suit, not a rank, in a meld of one suit', () => {
    const s = dealt(anySuit, { Ann: ['Jester', '2R', '3R', '2G', '3G'], Bob: ['4B'], Cy: ['5B'] });
    const d = turn(anySuit, s, 0);
    const runR = set(d, 'Jester', '2R', '3R');
    expect(runR.naturals).toEqual(['Jester', '2R', '3R']);
    expect(runR.wilds).toEqual([]);
    expect(runR.melds).toEqual([{ meld: 'run', declare: [{ card: 'Jester', wild: false, ranks: [], suits: ['R'] }], ways: [[{ rank: null, suit: 'R' }]] }]);
    // Alone, it is a single with nothing declared.
    expect(set(d, 'Jester').melds).toEqual([{ meld: 'single', declare: [], ways: [[]] }]);
    sameMoves(anySuit, s, d);
  });

  it('must-follow: one card per set, its meld the zone it is played from; no pass', () => {
    const s0 = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    const s = moves(follow, s0, 'Ann: split 1', 'Bob: split 1', 'Cy: split 2', 'Ann: play 2R');
    const bob = turn(follow, s, 1);
    // Bob holds 4R in left (he must follow Red there) and may misbehave from right.
    expect(bob.plays).toEqual([
      { naturals: ['4R'], wilds: [], melds: [{ meld: 'left', declare: [], ways: [[]] }] },
      { naturals: ['6T'], wilds: [], melds: [{ meld: 'right', declare: [], ways: [[]] }] },
    ]);
    expect(bob.pass).toBe(false);
  });

  it('only the seat to act has a decision', () => {
    const s = twoWilds();
    expect(decidingSeats(climb, s)).toEqual([0]);
    expect(decisionFor(climb, s, 1)).toBeNull();
    expect(decisionFor(climb, s, 2)).toBeNull();
  });
});

describe('choices', () => {
  const start = (): GameState => dealt(effects, { Ann: ['1R', '2R', '3G'], Bob: ['5R', '8R'], Cy: ['3R', '7R'] });

  it('a choice of one player of two: 1 of 2, not optional, with its prompt', () => {
    const s = moves(effects, start(), 'Ann: do ask_player');
    const d = decisionFor(effects, s, 0);
    expect(d).toEqual({
      kind: 'choice', seat: 0, choice: 'player', options: [{ t: 'player', seat: 1 }, { t: 'player', seat: 2 }],
      pick: { min: 1, max: 1 }, optional: false, prompt: 'Choose a player',
    });
    expect(decidingSeats(effects, s)).toEqual([0]);
    sameMoves(effects, s, d as Decision);
  });

  it('an optional choice of a card: 0 or 1 of the hand, none allowed', () => {
    const s = moves(effects, start(), 'Ann: do ask_card');
    const d = decisionFor(effects, s, 0);
    expect(d).toMatchObject({ kind: 'choice', choice: 'card', pick: { min: 0, max: 1 }, optional: true });
    expect(d?.kind === 'choice' ? d.options : null).toEqual([{ t: 'card', id: '1R' }, { t: 'card', id: '2R' }, { t: 'card', id: '3G' }]);
    expect(expandDecision(d as Decision).map(moveKey)).toContain('0|choose|null');
    sameMoves(effects, s, d as Decision);
  });

  it('a choice asked of another player: that seat decides, the acting one does not', () => {
    const s = moves(effects, start(), 'Ann: do ask_next');
    expect(decidingSeats(effects, s)).toEqual([1]);
    expect(decisionFor(effects, s, 0)).toBeNull();
    expect(decisionFor(effects, s, 1)).toMatchObject({ kind: 'choice', choice: 'card', options: [{ t: 'card', id: '5R' }, { t: 'card', id: '8R' }] });
  });

  it('options are copies: changing them changes nothing in the state', () => {
    const s = moves(effects, start(), 'Ann: do ask_player');
    const before = JSON.stringify(s);
    const d = decisionFor(effects, s, 0);
    if (d?.kind !== 'choice') throw new Error('no choice');
    (d.options[0] as { seat: number }).seat = 9;
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('setup decisions', () => {
  it('a split: the allowed range of the second part, for every seat still to decide', () => {
    const s = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    expect(decidingSeats(follow, s)).toEqual([0, 1, 2]);
    expect(decisionFor(follow, s, 0)).toEqual({ kind: 'setup-split', seat: 0, zone: 'hand', into: ['left', 'right'], size: 4, right: { min: 1, max: 2 } });
    const once = moves(follow, s, 'Ann: split 1');
    expect(decidingSeats(follow, once)).toEqual([1, 2]);
    expect(decisionFor(follow, once, 0)).toBeNull();
    expect(expandDecision(decisionFor(follow, once, 1) as Decision).map(moveKey)).toEqual(['1|split|1', '1|split|2']);
  });

  it('a choice of k cards of n: two of four, as a list in the zone\'s order, with its prompt', () => {
    const s = dealt(setupChoose, { Ann: ['1R', '2R', '3G', '4G'], Bob: ['5R', '6G', '1G', '2G'], Cy: ['3R', '4R', '5G', '6R'] });
    const d = decisionFor(setupChoose, s, 1);
    expect(d).toEqual({
      kind: 'setup-choose', seat: 1, zone: 'hand', cards: ['5R', '6G', '1G', '2G'], pick: { min: 2, max: 2 }, answer: 'cards',
      prompt: 'Choose two cards to make wild',
    });
    const expanded = expandDecision(d as Decision);
    expect(expanded).toHaveLength(6);
    expect(expanded[0]).toEqual({ kind: 'choose', seat: 1, value: [{ t: 'card', id: '5R' }, { t: 'card', id: '6G' }] });
    sameMoves(setupChoose, s, d as Decision);
    expect(decidingSeats(setupChoose, s)).toEqual([0, 1, 2]);
  });
});
