// The must-follow trick on the core state, step for step as the runtime's (play-step.ts,
// must-follow.ts, trick-rule.ts, turns.ts): start a trick, list a seat's plays (by index, in the
// runtime's order), carry a play out, find the trick complete, its winner, and end it.
import type { GameEvent } from '../events.js';
import type { Move } from '../moves.js';
import { entryPlay, entryPlayLocals } from '../follow-cards.js';
import { fire, ON_PLAY, ON_TRICK_END, ON_TURN_START } from './effects.js';
import type { Expr } from '../../grammar/expr/ast.js';
import { RuleError } from '../eval/context.js';
import { OTHER_SUIT, suitIndex } from '../card-table.js';
import { cardRef, type Value } from '../values.js';
import type { CoreFn } from './expr/index.js';
import type { CoreRules } from './build.js';
import { moveCardTo, placeOf, pushCard, removeAt, OTHER_LED, type CoreState } from './state.js';

const NO_LOCALS: Readonly<Record<string, Value>> = Object.freeze({});
import { zoneAt } from './layout.js';
import { withKey } from './to-core.js';
import { emitSkippedFrom, obligeListing, OB, OB_COST } from './obligations.js';
import { stepsLeft } from '../budget.js';

/** What a step did (play-step.ts StepResult), as numbers. */
export const CONTINUE = 0;
export const QUIET = 1;
export const WAIT = 2;
export const ENDED = 3;
export const STARTED = 4;

/** A state without the round's plays (before a round, or read from JSON without them) gets them (`??= []`). */
function startRoundPlays(s: CoreState): void {
  s.json.roundPlays = [];
  const order = s.json.keyOrder;
  s.json.keyOrder = withKey(order, 'roundPlays');
}

export function emit(s: CoreState, e: GameEvent): void {
  s.json.events.push(e);
}

/** Bit k: seat k has played to the trick or was passed by. */
function doneSeats(s: CoreState): number {
  let done = s.passedMask;
  for (let i = 0; i < s.playCount; i++) done |= 1 << (s.playSeat[i] as number);
  return done;
}

/** The next seat after `from` still in the round that has neither played nor been passed by; -1: none. */
export function nextUnplayed(s: CoreState, from: number): number {
  const n = s.L.n;
  const done = s.trickOn === 0 ? 0 : doneSeats(s);
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (s.out[seat] !== 0 || (done & (1 << seat)) !== 0) continue;
    return seat;
  }
  return -1;
}

/** turns.ts nextSeat of seats still in the round, in the direction of play; -1: none. */
function nextIn(s: CoreState, from: number): number {
  const n = s.L.n;
  const step = s.json.direction ?? 1;
  for (let i = 1; i <= n; i++) {
    const seat = (((from + step * i) % n) + n) % n;
    if (s.out[seat] === 0) return seat;
  }
  return -1;
}

function leaderFrom(s: CoreState, wanted: number): number {
  if (wanted >= 0 && wanted < s.L.n && s.out[wanted] === 0) return wanted;
  return nextIn(s, wanted);
}

/** The trick is gone (GameState.trick null). */
export function clearTrick(s: CoreState): void {
  s.trickOn = 0;
  s.playCount = 0;
  s.passedLen = 0;
  s.passedMask = 0;
  s.droppedLen = 0;
  s.droppedMask = 0;
  s.ending = 0;
  s.endFired = 0;
  s.ledSuit = -1;
  s.ledSuitText = null;
  s.json.plays = null;
  s.json.trickExtra = null;
}

function newTrick(s: CoreState, leader: number): void {
  clearTrick(s);
  s.trickOn = 1;
  s.trickLeader = leader;
  s.trickNumber = s.tricksPlayed + 1;
  s.turn = leader;
  s.turnStarted = 0;
  s.nextLeader = -1;
}

function hasLeadCards(core: CoreRules, s: CoreState, seat: number): boolean {
  const lead = core.lead;
  for (let i = 0; i < lead.length; i++) if ((s.len[zoneAt(core.L, lead[i] as number, seat)] as number) > 0) return true;
  return false;
}

function startTrick(core: CoreRules, s: CoreState): void {
  const leader = leaderFrom(s, s.nextLeader >= 0 ? s.nextLeader : s.roundLeader);
  let anyCards = false;
  for (let seat = 0; seat < s.L.n && !anyCards; seat++) anyCards = s.out[seat] === 0 && hasLeadCards(core, s, seat);
  if (leader < 0 || !anyCards || s.tricksPlayed >= core.tricks) {
    s.roundEnding = 1;
    return;
  }
  newTrick(s, leader);
}

