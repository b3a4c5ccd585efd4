// Plays one game of a simulation job. Kept apart from the compiling side (job.ts) so a worker
// thread loads only the runtime, not the front end.
import type { Rules } from '../../runtime/index.js';
import { gameSeed, seating, simulateGame, type GameOutcome } from '../../runtime/sim/index.js';
import type { SimJob } from './job.js';

export function playGame(rules: Rules, job: SimJob, index: number): GameOutcome {
  return simulateGame(rules, {
    players: job.players,
    seed: gameSeed(job.seed, index),
    bots: seating(job.bots, job.players, index),
    ...(job.settings ? { settings: job.settings } : {}),
    ...(job.options ? { options: job.options } : {}),
  });
}
