// The must-follow trick: the leader plays a card from the lead zones; followers play from the
// sources the rule file allows (following suit where a source says so: the suit a card counts as,
// trick-rule.ts); the trick's winner (trick-rule.ts) leads the next trick.
import type { MustFollowPlay } from '../grammar/def/types.js';
import type { GameState, PlayState } from './state.js';
import { naturalPlay, type Move } from './moves.js';
import { zoneKey, type Rules } from './rules.js';
import { evaluate, fire } from './effects.js';
import { isTrue } from './eval/compile.js';
import { moveCard } from './zones.js';
import { effectiveSuitReader, suitReader } from './trick-rule.js';
import type { CardRef } from './values.js';
import { cardOf, followCards, entryPlay, entryPlayLocals, entryTrickPlay, knownSlot, lastRead, playedList, slotKey, suitLetterOf, suitOf as printedSuitOf, zoneEntries, zoneSlot, type FollowCards, type ZoneRead } from './follow-cards.js';
import { suitIndex } from './card-table.js';
import { holdsLed, holdsLedTest, type HoldsLedTest } from './follow-when.js';

export { mustFollowWinner } from './trick-rule.js';

/** A zone the seat may play from now, and the suit it must play from it when it must follow suit. */
interface PlaySource {
  readonly zone: string;
  /** The led suit when this source says follow suit and the zone holds it; else undefined (any card). */
  readonly suit: string | null | undefined;
}

/**
 * The sources open to `seat` now, in the rule file's order: the lead zones when leading, else the
 * follow sources whose condition holds. One function for listing the moves and for saying why a
 * card is not among them.
 */
function playSources(rules: Rules, play: MustFollowPlay, s: GameState, seat: number): PlaySource[] {
  const t = s.trick;
  if (t === null) return [];
  if (t.plays.length === 0) return play.leadFrom.map((zone) => ({ zone, suit: undefined }));
  const suitOf = suitReader(rules, play, s);
  const out: PlaySource[] = [];
  for (const src of play.follow) {
    if (src.when !== undefined && !isTrue(evaluate(rules, s, src.when, seat))) continue;
    const suit = src.followSuit ? t.ledSuit : undefined;
    const held = suit !== undefined && holdsSuit(suitOf, s.zones[zoneKey(src.from, seat)] ?? [], suit);
    out.push({ zone: src.from, suit: held ? suit : undefined });
  }
  return out;
}

/** No cards: a missing zone, read without allocating. */
const EMPTY: readonly string[] = Object.freeze([]);

/**
 * The seat's plays: playSources without its objects (listing runs once per move). Every follow
 * source's condition and holding are worked out first, as playSources does, then the plays listed.
 * Cards are read through the rule file's follow cards (follow-cards.ts): one lookup per card gives its
 * printed suit and its shared move.
 */
export function mustFollowMoves(rules: Rules, play: MustFollowPlay, s: GameState, seat: number, out: Move[] = []): Move[] {
  const t = s.trick;
  if (t === null) return [];
  const table = followCards(rules);
  const slots = sourceSlots(rules, table, play);
  // The suit each card counts as: its printed suit (from the table), unless `effective-suit` says.
  const suitOf = play.effectiveSuit === undefined ? null : effectiveSuitReader(rules, play, s);
  // `out`: an empty array to fill (a listing that reuses its array, turn-move-list.ts).
  const moves: Move[] = out;
  const base = listingMark(table);
  if (t.plays.length === 0) {
    const lead = slots.lead;
    for (let k = 0; k < lead.length; k++) {
      const slot = lead[k] as number;
      addPlays(table, suitOf, moves, seat, slot, zoneEntries(table, slot, seat, s.zones[slotKey(table, slot, seat)] ?? EMPTY), undefined, base);
    }
    return moves;
  }
  const follow = play.follow;
  if (follow.length > 30) return mustFollowMovesBySources(rules, play, s, seat);
  // Bit k: source k is open; bit k of `strict`: it must follow the led suit (the zone holds it).
  let open = 0;
  let strict = 0;
  // Bit k: source k's zone was read above. Conditions change no zone, so that read (the table's
  // own for the slot and seat, follow-cards.ts) still holds the zone's cards below.
  let read = 0;
  const led = t.ledSuit;
  for (let k = 0; k < follow.length; k++) {
    const src = follow[k] as MustFollowPlay['follow'][number];
    if (src.when !== undefined) {
      // Read over the card entries where it has the shape follow-when.ts knows.
      const test = slots.whens[k] as HoldsLedTest | null;
      const held = test === null ? undefined : holdsLed(table, rules, test, s, seat, readBefore(slots.follow, read, k, test.slot) ? lastRead(table, test.slot, seat) : undefined);
      if (!(held ?? isTrue(evaluate(rules, s, src.when, seat)))) continue;
    }
    open |= 1 << k;
    if (!src.followSuit) continue;
    const slot = slots.follow[k] as number;
    read |= 1 << k;
    const cards = zoneEntries(table, slot, seat, s.zones[slotKey(table, slot, seat)] ?? EMPTY);
    // By printed suits (which cost no steps) whether the zone holds the led suit is found as its
    // plays are listed below (addFollowing); an effective-suit reader is asked here, in order.
    if (suitOf !== null && holdsSuitIn(suitOf, cards, led)) strict |= 1 << k;
  }
  for (let k = 0; k < follow.length; k++) {
    if ((open & (1 << k)) === 0) continue;
    const slot = slots.follow[k] as number;
    if ((read & (1 << k)) === 0) addPlays(table, suitOf, moves, seat, slot, zoneEntries(table, slot, seat, s.zones[slotKey(table, slot, seat)] ?? EMPTY), undefined, base);
    else if (suitOf === null) addFollowing(table, moves, seat, slot, lastRead(table, slot, seat), led, base);
    else addPlays(table, suitOf, moves, seat, slot, lastRead(table, slot, seat), (strict & (1 << k)) !== 0 ? led : undefined, base);
  }
  return moves;
}

