// One simulated game: bots play it from its seed to its end (or to an error), and what happened is
// counted for the report. The state's log and move history are trimmed to the current round as the
// game goes (views need only the round's plays), so long games stay as fast as short ones. A game
// of random bots only, of a rule file the integer core plays at that player count (playout.ts
// coreFor), is played on the core's state: the same game, counted the same, only faster.
import type { GameState } from '../state.js';
import type { Rules } from '../rules.js';
import type { GameEvent } from '../events.js';
import type { Move } from '../moves.js';
import { applyInPlace, createGame, legal } from '../engine.js';
import { seatKnowledge } from '../knowledge.js';
import { firstSeatMoves, legalCount, legalPick, pickedSeat } from '../legal.js';
import { makeBot, type BotKind, type BotSettings } from '../bots/index.js';
import { coreFor } from '../playout.js';
import type { CoreRules } from '../core/build.js';
import { coreApply, coreCreate, coreLegalCount, isCoreState } from '../core/engine.js';
import { OVER } from '../core/state.js';
import type { CoreState } from '../core/state.js';

export interface GameSpec {
  readonly players: number;
  /** The game's seed (the same seed deals the same cards). */
  readonly seed: string;
  /** The bot of each seat. */
  readonly bots: readonly BotKind[];
  readonly options?: Readonly<Record<string, import('../values.js').Value>>;
  readonly settings?: BotSettings;
}

export interface GameOutcome {
  readonly seed: string;
  readonly bots: readonly BotKind[];
  /** Final scores by seat (as far as the game got). */
  readonly scores: readonly number[];
  /** Seats that won; empty when the game stopped with an error. */
  readonly winners: readonly number[];
  readonly rounds: number;
  readonly tricks: number;
  readonly moves: number;
  /** Decisions with exactly one legal move, and all decisions, by seat. */
  readonly forced: readonly number[];
  readonly decisions: readonly number[];
  readonly moveKinds: Readonly<Record<string, number>>;
  readonly melds: Readonly<Record<string, number>>;
  /** How often each marker got an owner. */
  readonly markers: Readonly<Record<string, number>>;
  readonly error?: { readonly code: string; readonly message: string };
}

const bump = (r: Record<string, number>, k: string, n = 1): void => void (r[k] = (r[k] ?? 0) + n);

/** Keeps the events and the history from the current round's start (the views' plays need no more). */
function trimToRound(s: { events: GameEvent[]; history: readonly Move[] }): void {
  let start = -1;
  for (let i = s.events.length - 1; i >= 0; i--) {
    if (s.events[i]?.kind === 'round-start') {
      start = i;
      break;
    }
  }
  if (start <= 0) return;
  let dropped = 0;
  for (let i = 0; i < start; i++) if (s.events[i]?.kind === 'move') dropped++;
  s.events = s.events.slice(start);
  s.history = s.history.slice(dropped);
}

function markerName(key: string): string {
  return key.split('#')[0] ?? key;
}

/** The game's options for createGame (and coreFor). */
function gameOptions(spec: GameSpec): { players: number; seed: string; options?: Readonly<Record<string, import('../values.js').Value>> } {
  return { players: spec.players, seed: spec.seed, ...(spec.options ? { options: spec.options } : {}) };
}

export function simulateGame(rules: Rules, spec: GameSpec): GameOutcome {
  for (let seat = 0; seat < spec.players; seat++) if ((spec.bots[seat] ?? 'random') !== 'random') return runtimeSimulateGame(rules, spec);
  const core = coreFor(rules, gameOptions(spec));
  return core === null ? runtimeSimulateGame(rules, spec) : coreSimulateGame(core, spec);
}

