// node scripts/measure-playouts.mjs GAME PLAYERS GAMES
// Random playouts on fixed seeds (0 … GAMES-1), in games per CPU-second (steadier than the clock on
// a busy machine), with an outcome hash of every game's moves and scores that must not change with
// a speed change. GAME is a bundled game (`worst-in-show`) or `floor` (bench/fixtures/floor.yaml,
// the least trick game: what a move costs the engine itself). It measures the build of its own tree
// (`npm run build && npx tsc -b bench` first); to compare two builds, run each tree's own copy of
// it in alternation.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [game, playersText, gamesText] = process.argv.slice(2);
const players = Number(playersText);
const count = Number(gamesText);
if (game === undefined || !Number.isInteger(players) || players < 1 || !Number.isInteger(count) || count < 1) {
  console.error('usage: node scripts/measure-playouts.mjs GAME PLAYERS GAMES');
  process.exit(2);
}
const built = await import('../dist/bench/games.js').catch(() => null);
if (built === null) {
  console.error('measure-playouts: no build here; run `npm run build && npx tsc -b bench` first');
  process.exit(2);
}
const { loadGame } = built;
const { playout, prepareRules, randomBot } = await import('../dist/runtime/index.js');
let rules;
if (game === 'floor') {
  const { compileRules } = await import('../dist/grammar/compile.js');
  const file = fileURLToPath(new URL('../bench/fixtures/floor.yaml', import.meta.url));
  rules = prepareRules(compileRules({ file, text: readFileSync(file, 'utf8') }).def);
} else rules = loadGame(game);

const hash = createHash('md5');
let moves = 0;
const c0 = process.cpuUsage();
for (let g = 0; g < count; g++) {
  const r = playout(rules, { players, seed: g }, Array.from({ length: players }, (_, i) => randomBot(`${g}:${i}`)));
  if (!r.ok || r.error !== undefined) {
    console.error(`game ${g} failed: ${r.ok ? r.error.code : r.diagnostics.map((d) => d.code).join(', ')}`);
    process.exit(1);
  }
  moves += r.state.moveCount;
  hash.update(`${r.state.moveCount}:${r.state.players.map((p) => p.score).join(',')};`);
}
const cpu = process.cpuUsage(c0);
const seconds = (cpu.user + cpu.system) / 1e6;
console.log(`${game} ${players}p ${count} games ${moves} moves: ${(count / seconds).toFixed(1)} games/cpu-s, ${((seconds * 1e9) / moves).toFixed(0)} ns/move, outcome hash ${hash.digest('hex').slice(0, 12)}`);
