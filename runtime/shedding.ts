// The shedding procedure: on their turn a player plays one card onto the table that the rule
// file's `match` allows (`card` the candidate, `top` the table's last card), or passes while
// `may-pass` holds, or, with nothing open, draws (until able, or once). Right after a play, an
// `interrupt` rule opens a window: each other player in turn holding a card it allows may play it
// out of turn (or pass, declining); the first to play takes the turn on. Who moves next is the
// rule file's `next` (evaluated once the move's effects are done), else the next player still in,
// in the direction of play, after any skips. The trick is the pile: it lasts until `next` gives
// nobody, an effect clears it, or (without a `next`) everyone still in has passed since the last
// play.
import type { SheddingPlay } from '../grammar/def/types.js';
import type { GameState, PlayedCardState } from './state.js';
import { naturalPlay, type Move } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { evaluate, fire } from './effects.js';
import { isTrue } from './eval/compile.js';
import { cardRef, isPlayer, type Value } from './values.js';
import { moveCards, putCards, takeTop } from './zones.js';
import { nextSeat } from './turns.js';
import { decline, inWindow, offeredSeats, openWindow } from './interrupt-window.js';
import { emit } from './events.js';
import { emitKnown } from './event-seers.js';

/** Whether `id` may go onto the table now: by `interrupt` in an interrupt window, else by `match`. */
function matches(rules: Rules, play: SheddingPlay, s: GameState, seat: number, id: string, window = inWindow(s)): boolean {
  const rule = window ? play.interrupt : play.match;
  if (rule === undefined) return !window;
  const table = s.zones['table'] ?? [];
  const last = table[table.length - 1];
  return isTrue(evaluate(rules, s, rule, seat, { card: cardRef(id), top: last === undefined ? null : cardRef(last) }));
}

/** The seats after `seat`, in the direction of play, still in and holding a card `interrupt` allows now. */
function interrupters(rules: Rules, play: SheddingPlay, s: GameState, seat: number): number[] {
  if (s.trick === null) return [];
  return offeredSeats(s, seat, (at) => s.players[at]?.out === false,
    (at) => play.from.some((z) => (s.zones[zoneKey(z, at)] ?? []).some((id) => matches(rules, play, s, at, id, true))));
}

function mayPass(rules: Rules, play: SheddingPlay, s: GameState, seat: number): boolean {
  // In an interrupt window a player declines by passing.
  if (inWindow(s)) return true;
  return play.pass !== undefined && isTrue(evaluate(rules, s, play.pass, seat));
}

/** The plays (one card each, from the `from` zones, in order) and the pass open to `seat`. */
export function sheddingMoves(rules: Rules, play: SheddingPlay, s: GameState, seat: number): Move[] {
  const moves: Move[] = [];
  for (const zone of play.from) {
    for (const id of s.zones[zoneKey(zone, seat)] ?? []) if (matches(rules, play, s, seat, id)) moves.push(naturalPlay(seat, zone, id));
  }
  if (mayPass(rules, play, s, seat)) moves.push({ kind: 'pass', seat });
  return moves;
}

/** Why a play or a pass is not among the seat's shedding moves (see sheddingCheck). */
export type ShedRefusal =
  /** A pass while `may-pass` does not hold. */
  | { readonly why: 'cannot-pass' }
  /** The card is in a zone the procedure does not play from. */
  | { readonly why: 'zone-closed' }
  /** The card is played from its own zone, not from the one the move names. */
  | { readonly why: 'wrong-zone'; readonly zone: string }
  /** More than one card, or a declaration: a shedding play is one card as it is. */
  | { readonly why: 'one-card' }
  /** The `match` rule (in an interrupt window, the `interrupt` rule) does not allow the card now. */
  | { readonly why: 'no-match'; readonly card: string; readonly rule: 'match' | 'interrupt' };

/** The listed move equal to `move` of `seat` (the card held in `zone`), or why there is none. */
export function sheddingCheck(rules: Rules, play: SheddingPlay, s: GameState, seat: number, move: Extract<Move, { kind: 'play' | 'pass' }>, zone: string): Move | ShedRefusal {
  if (move.kind === 'pass') return mayPass(rules, play, s, seat) ? { kind: 'pass', seat } : { why: 'cannot-pass' };
  const c = move.cards[0];
  if (c === undefined || move.cards.length > 1 || c.as !== undefined || c.suit !== undefined) return { why: 'one-card' };
  if (!play.from.includes(zone)) return { why: 'zone-closed' };
  if (move.meld !== zone) return { why: 'wrong-zone', zone };
  if (!matches(rules, play, s, seat, c.id)) return { why: 'no-match', card: c.id, rule: inWindow(s) ? 'interrupt' : 'match' };
  return naturalPlay(seat, zone, c.id);
}

function played(rules: Rules, id: string): readonly PlayedCardState[] {
  const info = rules.cards.get(id);
  return [{ id, rank: info?.rank ?? null, suit: info?.suit ?? null, wild: false }];
}

