// The engine: create a game, list legal moves, apply a move (pure: a new state or a typed error),
// and advance the game through everything automatic until a player must decide.
import type { GameState, LaterDeal, PendingSetup, RoundDeal } from './state.js';
import type { Move } from './moves.js';
import type { Compiled, Rules } from './rules.js';
import type { Diagnostic } from '../grammar/diagnostics.js';
import { checkGameInputs, fileStart } from './game-inputs.js';
import { seedRng } from './rng.js';
import { afterRound, endRound, startRound } from './round.js';
import { runSetup, completeSetupDecision } from './setup.js';
import { emitSkippedObligations } from './obligation-skips.js';
import { fire, makeCtx } from './effects.js';
import { answerChoice, runEffects } from './effect-runner.js';
import { initialValue } from './vars.js';
import { legalMoves, listedTurn, takeListedTurn, type ListedTurn } from './legal.js';
import { cloneState } from './clone.js';
import { RuleError, type EvalCtx } from './eval/context.js';
import { compileExpr, isTrue } from './eval/compile.js';
import { endingStep, playStep, applyTurnMove, turnStep } from './play-step.js';
import { checkMove } from './check-move.js';
import { moveEvent } from './notation.js';
import { prepareClimbingPlay } from './climbing.js';
import { emit, eventFor, type GameEvent } from './events.js';
import { eventText } from './event-text.js';
import { isCard, type Value } from './values.js';
import { closeBudget, countEngineStep, moveLimits, openBudget, spend, stepsLeft } from './budget.js';
import { endWhenReads, keepAnswer, memoStands, newEndWhenMemo, type EndWhenMemo } from './end-when-memo.js';

export interface GameOptions {
  readonly players: number;
  readonly seed?: string | number;
  readonly names?: readonly string[];
  readonly options?: Readonly<Record<string, Value>>;
  /**
   * A fixed first deal instead of the random one (scenarios, tutorials): zone key → card ids, where
   * a key is a shared zone (`deck`) or `zone#seat` (`hand#0`). Setup's shuffle, give, deal and move
   * steps are skipped in the first round; its decisions (choose, split) still happen.
   */
  readonly deal?: Readonly<Record<string, readonly string[]>>;
  /** Seats' cards held as wilds from the start (with a fixed deal). */
  readonly wild?: readonly string[];
  /**
   * Each round's deal, by round number, as a record keeps them (GameState.deals): a round's cards
   * are put where its deal says once its leading shuffle, give, deal and move steps are done, so a
   * record replays with its cards under edited rules. Rounds not listed are dealt by the steps.
   */
  readonly deals?: Readonly<Record<number, RoundDeal>>;
  /** Who leads the first round (0-based seat), instead of the rule file's choice. */
  readonly leader?: number;
  /** Fixed deals of rounds 2 and later, by round number, each like `deal`, `wild` and `leader` for its round (scenarios). */
  readonly laterDeals?: Readonly<Record<number, LaterDeal>>;
}

export interface MoveError {
  readonly code: string;
  readonly message: string;
  /** Where in the rule file, when the error is a rule file's problem or names a rule. */
  readonly range?: import('../grammar/diagnostics.js').SourceRange;
}

export type ApplyResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly error: MoveError };

/** A bound on moves per game: a rule file whose games do not end stops with an error. */
export const MAX_MOVES = 20_000;

/** Why a game cannot be created: diagnostics in the front end's shape (see game-inputs.ts for their ranges). */
export interface SetupFailure {
  readonly ok: false;
  readonly diagnostics: Diagnostic[];
}

export type CreateGameResult = { readonly ok: true; readonly state: GameState } | SetupFailure;

/** Whether a result (of createGame, playout or replay) is a game that could not be set up. */
export function isSetupFailure<R extends object>(r: R | SetupFailure): r is SetupFailure {
  return 'diagnostics' in r && !(r as { ok?: unknown }).ok;
}

