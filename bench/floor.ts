// The engine's floor: random playouts of the least trick game (fixtures/floor.yaml: follow suit,
// a point per trick, no triggers, vars or conditions), in nanoseconds of CPU per move, beside
// Worst In Show's and its hand-written reference's. What a move of the smallest game costs is what
// the runtime itself costs per move, before any rule of a game runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import { playout, prepareRules, randomBot, type Rules } from '../runtime/index.js';
import { runtimePlayout } from '../runtime/playout.js';
import { playWis } from './reference/index.js';
import { loadGame } from './games.js';

export interface FloorFigure {
  readonly label: string;
  readonly games: number;
  readonly movesPerGame: number;
  readonly nsPerMove: number;
}

const floorFile = fileURLToPath(new URL('../../bench/fixtures/floor.yaml', import.meta.url));

export function floorRules(): Rules {
  const r = compileRules({ file: 'bench/fixtures/floor.yaml', text: readFileSync(floorFile, 'utf8') });
  if (r.def === undefined) throw new Error(`the floor game does not compile: ${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return prepareRules(r.def);
}

function cpuSeconds(run: () => number): { seconds: number; moves: number } {
  const c0 = process.cpuUsage();
  const moves = run();
  const c = process.cpuUsage(c0);
  return { seconds: (c.user + c.system) / 1e6, moves };
}

/** Random games through `playout` (the integer core where it plays the rules) or forced onto the JSON engine. */
function runtimeGames(rules: Rules, games: number, json = false): number {
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const r = (json ? runtimePlayout : playout)(rules, { players: 4, seed: g }, [0, 1, 2, 3].map((i) => randomBot(`${g}:${i}`)));
    if (!r.ok || r.error !== undefined) throw new Error(`floor playout ${g} failed`);
    moves += r.state.moveCount;
  }
  return moves;
}

function figure(label: string, games: number, run: () => number): FloorFigure {
  run(); // warm: the first games mostly measure the compiler
  const { seconds, moves } = cpuSeconds(run);
  if (moves === 0) throw new Error(`${label}: no move was made`);
  return { label, games, movesPerGame: moves / games, nsPerMove: (seconds * 1e9) / moves };
}

/** The floor game and Worst In Show on the integer core and on the JSON engine, and the Worst In Show reference, 4 players. */
export function measureFloor(games = 3000): FloorFigure[] {
  const floor = floorRules();
  const wis = loadGame('worst-in-show');
  return [
    figure('the floor game (bench/fixtures/floor.yaml), integer core', games, () => runtimeGames(floor, games)),
    figure('the floor game, JSON engine', games, () => runtimeGames(floor, games, true)),
    figure('Worst In Show, integer core', games, () => runtimeGames(wis, games)),
    figure('Worst In Show, JSON engine', games, () => runtimeGames(wis, games, true)),
    figure('Worst In Show, hand-written reference', games * 10, () => {
      let moves = 0;
      for (let g = 0; g < games * 10; g++) moves += playWis(g).moves;
      return moves;
    }),
  ];
}
