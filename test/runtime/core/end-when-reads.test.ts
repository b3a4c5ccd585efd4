// Which round end-whens the core keeps between var writes (expr/reads.ts varsRead): those that
// read vars and what a game never changes; anything that reads cards, scores, the round or a
// definition is evaluated after every move. Worst In Show's rule file with its end-when rewritten.
import { describe, expect, it } from 'vitest';
import { buildCore } from '../../../runtime/core/build.js';
import { varsRead } from '../../../runtime/core/expr/reads.js';
import { worstInShowEndingWhen } from './core-games.js';

function kept(expr: string): boolean {
  const core = buildCore(worstInShowEndingWhen(expr), 4);
  if (typeof core === 'string') throw new Error(`${expr}: the core refuses it: ${core}`);
  return core.endKeeps;
}

describe('end-whens kept between var writes', () => {
  it('keeps one that reads player vars, game vars, options, seats and pure functions', () => {
    expect(kept('players.count(p => not p.sat_out) <= 1')).toBe(true);
    expect(kept("last_winner != null and players.filter(p => p.cleared > 0).size >= max(2, players.size - 2)")).toBe(true);
    expect(kept("options.floor == 'hand' and players.any(p => p.seat == 2 and p.sat_out)")).toBe(true);
  });

  it('names the vars it reads: only their writes are counted', () => {
    const rules = worstInShowEndingWhen('players.count(p => not p.sat_out) <= 1 or (last_winner == players[2] and players.count(p => p.cleared > 0) >= 2)');
    const e = rules.def.round.endWhen;
    if (e === undefined) throw new Error('no end-when');
    const read = varsRead(rules, e);
    expect([...(read?.vars ?? [])]).toEqual(['last_winner']);
    expect([...(read?.playerVars ?? [])].sort()).toEqual(['cleared', 'sat_out']);
  });

  it('evaluates again one that reads cards, scores, the round, the trick or `me`', () => {
    expect(kept('players.any(p => p.left.size == 0)')).toBe(false);
    expect(kept('players.count(p => p.score > 10) >= 1')).toBe(false);
    expect(kept('round > 2 and players.count(p => not p.sat_out) <= 1')).toBe(false);
    expect(kept('trick != null and players.count(p => not p.sat_out) <= 1')).toBe(false);
    expect(kept('players.count(p => p.tricks > 3) >= 1')).toBe(false);
  });
});