function trickComplete(s: CoreState): boolean {
  if (s.trickOn === 0 || s.playCount === 0) return false;
  const n = s.L.n;
  let inRound = 0;
  for (let seat = 0; seat < n; seat++) if (s.out[seat] === 0) inRound++;
  if (s.playCount + s.passedLen < inRound) return false;
  const done = doneSeats(s);
  for (let seat = 0; seat < n; seat++) if (s.out[seat] === 0 && (done & (1 << seat)) === 0) return false;
  return true;
}

function everyoneSkipped(s: CoreState): boolean {
  for (let seat = 0; seat < s.L.n; seat++) if (s.out[seat] === 0 && (s.passedMask & (1 << seat)) === 0) return false;
  return true;
}

/** A suit letter's code: its suit index, -1 for null, from suits.length up for a letter no card has. */
function suitCode(core: CoreRules, letter: string | null): number {
  if (letter === null) return -1;
  const i = suitIndex(core.L.cards, letter);
  if (i !== OTHER_SUIT) return i;
  let code = core.otherCodes.get(letter);
  if (code === undefined) {
    code = core.L.suits.length + core.otherLetters.length;
    core.otherCodes.set(letter, code);
    core.otherLetters.push(letter);
  }
  return code;
}

/** The led suit's code. */
function ledCode(core: CoreRules, s: CoreState): number {
  return s.ledSuit === OTHER_LED ? suitCode(core, s.ledSuitText) : s.ledSuit;
}

function setLed(core: CoreRules, s: CoreState, code: number): void {
  const known = core.L.suits.length;
  if (code < known) s.ledSuit = code;
  else {
    s.ledSuit = OTHER_LED;
    s.ledSuitText = core.otherLetters[code - known] as string;
  }
}

/** trick-rule.ts expect: a trick rule's value of the kind it must give, or null. */
function expectKind(v: Value, kind: 'string' | 'number', e: Expr, what: string): Value {
  if (v === null || typeof v === kind) return v;
  throw new RuleError('runtime/type', `${what} must give a ${kind} or null`, e.range);
}

/** The trump suit's code now (trick-rule.ts trumpSuit): -1 none. */
function trumpNow(core: CoreRules, s: CoreState): number {
  const fn = core.trumpFn;
  if (fn === undefined) return core.trump === OTHER_SUIT ? suitCode(core, core.play.trump ?? null) : core.trump;
  const env = core.env;
  env.me = -1;
  env.locals = NO_LOCALS;
  return suitCode(core, expectKind(fn(s, env), 'string', core.play.trumpExpr as Expr, 'the trump') as string | null);
}

/** The code of the suit card `c` counts as by `effective-suit` (core.suitFn set). */
function effectiveSuit(core: CoreRules, s: CoreState, c: number): number {
  const env = core.env;
  env.me = -1;
  core.cardLocals.card = cardRef(core.L.cards.ids[c] as string);
  env.locals = core.cardLocals;
  return suitCode(core, expectKind((core.suitFn as CoreFn<Value>)(s, env), 'string', core.play.effectiveSuit as Expr, 'effective-suit') as string | null);
}

/** The card's strength in the trick: its rank, or `strength`'s value (null: 0). */
function strengthOf(core: CoreRules, s: CoreState, c: number): number {
  const fn = core.strengthFn;
  if (fn === undefined) return core.rank[c] as number;
  const env = core.env;
  env.me = -1;
  core.cardLocals.card = cardRef(core.L.cards.ids[c] as string);
  env.locals = core.cardLocals;
  return (expectKind(fn(s, env), 'number', core.play.strength as Expr, 'strength') as number | null) ?? 0;
}

/** The seat winning the trick as it stands (trick-rule.ts mustFollowWinner), -1: none. */
export function trickWinner(core: CoreRules, s: CoreState): number {
  if (s.trickOn === 0 || s.playCount === 0) return -1;
  const trump = trumpNow(core, s);
  const sign = core.sign;
  const led = ledCode(core, s);
  const effective = core.suitFn !== undefined;
  let bestSeat = -1;
  let bestTrump = false;
  let bestKey = 0;
  for (let i = 0; i < s.playCount; i++) {
    const c = s.playCard[i] as number;
    const suit = effective ? effectiveSuit(core, s, c) : (core.suit[c] as number);
    const isTrump = trump !== -1 && suit === trump;
    if (!isTrump && suit !== led) continue;
    const key = sign * strengthOf(core, s, c);
    if (bestSeat < 0 || (isTrump && !bestTrump) || (isTrump === bestTrump && key > bestKey)) {
      bestSeat = s.playSeat[i] as number;
      bestTrump = isTrump;
      bestKey = key;
    }
  }
  return bestSeat;
}

