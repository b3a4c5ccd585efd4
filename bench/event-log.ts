// The integer event log and move history (runtime/core/events/) against the runtime's objects:
// nanoseconds per pushed event and bytes per game. Random games of a few bundled games are played
// by the runtime; each game's events and moves are written into the integer log once (from the
// runtime's objects), and then:
//
// - push: every record is read back and pushed again into a reused log, through the push function
//   of its kind, with the integers it holds (what the core would pass); `read` is the same loop
//   without the pushes, so push − read is the pushes' own cost;
// - history: the same for the moves (ns per move);
// - copy: the runtime's kind of work per event without its text, for comparison: a fresh object of
//   the event's fields (its cards list copied) kept in a list;
// - encode: the runtime's objects written through the adapter (from-runtime.ts: ids and keys looked up);
// - decode: every event made back into the runtime's object (eventAt: the move's text included), the
//   runtime's cost of making its objects (it writes the same text as the move is made);
// - bytes per game: the log's and history's words as used, against the heap the runtime's events
//   and history arrays keep once their states are gone (and their JSON text).
//
// Run: npx tsc -b bench && node --expose-gc dist/bench/event-log.js [games]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, randomBot, type GameEvent, type GameState, type Rules } from '../runtime/index.js';
import { newGame } from './new-game.js';
import { loadGame } from './games.js';
import { logTables, type LogTables } from '../runtime/core/events/log-tables.js';
import {
  CARDS, CARDS_WILD, CANNOT_MOVE, GAME_OVER, KIND_BITS, KIND_MASK, LEADER, LEADER_FIRST, LEADER_NOW, MARKER, MOVE,
  OBLIGATION_SKIPPED, OUT, ROUND_END, ROUND_START, SCORE, SHUFFLE, TRICK_END, VAR, WILD,
  clearEventLog, newEventLog, pushCannotMove, pushCards, pushGameOver, pushLeader, pushMarker, pushMove,
  pushObligationSkipped, pushOut, pushRoundEnd, pushRoundStart, pushScore, pushShuffle, pushTrickEnd, pushVar,
  pushWild, roundEndHand, type EventLog,
} from '../runtime/core/events/event-log.js';
import { eventAt, type LogReader } from '../runtime/core/events/event-decode.js';
import {
  ACTION, beginPlay, CARD_AS, CARD_SUIT, CHOOSE, endPlay, KIND_BITS as H_KIND_BITS, KIND_MASK as H_KIND_MASK, newHistory,
  PASS, PLAY, PLAY_ONE, playAnySuit, playCard, playWild, pushAction, pushChoose, pushPass, pushPlayOne, pushSplit, SPLIT,
  type MoveHistory,
} from '../runtime/core/events/history.js';
import { encodeEvent, encodeMove, moveFacts, type MoveFacts } from '../runtime/core/events/from-runtime.js';
import { clearRecords, NUM_ESCAPE, usedBytes, type Records } from '../runtime/core/events/records.js';
import type { Value } from '../runtime/values.js';

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

interface Played {
  readonly s: GameState;
  readonly facts: MoveFacts[];
}

function play(rules: Rules, players: number, seed: number): Played {
  const s = newGame(rules, { players, seed });
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
  const facts: MoveFacts[] = [];
  while (s.phase !== 'over' && s.history.length < 5000) {
    const all = legalMoves(rules, s);
    const seat = all[0]?.seat;
    if (seat === undefined) break;
    const move = (bots[seat] ?? bots[0])!.choose(all.filter((m) => m.seat === seat));
    facts.push(moveFacts(s, s.history.length));
    if (applyInPlace(rules, s, move) !== null) break;
  }
  return { s, facts };
}

function encodeGame(t: LogTables, p: Played, log: EventLog, h: MoveHistory): void {
  clearEventLog(log);
  clearRecords(h);
  for (const m of p.s.history) encodeMove(h, t, m);
  let k = 0;
  for (const e of p.s.events) encodeEvent(log, t, e, e.kind === 'move' ? p.facts[k++] : undefined);
}

/** A frozen copy of a log as used (its words, starts and numbers cut to length). */
function trimmed(r: Records): Records {
  return { words: r.words.slice(0, r.len), len: r.len, starts: r.starts.slice(0, r.count), count: r.count, nums: r.nums.slice(0, r.numLen), numLen: r.numLen, values: r.values.slice() };
}

