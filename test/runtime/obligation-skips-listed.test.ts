// A play or pass explains the obligations it cannot keep (obligation-skipped events) from the
// obligation steps kept when its state's moves were listed, instead of listing them again. The
// result must be the one listing again gives: the same events and the same budget steps spent, and
// a move that runs out of budget stops with the same error at the same place.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, randomBot, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { lastBudgetUsed, withLimits } from '../../runtime/budget.js';
import { listedTurn, rememberLegalMoves } from '../../runtime/legal.js';
import { evaluate } from '../../runtime/effects.js';
import { isTrue } from '../../runtime/eval/compile.js';
import { newGame } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));
const src = (rel: string) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });

function rulesOf(game: string, variants: string[]): Rules {
  const r = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** Whether an obligation applies to the seat to move (else no move explains skips, listed or not). */
function live(rules: Rules, s: GameState): boolean {
  return s.turn !== null && rules.def.obligations.some((ob) => isTrue(evaluate(rules, s, ob.when, s.turn, undefined, [])));
}

/** The move on `s` (its listing kept) and on a copy of it (not listed: the moves listed again). */
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

describe('obligation-skipped events from the listed turn', () => {
  it('Of What\'s Left: every move gives the same events, state and budget steps as listing again', () => {
    let skips = 0;
    let fromListing = 0;
    for (const [variants, players, seed] of [[[], 4, 1], [[], 3, 2], [['special-owls'], 4, 3], [['threshold-scoring'], 4, 4]] as const) {
      const rules = rulesOf('of-whats-left', [...variants]);
      const s = newGame(rules, { players, seed });
      const bot = randomBot(seed);
      while (s.phase !== 'over') {
        const moves = legalMoves(rules, s);
        const move = bot.choose(moves.filter((m) => m.seat === moves[0]?.seat));
        if (listedTurn(s) !== null && live(rules, s)) fromListing++;
        const r = both(rules, s, move);
        expect(r.listed).toEqual(r.again);
        skips += (r.listed as { events: { kind: string }[] }).events.filter((e) => e.kind === 'obligation-skipped').length;
      }
    }
    // The path under test was taken, and skips happened on it.
    expect(fromListing).toBeGreaterThan(100);
    expect(skips).toBeGreaterThan(0);
  });

  it('a move short of budget stops the same way, whether its listing is kept or not', () => {
    const rules = rulesOf('of-whats-left', []);
    const s = newGame(rules, { players: 4, seed: 7 });
    const bot = randomBot(7);
    let tried = 0;
    while (s.phase !== 'over' && tried < 20) {
      const moves = legalMoves(rules, s);
      const move = bot.choose(moves.filter((m) => m.seat === moves[0]?.seat));
      const listed = listedTurn(s);
      if (listed !== null && live(rules, s)) {
        const full = both(rules, structuredClone(s), move).again as { used: number };
        // Budgets that end inside the listing again (in its last `must`s), at its end, just after it, and at the move's last step.
        for (const steps of [...[1, 2, 3, 5, 8, 13, 30].map((k) => Math.max(1, listed.cost - k)), listed.cost, listed.cost + 1, full.used - 1]) {
          // `kept` is settled as the engine settles a state (its moves remembered); `again` is not.
          const kept = structuredClone(s);
          rememberLegalMoves(kept, legalMoves(rules, kept));
          expect(listedTurn(kept)?.cost).toBe(listed.cost);
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
    expect(tried).toBe(20);
  });
});
