// The engine's floor game (bench/fixtures/floor.yaml, bench/floor.ts): it compiles without a
// warning and plays a whole round of follow-suit, each trick scoring its winner a point, so the
// bench's nanoseconds per move are for real moves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { playout, prepareRules, randomBot } from '../../runtime/index.js';

const file = 'bench/fixtures/floor.yaml';

describe('the floor game', () => {
  it('compiles cleanly and plays 12 tricks of 4 cards, a point a trick', () => {
    const r = compileRules({ file, text: readFileSync(file, 'utf8') });
    expect(r.diagnostics).toEqual([]);
    if (r.def === undefined) throw new Error('no def');
    const rules = prepareRules(r.def);
    expect(rules.def.on).toEqual({});
    expect(rules.def.obligations).toEqual([]);
    for (let seed = 0; seed < 5; seed++) {
      const g = playout(rules, { players: 4, seed }, [0, 1, 2, 3].map((i) => randomBot(`${seed}:${i}`)));
      if (!g.ok) throw new Error('not set up');
      expect(g.error).toBeUndefined();
      expect(g.state.phase).toBe('over');
      expect(g.state.moveCount).toBe(48);
      expect(g.state.players.reduce((a, p) => a + p.score, 0)).toBe(12);
    }
  });
});
