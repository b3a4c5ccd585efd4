// The integer core's event log: the runtime's GameEvents (events.ts) as records of integers
// (records.ts), one push function per kind taking numbers (log-tables.ts says what each number
// is); event-decode.ts gives back the runtime's object for a record, its move text and its
// secret forms. Append-only, like the runtime's `state.events`; clearRecords empties it for the
// next game without giving its room back.
//
// Records (the head word is the kind, with the kind's bits above KIND_BITS; -1 stands for null and
// for an absent optional field; `see` is SEE_ALL or a bit per seat; `rule` a range number, `because`
// and names string numbers; a number word may be two, so numbers come after the fixed words):
//   round-start        [h, round, leader]
//   move               [h | MOVE_SETUP | MOVE_RANK_CHOICE, move (its history index: the seat is the move's), see]
//                        (the rank-choice bit is all of the state the move's text depends on beside
//                        the rules, the players' names and their count: move-text.ts)
//   shuffle            [h, zone]
//   cards              [h | verb << KIND_BITS | CARDS_WILD, from, to, rule, see, count, card...]
//   wild               [h, owner, rule, see, count, card...]
//   score              [h, seat, because, rule, team, amount]
//   leader             [h | LEADER_NOW | LEADER_FIRST, seat, instead, rule]
//   out                [h | reason << KIND_BITS, seat, order]
//   marker             [h | verb << KIND_BITS, marker, seat, rule]
//   var                [h, var, seat, rule, see, value]   (seat -1: a game var; the value by index)
//   cannot-move        [h, seat]
//   obligation-skipped [h, seat, name, rule]
//   trick-end          [h, number, winner]
//   round-end          [h, round, seats, hands, then per seat: its round score and total (numbers),
//                        then per hand: zone, count, card...]  (the scores' parts are the round's
//                        score records, read back at decode time as roundScores reads the log)
//   game-over          [h, count, seat...]
import type { Value } from '../../values.js';
import type { CardsVerb, MarkerVerb } from '../../events.js';
import { begin, clearRecords, newRecords, putNum, putValue, reserve, type Records } from './records.js';

export const ROUND_START = 0;
export const MOVE = 1;
export const SHUFFLE = 2;
export const CARDS = 3;
export const WILD = 4;
export const SCORE = 5;
export const LEADER = 6;
export const OUT = 7;
export const MARKER = 8;
export const VAR = 9;
export const CANNOT_MOVE = 10;
export const OBLIGATION_SKIPPED = 11;
export const TRICK_END = 12;
export const ROUND_END = 13;
export const GAME_OVER = 14;

export const KIND_NAMES = [
  'round-start', 'move', 'shuffle', 'cards', 'wild', 'score', 'leader', 'out', 'marker', 'var',
  'cannot-move', 'obligation-skipped', 'trick-end', 'round-end', 'game-over',
] as const;

/** The kind is the head word's low bits; a kind's own bits (verbs, flags) are above them. */
export const KIND_BITS = 4;
export const KIND_MASK = (1 << KIND_BITS) - 1;

export const CARDS_VERBS: readonly CardsVerb[] = ['move', 'draw', 'deal', 'give', 'split'];
export const MARKER_VERBS: readonly MarkerVerb[] = ['take', 'flip', 'unflip', 'return', 'retire', 'remove', 'resolve'];
export const OUT_REASONS = ['shed', 'sit-out'] as const;

/** Cards verbs take 3 bits; CARDS_WILD is above them. */
export const CARDS_WILD = 1 << (KIND_BITS + 3);
export const MOVE_SETUP = 1 << KIND_BITS;
/** The move answered a rank choice (a number chosen is written as a rank). */
export const MOVE_RANK_CHOICE = 1 << (KIND_BITS + 1);
export const LEADER_NOW = 1 << KIND_BITS;
export const LEADER_FIRST = 1 << (KIND_BITS + 1);

export type EventLog = Records;

export function newEventLog(): EventLog {
  return newRecords(2048, 512);
}

export const clearEventLog: (log: EventLog) => void = clearRecords;

export function pushRoundStart(log: EventLog, round: number, leader: number): void {
  begin(log, ROUND_START, 2);
  const w = log.words;
  w[log.len++] = round;
  w[log.len++] = leader;
}

/** A move's event: the move is history record `move` (its seat the event's); `flags` MOVE_SETUP (a setup decision) and MOVE_RANK_CHOICE. */
export function pushMove(log: EventLog, move: number, flags: number, see: number): void {
  begin(log, MOVE | flags, 2);
  const w = log.words;
  w[log.len++] = move;
  w[log.len++] = see;
}

export function pushShuffle(log: EventLog, zone: number): void {
  begin(log, SHUFFLE, 1);
  log.words[log.len++] = zone;
}

