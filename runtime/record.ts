// Game records: rules, variants, options, seed and moves in notation. Replaying a record
// reproduces the game exactly; undo is a replay of all but the last move.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { applyMove, createGame, type MoveError, type SetupFailure } from './engine.js';
import { moveText, parseMove } from './notation.js';
import type { Value } from './values.js';

export interface GameRecord {
  readonly rules: string;
  readonly variants: readonly string[];
  readonly options: Readonly<Record<string, Value>>;
  readonly seed: string;
  readonly names: readonly string[];
  /** Moves in notation, each prefixed with the player's name (`Ann: play 3R`). */
  readonly moves: readonly string[];
}

export function recordOf(rules: Rules, s: GameState, rulesFile: string, variants: readonly string[]): GameRecord {
  // Each move's text is written in the state it was made in, so replay from the start.
  const texts: string[] = [];
  const created = createGame(rules, { players: s.names.length, names: s.names, seed: s.seed, options: s.options });
  // The state was created with these very inputs, so they can only fail for a state not made by createGame.
  if (!created.ok) throw new Error(`recordOf: the game cannot be set up again: ${created.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  let cur = created.state;
  for (const m of s.history) {
    texts.push(`${s.names[m.seat]}: ${moveText(rules, cur, m)}`);
    const r = applyMove(rules, cur, m);
    if (!r.ok) break;
    cur = r.state;
  }
  return { rules: rulesFile, variants, options: s.options, seed: s.seed, names: s.names, moves: texts };
}

export type ReplayResult = { ok: true; states: GameState[] } | { ok: false; states: GameState[]; index: number; error: MoveError };

/**
 * Replays a record: every state from the start to the end (or to the first refused move); or
 * createGame's failure when the record's players or options do not fit the rules.
 */
export function replay(rules: Rules, record: GameRecord, upTo = record.moves.length): ReplayResult | SetupFailure {
  const created = createGame(rules, { players: record.names.length, names: record.names, seed: record.seed, options: record.options });
  if (!created.ok) return created;
  let s = created.state;
  const states = [s];
  for (let i = 0; i < Math.min(upTo, record.moves.length); i++) {
    const text = record.moves[i] ?? '';
    const parsed = parseMove(rules, s, text);
    if (!parsed.ok) return { ok: false, states, index: i, error: { code: parsed.code, message: parsed.message } };
    const r = applyMove(rules, s, parsed.move);
    if (!r.ok) return { ok: false, states, index: i, error: r.error };
    s = r.state;
    states.push(s);
  }
  return { ok: true, states };
}
