// Plays a job's games, in this thread (one worker) or over worker threads. Games are handed out
// one at a time to whichever worker is free; outcomes are stored by game index, so the result is
// the same whatever the number of workers.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameOutcome } from '../../runtime/sim/game.js';
import { jobRules, playGame, type SimJob } from './job.js';

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

export async function runGames(job: SimJob, games: number, workers: number, progress: (done: number) => void): Promise<GameOutcome[]> {
  const out: GameOutcome[] = new Array<GameOutcome>(games);
  if (workers <= 1 || games <= 1) {
    const rules = jobRules(job);
    for (let i = 0; i < games; i++) {
      out[i] = playGame(rules, job, i);
      progress(i + 1);
      // Let the event loop breathe (progress output, signals) between games.
      if (i % 8 === 7) await new Promise((r) => setImmediate(r));
    }
    return out;
  }
  const script = workerScript();
  let next = 0;
  let done = 0;
  const def = jobRules(job).def;
  const pool = Array.from({ length: Math.min(workers, games) }, () => new Worker(script, { workerData: { job, def } }));
  try {
    await new Promise<void>((resolveAll, reject) => {
      for (const w of pool) {
        w.on('message', (msg: { index: number; outcome: GameOutcome }) => {
          out[msg.index] = msg.outcome;
          progress(++done);
          if (done === games) resolveAll();
          else if (next < games) w.postMessage(next++);
        });
        w.on('error', reject);
        w.on('exit', (code) => { if (code !== 0 && done < games) reject(new Error(`a simulation worker stopped (exit code ${code})`)); });
        if (next < games) w.postMessage(next++);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return out;
}
