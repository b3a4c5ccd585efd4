// node scripts/measure-core.mjs GAME PLAYERS GAMES [runtime|core] [WARMUP]
// Random playouts on fixed seeds (0 … GAMES-1) through the integer core (runtime/core/, default) or
// the runtime, with measure-playouts.mjs's outcome hash (the two must print the same hash), the
// CPU time per move over all games, and warm: over the games after the first WARMUP (default 2,000).
// GAME is a bundled game or `floor` (bench/fixtures/floor.yaml). Build first: `npx tsc -b`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [game, playersText, gamesText, engine = 'core', warmText = '2000'] = process.argv.slice(2);
const players = Number(playersText);
const count = Number(gamesText);
const warmup = Number(warmText);
if (game === undefined || !Number.isInteger(players) || !Number.isInteger(count) || (engine !== 'core' && engine !== 'runtime')) {
  console.error('usage: node scripts/measure-core.mjs GAME PLAYERS GAMES [runtime|core] [WARMUP]');
  process.exit(2);
}
const { prepareRules, randomBot } = await import('../dist/runtime/index.js');
// playout() plays the core where it can: `runtime` forces the JSON engine.
const { runtimePlayout } = await import('../dist/runtime/playout.js');
const { buildCore } = await import('../dist/runtime/core/build.js');
const { checkGameInputs } = await import('../dist/runtime/game-inputs.js');
const { corePlayout } = await import('../dist/runtime/core/engine.js');
const { compileRules } = await import('../dist/grammar/compile.js');
const file = game === 'floor' ? fileURLToPath(new URL('../bench/fixtures/floor.yaml', import.meta.url)) : fileURLToPath(new URL(`../rules/${game}/game.yaml`, import.meta.url));
const rel = game === 'floor' ? 'bench/fixtures/floor.yaml' : `rules/${game}/game.yaml`;
const rules = prepareRules(compileRules({ file: game === 'floor' ? file : rel, text: readFileSync(file, 'utf8') }).def);
// Compiled for the game's options (the defaults), as playout() builds it.
const core = engine === 'core' ? buildCore(rules, players, checkGameInputs(rules.def, players, {}).options) : null;
if (typeof core === 'string') {
  console.error(`the core cannot play ${game}: ${core}`);
  process.exit(1);
}

const hash = createHash('md5');
let moves = 0;
let warmMoves = 0;
let warmStart = null;
const c0 = process.cpuUsage();
for (let g = 0; g < count; g++) {
  if (g === warmup) warmStart = process.cpuUsage();
  const bots = Array.from({ length: players }, (_, i) => randomBot(`${g}:${i}`));
  const r = core === null ? runtimePlayout(rules, { players, seed: g }, bots) : corePlayout(core, { seed: g }, bots);
  if (!r.ok || r.error !== undefined) {
    console.error(`game ${g} failed: ${r.ok ? r.error.code : r.diagnostics.map((d) => d.code).join(', ')}`);
    process.exit(1);
  }
  const s = r.state;
  const moveCount = s.moveCount;
  const scores = core === null ? s.players.map((p) => p.score) : Array.from(s.score);
  moves += moveCount;
  if (g >= warmup) warmMoves += moveCount;
  hash.update(`${moveCount}:${scores.join(',')};`);
}
const cpu = process.cpuUsage(c0);
const seconds = (cpu.user + cpu.system) / 1e6;
let warm = '';
if (warmStart !== null && warmMoves > 0) {
  const w = process.cpuUsage(warmStart);
  warm = `, warm ${(((w.user + w.system) / 1e6) * 1e9 / warmMoves).toFixed(0)} ns/move (after ${warmup} games)`;
}
console.log(`${engine} ${game} ${players}p ${count} games ${moves} moves: ${(count / seconds).toFixed(1)} games/cpu-s, ${((seconds * 1e9) / moves).toFixed(0)} ns/move${warm}, outcome hash ${hash.digest('hex').slice(0, 12)}`);
