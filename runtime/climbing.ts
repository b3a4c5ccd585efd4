// The climbing trick: lead any meld; follow with the same meld type and size, higher; pass soft or
// hard; when all others have passed, the trick is cleared or its last player plays on. With an
// `interrupt` rule, right after a play each other player still in the trick who holds a play that
// beats the table and that the rule allows is offered in turn to make it out of turn, or to decline
// (interrupt-window.ts, shared with the shedding procedure).
import type { ClimbingPlay } from '../grammar/def/types.js';
import type { GameState, PlayedCardState, PlayState, TrickState } from './state.js';
import { naturalCard, type Move, type PlayCard } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { classify, enumeratePlays, formsMeld } from './melds/index.js';
import type { HandCard, Meld, MeldRejection, MeldRules, Play, PlayedCard } from './melds/types.js';
import { climbOrder, notBeating } from './climb-order.js';
import { handCards, meldRules, NOT_TAKEN, playAllows, playedCards, TAKEN_ONLY, tablePlayedCards } from './meld-rules.js';
import { namedShape } from './melds/forms.js';
import { sortCanonical } from './melds/order.js';
import { moveKey } from './move-key.js';
import { evaluate, fire } from './effects.js';
import { isTrue } from './eval/compile.js';
import { cardRef } from './values.js';
import { decline, inWindow, offeredSeats, openWindow } from './interrupt-window.js';
import { moveCard } from './zones.js';
import { detectShedOuts } from './shed-out.js';
import { indexedClimbMoves } from './climb-listing.js';

/** Each seat's hand key (`hand#2`), made once. */
const handKeys: string[] = [];

export function handKey(seat: number): string {
  return (handKeys[seat] ??= zoneKey('hand', seat));
}

export function lastPlay(s: GameState): PlayState | undefined {
  const t = s.trick;
  return t === null ? undefined : t.plays[t.plays.length - 1];
}

function inTrick(s: GameState, seat: number): boolean {
  const t = s.trick;
  return s.players[seat]?.out === false && (t === null || !t.dropped.includes(seat));
}

/** Whether every player still in the round other than `seat` has passed (soft). */
function othersPassed(s: GameState, t: TrickState, seat: number): boolean {
  for (let i = 0; i < s.players.length; i++) {
    if (i !== seat && s.players[i]?.out === false && !t.passed.includes(i)) return false;
  }
  return true;
}

/** Whether the trick is over, under the procedure's pass rules. */
export function climbingTrickOver(play: ClimbingPlay, s: GameState): boolean {
  const t = s.trick;
  if (t === null) return false;
  const last = lastPlay(s);
  const n = s.players.length;
  // Nobody has played: the trick is over (empty) once everyone still in has passed.
  if (last === undefined) {
    for (let i = 0; i < n; i++) if (inTrick(s, i) && !t.passed.includes(i)) return false;
    return true;
  }
  if (play.pass === 'hard') {
    let remaining = 0;
    let only = -1;
    for (let i = 0; i < n; i++) {
      if (!inTrick(s, i)) continue;
      remaining++;
      only = i;
    }
    if (remaining === 0) return true;
    return play.allPassed === 'clear' && remaining === 1 && only === last.seat;
  }
  if (!othersPassed(s, t, last.seat)) return false;
  if (s.players[last.seat]?.out !== false) return true;
  return play.allPassed === 'clear' || t.passed.includes(last.seat);
}

/** Who takes the next turn after `seat` in a climbing trick. */
export function climbingNextTurn(play: ClimbingPlay, s: GameState, seat: number): number | null {
  const t = s.trick;
  const last = lastPlay(s);
  if (t !== null && play.pass === 'soft' && last !== undefined && play.allPassed === 'continue') {
    if (othersPassed(s, t, last.seat) && inTrick(s, last.seat)) return last.seat;
  }
  return nextInTrick(s, seat);
}

