// Turn order helpers shared by the trick procedures.
import type { GameState } from './state.js';

/** The first seat after `from` in the direction of play (ending with `from` itself) that passes the test. */
export function nextSeat(s: GameState, from: number, ok: (seat: number) => boolean): number | null {
  const n = s.players.length;
  const step = s.direction ?? 1;
  for (let i = 1; i <= n; i++) {
    const seat = (((from + step * i) % n) + n) % n;
    if (ok(seat)) return seat;
  }
  return null;
}

/** The seat to lead: the chosen one if still in the round, else the next one clockwise who is. */
export function leaderFrom(s: GameState, wanted: number): number | null {
  if (s.players[wanted]?.out === false) return wanted;
  return nextSeat(s, wanted, (seat) => s.players[seat]?.out === false);
}

export function newTrick(s: GameState, leader: number): void {
  s.trick = { leader, plays: [], passed: [], dropped: [], number: s.tricksPlayed + 1, ledSuit: null, ending: false, endFired: false };
  s.turn = leader;
  s.turnStarted = false;
  s.nextLeader = null;
}
