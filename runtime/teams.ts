// Partnerships (`teams:`): seat s plays in team s % count, so with four players and two teams
// partners sit opposite. A team shares one score: whatever a member scores, every member scores.
import type { SourceRange } from '../grammar/diagnostics.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { emit, type GameEvent } from './events.js';

/** The seat's team (0-based), or null in a game without teams. */
export function teamOf(rules: Rules, seat: number): number | null {
  const t = rules.def.teams;
  return t === undefined ? null : seat % t.count;
}

/** The seats of `seat`'s team, in seat order (the seat alone without teams). */
export function teamSeats(rules: Rules, players: number, seat: number): number[] {
  const t = rules.def.teams;
  if (t === undefined) return [seat];
  const out: number[] = [];
  for (let i = seat % t.count; i < players; i += t.count) out.push(i);
  return out;
}

/** A team's name (`teams.names`, else `Team N`). */
export function teamName(rules: Rules, team: number): string {
  return rules.def.teams?.names[team] ?? `Team ${team + 1}`;
}

/** Every team's seats, in team order: the seat of each team's first player first. */
export function allTeams(rules: Rules, players: number): number[][] {
  const t = rules.def.teams;
  if (t === undefined) return Array.from({ length: players }, (_, i) => [i]);
  return Array.from({ length: Math.min(t.count, players) }, (_, team) => teamSeats(rules, players, team));
}

/**
 * Adds points to a seat's score and round score; with teams, to every member of its team (one
 * score event, naming the team).
 */
export function addScore(rules: Rules, s: GameState, seat: number, amount: number, because: string, rule?: SourceRange): void {
  const t = rules.def.teams;
  if (t === undefined) {
    const p = s.players[seat];
    if (p !== undefined) {
      p.roundScore += amount;
      p.score += amount;
    }
    if (amount !== 0) scored(s, rule ? { kind: 'score', seat, amount, because, rule } : { kind: 'score', seat, amount, because });
    return;
  }
  for (let m = seat % t.count; m < s.players.length; m += t.count) {
    const p = s.players[m];
    if (p === undefined) continue;
    p.roundScore += amount;
    p.score += amount;
  }
  const team = seat % t.count;
  if (amount !== 0) scored(s, rule ? { kind: 'score', seat, amount, because, rule, team } : { kind: 'score', seat, amount, because, team });
}

function scored(s: GameState, e: Extract<GameEvent, { kind: 'score' }>): void {
  emit(s, e);
}
