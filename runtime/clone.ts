// A deep copy of a GameState, so `apply` never changes the state it was given. The state is
// plain JSON by design; a JSON round trip is the simplest exact copy.
import type { GameState } from './state.js';

export function cloneState(s: GameState): GameState {
  return JSON.parse(JSON.stringify(s)) as GameState;
}
