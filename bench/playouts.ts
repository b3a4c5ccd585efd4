// Random playouts per second through the runtime's `playout`: on the integer core (runtime/core/)
// where it plays the rule file at that player count, else on the JSON engine (`engine` says which).
import { playout, randomBot, type Rules } from '../runtime/index.js';
import { coreFor } from '../runtime/playout.js';

export interface PlayoutFigure {
  readonly games: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly movesPerGame: number;
  /** `core` (the integer core) or `json` (the JSON engine). */
  readonly engine: 'core' | 'json';
}

export function measurePlayouts(rules: Rules, players: number, minSeconds = 2, maxGames = 2000): PlayoutFigure {
  const start = performance.now();
  let games = 0;
  let moves = 0;
  while (games < maxGames && (performance.now() - start) / 1000 < minSeconds) {
    const bots = Array.from({ length: players }, (_, i) => randomBot(`${games}:${i}`));
    const r = playout(rules, { players, seed: games }, bots);
    if (!r.ok) throw new Error(`playout ${games} cannot be set up: ${r.diagnostics.map((d) => d.code).join(', ')}`);
    if (r.error) throw new Error(`playout ${games} failed: ${r.error.code} ${r.error.message}`);
    moves += r.state.moveCount;
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  const engine = coreFor(rules, { players }) === null ? 'json' : 'core';
  return { games, seconds, perSecond: games / seconds, movesPerGame: moves / games, engine };
}