/** nextSeat(s, from, (i) => inTrick(s, i)), without the closure: the next seat still in the trick. */
function nextInTrick(s: GameState, from: number): number | null {
  const n = s.players.length;
  const step = s.direction ?? 1;
  for (let i = 1; i <= n; i++) {
    const seat = (((from + step * i) % n) + n) % n;
    if (inTrick(s, seat)) return seat;
  }
  return null;
}

/**
 * The last play asked about and its meld: a listing and the moves after it ask about the same play
 * several times, and a new play is asked about once it is made. (A WeakMap of every play's meld
 * cost more per look-up, over all plays ever made, than making the meld anew.)
 */
let lastAsked: PlayState | null = null;
let lastMeld: Meld | null = null;

export function targetMeld(s: GameState): Meld | null {
  const last = lastPlay(s);
  if (last === undefined) return null;
  if (last !== lastAsked) {
    lastMeld = { type: last.meld, cards: last.cards, height: last.height, low: last.low };
    lastAsked = last;
  }
  return lastMeld;
}

/** A play of the meld engine as a move: a wild with its declaration, an any-suit card with its suit. */
function playMove(seat: number, p: Play): Move {
  const cards = new Array<PlayCard>(p.cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = p.cards[i] as PlayedCard;
    cards[i] = c.wild ? { id: c.id, as: { rank: c.rank ?? 0, suit: c.suit } } : c.anySuit && c.suit !== null ? { id: c.id, suit: c.suit } : naturalCard(c.id);
  }
  return { kind: 'play', seat, meld: p.type, cards };
}

/**
 * The plays of these cards over the table. Under the rule file's own order (climb-order.ts) every
 * play of every meld type is listed, then kept when it beats the table; else the engine lists only
 * the plays of the table's name and size that are higher.
 */
function listPlays(rules: Rules, play: ClimbingPlay, s: GameState, cards: readonly HandCard[], mr: MeldRules, target: Meld | null): Play[] {
  const order = climbOrder(rules);
  if (order === null || target === null) return enumeratePlays(cards, mr, target);
  return enumeratePlays(cards, mr, null, true).filter((p) => {
    const m = classify(p.cards, mr).find((x) => x.type === p.type);
    return m !== undefined && notBeating(rules, play, order, mr, s, m, target) === null;
  });
}

/**
 * The meld that declared cards form over the table (of the name `type`, when given), or why they
 * form none that may be played: the first meld name in the rules' order that is acceptable wins.
 */
export function climbMeld(rules: Rules, play: ClimbingPlay, s: GameState, cards: readonly PlayedCard[], type?: string): { ok: true; meld: Meld } | { ok: false; refusal: ClimbRefusal } {
  const mr = meldRules(rules, s.players.length);
  const target = targetMeld(s);
  const order = climbOrder(rules);
  if (order === null || target === null) {
    const r = formsMeld(cards, mr, target, type);
    return r.ok ? r : { ok: false, refusal: { why: r.reason } };
  }
  const formed = classify(cards, mr).filter((m) => type === undefined || m.type === type);
  if (formed.length === 0) {
    const r = formsMeld(cards, mr, null, type);
    return { ok: false, refusal: { why: r.ok ? 'not-a-meld' : r.reason } };
  }
  let first: ClimbRefusal | null = null;
  for (const m of formed) {
    const nb = notBeating(rules, play, order, mr, s, m, target);
    if (nb === null) return { ok: true, meld: m };
    first ??= { why: 'does-not-beat', code: nb.code, reason: nb.reason };
  }
  return { ok: false, refusal: first as ClimbRefusal };
}

/** Whether the `interrupt` rule lets `seat` make the play `p` out of turn (`played`, `meld`: the play; `me`: the seat). */
function allowedOutOfTurn(rules: Rules, play: ClimbingPlay, s: GameState, seat: number, p: Play): boolean {
  if (play.interrupt === undefined) return false;
  return isTrue(evaluate(rules, s, play.interrupt, seat, { played: p.cards.map((c) => cardRef(c.id)), meld: p.type }));
}

