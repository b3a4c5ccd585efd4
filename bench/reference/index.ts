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
  /** The runtime's games/s, warm (timed after as long again of the same games), in a process of its own. */
  readonly runtimePerSecond: number;
  /** How many times faster the reference is, both warm. */
  readonly ratio: number;
  /** The runtime's games/s from its first game (the playouts table's figure: at most 2000 games). */
  readonly runtimeColdPerSecond: number;
  /** How many times faster the (warm) reference is than the runtime from its first game. */
  readonly coldRatio: number;
}

/**
 * Every reference and the runtime on its configuration, both warm (`alone`: bench/reference-compare.ts
 * in a process of its own, by game folder), beside the runtime's figure from its first game (`cold`:
 * bench/run.ts's playout figures, matched by game label and player count).
 */
export function measureReferences(
  cold: readonly { readonly game: string; readonly players: number; readonly perSecond: number }[],
  alone: (game: string) => { readonly reference: number; readonly runtime: number },
): ReferenceFigure[] {
  return REFERENCES.map((r) => {
    const { reference, runtime } = alone(r.game);
    const c = cold.find((f) => f.game === r.label && f.players === r.players)?.perSecond ?? Number.NaN;
    return { game: r.label, players: r.players, perSecond: reference, runtimePerSecond: runtime, ratio: reference / runtime, runtimeColdPerSecond: c, coldRatio: reference / c };
  });
}
