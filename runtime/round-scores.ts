// The round-end event's scores: each seat's points this round with the score events that made
// them, read back from the log to the round's start (once per round).
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { GameEvent, ScorePart, SeatScore } from './events.js';
import { teamOf, teamSeats } from './teams.js';

type ScoreEvent = Extract<GameEvent, { kind: 'score' }>;

/** The round's score events from the log itself: back to the round's start, in order. */
function scanned(s: GameState): ScoreEvent[] {
  const events = s.events;
  const found: ScoreEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as GameEvent;
    if (e.kind === 'round-start') break;
    if (e.kind === 'score') found.push(e);
  }
  return found.reverse();
}

/** Each seat's points this round, with the score events of the round that made them. */
export function roundScores(rules: Rules, s: GameState): SeatScore[] {
  const n = s.players.length;
  const found = scanned(s);
  // Each seat's parts in a list of its exact length (the event is kept): counted, then filled.
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < found.length; i++) {
    const e = found[i] as ScoreEvent;
    // A team's score is every member's.
    if (e.team === undefined) {
      if (e.seat >= 0 && e.seat < n) (counts[e.seat] as number)++;
    } else for (const seat of teamSeats(rules, n, e.seat)) (counts[seat] as number)++;
  }
  const parts: ScorePart[][] = new Array<ScorePart[]>(n);
  for (let seat = 0; seat < n; seat++) parts[seat] = counts[seat] === 0 ? [] : new Array<ScorePart>(counts[seat] as number);
  if (found.length > 0) {
    counts.fill(0);
    for (let i = 0; i < found.length; i++) {
      const e = found[i] as ScoreEvent;
      const part: ScorePart = e.rule ? { amount: e.amount, because: e.because, rule: e.rule } : { amount: e.amount, because: e.because };
      if (e.team === undefined) {
        if (e.seat >= 0 && e.seat < n) (parts[e.seat] as ScorePart[])[(counts[e.seat] as number)++] = part;
      } else for (const seat of teamSeats(rules, n, e.seat)) (parts[seat] as ScorePart[])[(counts[seat] as number)++] = part;
    }
  }
  const out = new Array<SeatScore>(n);
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat] as GameState['players'][number];
    const team = teamOf(rules, seat);
    out[seat] = team !== null ? { seat, team, round: p.roundScore, total: p.score, parts: parts[seat] as ScorePart[] } : { seat, round: p.roundScore, total: p.score, parts: parts[seat] as ScorePart[] };
  }
  return out;
}
