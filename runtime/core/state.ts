// The integer core's state: one game's GameState (state.ts) as typed arrays over its rule file's
// layout (layout.ts), so that the engine loop reads and writes numbers in place instead of string
// ids in JSON objects.
//
// Why: a JSON state costs the runtime about 1,000 ns per move in the least trick game, most of it
// in the state's shape (string card ids, zones by name, an object per move, docs/dev/fast-core.md).
// Here every card is its rules.cardTable index, every zone instance, marker and var a number from
// the layout, and a zone is a segment of one Int32Array:
//
// - zone instance z holds `cards[z * cap .. z * cap + len[z])` in order (index 0: the top, as
//   GameState.zones' lists), cap = the box's size; `at[card]` is the instance holding the card (-1: none);
// - per player: score, roundScore (Float64Array), tricks, outOrder (Int32Array), out (Uint8Array);
// - vars in slot arrays of the runtime's Values (runtime/values.ts), game vars by number and player
//   vars at seat * playerVarCount + number (undefined: not set, as a missing key);
// - markers: owner (-1: none) and flag bits (FLIPPED, REMOVED, RETIRING), by marker number;
// - the trick as integers: leader, number, led suit (a suit index, -1 none, OTHER_LED with the letter in
//   ledSuitText), the plays as seat + card + zone definition played from, the passed and dropped
//   seats as lists in order (their JSON order) and as bit masks;
// - the game's counters as numbers (-1 for null), the rng as the runtime's four-number RngState (so
//   runtime/rng.ts's functions draw from it directly).
//
// Parts the core does not play yet stay in their JSON form in `json` (frames, tasks, pending,
// deals, fixed and later deals, direction, skips, start leader, the round's plays, winners, events,
// history; a trick's plays of another shape than a must-follow card from a zone, and the trick's
// shedding and climbing extras), so that GameState → CoreState → GameState gives the same JSON.
import type { Frame, GameState, LaterDeal, Pending, PlayState, PublicPlay, RoundDeal, Task, TrickState } from '../state.js';
import type { RngState } from '../rng.js';
import type { Value } from '../values.js';
import type { Move } from '../moves.js';
import type { GameEvent } from '../events.js';
import type { CoreLayout } from './layout.js';

/** Phases by number (GameState.phase). */
export const SETUP = 0;
export const PLAY = 1;
export const ROUND_END = 2;
export const OVER = 3;
export const PHASES: readonly GameState['phase'][] = ['setup', 'play', 'round-end', 'over'];

/** Marker flag bits. */
export const FLIPPED = 1;
export const REMOVED = 2;
export const RETIRING = 4;

/** ledSuit of a letter no card has (an effective suit's): the letter is in ledSuitText. */
export const OTHER_LED = -2;

/** The parts of a GameState kept in their JSON form (not played by the core yet, or immutable). */
export interface CoreJson {
  readonly version: 1;
  readonly seed: string;
  readonly names: readonly string[];
  readonly options: Record<string, Value>;
  pending: Pending | null;
  frames: Frame[];
  tasks: Task[];
  events: GameEvent[];
  history: Move[];
  winners: number[] | null;
  fixedDeal: GameState['fixedDeal'];
  /** Absent keys are undefined (and `has` below says whether the state had them). */
  roundPlays: PublicPlay[] | undefined;
  deals: Readonly<Record<number, RoundDeal>> | undefined;
  direction: -1 | undefined;
  skips: number | undefined;
  startLeader: number | null | undefined;
  laterDeals: Readonly<Record<number, LaterDeal>> | undefined;
  /** The trick's plays when one is not a must-follow play of one card from a zone (climbing, shedding); else null. */
  plays: PlayState[] | null;
  /** The trick's optional keys (after, window, drawn) in their order, or null when it has none. */
  trickExtra: Partial<Pick<TrickState, 'after' | 'window' | 'drawn'>> | null;
  /** The GameState's own keys in their order (optional keys come and go). */
  keyOrder: readonly string[];
}

