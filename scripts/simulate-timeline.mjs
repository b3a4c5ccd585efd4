// node scripts/simulate-timeline.mjs GAME GAMES WORKERS
// What `cardsmith simulate` spends its time on with W workers: the rules loaded (with the worker
// threads starting beside), then the games in tenths, each tenth's milliseconds, and the games per
// second of the last half (the steady rate, after the JIT has warmed up). Random bots, 4 players,
// the pool `simulate` uses (cli/simulate/pool.ts). Compare the steady rates of 1 and 2 workers to
// see how the game work scales, apart from what every isolate pays once. Build first: `npm run build`.
import { startPool, runGames } from '../dist/cli/simulate/pool.js';
import { loadGame } from '../dist/bench/games.js';

const [game, gamesText, workersText] = process.argv.slice(2);
const games = Number(gamesText);
const workers = Number(workersText);
if (game === undefined || !Number.isInteger(games) || games < 20 || !Number.isInteger(workers) || workers < 1) {
  console.error('usage: node scripts/simulate-timeline.mjs GAME GAMES(at least 20) WORKERS');
  process.exit(2);
}
const t0 = performance.now();
const pool = startPool(workers, games);
const rules = loadGame(game);
const t1 = performance.now();
const job = { file: game, variants: [], players: 4, seed: '1', bots: ['random'] };
// When each tenth of the games was done (ms after the rules were loaded).
const marks = [];
const progress = (done) => {
  while (marks.length < 10 && done >= Math.ceil(((marks.length + 1) * games) / 10)) marks.push(performance.now() - t1);
};
let played = 0;
const sink = () => played++;
if (pool === undefined) await runGames(job, rules, games, undefined, progress, sink);
else await pool.play(job, rules, games, progress, sink);
await pool?.close();
if (played !== games || marks.length !== 10) {
  console.error(`played ${played} of ${games} games`);
  process.exit(1);
}
const tenths = marks.map((m, i) => Math.round(m - (marks[i - 1] ?? 0)));
const steady = (games / 2) / ((marks[9] - marks[4]) / 1000);
console.log(`${game} ${games} games, ${workers} worker(s): load ${Math.round(t1 - t0)} ms, play ${Math.round(marks[9])} ms; tenths ${tenths.join(' ')} ms; steady ${Math.round(steady)} games/s`);
