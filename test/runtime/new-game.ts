// Tests that need a game, not createGame's result: the state (or the replay), or a failed test that
// names the diagnostics of a game that cannot be set up.
import {
  createGame, isSetupFailure, replay,
  type GameOptions, type GameRecord, type GameState, type ReplayResult, type Rules, type SetupFailure,
} from '../../runtime/index.js';

function setUp<R extends object>(r: R | SetupFailure): R {
  if (isSetupFailure(r)) throw new Error(`the game cannot be set up: ${r.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  return r;
}

export function newGame(rules: Rules, opts: GameOptions): GameState {
  return setUp(createGame(rules, opts)).state;
}

/** replay, for a record whose players and options fit its rules. */
export function replayed(rules: Rules, record: GameRecord, upTo?: number): ReplayResult {
  return setUp(replay(rules, record, upTo));
}
