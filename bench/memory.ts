// Memory per game state (its JSON size, and the heap it takes when many are kept), and per
// simulated game (the heap a simulation keeps for each game it has played: its outcome).
import { type Rules } from '../runtime/index.js';
import { newGame } from './new-game.js';
import { simulateGame } from '../runtime/sim/game.js';

export interface MemoryFigure {
  readonly label: string;
  readonly jsonBytes: number;
  readonly heapBytesPerState: number;
}

export function measureMemory(label: string, rules: Rules, players: number, count = 2000): MemoryFigure {
  const one = newGame(rules, { players, seed: 1 });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, (_, i) => newGame(rules, { players, seed: i }));
  gc?.();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== count) throw new Error('unreachable');
  return { label, jsonBytes: JSON.stringify(one).length, heapBytesPerState: Math.round((after - before) / count) };
}

export interface SimMemoryFigure {
  readonly label: string;
  readonly games: number;
  readonly heapBytesPerGame: number;
}

export function measureSimMemory(label: string, rules: Rules, players: number, games = 1000): SimMemoryFigure {
  const gc = (globalThis as { gc?: () => void }).gc;
  const bots = Array.from({ length: players }, () => 'random' as const);
  let kept: unknown[] | null = [];
  for (let i = 0; i < games; i++) kept.push(simulateGame(rules, { players, seed: `mem:${i}`, bots }));
  // Measured by letting the outcomes go: between the two collections nothing else runs, so the
  // difference is theirs (a before/after around the games also saw caches and code come and go).
  gc?.();
  const withOutcomes = process.memoryUsage().heapUsed;
  if (kept.length !== games) throw new Error('unreachable');
  kept = null;
  gc?.();
  const without = process.memoryUsage().heapUsed;
  return { label, games, heapBytesPerGame: Math.round((withOutcomes - without) / games) };
}
