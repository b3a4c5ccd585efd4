// Hand-written speed references (issue 9): random playouts of two seed games written for speed, with
// no use of the language or the runtime, following the rule files' rulings. They draw the runtime's
// random numbers and list legal moves in the runtime's order, so on the same seed they play the same
// game as `playout` with bench/playouts.ts's bots (test/bench/reference.test.ts checks this).
export type { GameStats } from './common.js';
export { playOwl, measureOwl, owlLegalMoveCount, type OwlPosition } from './owl.js';
export { playWis, measureWis, wisLegalMoveCount, type WisPosition } from './wis.js';

import type { GameStats } from './common.js';
import { measureOwl, playOwl } from './owl.js';
import { measureWis, playWis } from './wis.js';

/** A reference and the runtime configuration it stands for (bench/games.ts's `game` and player count). */
export interface Reference {
  readonly label: string;
  readonly game: string;
  readonly players: number;
  /** One game on a seed. */
  readonly play: (seed: number) => GameStats;
  /** Games per second over seeds 0, 1, 2, … for at least `seconds`. */
  readonly measure: (seconds: number) => number;
}

export const REFERENCES: readonly Reference[] = [
  { label: "Of What's Left", game: 'of-whats-left', players: 4, play: (seed) => playOwl(seed), measure: measureOwl },
  { label: 'Worst In Show', game: 'worst-in-show', players: 4, play: (seed) => playWis(seed), measure: measureWis },
];

/** A reference's speed beside the runtime's on the same configuration. */
export interface ReferenceFigure {
  readonly game: string;
  readonly players: number;
  /** The reference's games/s, warm. */
  readonly perSecond: number;
  /** The runtime's games/s, warm: timed after as long again of the same games. */
  readonly runtimePerSecond: number;
  /** How many times faster the reference is, both warm. */
  readonly ratio: number;
  /** The runtime's games/s from its first game (the playouts table's figure: at most 2000 games). */
  readonly runtimeColdPerSecond: number;
  /** How many times faster the (warm) reference is than the runtime from its first game. */
  readonly coldRatio: number;
}

/**
 * Times every reference and the runtime on its configuration, each for `seconds` after as long
 * again of warm-up, and sets beside them the runtime's figure from its first game (`cold`:
 * bench/run.ts's playout figures, matched by game label and player count). Both sides are timed
 * warm because what is compared is the code, not V8 compiling it: the small reference is at full
 * speed within milliseconds, the runtime only after a few thousand games (performance.md).
 * `runtime` times the runtime on a configuration (its game folder and player count).
 */
export function measureReferences(
  seconds: number,
  cold: readonly { readonly game: string; readonly players: number; readonly perSecond: number }[],
  runtime: (game: string, players: number, seconds: number) => number,
): ReferenceFigure[] {
  return REFERENCES.map((r) => {
    r.measure(seconds); // warm-up
    const perSecond = r.measure(seconds);
    runtime(r.game, r.players, seconds); // warm-up
    const rt = runtime(r.game, r.players, seconds);
    const c = cold.find((f) => f.game === r.label && f.players === r.players)?.perSecond ?? Number.NaN;
    return { game: r.label, players: r.players, perSecond, runtimePerSecond: rt, ratio: perSecond / rt, runtimeColdPerSecond: c, coldRatio: perSecond / c };
  });
}
