// node scripts/ab-playouts.mjs DIST_A DIST_B GAME BATCH ROUNDS
// Two builds in one process, playing the same seeds in alternating batches (which build goes first
// alternates too): CPU nanoseconds per move of each, and B ÷ A. On a noisy host this says more
// than two processes run in turn, whose speed moves with the minute they run in. DIST is a build's
// dist folder (`npm run build && npx tsc -b bench` in its tree); GAME is a bundled game or `floor`
// (bench/fixtures/floor.yaml). Both builds also play the same games to the same move counts, or it
// stops with exit 1: a speed change must not change a game.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [distA, distB, game, batchText, roundsText] = process.argv.slice(2);
const batch = Number(batchText);
const rounds = Number(roundsText);
if (distA === undefined || distB === undefined || game === undefined || !Number.isInteger(batch) || batch < 1 || !Number.isInteger(rounds) || rounds < 2) {
  console.error('usage: node scripts/ab-playouts.mjs DIST_A DIST_B GAME BATCH ROUNDS (ROUNDS at least 2)');
  process.exit(2);
}
const floorFile = fileURLToPath(new URL('../bench/fixtures/floor.yaml', import.meta.url));

async function build(dist) {
  const root = resolve(dist);
  const runtime = await import(`${root}/runtime/index.js`).catch(() => null);
  if (runtime === null) {
    console.error(`ab-playouts: no build in ${root} (run \`npm run build && npx tsc -b bench\` in its tree)`);
    process.exit(2);
  }
  let rules;
  if (game === 'floor') {
    const { compileRules } = await import(`${root}/grammar/compile.js`);
    rules = runtime.prepareRules(compileRules({ file: floorFile, text: readFileSync(floorFile, 'utf8') }).def);
  } else rules = (await import(`${root}/bench/games.js`)).loadGame(game);
  // Moves of each game, for the check that both builds play the same games.
  return (from, to, counts) => {
    let moves = 0;
    for (let g = from; g < to; g++) {
      const r = runtime.playout(rules, { players: 4, seed: g }, [0, 1, 2, 3].map((i) => runtime.randomBot(`${g}:${i}`)));
      if (!r.ok || r.error !== undefined) {
        console.error(`ab-playouts: game ${g} failed in ${root}`);
        process.exit(1);
      }
      counts.push(r.state.moveCount);
      moves += r.state.moveCount;
    }
    return moves;
  };
}

const builds = [await build(distA), await build(distB)];
for (const play of builds) play(0, Math.min(batch, 200), []); // warm-up
const cpu = [0, 0];
const moves = [0, 0];
for (let r = 0; r < rounds; r++) {
  const counts = [[], []];
  for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const c0 = process.cpuUsage();
    moves[k] += builds[k](1000 + r * batch, 1000 + (r + 1) * batch, counts[k]);
    const c = process.cpuUsage(c0);
    cpu[k] += (c.user + c.system) * 1000;
  }
  if (counts[0].join() !== counts[1].join()) {
    console.error(`ab-playouts: the builds played different games in round ${r + 1}`);
    process.exit(1);
  }
}
const ns = (k) => cpu[k] / moves[k];
console.log(`${game}, ${rounds} rounds of ${batch} games: A ${ns(0).toFixed(0)} ns/move, B ${ns(1).toFixed(0)} ns/move, B ÷ A ${(ns(1) / ns(0)).toFixed(3)}`);
