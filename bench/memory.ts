// Memory per game state: its JSON size, and the heap it takes when many are kept.
import { createGame, type Rules } from '../runtime/index.js';

export interface MemoryFigure {
  readonly label: string;
  readonly jsonBytes: number;
  readonly heapBytesPerState: number;
}

export function measureMemory(label: string, rules: Rules, players: number, count = 2000): MemoryFigure {
  const one = createGame(rules, { players, seed: 1 });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, (_, i) => createGame(rules, { players, seed: i }));
  gc?.();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== count) throw new Error('unreachable');
  return { label, jsonBytes: JSON.stringify(one).length, heapBytesPerState: Math.round((after - before) / count) };
}
