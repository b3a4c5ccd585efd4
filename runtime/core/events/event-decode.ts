// The runtime's GameEvent (events.ts) of an integer log record (event-log.ts): the same fields in
// the same order as the object the runtime emits, so that JSON.stringify gives the same text; the
// move's text made from what its record keeps (move-text.ts); and the form a viewer sees (eventFor's).
import type { SourceRange } from '../../../grammar/diagnostics.js';
import type { CardsVerb, GameEvent, MarkerVerb, ScorePart, SeatScore, Viewer } from '../../events.js';
import { teamOf, teamSeats } from '../../teams.js';
import type { Move } from '../../moves.js';
import type { Value } from '../../values.js';
import { readNum, readWord, type Cursor } from './records.js';
import {
  CARDS, CARDS_VERBS, CARDS_WILD, CANNOT_MOVE, GAME_OVER, KIND_BITS, KIND_MASK, LEADER, LEADER_FIRST, LEADER_NOW,
  MARKER, MARKER_VERBS, MOVE, MOVE_RANK_CHOICE, MOVE_SETUP, OBLIGATION_SKIPPED, OUT, OUT_REASONS, ROUND_END,
  ROUND_START, SCORE, SHUFFLE, TRICK_END, VAR, WILD, type EventLog,
} from './event-log.js';
import { moveAt, moveSeatAt, type MoveHistory } from './history.js';
import { MAX_SEATS, seeList, SEE_ALL, type LogTables } from './log-tables.js';
import { moveTextOf } from './move-text.js';

/** What decoding needs beside the log: the tables, the players' names and the moves (move events name them). */
export interface LogReader {
  readonly t: LogTables;
  readonly names: readonly string[];
  readonly history: MoveHistory;
}

const cursor: Cursor = { pos: 0 };

function at(log: EventLog, i: number): Cursor {
  if (i < 0 || i >= log.count) throw new RangeError(`no event ${i} in a log of ${log.count}`);
  cursor.pos = log.starts[i] as number;
  return cursor;
}

function seatOrNull(w: number): number | null {
  return w < 0 ? null : w;
}

function rangeOf(t: LogTables, w: number): SourceRange | undefined {
  return w < 0 ? undefined : t.rt.ranges[w];
}

function cardIds(t: LogTables, log: EventLog, c: Cursor, count: number): string[] {
  const ids = t.cards.ids;
  const out = new Array<string>(count);
  for (let k = 0; k < count; k++) out[k] = ids[log.words[c.pos++] as number] as string;
  return out;
}

/** Whether the viewer sees the whole of an event whose `see` word is `see` (events.ts seesWhole). */
export function seesWhole(see: number, viewer: Viewer): boolean {
  return see === SEE_ALL || viewer === 'designer' || (viewer !== null && viewer >= 0 && viewer < MAX_SEATS && (see & (1 << viewer)) !== 0);
}

/** The `see` word of event i (SEE_ALL for a kind that is always public). */
export function seeAt(log: EventLog, i: number): number {
  const s = log.starts[i] as number;
  switch ((log.words[s] as number) & KIND_MASK) {
    case MOVE: return log.words[s + 2] as number;
    case CARDS: return log.words[s + 4] as number;
    case WILD: return log.words[s + 3] as number;
    case VAR: return log.words[s + 4] as number;
  }
  return SEE_ALL;
}

/** Move event i's text: the move's notation in the state it was made in. */
export function moveTextAt(log: EventLog, i: number, rd: LogReader): string {
  const c = at(log, i);
  const head = readWord(log, c);
  if ((head & KIND_MASK) !== MOVE) throw new Error(`event ${i} is no move`);
  const j = readWord(log, c);
  return moveTextOf(rd.t, rd.names, moveAt(rd.history, rd.t, j), (head & MOVE_RANK_CHOICE) !== 0);
}