export interface CoreState {
  readonly L: CoreLayout;
  /** Zone segments: instance z's cards are cards[z * cap .. z * cap + len[z]). */
  readonly cards: Int32Array;
  readonly len: Int32Array;
  /** The zone instance holding each card, -1: none. */
  readonly at: Int32Array;
  /** 1: the card is wild (GameState.wild); wildOrder lists them in the record's key order. */
  readonly wild: Uint8Array;
  readonly wildOrder: Int32Array;
  wildCount: number;

  readonly score: Float64Array;
  readonly roundScore: Float64Array;
  readonly tricks: Int32Array;
  readonly outOrder: Int32Array;
  readonly out: Uint8Array;
  /** Player vars: seat * playerVarNames.length + var number. */
  readonly pvars: (Value | undefined)[];
  /** Game vars by number. */
  readonly gvars: (Value | undefined)[];

  /** By marker number: owner (-1 none) and FLIPPED | REMOVED | RETIRING bits. */
  readonly markerOwner: Int32Array;
  readonly markerFlags: Uint8Array;
  /** Whether the state has its round's markers (false only before a round's start). */
  hasMarkers: boolean;

  /** 1: there is a trick (GameState.trick not null). */
  trickOn: number;
  trickLeader: number;
  trickNumber: number;
  /** Suit index, -1: null, OTHER_LED: ledSuitText. */
  ledSuit: number;
  ledSuitText: string | null;
  /** The trick's plays (when json.plays is null): seat, card, zone definition played from. */
  readonly playSeat: Int32Array;
  readonly playCard: Int32Array;
  readonly playZone: Int32Array;
  playCount: number;
  /** Passed and dropped seats in order, with their bit masks (seat < 31). */
  readonly passed: Int32Array;
  passedLen: number;
  passedMask: number;
  readonly dropped: Int32Array;
  droppedLen: number;
  droppedMask: number;
  ending: number;
  endFired: number;

  /** -1: null. */
  turn: number;
  turnStarted: number;
  nextLeader: number;
  roundLeader: number;
  outCount: number;
  tricksPlayed: number;
  /** SETUP, PLAY, ROUND_END, OVER. */
  phase: number;
  round: number;
  setupStep: number;
  moveCount: number;
  roundEnding: number;
  moveChecked: number;
  /** Cards moved by effects so far (the climbing listing's hands are made again when it changes). */
  effectMoves: number;
  /** Writes so far of the vars the end-when reads (CoreEffects.watched; every var at a round's start): what its kept value is kept against. */
  varsWritten: number;
  /** The end-when's value kept (engine.ts endsRound): at varsWritten endAt (-1: none), and the steps it cost. */
  endAt: number;
  endWas: boolean;
  endCost: number;
  readonly rng: RngState;

  /**
   * The moves listed at the decision the state waits at (engine scratch, not part of GameState):
   * card and zone definition played from, legalLen of them by legalSeat; legalLen -1: not listed.
   */
  readonly legalCard: Int32Array;
  readonly legalZone: Int32Array;
  legalLen: number;
  legalSeat: number;
  /** A must-follow listing's obligation facts (obligations.ts), null until it lists with obligations. */
  obInfo: Float64Array | null;

  /**
   * The round's plays (GameState.roundPlays) after json.roundPlays' entries: seat, trick number,
   * zone definition played from and card of each must-follow play, rpLen of them.
   */
  readonly rpSeat: Int32Array;
  readonly rpTrick: Int32Array;
  readonly rpZone: Int32Array;
  readonly rpCard: Int32Array;
  rpLen: number;

  readonly json: CoreJson;
}

/**
 * A state of the layout with every zone empty, every number 0 and the json parts given. The arrays
 * by card and the zone segments share one buffer: a typed array with a backing store of its own
 * costs about 300 ns to make (a game makes a state), a view on a shared one about 40.
 */
