// The interrupt window shared by the shedding and climbing procedures (`interrupt:`): right after a
// play, each other player still in, in the direction of play, who holds a play the rule allows is
// offered in turn to play it out of turn or to decline (a pass). An offer is no turn: no turn-start
// triggers, no actions. The first to play takes the turn on from there; when all have declined,
// the turn goes on as it would have after the play.
import type { GameState } from './state.js';
import { nextSeat } from './turns.js';

/** The seats after `seat`, in the direction of play, that are `still` in and for which `holds` (has a play allowed out of turn). */
export function offeredSeats(s: GameState, seat: number, still: (at: number) => boolean, holds: (at: number) => boolean): number[] {
  const out: number[] = [];
  for (let at = nextSeat(s, seat, () => true); at !== null && at !== seat; at = nextSeat(s, at, () => true)) {
    if (still(at) && holds(at)) out.push(at);
  }
  return out;
}

/** Opens a window after `seat` played `played`, when anyone is offered a play; whether it opened. */
export function openWindow(s: GameState, seat: number, played: readonly string[], waiting: readonly number[]): boolean {
  const t = s.trick;
  const first = waiting[0];
  if (t === null || first === undefined) return false;
  t.window = { seat, played: [...played], waiting: [...waiting] };
  s.turn = first;
  s.turnStarted = true;
  return true;
}

/** Whether an interrupt window is open (the player to move is offered a play out of turn). */
export function inWindow(s: GameState): boolean {
  return s.trick?.window !== undefined;
}

/**
 * The player offered declines: the next seat of the window is offered, or, all asked, the window
 * closes and is returned (the caller moves the turn on from its player). The decline is recorded
 * as a pass in the round's plays, but it is no pass of the trick.
 */
export function decline(s: GameState, seat: number): { seat: number; played: string[] } | null {
  const t = s.trick;
  const window = t?.window;
  if (t === null || window === undefined) return null;
  (s.roundPlays ??= []).push({ seat, trick: t.number, meld: '', cards: [] });
  const waiting = window.waiting.slice(1); // a new list: copies of the state share the old one
  const next = waiting[0];
  if (next !== undefined) {
    t.window = { ...window, waiting };
    s.turn = next;
    return null;
  }
  delete t.window;
  return { seat: window.seat, played: window.played };
}