/** Event i as the runtime's object (the whole event, `see` included). */
export function eventAt(log: EventLog, i: number, rd: LogReader): GameEvent {
  const t = rd.t;
  const c = at(log, i);
  const head = readWord(log, c);
  const bits = head >>> KIND_BITS;
  switch (head & KIND_MASK) {
    case ROUND_START: {
      const round = readWord(log, c);
      return { kind: 'round-start', round, leader: readWord(log, c) };
    }
    case MOVE: {
      const j = readWord(log, c);
      const see = readWord(log, c);
      const move: Move = moveAt(rd.history, t, j);
      const seat = move.seat;
      const text = moveTextOf(t, rd.names, move, (head & MOVE_RANK_CHOICE) !== 0);
      const e: { kind: 'move'; seat: number; move: Move; text: string; setup?: true; see?: readonly number[] } = { kind: 'move', seat, move, text };
      if ((head & MOVE_SETUP) !== 0) e.setup = true;
      if (see !== SEE_ALL) e.see = seeList(see);
      return e;
    }
    case SHUFFLE: return { kind: 'shuffle', zone: t.zoneKeys[readWord(log, c)] as string };
    case CARDS: {
      const from = readWord(log, c);
      const to = readWord(log, c);
      const rule = readWord(log, c);
      const see = readWord(log, c);
      const count = readWord(log, c);
      const e: {
        kind: 'cards'; verb: CardsVerb; cards: string[]; count: number;
        from: string | null; to: string; wild?: true; rule?: SourceRange; see?: readonly number[];
      } = { kind: 'cards', verb: CARDS_VERBS[bits & 7] as CardsVerb, cards: cardIds(t, log, c, count), count, from: from < 0 ? null : (t.zoneKeys[from] as string), to: t.zoneKeys[to] as string };
      if ((head & CARDS_WILD) !== 0) e.wild = true;
      if (rule >= 0) e.rule = rangeOf(t, rule);
      if (see !== SEE_ALL) e.see = seeList(see);
      return e;
    }
    case WILD: {
      const owner = readWord(log, c);
      const rule = readWord(log, c);
      const see = readWord(log, c);
      const count = readWord(log, c);
      const e: { kind: 'wild'; cards: string[]; count: number; owner: number | null; rule?: SourceRange; see?: readonly number[] } = { kind: 'wild', cards: cardIds(t, log, c, count), count, owner: seatOrNull(owner) };
      if (rule >= 0) e.rule = rangeOf(t, rule);
      if (see !== SEE_ALL) e.see = seeList(see);
      return e;
    }
    case SCORE: {
      const seat = readWord(log, c);
      const because = t.rt.strings[readWord(log, c)] as string;
      const rule = readWord(log, c);
      const team = readWord(log, c);
      const amount = readNum(log, c);
      const e: { kind: 'score'; seat: number; amount: number; because: string; rule?: SourceRange; team?: number } = { kind: 'score', seat, amount, because };
      if (rule >= 0) e.rule = rangeOf(t, rule);
      if (team >= 0) e.team = team;
      return e;
    }
    case LEADER: {
      const seat = readWord(log, c);
      const instead = readWord(log, c);
      const rule = readWord(log, c);
      const e: { kind: 'leader'; seat: number; now: boolean; first?: true; instead?: number; rule?: SourceRange } = { kind: 'leader', seat, now: (head & LEADER_NOW) !== 0 };
      if ((head & LEADER_FIRST) !== 0) e.first = true;
      if (instead >= 0) e.instead = instead;
      if (rule >= 0) e.rule = rangeOf(t, rule);
      return e;
    }
    case OUT: {
      const seat = readWord(log, c);
      return { kind: 'out', seat, order: readWord(log, c), reason: OUT_REASONS[bits] as (typeof OUT_REASONS)[number] };
    }
    case MARKER: {
      const marker = t.markerKeys[readWord(log, c)] as string;
      const seat = seatOrNull(readWord(log, c));
      const rule = readWord(log, c);
      const verb = MARKER_VERBS[bits] as MarkerVerb;
      return rule >= 0 ? { kind: 'marker', verb, marker, seat, rule: rangeOf(t, rule) } : { kind: 'marker', verb, marker, seat };
    }
    case VAR: {
      const v = readWord(log, c);
      const seat = seatOrNull(readWord(log, c));
      const rule = readWord(log, c);
      const see = readWord(log, c);
      const value = log.values[readWord(log, c)] as Value;
      const name = (seat === null ? t.varNames[v] : t.playerVarNames[v]) as string;
      const e: { kind: 'var'; name: string; seat: number | null; value: Value; rule?: SourceRange; see?: readonly number[] } = { kind: 'var', name, seat, value };
      if (rule >= 0) e.rule = rangeOf(t, rule);
      if (see !== SEE_ALL) e.see = seeList(see);
      return e;
    }
    case CANNOT_MOVE: return { kind: 'cannot-move', seat: readWord(log, c) };
    case OBLIGATION_SKIPPED: {
      const seat = readWord(log, c);
      const name = t.rt.strings[readWord(log, c)] as string;
      const rule = readWord(log, c);
      return rule >= 0 ? { kind: 'obligation-skipped', seat, name, rule: rangeOf(t, rule) } : { kind: 'obligation-skipped', seat, name };
    }
    case TRICK_END: {
      const number = readWord(log, c);
      return { kind: 'trick-end', number, winner: seatOrNull(readWord(log, c)) };
    }
    case ROUND_END: return roundEndAt(log, i, t, c);
    case GAME_OVER: {
      const count = readWord(log, c);
      const winners = new Array<number>(count);
      for (let k = 0; k < count; k++) winners[k] = readWord(log, c);
      return { kind: 'game-over', winners };
    }
  }
  throw new Error(`event ${i}: unknown kind ${head & KIND_MASK}`);
}

