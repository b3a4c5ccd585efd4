// The climbing procedure on the core state, step for step as the runtime's (climbing.ts,
// play-step.ts, legal.ts, kind-obligation.ts, obligation-skips.ts, shed-out.ts, engine.ts perform):
// start a trick at the leader, list a seat's plays over the play to beat with the integer meld
// listing (melds/: each seat's hand kept in rank order as cards leave it), then the pass where the
// seat may pass, through the obligations; carry out a play or a pass (soft or hard), find the trick
// over (all passed: cleared, or its last player plays on), shed players out, end the trick.
//
// The trick's plays are kept as the runtime keeps them (CoreJson.plays: `{ seat, cards, meld,
// height, low }`, the cards in the meld engine's canonical order), so that expressions over the
// trick and the JSON form read them as they are; the play to beat is read from the last one.
import type { ClimbingPlay, ObligationDef } from '../../grammar/def/types.js';
import type { Rules } from '../rules.js';
import { naturalCard, naturalPlay, type Move, type PlayCard } from '../moves.js';
import type { GameState, PlayedCardState, PlayState } from '../state.js';
import { moveText } from '../notation.js';
import { wildOf } from './from-core.js';
import type { Value } from '../values.js';
import { cardRef } from '../values.js';
import { spend, stepsLeft } from '../budget.js';
import { readsMoveKindOnly, namesLegal } from '../reads-legal.js';
import { sortCanonical } from '../melds/order.js';
import { compile as compileMeldRules } from '../melds/compile.js';
import { meldRules } from '../meld-rules.js';
import { rankText } from '../../grammar/def/rank-labels.js';
import { compileMelds, listPlays, meldType, LEAD, PlayBuffer, RankHand, type CoreMelds } from './melds/index.js';
import { compileBoolean, coreEnv, refusal, type CoreEnv, type CoreFn } from './expr/index.js';
import type { CoreLayout } from './layout.js';
import { zoneAt } from './layout.js';
import { placeOf, pushCard, removeAt, PLAY, type CoreState } from './state.js';
import { clearTrick, emit, CONTINUE, ENDED, QUIET, STARTED, WAIT } from './trick.js';
import { fire, fireNow, ON_SHED_OUT, ON_PASS, ON_PLAY, ON_TRICK_END, ON_TURN_START, type CoreEffects } from './effects.js';
import { withKey } from './to-core.js';
import { emitSkippedFrom } from './obligations.js';

/** An obligation compiled: its `when`, its `must` (read for the move's kind only), and the answer per kind once known. */
interface CObligation {
  readonly def: ObligationDef;
  readonly when: CoreFn<boolean>;
  readonly must: CoreFn<boolean>;
  /** By kind (0 play, 1 pass): held, and the steps it took (-1: not evaluated yet). */
  readonly held: Uint8Array;
  readonly cost: Float64Array;
}

/** A rule file's climbing procedure made ready for the core at a player count. */
export interface ClimbCore {
  readonly play: ClimbingPlay;
  readonly melds: CoreMelds;
  /** The zone definition `hand`. */
  readonly hand: number;
  readonly soft: boolean;
  readonly clear: boolean;
  readonly leaderMayPass: boolean;
  readonly obligations: readonly CObligation[];
  readonly env: CoreEnv;
  /** The listing's plays (shared by the states of this core: `owner` is the state listed last). */
  readonly buf: PlayBuffer;
  owner: CoreState | null;
  /** By card: the card played as itself as the trick keeps it (the runtime's `{ id, rank, suit, wild: false }`). */
  readonly natural: readonly PlayedCardState[];
  /** By card: ` ID`, and `play ID`. */
  readonly spaced: readonly string[];
  readonly single: readonly string[];
  /** ` *=RANKSUIT` of a wild's declaration, by (rank − the lowest wild rank) · slots + suit + 1. */
  readonly wildTexts: (string | undefined)[];
  /** Shared move objects (moveOf): natural singles by (type · cards + card) · seats + seat, PlayCards by card, declarations by (card · ranks + rank − the lowest) · slots + suit + 1. */
  readonly singles: (Move | undefined)[];
  readonly naturals: (PlayCard | undefined)[];
  readonly wilds: (PlayCard | undefined)[];
  readonly passes: (Move | undefined)[];
  readonly seats: number;
  readonly ranks: number;
  readonly slots: number;
  readonly rules: Rules;
  /** Whether a play's text may name its meld (mayNameMelds): then notation.ts writes it. */
  readonly namesMelds: boolean;
  readonly hasPlayHandlers: boolean;
  readonly hasPassHandlers: boolean;
}