/** simulateGame() on the runtime's JSON state whatever the rules and bots: the oracle the core's games are compared with. */
export function runtimeSimulateGame(rules: Rules, spec: GameSpec): GameOutcome {
  const n = spec.players;
  const bots = Array.from({ length: n }, (_, seat) => makeBot(spec.bots[seat] ?? 'random', `${spec.seed}:${seat}`, spec.settings));
  const forced = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  const moveKinds: Record<string, number> = {};
  const melds: Record<string, number> = {};
  const markers: Record<string, number> = {};
  let tricks = 0;
  let moves = 0;
  // Each marker's owner before a move, by the markers' order (reused: no object per move).
  const owners: (number | null)[] = [];
  let s: GameState;
  const finish = (st: GameState | null, error?: { code: string; message: string }): GameOutcome => ({
    seed: spec.seed,
    bots: spec.bots.slice(0, n),
    scores: st ? st.players.map((p) => p.score) : new Array<number>(n).fill(0),
    winners: error ? [] : [...(st?.winners ?? [])],
    rounds: st?.round ?? 0,
    tricks,
    moves,
    forced,
    decisions,
    moveKinds,
    melds,
    markers,
    ...(error ? { error } : {}),
  });
  const created = createGame(rules, gameOptions(spec));
  if (!created.ok) {
    // A failure has at least one diagnostic; the outcome keeps the first, with its place.
    const [d] = created.diagnostics;
    if (d === undefined) throw new Error('createGame failed without a diagnostic');
    return finish(null, { code: d.code, message: `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}` });
  }
  s = created.state;
  while (s.phase !== 'over') {
    // The seat's moves counted; a bot that picks by place alone (random) gets only the one it picks made.
    const count = legalCount(rules, s);
    const seat = pickedSeat();
    if (seat === undefined) return finish(s, { code: 'runtime/stuck', message: 'no legal move, but the game is not over' });
    decisions[seat] = (decisions[seat] ?? 0) + 1;
    if (count === 1) forced[seat] = (forced[seat] ?? 0) + 1;
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
    let move;
    try {
      if (bot.chooseIndex !== undefined) move = legalPick(bot.chooseIndex(count));
      else {
        const mine = firstSeatMoves(legal(rules, s));
        move = bot.choose !== undefined ? bot.choose(mine) : bot.decide(rules, seatKnowledge(rules, s, seat), mine);
      }
    } catch (err) {
      return finish(s, { code: 'bot/failed', message: err instanceof Error ? err.message : String(err) });
    }
    const eventsBefore = s.events.length;
    let i = 0;
    for (const k in s.markers) owners[i++] = (s.markers[k] as { owner: number | null }).owner;
    const round = s.round;
    // The game's state is the simulation's own: moves change it in place.
    const error = applyInPlace(rules, s, move);
    if (error !== null) return finish(s, error);
    moves++;
    bump(moveKinds, move.kind);
    if (move.kind === 'play') bump(melds, move.meld);
    for (let i = eventsBefore; i < s.events.length; i++) if (s.events[i]?.kind === 'trick-end') tricks++;
    i = 0;
    for (const k in s.markers) {
      const owner = (s.markers[k] as { owner: number | null }).owner;
      // Markers keep their keys for the whole game, so the i-th key is the same before and after.
      if (owner !== null && owner !== owners[i]) bump(markers, markerName(k));
      i++;
    }
    if (s.round !== round) trimToRound(s);
  }
  return finish(s);
}

/** The names of the markers, by marker number of the core's layout (markerName of each key). */
const markerNames = new WeakMap<CoreRules, readonly string[]>();

/**
 * simulateGame() of random bots on the core's state (simulateGame chose it): the same draws, the
 * same moves, and the same counts read from the core (the move from the history it was put on, the
 * tricks from the events, the markers' owners from their numbers in the markers' key order).
 */
function coreSimulateGame(core: CoreRules, spec: GameSpec): GameOutcome {
  const n = spec.players;
  const bots = Array.from({ length: n }, (_, seat) => makeBot('random', `${spec.seed}:${seat}`, spec.settings));
  const forced = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  const moveKinds: Record<string, number> = {};
  const melds: Record<string, number> = {};
  const markers: Record<string, number> = {};
  let tricks = 0;
  let moves = 0;
  let names = markerNames.get(core);
  if (names === undefined) markerNames.set(core, (names = core.L.markerKeys.map(markerName)));
  // Each marker's owner before a move, by marker number (-1: none; reused: no object per move).
  const owners: number[] = [];
  const finish = (st: CoreState | null, error?: { code: string; message: string }): GameOutcome => ({
    seed: spec.seed,
    bots: spec.bots.slice(0, n),
    scores: st ? Array.from(st.score) : new Array<number>(n).fill(0),
    winners: error ? [] : [...(st?.json.winners ?? [])],
    rounds: st?.round ?? 0,
    tricks,
    moves,
    forced,
    decisions,
    moveKinds,
    melds,
    markers,
    ...(error ? { error } : {}),
  });
  const created = coreCreate(core, { seed: spec.seed, ...(spec.options ? { options: spec.options } : {}) });
  if (!isCoreState(created)) {
    const [d] = created.diagnostics;
    if (d === undefined) throw new Error('createGame failed without a diagnostic');
    return finish(null, { code: d.code, message: `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}` });
  }
  const s = created;
  const j = s.json;
  const markerCount = names.length;
  while (s.phase !== OVER) {
    const count = coreLegalCount(core, s);
    if (count === 0) return finish(s, { code: 'runtime/stuck', message: 'no legal move, but the game is not over' });
    const seat = s.legalSeat;
    decisions[seat] = (decisions[seat] ?? 0) + 1;
    if (count === 1) forced[seat] = (forced[seat] ?? 0) + 1;
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
    let r: number;
    try {
      r = (bot.chooseIndex as (count: number) => number)(count);
    } catch (err) {
      return finish(s, { code: 'bot/failed', message: err instanceof Error ? err.message : String(err) });
    }
    const eventsBefore = j.events.length;
    if (s.hasMarkers) for (let m = 0; m < markerCount; m++) owners[m] = s.markerOwner[m] as number;
    const round = s.round;
    const error = coreApply(core, s, r);
    if (error !== null) return finish(s, error);
    moves++;
    // The move applied is the last of the history (coreApply put it there).
    const move = j.history[j.history.length - 1] as Move;
    bump(moveKinds, move.kind);
    if (move.kind === 'play') bump(melds, move.meld);
    const events = j.events;
    for (let i = eventsBefore; i < events.length; i++) if ((events[i] as GameEvent).kind === 'trick-end') tricks++;
    if (s.hasMarkers) {
      for (let m = 0; m < markerCount; m++) {
        const owner = s.markerOwner[m] as number;
        if (owner >= 0 && owner !== owners[m]) bump(markers, names[m] as string);
      }
    }
    if (s.round !== round) trimToRound(j);
  }
  return finish(s);
}
