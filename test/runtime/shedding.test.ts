// The shedding procedure (play: kind: shedding): plays by the match rule, drawing until able or
// once, the default turn order in the direction of play with reverse() and skip(), the pile ending
// when everyone still in has passed, a `next` expression and `may-pass`, and the refusals' codes.
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove, legalMoves, moveText, logLines, type GameState, type Rules } from '../../runtime/index.js';
import { dealt, hand, loadRules, moves, refused } from './fixture-games.js';
import { newGame } from './new-game.js';
import { rng } from '../../bench/soak/bundled-games.js';

const legalTexts = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => `${s.names[m.seat]}: ${moveText(rules, s, m)}`);

describe('shedding', () => {
  it('lists the cards the match rule allows onto the top card; any card onto an empty table', () => {
    const rules = loadRules('shed.yaml');
    let s = dealt(rules, { Ann: ['3R', '5G'], Bob: ['4R', '5B', '7G'], Cy: ['8B', '9B'], stock: [] });
    expect(legalTexts(rules, s)).toEqual(['Ann: play 3R', 'Ann: play 5G']);
    s = moves(rules, s, 'Ann: play 5G');
    expect(s.turn).toBe(1);
    expect(legalTexts(rules, s)).toEqual(['Bob: play 5B', 'Bob: play 7G']); // same rank, same suit
    expect(refused(rules, s, 'Bob: play 4R').code).toBe('move/no-match');
    expect(refused(rules, s, 'Bob: pass').code).toBe('move/cannot-pass');
    s = moves(rules, s, 'Bob: play 5B', 'Cy: play 8B');
    expect(s.zones['table']).toEqual(['5G', '5B', '8B']);
    // Ann (3R) and Bob (4R, 7G) cannot follow 8B and there is nothing to draw: they pass.
    expect(s.trick?.passed).toEqual([0, 1]);
    expect(s.turn).toBe(2);
  });

  it('draw until-able: a player with no match draws from draw-from until one comes', () => {
    const rules = loadRules('shed.yaml');
    let s = dealt(rules, { Ann: ['3R', '5G'], Bob: ['4B', '6B'], Cy: ['8B', '9B'], stock: ['7B', '9R', '3G', '1B'] });
    s = moves(rules, s, 'Ann: play 3R');
    // Bob holds no red and no 3: he draws 7B, then 9R, and may play it.
    expect(hand(s, 1)).toEqual(['4B', '6B', '7B', '9R']);
    expect(s.zones['stock']).toEqual(['3G', '1B']);
    expect(legalTexts(rules, s)).toEqual(['Bob: play 9R']);
    expect(logLines(rules, s, null).filter((l) => l.includes('draws'))).toHaveLength(2);
  });

  it('draw once: one card, then a player still unable passes; with nothing to draw, the pile ends when all have passed', () => {
    const rules = loadRules('shed.yaml', ['shed-once.yaml']);
    let s = dealt(rules, { Ann: ['3R', '5B'], Bob: ['4B', '6B'], Cy: ['8B', '9G'], stock: ['7B', '9R'] });
    s = moves(rules, s, 'Ann: play 3R');
    // Bob draws 7B, cannot play it and passes; Cy draws 9R and may play it.
    expect(hand(s, 1)).toEqual(['4B', '6B', '7B']);
    expect(s.trick?.passed).toEqual([1]);
    expect(s.turn).toBe(2);
    expect(hand(s, 2)).toEqual(['8B', '9G', '9R']);
    s = moves(rules, s, 'Cy: play 9R');
    // Ann (5B) and Bob cannot follow 9R and the stock is empty: they pass; Cy may go on.
    expect(s.trick?.passed).toEqual([0, 1]);
    expect(logLines(rules, s, null).slice(-2)).toEqual(['Ann cannot move', 'Bob cannot move']);
    expect(legalTexts(rules, s)).toEqual(['Cy: play 9G']);
    s = moves(rules, s, 'Cy: play 9G');
    // A play opens the pile to everyone again; nobody can follow 9G: all three pass, the pile is done.
    expect(s.zones['discard']).toEqual(['3R', '9R', '9G']);
    expect(s.tricksPlayed).toBe(1);
    expect(s.trick).toMatchObject({ leader: 2, plays: [], passed: [] }); // the last to play leads the next pile
    // Nobody wins a pile: the log says it ended and who played last.
    expect(logLines(rules, s, null)).toContain('pile 1 ends: Cy played last');
    expect(logLines(rules, s, null).some((l) => l.includes('wins it'))).toBe(false);
    expect(s.turn).toBe(2);
  });

  it('reverse() turns the direction of play; skip() passes over the next player; direction reads it', () => {
    const rules = loadRules('shed.yaml');
    let s = dealt(rules, { Ann: ['1R', '3R'], Bob: ['4R', '2R'], Cy: ['5R', '6G'], Di: ['7R', '8R', '9G'], stock: [] }, { players: 4 });
    s = moves(rules, s, 'Ann: play 1R'); // a 1 reverses: Di is next
    expect(s.direction).toBe(-1);
    expect(s.vars['seen_direction']).toBe(-1);
    expect(s.turn).toBe(3);
    s = moves(rules, s, 'Di: play 7R', 'Cy: play 5R', 'Bob: play 2R'); // a 2 skips Ann (who could play 3R): Di
    expect(s.turn).toBe(3);
    expect(s.skips).toBeUndefined();
    s = moves(rules, s, 'Di: play 8R'); // Cy cannot follow and passes: Bob
    expect(s.trick?.passed).toEqual([2]);
    expect(s.turn).toBe(1);
  });

  it('next by expression, may-pass by expression; null ends the pile', () => {
    const rules = loadRules('shed.yaml', ['shed-next.yaml']);
    let s = dealt(rules, { Ann: ['3R', '5G', '4B'], Bob: ['6B', '7B'], Cy: ['8B', '9B'], stock: [] });
    expect(legalTexts(rules, s)).toEqual(['Ann: play 3R', 'Ann: play 5G', 'Ann: play 4B']); // no pass onto an empty table
    s = moves(rules, s, 'Ann: play 3R');
    expect(s.turn).toBe(0); // after a play, the same player
    expect(legalTexts(rules, s)).toEqual(['Ann: play 5G', 'Ann: play 4B', 'Ann: pass']);
    s = moves(rules, s, 'Ann: play 5G', 'Ann: pass');
    expect(s.turn).toBe(1);
    s = moves(rules, s, 'Bob: play 6B', 'Bob: pass', 'Cy: play 8B', 'Cy: pass');
    // After Cy, next gives null (back to the leader): the pile is done.
    expect(s.tricksPlayed).toBe(1);
    expect(s.zones['discard']).toEqual(['3R', '5G', '6B', '8B']);
  });
});