/** Why the core does not play this climbing rule file at `n` players, or null. */
export function climbRefusal(rules: Rules, L: CoreLayout): string | null {
  const def = rules.def;
  const play = def.round.play;
  if (play.kind !== 'climbing') return 'not climbing';
  if (play.interrupt !== undefined) return 'plays out of turn (interrupt)';
  const compiled = compileMelds(rules, L.n);
  if (!compiled.ok) return `melds (${compiled.reason})`;
  if (rules.zones.get('hand')?.perPlayer !== true) return 'no hand zone per player';
  if (!rules.zones.has('table') || rules.zones.get('table')?.perPlayer === true) return 'no shared table zone';
  if (!rules.zones.has('discard') || rules.zones.get('discard')?.perPlayer === true) return 'no shared discard zone';
  if (def.actions.length > 0) return 'actions';
  for (const ob of def.obligations) {
    if (namesLegal(ob.when)) return `obligation ${ob.name}: a when that reads legal`;
    if (!readsMoveKindOnly(ob.must)) return `obligation ${ob.name}: a must that reads more than the move's kind`;
    const why = refusal(L, ob.when) ?? refusal(L, ob.must);
    if (why !== undefined) return `obligation ${ob.name} (${why})`;
  }
  if (OB + 5 * def.obligations.length > rules.cardTable.size) return 'more obligations than the listing keeps';
  return null;
}

/** Whether a play's text may name its meld (notation.ts): two meld types of the rules can be formed by as many cards. */
function mayNameMelds(rules: Rules, n: number): boolean {
  const cr = compileMeldRules(meldRules(rules, n));
  for (const own of cr.types) {
    for (const other of cr.types) {
      if (other === own) continue;
      const lo = Math.max(own.min, other.min);
      const hi = Math.min(own.max, other.max);
      if (lo > hi) continue;
      const disjoint = (own.kind === 'set' && other.kind === 'run') || (own.kind === 'run' && other.kind === 'set');
      if (disjoint && lo >= 2) continue;
      return true;
    }
  }
  return false;
}

/** The climbing procedure of `rules` (climbRefusal gave null). */
export function buildClimb(rules: Rules, L: CoreLayout, fx: CoreEffects): ClimbCore {
  const play = rules.def.round.play as ClimbingPlay;
  const compiled = compileMelds(rules, L.n);
  if (!compiled.ok) throw new Error(compiled.reason);
  const cards = L.cards;
  const natural: PlayedCardState[] = [];
  for (let c = 0; c < cards.size; c++) {
    const info = cards.infos[c] as (typeof cards.infos)[number];
    natural.push({ id: info.id, rank: info.rank ?? null, suit: info.suit ?? null, wild: false });
  }
  const obs = rules.def.obligations.map((def) => ({
    def,
    when: compileBoolean(L, def.when, fx.options),
    must: compileBoolean(L, def.must, fx.options),
    held: new Uint8Array(2),
    cost: new Float64Array([-1, -1]),
  }));
  const cc: ClimbCore = {
    play,
    melds: compiled.melds,
    hand: L.zoneDef.get('hand') as number,
    soft: play.pass === 'soft',
    clear: play.allPassed === 'clear',
    leaderMayPass: play.leaderMayPass,
    obligations: obs,
    env: coreEnv(-1),
    buf: new PlayBuffer(),
    owner: null,
    natural,
    spaced: cards.ids.map((id) => ` ${id}`),
    single: cards.ids.map((id) => `play ${id}`),
    wildTexts: [],
    singles: [],
    naturals: [],
    wilds: [],
    passes: [],
    seats: L.n,
    ranks: Math.max(1, compiled.melds.wildMax - compiled.melds.wildMin + 1),
    slots: compiled.melds.suits.length + 1,
    rules,
    namesMelds: mayNameMelds(rules, L.n),
    hasPlayHandlers: (rules.def.on.play?.length ?? 0) > 0 || fx.on.play !== undefined,
    hasPassHandlers: fx.on.pass !== undefined,
  };
  // Effects that move cards can empty a hand: runEffects looks for shed-outs as effect-runner.ts does.
  fx.shedOuts = (s) => {
    if (s.phase === PLAY) shedOuts(cc, fx, s);
  };
  return cc;
}

