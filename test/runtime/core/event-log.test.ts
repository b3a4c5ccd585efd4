// The integer event log and move history (runtime/core/events/) against the runtime's own objects:
// random games of every bundled rule file and variant at up to three player counts, and the floor
// game; every event and every move of each game written through the push functions
// (from-runtime.ts) and decoded back, compared as JSON text (so the key order counts), every move
// event's text included (made at decode time from what its record keeps), and every event's form
// for every viewer (a seat, a spectator, the designer) against events.ts eventFor, and eventsFor.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { applyInPlace, eventFor, eventsFor, legalMoves, prepareRules, randomBot, type GameEvent, type GameState, type Move, type Rules, type Viewer } from '../../../runtime/index.js';
import { newGame } from '../new-game.js';
import { seedGame } from '../bots/helpers.js';
import { createGame } from '../../../runtime/index.js';
import { logTables, type LogTables } from '../../../runtime/core/events/log-tables.js';
import { clearEventLog, KIND_NAMES, kindAt, newEventLog, pushScore, type EventLog } from '../../../runtime/core/events/event-log.js';
import { eventAt, eventAtFor, eventsOf, moveTextAt, type LogReader } from '../../../runtime/core/events/event-decode.js';
import { moveAt, movesOf, type MoveHistory } from '../../../runtime/core/events/history.js';
import { encodeEvent, encodeMove, moveFacts, type MoveFacts } from '../../../runtime/core/events/from-runtime.js';
import { moveTextOf } from '../../../runtime/core/events/move-text.js';
import { moveText } from '../../../runtime/notation.js';
import type { Value } from '../../../runtime/values.js';
import { clearRecords, newRecords, usedBytes } from '../../../runtime/core/events/records.js';

const rulesDir = fileURLToPath(new URL('../../../rules/', import.meta.url));
const floorFile = fileURLToPath(new URL('../../../bench/fixtures/floor.yaml', import.meta.url));

interface Config {
  readonly label: string;
  readonly rules: () => Rules;
  /** The most moves a game is played to (a unit fixture may never end). */
  readonly maxMoves: number;
  /** Games per player count. */
  readonly games: number;
}

const configs: Config[] = readdirSync(rulesDir)
  .sort()
  .filter((g) => existsSync(join(rulesDir, g, 'game.yaml')))
  .flatMap((game) => {
    const dir = join(rulesDir, game, 'variants');
    const variants = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort() : [];
    return [[], ...variants.map((v) => [v])].map((vs) => ({ label: [game, ...vs].join(' + '), rules: () => seedGame(game, vs), maxMoves: 3000, games: 2 }));
  });
configs.push({
  label: 'floor',
  maxMoves: 3000,
  games: 2,
  rules: () => {
    const r = compileRules({ file: 'bench/fixtures/floor.yaml', text: readFileSync(floorFile, 'utf8') });
    if (r.def === undefined) throw new Error('the floor game does not compile');
    return prepareRules(r.def);
  },
});

// The runtime's unit fixtures and the rank-label fixtures too (a variant with the files it
// extends): they reach what random games of the bundled ones rarely do (a player who cannot move, a
// meld named because the cards form two types, a rank chosen by its label, a game stopped by an error).
const fixturesRoot = fileURLToPath(new URL('../../fixtures/', import.meta.url));

