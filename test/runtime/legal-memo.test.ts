// The legal-move memo: a settled state's moves are computed once however often they are asked for
// in a row, the memo is bounded (kept states do not keep their moves), and a state changed in place
// is listed anew.
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyMove, legalMoves, type GameState, type Move } from '../../runtime/index.js';
import { newGame } from './new-game.js';
import { moveKey } from '../../runtime/move-key.js';
import { loadRules } from './fixture-games.js';
import { checkMove } from '../../runtime/check-move.js';

describe('legal-move memo', () => {
  const rules = loadRules('climb.yaml');

  it('asking twice for a settled state lists its moves once (the same list)', () => {
    const s = newGame(rules, { players: 3, seed: 5 });
    const first = legalMoves(rules, s);
    expect(legalMoves(rules, s)).toBe(first);
    expect(checkMove(rules, s, first[0] as Move).ok).toBe(true);
    expect(legalMoves(rules, s)).toBe(first);
    const next = applyMove(rules, s, first[0] as Move);
    if (!next.ok) throw new Error(next.error.message);
    // The state applyMove returns was settled with its moves listed.
    const listed = legalMoves(rules, next.state);
    expect(legalMoves(rules, next.state)).toBe(listed);
    expect(legalMoves(rules, s)).toBe(first);
  });

  it('remembers only the last few states, and lists the others again, the same', () => {
    const states: GameState[] = Array.from({ length: 40 }, (_, i) => newGame(rules, { players: 3, seed: i }));
    const lists = states.map((s) => legalMoves(rules, s));
    // The first states were forgotten: their moves are listed again (a new list, the same moves).
    const again = legalMoves(rules, states[0] as GameState);
    expect(again).not.toBe(lists[0]);
    expect(again.map(moveKey)).toEqual((lists[0] as Move[]).map(moveKey));
    // The last one is remembered.
    expect(legalMoves(rules, states[39] as GameState)).toBe(lists[39]);
  });

  it('a state changed in place is listed anew, and remembered again', () => {
    const s = newGame(rules, { players: 3, seed: 5 });
    const before = legalMoves(rules, s);
    expect(applyInPlace(rules, s, before[0] as Move)).toBeNull();
    const after = legalMoves(rules, s);
    expect(after).not.toBe(before);
    expect(after.map(moveKey)).not.toContain(moveKey(before[0] as Move));
    expect(legalMoves(rules, s)).toBe(after);
  });
});