// ---- each state's hands, in rank order ----

interface Hands {
  readonly hands: RankHand[];
  round: number;
  /** CoreState.effectMoves when the hands were made from the zones. */
  moved: number;
}

const handsOf = new WeakMap<CoreState, Hands>();
let lastState: CoreState | null = null;
let lastHands: Hands | null = null;

/** The state's hands as the listing reads them, made again from the zones when a round has begun or an effect has moved cards since. */
function hands(cc: ClimbCore, s: CoreState): Hands {
  let h: Hands | undefined;
  if (s === lastState) h = lastHands as Hands;
  else {
    h = handsOf.get(s);
    if (h === undefined) {
      handsOf.set(s, (h = { hands: RankHand.many(cc.melds, s.wild, s.L.n), round: -1, moved: -1 }));
    }
    lastState = s;
    lastHands = h;
  }
  if (h.round !== s.round || h.moved !== s.effectMoves) {
    const L = s.L;
    for (let seat = 0; seat < L.n; seat++) {
      const z = zoneAt(L, cc.hand, seat);
      (h.hands[seat] as RankHand).setCards(s.cards.subarray(z * L.cap, z * L.cap + (s.len[z] as number)));
    }
    h.round = s.round;
    h.moved = s.effectMoves;
  }
  return h;
}

// ---- the trick ----

function lastPlay(s: CoreState): PlayState | undefined {
  const plays = s.json.plays;
  return s.trickOn === 0 || plays === null ? undefined : plays[plays.length - 1];
}

function inTrick(s: CoreState, seat: number): boolean {
  return s.out[seat] === 0 && (s.droppedMask & (1 << seat)) === 0;
}

function passedBy(s: CoreState, seat: number): boolean {
  return (s.passedMask & (1 << seat)) !== 0;
}

function othersPassed(s: CoreState, seat: number): boolean {
  const n = s.L.n;
  for (let i = 0; i < n; i++) if (i !== seat && s.out[i] === 0 && !passedBy(s, i)) return false;
  return true;
}

function trickOver(cc: ClimbCore, s: CoreState): boolean {
  if (s.trickOn === 0) return false;
  const last = lastPlay(s);
  const n = s.L.n;
  if (last === undefined) {
    for (let i = 0; i < n; i++) if (inTrick(s, i) && !passedBy(s, i)) return false;
    return true;
  }
  if (!cc.soft) {
    let remaining = 0;
    let only = -1;
    for (let i = 0; i < n; i++) {
      if (!inTrick(s, i)) continue;
      remaining++;
      only = i;
    }
    if (remaining === 0) return true;
    return cc.clear && remaining === 1 && only === last.seat;
  }
  if (!othersPassed(s, last.seat)) return false;
  if (s.out[last.seat] !== 0) return true;
  return cc.clear || passedBy(s, last.seat);
}

function nextInTrick(s: CoreState, from: number): number {
  const n = s.L.n;
  const step = s.json.direction ?? 1;
  for (let i = 1; i <= n; i++) {
    const seat = (((from + step * i) % n) + n) % n;
    if (inTrick(s, seat)) return seat;
  }
  return -1;
}

/** climbing.ts climbingNextTurn; -1: none. */
function nextTurn(cc: ClimbCore, s: CoreState, seat: number): number {
  if (cc.soft && !cc.clear) {
    const last = lastPlay(s);
    if (last !== undefined && othersPassed(s, last.seat) && inTrick(s, last.seat)) return last.seat;
  }
  return nextInTrick(s, seat);
}

function leaderFrom(s: CoreState, wanted: number): number {
  const n = s.L.n;
  if (wanted >= 0 && wanted < n && s.out[wanted] === 0) return wanted;
  const step = s.json.direction ?? 1;
  for (let i = 1; i <= n; i++) {
    const seat = (((wanted + step * i) % n) + n) % n;
    if (s.out[seat] === 0) return seat;
  }
  return -1;
}

