// Memory per game state (its JSON size, and the heap it takes when many are kept), and per
// simulated game (the heap a simulation keeps for each game it has played: its outcome).
import { readdirSync } from 'node:fs';
import { type Rules } from '../runtime/index.js';
import { newGame } from './new-game.js';
import { simulateGame } from '../runtime/sim/game.js';
import { loadGame, rulesRoot } from './games.js';

export interface MemoryFigure {
  readonly label: string;
  readonly players: number;
  readonly jsonBytes: number;
  readonly heapBytesPerState: number;
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

/**
 * `count` states at their first decision, as createGame leaves them. Measured by letting them go:
 * between the two collections nothing else runs, so the difference is theirs (a before/after around
 * their making also counted what the making left behind, and the collections it happened to miss).
 */
export function measureMemory(label: string, rules: Rules, players: number, count = 2000): MemoryFigure {
  const one = newGame(rules, { players, seed: 1 });
  let kept: unknown[] | null = Array.from({ length: count }, (_, i) => newGame(rules, { players, seed: i }));
  gc();
  const withStates = process.memoryUsage().heapUsed;
  if (kept.length !== count) throw new Error('unreachable');
  kept = null;
  gc();
  const without = process.memoryUsage().heapUsed;
  return { label, players, jsonBytes: JSON.stringify(one).length, heapBytesPerState: Math.round((withStates - without) / count) };
}

export interface MemoryConfig {
  readonly label: string;
  readonly game: string;
  readonly variants: readonly string[];
  readonly players: number;
}

/**
 * Every bundled game and each of its variants (rules/<game>/variants/*.yaml) at its most players
 * and at 4 (when it allows 4).
 */
export function memoryConfigs(): MemoryConfig[] {
  const out: MemoryConfig[] = [];
  const games = readdirSync(rulesRoot, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const game of games) {
    let variants: string[] = [];
    try {
      variants = readdirSync(`${rulesRoot}${game}/variants`).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
    } catch {
      // no variants
    }
    for (const v of [null, ...variants]) {
      const { min, max } = loadGame(game, v === null ? [] : [v]).def.players;
      const counts = [...new Set([max, 4])].filter((n) => n >= min && n <= max).sort((a, b) => b - a);
      for (const players of counts) out.push({ label: v === null ? game : `${game} + ${v}`, game, variants: v === null ? [] : [v], players });
    }
  }
  return out;
}

/** measureMemory for every configuration of memoryConfigs (the rules compiled once per file). */
export function measureAllMemory(count = 2000): MemoryFigure[] {
  const rules = new Map<string, Rules>();
  return memoryConfigs().map((c) => {
    const key = [c.game, ...c.variants].join('+');
    let r = rules.get(key);
    if (r === undefined) rules.set(key, (r = loadGame(c.game, c.variants)));
    return measureMemory(c.label, r, c.players, count);
  });
}

export interface SimMemoryFigure {
  readonly label: string;
  readonly games: number;
  readonly heapBytesPerGame: number;
}

export function measureSimMemory(label: string, rules: Rules, players: number, games = 1000): SimMemoryFigure {
  const bots = Array.from({ length: players }, () => 'random' as const);
  let kept: unknown[] | null = [];
  for (let i = 0; i < games; i++) kept.push(simulateGame(rules, { players, seed: `mem:${i}`, bots }));
  // Measured by letting the outcomes go: between the two collections nothing else runs, so the
  // difference is theirs (a before/after around the games also saw caches and code come and go).
  gc();
  const withOutcomes = process.memoryUsage().heapUsed;
  if (kept.length !== games) throw new Error('unreachable');
  kept = null;
  gc();
  const without = process.memoryUsage().heapUsed;
  return { label, games, heapBytesPerGame: Math.round((withOutcomes - without) / games) };
}
