// A turn's moves before obligations as the engine keeps them when it settles a state: compactly
// (move-list.ts) where the procedure's listing allows, else the array baseTurnMoves gives. The same
// moves in the same order as baseTurnMoves (test/runtime/move-list.test.ts compares them).
import type { ClimbingPlay, MustFollowPlay } from '../grammar/def/types.js';
import type { GameState } from './state.js';
import type { Move } from './moves.js';
import type { Rules } from './rules.js';
import { climbingMoves, handKey, targetMeld } from './climbing.js';
import { climbOrder } from './climb-order.js';
import { inWindow } from './interrupt-window.js';
import { indexedClimbList } from './climb-listing.js';
import { mustFollowMoves } from './must-follow.js';
import { sheddingMoves } from './shedding.js';
import { sharedBuffer, sharedList, type MoveSeq } from './move-list.js';

/** baseTurnMoves (legal.ts), kept compactly where it can be. */
export function baseTurnList(rules: Rules, s: GameState, seat: number): MoveSeq {
  const play = rules.def.round.play;
  if (play.kind === 'shedding') return sheddingMoves(rules, play, s, seat);
  return play.kind === 'climbing' ? climbingList(rules, play, s, seat) : mustFollowList(rules, play, s, seat);
}

/**
 * climbingMoves (climbing.ts) as a compact list where it lists over integers (outside an interrupt
 * window, under the engine's own order): the plays, then the pass when the seat may pass.
 */
function climbingList(rules: Rules, play: ClimbingPlay, s: GameState, seat: number): MoveSeq {
  const target = targetMeld(s);
  if (inWindow(s) || (target !== null && climbOrder(rules) !== null)) return climbingMoves(rules, play, s, seat);
  const list = indexedClimbList(rules, s, s.zones[handKey(seat)] ?? [], seat, target, target !== null || play.leaderMayPass);
  // A hand the integer listing does not take was not listed (no step spent): the general engine lists it.
  return list ?? climbingMoves(rules, play, s, seat);
}

/** mustFollowMoves into a reused array (its moves are shared objects: only the array was new). */
function mustFollowList(rules: Rules, play: MustFollowPlay, s: GameState, seat: number): MoveSeq {
  const buffer = sharedBuffer();
  const moves: Move[] = mustFollowMoves(rules, play, s, seat, buffer.moves);
  if (moves === buffer.moves) return sharedList(buffer, seat);
  sharedList(buffer, seat).release(); // listed elsewhere (no trick, or many sources): the buffer goes back
  return moves;
}
