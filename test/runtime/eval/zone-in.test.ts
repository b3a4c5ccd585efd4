// `x in p.hand` and `x in discard` are compiled to read the zone's card ids (eval/zone-in.ts). They
// must give what the general path gives, `x in` a built list (`… + []` takes the general way), and
// spend the same steps: the built list's cost (its length, and the `+` and `[]` nodes) apart.
import { describe, expect, it } from 'vitest';
import type { Rules } from '../../../runtime/index.js';
import { dealt } from '../fixture-games.js';
import { scoresOf, scoringGame } from './score-probe.js';

/** A game whose round score is `score` (an expression about `me`). */
function gameScoring(score: string): Rules {
  return scoringGame('Zone In', score, ['zones: { stash: { per-player: true, visible: owner }, pile: { visible: all } }']);
}

const deal = { Ann: ['6R', '1G', '2R'], Bob: ['1R', '5G'], Cy: [], 'Ann.stash': ['3G'], pile: ['4R', '4G'] };

/** The value for each seat of `expr`, and the budget steps each used. */
function valuesAndCosts(expr: string): { values: unknown[]; costs: number[] } {
  const probe = gameScoring(expr);
  return scoresOf(probe, dealt(probe, deal));
}

describe('in on a zone', () => {
  // [direct, general, the steps the general way spends more for each seat: the list built at each
  // `in` evaluated pays its length again, and the `+` and `[]` nodes]
  const cases: [string, string, number[]][] = [
    ['players[0].hand.count(c => c in me.hand)', 'players[0].hand.count(c => c in (me.hand + []))', [3 * 5, 3 * 4, 3 * 2]],
    ['players[1].hand.count(c => c in players[0].hand)', 'players[1].hand.count(c => c in (players[0].hand + []))', [10, 10, 10]],
    ['players.count(p => players[0].hand.count(c => c in p.hand) > 0)', 'players.count(p => players[0].hand.count(c => c in (p.hand + [])) > 0)', [33, 33, 33]],
    ['players[0].stash.count(c => c in me.stash)', 'players[0].stash.count(c => c in (me.stash + []))', [3, 2, 2]],
    ['pile.count(c => c in pile)', 'pile.count(c => c in (pile + []))', [8, 8, 8]],
    ['players[0].hand.count(c => c in pile)', 'players[0].hand.count(c => c in (pile + []))', [12, 12, 12]],
    ['(null in me.hand) ? 1 : 0', '(null in (me.hand + [])) ? 1 : 0', [5, 4, 2]],
    ['(null in pile) ? 1 : 0', '(null in (pile + [])) ? 1 : 0', [4, 4, 4]],
  ];
  for (const [direct, general, more] of cases) {
    it(`${direct} gives and spends what the built list does`, () => {
      const a = valuesAndCosts(direct);
      const b = valuesAndCosts(general);
      expect(a.values).toEqual(b.values);
      expect(b.costs.map((c, i) => c - (a.costs[i] as number))).toEqual(more);
    });
  }

  it('finds exactly the cards of the zone', () => {
    expect(valuesAndCosts('players[0].hand.count(c => c in me.hand)').values).toEqual([3, 0, 0]);
    expect(valuesAndCosts('players[1].hand.count(c => c in players[0].hand)').values).toEqual([0, 0, 0]);
    expect(valuesAndCosts('players.count(p => players[1].hand.count(c => c in p.hand) > 0)').values).toEqual([1, 1, 1]);
    expect(valuesAndCosts('pile.count(c => c in pile) + players[0].hand.count(c => c in pile)').values).toEqual([2, 2, 2]);
    expect(valuesAndCosts('(null in me.hand) ? 1 : 0').values).toEqual([0, 0, 0]);
  });

  it('pays the zone\'s length twice, as building its list and `in` on it do', () => {
    const { costs } = valuesAndCosts('(null in me.hand) ? 1 : 0');
    expect([costs[0]! - costs[2]!, costs[1]! - costs[2]!]).toEqual([6, 4]);
  });

  it('a value that is no player goes the general way (no trick winner yet: a member of null is null, nothing is in it)', () => {
    expect(valuesAndCosts('(players[0].hand.first in trick.winner.hand) ? 1 : 0').values).toEqual([0, 0, 0]);
    expect(valuesAndCosts('(players[0].hand.first in trick.leader.hand) ? 1 : 0').values).toEqual([1, 1, 1]);
  });
});
