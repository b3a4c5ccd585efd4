// Bugs the runtime's unit tests found, kept as tests so they stay fixed.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, legalMoves, parseMove, prepareRules, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { newGame } from './new-game.js';
import { dealt, loadRules, moves } from './fixture-games.js';

function compile(file: string, lines: string[]): Rules {
  const r = compileRules({ file, text: lines.join('\n') });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error('does not compile');
  return prepareRules(r.def);
}

describe('fixed runtime bugs', () => {
  it('a split of a zone smaller than its range (an earlier split emptied it) puts all of it aside instead of waiting forever', () => {
    // Found by the mutants property test: Worst In Show with its split line written twice.
    const rules = compile('split-twice.yaml', [
      'game: Split Twice',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'zones:',
      '  left: { per-player: true, visible: owner }',
      '  right: { per-player: true, visible: owner }',
      'round:',
      '  setup:',
      '    - split: { zone: hand, into: [left, right], right: 1..2 }',
      '    - split: { zone: hand, into: [left, right], right: 1..2 }',
      '  play: { kind: must-follow, lead-from: [left, right], follow: [{ from: left, follow-suit: true }, { from: right }] }',
      '  score: "me.tricks"',
      'game-end: { after-rounds: 1, winner: highest }',
    ]);
    let s = newGame(rules, { players: 3, names: ['Ann', 'Bob', 'Cy'], leader: 0, deal: { 'hand#0': ['1R', '4G'], 'hand#1': ['2R', '5G'], 'hand#2': ['3R', '6G'] } });
    s = moves(rules, s, 'Ann: split 1', 'Bob: split 1', 'Cy: split 1');
    expect(s.pending).toMatchObject({ kind: 'setup', waiting: [0, 1, 2] });
    expect(legalMoves(rules, s).map((m) => moveKey(m))).toEqual(['0|split|0', '1|split|0', '2|split|0']);
    s = moves(rules, s, 'Ann: split 0', 'Bob: split 0', 'Cy: split 0');
    expect(s.phase).toBe('play');
    expect(legalMoves(rules, s).length).toBeGreaterThan(0);
  });

  it('a must-follow round where nobody can lead any more ends instead of looping', () => {
    const rules = compile('stuck.yaml', [
      'game: Stuck Follow',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'zones:',
      '  left: { per-player: true, visible: owner }',
      '  right: { per-player: true, visible: owner }',
      'round:',
      '  setup:',
      '    - split: { zone: hand, into: [left, right], right: 1..1 }',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [left]',
      '    follow:',
      '      - { from: left, follow-suit: true }',
      '      - { from: right, when: "me.left.any(c => c.suit == trick.led_suit)" }',
      '  score: "me.tricks"',
      'game-end: { after-rounds: 1, winner: highest }',
    ]);
    let s = newGame(rules, { players: 3, names: ['Ann', 'Bob', 'Cy'], leader: 0, deal: { 'hand#0': ['1R', '4G'], 'hand#1': ['2R', '5G'], 'hand#2': ['3R', '6G'] } });
    for (const t of ['Ann: split 1', 'Bob: split 1', 'Cy: split 1', 'Ann: play 1R', 'Bob: play 2R', 'Cy: play 3R']) {
      const p = parseMove(rules, s, t);
      if (!p.ok) throw new Error(p.message);
      const a = applyMove(rules, s, p.move);
      expect(a.ok ? 'ok' : a.error.code, t).toBe('ok');
      if (a.ok) s = a.state;
    }
    expect(s.phase).toBe('over');
    expect(s.players.map((p) => p.score)).toEqual([0, 0, 1]);
  });

  it('play Solo 9R (no meld named) is refused with move/only, as play set Solo 9R is', () => {
    const climb = loadRules('climb.yaml');
    const s = dealt(climb, { Ann: ['3R', '9R', 'Solo'], Bob: ['4G'], Cy: ['8B'] });
    const p = parseMove(climb, s, 'Ann: play Solo 9R');
    if (!p.ok) throw new Error(p.code);
    const r = applyMove(climb, s, p.move);
    expect(r.ok ? 'ok' : r.error.code).toBe('move/only');
  });

  it('a huge range stops with runtime/too-long instead of allocating it', () => {
    const rules = compile('range.yaml', [
      'game: Big Range',
      'players: 2',
      'cards: { suits: { R: Red }, ranks: 1..4 }',
      'deck: { all: { suits: all } }',
      'melds: { single: { size: 1 } }',
      'vars: { n: 0 }',
      'round:',
      '  setup: [{ deal: { count: 1 } }]',
      '  play: { kind: climbing, pass: soft, all-passed: clear }',
      'game-end: { after-rounds: 1, winner: highest }',
      'actions:',
      '  span: { do: "n = (1..20000000).size" }',
    ]);
    const s = newGame(rules, { players: 2, names: ['Ann', 'Bob'] });
    const a = applyMove(rules, s, { kind: 'action', seat: 0, name: 'span' });
    expect(a.ok ? `ok, n = ${String(a.state.vars['n'])}` : a.error.code).toBe('runtime/too-long');
    if (!a.ok) expect(a.error.range?.start.line).toBe(12);
  });

  it('soft pass with leader-may-pass: a trick everybody passes ends empty, as under hard pass', () => {
    const rules = loadRules('climb.yaml', ['climb-reset.yaml']);
    const s = moves(rules, dealt(rules, { Ann: ['3R', '8R'], Bob: ['4G', '8G'], Cy: ['7R', '8B'] }), 'Ann: pass', 'Bob: pass', 'Cy: pass');
    expect(s.tricksPlayed).toBe(1);
    expect(s.trick?.plays.length ?? 0).toBe(0);
  });
});
