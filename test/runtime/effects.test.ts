// Effects, each triggered by an action of the effects fixture: choices that suspend the game,
// markers and resolve(), each(), if/else with locals, and the trick and round effects.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveText, type GameState, logLines } from '../../runtime/index.js';
import { cardRef, markerRef, playerRef } from '../../runtime/values.js';
import { dealt, hand, loadRules, moves, mv, refused } from './fixture-games.js';

const rules = loadRules('effects.yaml');

function start(extra: Record<string, readonly string[]> = {}): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R'], Cy: ['3R', '7R'], ...extra });
}

const legalTexts = (s: GameState): string[] => legalMoves(rules, s).map((m) => `${s.names[m.seat]}: ${moveText(rules, s, m)}`);

describe('choices', () => {
  it('suspend the game until the chosen seat answers; then the statement finishes', () => {
    const s = moves(rules, start(), 'Ann: do ask_next');
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 1, choice: 'card', options: [cardRef('5R'), cardRef('8R')], optional: false });
    expect(legalTexts(s)).toEqual(['Bob: choose 5R', 'Bob: choose 8R']);
    expect(refused(rules, s, 'Ann: choose 5R').code).toBe('move/not-your-turn');
    const done = moves(rules, s, 'Bob: choose 8R');
    expect(done.pending).toBeNull();
    expect(done.vars['picked']).toEqual(cardRef('8R'));
    expect(done.turn).toBe(0); // an action does not end the turn
  });

  it('an optional choice accepts none, which yields null', () => {
    const s = moves(rules, start(), 'Ann: do ask_card');
    expect(legalTexts(s)).toContain('Ann: choose none');
    expect(moves(rules, s, 'Ann: choose none').vars['picked']).toBeNull();
    expect(moves(rules, s, 'Ann: choose 5G').vars['picked']).toEqual(cardRef('5G'));
    // a choice that is not optional offers no 'none'
    expect(legalTexts(moves(rules, start(), 'Ann: do ask_player'))).toEqual(['Ann: choose @Bob', 'Ann: choose @Cy']);
    expect(moves(rules, start(), 'Ann: do ask_player', 'Ann: choose @Cy').vars['who']).toEqual(playerRef(2));
  });

  it('a choice with nothing to choose from yields null at once, without asking', () => {
    const s = moves(rules, start(), 'Ann: do ask_nothing');
    expect(s.pending).toBeNull();
    expect(s.vars['picked']).toBeNull();
    expect(s.vars['trail']).toEqual(['asked nothing']);
    expect(s.turn).toBe(0);
  });

  it('choose_option, choose_rank and choose_marker return the answer', () => {
    expect(moves(rules, start(), 'Ann: do ask_option', "Ann: choose 'wild card'").vars['opt']).toBe('wild card');
    expect(moves(rules, start(), 'Ann: do ask_rank', 'Ann: choose 3').vars['rank']).toBe(3);
    const mk = moves(rules, start(), 'Ann: do ask_marker', 'Ann: choose "Mid Token"');
    expect(mk.vars['mk']).toEqual(markerRef('mid'));
    expect(mk.markers['mid']?.owner).toBe(0);
    const flipped = moves(rules, start(), 'Ann: do ask_flip', 'Ann: choose "Star"');
    expect(flipped.markers['star#0']?.flipped).toBe(true);
    expect(flipped.markers['star#1']?.flipped).toBe(false);
  });
});

describe('markers', () => {
  it('each() over a list: take every marker of the pool', () => {
    const s = moves(rules, start(), 'Ann: do grab');
    expect(['low', 'mid', 'high'].map((k) => s.markers[k]?.owner)).toEqual([0, 0, 0]);
  });

  it('each() inside each(): the inner list and body see the outer parameter', () => {
    // Each player scores the ranks of their cards above their seat + 4 (seats from 0).
    const s = moves(rules, start(), 'Ann: do score_high');
    expect(s.players.map((p) => p.score)).toEqual([5, 8, 7]);
  });

  it('a choice inside each() asks each player in turn; answers are kept as the statement runs again', () => {
    const first = moves(rules, start(), 'Ann: do wild_each');
    expect(first.pending).toMatchObject({ kind: 'choice', seat: 1, choice: 'card' });
    const second = moves(rules, first, 'Bob: choose 8R');
    expect(second.pending).toMatchObject({ kind: 'choice', seat: 2, choice: 'card', options: [cardRef('3R'), cardRef('7R')] });
    const done = moves(rules, second, 'Cy: choose 3R');
    expect(done.pending).toBeNull();
    expect(done.wild).toEqual({ '8R': true, '3R': true });
  });

  it('each() asks every choice before any effect: an answered element is not performed twice', () => {
    const bob = moves(rules, start(), 'Ann: do bid_each', 'Bob: choose 2');
    // The statement runs again from the start for each answer: Bob's score must not be added yet.
    expect(bob.players.map((p) => p.score)).toEqual([0, 0, 0]);
    expect(bob.pending).toMatchObject({ kind: 'choice', seat: 2, choice: 'rank' });
    const done = moves(rules, bob, 'Cy: choose 3');
    expect(done.pending).toBeNull();
    expect(done.players.map((p) => p.score)).toEqual([0, 2, 3]);
  });

  it('each() evaluates all its arguments first: passing the last card to the left passes every player\'s own', () => {
    // One after the other, Bob would pass on the card Ann just gave him, and Cy the same card again.
    const s = moves(rules, start(), 'Ann: do give_last');
    expect([0, 1, 2].map((seat) => s.zones[`hand#${seat}`])).toEqual([['1R', '2R', '2G', '7R'], ['5R', '5G'], ['3R', '8R']]);
  });

  it('resolve(pool) runs the held markers from the highest priority down, with me their holder, and returns them', () => {
    const s = moves(rules, start(), 'Ann: do grab', 'Ann: do give_low', 'Ann: do settle');
    expect(s.vars['trail']).toEqual(['high Ann', 'mid Ann', 'low Bob']);
    expect(['low', 'mid', 'high'].map((k) => s.markers[k]?.owner)).toEqual([null, null, null]);
    expect(Object.values(s.markers).some((m) => m.removed)).toBe(false);
  });

  it('retire() of a held marker removes it only when it is returned; an unheld one at once', () => {
    const held = moves(rules, start(), 'Ann: do grab', 'Ann: do retire_high');
    expect(held.markers['high']).toEqual({ owner: 0, flipped: false, removed: false, retiring: true });
    const back = moves(rules, held, 'Ann: do settle');
    expect(back.vars['trail']).toEqual(['high Ann', 'mid Ann', 'low Ann']);
    expect(back.markers['high']).toEqual({ owner: null, flipped: false, removed: true, retiring: false });
    const asked = moves(rules, back, 'Ann: do ask_marker');
    expect(legalTexts(asked)).toEqual(['Ann: choose "Low Token"', 'Ann: choose "Mid Token"']);
    const free = moves(rules, start(), 'Ann: do retire_high');
    expect(free.markers['high']).toEqual({ owner: null, flipped: false, removed: true, retiring: false });
  });
});