let sink = 0;

function num(w: Int32Array, nums: Float64Array, pos: number): number {
  const x = w[pos] as number;
  return x === NUM_ESCAPE ? (nums[w[pos + 1] as number] as number) : x;
}

function numWords(w: Int32Array, pos: number): number {
  return w[pos] === NUM_ESCAPE ? 2 : 1;
}

/** Every record of `src` pushed again into `dst` by its kind's push function, with its integers (push = false: only read). */
function replay(src: Records, dst: EventLog, push: boolean): void {
  const w = src.words;
  const nums = src.nums;
  for (let i = 0; i < src.count; i++) {
    const p = src.starts[i] as number;
    const head = w[p] as number;
    const bits = head >>> KIND_BITS;
    switch (head & KIND_MASK) {
      case ROUND_START:
        if (push) pushRoundStart(dst, w[p + 1] as number, w[p + 2] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number);
        break;
      case MOVE:
        if (push) pushMove(dst, w[p + 1] as number, head & ~KIND_MASK, w[p + 2] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number) + (head & ~KIND_MASK);
        break;
      case SHUFFLE:
        if (push) pushShuffle(dst, w[p + 1] as number);
        else sink += w[p + 1] as number;
        break;
      case CARDS:
        if (push) pushCards(dst, bits & 7, w, p + 6, w[p + 5] as number, w[p + 1] as number, w[p + 2] as number, (head & CARDS_WILD) !== 0, w[p + 3] as number, w[p + 4] as number);
        else {
          sink += (bits & 7) + (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number) + (w[p + 4] as number);
          for (let k = 0; k < (w[p + 5] as number); k++) sink += w[p + 6 + k] as number;
        }
        break;
      case WILD:
        if (push) pushWild(dst, w, p + 5, w[p + 4] as number, w[p + 1] as number, w[p + 2] as number, w[p + 3] as number);
        else {
          sink += (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number);
          for (let k = 0; k < (w[p + 4] as number); k++) sink += w[p + 5 + k] as number;
        }
        break;
      case SCORE:
        if (push) pushScore(dst, w[p + 1] as number, num(w, nums, p + 5), w[p + 2] as number, w[p + 3] as number, w[p + 4] as number);
        else sink += (w[p + 1] as number) + num(w, nums, p + 5) + (w[p + 2] as number) + (w[p + 3] as number) + (w[p + 4] as number);
        break;
      case LEADER:
        if (push) pushLeader(dst, w[p + 1] as number, (head & LEADER_NOW) !== 0, (head & LEADER_FIRST) !== 0, w[p + 2] as number, w[p + 3] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number) + head;
        break;
      case OUT:
        if (push) pushOut(dst, w[p + 1] as number, w[p + 2] as number, bits);
        else sink += (w[p + 1] as number) + (w[p + 2] as number) + bits;
        break;
      case MARKER:
        if (push) pushMarker(dst, bits, w[p + 1] as number, w[p + 2] as number, w[p + 3] as number);
        else sink += bits + (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number);
        break;
      case VAR:
        if (push) pushVar(dst, w[p + 1] as number, w[p + 2] as number, src.values[w[p + 5] as number] as Value, w[p + 3] as number, w[p + 4] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number) + (w[p + 4] as number) + (src.values[w[p + 5] as number] === undefined ? 1 : 0);
        break;
      case CANNOT_MOVE:
        if (push) pushCannotMove(dst, w[p + 1] as number);
        else sink += w[p + 1] as number;
        break;
      case OBLIGATION_SKIPPED:
        if (push) pushObligationSkipped(dst, w[p + 1] as number, w[p + 2] as number, w[p + 3] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number) + (w[p + 3] as number);
        break;
      case TRICK_END:
        if (push) pushTrickEnd(dst, w[p + 1] as number, w[p + 2] as number);
        else sink += (w[p + 1] as number) + (w[p + 2] as number);
        break;
      case ROUND_END: {
        // Rare (once a round): its numbers gathered into lists first, as the core's arrays would hold them.
        const seats = w[p + 2] as number;
        const hands = w[p + 3] as number;
        const rounds: number[] = [];
        const totals: number[] = [];
        let q = p + 4;
        for (let k = 0; k < seats; k++) {
          rounds.push(num(w, nums, q));
          q += numWords(w, q);
          totals.push(num(w, nums, q));
          q += numWords(w, q);
        }
        if (push) pushRoundEnd(dst, w[p + 1] as number, seats, rounds, totals);
        for (let hnd = 0; hnd < hands; hnd++) {
          const count = w[q + 1] as number;
          if (push) roundEndHand(dst, w[q] as number, w, q + 2, count);
          else sink += (w[q] as number) + count;
          q += 2 + count;
        }
        break;
      }
      case GAME_OVER:
        if (push) pushGameOver(dst, w.subarray(p + 2, p + 2 + (w[p + 1] as number)), w[p + 1] as number);
        else sink += w[p + 1] as number;
        break;
    }
  }
}

