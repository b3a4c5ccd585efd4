// Simulation throughput: `cardsmith simulate` as a whole process with 1 and with 2 workers, and
// beside them the machine's own ceiling for the same work: two separate processes, each playing
// half the games with one thread, started together. Two workers cannot beat two processes that
// share nothing, so that figure says how much of the 2× a second core could give is left.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rulesRoot } from './games.js';

export interface SimulationFigure {
  /** `1 worker`, `2 workers`, or `2 processes` (the ceiling). */
  readonly setup: string;
  readonly games: number;
  /** The best of the runs (the VM's noise only ever makes a run slower). */
  readonly seconds: number;
  readonly runs: readonly number[];
  readonly gamesPerSecond: number;
}

const cli = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

function simulate(game: string, players: number, games: number, workers: number, seedOffset: number): Promise<void> {
  const args = [cli, 'simulate', `${rulesRoot}${game}/game.yaml`, '--players', String(players), '--games', String(games), '--workers', String(workers), '--json'];
  if (seedOffset > 0) args.push('--seed', `half-${seedOffset}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`simulate failed (exit ${code}): ${err}`))));
  });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

/** The three set-ups in turn, `rounds` times (alternating, so a slow minute hits all of them). */
export async function measureSimulations(game: string, players: number, games: number, rounds: number): Promise<SimulationFigure[]> {
  const setups: { setup: string; run: () => Promise<unknown> }[] = [
    { setup: '1 worker', run: () => simulate(game, players, games, 1, 0) },
    { setup: '2 workers', run: () => simulate(game, players, games, 2, 0) },
    {
      setup: '2 processes, half the games each',
      run: () => Promise.all([simulate(game, players, Math.ceil(games / 2), 1, 1), simulate(game, players, Math.floor(games / 2), 1, 2)]),
    },
  ];
  const runs = setups.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < setups.length; i++) runs[i]?.push(await timed((setups[i] as (typeof setups)[number]).run));
  }
  return setups.map((x, i) => {
    const times = runs[i] ?? [];
    const seconds = Math.min(...times);
    return { setup: x.setup, games, seconds, runs: times, gamesPerSecond: games / seconds };
  });
}
