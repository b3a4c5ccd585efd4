// node scripts/determinism-runs.mjs GAME PLAYERS GAMES RUNS [AT-ONCE]
// Plays the same GAMES random games (seeds 0 … GAMES-1) in RUNS fresh processes, AT-ONCE of them at
// a time (default 3), and compares every decision of every game with the first run's: how many
// legal moves there were, which one the bot chose, and how many events came before it. A game is a
// pure function of its seed, so every run must be the same; a run that differs is printed with the
// game and the decision where it parts, and the script exits 1. This is how a V8 fault was found
// (docs/dev/determinism.md): it shows only in fresh processes, early, while V8 is still compiling,
// and mostly on a loaded machine, so run it beside other work or with AT-ONCE above the cores.
// GAME is a bundled game (`of-whats-left`) or `floor`. Build first: `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const usage = 'usage: node scripts/determinism-runs.mjs GAME PLAYERS GAMES RUNS [AT-ONCE]';
const self = fileURLToPath(import.meta.url);

if (process.argv[2] === '--child') await child(process.argv[3], Number(process.argv[4]), Number(process.argv[5]));
else await parent(process.argv.slice(2));

/** One run: each game's decisions, one line per game. */
async function child(game, players, count) {
  const built = await import('../dist/bench/games.js').catch(() => null);
  if (built === null) {
    console.error('determinism-runs: no build here; run `npm run build && npx tsc -b bench` first');
    process.exit(2);
  }
  const { createGame, legalMoves, applyInPlace, randomBot, prepareRules } = await import('../dist/runtime/index.js');
  let rules;
  if (game === 'floor') {
    const { compileRules } = await import('../dist/grammar/compile.js');
    const file = fileURLToPath(new URL('../bench/fixtures/floor.yaml', import.meta.url));
    rules = prepareRules(compileRules({ file, text: readFileSync(file, 'utf8') }).def);
  } else rules = built.loadGame(game);
  const out = [];
  for (let g = 0; g < count; g++) {
    const created = createGame(rules, { players, seed: g });
    if (!created.ok) {
      console.error(`game ${g} cannot be set up: ${created.diagnostics.map((d) => d.code).join(', ')}`);
      process.exit(2);
    }
    const s = created.state;
    const bots = Array.from({ length: players }, (_, i) => randomBot(`${g}:${i}`));
    const trace = [];
    while (s.phase !== 'over') {
      const moves = legalMoves(rules, s);
      const seat = moves[0]?.seat;
      if (seat === undefined) break;
      const mine = moves.filter((m) => m.seat === seat);
      const m = (bots[seat] ?? bots[0]).choose(mine);
      trace.push(`${mine.length}.${mine.indexOf(m)}.${s.events.length}`);
      if (applyInPlace(rules, s, m) !== null) break;
    }
    trace.push(`end:${s.moveCount}:${s.players.map((p) => p.score).join(',')}`);
    out.push(trace.join(' '));
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

function runChild(game, players, count) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [self, '--child', game, String(players), String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    p.stdout.setEncoding('utf8');
    p.stdout.on('data', (d) => (text += d));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve(text.trimEnd().split('\n')) : reject(new Error(`a run exited with ${code}`))));
  });
}

/** Where two traces of one game part: the decision's index and a few decisions either side. */
function parting(a, b) {
  const x = a.split(' ');
  const y = b.split(' ');
  let k = 0;
  while (k < x.length && x[k] === y[k]) k++;
  const around = (t) => t.slice(Math.max(0, k - 2), k + 3).join(' ');
  return `decision ${k} (legal.chosen.events): first run ${around(x)} | this run ${around(y)}`;
}

async function parent(args) {
  const [game, playersText, gamesText, runsText, atOnceText] = args;
  const players = Number(playersText);
  const count = Number(gamesText);
  const runs = Number(runsText);
  const atOnce = atOnceText === undefined ? 3 : Number(atOnceText);
  if (game === undefined || args.length > 5 || ![players, count, atOnce].every((n) => Number.isInteger(n) && n >= 1) || !Number.isInteger(runs) || runs < 2) {
    console.error(`${usage} (PLAYERS, GAMES, AT-ONCE at least 1; RUNS at least 2)`);
    process.exit(2);
  }
  if (game !== 'floor' && !existsSync(fileURLToPath(new URL(`../rules/${game}/game.yaml`, import.meta.url)))) {
    console.error(`determinism-runs: no bundled game '${game}' (a folder under rules/, or floor)`);
    process.exit(2);
  }
  const first = await runChild(game, players, count).catch((err) => {
    console.error(`determinism-runs: ${err.message}`);
    process.exit(2);
  });
  if (first.length !== count) {
    console.error(`determinism-runs: the first run gave ${first.length} games, not ${count}`);
    process.exit(2);
  }
  let started = 1;
  let differing = 0;
  const worker = async () => {
    while (started < runs) {
      const run = ++started;
      const lines = await runChild(game, players, count);
      lines.forEach((line, g) => {
        if (line === first[g]) return;
        differing++;
        console.log(`run ${run}, game ${g} (seed ${g}) differs from the first run at ${parting(first[g], line)}`);
      });
      if (lines.length !== count) {
        differing++;
        console.log(`run ${run} gave ${lines.length} games, not ${count}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, runs - 1) }, worker));
  const decisions = first.reduce((a, line) => a + line.split(' ').length - 1, 0);
  console.log(`${game} ${players}p: ${runs} runs of ${count} games (${decisions} decisions each): ${differing === 0 ? 'every run the same' : `${differing} games differ`}`);
  process.exit(differing === 0 ? 0 : 1);
}