function fixtureRules(rel: string): Rules {
  const chain = [rel];
  for (;;) {
    const base = /^extends:\s*(\S+)/m.exec(readFileSync(join(fixturesRoot, chain[0] as string), 'utf8'))?.[1];
    if (base === undefined) break;
    chain.unshift(join(dirname(chain[0] as string), base));
  }
  const src = (f: string) => ({ file: `test/fixtures/${f}`, text: readFileSync(join(fixturesRoot, f), 'utf8') });
  const r = compileRules(src(chain[0] as string), chain.slice(1).map(src));
  if (r.def === undefined) throw new Error(`${rel}: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return prepareRules(r.def);
}

const fixtures: Config[] = ['runtime', 'ranks', 'ranks/variants']
  .flatMap((dir) => readdirSync(join(fixturesRoot, dir)).filter((f) => f.endsWith('.yaml')).sort().map((f) => `${dir}/${f}`))
  .map((rel) => ({ label: `fixture ${rel}`, rules: () => fixtureRules(rel), maxMoves: 400, games: 2 }));

/** Up to three player counts: the least, the most and one between. */
function counts(rules: Rules): number[] {
  const { min, max } = rules.def.players;
  return [...new Set([min, Math.min(max, Math.max(min, 4)), max])].sort((a, b) => a - b);
}


const figures = {
  games: 0,
  errorGames: 0,
  unplayable: 0,
  unrecorded: 0,
  events: 0,
  moves: 0,
  texts: 0,
  namedMelds: 0,
  rankChoices: 0,
  labelledRanks: 0,
  listedTexts: 0,
  wildDeclared: 0,
  suitDeclared: 0,
  multiCard: 0,
  climbingPlays: 0,
  undeclaredWilds: 0,
  viewerForms: 0,
  secretForms: 0,
  runtimeJsonBytes: 0,
  logBytes: 0,
  byKind: Object.fromEntries(KIND_NAMES.map((k) => [k, 0])) as Record<string, number>,
  byMove: {} as Record<string, number>,
};

afterAll(() => {
  if (process.env.EVENT_LOG_FIGURES) console.log(JSON.stringify(figures, null, 1));
});

/** One log and one history for every game: cleared between games (small at first, so they grow). */
const log: EventLog = newRecords(8, 2);
const history: MoveHistory = newRecords(8, 2);

/** A random game, the facts of each move taken before it is made. */
function play(rules: Rules, players: number, seed: number, maxMoves: number): { s: GameState; facts: MoveFacts[]; failed: Move | null } {
  const s = newGame(rules, { players, seed });
  const t = logTables(rules, players);
  const climbing = rules.def.round.play.kind === 'climbing';
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
  const facts: MoveFacts[] = [];
  let failed: Move | null = null;
  while (s.phase !== 'over' && s.history.length < maxMoves) {
    const all = legalMoves(rules, s);
    const seat = all[0]?.seat;
    if (seat === undefined) break;
    const mine = all.filter((m) => m.seat === seat);
    const move = (bots[seat] ?? bots[0])!.choose(mine);
    const f = moveFacts(s, s.history.length);
    facts.push(f);
    listedTexts(rules, t, s, mine, f.rankChoice);
    if (climbing && move.kind === 'play') {
      figures.climbingPlays++;
      // The premise of the move text's stand-in (move-text.ts): no play made holds a wild played as itself.
      if (move.cards.some((c) => c.as === undefined && s.wild[c.id] === true)) figures.undeclaredWilds++;
    }
    const error = applyInPlace(rules, s, move);
    if (error !== null) {
      failed = move;
      break;
    }
  }
  return { s, facts, failed };
}

/** A history for the listed moves' round trips (listedTexts). */
const scratch: MoveHistory = newRecords(8, 2);

/**
 * Some of the moves listed at a decision (every one up to 8, else 8 spread over the list, and
 * every play with a declaration): each through the history and back, and its text made from the
 * rank-choice bit alone against the runtime's moveText in the state itself.
 */
function listedTexts(rules: Rules, t: LogTables, s: GameState, listed: readonly Move[], rankChoice: boolean): void {
  const step = Math.max(1, Math.floor(listed.length / 8));
  clearRecords(scratch);
  for (let k = 0; k < listed.length; k++) {
    const m = listed[k] as Move;
    const declares = m.kind === 'play' && m.cards.some((c) => c.as !== undefined || c.suit !== undefined);
    if (k % step !== 0 && !declares) continue;
    encodeMove(scratch, t, m);
    expect(JSON.stringify(moveAt(scratch, t, scratch.count - 1))).toBe(JSON.stringify(m));
    if (m.kind === 'play' && m.cards.some((c) => c.suit !== undefined)) figures.suitDeclared++;
    if (m.kind === 'play' && m.cards.some((c) => c.as !== undefined)) figures.wildDeclared++;
    expect(moveTextOf(t, s.names, m, rankChoice)).toBe(moveText(rules, s, m));
    figures.listedTexts++;
  }
}

const VIEWERS_EXTRA: Viewer[] = [null, 'designer'];

function checkGame(rules: Rules, players: number, seed: number, maxMoves: number): void {
  const { s, facts, failed } = play(rules, players, seed, maxMoves);
  const t: LogTables = logTables(rules, players);
  clearEventLog(log);
  clearRecords(history);
  for (const m of s.history) encodeMove(history, t, m);
  if (failed !== null) {
    figures.errorGames++;
    // A move that stopped the game as it was made emitted its event but never reached the history.
    if (s.history.length < facts.length) {
      encodeMove(history, t, failed);
      figures.unrecorded++;
    }
  }
  let k = 0;
  for (const e of s.events) encodeEvent(log, t, e, e.kind === 'move' ? facts[k++] : undefined);
  expect(k, 'one move event per move made').toBe(facts.length);
  expect(log.count).toBe(s.events.length);
  const rd: LogReader = { t, names: s.names, history };
  figures.games++;
  for (let j = 0; j < s.history.length; j++) {
    const m = s.history[j] as Move;
    expect(JSON.stringify(moveAt(history, t, j)), `move ${j}`).toBe(JSON.stringify(m));
    figures.moves++;
    figures.byMove[m.kind] = (figures.byMove[m.kind] ?? 0) + 1;
    if (m.kind === 'play' && m.cards.length > 1) figures.multiCard++;
  }
  const viewers: Viewer[] = [...s.players.keys(), ...VIEWERS_EXTRA];
  let mk = 0;
  for (let i = 0; i < s.events.length; i++) {
    const e = s.events[i] as GameEvent;
    expect(KIND_NAMES[kindAt(log, i)]).toBe(e.kind);
    expect(JSON.stringify(eventAt(log, i, rd)), `${rules.def.file} ${players}p seed ${seed}, event ${i}`).toBe(JSON.stringify(e));
    figures.events++;
    figures.byKind[e.kind]!++;
    if (e.kind === 'move') {
      expect(moveTextAt(log, i, rd)).toBe(e.text);
      figures.texts++;
      const f = facts[mk++] as MoveFacts;
      if (f.rankChoice && e.move?.kind === 'choose' && typeof e.move.value === 'number') {
        figures.rankChoices++;
        // A rank written by its label, not its number: the rank-choice bit made the difference.
        if (e.text !== `choose ${e.move.value}`) figures.labelledRanks++;
      }
      if (e.move?.kind === 'play' && e.text?.startsWith(`play ${e.move.meld} `) === true) figures.namedMelds++;
    }
    for (const v of viewers) {
      const want = eventFor(e, v);
      expect(JSON.stringify(eventAtFor(log, i, rd, v)), `event ${i} for ${String(v)}`).toBe(JSON.stringify(want));
      figures.viewerForms++;
      if (want.secret === true) figures.secretForms++;
    }
  }
  // The whole lists at the boundary, and eventsFor's fresh JSON-safe copies for one seat and a spectator from an event on.
  expect(JSON.stringify(eventsOf(log, rd))).toBe(JSON.stringify(s.events));
  expect(JSON.stringify(movesOf(history, t).slice(0, s.history.length))).toBe(JSON.stringify(s.history));
  const from = Math.floor(s.events.length / 3);
  for (const v of [0, null] as Viewer[]) expect(JSON.stringify(eventsOf(log, rd, from, v))).toBe(JSON.stringify(eventsFor(s, v, from)));
  figures.runtimeJsonBytes += JSON.stringify(s.events).length + JSON.stringify(s.history).length;
  figures.logBytes += usedBytes(log) + usedBytes(history);
}

describe('integer event log: every event and move of random games decodes to the runtime\'s object', () => {
  for (const c of [...configs, ...fixtures]) {
    it(c.label, () => {
      const rules = c.rules();
      for (const players of counts(rules)) {
        // A unit fixture that cannot be set up at this count (it tests setup's failure) plays no game.
        if (c.maxMoves < 3000 && !createGame(rules, { players, seed: 1 }).ok) {
          figures.unplayable++;
          continue;
        }
        for (let g = 0; g < c.games; g++) checkGame(rules, players, 1000 * players + g, c.maxMoves);
      }
    });
  }

  it('covered every kind of event and move that the games had', () => {
    expect(figures.games).toBeGreaterThan(30);
    expect(figures.events).toBeGreaterThan(10_000);
    expect(figures.moves).toBeGreaterThan(3_000);
    expect(figures.texts).toBe(figures.moves + figures.unrecorded);
    expect(figures.secretForms).toBeGreaterThan(0);
    expect(figures.namedMelds).toBeGreaterThan(0);
    expect(figures.listedTexts).toBeGreaterThan(figures.moves);
    expect(figures.climbingPlays).toBeGreaterThan(1000);
    expect(figures.undeclaredWilds).toBe(0);
    expect(figures.wildDeclared).toBeGreaterThan(0);
    expect(figures.suitDeclared).toBeGreaterThan(0);
    expect(figures.multiCard).toBeGreaterThan(0);
    expect(figures.labelledRanks).toBeGreaterThan(0);
    expect(figures.errorGames).toBeGreaterThan(0);
    const missing = KIND_NAMES.filter((k) => figures.byKind[k] === 0);
    // Every kind the runtime emits occurs in these games, but for those listed here (none today).
    expect(missing).toEqual([]);
    for (const kind of ['play', 'pass', 'choose', 'split', 'action']) expect(figures.byMove[kind] ?? 0, kind).toBeGreaterThan(0);
  });
});

describe('integer event log: numbers and reuse', () => {
  it('gives back moves of every shape (declared suits and wilds, a suit no card has, values by reference)', () => {
    const rules = fixtureRules('runtime/any-suit.yaml');
    const t = logTables(rules, 3);
    const h = newRecords(4, 1);
    const list = [1, 'x', { t: 'card', id: 'Joker' }] as const;
    const moves: Move[] = [
      { kind: 'play', seat: 2, meld: 'run', cards: [{ id: 'Jester', suit: 'G' }, { id: '2G' }, { id: 'Joker', as: { rank: 3, suit: 'G' } }] },
      { kind: 'play', seat: 1, meld: 'set', cards: [{ id: 'Joker', as: { rank: 2.5, suit: null } }, { id: '2R' }] },
      { kind: 'play', seat: 0, meld: 'single', cards: [{ id: 'Jester', suit: 'Q' }] },
      { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '4B' }] },
      { kind: 'play', seat: 0, meld: 'nothing', cards: [] },
      { kind: 'pass', seat: 2 },
      { kind: 'choose', seat: 1, value: list as unknown as Value },
      { kind: 'choose', seat: 0, value: null },
      { kind: 'split', seat: 1, right: -0 },
      { kind: 'split', seat: 1, right: 7 },
      { kind: 'action', seat: 2, name: 'not-an-action' },
    ];
    for (const m of moves) encodeMove(h, t, m);
    moves.forEach((m, j) => {
      expect(JSON.stringify(moveAt(h, t, j))).toBe(JSON.stringify(m));
    });
    const chosen = moveAt(h, t, 6);
    expect(chosen.kind === 'choose' && chosen.value === (list as unknown)).toBe(true);
    const split = moveAt(h, t, 8);
    expect(split.kind === 'split' && Object.is(split.right, -0)).toBe(true);
  });

  it('keeps numbers that are no int32 exactly (fractions, -0, the escape word, large ones)', () => {
    const rules = seedGame('worst-in-show');
    const t = logTables(rules, 3);
    const l = newEventLog();
    const amounts = [0.5, -0, -2147483648, 2 ** 40, -1.25e-7, 7, -3, 2147483647];
    for (const a of amounts) pushScore(l, 1, a, 0, -1, -1);
    const rd: LogReader = { t, names: ['A', 'B', 'C'], history: newRecords() };
    amounts.forEach((a, i) => {
      const e = eventAt(l, i, rd);
      expect(e.kind === 'score' && Object.is(e.amount, a)).toBe(true);
    });
  });
});
