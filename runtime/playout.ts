// Plays a game to its end with bots: one bot per seat, each asked only when its seat must move.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { Bot } from './bots/random.js';
import { applyInPlace, createGame, type GameOptions, type MoveError, type SetupFailure } from './engine.js';
import { firstSeatMoves, legalCount, legalMoves, legalPick, pickedSeat } from './legal.js';

/** A game played from its start: to its end, or to the error that stopped it (`error`). */
export interface PlayoutResult {
  readonly ok: true;
  readonly state: GameState;
  readonly error?: MoveError;
}

/** Plays a game with bots; a game that cannot be set up is createGame's failure. */
export function playout(rules: Rules, options: GameOptions, bots: readonly Bot[]): PlayoutResult | SetupFailure {
  const created = createGame(rules, options);
  if (!created.ok) return created;
  // The state is this function's own from start to end, so moves change it in place.
  const s = created.state;
  while (s.phase !== 'over') {
    // How many moves the seat listed first has; a bot that picks by index has only its pick made.
    const n = legalCount(rules, s);
    const seat = pickedSeat();
    if (seat === undefined) return { ok: true, state: s, error: { code: 'runtime/stuck', message: 'no legal move, but the game is not over' } };
    const bot = bots[seat] ?? bots[0];
    if (bot === undefined) throw new Error('playout needs at least one bot');
    const move = bot.chooseIndex !== undefined ? legalPick(bot.chooseIndex(n)) : bot.choose(firstSeatMoves(legalMoves(rules, s)));
    const error = applyInPlace(rules, s, move);
    if (error !== null) return { ok: true, state: s, error };
  }
  return { ok: true, state: s };
}
