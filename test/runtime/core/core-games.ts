// The games the core's tests play: every bundled game and variant (bench/soak/bundled-games.ts, up to
// three player counts each) and bench/fixtures/floor.yaml at 4.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { applyInPlace, createGame, prepareRules, randomBot, type Rules } from '../../../runtime/index.js';
import { legalCount, legalPick, pickedSeat } from '../../../runtime/legal.js';
import { coreApply, coreCreate, coreLegalCount, isCoreState } from '../../../runtime/core/engine.js';
import { fromCore } from '../../../runtime/core/from-core.js';
import { bundledConfigs, type GameConfig } from '../../../bench/soak/bundled-games.js';
import { buildCore, type CoreRules } from '../../../runtime/core/build.js';
import { checkGameInputs } from '../../../runtime/game-inputs.js';
import type { Value } from '../../../runtime/values.js';

let floor: Rules | null = null;

export function floorRules(): Rules {
  if (floor !== null) return floor;
  const file = fileURLToPath(new URL('../../../bench/fixtures/floor.yaml', import.meta.url));
  const r = compileRules({ file: 'bench/fixtures/floor.yaml', text: readFileSync(file, 'utf8') });
  if (r.def === undefined) throw new Error('floor.yaml does not compile');
  return (floor = prepareRules(r.def));
}

const fixtures = new Map<string, Rules>();

/** A rule file of test/fixtures/core/. */
export function coreFixture(name: string): Rules {
  const known = fixtures.get(name);
  if (known !== undefined) return known;
  const file = fileURLToPath(new URL(`../../fixtures/core/${name}`, import.meta.url));
  const r = compileRules({ file: `test/fixtures/core/${name}`, text: readFileSync(file, 'utf8') });
  if (r.def === undefined) throw new Error(`${name} does not compile: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  const rules = prepareRules(r.def);
  fixtures.set(name, rules);
  return rules;
}

/** Worst In Show's rule file with its round end-when replaced by `expr`. */
export function worstInShowEndingWhen(expr: string): Rules {
  const file = 'rules/worst-in-show/game.yaml';
  const text = readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
  const line = '  end-when: "players.count(p => not p.sat_out) <= 1"';
  if (!text.includes(line)) throw new Error(`${file} no longer has the end-when the tests rewrite`);
  const r = compileRules({ file, text: text.replace(line, `  end-when: "${expr}"`) });
  if (r.def === undefined) throw new Error(`${expr}: ${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return prepareRules(r.def);
}

export function coreConfigs(): GameConfig[] {
  const two = coreFixture('two-zones.yaml');
  const trumps = coreFixture('trump-rules.yaml');
  return [
    ...bundledConfigs(),
    { name: 'floor at 4', game: 'floor', rules: floorRules(), players: 4, options: {} },
    ...[3, 4, 5].map((players) => ({ name: `two-zones at ${players}`, game: 'two-zones', rules: two, players, options: {} })),
    ...[3, 4].map((players) => ({ name: `trump-rules at ${players}`, game: 'trump-rules', rules: trumps, players, options: {} })),
    { name: 'trump-teams at 4', game: 'trump-teams', rules: coreFixture('trump-teams.yaml'), players: 4, options: {} },
    ...[3, 4, 5].map((players) => ({ name: `marker-effects at ${players}`, game: 'marker-effects', rules: coreFixture('marker-effects.yaml'), players, options: {} })),
    ...[3, 4].map((players) => ({ name: `auction at ${players}`, game: 'auction', rules: coreFixture('auction.yaml'), players, options: {} })),
    ...[3, 4].map((players) => ({ name: `pass-cards at ${players}`, game: 'pass-cards', rules: coreFixture('pass-cards.yaml'), players, options: {} })),
  ];
}

/**
 * The core compiled for one game's options, as playout() and the bots build it (buildCore with all
 * the options, defaults filled in): option reads folded, handlers false under them never evaluated.
 */
export function foldedCore(rules: Rules, players: number, options: Readonly<Record<string, Value>> = {}): CoreRules {
  const core = buildCore(rules, players, checkGameInputs(rules.def, players, options).options);
  if (typeof core === 'string') throw new Error(core);
  if (core.options === undefined) throw new Error('buildCore fell back to the core for any options');
  return core;
}

/**
 * One game played by the runtime and the core side by side under the bounds in force (withLimits),
 * with random bots from `seed`: both refuse to create it with the same diagnostics, or both stop
 * at the same move with the same error and the same (half-changed) state. Where they stopped and
 * its code, or null when the game ended within the bounds.
 */
export function stopUnderLimits(rules: Rules, core: CoreRules, players: number, seed: string): { readonly at: 'create' | 'move'; readonly code: string } | null {
  const created = createGame(rules, { players, seed });
  const c = coreCreate(core, { seed });
  if (!created.ok) {
    expect(isCoreState(c)).toBe(false);
    if (!isCoreState(c)) expect(c.diagnostics).toEqual(created.diagnostics);
    return { at: 'create', code: created.diagnostics[0]?.code ?? '' };
  }
  if (!isCoreState(c)) throw new Error(`the core failed to create: ${c.diagnostics[0]?.message}`);
  const s = created.state;
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${seed}:${i}`));
  while (s.phase !== 'over') {
    const n = legalCount(rules, s);
    const seat = pickedSeat();
    expect(coreLegalCount(core, c)).toBe(n);
    if (seat === undefined) break;
    const r = (bots[seat]?.chooseIndex as (k: number) => number)(n);
    const err = applyInPlace(rules, s, legalPick(r));
    expect(coreApply(core, c, r)).toEqual(err);
    if (err !== null) {
      expect(JSON.stringify(fromCore(c))).toBe(JSON.stringify(s));
      return { at: 'move', code: err.code };
    }
  }
  return null;
}