/**
 * addPlays of a follow-suit source by printed suits: the plays of the zone's cards of the led
 * `suit` when it holds one, else of all its cards (holdsSuitIn, then addPlays, in one pass when
 * the zone holds the suit).
 */
function addFollowing(table: FollowCards, moves: Move[], seat: number, slot: number, read: ZoneRead, suit: string | null, base: number): void {
  const before = moves.length;
  const cards = read.cards;
  const marks = table.marks;
  const mark = ++table.mark;
  const want = suitIndex(table.cards, suit);
  let held = false;
  for (let k = 0; k < read.n; k++) {
    const c = cards[k] as number;
    if (printedSuitOf(table, c) !== want) continue;
    held = true;
    if (c < marks.length) {
      const m = marks[c] as number;
      if (m >= base && m < mark) continue;
      marks[c] = mark;
    } else if (listedBefore(moves, before, read.ids[k] as string)) continue;
    moves.push(entryPlay(table, c, slot, seat));
  }
  // Nothing of the suit was found, so nothing was marked: any card may be played.
  if (!held) addPlays(table, null, moves, seat, slot, read, undefined, base);
}

/** Whether one of the first `before` moves plays card `id` (a card the rule file does not know has no mark). */
function listedBefore(moves: readonly Move[], before: number, id: string): boolean {
  for (let i = 0; i < before; i++) if ((moves[i] as Extract<Move, { kind: 'play' }>).cards[0]?.id === id) return true;
  return false;
}

/** Whether a source before `k` read the zone of `slot` (bit j of `read`: source j's zone was read). */
function readBefore(follow: readonly number[], read: number, k: number, slot: number): boolean {
  for (let j = 0; j < k; j++) if ((read & (1 << j)) !== 0 && follow[j] === slot) return true;
  return false;
}

/**
 * The first mark of a new listing (FollowCards.marks): its sources' marks are this and above.
 * Before the count could overflow, every mark is cleared and counting starts again.
 */
function listingMark(table: FollowCards): number {
  if (table.mark > 0x3fffffff) {
    table.marks.fill(0);
    table.mark = 0;
  }
  return table.mark + 1;
}

/** The card table's slots of the play's lead zones and follow sources' zones, worked out once. */
function sourceSlots(rules: Rules, table: FollowCards, play: MustFollowPlay): NonNullable<FollowCards['sources']> {
  const known = table.sources;
  if (known !== null && known.play === play) return known;
  const made = {
    play,
    lead: play.leadFrom.map((z) => zoneSlot(table, z)),
    follow: play.follow.map((src) => zoneSlot(table, src.from)),
    whens: play.follow.map((src) => (src.when === undefined ? null : holdsLedTest(rules, table, src.when))),
  };
  table.sources = made;
  return made;
}