/** Carries out a listed play or pass; the turn moves on once the move's effects are done. */
export function applyShedding(rules: Rules, s: GameState, move: Move): void {
  const t = s.trick;
  if (t === null) return;
  const window = t.window;
  if (window !== undefined && move.kind === 'pass') {
    // Declined: the next seat of the window is asked, or, all asked, the turn goes on as it would have.
    const closed = decline(s, move.seat);
    if (closed !== null) {
      t.after = { seat: closed.seat, played: closed.played, noWindow: true };
      s.turn = null;
    }
    return;
  }
  delete t.window; // a play out of turn takes the turn on from its player
  if (move.kind === 'play') {
    const c = move.cards[0];
    if (c === undefined) return;
    const info = rules.cards.get(c.id);
    moveCards(s, [c.id], 'table', zoneKey(move.meld, move.seat));
    t.plays.push({ seat: move.seat, cards: played(rules, c.id), meld: move.meld, height: info?.rank ?? 0, low: info?.rank ?? 0 });
    if (t.ledSuit === null) t.ledSuit = info?.suit ?? null;
    t.passed = []; // a play opens the table again to everyone who had passed
    (s.roundPlays ??= []).push({ seat: move.seat, trick: t.number, meld: move.meld, cards: move.cards });
    fire(rules, s, 'play', move.seat, { played: [cardRef(c.id)], meld: move.meld });
    afterMove(s, move.seat, [c.id]);
  } else if (move.kind === 'pass') {
    if (!t.passed.includes(move.seat)) t.passed.push(move.seat);
    (s.roundPlays ??= []).push({ seat: move.seat, trick: t.number, meld: '', cards: [] });
    fire(rules, s, 'pass', move.seat);
    afterMove(s, move.seat, []);
  }
}

/** The turn is over: who moves next is worked out once its effects are done (sheddingStep). */
export function afterMove(s: GameState, seat: number, cards: readonly string[]): void {
  const t = s.trick;
  if (t === null) return;
  t.after = { seat, played: [...cards] };
  delete t.drawn;
  s.turn = null;
  s.turnStarted = false;
}

/** The next player still in after `from`, in the direction of play, after the skips asked for. */
function defaultNext(s: GameState, from: number): number | null {
  const t = s.trick;
  const active = (seat: number): boolean => s.players[seat]?.out === false;
  // Everyone still in has passed since the last play: the pile is done.
  if (t !== null && s.players.every((p, seat) => p.out || t.passed.includes(seat))) return null;
  let seat = nextSeat(s, from, active);
  for (let k = s.skips ?? 0; k > 0 && seat !== null; k--) seat = nextSeat(s, seat, active);
  if (s.skips !== undefined) delete s.skips;
  return seat;
}

/**
 * The procedure's automatic step before a turn: after a move, the next player (null: the trick is
 * over); a turn of a player who is out passes on. Returns false when the turn stands.
 */
export function sheddingStep(rules: Rules, play: SheddingPlay, s: GameState): boolean {
  const t = s.trick;
  if (t === null) return false;
  const after = t.after;
  if (after !== undefined) {
    delete t.after;
    if (play.interrupt !== undefined && after.noWindow !== true && after.played.length > 0) {
      // An offer out of turn is not a turn: no turn-start triggers, no drawing.
      if (openWindow(s, after.seat, after.played, interrupters(rules, play, s, after.seat))) return true;
    }
    let next: number | null;
    if (play.next === undefined) next = defaultNext(s, after.seat);
    else {
      const v: Value = evaluate(rules, s, play.next, after.seat, { played: after.played.map(cardRef) });
      next = isPlayer(v) ? v.seat : null;
    }
    if (next === null) t.ending = true;
    else s.turn = next;
    return true;
  }
  const seat = s.turn;
  if (seat === null || s.players[seat]?.out !== false) {
    const next = defaultNext(s, seat ?? t.leader);
    if (next === null || next === seat) t.ending = true;
    else s.turn = next;
    s.turnStarted = false;
    return true;
  }
  return false;
}

/**
 * Nothing is open to `seat`: they draw a card (with `draw`, while the zone has cards: until able,
 * or once a turn), else the turn passes them by as a pass. Returns whether they drew.
 */
export function sheddingCannotMove(rules: Rules, play: SheddingPlay, s: GameState, seat: number): boolean {
  const t = s.trick;
  if (t === null) return false;
  const source = s.zones[play.drawFrom] ?? [];
  if (play.draw !== undefined && source.length > 0 && (play.draw === 'until-able' || (t.drawn ?? 0) === 0)) {
    const to = zoneKey(play.from[0] ?? 'hand', seat);
    emitKnown(rules, s, 'draw', source.slice(0, 1), play.drawFrom, to, { rule: play.range });
    putCards(s, takeTop(s, play.drawFrom, 1), to);
    t.drawn = (t.drawn ?? 0) + 1;
    return true;
  }
  emit(s, { kind: 'cannot-move', seat });
  applyShedding(rules, s, { kind: 'pass', seat });
  return false;
}
