// Every limit of docs/limits.md reached, with the code it ends with (hits.ts), and what else must
// hold at it: the move changes nothing, the place in the file, the time it takes.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { EXPECTED, HITS, act, edited, gameWith, rulesOf } from './hits.js';
import { createGame, legalMoves } from '../../runtime/index.js';
import { withLimits } from '../../runtime/budget.js';


describe('every limit, reached', () => {
  for (const [name, hit] of Object.entries(HITS)) {
    it(`${name}: ${hit.how}`, () => {
      const t0 = performance.now();
      expect(hit.run()).toEqual(EXPECTED[name]);
      expect(performance.now() - t0, 'reaching a limit is fast').toBeLessThan(3000);
    });
  }
});

describe('at and around the limits', () => {
  it('a wide players range is one diagnostic, quickly (it threw RangeError with one per player count)', () => {
    const text = 'game: Wide\nplayers: 2..200000\ncards: { suits: { R: Red }, ranks: 1..100000000 }\ndeck: { all: {} }\nmelds: { single: { size: 1 } }\nround:\n  play: { kind: climbing }\n  score: "0"\ngame-end: { after-rounds: 1 }\n';
    const t0 = performance.now();
    const ds = compileRules({ file: 'wide.yaml', text }).diagnostics;
    expect(performance.now() - t0).toBeLessThan(500);
    expect(ds.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(['limit/players 2:10', 'limit/ranks 3:36']);
  });

  it('64 players, 1,000 ranks, 32 suits and 5,000 cards are allowed', () => {
    const suits = Array.from({ length: 5 }, (_, i) => `${String.fromCharCode(65 + i)}: S${i}`).join(', ');
    const text = `game: Edge\nplayers: 2..64\ncards: { suits: { ${suits} }, ranks: 1..1000 }\ndeck: { all: {} }\nmelds: { single: { size: 1 } }\nround:\n  play: { kind: climbing }\n  score: "0"\ngame-end: { after-rounds: 1 }\n`;
    expect(compileRules({ file: 'edge.yaml', text }).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('deep flow YAML just under 1 MiB is refused at once, at the first bracket too deep', () => {
    const n = 500_000;
    const text = `game: x\nplayers: ${'['.repeat(n)}${']'.repeat(n)}\n`;
    const t0 = performance.now();
    const ds = compileRules({ file: 'deep.yaml', text }).diagnostics;
    expect(performance.now() - t0).toBeLessThan(500); // 3–4 s before
    expect(ds.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(['yaml/too-deep 2:74']);
  });

  it('a move over its budget changes nothing and points at the expression', () => {
    const { rules, state } = gameWith({ spin: 'n = (1..5000).map(x => (1..5000).count(y => y > x)).size' });
    const before = JSON.stringify(state);
    const r = withLimits({ steps: 1_000_000 }, () => act(rules, state, 'spin'));
    expect(r.code).toBe('runtime/too-long');
    expect(JSON.stringify(state)).toBe(before);
  });

  it('budgets do not multiply: work spread over many statements and lambdas shares one budget', () => {
    // Statements of about 50,000 steps each (a budget of 1,000,000): each alone is far under the
    // budget, 5 together too, 30 together over it; with a budget per statement they would all pass.
    const each = 'n = (1..100).map(x => (1..500).size).size';
    const { rules, state } = gameWith({ many: Array.from({ length: 30 }, () => each).join('; '), few: Array.from({ length: 5 }, () => each).join('; ') });
    withLimits({ steps: 1_000_000 }, () => {
      expect(act(rules, state, 'few').code).toBe('ok');
      expect(act(rules, state, 'many').code).toBe('runtime/too-long');
    });
  });

  it('a definition pays for its body on every call: definitions that call each other twice stop, not hang', () => {
    // d30 evaluates d0 2^30 times; uncounted, the move would run for minutes.
    const defs = ['  d0: { params: { x: number }, value: "x + 1" }'];
    for (let i = 1; i <= 30; i++) defs.push(`  d${i}: { params: { x: number }, value: "d${i - 1}(x) + d${i - 1}(x)" }`);
    const { rules, state } = gameWith({ small: 'n = d3(1)', huge: 'n = d30(1)' }, ['game: Limit Climb', `define:\n${defs.join('\n')}\ngame: Limit Climb`]);
    withLimits({ steps: 1_000_000 }, () => {
      expect(act(rules, state, 'small').code).toBe('ok');
      const t0 = performance.now();
      expect(act(rules, state, 'huge').code).toBe('runtime/too-long');
      expect(performance.now() - t0).toBeLessThan(3000);
    });
  });

  it('in, contains, index_of, == on lists, sort and + pay for their lengths', () => {
    // Each is applied 1,000 times to a list of 1,000: over a budget of 1,000,000 only if it pays
    // for the list's length (the range itself is built once, outside the lambda).
    const list = 'l';
    for (const op of [`0 in ${list}`, `${list}.contains(0)`, `${list}.index_of(0) == 7`, `${list} == ${list}`, `${list}.sort().size == 7`, `(${list} + ${list}).size == 7`]) {
      const { rules, state } = gameWith({ op: `l = 1..1000; n = (1..1000).count(i => ${op})` });
      expect(withLimits({ steps: 1_000_000 }, () => act(rules, state, 'op').code), op).toBe('runtime/too-long');
      expect(withLimits({ steps: 1_000_000 }, () => act(rules, state, 'op').code), op).toBe('runtime/too-long');
    }
  });

  it('a string var doubled on every move stops with runtime/too-large, its last value kept', () => {
    const g = gameWith({ grow: 't = t + t' });
    let s = g.state;
    let moves = 0;
    for (;;) {
      const r = act(g.rules, s, 'grow');
      if (r.code !== 'ok') {
        expect(r.code).toBe('runtime/too-large');
        break;
      }
      s = r.state;
      moves++;
    }
    expect(moves).toBe(16);
    expect((s.vars['t'] as string).length).toBe(65536);
  });
});

describe('decisions past their bounds', () => {
  it('a setup choose of 10 cards from 30 (30,045,015 ways) stops when the step is reached', () => {
    const text = (count: number): string => [
      'game: Choosy', 'players: 2', 'cards: { suits: { R: Red, G: Green, B: Blue }, ranks: 1..20 }', 'deck: { all: {} }',
      'melds: { single: { size: 1 } }', 'round:', '  setup:', '    - deal: { count: 30 }', `    - choose: { cards: hand, count: ${count} }`,
      '  play: { kind: climbing }', '  score: "0"', 'game-end: { after-rounds: 1 }',
    ].join('\n') + '\n';
    const at = (count: number): string => {
      const r = createGame(rulesOf(text(count)), { players: 2, seed: 1 });
      return r.ok ? `${legalMoves(rulesOf(text(count)), r.state).length} moves` : r.diagnostics.map((d) => `${d.code} ${d.range.start.line}`).join();
    };
    expect(at(2)).toBe('870 moves'); // C(30, 2) for each of the 2 seats
    expect(at(10)).toBe('runtime/too-many-options 9');
  });

  it('the real bound on plays per turn: a hand of 1,000 ranks in one suit has 500,000 runs; the listing stops at 100,000', () => {
    const rules = rulesOf(edited(['  ranks: 1..6', '  ranks: 1..1000'], ['  set: { size: 2.., same: rank }', '  run: { size: 2.., same: suit, step: 1 }']));
    const ids = (suit: string): string[] => Array.from({ length: 1000 }, (_, i) => `${i + 1}${suit}`);
    const t0 = performance.now();
    // The first turn's moves are listed while the game is set up: it cannot start.
    const c = createGame(rules, { players: 2, seed: 1, deal: { 'hand#0': ids('R'), 'hand#1': ids('G'), deck: [] } });
    expect(c.ok ? 'created' : c.diagnostics.map((d) => d.code)).toEqual(['runtime/too-many-moves']);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
