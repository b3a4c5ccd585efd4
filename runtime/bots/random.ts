// The random bot: a uniformly random legal move, from its own seeded RNG.
import type { Move } from '../moves.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import type { SeatBot } from './types.js';

export interface Bot {
  readonly name: string;
  choose(moves: readonly Move[]): Move;
}

/** A random bot; `choose` (moves only) and `decide` (the SeatBot interface) share one RNG. */
export function randomBot(seed: string | number): Bot & SeatBot {
  const rng: RngState = seedRng(`bot:${seed}`);
  const choose = (moves: readonly Move[]): Move => {
    const m = moves[nextInt(rng, moves.length)];
    if (m === undefined) throw new Error('the random bot was asked to move with no legal move');
    return m;
  };
  return { name: 'random', choose, decide: (_rules, _known, moves) => choose(moves) };
}
