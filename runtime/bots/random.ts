// The random bot: a uniformly random legal move, from its own seeded RNG.
import type { Move } from '../moves.js';
import { nextInt, seedRng, type RngState } from '../rng.js';

export interface Bot {
  readonly name: string;
  choose(moves: readonly Move[]): Move;
}

export function randomBot(seed: string | number): Bot {
  const rng: RngState = seedRng(`bot:${seed}`);
  return {
    name: 'random',
    choose(moves) {
      const m = moves[nextInt(rng, moves.length)];
      if (m === undefined) throw new Error('the random bot was asked to move with no legal move');
      return m;
    },
  };
}
