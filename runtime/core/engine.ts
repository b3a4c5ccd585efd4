// The integer core's engine: create a game, advance it through everything automatic to the next
// decision, list the decision's moves (a count, then a pick by index in the runtime's order) and
// apply one in place. Step for step the runtime's engine (engine.ts advance, run, perform): the
// same budget (budget.ts) opened at the same places and the same engine steps counted, so a game
// that runs out of budget runs out at the same place; the same random draws; the same events.
import type { Move } from '../moves.js';
import type { MoveError, SetupFailure } from '../engine.js';
import { MAX_MOVES, moveErrorOf } from '../engine.js';
import type { Value } from '../values.js';
import type { Bot } from '../bots/random.js';
import { checkGameInputs, fileStart } from '../game-inputs.js';
import { seedRng } from '../rng.js';
import { RuleError } from '../eval/context.js';
import { closeBudget, countEngineStep, moveLimits, openBudget, spend, stepsLeft } from '../budget.js';
import { eventFor, type GameEvent } from '../events.js';
import { eventText } from '../event-text.js';
import { playsOptions, type CoreRules } from './build.js';
import { emptyCoreState, OVER, PLAY, ROUND_END, SETUP, type CoreJson, type CoreState } from './state.js';
import { internKeys } from './to-core.js';
import { afterRound, chooseCount, completeSetupDecision, endRound, initialValue, runSetup, splitRange, startRound } from './round.js';
import { answerChoice, fire, ON_MOVE, runEffects } from './effects.js';
import { chooseEvent, chooseText, choiceCount, choiceMove } from './choices.js';
import { zoneAt } from './layout.js';
import { MAX_CHOICE_OPTIONS, binomialUpTo } from '../move-limits.js';
import { setupChooseMove } from '../legal.js';
import { isCard } from '../values.js';
import type { SetupStep } from '../../grammar/def/types.js';
import type { PendingChoice, PendingSetup } from '../state.js';
import { climbApply, climbEndingStep, climbList, climbMoveAt, climbStep, climbTurnStep } from './climbing.js';
import { applyPlay, CONTINUE, endingStep, listTurn, moveAt, playStep, STARTED, turnStep, WAIT, ENDED } from './trick.js';

export interface CoreGameOptions {
  readonly seed?: string | number;
  readonly names?: readonly string[];
  readonly options?: Readonly<Record<string, Value>>;
}

/** createGame's state keys, in its literal's order (the round's plays are added as the first round starts). */
const CREATED_KEYS = internKeys([
  'version', 'seed', 'names', 'options', 'rng', 'phase', 'round', 'setupStep', 'zones', 'wild', 'players', 'markers', 'vars', 'trick',
  'turn', 'turnStarted', 'nextLeader', 'roundLeader', 'outCount', 'tricksPlayed', 'pending', 'frames', 'tasks', 'roundEnding',
  'moveChecked', 'events', 'moveCount', 'winners', 'history', 'fixedDeal', 'deals', 'startLeader',
]);

const defaultNames: string[] = [];

/** Creates a game and runs it to its first decision (engine.ts createGame), or why it cannot start. */
export function coreCreate(core: CoreRules, opts: CoreGameOptions = {}): CoreState | SetupFailure {
  const def = core.rules.def;
  const n = core.L.n;
  const inputs = checkGameInputs(def, n, opts.options ?? {});
  if (inputs.problems.length > 0) return { ok: false, diagnostics: inputs.problems };
  // A core compiled for one game's options folds them in: another game's would be another game.
  if (!playsOptions(core, inputs.options)) throw new Error('coreCreate: this core was built for other game options (buildCore with the game\'s options)');
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(opts.names?.[i] ?? (defaultNames[i] ??= `Player ${i + 1}`));
  const seed = String(opts.seed ?? 1);
  const json: CoreJson = {
    version: 1,
    seed,
    names,
    options: inputs.options,
    pending: null,
    frames: [],
    tasks: [],
    events: [],
    history: [],
    winners: null,
    fixedDeal: null,
    roundPlays: undefined,
    deals: {},
    direction: undefined,
    skips: undefined,
    startLeader: null,
    laterDeals: undefined,
    plays: null,
    trickExtra: null,
    keyOrder: CREATED_KEYS,
  };
  const s = emptyCoreState(core.L, json);
  const rng = seedRng(seed);
  for (let i = 0; i < 4; i++) s.rng[i] = rng[i] as number;
  const opened = openBudget();
  try {
    s.varsWritten++;
    for (let i = 0; i < def.vars.length; i++) s.gvars[i] = initialValue(s, (def.vars[i] as (typeof def.vars)[number]).init, core.fns.varInit[i], -1);
    startRound(core, s);
    coreAdvance(core, s);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, diagnostics: [{ severity: 'error', code: err.code, message: err.message, range: err.range ?? fileStart(def) }] };
    throw err;
  } finally {
    closeBudget(opened);
  }
  return s;
}

