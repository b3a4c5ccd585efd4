// The one place the playground creates a game, so that a change of createGame's signature (a result
// instead of a thrown GameSetupError) is a change here only.
import { createGame, GameSetupError, type GameOptions, type GameState, type Rules } from './runtime.js';

export type StartResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly message: string };

export function startGame(rules: Rules, options: GameOptions): StartResult {
  try {
    return { ok: true, state: createGame(rules, options) };
  } catch (err) {
    if (err instanceof GameSetupError) return { ok: false, message: err.message };
    throw err;
  }
}
