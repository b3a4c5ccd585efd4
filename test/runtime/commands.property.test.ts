// Model-based property test of the runtime (fast-check's `fc.commands`): on every bundled game,
// variant and player count, random sequences interleave legal moves, illegal ones (a listed play
// changed a little, random moves of any seat) and values that are no move at all (wrong kind,
// missing or null fields, unknown cards, a seat that is a string, `null`), and JSON round trips of
// the state. An illegal or malformed move is refused with one of the runtime's move codes and
// leaves the state byte for byte as it was; after every legal move the invariants hold (cards
// conserved, scores equal to their events, someone can move until the end); a state read back
// from JSON has the same legal moves and plays on to the same states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyMove, legalMoves, type GameState, type Move } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { bundledConfigs, rng, type GameConfig } from '../../bench/soak/bundled-games.js';
import { newGame } from './new-game.js';
import { CODES, mangle, notMoves, randomMove, type Play } from './bad-moves.js';
import { invariantProblems } from '../../bench/soak/invariants.js';

const PROPERTY_SEED = Number(process.env['PROPERTY_SEED'] ?? 20261201);

const configs = bundledConfigs();

/** The game under test, changed by the commands. */
interface Real {
  readonly config: GameConfig;
  s: GameState;
}

/** What the commands did, over the whole property (to show it tried what it says). */
const tally = { legal: 0, refused: 0, malformed: 0, roundTrips: 0, ended: 0 };

/** Values shaped almost like a move but broken, beyond notMoves: each must be refused. */
function malformed(s: GameState, listed: readonly Move[]): unknown[] {
  const seat = listed[0]?.seat ?? 0;
  const play = listed.find((m): m is Play => m.kind === 'play');
  const first = listed[0];
  return [
    'Player 1: pass', '', 0, true, { kind: 'PASS', seat }, { kind: null, seat }, { kind: 'pass', seat: null },
    { kind: 'pass', seat: s.players.length }, { kind: 'pass', seat: Number.NaN }, { kind: 'split', seat, right: null },
    { kind: 'action', seat, name: null }, { kind: 'action', seat, name: 42 }, JSON.parse(`{"__proto__": {"kind": "pass", "seat": ${seat}}}`),
    ...(play === undefined ? [] : [
      { ...play, cards: null }, { ...play, cards: 'x' }, { ...play, cards: [null] }, { ...play, meld: null }, { ...play, meld: 7 },
      { ...play, cards: [{ id: 'no-such-card' }] }, { ...play, cards: [{ id: null }] }, { ...play, cards: [{ id: play.cards[0]?.id, as: null }] },
    ]),
    ...(first === undefined ? [] : [{ ...first, seat: null }, { ...first, seat: [first.seat] }, { ...first, kind: 'play', cards: undefined }]),
  ];
}

function refusedUnchanged(r: Real, m: unknown): void {
  const before = JSON.stringify(r.s);
  const res = applyMove(r.config.rules, r.s, m as Move);
  expect(res.ok, `${r.config.name}: ${JSON.stringify(m) ?? String(m)} was accepted`).toBe(false);
  if (!res.ok) expect(CODES.has(res.error.code), `${res.error.code}: ${res.error.message}`).toBe(true);
  expect(JSON.stringify(r.s), `${r.config.name}: refusing ${JSON.stringify(m)} changed the state`).toBe(before);
}

function checkInvariants(r: Real): void {
  expect(invariantProblems(r.config.rules, r.s), r.config.name).toEqual([]);
}

/** A game of `config` from `seed` after `moves` random legal moves (or at its end). */
function randomPlay(config: GameConfig, seed: number, moves: number): GameState {
  const s = newGame(config.rules, { players: config.players, seed, options: config.options });
  const r = rng(seed);
  while (s.moveCount < moves && s.phase !== 'over') {
    const listed = legalMoves(config.rules, s);
    const error = applyInPlace(config.rules, s, listed[Math.floor(r() * listed.length)] as Move);
    if (error !== null) throw new Error(`${config.name}: ${error.code} ${error.message}`);
  }
  return s;
}

/** Plays the legal move at `at` (modulo their number). */
class LegalMove implements fc.Command<object, Real> {
  constructor(readonly at: number) {}
  check = (): boolean => true;
  run(_m: object, r: Real): void {
    const moves = legalMoves(r.config.rules, r.s);
    const move = moves[this.at % Math.max(1, moves.length)];
    if (move === undefined) {
      refusedUnchanged(r, { kind: 'pass', seat: 0 });
      return;
    }
    const res = applyMove(r.config.rules, r.s, move);
    if (!res.ok) throw new Error(`${r.config.name}: legal ${moveKey(move)} refused: ${res.error.code} ${res.error.message}`);
    r.s = res.state;
    tally.legal++;
    if (r.s.phase === 'over') tally.ended++;
    checkInvariants(r);
  }
  toString = (): string => `legal(${this.at})`;
}

/** Plays `count` legal moves in a row (or to the game's end), checking the invariants after each. */
class LegalMoves implements fc.Command<object, Real> {
  constructor(readonly at: number, readonly count: number) {}
  check = (): boolean => true;
  run(m: object, r: Real): void {
    for (let n = 0; n < this.count && r.s.phase !== 'over'; n++) new LegalMove(this.at + n * 7).run(m, r);
  }
  toString = (): string => `legal(${this.at}) x${this.count}`;
}

