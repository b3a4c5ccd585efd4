// Views per second: every seat's and the spectator's view (runtime/view.ts) of every state of a
// recorded game (test/fixtures/replays/), as the playground builds one per move and the soak one
// per seat per move. A view holds the game's events and log to date, so a long game's late views
// cost more: the figure is per game, over all its states. Timed by the process's CPU time, not the
// clock: on a shared machine the clock counts the time other processes had the core.
import { view, type GameState, type Rules } from '../runtime/index.js';
import { compileConfig, loadFixtures, recordedStates, type ReplayFixture } from './replays.js';

export interface ViewFigure {
  readonly game: string;
  readonly moves: number;
  /** Views built per second (each seat's and the spectator's, of every state). */
  readonly viewsPerSecond: number;
  /** Mean JSON size of a view, in bytes. */
  readonly meanBytes: number;
}

/** The fixtures measured: one random game of each of these configurations. */
export const VIEW_GAMES = ['of-whats-left at 4', 'worst-in-show at 4', 'bested-another-time at 4', 'durak at 4', 'euchre at 4', 'spades at 4'];

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function viewsOf(rules: Rules, states: readonly GameState[]): number {
  let n = 0;
  for (const s of states) {
    for (let seat = 0; seat < s.players.length; seat++) n += view(rules, s, seat).zones.length;
    n += view(rules, s, null).zones.length;
  }
  return n;
}

export function measureViews(seconds: number, names: readonly string[] = VIEW_GAMES): ViewFigure[] {
  const fixtures = new Map(loadFixtures().map((x) => [x.fixture.name, x.fixture] as [string, ReplayFixture]));
  return names.map((name) => {
    const f = fixtures.get(name);
    const g = f?.games.find((x) => x.bot === 'random');
    if (f === undefined || g === undefined) throw new Error(`no recorded random game of ${name}`);
    const rules = compileConfig(f);
    const states = recordedStates(rules, f, g);
    const perPass = states.length * (f.players + 1);
    viewsOf(rules, states);
    const bytes = states.reduce((n, s) => n + JSON.stringify(view(rules, s, 0)).length, 0) / states.length;
    let passes = 0;
    const start = cpuMs();
    let elapsed = 0;
    while (elapsed < seconds * 1000 || passes < 2) {
      viewsOf(rules, states);
      passes++;
      elapsed = cpuMs() - start;
    }
    return { game: name, moves: g.moveCount, viewsPerSecond: (passes * perPass) / (elapsed / 1000), meanBytes: Math.round(bytes) };
  });
}

// `node dist/bench/views.js [SECONDS]`: the figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const v of measureViews(Number(process.argv[2] ?? '2'))) console.log(`${v.game.padEnd(28)} ${String(v.moves).padStart(5)} moves  ${v.viewsPerSecond.toFixed(0).padStart(7)} views/s  ${v.meanBytes} B/view`);
}