/** holdsSuit of the zone's cards (their indexes) by the effective-suit reader: whether one counts as `suit`. */
function holdsSuitIn(suitOf: (card: CardRef) => string | null, read: ZoneRead, suit: string | null): boolean {
  const cards = read.cards;
  const table = read.table;
  for (let i = 0; i < read.n; i++) if (suitOf(playedList(table, cards[i] as number)[0] as CardRef) === suit) return true;
  return false;
}

/** The same plays through playSources (a rule file with more follow sources than bits in a mask). */
function mustFollowMovesBySources(rules: Rules, play: MustFollowPlay, s: GameState, seat: number): Move[] {
  const moves: Move[] = [];
  const sources = playSources(rules, play, s, seat);
  const table = followCards(rules);
  const suitOf = play.effectiveSuit === undefined ? null : effectiveSuitReader(rules, play, s);
  const base = listingMark(table);
  for (const src of sources) {
    const slot = zoneSlot(table, src.zone);
    addPlays(table, suitOf, moves, seat, slot, zoneEntries(table, slot, seat, s.zones[zoneKey(src.zone, seat)] ?? EMPTY), src.suit, base);
  }
  return moves;
}

/** Why a card the seat holds is not among its plays (see mustFollowCheck). */
export type FollowRefusal =
  /** Leading, from a zone the leader may not lead from. */
  | { readonly why: 'lead-from'; readonly zones: readonly string[] }
  /** Every open source of the card's zone must follow the led suit, and the card is of another. */
  | { readonly why: 'must-follow'; readonly suit: string | null; readonly zone: string; readonly holding: readonly string[] }
  /** No source lets the seat play from the card's zone now (none names it, or its condition fails). */
  | { readonly why: 'zone-closed' }
  /** The card is played from its own zone, not from the one the move names. */
  | { readonly why: 'wrong-zone'; readonly zone: string };

/**
 * The listed play of card `id` (held in the seat's zone `zone`) from `meld`, or why there is none:
 * the same sources as mustFollowMoves, so the reason is the rule that lists the moves.
 */
export function mustFollowCheck(rules: Rules, play: MustFollowPlay, s: GameState, seat: number, id: string, zone: string, meld: string): Move | FollowRefusal {
  const sources = playSources(rules, play, s, seat).filter((src) => src.zone === zone);
  const suitOf = suitReader(rules, play, s);
  const suit = suitOf(id);
  if (sources.some((src) => src.suit === undefined || src.suit === suit)) {
    return meld === zone ? naturalPlay(seat, zone, id) : { why: 'wrong-zone', zone };
  }
  if (s.trick !== null && s.trick.plays.length === 0) return { why: 'lead-from', zones: play.leadFrom };
  const strict = sources[0];
  if (strict !== undefined && strict.suit !== undefined) {
    const led = strict.suit;
    const holding = (s.zones[zoneKey(zone, seat)] ?? []).filter((x) => suitOf(x) === led);
    return { why: 'must-follow', suit: led, zone, holding };
  }
  return { why: 'zone-closed' };
}

function holdsSuit(suitOf: (id: string) => string | null, ids: readonly string[], suit: string | null): boolean {
  for (let i = 0; i < ids.length; i++) if (suitOf(ids[i] as string) === suit) return true;
  return false;
}

/**
 * A play of each card (of `suit`, when one is given) not already listed: a card is played from the
 * first source listing it. `suitOf` null: the printed suit, read from the card table. `base`: the
 * listing's first mark (listingMark): a card marked from it on, below this source's own mark, was
 * listed by an earlier source (one index is one id, so this is the same as comparing ids).
 */
function addPlays(
  table: FollowCards,
  suitOf: ((card: CardRef) => string | null) | null,
  moves: Move[],
  seat: number,
  slot: number,
  read: ZoneRead,
  suit: string | null | undefined,
  base: number,
): void {
  const before = moves.length;
  const cards = read.cards;
  const ids = read.ids;
  const marks = table.marks;
  const mark = ++table.mark;
  // The printed suit to follow as the table's suit index (read once, compared per card).
  const want = suit === undefined || suitOf !== null ? 0 : suitIndex(table.cards, suit);
  for (let k = 0; k < read.n; k++) {
    const c = cards[k] as number;
    if (suit !== undefined && (suitOf === null ? printedSuitOf(table, c) !== want : suitOf(playedList(table, c)[0] as CardRef) !== suit)) continue;
    if (c < marks.length) {
      const m = marks[c] as number;
      if (m >= base && m < mark) continue;
      marks[c] = mark;
    } else if (listedBefore(moves, before, ids[k] as string)) continue; // a card the rule file does not know: no mark of its own
    moves.push(entryPlay(table, c, slot, seat));
  }
}

