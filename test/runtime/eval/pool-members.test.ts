// A pool's members (eval/member-impls.ts POOL_MEMBERS): `available` (in the round, held by nobody),
// `held` (owned) and `all` (not removed), each in the pool's order, and only markers the round has.
import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../runtime/index.js';
import type { GameState } from '../../../runtime/state.js';
import { dealt } from '../fixture-games.js';
import { scoreOf, scoringGame } from './score-probe.js';

/** A game with a pool of three markers (priorities 1, 2, 3, in that order) whose round score is `score`. */
function game(score: string): Rules {
  return scoringGame('Pool Members', score, [
    'markers:',
    '  one: { label: One, pool: tokens, priority: 1 }',
    '  two: { label: Two, pool: tokens, priority: 2 }',
    '  three: { label: Three, pool: tokens, priority: 3 }',
  ]);
}

/** The priorities of `tokens.<member>`, in order, as the digits of one number (a missing place is 0). */
function priorities(member: string, change: (s: GameState) => void): number {
  const list = `tokens.${member}.map(m => m.priority)`;
  const rules = game(`${list}[0] * 100 + ${list}[1] * 10 + ${list}[2]`);
  const s = dealt(rules, { Ann: ['1R'], Bob: ['2R'], Cy: ['3R'] });
  change(s);
  return scoreOf(rules, s, 0).value as number;
}

describe('pool members', () => {
  it('all three in play and free: available and all are the pool, held is empty', () => {
    expect(priorities('available', () => {})).toBe(123);
    expect(priorities('all', () => {})).toBe(123);
    expect(priorities('held', () => {})).toBe(0);
  });

  it('a held marker is held, not available; a removed one is in neither available nor all', () => {
    const change = (s: GameState): void => {
      (s.markers['two'] as { owner: number | null }).owner = 1;
      (s.markers['one'] as { removed: boolean }).removed = true;
    };
    expect(priorities('available', change)).toBe(300);
    expect(priorities('held', change)).toBe(200);
    expect(priorities('all', change)).toBe(230);
  });

  it('a marker the round does not have is in none of them', () => {
    const change = (s: GameState): void => {
      delete s.markers['one'];
    };
    expect(priorities('available', change)).toBe(230);
    expect(priorities('all', change)).toBe(230);
  });
});
