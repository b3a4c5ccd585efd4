// Legal moves: the seat(s) to act and every move open to them. A move is legal exactly when this
// lists it (checkMove answers the same for one move; property tests hold the two together).
import type { GameState, PendingChoice } from './state.js';
import type { Move } from './moves.js';
import type { Rules } from './rules.js';
import type { ObligationDef } from '../grammar/def/types.js';
import { climbingMoves } from './climbing.js';
import { mustFollowMoves } from './must-follow.js';
import { sheddingMoves } from './shedding.js';
import { evaluate, makeCtx } from './effects.js';
import { compileExpr, isTrue } from './eval/compile.js';
import { chooseOptions, splitRange } from './setup.js';
import { cardRef } from './values.js';
import { closeBudget, openBudget, stepsLeft } from './budget.js';
import type { Value } from './values.js';

/** Moves of the procedure and actions, before obligations. */
export function baseTurnMoves(rules: Rules, s: GameState, seat: number): Move[] {
  const play = rules.def.round.play;
  if (play.kind === 'shedding') return sheddingMoves(rules, play, s, seat);
  return play.kind === 'climbing' ? climbingMoves(rules, play, s, seat) : mustFollowMoves(rules, play, s, seat);
}

export function actionMoves(rules: Rules, s: GameState, seat: number): Move[] {
  const out: Move[] = [];
  if (s.trick?.window !== undefined) return out; // an offer to play out of turn is no turn for actions
  for (const a of rules.def.actions) {
    if (a.when === undefined || isTrue(evaluate(rules, s, a.when, seat))) out.push({ kind: 'action', seat, name: a.name });
  }
  return out;
}

export interface ObligationStep {
  readonly obligation: ObligationDef;
  readonly before: readonly Move[];
  readonly after: readonly Move[];
}

/** Conditions never assign: the locals of an obligation's `must`, as `evaluate` gives them. */
const NO_LOCALS: Record<string, Value> = Object.freeze({});

/**
 * A step as a turn's listing keeps it: whether `when` held, and the budget steps its `when` and its
 * `must`s took (the same again, evaluated on the same state and moves).
 */
export interface ListedStep extends ObligationStep {
  readonly held: boolean;
  readonly whenCost: number;
  readonly mustCost: number;
}

/** One obligation: when it holds, only the moves satisfying it, if any do; else the moves as they were. */
function oblige(rules: Rules, s: GameState, seat: number, ob: ObligationDef, legal: Move[]): ListedStep {
  const start = stepsLeft();
  if (!isTrue(evaluate(rules, s, ob.when, seat, undefined, legal))) {
    return { obligation: ob, before: legal, after: legal, held: false, whenCost: start - stepsLeft(), mustCost: 0 };
  }
  const whenCost = start - stepsLeft();
  // `must` once per move, as `evaluate` would, but with one context in which only `move` changes.
  const must = compileExpr(rules, ob.must);
  const ctx = makeCtx(rules, s, seat, NO_LOCALS);
  ctx.legal = legal;
  const kept: Move[] = [];
  for (const m of legal) {
    ctx.move = m;
    // Each evaluation opens a budget when none is open, exactly as `evaluate` does.
    const opened = openBudget();
    let held: boolean;
    try {
      held = isTrue(must(ctx));
    } finally {
      closeBudget(opened);
    }
    if (held) kept.push(m);
  }
  const mustCost = start - stepsLeft() - whenCost;
  return { obligation: ob, before: legal, after: kept.length > 0 ? kept : legal, held: true, whenCost, mustCost };
}

/** Each obligation in order, with the moves before and after it (for explaining a refusal). */
export function obligationSteps(rules: Rules, s: GameState, seat: number, moves: Move[]): ObligationStep[] {
  return listedSteps(rules, s, seat, moves);
}

function listedSteps(rules: Rules, s: GameState, seat: number, moves: Move[]): ListedStep[] {
  const steps: ListedStep[] = [];
  let current = moves;
  for (const ob of rules.def.obligations) {
    const step = oblige(rules, s, seat, ob, current);
    current = step.after as Move[];
    steps.push(step);
  }
  return steps;
}

