// The public boundary plays the integer core where it can (runtime/playout.ts playout, runtime/sim/
// game.ts simulateGame): the same games as the runtime's, with nothing changed but speed. Every
// configuration the core accepts (bundled games and variants at several player counts, the floor
// fixture, test/fixtures/core/) is played through playout() and through runtimePlayout() (the
// runtime forced) from the same seeds with the same bots, and the whole final GameState must be the
// same JSON; likewise simulateGame() against runtimeSimulateGame(), outcome for outcome. Bots that
// pick by index, bots that choose from the move list, bots that return a move not listed (handed
// over to the runtime), non-default game options, and games stopped by lowered bounds.
import { describe, expect, it } from 'vitest';
import { randomBot, type Bot, type Move, type Rules } from '../../../runtime/index.js';
import { coreFor, playout, runtimePlayout } from '../../../runtime/playout.js';
import { runtimeSimulateGame, simulateGame, type GameSpec } from '../../../runtime/sim/game.js';
import { buildCore } from '../../../runtime/core/build.js';
import { withLimits } from '../../../runtime/budget.js';
import type { Value } from '../../../runtime/values.js';
import { coreConfigs, floorRules } from './core-games.js';

interface Config {
  readonly name: string;
  readonly rules: Rules;
  readonly players: number;
  readonly options: Readonly<Record<string, Value>>;
}

/** The configurations the core accepts, each also under every other value of each of its options. */
function accepted(): Config[] {
  const out: Config[] = [];
  for (const c of coreConfigs()) {
    if (typeof buildCore(c.rules, c.players) === 'string') continue;
    out.push(c);
    for (const o of c.rules.def.options) {
      for (const v of o.values ?? []) {
        if (v === o.default || o.name in c.options) continue;
        out.push({ ...c, name: `${c.name} with ${o.name}=${String(v)}`, options: { ...c.options, [o.name]: v as Value } });
      }
    }
  }
  return out;
}

const configs = accepted();

/** A random bot offering only `choose` (the boundary decodes the moves for it). */
function chooser(seed: string): Bot {
  const b = randomBot(seed);
  return { name: 'chooser', choose: (moves) => b.choose(moves) };
}

/** A random bot that returns a copy of the move it picks: not one of those listed. */
function copier(seed: string): Bot {
  const b = randomBot(seed);
  return { name: 'copier', choose: (moves: readonly Move[]) => JSON.parse(JSON.stringify(b.choose(moves))) as Move };
}

function same(rules: Rules, players: number, seed: string, options: Readonly<Record<string, Value>>, bots: (seed: string) => Bot[]): { moves: number; error: string | null } {
  const opts = { players, seed, ...(Object.keys(options).length > 0 ? { options } : {}) };
  const a = playout(rules, opts, bots(seed));
  const b = runtimePlayout(rules, opts, bots(seed));
  expect(a.ok).toBe(b.ok);
  if (!a.ok || !b.ok) {
    expect(a).toEqual(b);
    return { moves: 0, error: 'setup' };
  }
  expect(a.error).toEqual(b.error);
  expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  return { moves: b.state.moveCount, error: b.error?.code ?? null };
}

