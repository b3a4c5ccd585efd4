// The score events of the current round of the state whose round started last, kept as they are
// emitted (teams.ts addScore emits every one), so the round's end need not read the whole round's
// log back for them. One state at a time (a playout's, a simulation's): a WeakMap entry per game
// cost more than the reading it saves. Any other state — a copy, a state read from JSON, one whose
// log was replaced or cut back — has no list, and its round's end reads the log as before.
import type { GameState } from './state.js';
import type { GameEvent } from './events.js';

export type ScoreEvent = Extract<GameEvent, { kind: 'score' }>;

/** The state the list is for (null: none), its log when the round started, the events and where each is in that log. */
let state: GameState | null = null;
let log: readonly GameEvent[] | null = null;
const scores: ScoreEvent[] = [];
const at: number[] = [];

/** The round's score events in order, when kept for this state and its log (read at once: the list is reused). */
export function keptScores(s: GameState): readonly ScoreEvent[] | null {
  if (s !== state || s.events !== log) return null;
  for (let i = 0; i < scores.length; i++) if (s.events[at[i] as number] !== scores[i]) return null;
  return scores;
}

/** A round has started (its round-start event is the log's last): its score events are kept from here. */
export function roundStarted(s: GameState): void {
  state = s;
  log = s.events;
  while (scores.length > 0) scores.pop();
  while (at.length > 0) at.pop();
}

/** A score event was just emitted (it is the log's last). */
export function scoreEmitted(s: GameState, e: ScoreEvent): void {
  if (s !== state) return;
  if (s.events === log) {
    scores.push(e);
    at.push(s.events.length - 1);
  } else {
    // The log was replaced: read it back at the round's end.
    state = null;
    log = null;
  }
}
