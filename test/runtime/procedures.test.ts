// The two trick procedures: climbing (soft and hard pass, all-passed clear and continue, the
// leader's pass, reset) and must-follow (follow-suit sources, a conditional source, trump, the
// winner leading, a seat with nothing to play skipped).
import { describe, expect, it } from 'vitest';
import { legalMoves, moveText, type GameState, type Rules, logLines } from '../../runtime/index.js';
import { dealt, hand, loadRules, moves, refused } from './fixture-games.js';

const legalTexts = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => `${s.names[m.seat]}: ${moveText(rules, s, m)}`);

describe('climbing', () => {
  const deal = { Ann: ['3R', '5R', '9B'], Bob: ['4G', '8G', '1B'], Cy: ['7R', '8B', '2G'] };

  it('soft pass: a player who passed comes back in; when all others pass, clear: the last player leads', () => {
    const rules = loadRules('climb.yaml');
    let s = moves(rules, dealt(rules, deal), 'Ann: play 3R', 'Bob: pass');
    expect(s.trick?.passed).toEqual([1]);
    s = moves(rules, s, 'Cy: play 7R');
    expect(s.trick?.passed).toEqual([]); // a play clears the soft passes
    s = moves(rules, s, 'Ann: pass');
    expect(s.turn).toBe(1);
    expect(legalTexts(rules, s)).toEqual(['Bob: play 8G', 'Bob: pass']);
    s = moves(rules, s, 'Bob: play 8G', 'Cy: pass', 'Ann: pass');
    expect(s.tricksPlayed).toBe(1);
    expect(s.zones['discard']).toEqual(['3R', '7R', '8G']);
    expect(s.trick).toMatchObject({ leader: 1, number: 2, plays: [], passed: [] });
    expect(s.turn).toBe(1);
    expect(logLines(rules, s, null).at(-1)).toBe('trick 1 ends: Bob wins it');
  });

  it('soft pass, all-passed continue: the last player plays over themselves until they pass', () => {
    const rules = loadRules('climb.yaml', ['climb-continue.yaml']);
    let s = moves(rules, dealt(rules, deal), 'Ann: play 3R', 'Bob: pass', 'Cy: pass');
    expect(s.turn).toBe(0);
    expect(s.tricksPlayed).toBe(0);
    expect(legalTexts(rules, s)).toEqual(['Ann: play 5R', 'Ann: play 9B', 'Ann: pass']);
    s = moves(rules, s, 'Ann: play 5R');
    expect(s.trick?.plays.map((p) => [p.seat, p.height])).toEqual([[0, 3], [0, 5]]);
    s = moves(rules, s, 'Bob: pass', 'Cy: pass', 'Ann: pass');
    expect(s.tricksPlayed).toBe(1);
    expect(s.trick).toMatchObject({ leader: 0, number: 2 });
    expect(s.zones['discard']).toEqual(['3R', '5R']);
  });

  it('hard pass: a passed player is out of the trick; the last one in continues', () => {
    const rules = loadRules('climb.yaml', ['climb-hard.yaml']);
    const d = { ...deal, Ann: ['3R', '8R', '9B', '1G'] };
    let s = moves(rules, dealt(rules, d), 'Ann: play 3R', 'Bob: pass', 'Cy: play 7R', 'Ann: play 8R');
    expect(s.trick?.dropped).toEqual([1]);
    expect(s.turn).toBe(2); // Bob is skipped
    s = moves(rules, s, 'Cy: pass');
    expect(s.trick?.dropped).toEqual([1, 2]);
    expect(s.turn).toBe(0);
    expect(s.tricksPlayed).toBe(0);
    expect(legalTexts(rules, s)).toEqual(['Ann: play 9B', 'Ann: pass']);
    s = moves(rules, s, 'Ann: play 9B');
    expect(s.turn).toBe(0); // still alone in the trick
    s = moves(rules, s, 'Ann: pass');
    expect(s.tricksPlayed).toBe(1);
    expect(s.zones['discard']).toEqual(['3R', '7R', '8R', '9B']);
    expect(s.trick).toMatchObject({ leader: 0, dropped: [], plays: [] });
  });

  it('hard pass, all-passed clear: the trick ends when only its last player is left in', () => {
    const rules = loadRules('climb.yaml', ['climb-hard-clear.yaml']);
    const d = { ...deal, Ann: ['3R', '8R', '9B', '1G'] };
    const s = moves(rules, dealt(rules, d), 'Ann: play 3R', 'Bob: pass', 'Cy: play 7R', 'Ann: play 8R', 'Cy: pass');
    expect(s.tricksPlayed).toBe(1);
    expect(s.zones['discard']).toEqual(['3R', '7R', '8R']);
    expect(s.trick).toMatchObject({ leader: 0, number: 2, plays: [], dropped: [] });
    expect(s.turn).toBe(0);
    // when every player passes and nobody played, the empty trick ends and its leader leads again
    const empty = moves(rules, dealt(rules, d), 'Ann: pass', 'Bob: pass', 'Cy: pass');
    expect(empty.tricksPlayed).toBe(1);
    expect(empty.trick).toMatchObject({ leader: 0, number: 2, plays: [] });
  });

  it('the leader may not pass, unless leader-may-pass', () => {
    const strict = loadRules('climb.yaml');
    expect(legalTexts(strict, dealt(strict, deal))).toEqual(['Ann: play 3R', 'Ann: play 5R', 'Ann: play 9B']);
    const lenient = loadRules('climb.yaml', ['climb-reset.yaml']);
    const s = moves(lenient, dealt(lenient, deal), 'Ann: pass');
    expect(s.turn).toBe(1);
    expect(s.trick?.plays).toEqual([]);
  });

  it('reset: a meld starting at the reset rank beats one topped by the highest rank', () => {
    const rules = loadRules('climb.yaml', ['climb-reset.yaml']);
    const s = moves(rules, dealt(rules, { Ann: ['9B', '5R'], Bob: ['1B', '2G', '8G'], Cy: ['7R'] }), 'Ann: play 9B');
    expect(legalTexts(rules, s)).toEqual(['Bob: play 1B', 'Bob: pass']);
    expect(refused(rules, s, 'Bob: play 2G').code).toBe('move/not-higher');
    expect(moves(rules, s, 'Bob: play 1B').trick?.plays.at(-1)).toMatchObject({ seat: 1, height: 1 });
    // without reset, 1B is just lower
    const plain = loadRules('climb.yaml');
    const p = moves(plain, dealt(plain, { Ann: ['9B', '5R'], Bob: ['1B', '2G', '8G'], Cy: ['7R'] }), 'Ann: play 9B');
    expect(refused(plain, p, 'Bob: play 1B').code).toBe('move/not-higher');
  });

  it('a player who sheds out ends the round (end-when) and it is scored', () => {
    const rules = loadRules('climb.yaml');
    const s = moves(rules, dealt(rules, { Ann: ['9B'], Bob: ['4G', '8G'], Cy: ['7R', '8B', '2G'] }), 'Ann: play 9B');
    expect(s.round).toBe(2);
    expect(s.players.map((p) => p.score)).toEqual([0, -2, -3]);
  });
});

