// The interface every bot of runtime/bots/ implements: it sees only its seat's view.
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { GameView } from '../view.js';

export interface SeatBot {
  readonly name: string;
  /** One of `moves` (the seat's legal moves, never empty), chosen from what the seat may see. */
  decide(rules: Rules, view: GameView, moves: readonly Move[]): Move;
  /**
   * Offered by a bot that never looks at the view (random): the same choice as `decide`, so that
   * callers can skip building a view per move.
   */
  readonly choose?: (moves: readonly Move[]) => Move;
}
