// `p.zone.any/all/count(lambda)` on a player's zone is compiled to go through the zone's cards
// without building its list (eval/compile.ts compileZoneTest). It must give what the general
// path gives: the same method on the same cards as a built list (`… + []` takes the general way).
import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../runtime/index.js';
import { dealt } from '../fixture-games.js';
import { scoresOf, scoringGame } from './score-probe.js';

/** A game whose round score is `score` (an expression about `me`). */
function gameScoring(score: string): Rules {
  return scoringGame('Zone Tests', score, ['zones: { stash: { per-player: true, visible: owner } }']);
}

const deal = { Ann: ['6R', '1G', '2R'], Bob: ['1R', '5G'], Cy: [], 'Ann.stash': ['3G'] };

/** The value for each seat of `condition` (a number, or a condition as 1 or 0), and the budget steps each used. */
function valuesAndCosts(condition: string): { values: unknown[]; costs: number[] } {
  const probe = gameScoring(condition.includes('count(') ? condition : `(${condition}) ? 1 : 0`);
  return scoresOf(probe, dealt(probe, deal));
}

describe('any, all and count on a player zone', () => {
  const cases: [string, string][] = [
    ['me.hand.any(c => c.rank > 4)', '(me.hand + []).any(c => c.rank > 4)'],
    ['me.hand.all(c => c.suit == \'R\')', '(me.hand + []).all(c => c.suit == \'R\')'],
    ['me.hand.count(c => c.rank < 3)', '(me.hand + []).count(c => c.rank < 3)'],
    ['me.stash.any(c => c.rank == 3)', '(me.stash + []).any(c => c.rank == 3)'],
    ['me.stash.all(c => c.rank == 4)', '(me.stash + []).all(c => c.rank == 4)'],
    ['players.count(p => p.hand.any(c => c.suit == \'G\'))', 'players.count(p => (p.hand + []).any(c => c.suit == \'G\'))'],
  ];
  for (const [direct, general] of cases) {
    it(`${direct} gives what the built list gives`, () => {
      const a = valuesAndCosts(direct);
      const b = valuesAndCosts(general);
      expect(a.values).toEqual(b.values);
      if (direct.startsWith('me.')) expect(new Set(a.values).size).toBeGreaterThan(1); // the seats' zones give different answers
      else expect(a.values).toEqual([2, 2, 2]); // Ann and Bob hold a green card
    });
  }

  it('pays for the zone\'s cards as building their list does', () => {
    // `+` pays for the list it builds (its length) and the `+` node itself: the rest is the same.
    const direct = valuesAndCosts('me.hand.any(c => c.rank > 9)');
    const general = valuesAndCosts('(me.hand + []).any(c => c.rank > 9)');
    const hands = [3, 2, 0];
    expect(general.costs.map((c, i) => c - (direct.costs[i] as number))).toEqual(hands.map((n) => n + 2));
  });
});
