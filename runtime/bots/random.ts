// The random bot: a uniformly random legal move, from its own seeded RNG.
import type { Move } from '../moves.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import type { SeatBot } from './types.js';

export interface Bot {
  readonly name: string;
  choose(moves: readonly Move[]): Move;
  /**
   * Offered by a bot that picks by place alone (random): the index `choose` would pick among
   * `count` moves (count > 0), with the same draws, so that only the move picked need be made
   * (playout.ts).
   */
  readonly chooseIndex?: (count: number) => number;
}

/** A random bot; `choose` (moves only), `chooseIndex` and `decide` (the SeatBot interface) share one RNG. */
export function randomBot(seed: string | number): Bot & SeatBot {
  const rng: RngState = seedRng(`bot:${seed}`);
  const choose = (moves: readonly Move[]): Move => {
    const m = moves[nextInt(rng, moves.length)];
    if (m === undefined) throw new Error('the random bot was asked to move with no legal move');
    return m;
  };
  const chooseIndex = (count: number): number => {
    if (count <= 0) throw new Error('the random bot was asked to move with no legal move');
    return nextInt(rng, count);
  };
  return { name: 'random', choose, chooseIndex, decide: (_rules, _known, moves) => choose(moves) };
}
