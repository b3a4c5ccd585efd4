// Simulation throughput: `cardsmith simulate` as a whole process with 1 and with 2 workers.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rulesRoot } from './games.js';

export interface SimulationFigure {
  readonly workers: number;
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
}

const cli = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

export function measureSimulation(game: string, players: number, games: number, workers: number): SimulationFigure {
  const start = performance.now();
  const r = spawnSync(process.execPath, [cli, 'simulate', `${rulesRoot}${game}/game.yaml`, '--players', String(players), '--games', String(games), '--workers', String(workers), '--json'], { encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (r.status !== 0) throw new Error(`simulate failed: ${r.stderr}`);
  return { workers, games, seconds, gamesPerSecond: games / seconds };
}
