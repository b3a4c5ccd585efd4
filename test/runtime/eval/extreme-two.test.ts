// `max(a, b)` and `min(a, b)` (eval/methods.ts extremeOf): two values are compared without the
// lists the general path builds. Each must give what the general path gives and spend the same
// steps: `max(a, b, null)` goes the general way (three arguments) and gives the same answer, as a
// null is left out, for one step more (its length) and its `null` node's cost.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';
import { prepareRules, type Rules } from '../../../runtime/index.js';
import { evaluate } from '../../../runtime/effects.js';
import { closeBudget, lastBudgetUsed, openBudget } from '../../../runtime/budget.js';
import { dealt } from '../fixture-games.js';

function gameProbing(text: string): Rules {
  const r = compileRules({
    file: 'extreme.yaml',
    text: [
      'game: Extreme',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'player-vars:',
      '  n: "me.seat * 2"', // 0, 2, 4
      '  nothing: null',
      'define:',
      `  probe: ${JSON.stringify(text)}`,
      'round:',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [hand]',
      '    follow:',
      '      - { from: hand, follow-suit: true }',
      '  score: "0"',
      'game-end:',
      '  after-rounds: 1',
      '  winner: highest',
    ].join('\n'),
  });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error(`${text} does not compile`);
  return prepareRules(r.def);
}

/** Each seat's value of `text` and the budget steps each evaluation used. */
function run(text: string): { values: unknown[]; costs: number[] } {
  const rules = gameProbing(text);
  const s = dealt(rules, { Ann: ['6R', '1G'], Bob: ['1R'], Cy: ['2G'] });
  const e = rules.def.defines?.find((d) => d.name === 'probe')?.value;
  if (e === undefined) throw new Error('no probe');
  const values: unknown[] = [];
  const costs: number[] = [];
  for (const seat of [0, 1, 2]) {
    const opened = openBudget();
    try {
      values.push(evaluate(rules, s, e, seat));
    } finally {
      closeBudget(opened);
    }
    costs.push(lastBudgetUsed());
  }
  return { values, costs };
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
