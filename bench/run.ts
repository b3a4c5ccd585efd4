// `npm run bench`: measures in one run on this machine and prints a table; writes
// bench/results.json. Figures, not pass/fail: targets are compared in the closing notes.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { GAME_CONFIGS, loadGame } from './games.js';
import { execFileSync } from 'node:child_process';
import type { ReferenceRun } from './reference-compare.js';
import { measurePlayouts } from './playouts.js';
import { measureLegalMoves } from './legal-moves.js';
import { measureFrontEnd } from './front-end.js';
import { measureAllMemory, measureSimMemory } from './memory.js';
import { playgroundBundle, playgroundChunks } from './bundle-size.js';
import { timeToPlayable } from './playable.js';
import { benchMelds } from '../runtime/melds/bench.js';
import { measureScaling, measureSimulations } from './simulation.js';
import { floorRules, measureFloor } from './floor.js';
import { measureAllocation } from './allocation.js';
import { measureReferences } from './reference/index.js';
import { ismctsIterationsPerSecond, warmIsmctsIterationsPerSecond } from '../runtime/bots/bench.js';
import { measureValidateAll } from './front-end.js';
import { measureViews } from './views.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? '2');
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: cpus().length };

function table(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(2)) : c)))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  console.log(`\n${title}`);
  cells.forEach((r, j) => {
    console.log(r.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  '));
    if (j === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

const playouts = GAME_CONFIGS.flatMap((c) => {
  const rules = loadGame(c.game, c.variants);
  return c.players.map((n) => ({ game: c.label, players: n, ...measurePlayouts(rules, n, seconds) }));
});
results['playouts'] = playouts;
table('Random playouts through the runtime (one thread; engine: the integer core where it plays the rules, else the JSON engine)', ['game', 'players', 'engine', 'games/s', 'moves/game'], playouts.map((p) => [p.game, p.players, p.engine, p.perSecond, p.movesPerGame]));

// Each reference beside the runtime in a process of its own, both warm (bench/reference-compare.ts).
const compareFile = fileURLToPath(new URL('./reference-compare.js', import.meta.url));
const alone = (game: string): ReferenceRun => {
  const out = execFileSync(process.execPath, [compareFile, game, String(seconds)], { encoding: 'utf8' });
  return JSON.parse(out) as ReferenceRun;
};
const refs = measureReferences(playouts, alone);
results['references'] = refs;
table(
  'Hand-written references vs the runtime (random playouts through playout, on the integer core where it plays the rules; one thread; each pair in a fresh process, both timed after as long again of warm-up; "from the first game": the table above)',
  ['game', 'players', 'reference games/s', 'runtime games/s', 'reference ÷ runtime', 'runtime from the first game', 'reference ÷ that'],
  refs.map((r) => [r.game, r.players, r.perSecond, r.runtimePerSecond, r.ratio, r.runtimeColdPerSecond, r.coldRatio]),
);

const floor = measureFloor();
results['floor'] = floor;
table('The engine\'s floor: CPU per move of the least trick game (bench/fixtures/floor.yaml) beside Worst In Show, 4 players, random bots', ['game', 'games', 'moves/game', 'ns per move'], floor.map((f) => [f.label, f.games, f.movesPerGame, Math.round(f.nsPerMove)]));

const allocation = [
  await measureAllocation('the floor game', floorRules(), 1000),
  await measureAllocation("Of What's Left", loadGame('of-whats-left'), 100),
  await measureAllocation('Worst In Show', loadGame('worst-in-show'), 300),
  await measureAllocation('Bested Another Time', loadGame('bested-another-time'), 50),
];
results['allocation'] = allocation;
table('Bytes allocated per move (random playouts, 4 players; V8\'s sampling heap profiler, collected objects included)', ['game', 'games', 'moves', 'bytes per move'], allocation.map((a) => [a.label, a.games, a.moves, Math.round(a.bytesPerMove)]));

const legal = measureLegalMoves(loadGame('bested-another-time'), loadGame('of-whats-left'));
results['legalMoves'] = legal;
table('legalMoves, worst cases', ['case', 'µs per call', 'moves'], legal.map((l) => [l.label, l.micros, l.moves]));

const melds = benchMelds({ iterations: 5000 });
results['meldEngine'] = melds;
table('Meld engine alone (enumeratePlays)', ['hand', 'leads µs', 'follows µs', 'leads', 'follows'], melds.map((m) => [m.name, m.leadMicros, m.followMicros, m.meanLeads, m.meanFollows]));

const front = measureFrontEnd(['of-whats-left/game.yaml', 'worst-in-show/game.yaml', 'bested-another-time/game.yaml']);
results['frontEnd'] = front;
table('Parse + check per rule file', ['file', 'first in process ms', 'warm ms', 'validate process ms'], front.map((f) => [f.file, f.firstMs, f.warmMs, f.coldProcessMs]));

const all = measureValidateAll();
results['validateAll'] = all;
table('cardsmith validate on every rule file and variant (one process)', ['files', 'ms'], [[all.files, all.ms]]);

const ismcts = [
  { game: "Of What's Left", rules: loadGame('of-whats-left'), players: 4 },
  { game: 'Worst In Show', rules: loadGame('worst-in-show'), players: 4 },
  { game: 'Bested Another Time', rules: loadGame('bested-another-time'), players: 4 },
].map((g) => ({
  game: g.game,
  ...ismctsIterationsPerSecond(g.rules, g.players, 100, () => performance.now()),
  warm: warmIsmctsIterationsPerSecond(g.rules, g.players, 500, () => performance.now()),
}));
results['ismcts'] = ismcts;
table('ISMCTS iterations per second (first decision, 4 players): a first search of 100, and warm (after 6 searches of 500, median of 3)', ['game', 'first 100', 'warm'], ismcts.map((i) => [i.game, i.iterationsPerSecond, i.warm.iterationsPerSecond]));

const views = measureViews(seconds);
results['views'] = views;
table('Views per second (each seat\'s and the spectator\'s view of every state of a recorded game, CPU time)', ['game', 'moves', 'views/s', 'bytes/view'], views.map((v) => [v.game, v.moves, Math.round(v.viewsPerSecond), v.meanBytes]));

const memory = measureAllMemory();
results['memory'] = memory;
table('Memory per game state (at the first decision; every bundled game and variant, at its most players and at 4)', ['game', 'players', 'JSON bytes', 'heap bytes'], memory.map((m) => [m.label, m.players, m.jsonBytes, m.heapBytesPerState]));

const simMemory = [
  measureSimMemory("Of What's Left, 4 players", loadGame('of-whats-left'), 4),
  measureSimMemory('Worst In Show, 4 players', loadGame('worst-in-show'), 4),
  measureSimMemory('Bested Another Time, 4 players', loadGame('bested-another-time'), 4),
];
results['simulatedGameMemory'] = simMemory;
table('Memory per simulated game (heap a simulation keeps per game played, random bots)', ['game', 'games', 'heap bytes per game'], simMemory.map((m) => [m.label, m.games, m.heapBytesPerGame]));

// Enough games that the process's start (compiling the rules, starting workers) is not most of it:
// at 4000 the runtime now plays them in 2.5 s, and the start was a tenth of that.
const simGames = Number(process.env['BENCH_SIM_GAMES'] ?? '12000');
const sims = await measureSimulations('worst-in-show', 4, simGames, Number(process.env['BENCH_SIM_ROUNDS'] ?? '2'));
results['simulation'] = sims;
const one = sims[0]?.gamesPerSecond ?? 1;
table(
  `Simulation throughput (cardsmith simulate, Worst In Show, 4 players, ${simGames} random games; best of ${sims[0]?.runs.length ?? 0} alternating runs)`,
  ['set-up', 'seconds', 'all runs (s)', 'games/s', 'speed-up'],
  sims.map((x) => [x.setup, x.seconds, x.runs.map((r) => r.toFixed(2)).join(' '), x.gamesPerSecond, x.gamesPerSecond / one]),
);
console.log('(2 processes that share nothing are the most a second core gives this work on this machine)');

const scaling = await measureScaling(Number(process.env['BENCH_SIM_ROUNDS'] ?? '2'));
results['scaling'] = scaling;
table('What a second process adds on this machine (two at once, each doing the work of one; best of alternating runs)', ['work', 'units', 'one alone s', 'each of two s', 'speed-up'],
  scaling.map((x) => [x.kind === 'loop' ? 'integer loop (no memory traffic)' : x.kind === 'reference' ? 'Worst In Show reference games (no allocation)' : x.kind === 'runtime' ? 'Worst In Show runtime games' : 'the same, V8 on one thread (no background JIT)', x.count, x.oneSeconds, x.twoSeconds, x.speedUp]));

const bundle = playgroundBundle();
const chunks = playgroundChunks();
results['playgroundBundle'] = { ...bundle, chunks };
table('Playground production build, per file (the editor and its workers load after the table)', ['file', 'bytes', 'gzip bytes'], chunks === null || bundle === null
  ? [['not built (npm run playground:build)', '', '']]
  : [...chunks.map((c) => [c.name, c.bytes, c.gzipBytes]), ['all files', bundle.bytes, bundle.gzipBytes]]);

const playable = await timeToPlayable(Number(process.env['BENCH_PAGE_RUNS'] ?? '5'));
results['timeToPlayable'] = playable;
table('Time to a playable table in headless Chromium (production build, 1280×800, fresh page each run)', ['runs', 'playable, median ms', 'playable, slowest ms', 'editor ready, median ms'],
  [playable === null ? ['no Chromium at /usr/bin/chromium or no build', '', '', ''] : [playable.runs, playable.playableMedianMs, playable.playableMaxMs, playable.editorMedianMs]]);

const out = fileURLToPath(new URL('../../bench/results.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten to bench/results.json`);