function roundEndAt(log: EventLog, i: number, t: LogTables, c: Cursor): GameEvent {
  const round = readWord(log, c);
  const n = readWord(log, c);
  const handCount = readWord(log, c);
  const rounds = new Array<number>(n);
  const totals = new Array<number>(n);
  for (let k = 0; k < n; k++) {
    rounds[k] = readNum(log, c);
    totals[k] = readNum(log, c);
  }
  const hands: Record<string, string[]> = {};
  for (let h = 0; h < handCount; h++) {
    const zone = t.zoneKeys[readWord(log, c)] as string;
    const count = readWord(log, c);
    hands[zone] = cardIds(t, log, c, count);
  }
  const parts = roundParts(log, i, t, n);
  const scores = new Array<SeatScore>(n);
  for (let seat = 0; seat < n; seat++) {
    const team = teamOf(t.rules, seat);
    scores[seat] = team !== null
      ? { seat, team, round: rounds[seat] as number, total: totals[seat] as number, parts: parts[seat] as ScorePart[] }
      : { seat, round: rounds[seat] as number, total: totals[seat] as number, parts: parts[seat] as ScorePart[] };
  }
  return { kind: 'round-end', round, scores, hands };
}

/** Each seat's score parts: the score records back to the round's start, in order (round-scores.ts roundScores). */
function roundParts(log: EventLog, i: number, t: LogTables, n: number): ScorePart[][] {
  let start = i;
  while (start > 0 && ((log.words[log.starts[start - 1] as number] as number) & KIND_MASK) !== ROUND_START) start--;
  const parts: ScorePart[][] = [];
  for (let seat = 0; seat < n; seat++) parts.push([]);
  const c: Cursor = { pos: 0 };
  for (let k = start; k < i; k++) {
    c.pos = log.starts[k] as number;
    if (((log.words[c.pos++] as number) & KIND_MASK) !== SCORE) continue;
    const seat = readWord(log, c);
    const because = t.rt.strings[readWord(log, c)] as string;
    const rule = readWord(log, c);
    const team = readWord(log, c);
    const amount = readNum(log, c);
    const part: ScorePart = rule >= 0 ? { amount, because, rule: rangeOf(t, rule) as SourceRange } : { amount, because };
    if (team < 0) {
      if (seat >= 0 && seat < n) (parts[seat] as ScorePart[]).push(part);
    } else for (const m of teamSeats(t.rules, n, seat)) (parts[m] as ScorePart[]).push(part);
  }
  return parts;
}

/** Event i as `viewer` may see it: eventFor(eventAt(...), viewer), the secret part never decoded. */
export function eventAtFor(log: EventLog, i: number, rd: LogReader, viewer: Viewer): GameEvent {
  if (seesWhole(seeAt(log, i), viewer)) return eventAt(log, i, rd);
  const t = rd.t;
  const c = at(log, i);
  const head = readWord(log, c);
  switch (head & KIND_MASK) {
    case MOVE: {
      const seat = moveSeatAt(rd.history, readWord(log, c));
      return (head & MOVE_SETUP) !== 0 ? { kind: 'move', seat, setup: true, secret: true } : { kind: 'move', seat, secret: true };
    }
    case CARDS: {
      const from = readWord(log, c);
      const to = readWord(log, c);
      const rule = readWord(log, c);
      c.pos++;
      const count = readWord(log, c);
      const e: {
        kind: 'cards'; verb: CardsVerb; count: number; from: string | null; to: string;
        wild?: true; rule?: SourceRange; cards: string[]; secret: true;
      } = { kind: 'cards', verb: CARDS_VERBS[(head >>> KIND_BITS) & 7] as CardsVerb, count, from: from < 0 ? null : (t.zoneKeys[from] as string), to: t.zoneKeys[to] as string } as never;
      if ((head & CARDS_WILD) !== 0) e.wild = true;
      if (rule >= 0) e.rule = rangeOf(t, rule);
      e.cards = [];
      e.secret = true;
      return e;
    }
    case WILD: {
      const owner = readWord(log, c);
      const rule = readWord(log, c);
      c.pos++;
      const count = readWord(log, c);
      const e: { kind: 'wild'; count: number; owner: number | null; rule?: SourceRange; cards: string[]; secret: true } = { kind: 'wild', count, owner: seatOrNull(owner) } as never;
      if (rule >= 0) e.rule = rangeOf(t, rule);
      e.cards = [];
      e.secret = true;
      return e;
    }
    case VAR: {
      const v = readWord(log, c);
      const seat = seatOrNull(readWord(log, c));
      const rule = readWord(log, c);
      const name = (seat === null ? t.varNames[v] : t.playerVarNames[v]) as string;
      const e: { kind: 'var'; name: string; seat: number | null; rule?: SourceRange; secret: true } = { kind: 'var', name, seat } as never;
      if (rule >= 0) e.rule = rangeOf(t, rule);
      e.secret = true;
      return e;
    }
  }
  return eventAt(log, i, rd);
}

/**
 * The log's events from `from` on as the runtime's objects (GameState.events at the boundary), or
 * as `viewer` sees them. Their moves, ranges, `see` lists and values are the runtime's shared
 * objects, as in its own events: never to be changed (eventsFor's callers get copies).
 */
export function eventsOf(log: EventLog, rd: LogReader, from = 0, viewer?: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = from; i < log.count; i++) out.push(viewer === undefined ? eventAt(log, i, rd) : eventAtFor(log, i, rd, viewer));
  return out;
}
