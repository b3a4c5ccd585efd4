// The one place the playground creates a game: createGame's diagnostics become one message.
import { createGame, type GameOptions, type GameState, type Rules } from './runtime.js';

export type StartResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly message: string };

export function startGame(rules: Rules, options: GameOptions): StartResult {
  const r = createGame(rules, options);
  return r.ok ? { ok: true, state: r.state } : { ok: false, message: r.diagnostics.map((d) => d.message).join('; ') };
}