export function applyObligations(rules: Rules, s: GameState, seat: number, moves: Move[]): Move[] {
  let current = moves;
  for (const ob of rules.def.obligations) current = oblige(rules, s, seat, ob, current).after as Move[];
  return current;
}

export function turnMoves(rules: Rules, s: GameState, seat: number): Move[] {
  if (rules.def.obligations.length === 0) {
    const moves = baseTurnMoves(rules, s, seat);
    return rules.def.actions.length === 0 ? moves : [...moves, ...actionMoves(rules, s, seat)];
  }
  // The obligations' steps are kept with the list, for the move then made from it (listedTurn).
  const left = stepsLeft();
  const steps = listedSteps(rules, s, seat, baseTurnMoves(rules, s, seat));
  const cost = left - stepsLeft();
  const moves = steps.length === 0 ? [] : (steps[steps.length - 1] as ObligationStep).after as Move[];
  const out = rules.def.actions.length === 0 ? moves : [...moves, ...actionMoves(rules, s, seat)];
  if (Number.isFinite(cost)) {
    if (listedTurns[listedNext] === null) listedCount++;
    listedTurns[listedNext] = { state: s, seat, steps, cost, moves: out };
    listedNext = (listedNext + 1) % LISTED_SIZE;
  }
  return out;
}

/**
 * A turn's listing through the obligations: its steps and the budget steps the listing took
 * (the moves before obligations, and every `when` and `must`). The move made from a listed state
 * explains the obligations it cannot keep from these steps (obligation-skips.ts) instead of
 * listing the moves again, and spends the same steps the listing again would have.
 */
export interface ListedTurn {
  readonly state: GameState;
  readonly seat: number;
  readonly steps: readonly ListedStep[];
  readonly cost: number;
  /** The list returned: the listing holds while a memo slot of `state` holds this list. */
  readonly moves: readonly Move[];
}

/** How many settled states the memo remembers (below), and as many listings are kept. */
const MEMO_SIZE = 8;

/** The last few listings, the oldest replaced first. */
const LISTED_SIZE = MEMO_SIZE;
const listedTurns: (ListedTurn | null)[] = new Array<ListedTurn | null>(LISTED_SIZE).fill(null);
let listedNext = 0;
/** How many of listedTurns are kept (none until a rule file with obligations lists a turn). */
let listedCount = 0;

/**
 * Legal moves of the last few settled states, by state object: a state returned by createGame or
 * applyMove is never changed again, so asking for its moves twice in a row (legalMoves, then
 * checkMove, applyMove or a bot) computes them once. Only the last MEMO_SIZE states are remembered:
 * a memo over every state ever settled kept each state's list alive as long as the state (about
 * 190 moves, 45 KB, per kept state at a climbing game's lead), and callers ask about the state in hand.
 */
const memoStates: (GameState | null)[] = new Array<GameState | null>(MEMO_SIZE).fill(null);
const memoMoves: (Move[] | null)[] = new Array<Move[] | null>(MEMO_SIZE).fill(null);
/** The slot the next new state takes (the oldest). */
let memoNext = 0;

/** The slot found or taken last: a playout asks about one state, move after move. */
let memoLast = 0;

function memoSlot(s: GameState): number {
  if (memoStates[memoLast] === s) return memoLast;
  for (let i = 0; i < MEMO_SIZE; i++) {
    if (memoStates[i] === s) {
      memoLast = i;
      return i;
    }
  }
  return -1;
}

export function rememberLegalMoves(s: GameState, moves: Move[]): void {
  let i = memoSlot(s);
  if (i < 0) {
    i = memoNext;
    memoNext = (memoNext + 1) % MEMO_SIZE;
    memoStates[i] = s;
  }
  memoMoves[i] = moves;
  memoLast = i;
}

/**
 * The moves of the seat listed first: the seat a bot answers for. Setup decisions list several
 * seats; otherwise every move is that seat's and the list is returned as it is, without a copy.
 */
export function firstSeatMoves(moves: Move[]): Move[] {
  const seat = moves[0]?.seat;
  // A loop, not `every`: this runs once per move of a playout, and a closure per call shows.
  let k = 1;
  while (k < moves.length && (moves[k] as Move).seat === seat) k++;
  if (k === moves.length) return moves;
  // A setup decision lists its seats one after another: the first seat's moves are the first k,
  // unless it has more further on.
  for (let i = k + 1; i < moves.length; i++) if ((moves[i] as Move).seat === seat) return moves.filter((m) => m.seat === seat);
  return moves.slice(0, k);
}

