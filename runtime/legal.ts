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
import { MoveList, seqArray, type MoveSeq } from './move-list.js';
import { baseTurnList } from './turn-move-list.js';
import { namesLegal, readsMoveKindOnly } from './reads-legal.js';
import { keptByKind } from './kind-obligation.js';

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
 * `must`s took (the same again, evaluated on the same state and moves). A listing the engine keeps
 * compactly (move-list.ts) has its moves before and after the step as that list, or as the array of
 * the moves kept; only their number and whether the step kept them all are read.
 */
export interface ListedStep {
  readonly obligation: ObligationDef;
  readonly before: MoveSeq;
  readonly after: MoveSeq;
  readonly held: boolean;
  readonly whenCost: number;
  readonly mustCost: number;
}

/** One obligation: when it holds, only the moves satisfying it, if any do; else the moves as they were. */
function oblige(rules: Rules, s: GameState, seat: number, ob: ObligationDef, legal: MoveSeq): ListedStep {
  const start = stepsLeft();
  // A compact list is made into moves only when something reads them. A `when` that does not name
  // `legal` reads none: given no list (a lent context, eval/ctx-pool.ts) it reads `[]`, as from an empty list.
  const compactWhen = legal instanceof MoveList && !namesLegal(ob.when);
  const value = compactWhen ? evaluate(rules, s, ob.when, seat) : evaluate(rules, s, ob.when, seat, undefined, seqArray(legal));
  if (!isTrue(value)) {
    return { obligation: ob, before: legal, after: legal, held: false, whenCost: start - stepsLeft(), mustCost: 0 };
  }
  const whenCost = start - stepsLeft();
  if (legal instanceof MoveList && Number.isFinite(start) && readsMoveKindOnly(ob.must)) {
    // Evaluated once per kind of move, the list kept compact (kind-obligation.ts).
    const kept = keptByKind(rules, s, seat, ob.must, legal);
    return { obligation: ob, before: legal, after: kept ?? legal, held: true, whenCost, mustCost: start - stepsLeft() - whenCost };
  }
  const moves = seqArray(legal);
  // `must` once per move, as `evaluate` would, but with one context in which only `move` changes.
  const must = compileExpr(rules, ob.must);
  const ctx = makeCtx(rules, s, seat, NO_LOCALS);
  ctx.legal = moves;
  const kept: Move[] = [];
  for (const m of moves) {
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
  // Given an array, every step's lists are arrays (the array itself or the moves kept).
  return listedSteps(rules, s, seat, moves) as unknown as ObligationStep[];
}

function listedSteps(rules: Rules, s: GameState, seat: number, moves: MoveSeq): ListedStep[] {
  const obligations = rules.def.obligations;
  // Of its length at once: a list pushed to from empty takes a store of 17 (a listing per move).
  const steps = new Array<ListedStep>(obligations.length);
  let current = moves;
  for (let k = 0; k < obligations.length; k++) {
    const step = oblige(rules, s, seat, obligations[k] as ObligationDef, current);
    current = step.after;
    steps[k] = step;
  }
  return steps;
}

export function applyObligations(rules: Rules, s: GameState, seat: number, moves: Move[]): Move[] {
  let current = moves;
  for (const ob of rules.def.obligations) current = oblige(rules, s, seat, ob, current).after as Move[];
  return current;
}

export function turnMoves(rules: Rules, s: GameState, seat: number): Move[] {
  // Listed as arrays, the listing is an array (see listTurn).
  return listTurn(rules, s, seat, false) as Move[];
}

/**
 * A turn's moves: before obligations (kept compactly where they can be when `compact`, else as
 * arrays), through the obligations, then the actions. A compact list stays compact unless an
 * obligation holds or the rules have actions.
 */
function listTurn(rules: Rules, s: GameState, seat: number, compact: boolean): MoveSeq {
  if (rules.def.obligations.length === 0) {
    const base = compact ? baseTurnList(rules, s, seat) : baseTurnMoves(rules, s, seat);
    return rules.def.actions.length === 0 ? base : [...seqArray(base), ...actionMoves(rules, s, seat)];
  }
  // The obligations' steps are kept with the list, for the move then made from it (listedTurn).
  // Their cost counts the listing before obligations too.
  const left = stepsLeft();
  const steps = listedSteps(rules, s, seat, compact ? baseTurnList(rules, s, seat) : baseTurnMoves(rules, s, seat));
  const cost = left - stepsLeft();
  const moves: MoveSeq = steps.length === 0 ? [] : (steps[steps.length - 1] as ListedStep).after;
  const out = rules.def.actions.length === 0 ? moves : [...seqArray(moves), ...actionMoves(rules, s, seat)];
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
  readonly moves: MoveSeq;
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
/** Each state's moves as listed: an array, or a compact list (move-list.ts) made into moves when asked. */
const memoMoves: (MoveSeq | null)[] = new Array<MoveSeq | null>(MEMO_SIZE).fill(null);
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

/** Slot i lets its moves go: a compact list gives its buffer back (nothing reads it again). */
function forgetSlot(i: number): void {
  const known = memoMoves[i];
  if (known instanceof MoveList) known.release();
  memoMoves[i] = null;
}

export function rememberLegalMoves(s: GameState, moves: MoveSeq): void {
  let i = memoSlot(s);
  if (i < 0) {
    i = memoNext;
    memoNext = (memoNext + 1) % MEMO_SIZE;
    memoStates[i] = s;
  }
  const known = memoMoves[i];
  // The array a compact list was made into stands for that list (its listed turn is the list's).
  if (known instanceof MoveList && known.madeInto(moves)) return;
  if (known !== moves) forgetSlot(i);
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
  if (i >= 0) forgetSlot(i);
}

export function legalMoves(rules: Rules, s: GameState): Move[] {
  const i = memoSlot(s);
  const known = i < 0 ? null : memoMoves[i];
  if (known != null) return seqArray(known);
  // Asked outside a move (a bot, a client), the listing has its own budget (budget.ts).
  const opened = openBudget();
  try {
    return computeLegalMoves(rules, s);
  } finally {
    closeBudget(opened);
  }
}

/**
 * The engine's listing of a settled state (play-step.ts turnStep): `s`'s moves listed, compactly
 * where they can be (a bot that samples makes only the move it picks: legalPick), and remembered
 * when there are any. Returns how many there are. The same moves as legalMoves, in the same order.
 */
export function settleLegalMoves(rules: Rules, s: GameState): number {
  const i = memoSlot(s);
  const known = i < 0 ? null : memoMoves[i];
  if (known != null) return known.length;
  const opened = openBudget();
  let moves: MoveSeq;
  try {
    moves = computeLegalList(rules, s);
  } finally {
    closeBudget(opened);
  }
  if (moves.length > 0) rememberLegalMoves(s, moves);
  else if (moves instanceof MoveList) moves.release();
  return moves.length;
}

/**
 * For a bot that samples: how many moves the seat listed first has in `s` (firstSeatMoves' length)
 * and that seat, read after this call from `pickedSeat` (undefined: no move). Then legalPick(r) is
 * firstSeatMoves(legalMoves(rules, s))[r], made alone when the listing is compact. Nothing else may
 * be listed between the two calls.
 */
export function legalCount(rules: Rules, s: GameState): number {
  const i = memoSlot(s);
  let known = i < 0 ? null : memoMoves[i];
  if (known == null) {
    const pending = s.pending;
    if (s.phase !== 'over' && pending !== null && pending.kind === 'choice') {
      // A pending choice's answers (choiceMoves) are counted, and only the one picked is made.
      const n = choiceCount(pending);
      picking = null;
      pickChoice = pending;
      pickSeat = n > 0 ? pending.seat : undefined;
      return n;
    }
    known = legalMoves(rules, s);
  }
  picking = known;
  if (known instanceof MoveList) {
    pickSeat = known.seat;
    pickAll = true;
    return known.length;
  }
  const moves = known as readonly Move[];
  const seat = moves[0]?.seat;
  pickSeat = seat;
  let n = 0;
  for (let k = 0; k < moves.length; k++) if ((moves[k] as Move).seat === seat) n++;
  pickAll = n === moves.length;
  return n;
}

/** The list legalCount counted (null: a pending choice's answers), the seat listed first and whether every move is that seat's. */
let picking: MoveSeq | null = [];
let pickChoice: PendingChoice | null = null;
let pickSeat: number | undefined;
let pickAll = true;

/** The seat listed first in the state legalCount counted (undefined when it has no move). */
export function pickedSeat(): number | undefined {
  return pickSeat;
}

/** The `r`th (from 0) of the moves legalCount counted: firstSeatMoves(legalMoves(rules, s))[r]. */
export function legalPick(r: number): Move {
  const moves = picking;
  if (moves === null) return choiceMove(pickChoice as PendingChoice, r);
  if (moves instanceof MoveList) return moves.at(r);
  if (pickAll) return moves[r] as Move;
  for (let k = 0; k < moves.length; k++) {
    const m = moves[k] as Move;
    if (m.seat === pickSeat && r-- === 0) return m;
  }
  throw new Error(`no move ${r} of the seat listed first`);
}

/** The moves remembered for `s` as the memo keeps them (a compact list or an array), or null: for tests. */
export function rememberedMoves(s: GameState): MoveSeq | null {
  const i = memoSlot(s);
  return i < 0 ? null : memoMoves[i] ?? null;
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
function listingOf(s: GameState, known: MoveSeq): ListedTurn | null {
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
  forgetSlot(i); // the state keeps its slot, as forgetLegalMoves leaves it
  return listingOf(s, known);
}

/** computeLegalMoves, with a turn's moves kept compactly where they can be. */
function computeLegalList(rules: Rules, s: GameState): MoveSeq {
  const pending = s.pending;
  if (s.phase !== 'play' || s.turn === null || (pending !== null && (pending.kind === 'choice' || pending.kind === 'setup'))) return computeLegalMoves(rules, s);
  return listTurn(rules, s, s.turn, true);
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
  const n = choiceCount(pending);
  const moves = new Array<Move>(n);
  for (let r = 0; r < n; r++) moves[r] = choiceMove(pending, r);
  return moves;
}

/** How many answers a pending choice has: its options, and none when it is optional. */
function choiceCount(pending: PendingChoice): number {
  return pending.options.length + (pending.optional ? 1 : 0);
}

/** The `r`th answer of choiceMoves (an option, then none when optional), made alone. */
function choiceMove(pending: PendingChoice, r: number): Move {
  if (r < pending.options.length) return { kind: 'choose', seat: pending.seat, value: pending.options[r] as Value };
  if (pending.optional && r === pending.options.length) return { kind: 'choose', seat: pending.seat, value: null };
  throw new Error(`no move ${r} among the answers to the pending choice`);
}

/** A setup choice of these cards: one card (a step choosing `count: 1`) or a list of them. */
export function setupChooseMove(single: boolean, seat: number, ids: readonly string[]): Move {
  return { kind: 'choose', seat, value: single ? cardRef(ids[0] ?? '') : ids.map(cardRef) };
}
