// node scripts/measure-reference.mjs [GAMES] [WARMUP]
// The hand-written Of What's Left reference (bench/reference/owl.ts, 4 players) on seeds 0 … GAMES-1,
// CPU time per move over the games after the first WARMUP (default 4,000 and 2,000): the figure to
// set beside scripts/measure-core.mjs's warm ns/move on the same host under the same load.
// Build first: `npx tsc -b`.
const { playOwl } = await import('../dist/bench/reference/owl.js');
const games = Number(process.argv[2] ?? 4000);
const warmup = Number(process.argv[3] ?? 2000);
let moves = 0;
let start = null;
for (let g = 0; g < games; g++) {
  if (g === warmup) start = process.cpuUsage();
  const stats = playOwl(g);
  if (g >= warmup) moves += stats.moves;
}
if (start === null || moves === 0) {
  console.error('no warm games: GAMES must exceed WARMUP');
  process.exit(2);
}
const cpu = process.cpuUsage(start);
console.log(`reference of-whats-left 4p ${games - warmup} warm games ${moves} moves: ${(((cpu.user + cpu.system) * 1000) / moves).toFixed(0)} ns/move (after ${warmup} games)`);
