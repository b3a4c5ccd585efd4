// The speed references of bench/reference/ against the runtime: (1) the same random numbers; (2) on
// fixed seeds, the runtime's game replayed decision by decision — at each runtime state the
// reference's own legal-move count from that position, and the reference's whole game (every
// decision's count, the moves, the final scores); (3) over many seeds, the same distributions of
// moves per game and final scores (within 4 standard errors).
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, legalMoves, prepareRules, randomBot, type GameState, type Rules } from '../../runtime/index.js';
import { newGame } from '../runtime/new-game.js';
import { nextInt as runtimeNextInt, seedRng as runtimeSeed, shuffleInPlace } from '../../runtime/rng.js';
import { newRng, nextInt, seedRng, shuffle } from '../../bench/reference/rng.js';
import {
  owlLegalMoveCount, playOwl, playWis, wisLegalMoveCount, type GameStats, type OwlPosition,
} from '../../bench/reference/index.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));

function load(game: string): Rules {
  const r = compileRules({ file: `${game}/game.yaml`, text: readFileSync(`${root}${game}/game.yaml`, 'utf8') }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

interface RuntimeGame {
  readonly stats: GameStats;
  /** The seat's legal-move count at each decision, as the runtime lists them. */
  readonly counts: number[];
  /** The reference's count at the same decisions, from a position built from the runtime state. */
  readonly positionCounts: number[];
}

/** A runtime game as bench/playouts.ts plays it (bots `${seed}:${seat}`), watched at every decision. */
function runtimeGame(rules: Rules, seed: number, position: (s: GameState, seat: number) => number): RuntimeGame {
  const players = 4;
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
  const counts: number[] = [];
  const positionCounts: number[] = [];
  let s = newGame(rules, { players, seed });
  while (s.phase !== 'over') {
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    if (seat === undefined) throw new Error(`seed ${seed}: stuck`);
    const mine = moves.filter((m) => m.seat === seat);
    counts.push(mine.length);
    positionCounts.push(position(s, seat));
    const r = applyMove(rules, s, (bots[seat] ?? bots[0])!.choose(mine));
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return { stats: { moves: s.moveCount, rounds: s.round, scores: s.players.map((p) => p.score) }, counts, positionCounts };
}

/** The Of What's Left position of a runtime state, for the reference's move counter. */
function owlPosition(rules: Rules) {
  return (s: GameState, seat: number): number => {
    const pos: { naturals: { rank: number; suit: string }[]; wilds: number } = { naturals: [], wilds: 0 };
    for (const id of s.zones[`hand#${seat}`] ?? []) {
      const c = rules.cards.get(id);
      if (s.wild[id] === true) pos.wilds++;
      else if (c?.rank != null && c.suit !== null) pos.naturals.push({ rank: c.rank, suit: c.suit });
    }
    const last = s.trick?.plays.at(-1);
    const meld = last?.meld;
    const target: OwlPosition['target'] =
      last === undefined ? null : { meld: meld === 'single' || meld === 'set' ? meld : 'run', size: last.cards.length, height: last.height };
    return owlLegalMoveCount({ ...pos, target, flipped: s.markers[`bonus#${seat}`]?.flipped === true });
  };
}

/** The Worst In Show position of a runtime state (the split: 6 sizes). */
function wisPosition(rules: Rules) {
  return (s: GameState, seat: number): number => {
    if (s.pending?.kind === 'setup') return 6;
    const suits = (key: string): string[] => (s.zones[key] ?? []).map((id) => rules.cards.get(id)?.suit ?? '?');
    const t = s.trick;
    const led = t !== null && t.plays.length > 0 ? t.ledSuit : null;
    return wisLegalMoveCount({ left: suits(`left#${seat}`), rightSize: (s.zones[`right#${seat}`] ?? []).length, led });
  };
}

/** Mean and standard error. */
function meanSE(xs: readonly number[]): { mean: number; se: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const v = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, se: Math.sqrt(v / n) };
}

/** The runtime's games and the reference's (other seeds) agree on mean moves and mean final score. */
function expectSameDistribution(runtime: readonly GameStats[], reference: readonly GameStats[]): void {
  const moves = [runtime.map((g) => g.moves), reference.map((g) => g.moves)] as const;
  const score = [runtime.flatMap((g) => g.scores), reference.flatMap((g) => g.scores)] as const;
  for (const [a, b] of [moves, score]) {
    const x = meanSE(a);
    const y = meanSE(b);
    expect(Math.abs(x.mean - y.mean)).toBeLessThanOrEqual(4 * Math.sqrt(x.se ** 2 + y.se ** 2) + 1e-9);
  }
  for (const g of runtime) expect(g.rounds).toBe(4);
}

describe('reference random numbers', () => {
  it('draw as runtime/rng.ts on the same seeds', () => {
    for (const seed of ['0', '17', 'bot:3:1', 'bot:12345:0']) {
      const a = runtimeSeed(seed);
      const b = newRng();
      seedRng(b, seed);
      for (let i = 0; i < 2000; i++) expect(nextInt(b, 1 + (i % 53))).toBe(runtimeNextInt(a, 1 + (i % 53)));
      const xs = Array.from({ length: 48 }, (_, i) => i);
      const ys = Int32Array.from(xs);
      shuffleInPlace(a, xs);
      shuffle(b, ys, 48);
      expect(Array.from(ys)).toEqual(xs);
    }
  });
});

const OWL_SEEDS = [0, 1, 2, 3, 4, 5];
const WIS_SEEDS = Array.from({ length: 24 }, (_, i) => i);

describe("Of What's Left reference (4 players)", () => {
  let games: RuntimeGame[] = [];
  beforeAll(() => {
    const rules = load('of-whats-left');
    games = OWL_SEEDS.map((seed) => runtimeGame(rules, seed, owlPosition(rules)));
  });

  it('counts the legal moves of every runtime decision as the runtime does', () => {
    for (const g of games) expect(g.positionCounts).toEqual(g.counts);
  });

  it('plays the runtime game on the same seed: every decision, the moves and the scores', () => {
    OWL_SEEDS.forEach((seed, i) => {
      const g = games[i]!;
      const trace: number[] = [];
      const stats = playOwl(seed, trace);
      expect(trace).toEqual(g.counts);
      expect(stats).toEqual(g.stats);
    });
  });

  it('has the runtime distribution of moves per game and final scores', () => {
    const reference = Array.from({ length: 4000 }, (_, i) => playOwl(1_000_000 + i));
    expectSameDistribution(games.map((g) => g.stats), reference);
  });
});

describe('Worst In Show reference (4 players)', () => {
  let games: RuntimeGame[] = [];
  beforeAll(() => {
    const rules = load('worst-in-show');
    games = WIS_SEEDS.map((seed) => runtimeGame(rules, seed, wisPosition(rules)));
  });

  it('counts the legal moves of every runtime decision as the runtime does', () => {
    for (const g of games) expect(g.positionCounts).toEqual(g.counts);
  });

  it('plays the runtime game on the same seed: every decision, the moves and the scores', () => {
    WIS_SEEDS.forEach((seed, i) => {
      const g = games[i]!;
      const trace: number[] = [];
      const stats = playWis(seed, trace);
      expect(trace).toEqual(g.counts);
      expect(stats).toEqual(g.stats);
    });
  });

  it('has the runtime distribution of moves per game and final scores', () => {
    const reference = Array.from({ length: 20000 }, (_, i) => playWis(1_000_000 + i));
    expectSameDistribution(games.map((g) => g.stats), reference);
  });
});
