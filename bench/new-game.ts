// A bench's game: the state, or an error naming why it cannot be set up (a bench's games always can).
import { createGame, type GameOptions, type GameState, type Rules } from '../runtime/index.js';

export function newGame(rules: Rules, opts: GameOptions): GameState {
  const r = createGame(rules, opts);
  if (!r.ok) throw new Error(`the game cannot be set up: ${r.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  return r.state;
}
