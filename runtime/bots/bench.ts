// Figures for `npm run bench`: random-bot games per second per seed game and player count, and
// ISMCTS iterations per second. The caller compiles the rules (runtime/ reads no files) and
// passes a clock (performance.now in Node).
import type { Rules } from '../rules.js';
import { firstSeatMoves, legalMoves } from '../legal.js';
import { seatKnowledge, type SeatKnowledge } from '../knowledge.js';
import type { Move } from '../moves.js';
import { simulateGame } from '../sim/game.js';
import { seedRng } from '../rng.js';
import { search, ISMCTS_DEFAULTS } from './ismcts.js';
import { createGame } from '../engine.js';

export type Clock = () => number;

export interface GamesPerSecond {
  readonly players: number;
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly movesPerSecond: number;
}

/** Random bots play `games` games at each player count. */
export function randomGamesPerSecond(rules: Rules, playerCounts: readonly number[], games: number, now: Clock): GamesPerSecond[] {
  return playerCounts.map((players) => {
    let moves = 0;
    const t0 = now();
    for (let i = 0; i < games; i++) moves += simulateGame(rules, { players, seed: `bench#${i}`, bots: ['random'] }).moves;
    const seconds = Math.max(1e-9, (now() - t0) / 1000);
    return { players, games, seconds, gamesPerSecond: games / seconds, movesPerSecond: moves / seconds };
  });
}

export interface IterationsPerSecond {
  readonly players: number;
  readonly iterations: number;
  readonly seconds: number;
  readonly iterationsPerSecond: number;
}

/** ISMCTS iterations per second from the first decision with more than one move of a game. */
export function ismctsIterationsPerSecond(rules: Rules, players: number, iterations: number, now: Clock): IterationsPerSecond {
  const { known, mine } = firstDecision(rules, players);
  const t0 = now();
  search(rules, known, mine, seedRng('bench'), { ...ISMCTS_DEFAULTS, iterations });
  const seconds = Math.max(1e-9, (now() - t0) / 1000);
  return { players, iterations, seconds, iterationsPerSecond: iterations / seconds };
}

/**
 * The same search once the code is warm: `warmup` searches of `iterations` first (the JIT takes
 * thousands of iterations to settle, so a first short search mostly measures compiling), then the
 * median of `rounds` searches.
 */
export function warmIsmctsIterationsPerSecond(rules: Rules, players: number, iterations: number, now: Clock, warmup = 6, rounds = 3): IterationsPerSecond {
  for (let i = 0; i < warmup; i++) ismctsIterationsPerSecond(rules, players, iterations, now);
  const runs = Array.from({ length: rounds }, () => ismctsIterationsPerSecond(rules, players, iterations, now)).sort((a, b) => a.seconds - b.seconds);
  return runs[Math.floor(runs.length / 2)] as IterationsPerSecond;
}

function firstDecision(rules: Rules, players: number): { known: SeatKnowledge; mine: Move[] } {
  const created = createGame(rules, { players, seed: 'bench' });
  if (!created.ok) throw new Error(`the bench game cannot be set up: ${created.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  const s = created.state;
  const moves = legalMoves(rules, s);
  const seat = moves[0]?.seat ?? 0;
  return { known: seatKnowledge(rules, s, seat), mine: firstSeatMoves(moves) };
}