function finishTrick(core: CoreRules, s: CoreState): void {
  if (s.trickOn === 0) return;
  const winner = trickWinner(core, s);
  if (s.endFired === 0) {
    s.endFired = 1;
    if (winner >= 0) s.tricks[winner] = (s.tricks[winner] as number) + 1;
    emit(s, { kind: 'trick-end', number: s.trickNumber, winner: winner < 0 ? null : winner });
    fire(core.fx, s, ON_TRICK_END, winner);
    return;
  }
  // moveAll table → discard: the table's cards in order onto the discard's end.
  const L = s.L;
  const table = L.table;
  const discard = L.discard;
  if (table !== discard) {
    const cards = s.cards;
    const base = table * L.cap;
    const n = s.len[table] as number;
    for (let k = 0; k < n; k++) pushCard(s, discard, cards[base + k] as number);
    s.len[table] = 0;
  }
  s.tricksPlayed += 1;
  const next = s.nextLeader >= 0 ? s.nextLeader : winner >= 0 ? winner : s.trickLeader;
  clearTrick(s);
  s.turn = -1;
  s.nextLeader = next;
}

/** One step of the procedure (play-step.ts playStep). */
export function playStep(core: CoreRules, s: CoreState): number {
  if (s.trickOn === 0) {
    startTrick(core, s);
    return CONTINUE;
  }
  if (s.ending === 1) return endingStep(core, s);
  if (trickComplete(s)) {
    s.ending = 1;
    return ENDED;
  }
  if (s.playCount === 0 && everyoneSkipped(s)) {
    clearTrick(s);
    s.roundEnding = 1;
    return CONTINUE;
  }
  const seat = s.turn;
  if (seat < 0 || s.out[seat] !== 0) {
    const next = nextUnplayed(s, seat < 0 ? s.trickLeader : seat);
    if (next < 0 || next === seat) {
      s.ending = 1;
      return ENDED;
    }
    s.turn = next;
    s.turnStarted = 0;
    if (s.playCount > 0) return QUIET;
    s.trickLeader = next;
    return CONTINUE;
  }
  if (s.turnStarted === 0) {
    s.turnStarted = 1;
    fire(core.fx, s, ON_TURN_START, seat);
    return STARTED;
  }
  return turnStep(core, s, seat);
}

export function endingStep(core: CoreRules, s: CoreState): number {
  finishTrick(core, s);
  return CONTINUE;
}

/** The seat's turn, started: its plays listed ('wait'), or with none the turn passes it by. */
export function turnStep(core: CoreRules, s: CoreState, seat: number): number {
  if (listTurn(core, s, seat) > 0) return WAIT;
  emit(s, { kind: 'cannot-move', seat });
  s.passed[s.passedLen++] = seat;
  s.passedMask |= 1 << seat;
  s.turn = nextUnplayed(s, seat);
  s.turnStarted = 0;
  return CONTINUE;
}

/** The first mark of a new listing (must-follow.ts listingMark). */
function listingMark(core: CoreRules): number {
  if (core.mark > 0x3fffffff) {
    core.marks.fill(0);
    core.mark = 0;
  }
  return core.mark + 1;
}

/** Lists the zone's cards (of `suit` when >= -1... see below) not listed by an earlier source of this listing. */
function addPlays(core: CoreRules, s: CoreState, d: number, z: number, suit: number, filter: boolean, base: number): void {
  const marks = core.marks;
  const mark = ++core.mark;
  const cards = s.cards;
  const start = z * s.L.cap;
  const n = s.len[z] as number;
  const suits = core.suit;
  const effective = core.suitFn !== undefined;
  for (let k = 0; k < n; k++) {
    const c = cards[start + k] as number;
    if (filter && (effective ? effectiveSuit(core, s, c) : suits[c]) !== suit) continue;
    const m = marks[c] as number;
    if (m >= base && m < mark) continue;
    marks[c] = mark;
    s.legalCard[s.legalLen] = c;
    s.legalZone[s.legalLen] = d;
    s.legalLen++;
  }
}

/** Whether zone instance z holds a card of printed suit `suit`. */
function holds(core: CoreRules, s: CoreState, z: number, suit: number): boolean {
  const cards = s.cards;
  const start = z * s.L.cap;
  const n = s.len[z] as number;
  const suits = core.suit;
  for (let k = 0; k < n; k++) if (suits[cards[start + k] as number] === suit) return true;
  return false;
}

