// Plays a game to its end with bots: one bot per seat, each asked only when its seat must move.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { Bot } from './bots/random.js';
import { applyInPlace, createGame, type GameOptions, type MoveError } from './engine.js';
import { firstSeatMoves, legalMoves } from './legal.js';

export interface PlayoutResult {
  readonly state: GameState;
  readonly error?: MoveError;
}

export function playout(rules: Rules, options: GameOptions, bots: readonly Bot[]): PlayoutResult {
  // The state is this function's own from start to end, so moves change it in place.
  const s = createGame(rules, options);
  while (s.phase !== 'over') {
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    if (seat === undefined) return { state: s, error: { code: 'runtime/stuck', message: 'no legal move, but the game is not over' } };
    const bot = bots[seat] ?? bots[0];
    if (bot === undefined) throw new Error('playout needs at least one bot');
    const mine = firstSeatMoves(moves);
    const error = applyInPlace(rules, s, bot.choose(mine));
    if (error !== null) return { state: s, error };
  }
  return { state: s };
}
