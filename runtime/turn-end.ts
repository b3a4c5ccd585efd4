// A turn-ending action (`ends-turn: true`) is the player's move: once its effects are done, the
// turn passes on as after a play, unless the effects already ended the trick or moved the turn.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { climbingNextTurn } from './climbing.js';
import { nextUnplayed } from './must-follow.js';
import { afterMove } from './shedding.js';

export function endTurnAfterAction(rules: Rules, s: GameState, seat: number): void {
  const t = s.trick;
  if (t === null || t.ending || s.turn !== seat) return;
  const play = rules.def.round.play;
  if (play.kind === 'climbing') s.turn = climbingNextTurn(play, s, seat);
  else if (play.kind === 'shedding') afterMove(s, seat, []);
  else {
    t.passed.push(seat);
    s.turn = nextUnplayed(s, seat);
  }
  s.turnStarted = false;
}