export function emptyCoreState(L: CoreLayout, json: CoreJson): CoreState {
  const n = L.n;
  const size = L.cards.size;
  const zones = L.zoneKeys.length;
  const segments = zones * L.cap;
  const buffer = new ArrayBuffer(4 * (segments + 8 * size));
  let offset = 0;
  const ints = (count: number): Int32Array => {
    const a = new Int32Array(buffer, offset, count);
    offset += 4 * count;
    return a;
  };
  const cards = ints(segments);
  const at = ints(size).fill(-1);
  const wildOrder = ints(size);
  const legalCard = ints(size);
  const legalZone = ints(size);
  return {
    L,
    cards,
    len: new Int32Array(zones),
    at,
    wild: new Uint8Array(size),
    wildOrder,
    wildCount: 0,
    score: new Float64Array(n),
    roundScore: new Float64Array(n),
    tricks: new Int32Array(n),
    outOrder: new Int32Array(n),
    out: new Uint8Array(n),
    pvars: new Array<Value | undefined>(n * L.playerVarNames.length).fill(undefined),
    gvars: new Array<Value | undefined>(L.varNames.length).fill(undefined),
    markerOwner: new Int32Array(L.markerKeys.length).fill(-1),
    markerFlags: new Uint8Array(L.markerKeys.length),
    hasMarkers: false,
    trickOn: 0,
    trickLeader: 0,
    trickNumber: 0,
    ledSuit: -1,
    ledSuitText: null,
    playSeat: new Int32Array(n),
    playCard: new Int32Array(n),
    playZone: new Int32Array(n),
    playCount: 0,
    passed: new Int32Array(n),
    passedLen: 0,
    passedMask: 0,
    dropped: new Int32Array(n),
    droppedLen: 0,
    droppedMask: 0,
    ending: 0,
    endFired: 0,
    turn: -1,
    turnStarted: 0,
    nextLeader: -1,
    roundLeader: 0,
    outCount: 0,
    tricksPlayed: 0,
    phase: SETUP,
    round: 0,
    setupStep: 0,
    moveCount: 0,
    roundEnding: 0,
    moveChecked: 0,
    varsWritten: 0,
    effectMoves: 0,
    endAt: -1,
    endWas: false,
    endCost: 0,
    rng: [0, 0, 0, 0],
    legalCard,
    legalZone,
    legalLen: -1,
    obInfo: null,
    legalSeat: -1,
    rpSeat: ints(size),
    rpTrick: ints(size),
    rpZone: ints(size),
    rpCard: ints(size),
    rpLen: 0,
    json,
  };
}

/** The size of zone instance z. */
export function zoneLen(s: CoreState, z: number): number {
  return s.len[z] as number;
}

/** The k-th card (from the top, 0) of zone instance z. */
export function zoneCard(s: CoreState, z: number, k: number): number {
  return s.cards[z * s.L.cap + k] as number;
}

/** Puts `card` at the end of zone instance z (it must be in no zone). */
export function pushCard(s: CoreState, z: number, card: number): void {
  const n = s.len[z] as number;
  s.cards[z * s.L.cap + n] = card;
  s.len[z] = n + 1;
  s.at[card] = z;
}

/** Takes the card at place k out of zone instance z, the cards after it moving up. */
export function removeAt(s: CoreState, z: number, k: number): number {
  const base = z * s.L.cap;
  const n = s.len[z] as number;
  const cards = s.cards;
  const card = cards[base + k] as number;
  // A loop: copyWithin is a call into the runtime, slower for the few cards a hand holds.
  for (let i = base + k + 1; i < base + n; i++) cards[i - 1] = cards[i] as number;
  s.len[z] = n - 1;
  s.at[card] = -1;
  return card;
}

/** The place of `card` in zone instance z, -1: not there. */
export function placeOf(s: CoreState, z: number, card: number): number {
  const base = z * s.L.cap;
  const n = s.len[z] as number;
  const cards = s.cards;
  for (let k = 0; k < n; k++) if (cards[base + k] === card) return k;
  return -1;
}

/** Moves `card` from its zone to the end of zone instance `to` (moveCard's order: out of its zone, onto the end). */
export function moveCardTo(s: CoreState, card: number, to: number): void {
  const from = s.at[card] as number;
  if (from >= 0) removeAt(s, from, placeOf(s, from, card));
  pushCard(s, to, card);
}

/** Sets the card's wild mark (appended to the record's order when new). */
export function markWild(s: CoreState, card: number): void {
  if (s.wild[card] === 1) return;
  s.wild[card] = 1;
  s.wildOrder[s.wildCount++] = card;
}

/** Clears every wild mark. */
export function clearWild(s: CoreState): void {
  for (let i = 0; i < s.wildCount; i++) s.wild[s.wildOrder[i] as number] = 0;
  s.wildCount = 0;
}