describe('shedding: plays out of turn (interrupt)', () => {
  it('after a play, each other player holding a card the interrupt rule allows is offered it in turn; the first to play takes the turn on', () => {
    const rules = loadRules('shed.yaml', ['shed-jump.yaml']);
    let s = dealt(rules, { Ann: ['5R', '3B'], Bob: ['4R', '6G'], Cy: ['5G', '7R'], Di: ['5B', '8R'], stock: [] }, { players: 4 });
    s = moves(rules, s, 'Ann: play 5R');
    // Bob holds no 5, so is not asked; Cy is offered his 5 out of turn (not his 7R), or to pass.
    expect(s.turn).toBe(2);
    expect(legalTexts(rules, s)).toEqual(['Cy: play 5G', 'Cy: pass']);
    const err = refused(rules, s, 'Cy: play 7R');
    expect(err.code).toBe('move/no-match');
    expect(err.message).toContain('interrupt rule');
    const before = s;
    s = moves(rules, s, 'Cy: pass');
    expect(before.trick?.window?.waiting).toEqual([2, 3]); // the state moved from is unchanged
    expect(legalTexts(rules, s)).toEqual(['Di: play 5B', 'Di: pass']);
    s = moves(rules, s, 'Di: play 5B');
    // Di jumped in: her play opens a window of its own (Cy still holds a 5), then the turn goes on
    // after her, to Ann.
    expect(s.zones['table']).toEqual(['5R', '5B']);
    expect(s.trick?.window).toMatchObject({ seat: 3, waiting: [2] });
    s = moves(rules, s, 'Cy: pass');
    expect(s.turn).toBe(0);
    expect(s.trick?.window).toBeUndefined();
    expect(legalTexts(rules, s)).toEqual(['Ann: play 3B']);
  });

  it('when everyone offered declines, the turn goes on as it would have', () => {
    const rules = loadRules('shed.yaml', ['shed-jump.yaml']);
    let s = dealt(rules, { Ann: ['5R', '3G'], Bob: ['4R', '6B'], Cy: ['5G', '7R'], stock: [] });
    s = moves(rules, s, 'Ann: play 5R', 'Cy: pass');
    expect(s.turn).toBe(1); // Bob's ordinary turn
    expect(legalTexts(rules, s)).toEqual(['Bob: play 4R']);
    expect(s.trick?.passed).toEqual([]); // declining is not a pass of the pile
  });
});

describe('shedding: random games of every fixture variant', () => {
  it('end without errors; applyMove never changes the state it is given; checkMove accepts every listed move', () => {
    for (const variants of [[], ['shed-once.yaml'], ['shed-next.yaml'], ['shed-jump.yaml']]) {
      const rules = loadRules('shed.yaml', variants);
      for (let seed = 1; seed <= 15; seed++) {
        const r = rng(seed);
        let s = newGame(rules, { players: 2 + (seed % 3), seed });
        for (let n = 0; n < 400 && s.phase !== 'over'; n++) {
          const listed = legalMoves(rules, s);
          expect(listed.length, `${variants.join()} seed ${seed}`).toBeGreaterThan(0);
          for (const m of listed) expect(checkMove(rules, s, m).ok).toBe(true);
          const before = JSON.stringify(s);
          const res = applyMove(rules, s, listed[Math.floor(r() * listed.length)] as (typeof listed)[number]);
          if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
          expect(JSON.stringify(s)).toBe(before);
          s = res.state;
        }
        expect(s.phase, `${variants.join()} seed ${seed}`).toBe('over');
      }
    }
  });
});
