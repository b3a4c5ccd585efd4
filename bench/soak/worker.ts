// A soak worker thread: runs the tasks the main thread sends (front-end cases or a range of games)
// and answers each with its counts and failures.
import { parentPort } from 'node:worker_threads';
import { emptyFrontStats, runFrontCases } from './front-end.js';
import { emptyGameStats, playGame } from './games.js';
import type { Failure, Task, TaskResult } from './report.js';

export function runTask(task: Task): TaskResult {
  const front = emptyFrontStats();
  const games = emptyGameStats();
  const failures: Failure[] = [];
  if (task.kind === 'front') runFrontCases(task.front, task.seed, task.count, front, failures);
  else for (let i = task.first; i < task.first + task.count; i++) playGame(i, task.seed * 1_000_003 + i, task.fullEvery, games, failures);
  // With `node --expose-gc` (npm run soak) the heap is measured after a collection: what is kept, not garbage.
  (globalThis as { gc?: () => void }).gc?.();
  return { front, games, failures, heapMb: process.memoryUsage().heapUsed / 2 ** 20 };
}

// A first compile and game (not counted) so that start-up costs are not taken for a slow case.
runTask({ kind: 'front', front: 'mutant', seed: 0, count: 1 });
playGame(0, 0, 1, emptyGameStats(), []);

parentPort?.on('message', (task: Task) => parentPort?.postMessage(runTask(task)));
