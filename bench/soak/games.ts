// The soak's random games: every bundled game, variant and player count, random legal moves to the
// end. After every move the invariants hold (invariants.ts), the move's events name no card to a
// seat or spectator that could not see it, and no view names a card hidden from its seat (leaks.ts). Once per game the state goes through JSON and both copies play on alike.
// At its end every game is played again from its moves, in the same process, and must end in the
// same state: the same seed and moves give the same game, whatever the JIT and the GC did between.
import { applyInPlace, hiddenCardIds, legalMoves, view, type GameState, type Move } from '../../runtime/index.js';
import { bundledConfigs, newGame, rng, type GameConfig } from './bundled-games.js';
import { conservationProblems, scoredSeats, turnProblems } from './invariants.js';
import { eventLeaks, leaksIn, restOf, viewRest } from './leaks.js';
import type { Failure } from './report.js';

export interface GameStats {
  games: number;
  moves: number;
  /** Seat views and per-move event lists checked for hidden cards (every state, every viewer). */
  viewsChecked: number;
  eventsChecked: number;
  leaks: number;
  errors: number;
  slowestMs: number;
  slowest: string;
}

export const emptyGameStats = (): GameStats => ({ games: 0, moves: 0, viewsChecked: 0, eventsChecked: 0, leaks: 0, errors: 0, slowestMs: 0, slowest: '' });

let configs: GameConfig[] | undefined;
export function gameConfigs(): GameConfig[] {
  return (configs ??= bundledConfigs());
}

/** Moves after which the state is copied through JSON and both copies are compared. */
const ROUND_TRIP_MOVES = 3;

class GameCheck {
  private readonly sums: number[];
  private seen = 0;
  private hidden: ReadonlySet<string>[];
  readonly problems: string[] = [];
  leaks = 0;

  constructor(private readonly config: GameConfig, s: GameState, private readonly stats: GameStats) {
    this.sums = s.players.map(() => 0);
    this.hidden = this.viewers(s).map((v) => hiddenCardIds(config.rules, s, v));
    this.settled(s, s.events.length, true);
  }

  private viewers(s: GameState): (number | null)[] {
    return [...s.players.keys(), null];
  }

  /** Checks a settled state; `from` is where the last move's events begin. */
  settled(s: GameState, from: number, full: boolean): void {
    const { rules } = this.config;
    for (; this.seen < s.events.length; this.seen++) {
      const e = s.events[this.seen];
      if (e?.kind === 'score') for (const seat of scoredSeats(rules, s.players.length, e)) this.sums[seat] = (this.sums[seat] ?? 0) + e.amount;
    }
    const scores = s.players.flatMap((p, seat) => (p.score === this.sums[seat] ? [] : [`seat ${seat} has ${p.score} points, its score events sum to ${this.sums[seat]}`]));
    this.problems.push(...conservationProblems(rules, s), ...scores, ...turnProblems(rules, s));
    // The views are built from the state without its events: the log and events cost as much as
    // the game is long, and the events are checked above. Such a view's log and events are empty,
    // so it is walked whole (as its rest would be). Every `fullEvery` moves the full view is built
    // too and must agree with it but for its log and events.
    const eventless: GameState = { ...s, events: [] };
    this.hidden = this.viewers(s).map((viewer, i) => {
      const after = hiddenCardIds(rules, s, viewer);
      const leaks = [...eventLeaks(rules, s, viewer, from, this.hidden[i] ?? new Set(), after).map((id) => `events since ${from} name ${id} to ${viewer ?? 'a spectator'}`)];
      this.stats.eventsChecked++;
      const seen = view(rules, eventless, viewer);
      leaks.push(...leaksIn(seen, after).map((l) => `the view of ${viewer ?? 'a spectator'}: ${l}`));
      this.stats.viewsChecked++;
      if (full && JSON.stringify(viewRest(rules, s, viewer)) !== JSON.stringify(restOf(seen))) this.problems.push(`the view of ${viewer ?? 'a spectator'} depends on the events beyond its log`);
      this.leaks += leaks.length;
      this.problems.push(...leaks);
      return after;
    });
  }
}

