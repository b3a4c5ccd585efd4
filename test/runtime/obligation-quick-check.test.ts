// A play or pass first asks whether any obligation's `when` holds (most turns none does). With its
// state's listing kept, the listing's answers and their steps stand in for evaluating the `when`s
// again (obligation-skips.ts quickCheck): the events, the state and the budget steps spent must be
// those of evaluating them again, and a move short of budget must stop the same way.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, randomBot, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { lastBudgetUsed, withLimits } from '../../runtime/budget.js';
import { listedTurn, rememberLegalMoves } from '../../runtime/legal.js';
import { newGame } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));

function rulesOf(game: string): Rules {
  const r = compileRules({ file: `${game}/game.yaml`, text: readFileSync(`${root}${game}/game.yaml`, 'utf8') }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** The move on `s` (its listing kept) and on a copy of it (not listed: its `when`s evaluated again). */
function both(rules: Rules, s: GameState, move: Move): { listed: unknown; again: unknown } {
  const copy = structuredClone(s);
  const from = s.events.length;
  const e1 = applyInPlace(rules, s, move);
  const used1 = lastBudgetUsed();
  const e2 = applyInPlace(rules, copy, move);
  const used2 = lastBudgetUsed();
  return {
    listed: { error: e1, used: used1, events: s.events.slice(from), state: e1 === null ? JSON.stringify(s) : null },
    again: { error: e2, used: used2, events: copy.events.slice(from), state: e2 === null ? JSON.stringify(copy) : null },
  };
}

describe('the quick obligation check from the listed turn', () => {
  it('Spades: every move gives the same events, state and budget steps as evaluating the whens again', () => {
    const rules = rulesOf('spades');
    let listedPlays = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = newGame(rules, { players: 4, seed });
      const bot = randomBot(seed);
      while (s.phase !== 'over') {
        const moves = legalMoves(rules, s);
        const move = bot.choose(moves.filter((m) => m.seat === moves[0]?.seat));
        if (listedTurn(s) !== null && move.kind === 'play') listedPlays++;
        const r = both(rules, s, move);
        expect(r.listed).toEqual(r.again);
      }
    }
    expect(listedPlays).toBeGreaterThan(400);
  });

  it('a play short of budget stops the same way, whether its listing is kept or not', () => {
    const rules = rulesOf('spades');
    const s = newGame(rules, { players: 4, seed: 5 });
    const bot = randomBot(5);
    let tried = 0;
    while (s.phase !== 'over' && tried < 12) {
      const moves = legalMoves(rules, s);
      const move = bot.choose(moves.filter((m) => m.seat === moves[0]?.seat));
      if (listedTurn(s) !== null && move.kind === 'play') {
        const full = both(rules, structuredClone(s), move).again as { used: number };
        // Budgets ending at the move's first steps (the whens), and at its last step.
        for (const steps of [1, 2, 3, 4, 6, 10, full.used - 1, full.used]) {
          const kept = structuredClone(s);
          rememberLegalMoves(kept, legalMoves(rules, kept));
          const again = structuredClone(s);
          const a = withLimits({ steps }, () => applyInPlace(rules, kept, move));
          const b = withLimits({ steps }, () => applyInPlace(rules, again, move));
          expect(a).toEqual(b);
          if (steps === full.used - 1) expect(b?.code).toBe('runtime/too-long');
          if (a === null) expect(JSON.stringify(kept)).toBe(JSON.stringify(again));
        }
        tried++;
      }
      expect(applyInPlace(rules, s, move)).toBeNull();
    }
    expect(tried).toBe(12);
  });
});