/** Whether a core create gave a game. */
export function isCoreState(r: CoreState | SetupFailure): r is CoreState {
  return !('diagnostics' in r);
}

/** Runs everything automatic until a player must decide or the game is over (engine.ts advance). */
export function coreAdvance(core: CoreRules, s: CoreState): void {
  let endKnownFalse = false;
  const j = s.json;
  steps: while (countEngineStep()) {
    if (s.phase === OVER || j.pending !== null) return;
    if (j.frames.length > 0 || j.tasks.length > 0) {
      runEffects(core.fx, s);
      endKnownFalse = false;
      continue;
    }
    if (s.phase === SETUP) {
      runSetup(core, s);
      endKnownFalse = false;
      continue;
    }
    if (s.phase === ROUND_END) {
      afterRound(core, s);
      endKnownFalse = false;
      continue;
    }
    if (s.phase === PLAY && s.moveChecked === 0) {
      s.moveChecked = 1;
      fire(core.fx, s, ON_MOVE, -1);
      // No handler queued: the step is counted all the same (engine.ts advance).
      if (j.tasks.length > 0) continue;
      if (!countEngineStep()) break steps;
    }
    if (s.roundEnding === 1 || (!endKnownFalse && endsRound(core, s))) {
      endRound(core, s);
      endKnownFalse = false;
      continue;
    }
    endKnownFalse = true;
    const cc = core.climb;
    let step = cc === null ? playStep(core, s) : climbStep(cc, core.fx, s);
    while (step !== WAIT && step !== CONTINUE && j.frames.length === 0 && j.tasks.length === 0) {
      if (!countEngineStep()) break steps;
      if (cc !== null) {
        if (step === STARTED) step = climbTurnStep(cc, core.fx, s, s.turn);
        else if (step === ENDED) step = climbEndingStep(cc, core.fx, s);
        else step = climbStep(cc, core.fx, s);
      } else if (step === STARTED) step = turnStep(core, s, s.turn);
      else if (step === ENDED) step = endingStep(core, s);
      else step = playStep(core, s);
    }
    if (step === WAIT) return;
    if (step === CONTINUE) endKnownFalse = false;
  }
  throw new RuleError('runtime/no-progress', `the game made no progress in ${moveLimits().engineSteps} steps: the rules may loop${lastLogged(core, s)}`, undefined);
}

/**
 * The round's end-when (engine.ts endsRound): false without one. One that reads only vars keeps
 * its value until a var is written, and costs the steps it cost when evaluated (the same
 * expression on the same vars takes the same path); with fewer steps left than that, it is
 * evaluated again, so that running out stops at the node the runtime stops at.
 */
function endsRound(core: CoreRules, s: CoreState): boolean {
  const endWhen = core.endWhen;
  if (endWhen === undefined) return false;
  if (core.endKeeps) {
    if (s.endAt === s.varsWritten && stepsLeft() >= s.endCost) {
      spend(s.endCost, undefined);
      return s.endWas;
    }
    const before = stepsLeft();
    core.env.me = -1;
    const value = endWhen(s, core.env);
    // Outside a budget (Infinity left) nothing is kept: NaN fails the comparison above.
    s.endAt = s.varsWritten;
    s.endWas = value;
    s.endCost = before - stepsLeft();
    return value;
  }
  core.env.me = -1;
  return endWhen(s, core.env);
}

function lastLogged(core: CoreRules, s: CoreState): string {
  const texts: string[] = [];
  const sp = { rules: core.rules, names: s.json.names, you: null };
  const events = s.json.events;
  for (let i = events.length - 1; i >= 0 && texts.length < 3; i--) {
    const text = eventText(sp, eventFor(events[i] as GameEvent, null));
    if (!texts.includes(text)) texts.unshift(text);
  }
  return texts.length === 0 ? '' : ` (last in the log: ${texts.map((t) => `'${t}'`).join(', ')})`;
}

/**
 * A pending setup decision's moves, of the first seat still deciding (legal.ts firstSeatMoves): a
 * split's sizes, listed; a choose's card sets, C(held, count) of them in the runtime's order, only
 * counted (the r-th is worked out when asked: chooseMoveAt).
 */