/** Whether every player still in the round has played to (or been skipped in) the trick. */
export function mustFollowTrickComplete(s: GameState): boolean {
  const t = s.trick;
  if (t === null || t.plays.length === 0) return false;
  const players = s.players;
  // Fewer plays and passes than players still in: someone has neither (the usual answer, read
  // without a search per seat).
  let inRound = 0;
  for (let seat = 0; seat < players.length; seat++) if (!(players[seat] as GameState['players'][number]).out) inRound++;
  if (t.plays.length + t.passed.length < inRound) return false;
  const done = players.length < 31 ? doneSeats(t) : -1;
  for (let seat = 0; seat < players.length; seat++) {
    if ((players[seat] as GameState['players'][number]).out) continue;
    if (done >= 0 ? (done & (1 << seat)) === 0 : !playedIn(t.plays, seat) && !t.passed.includes(seat)) return false;
  }
  return true;
}

/**
 * Bit k: seat k has a play in the trick or was passed by (for a game of fewer than 31 seats):
 * each play is read once, instead of every play once per seat asked about (playedIn).
 */
function doneSeats(t: NonNullable<GameState['trick']>): number {
  let done = 0;
  const plays = t.plays;
  for (let i = 0; i < plays.length; i++) {
    const seat = (plays[i] as PlayState).seat;
    if (seat >= 0 && seat < 31) done |= 1 << seat;
  }
  const passed = t.passed;
  for (let i = 0; i < passed.length; i++) {
    const seat = passed[i] as number;
    if (seat >= 0 && seat < 31) done |= 1 << seat;
  }
  return done;
}

/** Whether the seat has a play in the trick (a loop: this runs several times per move). */
function playedIn(plays: readonly { readonly seat: number }[], seat: number): boolean {
  for (let i = 0; i < plays.length; i++) if ((plays[i] as { readonly seat: number }).seat === seat) return true;
  return false;
}

export function applyMustFollow(rules: Rules, s: GameState, move: Move): void {
  const t = s.trick;
  if (t === null || move.kind !== 'play') return;
  const c = move.cards[0];
  if (c === undefined) return;
  const table = followCards(rules);
  const slot = knownSlot(table, move.meld);
  const card = cardOf(table, c.id);
  moveCard(s, c.id, 'table', slotKey(table, slot, move.seat));
  // The play as it lies in the trick and the `played` list are the card's shared frozen ones (a
  // play is never changed: clone.ts shares them between states too).
  const trickPlay = entryTrickPlay(table, card, slot, move.seat);
  if (t.plays.length === 0) t.plays = leadPlays(trickPlay, s.players.length);
  else t.plays.push(trickPlay);
  const play = rules.def.round.play;
  if (t.ledSuit === null) t.ledSuit = play.kind === 'must-follow' && play.effectiveSuit !== undefined ? suitReader(rules, play, s)(c.id) : suitLetterOf(table, card);
  // A record per play (records shared per card, seat and trick number measured slower: thousands
  // of objects read from all over the heap, performance.md session 8).
  (s.roundPlays ??= []).push({ seat: move.seat, trick: t.number, meld: move.meld, cards: move.cards });
  // The handlers' locals are made only for a rule file that has `play` handlers.
  if (rules.def.on.play !== undefined) fire(rules, s, 'play', move.seat, entryPlayLocals(table, card, slot));
  s.turnStarted = false;
  s.turn = nextUnplayed(s, move.seat);
}

/**
 * The trick's plays list at its lead, with room for a play per seat up to four: a list grown from
 * empty by a push gets room for 16 (about 76 bytes), a literal cut down by pops keeps its own room
 * (V8 trims only on a `length` write), so a trick of four grows nothing.
 */
function leadPlays(lead: PlayState, seats: number): PlayState[] {
  if (seats > 4) return [lead];
  const plays = [lead, lead, lead, lead];
  plays.pop();
  plays.pop();
  plays.pop();
  return plays;
}

function nextUnplayed(s: GameState, from: number): number | null {
  const t = s.trick;
  const n = s.players.length;
  const done = t === null ? 0 : n < 31 ? doneSeats(t) : -1;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (s.players[seat]?.out) continue;
    if (t !== null && (done >= 0 ? (done & (1 << seat)) !== 0 : playedIn(t.plays, seat) || t.passed.includes(seat))) continue;
    return seat;
  }
  return null;
}

export { nextUnplayed };
