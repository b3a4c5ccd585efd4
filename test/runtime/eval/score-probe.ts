// The eval tests' common probe: a small three-player must-follow game (suits R and G, ranks 1..6)
// whose round score is the expression under test, and that score's value and budget steps for
// each seat of a dealt state.
import { expect } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';
import { prepareRules, type Rules } from '../../../runtime/index.js';
import type { GameState } from '../../../runtime/state.js';
import { evaluate } from '../../../runtime/effects.js';
import { closeBudget, lastBudgetUsed, openBudget } from '../../../runtime/budget.js';

/** The game named `name` whose round score is `score`; `extra` lines (zones, markers) come after the deck. */
export function scoringGame(name: string, score: string, extra: readonly string[] = []): Rules {
  const r = compileRules({
    file: `${name.toLowerCase().replace(/ /g, '-')}.yaml`,
    text: [
      `game: ${name}`,
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      ...extra,
      'round:',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [hand]',
      '    follow:',
      '      - { from: hand, follow-suit: true }',
      `  score: "${score}"`,
      'game-end:',
      '  after-rounds: 1',
      '  winner: highest',
    ].join('\n'),
  });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error('does not compile');
  return prepareRules(r.def);
}

/** The round score's value for `seat` in `s`, and the budget steps it used. */
export function scoreOf(rules: Rules, s: GameState, seat: number): { value: unknown; cost: number } {
  const e = rules.def.round.score;
  if (e === undefined) throw new Error('no score');
  const opened = openBudget();
  let value: unknown;
  try {
    value = evaluate(rules, s, e, seat);
  } finally {
    closeBudget(opened);
  }
  return { value, cost: lastBudgetUsed() };
}

/** scoreOf each of the three seats: their values and their costs, in seat order. */
export function scoresOf(rules: Rules, s: GameState): { values: unknown[]; costs: number[] } {
  const all = [0, 1, 2].map((seat) => scoreOf(rules, s, seat));
  return { values: all.map((x) => x.value), costs: all.map((x) => x.cost) };
}