/** The plays of `seat`'s hand over the table; in an interrupt window, only those `interrupt` allows. */
function handPlays(rules: Rules, play: ClimbingPlay, s: GameState, seat: number): Play[] {
  const hand = s.zones[zoneKey('hand', seat)] ?? [];
  const plays = listPlays(rules, play, s, handCards(rules, s, hand), meldRules(rules, s.players.length), targetMeld(s));
  return inWindow(s) ? plays.filter((p) => allowedOutOfTurn(rules, play, s, seat, p)) : plays;
}

/** The seats after `seat` still in the trick and holding a play out of turn, in the direction of play. */
function interrupters(rules: Rules, play: ClimbingPlay, s: GameState, seat: number): number[] {
  const mr = meldRules(rules, s.players.length);
  const target = targetMeld(s);
  return offeredSeats(s, seat, (at) => inTrick(s, at), (at) => {
    const hand = s.zones[zoneKey('hand', at)] ?? [];
    return listPlays(rules, play, s, handCards(rules, s, hand), mr, target).some((p) => allowedOutOfTurn(rules, play, s, at, p));
  });
}

/** The plays and the pass open to `seat` (before obligations); in an interrupt window the pass declines. */
export function climbingMoves(rules: Rules, play: ClimbingPlay, s: GameState, seat: number): Move[] {
  const target = targetMeld(s);
  const window = inWindow(s);
  // Outside a window, where the engine's own order applies (listPlays), the hand is listed over
  // integers straight into moves (climb-listing.ts); else, or for a hand it does not take, as plays.
  const indexed = window || (target !== null && climbOrder(rules) !== null) ? null
    : indexedClimbMoves(rules, s, s.zones[handKey(seat)] ?? [], seat, target);
  const moves: Move[] = indexed ?? handPlays(rules, play, s, seat).map((p) => playMove(seat, p));
  if (window || target !== null || play.leaderMayPass) moves.push({ kind: 'pass', seat });
  return moves;
}

function mayPass(play: ClimbingPlay, s: GameState): boolean {
  return inWindow(s) || targetMeld(s) !== null || play.leaderMayPass;
}

/** Why a play or a pass is not among the seat's climbing moves (see climbingCheck). */
export type ClimbRefusal =
  /** A pass by the leader, who must play. */
  | { readonly why: 'must-lead' }
  /** A card not in the seat's hand (plays come from the hand only). */
  | { readonly why: 'not-in-hand'; readonly card: string }
  /** A wild played without the rank it stands for. */
  | { readonly why: 'undeclared-wild'; readonly card: string }
  /** Wilds are interchangeable: a play with k wilds is listed with the hand's first k. */
  | { readonly why: 'wild-order'; readonly use: readonly string[] }
  /** The meld engine's reason: no meld, wrong type or size, not higher, may not lead, a card's `only`. */
  | { readonly why: MeldRejection }
  /** Under the rule file's order (climb-order.ts): the cards form melds, none beating the table. */
  | { readonly why: 'does-not-beat'; readonly code: MeldRejection; readonly reason: string }
  /** The cards form the meld, but not with these declarations as the moves list them. */
  | { readonly why: 'not-listed' }
  /** In an interrupt window: the play beats the table, but the `interrupt` rule does not allow it out of turn. */
  | { readonly why: 'not-out-of-turn' };

/**
 * The listed move equal to `move` (a play or a pass of `seat`, before obligations), or why there is
 * none. A play is checked without listing the hand's plays: formsMeld gives the reason, and the
 * meld engine lists only the plays of these very cards (the same plays it lists for the whole
 * hand, whose other cards change nothing but which wilds are used).
 */