describe('must-follow', () => {
  const rules = loadRules('follow.yaml');
  // left / right after the splits — Ann: 2R 5R 3G / 1T · Bob: 4R 6G 2B / 6T · Cy: 1G 3B / 4B 5B
  function start(): GameState {
    const s = dealt(rules, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    return moves(rules, s, 'Ann: split 1', 'Bob: split 1', 'Cy: split 2');
  }

  it('the split runs its then-effects for each seat', () => {
    const s = start();
    expect([hand(s, 0, 'left'), hand(s, 0, 'right'), hand(s, 2, 'right')]).toEqual([['2R', '5R', '3G'], ['1T'], ['4B', '5B']]);
    expect(s.players.map((p) => p.vars['bid'])).toEqual([1, 1, 2]);
  });

  it('the leader leads from lead-from; followers follow suit from left, and may play right only while they could follow', () => {
    const s = start();
    expect(legalTexts(rules, s)).toEqual(['Ann: play 2R', 'Ann: play 5R', 'Ann: play 3G']);
    const led = moves(rules, s, 'Ann: play 2R');
    expect(led.trick?.ledSuit).toBe('R');
    expect(legalTexts(rules, led)).toEqual(['Bob: play 4R', 'Bob: play 6T']);
    const bob = moves(rules, led, 'Bob: play 6T');
    // Cy holds no red on the left: any left card, and the right side is closed
    expect(legalTexts(rules, bob)).toEqual(['Cy: play 1G', 'Cy: play 3B']);
  });

  it('trump wins the trick; the winner takes it and leads the next', () => {
    const s = moves(rules, start(), 'Ann: play 2R', 'Bob: play 6T', 'Cy: play 3B');
    expect(s.players.map((p) => p.tricks)).toEqual([0, 1, 0]);
    expect(logLines(rules, s, null).at(-1)).toBe('trick 1 ends: Bob wins it');
    expect(s.trick).toMatchObject({ leader: 1, number: 2, plays: [] });
    expect(s.turn).toBe(1);
    expect(s.zones['discard']).toEqual(['2R', '6T', '3B']);
  });

  it('without trump, the highest card of the led suit wins', () => {
    const s = moves(rules, start(), 'Ann: play 2R', 'Bob: play 4R', 'Cy: play 1G');
    expect(s.players.map((p) => p.tricks)).toEqual([0, 1, 0]);
    const t2 = moves(rules, s, 'Bob: play 6G');
    expect(legalTexts(rules, t2)).toEqual(['Cy: play 3B']);
  });

  it('a seat with nothing to play is skipped', () => {
    const s0 = dealt(rules, { Ann: ['2R', '5R', '1T'], Bob: ['4R', '6G', '6T'], Cy: ['4B', '5B'] });
    const s = moves(rules, s0, 'Ann: split 1', 'Bob: split 1', 'Cy: split 2', 'Ann: play 2R', 'Bob: play 4R');
    expect(logLines(rules, s, null)).toContain('Cy cannot move');
    expect(s.players.map((p) => p.tricks)).toEqual([0, 1, 0]);
    expect(s.trick).toMatchObject({ leader: 1, number: 2, plays: [] });
    expect(s.turn).toBe(1);
  });
});