function startTrick(cc: ClimbCore, s: CoreState): void {
  const L = s.L;
  const leader = leaderFrom(s, s.nextLeader >= 0 ? s.nextLeader : s.roundLeader);
  let anyCards = false;
  for (let seat = 0; seat < L.n && !anyCards; seat++) anyCards = s.out[seat] === 0 && (s.len[zoneAt(L, cc.hand, seat)] as number) > 0;
  if (leader < 0 || !anyCards) {
    s.roundEnding = 1;
    return;
  }
  clearTrick(s);
  s.trickOn = 1;
  s.trickLeader = leader;
  s.trickNumber = s.tricksPlayed + 1;
  s.turn = leader;
  s.turnStarted = 0;
  s.nextLeader = -1;
}

function finishTrick(cc: ClimbCore, fx: CoreEffects, s: CoreState): void {
  if (s.trickOn === 0) return;
  const last = lastPlay(s);
  const winner = last === undefined ? -1 : last.seat;
  if (s.endFired === 0) {
    s.endFired = 1;
    emit(s, { kind: 'trick-end', number: s.trickNumber, winner: winner < 0 ? null : winner });
    fire(fx, s, ON_TRICK_END, winner);
    return;
  }
  const L = s.L;
  const table = L.table;
  const discard = L.discard;
  if (table !== discard) {
    const base = table * L.cap;
    const n = s.len[table] as number;
    for (let k = 0; k < n; k++) pushCard(s, discard, s.cards[base + k] as number);
    s.len[table] = 0;
  }
  s.tricksPlayed += 1;
  const next = s.nextLeader >= 0 ? s.nextLeader : winner >= 0 ? winner : s.trickLeader;
  clearTrick(s);
  s.turn = -1;
  s.nextLeader = next;
}

/** One step of the procedure (play-step.ts playStep, climbing). */
export function climbStep(cc: ClimbCore, fx: CoreEffects, s: CoreState): number {
  if (s.trickOn === 0) {
    startTrick(cc, s);
    return CONTINUE;
  }
  if (s.ending === 1) return climbEndingStep(cc, fx, s);
  if (trickOver(cc, s)) {
    s.ending = 1;
    return ENDED;
  }
  const seat = s.turn;
  if (seat < 0 || s.out[seat] !== 0 || (s.droppedMask & (1 << seat)) !== 0) {
    const next = nextTurn(cc, s, seat < 0 ? s.trickLeader : seat);
    if (next < 0 || next === seat) {
      s.ending = 1;
      return ENDED;
    }
    s.turn = next;
    s.turnStarted = 0;
    if (lastPlay(s) !== undefined) return QUIET;
    s.trickLeader = next;
    return CONTINUE;
  }
  if (s.turnStarted === 0) {
    s.turnStarted = 1;
    fire(fx, s, ON_TURN_START, seat);
    return STARTED;
  }
  return climbTurnStep(cc, fx, s, seat);
}

export function climbEndingStep(cc: ClimbCore, fx: CoreEffects, s: CoreState): number {
  finishTrick(cc, fx, s);
  return CONTINUE;
}

/** The seat's turn, started: its moves listed ('wait'), or with none a pass (play-step.ts turnStep). */
export function climbTurnStep(cc: ClimbCore, fx: CoreEffects, s: CoreState, seat: number): number {
  if (climbList(cc, s, seat) > 0) return WAIT;
  emit(s, { kind: 'cannot-move', seat });
  applyPass(cc, fx, s, seat);
  return CONTINUE;
}

// ---- listing ----

/**
 * A listing's facts are kept in the state's own scratch (CoreState.legalZone, unused by climbing),
 * so that a state's listing stands while other states of the same core are listed: its number of
 * plays, whether the obligations kept the plays and the pass, the steps it took, and per
 * obligation k (from OB + 5k): held, left the moves as they were, their number before, the steps
 * of its `when` and of its `must`s.
 */
const PLAYS = 0;
const KEEP_PLAYS = 1;
const KEEP_PASS = 2;
const COST = 3;
const OB = 4;

const NO_MOVES: readonly Move[] = Object.freeze([]) as readonly Move[];

/** Evaluates `ob`'s must on move i of kind k (0 play, 1 pass) of the listing; held. */
function evaluateMust(cc: ClimbCore, ob: CObligation, s: CoreState, seat: number, k: number, i: number): boolean {
  const env = cc.env;
  env.me = seat;
  env.legal = NO_MOVES;
  env.move = k === 0 ? moveOf(cc, i, seat) : passMove(cc, seat);
  try {
    return ob.must(s, env);
  } finally {
    env.move = null;
    env.legal = null;
  }
}

