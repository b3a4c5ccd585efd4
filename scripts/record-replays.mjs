// Records the replay fixtures (test/fixtures/replays/*.json) from the runtime as built in dist/:
// for every configuration the soak plays, a few games with seeded random bots and one with the
// greedy bot where its games are short, each with its moves, the legal moves' count before each,
// and what it produced (scores, winners, hashes of the views and the event log).
//
//   npm run build && npx tsc -b bench && node scripts/record-replays.mjs
//
// Re-record ONLY for a deliberate rules change (a game's rules or the runtime's meaning changed on
// purpose), never to make a speed change pass: the fixtures are the proof that a speed change
// changed nothing else (docs/dev/performance.md).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { applyInPlace, botMove, legalMoves, makeBot, moveText, randomBot } from '../dist/runtime/index.js';
import {
  LegalHash, REPLAY_FORMAT, ViewTrail, canonicalJson, sampledStep, configName, fixtureFile, fixturesDir, newGameOf, outcomeOf, replayConfigs,
} from '../dist/bench/replays.js';

const RANDOM_SEEDS = [1, 2, 3];
const GREEDY_SEED = 11;
/** A greedy game is kept only when the random games of its configuration are this short on average (greedy is slow). */
const GREEDY_MAX_MOVES = 400;
/** A game longer than this is not kept (the fixtures stay small). */
const MAX_MOVES = 4000;

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

/** The moves of a game, its bot's choices: to know its length before the views are sampled. */
function play(rules, config, seed, bot, botSeed) {
  const s = newGameOf(rules, config, seed);
  const chooser = bot === 'random' ? randomBot(botSeed) : makeBot('greedy', botSeed);
  const picks = [];
  const counts = [];
  const moves = [];
  const legal = new LegalHash();
  while (s.phase !== 'over') {
    if (moves.length >= MAX_MOVES) return null;
    const listed = legalMoves(rules, s);
    legal.add(listed);
    const seat = listed[0]?.seat;
    if (seat === undefined) throw new Error(`${configName(config)} seed ${seed}: no legal move in a game not over`);
    const move = bot === 'random' ? chooser.choose(listed) : botMove(chooser, rules, s, seat);
    const key = canonicalJson(move);
    const index = listed.findIndex((m) => canonicalJson(m) === key);
    if (index < 0) throw new Error(`${configName(config)}: the bot's move is not among the legal moves`);
    picks.push(index);
    counts.push(listed.length);
    moves.push(moveText(rules, s, move));
    const error = applyInPlace(rules, s, move);
    if (error !== null) throw new Error(`${configName(config)} seed ${seed}: ${error.code} ${error.message}`);
  }
  return { seed, bot, botSeed, picks, counts, moves, legal: legal.value, end: s };
}

/** The game again by its picks, sampling its views; then what it produced. */
function recorded(rules, config, g) {
  const s = newGameOf(rules, config, g.seed);
  const trail = new ViewTrail();
  g.picks.forEach((pick, i) => {
    if (sampledStep(i, g.picks.length)) trail.add(rules, s);
    const error = applyInPlace(rules, s, legalMoves(rules, s)[pick]);
    if (error !== null) throw new Error(`${configName(config)} seed ${g.seed}: ${error.code} ${error.message}`);
  });
  const { seed, bot, botSeed, picks, counts, moves, legal } = g;
  return { seed, bot, botSeed, ...outcomeOf(rules, s, picks.length, legal, trail.value), picks, counts, moves };
}

mkdirSync(fixturesDir, { recursive: true });
for (const f of readdirSync(fixturesDir)) if (f.endsWith('.json')) rmSync(join(fixturesDir, f));
let total = 0;
for (const { config, rules } of replayConfigs()) {
  const started = Date.now();
  const games = [];
  for (const seed of RANDOM_SEEDS) {
    const g = play(rules, config, seed, 'random', `replay:${seed}`);
    if (g !== null) games.push(recorded(rules, config, g));
  }
  const mean = games.reduce((n, g) => n + g.moveCount, 0) / Math.max(1, games.length);
  if (mean <= GREEDY_MAX_MOVES) {
    const g = play(rules, config, GREEDY_SEED, 'greedy', `replay:${GREEDY_SEED}`);
    if (g !== null) games.push(recorded(rules, config, g));
  }
  const fixture = { format: REPLAY_FORMAT, name: configName(config), recordedFrom: commit, ...config, games };
  const text = `${JSON.stringify(fixture)}\n`;
  writeFileSync(join(fixturesDir, fixtureFile(config)), text);
  total += text.length;
  console.log(`${configName(config)}: ${games.map((g) => `${g.bot} ${g.moveCount}`).join(', ')} (${(text.length / 1024).toFixed(0)} KB, ${Date.now() - started} ms)`);
}
console.log(`total ${(total / 1024).toFixed(0)} KB`);