/** Every move of `src` pushed again into `dst` with its integers. */
function replayHistory(src: Records, dst: MoveHistory): void {
  const w = src.words;
  for (let j = 0; j < src.count; j++) {
    const p = src.starts[j] as number;
    const head = w[p] as number;
    const seat = head >>> H_KIND_BITS;
    switch (head & H_KIND_MASK) {
      case PLAY_ONE: pushPlayOne(dst, seat, w[p + 1] as number, w[p + 2] as number); break;
      case PASS: pushPass(dst, seat); break;
      case CHOOSE: pushChoose(dst, seat, src.values[w[p + 1] as number] as Value); break;
      case SPLIT: pushSplit(dst, seat, num(w, src.nums, p + 1)); break;
      case ACTION: pushAction(dst, seat, w[p + 1] as number); break;
      case PLAY: {
        beginPlay(dst, seat, w[p + 1] as number);
        const count = w[p + 2] as number;
        let q = p + 3;
        for (let k = 0; k < count; k++) {
          const card = w[q] as number;
          const how = w[q + 1] as number;
          q += 2;
          if ((how & CARD_AS) !== 0) {
            playWild(dst, card, num(w, src.nums, q + 1), w[q] as number);
            q += 1 + numWords(w, q + 1);
          } else if ((how & CARD_SUIT) !== 0) {
            playAnySuit(dst, card, w[q] as number);
            q += 1;
          } else playCard(dst, card);
        }
        endPlay(dst);
        break;
      }
    }
  }
}

/** The runtime's kind of work per event, without its text: a fresh object of the event's fields (its cards list copied), kept in a list. */
function copyObjects(events: readonly GameEvent[], out: GameEvent[]): void {
  out.length = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as GameEvent;
    out.push(e.kind === 'cards' || e.kind === 'wild' ? { ...e, cards: e.cards.slice() } : { ...e });
  }
}

function time(run: () => void): number {
  const t0 = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - t0);
}

interface Figures {
  label: string;
  games: number;
  events: number;
  moves: number;
  readNs: number;
  pushNs: number;
  historyNs: number;
  copyNs: number;
  encodeNs: number;
  decodeNs: number;
  logBytes: number;
  runtimeHeapBytes: number;
  runtimeJsonBytes: number;
}

