// What the bots' lookahead needs to play a sampled deal on the integer core (runtime/core/): whether
// the core takes the sample over, the core for it, and the seats' standing read from a core state
// as standing.ts reads it from a GameState.
import type { GameState } from '../state.js';
import type { Rules } from '../rules.js';
import { closeBudget, openBudget } from '../budget.js';
import { buildCore, type CoreRules } from '../core/build.js';
import { OVER, PLAY, type CoreState } from '../core/state.js';
import type { Value } from '../values.js';
import { rewardsOf, valuesOf } from './standing.js';

/** A sample the core can take over: no fixed deal, no deal of a round still to come (the core deals every round itself). */
export function takesOver(s: GameState): boolean {
  if (s.fixedDeal !== null || s.laterDeals !== undefined) return false;
  for (const round in s.deals ?? {}) if (Number(round) > s.round) return false;
  return true;
}

/** standing.ts seatValues on the core state: the round formula read in a budget of its own, as `evaluate` reads it. */
export function coreSeatValues(rules: Rules, core: CoreRules, c: CoreState, withRound: boolean): number[] {
  const score = core.fns.score;
  const gain = withRound && score !== undefined && c.phase === PLAY
    ? (first: number): Value => {
        const opened = openBudget();
        try {
          return score(c, first);
        } finally {
          closeBudget(opened);
        }
      }
    : null;
  return valuesOf(rules, c.score, gain);
}

/** The core that plays `sample` on (the rule file at its player count), or null: the JSON engine plays it. */
export function coreOf(rules: Rules, sample: GameState): CoreRules | null {
  if (!takesOver(sample)) return null;
  const core = buildCore(rules, sample.players.length, sample.options);
  return typeof core === 'string' ? null : core;
}

/** standing.ts rewards on the core state. */
export function coreRewards(rules: Rules, core: CoreRules, c: CoreState, withRound: boolean): number[] {
  const n = core.L.n;
  if (c.phase === OVER) {
    const w = c.json.winners ?? [];
    return Array.from({ length: n }, (_, i) => (w.includes(i) ? 1 / w.length : 0));
  }
  return rewardsOf(coreSeatValues(rules, core, c, withRound));
}
