// What the main thread and a simulation worker say to each other (pool.ts, worker.ts).
import type { GameDef } from '../../grammar/def/types.js';
import type { GameOutcome } from '../../runtime/sim/index.js';
import type { SimJob } from './job.js';

/** To a worker: the job and its compiled rules (before its first games), then games to play. */
export type ToWorker =
  | { readonly kind: 'job'; readonly job: SimJob; readonly def: GameDef }
  | { readonly kind: 'range'; readonly from: number; readonly to: number };

/** From a worker: the outcomes of games `from` to `from + outcomes.length`, in order. */
export interface FromWorker {
  readonly from: number;
  readonly outcomes: readonly GameOutcome[];
}