/** Whether zone instance z holds a card counting as suit `code` by the effective suit (must-follow.ts holdsSuitIn). */
function holdsEffective(core: CoreRules, s: CoreState, z: number, code: number): boolean {
  const cards = s.cards;
  const start = z * s.L.cap;
  const n = s.len[z] as number;
  for (let k = 0; k < n; k++) if (effectiveSuit(core, s, cards[start + k] as number) === code) return true;
  return false;
}

/** The seat's plays (must-follow.ts mustFollowMoves), into s.legalCard / legalZone; their number. */
export function listPlays(core: CoreRules, s: CoreState, seat: number): number {
  s.legalLen = 0;
  s.legalSeat = seat;
  if (s.trickOn === 0) return 0;
  const L = s.L;
  const base = listingMark(core);
  if (s.playCount === 0) {
    const lead = core.lead;
    for (let k = 0; k < lead.length; k++) {
      const d = lead[k] as number;
      addPlays(core, s, d, zoneAt(L, d, seat), 0, false, base);
    }
    return s.legalLen;
  }
  const follow = core.follow;
  const led = ledCode(core, s);
  const effective = core.suitFn !== undefined;
  // Every source's condition first (must-follow.ts mustFollowMoves): bit k, source k is open; by an
  // effective suit, bit k of `strict`: its zone holds a card counting as the led suit (asked in order).
  const whens = core.followWhen;
  const env = core.env;
  let open = 0;
  let strict = 0;
  for (let k = 0; k < follow.length; k++) {
    const when = whens[k];
    if (when !== undefined) {
      env.me = seat;
      env.locals = NO_LOCALS;
      if (!when(s, env)) continue;
    }
    open |= 1 << k;
    if (effective && core.followSuit[k] === 1 && holdsEffective(core, s, zoneAt(L, follow[k] as number, seat), led)) strict |= 1 << k;
  }
  for (let k = 0; k < follow.length; k++) {
    if ((open & (1 << k)) === 0) continue;
    const d = follow[k] as number;
    const z = zoneAt(L, d, seat);
    if (effective) addPlays(core, s, d, z, led, (strict & (1 << k)) !== 0, base);
    // A source that follows suit lists the led suit's cards when its zone holds one, else all.
    else addPlays(core, s, d, z, led, core.followSuit[k] === 1 && holds(core, s, z, led), base);
  }
  return s.legalLen;
}

/** The seat's moves through the obligations (legal.ts listTurn), into s.legalCard / legalZone; their number. */
export function listTurn(core: CoreRules, s: CoreState, seat: number): number {
  const obs = core.obligations;
  if (obs.length === 0) return listPlays(core, s, seat);
  const left = stepsLeft();
  listPlays(core, s, seat);
  obligeListing(obs, core.env, s, seat, left, core, moveAt);
  return s.legalLen;
}

/** The r-th listed move as the runtime's Move (the shared object must-follow.ts lists). */
export function moveAt(core: CoreRules, s: CoreState, r: number): Move {
  return entryPlay(core.table, s.legalCard[r] as number, core.slots[s.legalZone[r] as number] as number, s.legalSeat);
}

/** Carries out the r-th listed play (engine.ts perform + must-follow.ts applyMustFollow). */
export function applyPlay(core: CoreRules, s: CoreState, r: number): Move {
  const seat = s.legalSeat;
  const card = s.legalCard[r] as number;
  const d = s.legalZone[r] as number;
  if (core.obligations.length > 0) emitSkippedFrom(core.obligations, core.env, s, seat, s.obInfo as Float64Array, OB_COST, OB);
  const move = entryPlay(core.table, card, core.slots[d] as number, seat);
  emit(s, { kind: 'move', seat, move, text: core.playText[card] as string });
  const from = zoneAt(s.L, d, seat);
  const k = placeOf(s, from, card);
  if (k >= 0) {
    removeAt(s, from, k);
    pushCard(s, s.L.table, card);
  } else moveCardTo(s, card, s.L.table);
  const i = s.playCount++;
  s.playSeat[i] = seat;
  s.playCard[i] = card;
  s.playZone[i] = d;
  if (s.ledSuit === -1) setLed(core, s, core.suitFn === undefined ? (core.suit[card] as number) : effectiveSuit(core, s, card));
  if (s.json.roundPlays === undefined) startRoundPlays(s);
  const p = s.rpLen++;
  s.rpSeat[p] = seat;
  s.rpTrick[p] = s.trickNumber;
  s.rpZone[p] = d;
  s.rpCard[p] = card;
  if (core.fx.byEvent[ON_PLAY] !== undefined) fire(core.fx, s, ON_PLAY, seat, entryPlayLocals(core.table, card, core.slots[d] as number));
  s.turnStarted = 0;
  s.turn = nextUnplayed(s, seat);
  return move;
}
