// The games the core's tests play: every bundled game and variant (bench/soak/bundled-games.ts, up to
// three player counts each) and bench/fixtures/floor.yaml at 4.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { prepareRules, type Rules } from '../../../runtime/index.js';
import { bundledConfigs, type GameConfig } from '../../../bench/soak/bundled-games.js';

let floor: Rules | null = null;

export function floorRules(): Rules {
  if (floor !== null) return floor;
  const file = fileURLToPath(new URL('../../../bench/fixtures/floor.yaml', import.meta.url));
  const r = compileRules({ file: 'bench/fixtures/floor.yaml', text: readFileSync(file, 'utf8') });
  if (r.def === undefined) throw new Error('floor.yaml does not compile');
  return (floor = prepareRules(r.def));
}

export function coreConfigs(): GameConfig[] {
  return [...bundledConfigs(), { name: 'floor at 4', game: 'floor', rules: floorRules(), players: 4, options: {} }];
}