export function climbingCheck(rules: Rules, play: ClimbingPlay, s: GameState, seat: number, move: Extract<Move, { kind: 'play' | 'pass' }>): Move | ClimbRefusal {
  if (move.kind === 'pass') return mayPass(play, s) ? { kind: 'pass', seat } : { why: 'must-lead' };
  const hand = s.zones[zoneKey('hand', seat)] ?? [];
  const used = new Set(move.cards.map((c) => c.id));
  const absent = move.cards.find((c) => !hand.includes(c.id));
  if (absent !== undefined) return { why: 'not-in-hand', card: absent.id };
  const undeclared = move.cards.find((c) => s.wild[c.id] === true && c.as === undefined);
  if (undeclared !== undefined) return { why: 'undeclared-wild', card: undeclared.id };
  const mr = meldRules(rules, s.players.length);
  const target = targetMeld(s);
  // The refusal is climbMeld's; a play tableMeld finds a meld for is one climbMeld accepts.
  const quick = tableMeld(rules, s, move);
  if (quick === null || quick === undefined) {
    const formed = climbMeld(rules, play, s, playedCards(rules, s, move.cards), move.meld);
    if (!formed.ok) return formed.refusal;
  }
  const wilds = move.cards.filter((c) => s.wild[c.id] === true).length;
  const first = hand.filter((id) => s.wild[id] === true).slice(0, wilds);
  if (first.some((id) => !used.has(id))) return { why: 'wild-order', use: first };
  const key = moveKey(move);
  const own = hand.filter((id) => used.has(id));
  for (const p of listPlays(rules, play, s, handCards(rules, s, own), mr, target)) {
    if (p.type !== move.meld || p.cards.length !== own.length) continue;
    const m = playMove(seat, p);
    if (moveKey(m) !== key) continue;
    return inWindow(s) && !allowedOutOfTurn(rules, play, s, seat, p) ? { why: 'not-out-of-turn' } : m;
  }
  return { why: 'not-listed' };
}

/**
 * The meld climbMeld finds for a play over playedCards (of the move's meld name, over the table),
 * or null where it finds none, worked out without playedCards' objects, formsMeld's lists or the
 * sorted copy: the cards are those the trick keeps (tablePlayedCards), sorted in a new list of
 * their own. Undefined where only climbMeld can tell: the rule file's own climbing order over a
 * table, a card tablePlayedCards does not take, meld names that formsMeld reads otherwise.
 */
function tableMeld(rules: Rules, s: GameState, move: Extract<Move, { kind: 'play' }>): Meld | null | undefined {
  const target = targetMeld(s);
  if (target !== null && climbOrder(rules) !== null) return undefined;
  const cards = new Array<PlayedCardState>(move.cards.length);
  const taken = tablePlayedCards(rules, s, move.cards, cards);
  if (taken === NOT_TAKEN) return undefined;
  const shape = namedShape(cards, meldRules(rules, s.players.length), target, move.meld);
  if (shape === undefined) return undefined;
  if (shape === null || (taken === TAKEN_ONLY && !playAllows(rules, move.cards, move.meld))) return null;
  return { type: move.meld, cards: sortCanonical(cards), height: shape.height, low: shape.low };
}

/** A climbing play's meld as tableMeld finds it: the meld, null for none, undefined where only climbMeld can tell. */
export type PreparedMeld = Meld | null | undefined;

/**
 * tableMeld of a play about to be made. engine.ts perform works it out once and gives it to the
 * move's event (its text names the meld only where the cards form another type too) and then
 * to applyClimbingPlay.
 */
export function prepareClimbingPlay(rules: Rules, s: GameState, move: Extract<Move, { kind: 'play' }>): PreparedMeld {
  return tableMeld(rules, s, move);
}

/**
 * A climbing play carried out: applyClimbing with the meld climbMeld finds for its cards (none:
 * the turn only moves on). `meld` is prepareClimbingPlay's for this move in this state; given
 * none, it is worked out here.
 */
export function applyClimbingPlay(rules: Rules, play: ClimbingPlay, s: GameState, move: Extract<Move, { kind: 'play' }>, meld: PreparedMeld = tableMeld(rules, s, move)): void {
  if (meld !== undefined) {
    applyClimbing(rules, play, s, move, meld, true);
    return;
  }
  const r = climbMeld(rules, play, s, playedCards(rules, s, move.cards), move.meld);
  applyClimbing(rules, play, s, move, r.ok ? r.meld : null);
}