/**
 * Creates a game and runs it to its first decision; or, when it cannot start, every problem of its
 * inputs (game/...: player count, deck, options) or the rule file's first error during setup
 * (runtime/..., at its place in the rule file).
 */
export function createGame(rules: Rules, opts: GameOptions): CreateGameResult {
  const def = rules.def;
  const n = opts.players;
  const inputs = checkGameInputs(def, n, opts.options ?? {});
  if (inputs.problems.length > 0) return { ok: false, diagnostics: inputs.problems };
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(opts.names?.[i] ?? defaultName(i));
  const seed = String(opts.seed ?? 1);
  const resolvedOptions = inputs.options;
  const s: GameState = {
    version: 1,
    seed,
    names,
    options: resolvedOptions,
    rng: seedRng(seed),
    phase: 'setup',
    round: 0,
    setupStep: 0,
    zones: {},
    wild: {},
    players: names.map(() => ({ score: 0, roundScore: 0, tricks: 0, out: false, outOrder: 0, vars: {} })),
    markers: {},
    vars: {},
    trick: null,
    turn: null,
    turnStarted: false,
    nextLeader: null,
    roundLeader: 0,
    outCount: 0,
    tricksPlayed: 0,
    pending: null,
    frames: [],
    tasks: [],
    roundEnding: false,
    moveChecked: false,
    events: [],
    moveCount: 0,
    winners: null,
    history: [],
    fixedDeal: opts.deal !== undefined ? { zones: opts.deal, wild: opts.wild ?? [] } : null,
    deals: { ...(opts.deals ?? {}) },
    startLeader: opts.leader ?? null,
    ...(opts.laterDeals !== undefined ? { laterDeals: opts.laterDeals } : {}),
  };
  // The whole setup, to the first decision, has one budget (budget.ts).
  const opened = openBudget();
  try {
    for (const v of def.vars) s.vars[v.name] = initialValue(rules, s, v.init, null);
    startRound(rules, s);
    advance(rules, s);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, diagnostics: [{ severity: 'error', code: err.code, message: err.message, range: err.range ?? fileStart(def) }] };
    throw err;
  } finally {
    closeBudget(opened);
  }
  return { ok: true, state: s };
}

/** `Player N` by seat, made once (a simulation creates a game after every few hundred moves). */
const defaultNames: string[] = [];

function defaultName(seat: number): string {
  return (defaultNames[seat] ??= `Player ${seat + 1}`);
}

function locate(err: RuleError): string {
  const r = err.range;
  return r ? `${r.file}:${r.start.line}:${r.start.column}: ${err.message}` : err.message;
}

/** A rule file's error during a move, as the move's error (its place in the message and as a range). */
export function moveErrorOf(err: RuleError): MoveError {
  return { code: err.code, message: locate(err), ...(err.range ? { range: err.range } : {}) };
}

/** Runs everything automatic until a player must decide or the game is over. */
export function advance(rules: Rules, s: GameState): void {
  // The round's end-when was false and nothing an expression can read has changed since: it need
  // not be evaluated again (it was evaluated two or three times per move before).
  let endKnownFalse = false;
  steps: while (countEngineStep()) {
    if (s.phase === 'over' || s.pending !== null) return;
    if (s.frames.length > 0 || s.tasks.length > 0) {
      runEffects(rules, s);
      endKnownFalse = false;
      continue;
    }
    if (s.phase === 'setup') {
      runSetup(rules, s);
      endKnownFalse = false;
      continue;
    }
    if (s.phase === 'round-end') {
      afterRound(rules, s);
      endKnownFalse = false;
      continue;
    }
    // Conditions watched by `move` triggers are checked once per move, before the round's end.
    if (s.phase === 'play' && !s.moveChecked) {
      s.moveChecked = true;
      fire(rules, s, 'move', null);
      // No handler queued: nothing checked above has changed, so the next step goes on from here
      // (counted as a step all the same, so every budget and error is the same).
      if (s.tasks.length > 0) continue;
      if (!countEngineStep()) break steps;
    }
    if (s.roundEnding || (!endKnownFalse && endsRound(rules, s))) {
      endRound(rules, s);
      endKnownFalse = false;
      continue;
    }
    endKnownFalse = true;
    let step = playStep(rules, s);
    // A quiet step that queued no handler changed nothing checked above (the phase, the pending
    // decision, the round's end): the next step is the procedure's again, counted the same. When
    // the quiet step says what that next step is ('ended', 'started'), it is taken directly.
    while (step !== 'wait' && step !== 'continue' && s.frames.length === 0 && s.tasks.length === 0) {
      if (!countEngineStep()) break steps;
      if (step === 'started') step = turnStep(rules, s, s.turn as number);
      else if (step === 'ended') step = endingStep(rules, s);
      else step = playStep(rules, s);
    }
    if (step === 'wait') return;
    if (step === 'continue') endKnownFalse = false;
  }
  throw new RuleError('runtime/no-progress', `the game made no progress in ${moveLimits().engineSteps} steps: the rules may loop${lastLogged(rules, s)}`, undefined);
}

