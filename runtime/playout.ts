// Plays a game to its end with bots: one bot per seat, each asked only when its seat must move.
// Where the integer core plays the rule file at the game's player count (runtime/core/, buildCore)
// and the game starts as the core starts games (no fixed deal, deals, leader or later deals), the
// game is played on the core's state and converted to a GameState once at the end (or at the error
// that stopped it): the same game as the runtime's, move for move, only faster.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { Move } from './moves.js';
import type { Bot } from './bots/random.js';
import { applyInPlace, createGame, type GameOptions, type MoveError, type SetupFailure } from './engine.js';
import { firstSeatMoves, legalCount, legalMoves, legalPick, pickedSeat } from './legal.js';
import { checkGameInputs } from './game-inputs.js';
import { buildCore, type CoreRules } from './core/build.js';
import { coreApply, coreCreate, coreLegalCount, coreMoveAt, isCoreState } from './core/engine.js';
import { fromCoreGivenUp } from './core/from-core.js';
import { OVER } from './core/state.js';

/** A game played from its start: to its end, or to the error that stopped it (`error`). */
export interface PlayoutResult {
  readonly ok: true;
  readonly state: GameState;
  readonly error?: MoveError;
}

const stuck: MoveError = { code: 'runtime/stuck', message: 'no legal move, but the game is not over' };

/**
 * The core that plays a game of `rules` created with `options`, or null when the runtime must: the
 * core refuses the rule file at that player count (buildCore, made once per rule file and count),
 * the options fail createGame's checks (the runtime gives the failure), or the game starts from a
 * fixed deal, recorded deals, a chosen leader or later deals (coreCreate starts none of those).
 */
export function coreFor(rules: Rules, options: GameOptions): CoreRules | null {
  if (options.deal !== undefined || options.wild !== undefined || options.leader !== undefined || options.laterDeals !== undefined) return null;
  if (options.deals !== undefined) for (const _ in options.deals) return null;
  const inputs = checkGameInputs(rules.def, options.players, options.options ?? {});
  if (inputs.problems.length > 0) return null;
  const core = buildCore(rules, options.players, inputs.options);
  return typeof core === 'string' ? null : core;
}

/** Plays a game with bots; a game that cannot be set up is createGame's failure. */
export function playout(rules: Rules, options: GameOptions, bots: readonly Bot[]): PlayoutResult | SetupFailure {
  const core = coreFor(rules, options);
  return core === null ? runtimePlayout(rules, options, bots) : corePlayout(rules, core, options, bots);
}

/** playout() on the runtime's JSON state whatever the rules: the oracle the core's playouts are compared with. */
export function runtimePlayout(rules: Rules, options: GameOptions, bots: readonly Bot[]): PlayoutResult | SetupFailure {
  const created = createGame(rules, options);
  if (!created.ok) return created;
  // The state is this function's own from start to end, so moves change it in place.
  return playOn(rules, created.state, bots, null);
}

/**
 * The runtime's loop from `s` on. `first`: the move of the first decision when its bot has already
 * been asked (a game handed over from the core: see corePlayout).
 */
function playOn(rules: Rules, s: GameState, bots: readonly Bot[], first: ((count: number) => Move) | null): PlayoutResult {
  while (s.phase !== 'over') {
    // How many moves the seat listed first has; a bot that picks by index has only its pick made.
    const n = legalCount(rules, s);
    const seat = pickedSeat();
    if (seat === undefined) return { ok: true, state: s, error: stuck };
    const bot = bots[seat] ?? bots[0];
    if (bot === undefined) throw new Error('playout needs at least one bot');
    let move: Move;
    if (first !== null) {
      move = first(n);
      first = null;
    } else move = bot.chooseIndex !== undefined ? legalPick(bot.chooseIndex(n)) : bot.choose(firstSeatMoves(legalMoves(rules, s)));
    const error = applyInPlace(rules, s, move);
    if (error !== null) return { ok: true, state: s, error };
  }
  return { ok: true, state: s };
}

/**
 * The game on the core's state. A bot that picks by index is asked for an index; a bot that
 * chooses from the moves gets the seat's moves decoded from the core (equal to the runtime's, in
 * its order) and the index of the one it returns is played. A pick the core cannot play as the
 * runtime would (an index out of range, a move not among those listed) hands the game over to the
 * runtime at that decision, on the GameState of the core's state, so the result is still the runtime's.
 */
function corePlayout(rules: Rules, core: CoreRules, options: GameOptions, bots: readonly Bot[]): PlayoutResult | SetupFailure {
  const created = coreCreate(core, {
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.names !== undefined ? { names: options.names } : {}),
    ...(options.options !== undefined ? { options: options.options } : {}),
  });
  if (!isCoreState(created)) return created;
  const s = created;
  while (s.phase !== OVER) {
    const n = coreLegalCount(core, s);
    if (n === 0) return { ok: true, state: fromCoreGivenUp(s), error: stuck };
    const bot = bots[s.legalSeat] ?? bots[0];
    if (bot === undefined) throw new Error('playout needs at least one bot');
    let r: number;
    if (bot.chooseIndex !== undefined) {
      r = bot.chooseIndex(n);
      if (!(Number.isInteger(r) && r >= 0 && r < n)) {
        const picked = r;
        return playOn(rules, fromCoreGivenUp(s), bots, () => legalPick(picked));
      }
    } else {
      const moves: Move[] = [];
      for (let k = 0; k < n; k++) moves.push(coreMoveAt(core, s, k));
      const move = bot.choose(moves);
      r = moves.indexOf(move);
      if (r < 0) return playOn(rules, fromCoreGivenUp(s), bots, () => move);
    }
    const error = coreApply(core, s, r);
    if (error !== null) return { ok: true, state: fromCoreGivenUp(s), error };
  }
  return { ok: true, state: fromCoreGivenUp(s) };
}
