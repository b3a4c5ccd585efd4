// Replays the recorded games of test/fixtures/replays/ (bench/replays.ts describes them) through the
// public API, move for move, twice: with applyMove (a new state per move) and with applyInPlace.
// Before each move the legal moves must be as many as when the game was recorded and the recorded
// move must be at the same index (the random bot picks by index, so the order matters); at the
// end the move count, scores, winners, the hashes of every seat's, the spectator's and the
// designer's view, of the event log and of every legal move list must be those recorded, and so
// must the hash of all those views of about eight states sampled along the game.
//
// The fixtures were recorded from the runtime before the fast core (issue #18, main at 1f18347).
// They must NOT be re-recorded to make a speed change pass: a speed change that fails here changed
// what the game does. Only a deliberate rules change (a bundled game's rules, or the meaning of a
// rule in the runtime, changed on purpose and said so in its commit) may re-record them, with
//   npm run build && npx tsc -b bench && node scripts/record-replays.mjs
// and the commit must say why the games differ (docs/dev/performance.md).
import { describe, expect, it } from 'vitest';
import {
  LegalHash, ViewTrail, compileConfig, configName, loadFixtures, newGameOf, outcomeOf, replayConfigs, sampledStep,
  type ReplayFixture, type ReplayGame,
} from '../../bench/replays.js';
import { bundledConfigs } from '../../bench/soak/bundled-games.js';
import { applyInPlace, applyMove, legalMoves, moveText, type GameState, type Rules } from '../../runtime/index.js';

const fixtures = loadFixtures();

/** Replays one game; the first difference is thrown with where it happened. */
function replayGame(rules: Rules, f: ReplayFixture, g: ReplayGame, inPlace: boolean): void {
  const where = (i: number): string => `${f.name}, ${g.bot} game seed ${g.seed}, move ${i + 1} (${inPlace ? 'applyInPlace' : 'applyMove'})`;
  let s: GameState = newGameOf(rules, f, g.seed);
  const legal = new LegalHash();
  const trail = new ViewTrail();
  for (let i = 0; i < g.picks.length; i++) {
    if (s.phase === 'over') throw new Error(`${where(i)}: the game is over before its recorded end`);
    if (sampledStep(i, g.picks.length)) trail.add(rules, s);
    const listed = legalMoves(rules, s);
    legal.add(listed);
    if (listed.length !== g.counts[i]) throw new Error(`${where(i)}: ${listed.length} legal moves, recorded ${g.counts[i]}`);
    const move = listed[g.picks[i] as number];
    const text = move === undefined ? '(none)' : moveText(rules, s, move);
    if (move === undefined || text !== g.moves[i]) throw new Error(`${where(i)}: legal move ${g.picks[i]} is '${text}', recorded '${g.moves[i]}'`);
    if (inPlace) {
      const error = applyInPlace(rules, s, move);
      if (error !== null) throw new Error(`${where(i)}: ${error.code} ${error.message}`);
    } else {
      const r = applyMove(rules, s, move);
      if (!r.ok) throw new Error(`${where(i)}: ${r.error.code} ${r.error.message}`);
      s = r.state;
    }
  }
  expect(s.phase, `${f.name} seed ${g.seed}: the game ends where it was recorded`).toBe('over');
  const { seed: _seed, bot: _bot, botSeed: _botSeed, picks: _picks, counts: _counts, moves: _moves, ...recorded } = g;
  expect(outcomeOf(rules, s, g.picks.length, legal.value, trail.value), `${f.name}, ${g.bot} game seed ${g.seed}`).toEqual(recorded);
}

describe('replay fixtures: games recorded before the fast core play out the same', () => {
  it('there is a fixture for every configuration the soak plays', () => {
    const names = fixtures.map((x) => x.fixture.name).sort();
    expect(names).toEqual(replayConfigs().map((c) => configName(c.config)).sort());
    expect(names).toEqual(bundledConfigs().map((c) => c.name).sort());
    for (const { fixture } of fixtures) expect(fixture.games.length, fixture.name).toBeGreaterThanOrEqual(3);
  });

  for (const { file, fixture } of fixtures) {
    it(`${fixture.name} (${file})`, () => {
      const rules = compileConfig(fixture);
      fixture.games.forEach((g, k) => replayGame(rules, fixture, g, k % 2 === 1));
    });
  }
});