/** What the game was doing when it stopped: its last distinct log lines, for a no-progress error. */
function lastLogged(rules: Rules, s: GameState): string {
  const texts: string[] = [];
  const sp = { rules, names: s.names, you: null };
  for (let i = s.events.length - 1; i >= 0 && texts.length < 3; i--) {
    const text = eventText(sp, eventFor(s.events[i] as GameEvent, null));
    if (!texts.includes(text)) texts.unshift(text);
  }
  return texts.length === 0 ? '' : ` (last in the log: ${texts.map((t) => `'${t}'`).join(', ')})`;
}

/** The last rule file's compiled end-when: asked one to three times per move, of one rule file at a time. */
let endRules: Rules | null = null;
let endRun: Compiled | null = null;
/**
 * The context end-when was last evaluated with, kept for its state: evaluateCompiled's own (no
 * `me`, no locals) made once per state instead of once per evaluation. A condition changes no part
 * of its context, and none is kept by what it returns.
 */
let endCtx: EvalCtx | null = null;

/** The last answer, for an end-when whose reads are known (end-when-memo.ts); else null. */
let endMemo: EndWhenMemo | null = null;

function endsRound(rules: Rules, s: GameState): boolean {
  const endWhen = rules.def.round.endWhen;
  if (endWhen === undefined) return false;
  if (endRules !== rules || endRun === null) {
    endRun = compileExpr(rules, endWhen);
    endRules = rules;
    endCtx = null;
    const reads = endWhenReads(rules, endWhen);
    endMemo = reads === null ? null : newEndWhenMemo(reads);
  }
  // Inside a move (a budget open) the same values read give the same answer at the same cost.
  const left = stepsLeft();
  const memo = Number.isFinite(left) ? endMemo : null;
  if (memo !== null && memoStands(memo, s) && left - memo.cost >= 0) {
    spend(memo.cost, undefined);
    return memo.held;
  }
  if (endCtx === null || endCtx.s !== s) endCtx = makeCtx(rules, s, null, NO_LOCALS);
  // As evaluateCompiled: inside a move this shares the move's budget.
  const opened = openBudget();
  let held: boolean;
  try {
    held = isTrue(endRun(endCtx));
  } finally {
    closeBudget(opened);
  }
  if (memo !== null) keepAnswer(memo, s, held, left - stepsLeft());
  return held;
}

/** No locals (evaluateCompiled's default): conditions never assign. */
const NO_LOCALS: Record<string, Value> = Object.freeze({});

export function legal(rules: Rules, s: GameState): Move[] {
  return legalMoves(rules, s);
}

/** Applies a move: a new state, or a typed error with the old state untouched. */
export function applyMove(rules: Rules, s: GameState, move: Move): ApplyResult {
  if (s.phase === 'over') return { ok: false, error: { code: 'move/game-over', message: 'the game is over' } };
  const checked = checkMove(rules, s, move);
  if (!checked.ok) return checked;
  const next = cloneState(s);
  const error = run(rules, next, checked.move, false, listedTurn(s));
  return error === null ? { ok: true, state: next } : { ok: false, error };
}

