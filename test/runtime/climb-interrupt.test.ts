// Plays out of turn in a climbing trick (`interrupt:`), on the climb-beats fixture with the variant
// where anyone may play a bomb: right after a play, each other player still in who holds a play
// that beats the table and that the rule allows is offered it in turn, in the direction of play, or
// declines; the first to play takes the turn on from there.
import { describe, expect, it } from 'vitest';
import { decisionFor, legalMoves, moveText, type GameState, type Rules } from '../../runtime/index.js';
import { columnOf, dealt, lineOf, loadRules, moves, refused } from './fixture-games.js';

const legal = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => moveText(rules, s, m));
const rules = (): Rules => loadRules('climb-beats.yaml', ['climb-beats-bombs.yaml']);
const at = `test/fixtures/runtime/climb-beats-bombs.yaml:${lineOf('climb-beats-bombs.yaml', 'interrupt:')}:${columnOf('climb-beats-bombs.yaml', "meld ==")}`;

describe('anyone may play a bomb out of turn', () => {
  const deal = { Ann: ['2D', '8C', '3C'], Bob: ['7D', '1C'], Cy: ['6D', '6C', '6H', '6S', '5D'] };

  it('right after a play, only a player holding a bomb that beats the table is offered, and only the bomb', () => {
    const r = rules();
    const s = moves(r, dealt(r, deal), 'Ann: play 2D');
    // Bob, next in turn, holds no bomb: Cy is offered the bomb (not 5D, which beats the table too) or declines.
    expect(s.turn).toBe(2);
    expect(legal(r, s)).toEqual(['play 6C 6D 6H 6S', 'pass']);
    const d = decisionFor(r, s, 2);
    if (d?.kind !== 'turn') throw new Error('no decision');
    expect(d.pass).toBe(true);
    expect(d.plays.map((p) => p.naturals.join(' '))).toEqual(['6D 6C 6H 6S']);
    expect(decisionFor(r, s, 1)).toBeNull();
  });

  it('a play the rule does not allow out of turn is refused, naming the rule', () => {
    const r = rules();
    const s = moves(r, dealt(r, deal), 'Ann: play 2D');
    const e = refused(r, s, 'Cy: play 5D');
    expect(e.code).toBe('move/no-match');
    expect(e.message).toBe(`Cy may not play 5D out of turn (the interrupt rule at ${at})`);
    expect(refused(r, s, 'Bob: play 7D').code).toBe('move/not-your-turn');
  });

  it('declining gives the turn back as it would have gone: to the next player after the play', () => {
    const r = rules();
    let s = moves(r, dealt(r, deal), 'Ann: play 2D', 'Cy: pass');
    expect(s.turn).toBe(1);
    expect(s.trick?.window).toBeUndefined();
    // A decline is no pass of the trick: Cy may still play in turn (and 5D is open again).
    expect(s.trick?.passed).toEqual([]);
    expect(legal(r, s)).toEqual(['play 7D', 'pass']);
    s = moves(r, s, 'Bob: play 7D');
    expect(s.turn).toBe(2);
    expect(legal(r, s)).toEqual(['play 6C 6D 6H 6S', 'pass']);
  });

  it('the first to play out of turn takes the turn on from there, its play handlers run', () => {
    const r = rules();
    const s = moves(r, dealt(r, deal), 'Ann: play 2D', 'Cy: play 6C 6D 6H 6S');
    expect(s.trick?.plays.map((p) => [p.seat, p.meld])).toEqual([[0, 'single'], [2, 'bomb']]);
    expect(s.vars['reversed']).toBe(true);
    expect(s.trick?.window).toBeUndefined();
    expect(s.turn).toBe(0); // after Cy: Ann, whom the bomb skipped past Bob
    expect(legal(r, s)).toEqual(['pass']);
  });

  it('offers go in the direction of play, and a play out of turn opens a window of its own', () => {
    const r = rules();
    const d = { Ann: ['2D', '8C', '3C'], Bob: ['5D', '5C', '5H', '5S', '7D'], Cy: ['6D', '6C', '6H', '6S', '1S', '2S', '3S', '4S', '5S'] };
    let s = moves(r, dealt(r, d), 'Ann: play 2D');
    expect(s.trick?.window?.waiting).toEqual([1, 2]);
    expect(s.turn).toBe(1);
    s = moves(r, s, 'Bob: pass');
    expect(s.turn).toBe(2);
    s = moves(r, dealt(r, d), 'Ann: play 2D', 'Bob: play 5C 5D 5H 5S');
    // Bob's bomb reversed the order (its play handler ran before the offers were worked out): Cy's
    // higher bomb of four no longer beats it, the rockets (five cards and more) do.
    expect(s.trick?.window?.waiting).toEqual([2]);
    expect(legal(r, s)).toEqual(['play 1S 2S 3S 4S 5S', 'play 2S 3S 4S 5S 6S', 'play 1S 2S 3S 4S 5S 6S', 'pass']);
  });

  it('with hard passes, a player out of the trick is offered nothing; a decline is no pass', () => {
    const r = loadRules('climb-beats.yaml', ['climb-beats-bombs.yaml', 'climb-beats-bombs-hard.yaml']);
    const d = { Ann: ['2D', '8C', '3C'], Bob: ['7D', '7C', '7H', '7S', '1C'], Cy: ['6D', '6C', '6H', '6S', '5D'] };
    let s = moves(r, dealt(r, d), 'Ann: play 2D');
    expect(s.trick?.window?.waiting).toEqual([1, 2]);
    s = moves(r, s, 'Bob: pass', 'Cy: pass');
    expect(s.trick?.dropped).toEqual([]);
    expect(s.turn).toBe(1);
    s = moves(r, s, 'Bob: pass', 'Cy: play 5D');
    // Bob, who holds a bomb, passed for good: nobody is offered, and the turn goes to Ann.
    expect(s.trick?.dropped).toEqual([1]);
    expect(s.trick?.window).toBeUndefined();
    expect(s.turn).toBe(0);
  });

  it('without the rule, nobody is offered anything (the fixture as it is)', () => {
    const r = loadRules('climb-beats.yaml');
    const s = moves(r, dealt(r, deal), 'Ann: play 2D');
    expect(s.turn).toBe(1);
    expect(s.trick?.window).toBeUndefined();
  });
});