/**
 * The answer of obligation `ob`'s must for the `count` moves of kind k (0 play, 1 pass) of the
 * listing, as kind-obligation.ts keptByKind finds it: evaluated for the first move of the kind ever
 * met, and for every other move its steps spent again (evaluated again where the budget cannot hold
 * them, so that it stops where the runtime does).
 */
function kindAnswer(cc: ClimbCore, ob: CObligation, s: CoreState, seat: number, k: number, count: number): boolean {
  for (let i = 0; i < count; i++) {
    const cost = ob.cost[k] as number;
    if (cost >= 0 && stepsLeft() - cost >= 0) {
      spend(cost, undefined);
      continue;
    }
    const before = stepsLeft();
    const held = evaluateMust(cc, ob, s, seat, k, i);
    if (cost < 0) {
      ob.held[k] = held ? 1 : 0;
      ob.cost[k] = before - stepsLeft();
    }
  }
  return count > 0 && ob.held[k] === 1;
}

/** The seat's moves (legal.ts listTurn): plays over the table, the pass where open, through the obligations. Their number. */
export function climbList(cc: ClimbCore, s: CoreState, seat: number): number {
  const m = cc.melds;
  const h = hands(cc, s).hands[seat] as RankHand;
  const last = lastPlay(s);
  const left = stepsLeft();
  const buf = cc.buf;
  const plays = last === undefined ? listPlays(m, h, LEAD, 0, 0, 0, buf) : listPlays(m, h, meldType(m, last.meld), last.cards.length, last.height, last.low, buf);
  if (buf.steps > 0) spend(buf.steps, undefined);
  const pass = last !== undefined || cc.leaderMayPass;
  cc.owner = s;
  const info = s.legalZone;
  info[PLAYS] = plays;
  let keepPlays = true;
  let keepPass = pass;
  const obs = cc.obligations;
  const env = cc.env;
  for (let k = 0; k < obs.length; k++) {
    const ob = obs[k] as CObligation;
    const nPlays: number = keepPlays ? plays : 0;
    const nPass: number = keepPass ? 1 : 0;
    info[OB + 5 * k + 2] = nPlays + nPass;
    const start = stepsLeft();
    env.me = seat;
    const held = ob.when(s, env);
    const whenCost = start - stepsLeft();
    info[OB + 5 * k + 3] = whenCost;
    info[OB + 5 * k + 0] = held ? 1 : 0;
    if (!held) {
      info[OB + 5 * k + 1] = 1;
      info[OB + 5 * k + 4] = 0;
      continue;
    }
    const playsHeld = kindAnswer(cc, ob, s, seat, 0, nPlays);
    const passHeld = kindAnswer(cc, ob, s, seat, 1, nPass);
    info[OB + 5 * k + 4] = start - stepsLeft() - whenCost;
    const kept = (playsHeld ? nPlays : 0) + (passHeld ? nPass : 0);
    if (kept === 0) {
      info[OB + 5 * k + 1] = 1;
      continue;
    }
    info[OB + 5 * k + 1] = 0;
    keepPlays = keepPlays && playsHeld && nPlays > 0;
    keepPass = keepPass && passHeld;
  }
  info[KEEP_PLAYS] = keepPlays ? 1 : 0;
  info[KEEP_PASS] = keepPass ? 1 : 0;
  info[COST] = left - stepsLeft();
  s.legalSeat = seat;
  s.legalLen = (keepPlays ? plays : 0) + (keepPass ? 1 : 0);
  return s.legalLen;
}

/**
 * Another state of this core listed since this one: its plays listed again into the shared buffer
 * (the same plays: nothing it reads has changed), without their steps (spent when it was listed).
 */
function relist(cc: ClimbCore, s: CoreState): void {
  const m = cc.melds;
  const h = hands(cc, s).hands[s.legalSeat] as RankHand;
  const last = lastPlay(s);
  if (last === undefined) listPlays(m, h, LEAD, 0, 0, 0, cc.buf);
  else listPlays(m, h, meldType(m, last.meld), last.cards.length, last.height, last.low, cc.buf);
  cc.owner = s;
}

