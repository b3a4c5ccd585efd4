// Liveness guards: a game that never ends stops with runtime/no-end after MAX_MOVES moves, a game
// in which nobody can ever move stops with runtime/no-progress, and an expression that runs too
// long stops with runtime/too-long at its place in the rule file.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, MAX_MOVES } from '../../runtime/index.js';
import { columnOf, dealt, fixturePath, lineOf, loadRules, moves, mv } from './fixture-games.js';

const rules = loadRules('loop.yaml');
const start = () => dealt(rules, { Ann: ['1R'], Bob: ['2R'] }, { players: 2 });

describe('liveness', () => {
  it('the fixture never ends: players only wait, turn after turn', () => {
    const waits = Array.from({ length: 60 }, (_, i) => `${i % 2 === 0 ? 'Ann' : 'Bob'}: do wait`);
    const s = moves(rules, start(), ...waits);
    expect(s).toMatchObject({ phase: 'play', round: 1, turn: 0, moveCount: 60 });
    expect(s.vars['waits']).toBe(60);
    expect(s.trick?.plays).toEqual([]);
  });

  it(`a game still going after MAX_MOVES (${MAX_MOVES}) moves stops with runtime/no-end`, () => {
    // The state is plain data: put it just before the bound instead of making 20 000 moves.
    const near = { ...start(), moveCount: MAX_MOVES - 1 };
    const last = applyMove(rules, near, mv(rules, near, 'Ann: do wait'));
    expect(last.ok).toBe(true);
    if (!last.ok) return;
    expect(last.state.moveCount).toBe(MAX_MOVES);
    const over = applyMove(rules, last.state, mv(rules, last.state, 'Bob: do wait'));
    expect(over.ok ? 'ok' : over.error.code).toBe('runtime/no-end');
    if (!over.ok) expect(over.error.message).toContain(fixturePath('loop.yaml'));
  });

  it('an expression that runs too long stops with runtime/too-long and its source range', () => {
    const s = start();
    const r = applyMove(rules, s, mv(rules, s, 'Ann: do spin'));
    expect(r.ok ? 'ok' : r.error.code).toBe('runtime/too-long');
    if (r.ok) return;
    const line = lineOf('loop.yaml', 'spin:');
    // Each of the map's 5 000 elements builds a range of 5 000 and applies the count's lambda (3
    // nodes) to each: 100 000 000 steps, and the move's budget of 20 000 000 runs out in the count.
    const source = '(1..5000).count(y => y > x)';
    const column = columnOf('loop.yaml', source);
    expect(r.error.range).toMatchObject({ file: fixturePath('loop.yaml'), start: { line, column }, end: { line, column: column + source.length } });
    expect(r.error.message.startsWith(`${fixturePath('loop.yaml')}:${line}:${column}: `)).toBe(true);
    expect(s.vars['n']).toBe(0);
  });

  it('a game nobody can move in stops with runtime/no-progress, saying what it was doing', () => {
    // No meld may lead and there is no action: every turn passes its player by, trick after trick.
    const stuck = loadRules('stuck.yaml');
    const r = createGame(stuck, { players: 2, names: ['Ann', 'Bob'] });
    if (r.ok) throw new Error('the game was created');
    expect(r.diagnostics).toHaveLength(1);
    const e = r.diagnostics[0];
    expect(e?.code).toBe('runtime/no-progress');
    // The error has no place of its own in the rules: it points at the start of the rule file.
    expect(e?.range).toEqual({ file: fixturePath('stuck.yaml'), start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } });
    expect(e?.message).toMatch(/^the game made no progress in 200000 steps: the rules may loop \(last in the log: 'trick \d+ ends', 'Ann cannot move', 'Bob cannot move'\)$/);
  });
});
