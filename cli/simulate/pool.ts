// Plays a job's games, in this thread (one worker) or in this thread and worker threads beside it.
// Games are handed out in small batches to whoever is free: each worker thread holds a second
// batch in reserve so it never waits for the main thread, and the main thread plays a batch itself
// whenever it has handled what the threads sent, yielding to the event loop after each one (their
// messages, progress output and signals wait at most one batch). Outcomes are handed on in game
// order (the few that arrive early wait), so the result is the same whatever the number of workers,
// and none is kept after: memory stays flat however many games are played.
//
// With W workers asked for, W - 1 threads are started: the main thread, which has the rules
// compiled and prepared already and is otherwise idle, is the W-th. A thread of its own would have
// to load the runtime, prepare the rules again and warm up its JIT from cold while the main thread
// waits. The threads are started before the rules are compiled (`startPool`), so that loading the
// runtime in each of them happens while the main thread compiles, not after; the compiled rules
// follow as a message. One pool serves both runs of a comparison, its threads already warm.
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameOutcome } from '../../runtime/sim/index.js';
import type { Rules } from '../../runtime/index.js';
import { playGame, type SimJob } from './job.js';
import type { ToWorker, FromWorker } from './messages.js';

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

/** Who played how many games of a run: the main thread, and each worker thread. */
export interface PlayShare {
  readonly here: number;
  readonly threads: readonly number[];
}

/** The run a pool is playing: where its workers' messages go. */
interface Run {
  readonly message: (w: Worker, msg: FromWorker) => void;
  readonly fail: (err: Error) => void;
}

const breathe = (): Promise<void> => new Promise((r) => setImmediate(r));

/** Worker threads that play games beside the main thread; `runGames` uses them, `close` ends them. */
export class SimPool {
  private run: Run | undefined;
  /** A worker that failed between runs: the next run reports it. */
  private failure: Error | undefined;
  /** Set by `close`: the workers' exits are expected from then on. */
  private closing = false;

  private constructor(readonly workers: readonly Worker[]) {
    for (const w of workers) {
      w.on('message', (msg: FromWorker) => this.run?.message(w, msg));
      w.on('error', (err) => this.fail(err));
      // Before `close`, any exit is a failure: a run waiting on that worker would never end.
      w.on('exit', (code) => this.fail(new Error(`a simulation worker stopped (exit code ${code})`)));
    }
  }

  /** Starts `count` worker threads; the main thread plays beside them (`startPool` asks for W - 1). */
  static start(count: number): SimPool {
    const script = workerScript();
    return new SimPool(Array.from({ length: count }, () => new Worker(script)));
  }

  private fail(err: Error): void {
    if (this.closing) return;
    if (this.run === undefined) this.failure ??= err;
    else this.run.fail(err);
  }

  /** Plays `games` games of `job`, giving each outcome to `sink` in game order; says who played them. */
  async play(job: SimJob, rules: Rules, games: number, progress: (done: number) => void, sink: (o: GameOutcome) => void): Promise<PlayShare> {
    if (this.failure !== undefined) throw this.failure;
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
    const workers = this.workers.slice(0, games);
    const threads = workers.map(() => 0);
    let here = 0;
    let next = 0;
    let done = 0;
    // Batches small enough that all finish together, large enough that messages cost nothing.
    const batch = Math.max(1, Math.min(16, Math.floor(games / ((workers.length + 1) * 8))));
    const take = (): GameRange | undefined => {
      if (next >= games) return undefined;
      const range: GameRange = { from: next, to: Math.min(games, next + batch) };
      next = range.to;
      return range;
    };
    const send = (w: Worker): void => {
      const range = take();
      if (range !== undefined) w.postMessage({ kind: 'range', ...range } satisfies ToWorker);
    };
    try {
      await new Promise<void>((resolveAll, reject) => {
        // Once the run is over (all played, or failed) nobody plays or delivers any more.
        let over = false;
        const deliver = (from: number, outcomes: readonly GameOutcome[]): void => {
          outcomes.forEach((o, i) => arrive(from + i, o));
          done += outcomes.length;
          progress(done);
          if (done === games) {
            over = true;
            resolveAll();
          }
        };
        const stop = (err: unknown): void => {
          over = true;
          reject(err instanceof Error ? err : new Error(String(err)));
        };
        this.run = {
          message: (w, msg) => {
            if (over) return;
            try {
              deliver(msg.from, msg.outcomes);
              threads[workers.indexOf(w)] += msg.outcomes.length;
              if (!over) send(w);
            } catch (err) {
              stop(err);
            }
          },
          fail: stop,
        };
        for (const w of workers) {
          w.postMessage({ kind: 'job', job, def: rules.def } satisfies ToWorker);
          send(w);
          send(w);
        }
        // The main thread's share: a batch, then whatever the threads sent meanwhile, then the next.
        const playHere = async (): Promise<void> => {
          while (!over) {
            const range = take();
            if (range === undefined) return;
            const outcomes: GameOutcome[] = [];
            for (let i = range.from; i < range.to; i++) outcomes.push(playGame(rules, job, i));
            here += outcomes.length;
            deliver(range.from, outcomes);
            await breathe();
          }
        };
        playHere().catch(stop);
      });
    } finally {
      this.run = undefined;
    }
    return { here, threads };
  }

  /** Ends the workers (after the last run, or when the command stops before playing). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * The pool for `workers` players and `games` games: `workers - 1` threads beside the main thread,
 * or none when all are played in this thread.
 */
export function startPool(workers: number, games: number): SimPool | undefined {
  return workers <= 1 || games <= 1 ? undefined : SimPool.start(Math.min(workers, games) - 1);
}

/**
 * Plays a job's games with its rules, as the command compiled and checked them, giving each
 * outcome to `sink` in game order: here and on the pool's threads, or here alone without one.
 */
export async function runGames(job: SimJob, rules: Rules, games: number, pool: SimPool | undefined, progress: (done: number) => void, sink: (o: GameOutcome) => void): Promise<void> {
  if (pool !== undefined) {
    await pool.play(job, rules, games, progress, sink);
    return;
  }
  for (let i = 0; i < games; i++) {
    sink(playGame(rules, job, i));
    progress(i + 1);
    // Let the event loop breathe (progress output, signals) between games.
    if (i % 8 === 7) await breathe();
  }
}
