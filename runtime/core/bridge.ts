// TEMPORARY BRIDGE: expressions the core evaluates once per round or per game (the round's leader
// and score, a setup step's count and `when`, var starting values, the game's end and winners) are
// evaluated by the runtime's evaluator on the GameState of the core state (fromCore), until the
// closure compiler over the core state (runtime/core/expr/) takes them. Never used per move.
import type { Expr } from '../../grammar/expr/ast.js';
import type { GameState } from '../state.js';
import type { Value } from '../values.js';
import { evaluate } from '../effects.js';
import { fromCore } from './from-core.js';
import type { CoreRules } from './build.js';
import type { CoreState } from './state.js';

/** How many times the bridge made a GameState (tests read it: it must not grow per move). */
export let bridgeStates = 0;

/** The GameState of `s` now, for one or more evaluations in a row on the unchanged state. */
export function bridgeState(s: CoreState): GameState {
  bridgeStates++;
  return fromCore(s, true);
}

/** Evaluates `e` with `me` on the GameState `g` (bridgeState) under the open budget, as the runtime does. */
export function bridgeEval(core: CoreRules, g: GameState, e: Expr, me: number | null): Value {
  return evaluate(core.rules, g, e, me);
}
