// TEMPORARY BRIDGE: an expression the core evaluates once per round or per game (the round's leader
// and score, a setup step's count and `when`, var starting values, the game's end and winners) that
// the closure compiler over the core state (runtime/core/expr/) does not take yet is evaluated by the
// runtime's evaluator on the GameState of the core state (fromCore, exprs.ts). Never used per move.
import type { GameState } from '../state.js';
import { fromCore } from './from-core.js';
import type { CoreState } from './state.js';

/** How many times the bridge made a GameState (tests read it: it must not grow per move). */
export let bridgeStates = 0;

/** The GameState of `s` now, for one or more evaluations in a row on the unchanged state. */
export function bridgeState(s: CoreState): GameState {
  bridgeStates++;
  return fromCore(s, true);
}