function measure(label: string, rules: Rules, players: number, games: number, rounds: number): Figures {
  const t = logTables(rules, players);
  const played = Array.from({ length: games }, (_, g) => play(rules, players, g));
  const events = played.reduce((a, p) => a + p.s.events.length, 0);
  const moves = played.reduce((a, p) => a + p.s.history.length, 0);
  const log = newEventLog();
  const h = newHistory();
  // The integer form of every game, kept (the source of the pushes, and the bytes counted).
  const logs: { log: Records; h: Records }[] = played.map((p) => {
    encodeGame(t, p, log, h);
    return { log: trimmed(log), h: trimmed(h) };
  });
  const dst = newEventLog();
  const best = { read: Infinity, push: Infinity, history: Infinity, copy: Infinity, encode: Infinity, decode: Infinity };
  const dstH = newHistory();
  const copies: GameEvent[] = [];
  for (let r = 0; r < rounds; r++) {
    best.read = Math.min(best.read, time(() => {
      for (const l of logs) replay(l.log, dst, false);
    }));
    best.push = Math.min(best.push, time(() => {
      for (const l of logs) {
        clearEventLog(dst);
        replay(l.log, dst, true);
      }
    }));
    best.history = Math.min(best.history, time(() => {
      for (const l of logs) {
        clearRecords(dstH);
        replayHistory(l.h, dstH);
      }
    }));
    best.copy = Math.min(best.copy, time(() => {
      for (const p of played) {
        copyObjects(p.s.events, copies);
        sink += copies.length;
      }
    }));
    best.encode = Math.min(best.encode, time(() => {
      for (const p of played) {
        clearEventLog(log);
        let k = 0;
        for (const e of p.s.events) encodeEvent(log, t, e, e.kind === 'move' ? p.facts[k++] : undefined);
      }
    }));
    best.decode = Math.min(best.decode, time(() => {
      played.forEach((p, g) => {
        const l = logs[g] as { log: Records; h: Records };
        const rd: LogReader = { t, names: p.s.names, history: l.h };
        const out: unknown[] = [];
        for (let i = 0; i < l.log.count; i++) out.push(eventAt(l.log, i, rd));
        sink += out.length;
      });
    }));
  }
  const logBytes = logs.reduce((a, l) => a + usedBytes(l.log) + usedBytes(l.h), 0) / games;
  const runtimeJsonBytes = played.reduce((a, p) => a + JSON.stringify(p.s.events).length + JSON.stringify(p.s.history).length, 0) / games;
  // The heap the runtime's events and history keep once the states are gone: kept, then let go.
  let kept: unknown[] | null = played.map((p) => [p.s.events, p.s.history]);
  played.length = 0;
  gc();
  gc();
  const withArrays = process.memoryUsage().heapUsed;
  if (kept.length !== games) throw new Error('unreachable');
  kept = null;
  gc();
  gc();
  const runtimeHeapBytes = (withArrays - process.memoryUsage().heapUsed) / games;
  return {
    label,
    games,
    events,
    moves,
    readNs: best.read / events,
    pushNs: best.push / events,
    historyNs: best.history / moves,
    copyNs: best.copy / events,
    encodeNs: best.encode / events,
    decodeNs: best.decode / events,
    logBytes,
    runtimeHeapBytes,
    runtimeJsonBytes,
  };
}

function floorRules(): Rules {
  const file = fileURLToPath(new URL('../../bench/fixtures/floor.yaml', import.meta.url));
  const r = compileRules({ file: 'bench/fixtures/floor.yaml', text: readFileSync(file, 'utf8') });
  if (r.def === undefined) throw new Error('the floor game does not compile');
  return prepareRules(r.def);
}

const games = Number(process.argv[2] ?? 200);
const rounds = 7;
const configs: [string, () => Rules, number][] = [
  ['floor 4p', floorRules, 4],
  ["Of What's Left 4p", () => loadGame('of-whats-left'), 4],
  ['Worst In Show 4p', () => loadGame('worst-in-show'), 4],
  ['Bested Another Time 4p', () => loadGame('bested-another-time'), 4],
  ['Durak 4p', () => loadGame('durak'), 4],
  ['Spades 4p', () => loadGame('spades'), 4],
];
if ((globalThis as { gc?: unknown }).gc === undefined) console.error('(run with --expose-gc for the heap figures)');
console.log(`| game | games | events/game | moves/game | read ns/event | push ns/event | push − read | history push ns/move | runtime-shaped object copy ns/event | encode from objects ns/event | decode to objects ns/event | integer log B/game | runtime heap B/game | runtime JSON B/game |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [label, rules, players] of configs) {
  const f = measure(label, rules(), players, games, rounds);
  const r1 = (x: number): string => x.toFixed(1);
  const r0 = (x: number): string => Math.round(x).toLocaleString('en');
  console.log(`| ${f.label} | ${f.games} | ${r0(f.events / f.games)} | ${r0(f.moves / f.games)} | ${r1(f.readNs)} | ${r1(f.pushNs)} | ${r1(f.pushNs - f.readNs)} | ${r1(f.historyNs)} | ${r1(f.copyNs)} | ${r1(f.encodeNs)} | ${r1(f.decodeNs)} | ${r0(f.logBytes)} | ${r0(f.runtimeHeapBytes)} | ${r0(f.runtimeJsonBytes)} |`);
}
if (sink === 0.5) console.log(sink);