/** A state changed in place (applyInPlace) must have its remembered moves forgotten first. */
export function forgetLegalMoves(s: GameState): void {
  // The state keeps its slot: changed in place, it is settled again next (in a playout, every move).
  const i = memoSlot(s);
  if (i >= 0) memoMoves[i] = null;
}

export function legalMoves(rules: Rules, s: GameState): Move[] {
  const i = memoSlot(s);
  const known = i < 0 ? null : memoMoves[i];
  if (known != null) return known;
  // Asked outside a move (a bot, a client), the listing has its own budget (budget.ts).
  const opened = openBudget();
  try {
    return computeLegalMoves(rules, s);
  } finally {
    closeBudget(opened);
  }
}

/**
 * The obligation steps of the turn listed for `s`, while `s` still has its moves remembered (read
 * before the move changes it; null when not remembered or listed otherwise).
 */
export function listedTurn(s: GameState): ListedTurn | null {
  const i = memoSlot(s);
  const known = i < 0 ? null : memoMoves[i];
  return known == null ? null : listingOf(s, known);
}

/** The kept listing of `s` that returned `known` (only a rule file with obligations keeps any). */
function listingOf(s: GameState, known: readonly Move[]): ListedTurn | null {
  if (listedCount === 0) return null;
  for (let k = 0; k < LISTED_SIZE; k++) {
    const listed = listedTurns[k] as ListedTurn | null;
    if (listed !== null && listed.moves === known && listed.state === s) return listed;
  }
  return null;
}

/**
 * listedTurn, then forgetLegalMoves, with one lookup: what a move made in place reads of its
 * listing before the state changes (engine.ts applyInPlace).
 */
export function takeListedTurn(s: GameState): ListedTurn | null {
  const i = memoSlot(s);
  if (i < 0) return null;
  const known = memoMoves[i];
  if (known == null) return null;
  memoMoves[i] = null; // the state keeps its slot, as forgetLegalMoves leaves it
  return listingOf(s, known);
}

function computeLegalMoves(rules: Rules, s: GameState): Move[] {
  if (s.phase === 'over') return [];
  const pending = s.pending;
  if (pending !== null && pending.kind === 'choice') return choiceMoves(pending);
  if (pending !== null && pending.kind === 'setup') {
    const step = rules.def.round.setup[pending.step];
    const moves: Move[] = [];
    for (const seat of pending.waiting) {
      if (step?.kind === 'split') {
        // setupOptions' sizes (min..max), read without its lists.
        const { min, max } = splitRange(s, step, seat);
        for (let n = min; n <= max; n++) moves.push(splitMove(seat, n));
      } else if (step?.kind === 'choose') {
        for (const ids of chooseOptions(rules, s, pending, seat)) moves.push(setupChooseMove(step.count === 1, seat, ids));
      }
    }
    return moves;
  }
  if (s.phase !== 'play' || s.turn === null) return [];
  return turnMoves(rules, s, s.turn);
}

/** A split move: one shared frozen object per seat and size (moves are never changed). */
const splitMoves: Move[][] = [];

function splitMove(seat: number, right: number): Move {
  const bySeat = (splitMoves[seat] ??= []);
  return (bySeat[right] ??= Object.freeze({ kind: 'split', seat, right }));
}

/** The answers to a pending choice: each option, then `none` when it is optional. */
export function choiceMoves(pending: PendingChoice): Move[] {
  const moves: Move[] = pending.options.map((value) => ({ kind: 'choose', seat: pending.seat, value }));
  if (pending.optional) moves.push({ kind: 'choose', seat: pending.seat, value: null });
  return moves;
}

/** A setup choice of these cards: one card (a step choosing `count: 1`) or a list of them. */
export function setupChooseMove(single: boolean, seat: number, ids: readonly string[]): Move {
  return { kind: 'choose', seat, value: single ? cardRef(ids[0] ?? '') : ids.map(cardRef) };
}
