// ISMCTS iterations on the integer core (runtime/bots/search-table.ts) against the same search on
// the JSON engine (IsmctsOptions.engine 'runtime'): the same statistics at every root and the RNG
// left at the same place, for every game the core plays, at decisions all through a game; and for
// a rule file whose rollouts stop at a rule's error, where the core's iteration is played again on
// the JSON engine so that the state scored is the JSON engine's.
import { describe, expect, it } from 'vitest';
import { search, ISMCTS_DEFAULTS } from '../../../runtime/bots/ismcts.js';
import { seatKnowledge } from '../../../runtime/knowledge.js';
import { legalMoves, randomBot, type Rules } from '../../../runtime/index.js';
import { firstSeatMoves } from '../../../runtime/legal.js';
import { nextUint32, seedRng } from '../../../runtime/rng.js';
import { runtimePlayout } from '../../../runtime/playout.js';
import { buildCore } from '../../../runtime/core/build.js';
import { worstInShowEndingWhen } from '../core/core-games.js';
import { playedTo, seedGame } from './helpers.js';

/** Searches at decisions through a game on both engines; how many were compared. */
function compare(rules: Rules, players: number, seed: string, at: readonly number[], iterations: number): number {
  let decisions = 0;
  for (const n of at) {
    const s = playedTo(rules, players, `${seed}${n}`, n);
    const mine = firstSeatMoves(legalMoves(rules, s));
    const seat = mine[0]?.seat;
    if (seat === undefined || mine.length < 2 || (s.pending?.kind === 'choice' && s.pending.seat !== seat)) continue;
    const known = seatKnowledge(rules, s, seat);
    const a = seedRng(`t${n}`);
    const b = seedRng(`t${n}`);
    const core = search(rules, known, mine, a, { ...ISMCTS_DEFAULTS, iterations });
    const json = search(rules, known, mine, b, { ...ISMCTS_DEFAULTS, iterations, engine: 'runtime' });
    expect([...core], `${seed} at move ${n}`).toEqual([...json]);
    expect(nextUint32(a)).toBe(nextUint32(b));
    decisions++;
  }
  return decisions;
}

describe('ISMCTS on the core', () => {
  const cases: [string, string[], number, number[]][] = [
    ['worst-in-show', [], 4, [0, 9, 30, 55, 81]],
    ['worst-in-show', [], 5, [4, 33]],
    ['of-whats-left', [], 4, [1, 14, 37]],
    ['of-whats-left', ['threshold-scoring'], 3, [2, 25]],
    ['spades', [], 4, [0, 3, 20, 47]],
    ['euchre', [], 4, [0, 2, 9, 15]],
  ];
  for (const [game, variants, players, at] of cases) {
    it(`searches as on the JSON engine: ${[game, ...variants].join(' + ')} at ${players}`, () => {
      const rules = seedGame(game, variants);
      expect(typeof buildCore(rules, players)).not.toBe('string');
      expect(compare(rules, players, 's', at, 80)).toBeGreaterThanOrEqual(2);
    });
  }

  it('scores a rollout that stops at a rule\'s error as the JSON engine does', () => {
    // Division by zero once seat 2 has won a trick and a trick holds three cards: rollouts run into it.
    const rules = worstInShowEndingWhen('players.count(p => not p.sat_out) <= 1 or (trick != null and trick.cards.size == 3 and 1 / (last_winner == players[1] ? 0 : 1) > 5)');
    expect(typeof buildCore(rules, 4)).not.toBe('string');
    let failing = 0;
    for (let g = 0; g < 10; g++) {
      const r = runtimePlayout(rules, { players: 4, seed: `e${g}` }, Array.from({ length: 4 }, (_, i) => randomBot(`${g}:${i}`)));
      if (r.ok && r.error?.code === 'runtime/division-by-zero') failing++;
    }
    expect(failing).toBeGreaterThan(3);
    expect(compare(rules, 4, 'err', [0, 5, 18], 120)).toBeGreaterThanOrEqual(2);
  });
});
