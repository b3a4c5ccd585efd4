// The budget steps seeded games spend (budget.ts): the engine may skip re-checks between its
// automatic steps (engine.ts advance), but every step is still counted, so a move's budget, and
// so where a looping rule file stops, is what it was. The totals are those of the build before
// the skips (main at 4bbb6c0), summed over each game's setup and every move.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, createGame } from '../../runtime/engine.js';
import { legalMoves, prepareRules, randomBot } from '../../runtime/index.js';
import { lastBudgetUsed } from '../../runtime/budget.js';

function budgetOf(game: string): number {
  const file = `rules/${game}/game.yaml`;
  const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
  if (def === undefined) throw new Error(`${game} does not compile`);
  const rules = prepareRules(def);
  let total = 0;
  for (let g = 0; g < 5; g++) {
    const created = createGame(rules, { players: 4, seed: g });
    if (!created.ok) throw new Error('not set up');
    total += lastBudgetUsed();
    const s = created.state;
    const bot = randomBot(`${g}`);
    while (s.phase !== 'over') {
      const moves = legalMoves(rules, s);
      const seat = moves[0]?.seat;
      const error = applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
      expect(error).toBeNull();
      total += lastBudgetUsed();
    }
  }
  return total;
}

describe('budget steps of seeded games', () => {
  it.each([
    ['worst-in-show', 70908],
    ['spades', 29205],
    ['of-whats-left', 240956],
    // Main at dd27a93 (before issue 18's session 9 changed the effects and choices path).
    ['bested-another-time', 269766],
  ])('%s spends %i steps over five games', (game, steps) => {
    expect(budgetOf(game)).toBe(steps);
  });
});