/** Tries a move that is probably not legal: a mangled listed play or a random move of some seat. */
class IllegalMove implements fc.Command<object, Real> {
  constructor(readonly seed: number) {}
  check = (): boolean => true;
  run(_m: object, r: Real): void {
    const { rules } = r.config;
    const random = rng(this.seed);
    const listed = legalMoves(rules, r.s);
    const plays = listed.filter((m): m is Play => m.kind === 'play');
    const seat = random() < 0.7 ? (listed[0]?.seat ?? 0) : Math.floor(random() * r.s.players.length);
    const move = plays.length > 0 && random() < 0.5 ? mangle(rules, r.s, plays[Math.floor(random() * plays.length)] as Play, random) : randomMove(rules, r.s, seat, random);
    const keys = new Set(listed.map(moveKey));
    // Sometimes the change makes another legal move; then it is played like one.
    if (keys.has(moveKey(move))) {
      const res = applyMove(rules, r.s, move);
      expect(res.ok, moveKey(move)).toBe(true);
      if (res.ok) r.s = res.state;
      tally.legal++;
      checkInvariants(r);
      return;
    }
    refusedUnchanged(r, move);
    tally.refused++;
  }
  toString = (): string => `illegal(${this.seed})`;
}

/** Tries a value that is no move at all. */
class Malformed implements fc.Command<object, Real> {
  constructor(readonly which: number) {}
  check = (): boolean => true;
  run(_m: object, r: Real): void {
    const listed = legalMoves(r.config.rules, r.s);
    const all = [...notMoves(listed[0]?.seat ?? 0, listed), ...malformed(r.s, listed)];
    refusedUnchanged(r, all[this.which % all.length]);
    tally.malformed++;
  }
  toString = (): string => `malformed(${this.which})`;
}

/** Reads the state back from JSON: the same legal moves, and the next moves give the same states. */
class RoundTrip implements fc.Command<object, Real> {
  constructor(readonly moves: number) {}
  check = (): boolean => true;
  run(_m: object, r: Real): void {
    const { rules } = r.config;
    const back = JSON.parse(JSON.stringify(r.s)) as GameState;
    expect(JSON.stringify(back)).toBe(JSON.stringify(r.s));
    let a = r.s;
    let b = back;
    for (let n = 0; n < this.moves; n++) {
      const la = legalMoves(rules, a);
      expect(legalMoves(rules, b).map(moveKey)).toEqual(la.map(moveKey));
      const move = la[n % Math.max(1, la.length)];
      if (move === undefined) break;
      const ra = applyMove(rules, a, move);
      const rb = applyMove(rules, b, move);
      if (!ra.ok || !rb.ok) throw new Error(`${r.config.name}: ${moveKey(move)} refused`);
      expect(JSON.stringify(rb.state)).toBe(JSON.stringify(ra.state));
      [a, b] = [ra.state, rb.state];
    }
    // Play goes on from the copy read back.
    r.s = b;
    tally.roundTrips++;
    checkInvariants(r);
  }
  toString = (): string => `roundTrip(${this.moves})`;
}

const commands = fc.commands(
  [
    // Legal moves weigh most (and some runs of them), so that many games reach their end.
    ...Array.from({ length: 3 }, () => fc.nat().map((n) => new LegalMove(n))),
    fc.tuple(fc.nat(), fc.integer({ min: 2, max: 60 })).map(([n, k]) => new LegalMoves(n, k)),
    fc.nat().map((n) => new IllegalMove(n)),
    fc.nat().map((n) => new Malformed(n)),
    fc.integer({ min: 1, max: 4 }).map((n) => new RoundTrip(n)),
  ],
  { maxCommands: 100, size: 'max' },
);

describe('runtime: interleaved legal, illegal and malformed moves (fc.commands)', () => {
  it('refuse without change, keep the invariants after every legal move, and round-trip through JSON', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 120 }), commands, (ci, seed, back, cmds) => {
        const config = configs[ci % configs.length] as GameConfig;
        // Most runs start late in a game, `back` random moves before its end (found by playing it
        // through once), so that the commands reach the end too.
        const length = randomPlay(config, seed, Infinity).moveCount;
        const s = randomPlay(config, seed, Math.max(0, length - back));
        const real: Real = { config, s };
        checkInvariants(real);
        fc.modelRun(() => ({ model: {}, real }), cmds);
      }),
      { numRuns: configs.length * 2, seed: PROPERTY_SEED, examples: configs.map((_, i): [number, number, number, Iterable<fc.Command<object, Real>>] => [i, i + 1, 10_000, []]) },
    );
    expect(tally.legal).toBeGreaterThan(1000);
    expect(tally.refused).toBeGreaterThan(50);
    expect(tally.malformed).toBeGreaterThan(50);
    expect(tally.roundTrips).toBeGreaterThan(30);
    expect(tally.ended).toBeGreaterThan(8);
    console.info(`commands property: ${configs.length} configurations; ${JSON.stringify(tally)}`);
  });
});
