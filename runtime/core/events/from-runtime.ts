// The runtime's events and moves written into the integer log and history through their push
// functions: the boundary's conversion (a JSON state's events and history into the core's), and
// what the tests and the bench use to feed the log the runtime's own games. A move event needs
// two facts of the state it was made in that its object does not hold (move-text.ts): moveFacts
// reads them off a GameState before the move.
import type { GameState } from '../../state.js';
import type { GameEvent } from '../../events.js';
import type { Move, PlayCard } from '../../moves.js';
import {
  CARDS_VERBS, MARKER_VERBS, MOVE_RANK_CHOICE, MOVE_SETUP, OUT_REASONS, pushCannotMove, pushCards, pushGameOver,
  pushLeader, pushMarker, pushMove, pushObligationSkipped, pushOut, pushRoundEnd, pushRoundStart, pushScore,
  pushShuffle, pushTrickEnd, pushVar, pushWild, roundEndHand, type EventLog,
} from './event-log.js';
import { beginPlay, endPlay, playAnySuit, playCard, playWild, pushAction, pushChoose, pushPass, pushPlayOne, pushSplit, type MoveHistory } from './history.js';
import { rangeNumber, seeMask, stringNumber, suitCode, type LogTables } from './log-tables.js';

/** What a move event's record keeps of the state before the move beside its object: its history index, whether it answers a rank choice. */
export interface MoveFacts {
  readonly index: number;
  readonly rankChoice: boolean;
}

/** The facts of the history's move number `index`, in the state `s` it is about to be made in. */
export function moveFacts(s: GameState, index: number): MoveFacts {
  return { index, rankChoice: s.pending?.kind === 'choice' && s.pending.choice === 'rank' };
}

export function cardNumber(t: LogTables, id: string): number {
  const k = t.cards.index.get(id);
  if (k === undefined) throw new Error(`no card '${id}' in the card table`);
  return k;
}

export function zoneNumber(t: LogTables, key: string): number {
  const z = t.zoneIndex.get(key);
  if (z === undefined) throw new Error(`no zone '${key}' among the round's zones`);
  return z;
}

function markerNumber(t: LogTables, key: string): number {
  const m = t.markerIndex.get(key);
  if (m === undefined) throw new Error(`no marker '${key}' among the round's markers`);
  return m;
}

function cardNumbers(t: LogTables, ids: readonly string[]): number[] {
  return ids.map((id) => cardNumber(t, id));
}

function index<T>(list: readonly T[], x: T, what: string): number {
  const i = list.indexOf(x);
  if (i < 0) throw new Error(`no ${what} '${String(x)}'`);
  return i;
}

/** Writes the runtime's event `e` (whole: not a viewer's form); a move event needs its facts. */
export function encodeEvent(log: EventLog, t: LogTables, e: GameEvent, facts?: MoveFacts): void {
  if (e.secret === true) throw new Error('a viewer\'s form of an event is no event of the log');
  const see = seeMask(e.see);
  switch (e.kind) {
    case 'round-start': return pushRoundStart(log, e.round, e.leader);
    case 'move': {
      if (facts === undefined || e.move === undefined) throw new Error('a move event needs its move and its facts');
      const flags = (e.setup === true ? MOVE_SETUP : 0) | (facts.rankChoice ? MOVE_RANK_CHOICE : 0);
      if (e.seat !== e.move.seat) throw new Error(`a move event of seat ${e.seat} holds seat ${e.move.seat}'s move`);
      return pushMove(log, facts.index, flags, see);
    }
    case 'shuffle': return pushShuffle(log, zoneNumber(t, e.zone));
    case 'cards': {
      if (e.count !== e.cards.length) throw new Error(`a cards event of ${e.cards.length} cards counts ${e.count}`);
      const from = e.from === null ? -1 : zoneNumber(t, e.from);
      return pushCards(log, index(CARDS_VERBS, e.verb, 'cards verb'), cardNumbers(t, e.cards), 0, e.count, from, zoneNumber(t, e.to), e.wild === true, rangeNumber(t.rt, e.rule), see);
    }
    case 'wild': {
      if (e.count !== e.cards.length) throw new Error(`a wild event of ${e.cards.length} cards counts ${e.count}`);
      return pushWild(log, cardNumbers(t, e.cards), 0, e.count, e.owner ?? -1, rangeNumber(t.rt, e.rule), see);
    }
    case 'score': return pushScore(log, e.seat, e.amount, stringNumber(t.rt, e.because), rangeNumber(t.rt, e.rule), e.team ?? -1);
    case 'leader': return pushLeader(log, e.seat, e.now, e.first === true, e.instead ?? -1, rangeNumber(t.rt, e.rule));
    case 'out': return pushOut(log, e.seat, e.order, index(OUT_REASONS, e.reason, 'out reason'));
    case 'marker': return pushMarker(log, index(MARKER_VERBS, e.verb, 'marker verb'), markerNumber(t, e.marker), e.seat ?? -1, rangeNumber(t.rt, e.rule));
    case 'var': {
      const v = (e.seat === null ? t.varIndex : t.playerVarIndex).get(e.name);
      if (v === undefined || e.value === undefined) throw new Error(`var event of '${e.name}': no such var, or no value`);
      return pushVar(log, v, e.seat ?? -1, e.value, rangeNumber(t.rt, e.rule), see);
    }
    case 'cannot-move': return pushCannotMove(log, e.seat);
    case 'obligation-skipped': return pushObligationSkipped(log, e.seat, stringNumber(t.rt, e.name), rangeNumber(t.rt, e.rule));
    case 'trick-end': return pushTrickEnd(log, e.number, e.winner ?? -1);
    case 'round-end': {
      const n = e.scores.length;
      e.scores.forEach((sc, k) => {
        if (sc.seat !== k) throw new Error(`round-end: score ${k} is seat ${sc.seat}'s`);
      });
      pushRoundEnd(log, e.round, n, e.scores.map((sc) => sc.round), e.scores.map((sc) => sc.total));
      for (const [key, ids] of Object.entries(e.hands)) roundEndHand(log, zoneNumber(t, key), cardNumbers(t, ids), 0, ids.length);
      return;
    }
    case 'game-over': return pushGameOver(log, e.winners, e.winners.length);
  }
}

/** Writes the runtime's move `m`. */
export function encodeMove(h: MoveHistory, t: LogTables, m: Move): void {
  switch (m.kind) {
    case 'play': {
      const meld = stringNumber(t.rt, m.meld);
      const c0 = m.cards[0];
      if (m.cards.length === 1 && c0 !== undefined && c0.as === undefined && c0.suit === undefined) return pushPlayOne(h, m.seat, meld, cardNumber(t, c0.id));
      beginPlay(h, m.seat, meld);
      for (const c of m.cards as readonly PlayCard[]) {
        const k = cardNumber(t, c.id);
        if (c.as !== undefined && c.suit !== undefined) throw new Error(`card ${c.id} is played both as a wild and with a suit`);
        if (c.as !== undefined) playWild(h, k, c.as.rank, suitCode(t, c.as.suit));
        else if (c.suit !== undefined) playAnySuit(h, k, suitCode(t, c.suit));
        else playCard(h, k);
      }
      return endPlay(h);
    }
    case 'pass': return pushPass(h, m.seat);
    case 'choose': return pushChoose(h, m.seat, m.value);
    case 'split': return pushSplit(h, m.seat, m.right);
    case 'action': return pushAction(h, m.seat, stringNumber(t.rt, m.name));
  }
}
