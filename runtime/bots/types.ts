// The interface every bot of runtime/bots/ implements: it sees only what its seat knows
// (knowledge.ts), never the full state.
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { SeatKnowledge } from '../knowledge.js';

export interface SeatBot {
  readonly name: string;
  /** One of `moves` (the seat's legal moves, never empty), chosen from what the seat may see. */
  decide(rules: Rules, known: SeatKnowledge, moves: readonly Move[]): Move;
  /**
   * Offered by a bot that never looks at what the seat knows (random): the same choice as `decide`, so that
   * callers can skip building the seat's knowledge per move.
   */
  readonly choose?: (moves: readonly Move[]) => Move;
  /**
   * Offered by a bot that picks by place alone (random): the index `choose` would pick among
   * `count` moves, with the same draws, so that only the move picked need be made (legal.ts legalPick).
   */
  readonly chooseIndex?: (count: number) => number;
}
