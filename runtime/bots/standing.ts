// How well each seat stands in a state, for bots that look ahead: the total score plus what the
// round's score formula would give now (when the round is under way), signed so that more is
// better, relative to the other seats. Game-independent: it reads only the rule file's formulas.
// With teams a seat stands as its team does: the formula is read for the team's first player, as
// the game scores it, and a seat is measured against the other teams, not against its partners.
import type { GameState } from '../state.js';
import type { Rules } from '../rules.js';
import { evaluate } from '../effects.js';
import { teamSeats } from '../teams.js';
import type { Value } from '../values.js';

function sign(rules: Rules): number {
  return rules.def.gameEnd.winner === 'lowest' ? -1 : 1;
}

/** Each seat's score, plus the round formula's current value while `withRound` (signed). */
export function seatValues(rules: Rules, s: GameState, withRound: boolean): number[] {
  const formula = rules.def.round.score;
  const scores = s.players.map((p) => p.score);
  const gain = withRound && formula !== undefined && s.phase === 'play' ? (first: number) => evaluate(rules, s, formula, first) : null;
  return valuesOf(rules, scores, gain);
}

/**
 * seatValues from the seats' scores and the round formula read for a seat (`gain`, null when it is
 * not read): how the JSON engine and the core (core-sample.ts) both stand the seats.
 */
export function valuesOf(rules: Rules, scores: ArrayLike<number>, gain: ((first: number) => Value) | null): number[] {
  const k = sign(rules);
  const teams = rules.def.teams;
  const n = scores.length;
  const out: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    let v = scores[seat] as number;
    if (gain !== null) {
      try {
        // The team's first seat (teamSeats' first), found without listing the team.
        const lead = teams === undefined ? seat : seat % teams.count;
        const g = gain(lead < n ? lead : seat);
        if (typeof g === 'number' && Number.isFinite(g)) v += g;
      } catch {
        // A formula that cannot be read mid-round adds nothing.
      }
    }
    out.push(k * v);
  }
  return out;
}

/** A seat's value minus the mean of the others' (with teams, of the other teams' seats). */
export function relative(rules: Rules, values: readonly number[], seat: number): number {
  const team = teamSeats(rules, values.length, seat);
  const others = values.filter((_, i) => !team.includes(i));
  const mean = others.length === 0 ? 0 : others.reduce((a, b) => a + b, 0) / others.length;
  return (values[seat] ?? 0) - mean;
}

/**
 * Rewards in [0, 1] per seat: at the game's end 1 for a winner (shared: 1/k), 0 otherwise; before
 * it, half the seat's rank among the others and half its value scaled between the worst and best.
 */
export function rewards(rules: Rules, s: GameState, withRound: boolean): number[] {
  const n = s.players.length;
  if (s.phase === 'over') {
    const w = s.winners ?? [];
    return s.players.map((_, i) => (w.includes(i) ? 1 / w.length : 0));
  }
  return rewardsOf(seatValues(rules, s, withRound));
}

/** rewards before the game's end, from the seats' values (seatValues). */
export function rewardsOf(v: readonly number[]): number[] {
  const n = v.length;
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = v[i] as number;
    if (n === 1) {
      out.push(x > 0 ? 1 : 0.5);
      continue;
    }
    // Counted in one pass (the filters' counts, without their lists).
    let below = 0;
    let ties = -1;
    for (let j = 0; j < n; j++) {
      const y = v[j] as number;
      if (y < x) below++;
      if (y === x) ties++;
    }
    const rank = (below + ties / 2) / (n - 1);
    const scaled = hi === lo ? 0.5 : (x - lo) / (hi - lo);
    out.push((rank + scaled) / 2);
  }
  return out;
}