function listSetup(core: CoreRules, s: CoreState, pending: PendingSetup): void {
  const step = core.rules.def.round.setup[pending.step];
  const seat = pending.waiting[0];
  s.legalLen = 0;
  s.legalSeat = seat ?? -1;
  if (seat === undefined) return;
  if (step?.kind === 'choose') {
    s.legalLen = binomialUpTo(s.len[zoneAt(s.L, s.L.zoneDef.get(step.zone) as number, seat)] as number, chooseCount(s, step, seat), MAX_CHOICE_OPTIONS);
    return;
  }
  if (step?.kind !== 'split') return;
  const { min, max } = splitRange(s, step, seat);
  for (let n = min; n <= max; n++) {
    s.legalCard[s.legalLen] = n;
    s.legalZone[s.legalLen] = -1;
    s.legalLen++;
  }
}

/** How many moves the seat to move has (legal.ts legalCount); 0 when the game is over. */
export function coreLegalCount(core: CoreRules, s: CoreState): number {
  if (s.phase === OVER) return 0;
  const pending = s.json.pending;
  if (s.legalLen < 0 && pending !== null) {
    if (pending.kind === 'choice') {
      s.legalLen = choiceCount(pending);
      s.legalSeat = pending.seat;
    } else listSetup(core, s, pending);
  }
  if (s.legalLen < 0) {
    if (s.phase !== PLAY || s.turn < 0) return 0;
    // Asked outside a move, the listing has its own budget (legal.ts legalMoves).
    const opened = openBudget();
    try {
      if (core.climb !== null) climbList(core.climb, s, s.turn);
      else listTurn(core, s, s.turn);
    } finally {
      closeBudget(opened);
    }
  }
  return s.legalLen;
}

/** The seat whose moves coreLegalCount counted (-1: none). */
export function coreSeat(s: CoreState): number {
  return s.legalLen > 0 ? s.legalSeat : -1;
}

/** The r-th move coreLegalCount counted, as the runtime's Move. */
export function coreMoveAt(core: CoreRules, s: CoreState, r: number): Move {
  if (r < 0 || r >= s.legalLen) throw new Error(`no move ${r} of ${s.legalLen}`);
  const pending = s.json.pending;
  if (pending !== null) return pending.kind === 'choice' ? choiceMove(pending, r) : setupMoveAt(core, s, pending, r);
  return core.climb !== null ? climbMoveAt(core.climb, s, r) : s.legalZone[r] === -1 ? splitMove(s.legalSeat, s.legalCard[r] as number) : moveAt(core, s, r);
}

/** The r-th move of a pending setup decision (listSetup). */
function setupMoveAt(core: CoreRules, s: CoreState, pending: PendingSetup, r: number): Move {
  const step = core.rules.def.round.setup[pending.step];
  return step?.kind === 'choose' ? chooseMoveAt(s, step, s.legalSeat, r) : splitMove(s.legalSeat, s.legalCard[r] as number);
}

/**
 * The r-th card set of a setup choose (setup.ts chooseOptions: every set of `count` of the zone's
 * cards, in the order of their places, first place first), as legal.ts setupChooseMove makes it.
 */
function chooseMoveAt(s: CoreState, step: Extract<SetupStep, { kind: 'choose' }>, seat: number, r: number): Move {
  const L = s.L;
  const z = zoneAt(L, L.zoneDef.get(step.zone) as number, seat);
  const n = s.len[z] as number;
  const k = chooseCount(s, step, seat);
  const base = z * L.cap;
  const ids: string[] = [];
  let rest = r;
  let place = 0;
  for (let i = 0; i < k; i++) {
    // The sets whose i-th card is at `place`: C(n - place - 1, k - i - 1); skip past those before r.
    for (;; place++) {
      const sets = binomialUpTo(n - place - 1, k - i - 1, Number.MAX_SAFE_INTEGER);
      if (rest < sets) break;
      rest -= sets;
    }
    ids.push(L.cards.ids[s.cards[base + place] as number] as string);
    place++;
  }
  return setupChooseMove(step.count === 1, seat, ids);
}

/** A split move: one shared frozen object per seat and size (as legal.ts splitMove). */
const splitMoves: Move[][] = [];

function splitMove(seat: number, right: number): Move {
  const bySeat = (splitMoves[seat] ??= []);
  return (bySeat[right] ??= Object.freeze({ kind: 'split', seat, right }));
}