/**
 * Applies a move to the state itself, for playouts, simulations and bots that own their state:
 * no copy and no check, so `move` must be one of `legalMoves(rules, s)`. Returns null, or an
 * error after which the state is half-changed and must be dropped. `applyMove` is the safe one.
 */
export function applyInPlace(rules: Rules, s: GameState, move: Move): MoveError | null {
  if (s.phase === 'over') return { code: 'move/game-over', message: 'the game is over' };
  // Read before it is forgotten (one lookup): the move explains its skips from it.
  const listed = takeListedTurn(s);
  return run(rules, s, move, true, listed);
}

/**
 * History lists that states changed in place may append to. A copied state shares its history
 * with the original until `run` gives it its own, so appending is safe only to a list made here
 * for a state changed in place; any other is copied first (once).
 */
const ownHistory = new WeakSet<readonly Move[]>();

/** The list appended to last (one of ownHistory): a playout appends to one list every move. */
let lastOwn: readonly Move[] | null = null;

function record(s: GameState, move: Move, inPlace: boolean): void {
  if (inPlace && (s.history === lastOwn || ownHistory.has(s.history))) {
    (s.history as Move[]).push(move);
    lastOwn = s.history;
    return;
  }
  s.history = [...s.history, move];
  if (inPlace) {
    ownHistory.add(s.history);
    lastOwn = s.history;
  }
}

function run(rules: Rules, s: GameState, move: Move, inPlace: boolean, listed: ListedTurn | null): MoveError | null {
  // Everything the move sets off, to the next decision, has one budget (budget.ts).
  const opened = openBudget();
  try {
    perform(rules, s, move, listed);
    record(s, move, inPlace);
    s.moveCount += 1;
    s.moveChecked = false;
    if (s.moveCount > MAX_MOVES) {
      throw new RuleError('runtime/no-end', `${rules.def.file}: the game has not ended after ${MAX_MOVES} moves`, undefined);
    }
    advance(rules, s);
  } catch (err) {
    if (err instanceof RuleError) return moveErrorOf(err);
    throw err;
  } finally {
    closeBudget(opened);
  }
  return null;
}

function perform(rules: Rules, s: GameState, move: Move, listed: ListedTurn | null): void {
  const pending = s.pending;
  if (pending === null && (move.kind === 'play' || move.kind === 'pass')) emitSkippedObligations(rules, s, move.seat, listed);
  // A climbing play's meld, worked out once for its event's text and for its apply.
  const meld = pending === null && move.kind === 'play' && rules.def.round.play.kind === 'climbing' ? prepareClimbingPlay(rules, s, move) : undefined;
  emit(s, moveEvent(rules, s, move, meld));
  if (pending !== null && pending.kind === 'choice') {
    answerChoice(rules, s, move.kind === 'choose' ? move.value : null);
    return;
  }
  if (pending !== null && pending.kind === 'setup') {
    decideSetup(rules, s, pending, move);
    return;
  }
  if (move.kind === 'action') {
    const action = rules.def.actions.find((a) => a.name === move.name);
    if (action) s.tasks.push({ block: action.do.id, me: move.seat, locals: {}, ...(action.endsTurn ? { after: { endTurn: move.seat } } : {}) });
    return;
  }
  applyTurnMove(rules, s, move, meld);
}

function decideSetup(rules: Rules, s: GameState, pending: PendingSetup, move: Move): void {
  if (move.kind === 'split') pending.decisions[move.seat] = move.right;
  else if (move.kind === 'choose') {
    const chosen = Array.isArray(move.value) ? move.value : [move.value];
    pending.decisions[move.seat] = chosen.filter(isCard).map((c) => c.id);
  }
  pending.waiting = pending.waiting.filter((w) => w !== move.seat);
  if (pending.waiting.length === 0) completeSetupDecision(rules, s, pending, pending.decisions);
}