describe('blocks and effects', () => {
  it('if/else picks a branch; a local set in the branch is visible after it', () => {
    expect(moves(rules, start(), 'Ann: do branch').vars['note']).toBe('big');
    expect(moves(rules, start(), 'Ann: play 1R', 'Bob: do branch').vars['note']).toBe('small');
  });

  it('score() adds to the round score and the total', () => {
    const s = moves(rules, start(), 'Ann: do bonus');
    expect(s.players.map((p) => [p.score, p.roundScore])).toEqual([[5, 5], [-2, -2], [0, 0]]);
  });

  it('lead() before the first play of a trick: that player leads it now', () => {
    const s = moves(rules, start(), 'Ann: do lead_next');
    expect(s.turn).toBe(1);
    expect(s.trick?.leader).toBe(1);
    expect(legalTexts(s).filter((t) => t.includes('pass'))).toEqual([]); // the new leader must lead
    expect(refused(rules, s, 'Ann: play 1R').code).toBe('move/not-your-turn');
  });

  it('lead() after a play: that player leads the next trick', () => {
    const s = moves(rules, start(), 'Ann: play 1R', 'Bob: do lead_next');
    expect(s.nextLeader).toBe(2);
    expect(s.turn).toBe(1);
    const next = moves(rules, s, 'Bob: pass', 'Cy: pass');
    expect(next.tricksPlayed).toBe(1);
    expect(next.trick).toMatchObject({ leader: 2, plays: [], number: 2 });
    expect(next.turn).toBe(2);
  });

  it('sit_out() takes the player out of the round; the turn moves on', () => {
    const s = moves(rules, start(), 'Ann: do quit');
    expect(s.players[0]).toMatchObject({ out: true, outOrder: 1 });
    expect(s.turn).toBe(1);
    expect(s.trick?.leader).toBe(1);
    expect(hand(s, 0)).toHaveLength(4);
  });

  it('draw() takes from the draw zone, fewer when it runs out', () => {
    const s = moves(rules, start({ draw: ['4G', '6G', '9G'] }), 'Ann: do pull');
    expect(hand(s, 0)).toEqual(['1R', '2R', '2G', '5G', '4G', '6G']);
    expect(s.zones['draw']).toEqual(['9G']);
    const again = moves(rules, s, 'Ann: do pull');
    expect(hand(again, 0)).toHaveLength(7);
    expect(again.zones['draw']).toEqual([]);
  });

  it('make_wild() turns a card wild: it may then be played as any rank and suit', () => {
    const s = moves(rules, start(), 'Ann: do wildify');
    expect(s.wild).toEqual({ '1R': true });
    expect(legalTexts(s)).toEqual(expect.arrayContaining(['Ann: play *=9', 'Ann: play *=2 2G 2R', 'Ann: play *=5 5G']));
    const played = moves(rules, s, 'Ann: play 1R=9');
    expect(played.trick?.plays[0]?.cards).toEqual([{ id: '1R', rank: 9, suit: null, wild: true }]);
  });

  it('clear_trick() ends the trick now: the cards go to discard, the winner leads', () => {
    const s = moves(rules, start(), 'Ann: play 1R', 'Bob: do clear');
    expect(s.zones['discard']).toEqual(['1R']);
    expect(s.zones['table']).toEqual([]);
    expect(s.tricksPlayed).toBe(1);
    expect(s.trick).toMatchObject({ leader: 0, number: 2, plays: [] });
    expect(s.turn).toBe(0);
  });

  it('end_round() ends the round now: it is scored, and the game ends after its one round', () => {
    const s = moves(rules, start(), 'Ann: play 1R', 'Bob: do stop');
    expect(s.phase).toBe('over');
    expect(s.players.map((p) => p.score)).toEqual([-3, -2, -2]);
    expect(s.winners).toEqual([1, 2]);
    expect(logLines(rules, s, null).at(-1)).toBe('game over: Bob and Cy share the win');
  });

  it('an answered choice is not reused: the same action asks again', () => {
    const s = moves(rules, start(), 'Ann: do ask_next', 'Bob: choose 5R');
    const r = applyMove(rules, s, mv(rules, s, 'Ann: do ask_next'));
    expect(r.ok && r.state.pending).toMatchObject({ seat: 1, options: [cardRef('5R'), cardRef('8R')] });
  });
});