/** A pass's cards in the round's plays, shared (frozen: the plays are never changed). */
const NO_CARDS: readonly PlayCard[] = Object.freeze([]);

/** A move carried out, a play with its meld; `kept`: the meld's cards are already the trick's (tableMeld's), not to be copied. */
export function applyClimbing(rules: Rules, play: ClimbingPlay, s: GameState, move: Move, meld: Meld | null, kept = false): void {
  const t = s.trick;
  if (t === null) return;
  if (inWindow(s) && move.kind === 'pass') {
    // Declined: the next seat is offered, or, all asked, the turn goes on as it would have after the play.
    const closed = decline(s, move.seat);
    if (closed !== null) {
      s.turn = climbingNextTurn(play, s, closed.seat);
      s.turnStarted = false;
    }
    return;
  }
  // A play out of turn takes the turn on from its player. (Deleting a property that is not there
  // is still a call into the runtime, once per move.)
  if (t.window !== undefined) delete t.window;
  if (move.kind === 'play' && meld !== null) {
    const played = move.cards;
    const from = handKey(move.seat);
    // One card at a time, as moveCards moves them, without the list of ids.
    for (let i = 0; i < played.length; i++) moveCard(s, (played[i] as PlayCard).id, 'table', from);
    const cards = kept ? meld.cards : tableCopy(meld.cards);
    t.plays.push({ seat: move.seat, cards, meld: meld.type, height: meld.height, low: meld.low });
    // A new list where there were passes (an empty one is as good: every copy of a state copies it).
    if (play.pass === 'soft' && t.passed.length > 0) t.passed = [];
    (s.roundPlays ??= []).push({ seat: move.seat, trick: t.number, meld: meld.type, cards: move.cards });
    // The handlers' locals are made only for a rule file that has `play` handlers.
    if (rules.def.on.play !== undefined) fire(rules, s, 'play', move.seat, { played: move.cards.map((c) => cardRef(c.id)), meld: meld.type });
    detectShedOuts(rules, s);
    if (play.interrupt !== undefined) {
      // Who is offered a play out of turn is worked out once the play's effects are done (climbingAfterPlay).
      t.after = { seat: move.seat, played: move.cards.map((c) => c.id) };
      s.turn = null;
      s.turnStarted = false;
      return;
    }
  } else if (move.kind === 'pass') {
    if (play.pass === 'soft') {
      if (!t.passed.includes(move.seat)) t.passed.push(move.seat);
    } else if (!t.dropped.includes(move.seat)) t.dropped.push(move.seat);
    (s.roundPlays ??= []).push({ seat: move.seat, trick: t.number, meld: '', cards: NO_CARDS });
    fire(rules, s, 'pass', move.seat);
  }
  s.turn = climbingNextTurn(play, s, move.seat);
  s.turnStarted = false;
}

/** A meld's cards as the trick keeps them. */
function tableCopy(mc: readonly PlayedCard[]): PlayedCardState[] {
  const cards = new Array<PlayedCardState>(mc.length);
  for (let i = 0; i < mc.length; i++) {
    const c = mc[i] as PlayedCard;
    cards[i] = { id: c.id, rank: c.rank, suit: c.suit, wild: c.wild };
  }
  return cards;
}

/**
 * (With `interrupt`) the play's effects are done: the window out of turn opens when anyone is
 * offered a play (an offer is no turn: no turn-start triggers), else the turn goes on.
 */
export function climbingAfterPlay(rules: Rules, play: ClimbingPlay, s: GameState): void {
  const t = s.trick;
  const after = t?.after;
  if (t === null || after === undefined) return;
  delete t.after;
  if (openWindow(s, after.seat, after.played, interrupters(rules, play, s, after.seat))) return;
  s.turn = climbingNextTurn(play, s, after.seat);
  s.turnStarted = false;
}