/**
 * The game played again from a new state on the same seed with the same moves: null when it ends
 * in the same state (as JSON), else where it first went another way.
 */
function replayProblem(config: GameConfig, seed: number, played: GameState): string | null {
  const { rules } = config;
  const again = newGame(rules, { players: config.players, seed, options: config.options });
  const moves = played.history;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i] as Move;
    const listed = legalMoves(rules, again);
    const at = listed.findIndex((m) => JSON.stringify(m) === JSON.stringify(move));
    if (at < 0) return `replayed from its moves, the game cannot make move ${i + 1} (${JSON.stringify(move)}): it is not among the ${listed.length} legal moves there`;
    const error = applyInPlace(rules, again, listed[at] as Move);
    if (error !== null) return `replayed from its moves, move ${i + 1} fails: ${error.code}: ${error.message}`;
  }
  const a = JSON.stringify(again);
  const b = JSON.stringify(played);
  if (a === b) return null;
  let k = 0;
  while (k < a.length && a[k] === b[k]) k++;
  return `replayed from its moves, the game ends in another state: first difference at character ${k} of its JSON (${JSON.stringify(b.slice(Math.max(0, k - 60), k + 40))} played, ${JSON.stringify(a.slice(Math.max(0, k - 60), k + 40))} replayed)`;
}

/** Plays one random game; its problems (each becomes a failure) and the moves made. */
export function playGame(index: number, seed: number, fullEvery: number, stats: GameStats, failures: Failure[]): void {
  const all = gameConfigs();
  const config = all[index % all.length] as GameConfig;
  const label = `${config.name}, seed ${seed}`;
  const started = performance.now();
  let moves = 0;
  let check: GameCheck | undefined;
  const stop = (kind: string, problems: string[], s?: GameState): void => {
    failures.push({ kind, label, problems, game: { config: config.name, seed, moves, ...(s ? { state: s } : {}) } });
  };
  try {
    const { rules } = config;
    let s = newGame(rules, { players: config.players, seed, options: config.options });
    check = new GameCheck(config, s, stats);
    const r = rng(seed);
    // At one move the state is read back from JSON: play goes on from the copy, and the original
    // (the shadow) makes the same moves for a few more, staying the same JSON.
    const tripAt = Math.floor(r() * 200);
    let shadow: { s: GameState; left: number } | null = null;
    while (s.phase !== 'over') {
      if (moves === tripAt) [shadow, s] = [{ s, left: ROUND_TRIP_MOVES }, JSON.parse(JSON.stringify(s)) as GameState];
      const listed = legalMoves(rules, s);
      const move = listed[Math.floor(r() * listed.length)] as Move;
      const from = s.events.length;
      const error = applyInPlace(rules, s, move);
      if (error !== null) {
        stats.errors++;
        stop('game/error', [`move ${moves + 1}: ${error.code}: ${error.message}`]);
        return;
      }
      if (shadow !== null) {
        const e = applyInPlace(rules, shadow.s, move);
        if (e !== null || JSON.stringify(shadow.s) !== JSON.stringify(s)) check.problems.push(`move ${moves + 1}: the state read back from JSON at move ${tripAt} plays on differently`);
        shadow = --shadow.left > 0 ? shadow : null;
      }
      moves++;
      check.settled(s, from, moves % fullEvery === 0 || s.phase === 'over');
      if (check.problems.length > 0) break;
    }
    if (check.problems.length === 0 && s.phase === 'over') {
      const differs = replayProblem(config, seed, s);
      if (differs !== null) check.problems.push(differs);
    }
    if (check.problems.length > 0) stop(check.leaks > 0 ? 'game/leak' : 'game/invariant', check.problems.slice(0, 20), s);
  } catch (err) {
    stats.errors++;
    stop('game/throw', [`move ${moves + 1}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`]);
  } finally {
    const ms = performance.now() - started;
    stats.games++;
    stats.moves += moves;
    stats.leaks += check?.leaks ?? 0;
    if (ms > stats.slowestMs) [stats.slowestMs, stats.slowest] = [ms, `${label} (${moves} moves)`];
  }
}
