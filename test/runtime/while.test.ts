// `{ while: COND, do: EFFECTS }`: an open auction that goes round until one bidder is left, a
// loop counting in a local, a loop that never ends, and what the checker says of a bad one.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, legalMoves, moveText, type GameState } from '../../runtime/index.js';
import { dealt, loadRules, moves, mv } from './fixture-games.js';

const rules = loadRules('auction.yaml');
const text = readFileSync(fileURLToPath(new URL('../fixtures/runtime/auction.yaml', import.meta.url)), 'utf8');

function start(): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '3R'], Bob: ['1G', '2G', '3G'], Cy: ['1B', '2B', '3B'], draw: ['4R', '4G', '4B'], deck: [] });
}

const legal = (s: GameState): string[] => legalMoves(rules, s).map((m) => `${s.names[m.seat]}: ${moveText(rules, s, m)}`);

describe('while', () => {
  it('goes round the bidders again and again until one is left', () => {
    let s = start();
    expect(legal(s)).toEqual(['Ann: choose 1', 'Ann: choose 2', 'Ann: choose 3', 'Ann: choose none']);
    s = moves(rules, s, 'Ann: choose 1', 'Bob: choose none', 'Cy: choose 2');
    // The second time round: Bob has passed for good, Ann must bid over 2.
    expect(legal(s)).toEqual(['Ann: choose 3', 'Ann: choose none']);
    s = moves(rules, s, 'Ann: choose none');
    // Cy is the last bidder: the loop is over and the declarer names trump.
    expect(s.vars['high']).toBe(2);
    expect(s.vars['declarer']).toEqual({ t: 'player', seat: 2 });
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 2, choice: 'option', prompt: 'Name trump' });
    s = moves(rules, s, "Cy: choose 'B'");
    expect(s.vars['trump_suit']).toBe('B');
    expect(s.phase).toBe('play');
  });

  it('ends as soon as its condition fails, even before going round (the top bid)', () => {
    const s = moves(rules, start(), 'Ann: choose 3');
    expect(s.vars['declarer']).toEqual({ t: 'player', seat: 0 });
    expect(s.pending).toMatchObject({ seat: 0, prompt: 'Name trump' });
  });

  it('a game waiting inside the loop is saved and resumed as data', () => {
    const s = moves(rules, start(), 'Ann: choose 1', 'Bob: choose none', 'Cy: choose 2');
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    const a = moves(rules, s, 'Ann: choose 3');
    const b = moves(rules, copy, 'Ann: choose 3');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.vars['declarer']).toEqual({ t: 'player', seat: 0 });
  });

  it('shares its block\'s locals: a counter set before it stops it', () => {
    const s = moves(rules, start(), 'Ann: choose 3', "Ann: choose 'R'", 'Ann: do fill');
    expect(s.zones['hand#0']).toEqual(['1R', '2R', '3R', '4R', '4G']);
    expect(s.zones['draw']).toEqual(['4B']);
    expect(s.vars['drawn']).toBe(2);
  });

  it('a loop that never ends refuses the move with runtime/effects-loop and leaves the state as it was', () => {
    const s = moves(rules, start(), 'Ann: choose 3', "Ann: choose 'R'");
    const before = JSON.stringify(s);
    const r = applyMove(rules, s, mv(rules, s, 'Ann: do forever'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('runtime/effects-loop');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('is checked: its condition must be true or false, and it takes `do`, not `then`', () => {
    const notBool = compileRules({ file: 'auction.yaml', text: text.replace('- while: "n < 2 and draw.size > 0"', '- while: "n + 2"') });
    const d = notBool.diagnostics.find((x) => x.code === 'type/mismatch');
    expect(d?.range.start.line).toBe(text.split('\n').findIndex((l) => l.includes('while: "n < 2')) + 1);
    const mixed = compileRules({ file: 'auction.yaml', text: text.replace('      - while: "true"\n        do: "drawn += 0"', '      - while: "true"\n        then: "drawn += 0"') });
    expect(mixed.def).toBeUndefined();
    expect(mixed.diagnostics.length).toBeGreaterThan(0);
    expect(mixed.diagnostics.every((x) => x.code.startsWith('schema/'))).toBe(true);
  });
});