/** Cards `cards[off .. off + count)` moving from zone `from` (-1: nowhere known) to `to`; `verb` an index of CARDS_VERBS. */
export function pushCards(log: EventLog, verb: number, cards: ArrayLike<number>, off: number, count: number, from: number, to: number, wild: boolean, rule: number, see: number): void {
  begin(log, CARDS | (verb << KIND_BITS) | (wild ? CARDS_WILD : 0), 5 + count);
  const w = log.words;
  w[log.len++] = from;
  w[log.len++] = to;
  w[log.len++] = rule;
  w[log.len++] = see;
  w[log.len++] = count;
  for (let k = 0; k < count; k++) w[log.len++] = cards[off + k] as number;
}

export function pushWild(log: EventLog, cards: ArrayLike<number>, off: number, count: number, owner: number, rule: number, see: number): void {
  begin(log, WILD, 4 + count);
  const w = log.words;
  w[log.len++] = owner;
  w[log.len++] = rule;
  w[log.len++] = see;
  w[log.len++] = count;
  for (let k = 0; k < count; k++) w[log.len++] = cards[off + k] as number;
}

/** Points scored; `team` -1 in a game without teams. */
export function pushScore(log: EventLog, seat: number, amount: number, because: number, rule: number, team: number): void {
  begin(log, SCORE, 6);
  const w = log.words;
  w[log.len++] = seat;
  w[log.len++] = because;
  w[log.len++] = rule;
  w[log.len++] = team;
  putNum(log, amount);
}

export function pushLeader(log: EventLog, seat: number, now: boolean, first: boolean, instead: number, rule: number): void {
  begin(log, LEADER | (now ? LEADER_NOW : 0) | (first ? LEADER_FIRST : 0), 3);
  const w = log.words;
  w[log.len++] = seat;
  w[log.len++] = instead;
  w[log.len++] = rule;
}

/** A seat goes out; `reason` an index of OUT_REASONS. */
export function pushOut(log: EventLog, seat: number, order: number, reason: number): void {
  begin(log, OUT | (reason << KIND_BITS), 2);
  const w = log.words;
  w[log.len++] = seat;
  w[log.len++] = order;
}

/** `verb` an index of MARKER_VERBS; `seat` -1 for null. */
export function pushMarker(log: EventLog, verb: number, marker: number, seat: number, rule: number): void {
  begin(log, MARKER | (verb << KIND_BITS), 3);
  const w = log.words;
  w[log.len++] = marker;
  w[log.len++] = seat;
  w[log.len++] = rule;
}

/** A var set: game var `v` (seat -1) or player var `v` of `seat`, to `value` (kept by reference). */
export function pushVar(log: EventLog, v: number, seat: number, value: Value, rule: number, see: number): void {
  begin(log, VAR, 5);
  const w = log.words;
  w[log.len++] = v;
  w[log.len++] = seat;
  w[log.len++] = rule;
  w[log.len++] = see;
  putValue(log, value);
}

export function pushCannotMove(log: EventLog, seat: number): void {
  begin(log, CANNOT_MOVE, 1);
  log.words[log.len++] = seat;
}

export function pushObligationSkipped(log: EventLog, seat: number, name: number, rule: number): void {
  begin(log, OBLIGATION_SKIPPED, 3);
  const w = log.words;
  w[log.len++] = seat;
  w[log.len++] = name;
  w[log.len++] = rule;
}

export function pushTrickEnd(log: EventLog, number: number, winner: number): void {
  begin(log, TRICK_END, 2);
  const w = log.words;
  w[log.len++] = number;
  w[log.len++] = winner;
}

/** Where the round-end being written keeps its count of hands. */
let handsAt = -1;

/**
 * The round's end: each seat's round score and total (`round[k]`, `total[k]` for k < seats); its
 * hands follow (roundEndHand, each per-player zone holding cards in handsNow's order).
 */
export function pushRoundEnd(log: EventLog, round: number, seats: number, roundScores: ArrayLike<number>, totals: ArrayLike<number>): void {
  begin(log, ROUND_END, 3 + 4 * seats);
  const w = log.words;
  w[log.len++] = round;
  w[log.len++] = seats;
  handsAt = log.len;
  w[log.len++] = 0;
  for (let k = 0; k < seats; k++) {
    putNum(log, roundScores[k] as number);
    putNum(log, totals[k] as number);
  }
}

/** A hand of the round-end just pushed: zone `zone` held `cards[off .. off + count)`. */
export function roundEndHand(log: EventLog, zone: number, cards: ArrayLike<number>, off: number, count: number): void {
  reserve(log, 2 + count);
  const w = log.words;
  w[log.len++] = zone;
  w[log.len++] = count;
  for (let k = 0; k < count; k++) w[log.len++] = cards[off + k] as number;
  w[handsAt]++;
}

export function pushGameOver(log: EventLog, winners: ArrayLike<number>, count: number): void {
  begin(log, GAME_OVER, 1 + count);
  const w = log.words;
  w[log.len++] = count;
  for (let k = 0; k < count; k++) w[log.len++] = winners[k] as number;
}

export function kindAt(log: EventLog, i: number): number {
  return (log.words[log.starts[i] as number] as number) & KIND_MASK;
}
