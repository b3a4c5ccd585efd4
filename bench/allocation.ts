// Bytes allocated per move: V8's sampling heap profiler, with the objects collected since counted
// too, over random playouts after a warm-up. Issue 9 found that two workers are held back by
// memory traffic, so this is the figure an allocation-free move path must bring down.
import { Session } from 'node:inspector/promises';
import { playout, randomBot, type Rules } from '../runtime/index.js';

export interface AllocationFigure {
  readonly label: string;
  readonly games: number;
  readonly moves: number;
  /** Estimated bytes allocated per move (sampled: the estimate moves by a few per cent between runs). */
  readonly bytesPerMove: number;
}

/** One sample per this many bytes allocated, on average: small enough for thousands of samples. */
const SAMPLING_INTERVAL = 256;

interface ProfileNode {
  readonly selfSize: number;
  readonly children: readonly ProfileNode[];
}

function totalSize(node: ProfileNode): number {
  let size = node.selfSize;
  for (const c of node.children) size += totalSize(c);
  return size;
}

/**
 * Runs `work` (which returns how many units it did) under the sampling heap profiler and returns
 * the estimated bytes it allocated in all, collected objects included.
 */
export async function sampledBytes(work: () => number): Promise<{ bytes: number; units: number }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: SAMPLING_INTERVAL,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const units = work();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    return { bytes: totalSize(profile.head as ProfileNode), units };
  } finally {
    session.disconnect();
  }
}

function games(rules: Rules, first: number, count: number): number {
  let moves = 0;
  for (let g = first; g < first + count; g++) {
    const r = playout(rules, { players: 4, seed: g }, [0, 1, 2, 3].map((i) => randomBot(`${g}:${i}`)));
    if (!r.ok || r.error !== undefined) throw new Error(`playout ${g} failed`);
    moves += r.state.moveCount;
  }
  return moves;
}

/** Bytes per move of random playouts at 4 players, after `count` warm-up games on other seeds. */
export async function measureAllocation(label: string, rules: Rules, count: number): Promise<AllocationFigure> {
  games(rules, 100_000, count);
  const { bytes, units } = await sampledBytes(() => games(rules, 0, count));
  if (units === 0) throw new Error(`${label}: no move was made`);
  return { label, games: count, moves: units, bytesPerMove: bytes / units };
}