/** Seat lists of one, shared (notation.ts seatList). */
const seatLists: (readonly number[])[] = [];

/** A setup decision (engine.ts perform, decideSetup): its event, then the decision kept until all are in. */
function applySetup(core: CoreRules, s: CoreState, pending: PendingSetup, r: number): Move {
  const seat = s.legalSeat;
  const see = (seatLists[seat] ??= [seat]);
  const step = core.rules.def.round.setup[pending.step];
  let move: Move;
  if (step?.kind === 'choose') {
    move = chooseMoveAt(s, step, seat, r);
    const chosen = move.kind === 'choose' ? move.value : null;
    s.json.events.push({ kind: 'move', seat, move, text: chooseText(core.rules, s, move as Extract<Move, { kind: 'choose' }>), setup: true, see });
    pending.decisions[seat] = (Array.isArray(chosen) ? chosen : [chosen]).filter(isCard).map((c) => c.id);
  } else {
    const right = s.legalCard[r] as number;
    move = splitMove(seat, right);
    s.json.events.push({ kind: 'move', seat, move, text: `split ${right}`, setup: true, see });
    pending.decisions[seat] = right;
  }
  pending.waiting = pending.waiting.filter((w) => w !== seat);
  if (pending.waiting.length === 0) completeSetupDecision(core, s, pending);
  return move;
}

/** A choice's answer (engine.ts perform): its event, then the waiting statement runs again with it. */
function applyChoice(core: CoreRules, s: CoreState, pending: PendingChoice, r: number): Move {
  const move = choiceMove(pending, r) as Extract<Move, { kind: 'choose' }>;
  s.json.events.push(chooseEvent(core.rules, core.L, s, move));
  answerChoice(core.fx, s, move.value);
  return move;
}

/** Applies the r-th listed move in place (engine.ts applyInPlace): null, or the error that stopped the game. */
export function coreApply(core: CoreRules, s: CoreState, r: number): MoveError | null {
  if (s.phase === OVER) return { code: 'move/game-over', message: 'the game is over' };
  if (coreLegalCount(core, s) <= r) throw new Error(`no move ${r} of ${s.legalLen}`);
  const opened = openBudget();
  try {
    const pending = s.json.pending;
    const move = pending !== null && pending.kind === 'choice' ? applyChoice(core, s, pending, r) : pending !== null && pending.kind === 'setup' ? applySetup(core, s, pending, r) : core.climb !== null ? climbApply(core.climb, core.fx, s, r) : applyPlay(core, s, r);
    s.legalLen = -1;
    s.json.history.push(move);
    s.moveCount += 1;
    s.moveChecked = 0;
    if (s.moveCount > MAX_MOVES) throw new RuleError('runtime/no-end', `${core.rules.def.file}: the game has not ended after ${MAX_MOVES} moves`, undefined);
    coreAdvance(core, s);
  } catch (err) {
    if (err instanceof RuleError) return moveErrorOf(err);
    throw err;
  } finally {
    closeBudget(opened);
  }
  return null;
}

export interface CorePlayoutResult {
  readonly ok: true;
  readonly state: CoreState;
  readonly error?: MoveError;
}

/** Plays a game to its end with bots that pick by index (playout.ts), on the core state. */
export function corePlayout(core: CoreRules, opts: CoreGameOptions, bots: readonly Bot[]): CorePlayoutResult | SetupFailure {
  const created = coreCreate(core, opts);
  if (!isCoreState(created)) return created;
  const s = created;
  while (s.phase !== OVER) {
    const n = coreLegalCount(core, s);
    if (n === 0) return { ok: true, state: s, error: { code: 'runtime/stuck', message: 'no legal move, but the game is not over' } };
    const bot = bots[s.legalSeat] ?? bots[0];
    if (bot === undefined) throw new Error('playout needs at least one bot');
    const r = bot.chooseIndex !== undefined ? bot.chooseIndex(n) : indexOf(core, s, bot.choose(listAll(core, s)));
    const error = coreApply(core, s, r);
    if (error !== null) return { ok: true, state: s, error };
  }
  return { ok: true, state: s };
}

function listAll(core: CoreRules, s: CoreState): Move[] {
  const out: Move[] = [];
  for (let r = 0; r < s.legalLen; r++) out.push(coreMoveAt(core, s, r));
  return out;
}

function indexOf(core: CoreRules, s: CoreState, m: Move): number {
  for (let r = 0; r < s.legalLen; r++) if (coreMoveAt(core, s, r) === m) return r;
  throw new Error('the bot chose a move that was not listed');
}