/** Which play of the listing move r is (-1: the pass). */
function playOf(cc: ClimbCore, s: CoreState, r: number): number {
  const info = s.legalZone;
  if (cc.owner !== s && info[KEEP_PLAYS] === 1) relist(cc, s);
  if (info[KEEP_PLAYS] === 1) return r < (info[PLAYS] as number) ? r : -1;
  return -1;
}


/** obligation-skips.ts emitSkippedObligations from the listing's steps (obligations.ts). */
function emitSkipped(cc: ClimbCore, s: CoreState, seat: number): void {
  emitSkippedFrom(cc.obligations, cc.env, s, seat, s.legalZone, COST, OB);
}

function roundPlaysOf(s: CoreState): NonNullable<CoreState['json']['roundPlays']> {
  let rp = s.json.roundPlays;
  if (rp === undefined) {
    rp = s.json.roundPlays = [];
    const order = s.json.keyOrder;
    s.json.keyOrder = withKey(order, 'roundPlays');
  }
  return rp;
}

const NO_CARDS: readonly PlayCard[] = Object.freeze([]);

function applyPass(cc: ClimbCore, fx: CoreEffects, s: CoreState, seat: number): void {
  if (cc.soft) {
    if (!passedBy(s, seat)) {
      s.passed[s.passedLen++] = seat;
      s.passedMask |= 1 << seat;
    }
  } else if ((s.droppedMask & (1 << seat)) === 0) {
    s.dropped[s.droppedLen++] = seat;
    s.droppedMask |= 1 << seat;
  }
  roundPlaysOf(s).push({ seat, trick: s.trickNumber, meld: '', cards: NO_CARDS });
  if (cc.hasPassHandlers) fire(fx, s, ON_PASS, seat);
  s.turn = nextTurn(cc, s, seat);
  s.turnStarted = 0;
}

/** ` *=RANKSUIT`: a wild's declaration as the move's text writes it. */
function wildText(cc: ClimbCore, rank: number, suit: number): string {
  const key = (rank - cc.melds.wildMin) * cc.slots + suit + 1;
  return (cc.wildTexts[key] ??= ` *=${rankText(cc.rules.def.cards, rank)}${suit < 0 ? '' : (cc.melds.suits[suit] as string)}`);
}

/** The listing's play i as `seat`'s Move (decode.ts decodePlay, its objects shared: a natural single's move, a card's PlayCard, a declaration's). */
function moveOf(cc: ClimbCore, i: number, seat: number): Extract<Move, { kind: 'play' }> {
  const m = cc.melds;
  const d = cc.buf.data;
  const at = cc.buf.start[i] as number;
  const type = d[at] as number;
  const n = d[at + 1] as number;
  const first = d[at + 2] as number;
  const size = m.size;
  if (n === 1 && first >= 0) {
    const key = (type * size + first) * cc.seats + seat;
    return (cc.singles[key] ??= naturalPlay(seat, m.names[type] as string, m.ids[first] as string)) as Extract<Move, { kind: 'play' }>;
  }
  const cards = new Array<PlayCard>(n);
  let decl = at + 2 + n;
  for (let j = 0; j < n; j++) {
    const c = d[at + 2 + j] as number;
    if (c >= 0) {
      cards[j] = cc.naturals[c] ??= naturalCard(m.ids[c] as string);
      continue;
    }
    const k = -1 - c;
    const rank = d[decl++] as number;
    const suit = d[decl++] as number;
    const key = (k * cc.ranks + rank - m.wildMin) * cc.slots + suit + 1;
    cards[j] = cc.wilds[key] ??= Object.freeze({ id: m.ids[k] as string, as: Object.freeze({ rank, suit: suit < 0 ? null : (m.suits[suit] as string) }) });
  }
  return { kind: 'play', seat, meld: m.names[type] as string, cards };
}

/** A seat's pass, one shared frozen object per seat (moves are never changed). */
function passMove(cc: ClimbCore, seat: number): Move {
  return (cc.passes[seat] ??= Object.freeze({ kind: 'pass', seat }));
}

/** The r-th listed move as the runtime's Move. */
export function climbMoveAt(cc: ClimbCore, s: CoreState, r: number): Move {
  const i = playOf(cc, s, r);
  return i < 0 ? passMove(cc, s.legalSeat) : moveOf(cc, i, s.legalSeat);
}