describe('the boundary plays the core', () => {
  it('accepts the configurations it should', () => {
    const names = configs.map((c) => c.name);
    console.log(`core configurations: ${names.length} (${names.join('; ')})`);
    expect(names.some((n) => n.startsWith('worst-in-show at 4'))).toBe(true);
    expect(names.some((n) => n.startsWith('of-whats-left at 4'))).toBe(true);
    expect(names.some((n) => n.startsWith('floor at 4'))).toBe(true);
    for (const c of configs) expect(coreFor(c.rules, { players: c.players, seed: 1, options: c.options })).not.toBeNull();
    // Games that start otherwise than the core starts them stay with the runtime.
    const c = configs[0] as Config;
    expect(coreFor(c.rules, { players: c.players, leader: 0 })).toBeNull();
    expect(coreFor(c.rules, { players: c.players, deals: { 1: { zones: {}, wild: [] } } as never })).toBeNull();
    expect(coreFor(c.rules, { players: c.players, deals: {} })).not.toBeNull();
    expect(coreFor(c.rules, { players: 99 })).toBeNull();
  });

  it('playout: the same final state as the runtime with random bots', () => {
    let games = 0;
    let moves = 0;
    for (const c of configs) {
      for (let g = 0; g < 12; g++) {
        const r = same(c.rules, c.players, `b${g}`, c.options, (seed) => Array.from({ length: c.players }, (_, i) => randomBot(`${seed}:${i}`)));
        expect(r.error).toBeNull();
        games++;
        moves += r.moves;
      }
    }
    console.log(`playout, random bots: ${games} games, ${moves} moves, the same final state`);
    expect(games).toBe(configs.length * 12);
    expect(moves).toBeGreaterThan(games * 20);
  });

  it('playout: bots that choose from the moves, one bot for every seat, and bots returning moves not listed', () => {
    let games = 0;
    for (const c of configs) {
      for (let g = 0; g < 3; g++) {
        same(c.rules, c.players, `c${g}`, c.options, (seed) => Array.from({ length: c.players }, (_, i) => (i % 2 === 0 ? chooser(`${seed}:${i}`) : randomBot(`${seed}:${i}`))));
        // One bot for all seats (bots[seat] ?? bots[0]).
        same(c.rules, c.players, `o${g}`, c.options, (seed) => [randomBot(seed)]);
        // The runtime takes the game over at the first move not listed: still the runtime's game.
        same(c.rules, c.players, `x${g}`, c.options, (seed) => Array.from({ length: c.players }, (_, i) => (i === 1 ? copier(`${seed}:${i}`) : randomBot(`${seed}:${i}`))));
        games += 3;
      }
    }
    console.log(`playout, other bots: ${games} games, the same final state`);
    expect(games).toBeGreaterThan(0);
  });

  it('playout: the same setup failures and the same errors under lowered bounds', () => {
    let stopped = 0;
    let failures = 0;
    const codes = new Set<string>();
    for (const c of configs.filter((x) => !x.name.includes(' with '))) {
      for (const limits of [{ steps: 60 }, { steps: 400 }, { steps: 2500 }, { engineSteps: 12 }, { engineSteps: 40 }, { statements: 3 }]) {
        for (let g = 0; g < 2; g++) {
          withLimits(limits, () => {
            const r = same(c.rules, c.players, `l${g}`, c.options, (seed) => Array.from({ length: c.players }, (_, i) => randomBot(`${seed}:${i}`)));
            if (r.error === 'setup') failures++;
            else if (r.error !== null) {
              stopped++;
              codes.add(r.error);
            }
          });
        }
      }
    }
    const bad = { players: 1, seed: 1 };
    const rules = floorRules();
    expect(playout(rules, bad, [randomBot(1)])).toEqual(runtimePlayout(rules, bad, [randomBot(1)]));
    console.log(`playout under bounds: ${failures} setups refused alike, ${stopped} games stopped alike (${[...codes].join(', ')})`);
    expect(stopped + failures).toBeGreaterThan(10);
  });

  it('simulateGame: the same outcomes as the runtime', () => {
    let games = 0;
    let decisions = 0;
    let tricks = 0;
    let markers = 0;
    let rounds = 0;
    let withMarkers = 0;
    for (const c of configs) {
      for (let g = 0; g < 10; g++) {
        const spec: GameSpec = { players: c.players, seed: `s#${g}`, bots: ['random'], ...(Object.keys(c.options).length > 0 ? { options: c.options } : {}) };
        const a = simulateGame(c.rules, spec);
        const b = runtimeSimulateGame(c.rules, spec);
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        expect(b.error).toBeUndefined();
        games++;
        decisions += b.decisions.reduce((x, y) => x + y, 0);
        tricks += b.tricks;
        rounds += b.rounds;
        markers += Object.values(b.markers).reduce((x, y) => x + y, 0);
        if (c.rules.def.markers.length > 0) withMarkers++;
      }
    }
    // Under lowered bounds, outcomes with errors (and the state trimmed to the round) alike too.
    let errors = 0;
    for (const c of configs.filter((x) => !x.name.includes(' with '))) {
      for (const limits of [{ steps: 400 }, { engineSteps: 40 }, { statements: 3 }]) {
        withLimits(limits, () => {
          const spec: GameSpec = { players: c.players, seed: 'e', bots: ['random'] };
          const a = simulateGame(c.rules, spec);
          const b = runtimeSimulateGame(c.rules, spec);
          expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          if (b.error !== undefined) errors++;
        });
      }
    }
    console.log(`simulateGame: ${games} games, ${decisions} decisions, ${tricks} tricks, ${rounds} rounds, ${markers} markers taken (${withMarkers} games with markers), the same outcomes; ${errors} stopped alike under bounds`);
    expect(games).toBe(configs.length * 10);
    expect(decisions).toBeGreaterThan(games * 20);
    expect(tricks).toBeGreaterThan(0);
    // The core plays no effect that gives a marker an owner yet: the markers' owners are compared, never changed.
    expect(withMarkers).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
  });

  it('simulateGame: games with other bots than random stay with the runtime', () => {
    const c = configs.find((x) => x.name.startsWith('worst-in-show at 4')) as Config;
    const spec: GameSpec = { players: 4, seed: 'g', bots: ['random', 'greedy'] };
    expect(JSON.stringify(simulateGame(c.rules, spec))).toBe(JSON.stringify(runtimeSimulateGame(c.rules, spec)));
  });
});
