// The compiler's worker sends the GameDef to the page by postMessage, that is by structured clone:
// a def must be plain data (no functions, no class instances, whose prototypes a clone loses) and a
// game of the clone must play exactly as a game of the original, on every bundled game and variant.
import { describe, expect, it } from 'vitest';
import { prepareRules, type GameState } from '../../runtime/index.js';
import { bundledConfigs, walk, type GameConfig } from '../../bench/soak/bundled-games.js';

/** Where a value is not plain data (a path), or null. */
function notPlain(v: unknown, path: string, seen: Set<object>): string | null {
  if (typeof v === 'function' || typeof v === 'symbol') return `${path}: a ${typeof v}`;
  if (typeof v !== 'object' || v === null) return null;
  if (seen.has(v)) return null;
  seen.add(v);
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return `${path}: an instance of ${proto?.constructor?.name ?? 'a class'}`;
  for (const [k, x] of Object.entries(v)) {
    const bad = notPlain(x, `${path}.${k}`, seen);
    if (bad !== null) return bad;
  }
  return null;
}

/** A whole game's moves and final scores, random moves from `seed`. */
function game(config: GameConfig, seed: number): string {
  const states: string[] = [];
  walk(config, seed, 400, (s: GameState) => states.push(JSON.stringify([s.history.length, s.players.map((p) => p.score), s.phase, s.zones])));
  return states.join('\n');
}

describe('a GameDef through structured clone', () => {
  const configs = bundledConfigs().filter((c, i, all) => all.findIndex((x) => x.name.split(' at ')[0] === c.name.split(' at ')[0]) === i);

  it('is plain data', () => {
    expect(configs.length).toBeGreaterThanOrEqual(8);
    for (const c of configs) expect(notPlain(c.rules.def, c.name, new Set()), c.name).toBeNull();
  });

  it('plays as the original does', () => {
    for (const c of configs) {
      const clone = structuredClone(c.rules.def);
      expect(clone, c.name).toEqual(c.rules.def);
      const cloned: GameConfig = { ...c, rules: prepareRules(clone) };
      for (const seed of [1, 2]) expect(game(cloned, seed), `${c.name}, seed ${seed}`).toBe(game(c, seed));
    }
  });
});