/** Carries out the r-th listed move (engine.ts perform, climbing.ts applyClimbing); the move made. */
export function climbApply(cc: ClimbCore, fx: CoreEffects, s: CoreState, r: number): Move {
  const seat = s.legalSeat;
  const i = playOf(cc, s, r);
  emitSkipped(cc, s, seat);
  if (i < 0) {
    const move = passMove(cc, seat);
    emit(s, { kind: 'move', seat, move, text: 'pass' });
    applyPass(cc, fx, s, seat);
    return move;
  }
  const move = moveOf(cc, i, seat);
  const m = cc.melds;
  const d = cc.buf.data;
  const at = (cc.buf.start[i] as number) + 1;
  const n = d[at] as number;
  // The text (notation.ts climbingPlayText). Where a play's cards could form another meld type
  // too, the text names the meld: notation.ts decides, from the rules, the player count and which
  // cards are wild, all it reads of the state.
  let text: string;
  const c0 = d[at + 1] as number;
  if (cc.namesMelds) text = moveText(cc.rules, { players: { length: s.L.n }, wild: wildOf(s, true) } as unknown as GameState, move);
  else if (n === 1 && c0 >= 0) text = cc.single[c0] as string;
  else {
    text = 'play';
    let decl = at + 1 + n;
    for (let j = 0; j < n; j++) {
      const c = d[at + 1 + j] as number;
      if (c >= 0) text += cc.spaced[c] as string;
      else {
        text += wildText(cc, d[decl] as number, d[decl + 1] as number);
        decl += 2;
      }
    }
  }
  emit(s, { kind: 'move', seat, move, text });
  const L = s.L;
  const h = hands(cc, s).hands[seat] as RankHand;
  const from = zoneAt(L, cc.hand, seat);
  const played = new Array<PlayedCardState>(n);
  let height = -Infinity;
  let low = Infinity;
  let decl = at + 1 + n;
  for (let j = 0; j < n; j++) {
    const c = d[at + 1 + j] as number;
    const k = c >= 0 ? c : -1 - c;
    const where = placeOf(s, from, k);
    if (where >= 0) removeAt(s, from, where);
    pushCard(s, L.table, k);
    h.remove(k);
    let pc: PlayedCardState;
    if (c >= 0) pc = cc.natural[k] as PlayedCardState;
    else {
      const suit = d[decl + 1] as number;
      pc = { id: m.ids[k] as string, rank: d[decl] as number, suit: suit < 0 ? null : (m.suits[suit] as string), wild: true };
      decl += 2;
    }
    played[j] = pc;
    const rk = pc.rank ?? 0;
    if (rk > height) height = rk;
    if (rk < low) low = rk;
  }
  if (n > 1) sortCanonical(played);
  const t: PlayState = { seat, cards: played, meld: move.meld, height, low };
  if (s.json.plays === null) s.json.plays = [t];
  else s.json.plays.push(t);
  if (cc.soft && s.passedLen > 0) {
    s.passedLen = 0;
    s.passedMask = 0;
  }
  const cards = move.cards;
  roundPlaysOf(s).push({ seat, trick: s.trickNumber, meld: move.meld, cards });
  if (cc.hasPlayHandlers) {
    const refs: Value[] = [];
    for (let j = 0; j < n; j++) refs.push(cardRef((cards[j] as PlayCard).id));
    fire(fx, s, ON_PLAY, seat, { played: refs, meld: move.meld });
  }
  if (s.phase === PLAY) shedOuts(cc, fx, s);
  s.turn = nextTurn(cc, s, seat);
  s.turnStarted = 0;
  return move;
}

/** shed-out.ts detectShedOuts: every seat still in with an empty hand goes out, in seat order, its shed-out handlers run at once. */
function shedOuts(cc: ClimbCore, fx: CoreEffects, s: CoreState): void {
  const L = s.L;
  for (let seat = 0; seat < L.n; seat++) {
    if (s.out[seat] !== 0) continue;
    if ((s.len[zoneAt(L, cc.hand, seat)] as number) > 0) continue;
    s.out[seat] = 1;
    s.outOrder[seat] = ++s.outCount;
    emit(s, { kind: 'out', seat, order: s.outOrder[seat] as number, reason: 'shed' });
    fireNow(fx, s, ON_SHED_OUT, seat);
  }
}
