// Plays a job's games, in this thread (one worker) or over worker threads. Games are handed out in
// small batches to whichever worker is free, each worker holding a second batch in reserve so it
// never waits for the main thread. Outcomes are handed on in game order (the few that arrive early
// wait), so the result is the same whatever the number of workers, and none is kept after: memory
// stays flat however many games are played.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameOutcome } from '../../runtime/sim/index.js';
import type { Rules } from '../../runtime/index.js';
import { playGame, type SimJob } from './job.js';

/**
 * The worker script: beside this module when compiled (dist/cli/simulate/worker.js), one folder up
 * from the bundle's chunks (dist/bundle/simulate-worker.mjs), or the build's copy when this runs
 * from the sources (under Vitest).
 */
export function workerScript(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, 'worker.js'), resolve(here, '../simulate-worker.mjs'), resolve(here, '../../dist/cli/simulate/worker.js')];
  const found = candidates.find((c) => existsSync(c));
  if (found === undefined) throw new Error(`the simulation worker is missing (looked for ${candidates.join(', ')}): build the CLI first (npm run build)`);
  return found;
}

/** Games `from` (included) to `to` (excluded) of a job: what a worker is sent. */
export interface GameRange {
  readonly from: number;
  readonly to: number;
}

/**
 * Plays a job's games with its rules, as the command compiled and checked them, giving each
 * outcome to `sink` in game order.
 */
export async function runGames(job: SimJob, rules: Rules, games: number, workers: number, progress: (done: number) => void, sink: (o: GameOutcome) => void): Promise<void> {
  if (workers <= 1 || games <= 1) {
    for (let i = 0; i < games; i++) {
      sink(playGame(rules, job, i));
      progress(i + 1);
      // Let the event loop breathe (progress output, signals) between games.
      if (i % 8 === 7) await new Promise((r) => setImmediate(r));
    }
    return;
  }
  // Outcomes that came before their turn, by game index.
  const early = new Map<number, GameOutcome>();
  let expected = 0;
  const arrive = (index: number, o: GameOutcome): void => {
    early.set(index, o);
    for (let next = early.get(expected); next !== undefined; next = early.get(expected)) {
      early.delete(expected);
      expected++;
      sink(next);
    }
  };
  const script = workerScript();
  let next = 0;
  let done = 0;
  const def = rules.def;
  const count = Math.min(workers, games);
  // Batches small enough that the workers finish together, large enough that messages cost nothing.
  const batch = Math.max(1, Math.min(16, Math.floor(games / (count * 8))));
  const send = (w: Worker): void => {
    if (next >= games) return;
    const range: GameRange = { from: next, to: Math.min(games, next + batch) };
    next = range.to;
    w.postMessage(range);
  };
  const pool = Array.from({ length: count }, () => new Worker(script, { workerData: { job, def } }));
  try {
    await new Promise<void>((resolveAll, reject) => {
      for (const w of pool) {
        w.on('message', (msg: { from: number; outcomes: GameOutcome[] }) => {
          msg.outcomes.forEach((o, i) => arrive(msg.from + i, o));
          done += msg.outcomes.length;
          progress(done);
          if (done === games) resolveAll();
          else send(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => { if (code !== 0 && done < games) reject(new Error(`a simulation worker stopped (exit code ${code})`)); });
        send(w);
        send(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}
