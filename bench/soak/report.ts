// What the soak's workers send back, and how the main thread saves failures: one folder per run in
// soak-failures/ (git-ignored), a file per failure holding what replays it (the input files, or the
// game, seed and the state it stopped in) and what went wrong.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontStats } from './front-end.js';
import type { GameStats } from './games.js';

export interface Failure {
  /** `front-end/<kind>`, `game/error`, `game/throw`, `game/invariant`, `game/leak`. */
  readonly kind: string;
  /** What replays it: the kind, seed and case number, or the configuration and seed. */
  readonly label: string;
  readonly problems: readonly string[];
  readonly files?: readonly { readonly file: string; readonly text: string }[];
  readonly game?: { readonly config: string; readonly seed: number; readonly moves: number; readonly state?: unknown };
}

/** A piece of work for a worker: front-end cases of one kind, or a range of games. */
export type Task =
  | { readonly kind: 'front'; readonly front: import('./front-end.js').FrontKind; readonly seed: number; readonly count: number }
  | { readonly kind: 'games'; readonly first: number; readonly count: number; readonly seed: number; readonly fullEvery: number };

export interface Memory {
  readonly rssMb: number;
  readonly heapMb: number;
}

export interface TaskResult {
  readonly front: FrontStats;
  readonly games: GameStats;
  readonly failures: readonly Failure[];
  /** The worker's heap when it finished the task (its isolate's own; the process's RSS is measured by the main thread). */
  readonly heapMb: number;
}

export function memory(): Memory {
  const m = process.memoryUsage();
  return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 };
}

/** Writes each failure to `dir` (created on the first); returns the files written. */
export function saveFailures(dir: string, failures: readonly Failure[], start: number): string[] {
  if (failures.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  return failures.map((f, i) => {
    const name = `${String(start + i + 1).padStart(4, '0')}-${f.kind.replace(/\//g, '-')}`;
    const path = join(dir, `${name}.json`);
    writeFileSync(path, `${JSON.stringify(f, null, 2)}\n`);
    // The inputs also as files of their own, to open in an editor or pass to `cardsmith validate`.
    f.files?.forEach((file, j) => writeFileSync(join(dir, `${name}.${j}.yaml`), file.text));
    return path;
  });
}
