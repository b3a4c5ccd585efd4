// `max(a, b)` and `min(a, b)` (eval/methods.ts extremeOf): two values are compared without the
// lists the general path builds. Each must give what the general path gives and spend the same
// steps: `max(a, b, null)` goes the general way (three arguments) and gives the same answer, as a
// null is left out, for one step more (its length) and its `null` node's cost.
import { describe, expect, it } from 'vitest';
import { dealt } from '../fixture-games.js';
import { scoreOf, scoringGame } from './score-probe.js';

/** Each seat's value of `text` and the budget steps each evaluation used. */
function run(text: string): { values: unknown[]; costs: number[] } {
  const rules = scoringGame('Extreme', text, ['player-vars:', '  n: "me.seat * 2"', '  nothing: null']); // n: 0, 2, 4
  const s = dealt(rules, { Ann: ['6R', '1G'], Bob: ['1R'], Cy: ['2G'] });
  const seats = [0, 1, 2].map((seat) => scoreOf(rules, s, seat));
  return { values: seats.map((x) => x.value), costs: seats.map((x) => x.cost) };
}

describe('max and min of two values', () => {
  // One step for the third value's place, and one for its `null` node (eval/cost.ts: a step a node).
  const extra = 2;
  const cases: [string, unknown[]][] = [
    ['max(me.n, 3)', [3, 3, 4]],
    ['min(me.n, 3)', [0, 2, 3]],
    ['max(3, me.n)', [3, 3, 4]],
    ['max(me.nothing, me.n)', [0, 2, 4]], // a null is left out
    ['min(me.n, me.nothing)', [0, 2, 4]],
    ['max(me.nothing, me.nothing)', [null, null, null]],
    ['max(me.n, me.n)', [0, 2, 4]],
    ['max(me.n - 2, 0 - me.n)', [0, 0, 2]],
    ['min(me.n - 2, 0 - me.n)', [-2, -2, -4]],
  ];
  for (const [direct, values] of cases) {
    it(`${direct} gives what three arguments give, for the same steps`, () => {
      const a = run(direct);
      const b = run(direct.replace(/\)$/, ', null)'));
      expect(a.values).toEqual(values);
      expect(b.values).toEqual(values);
      expect(b.costs.map((c, i) => c - (a.costs[i] as number))).toEqual([extra, extra, extra]);
    });
  }
});
