// A rule file's cards as the must-follow path reads them: each card is its index in the rule file's
// card table (card-table.ts), its printed suit and rank read from the table's arrays, and the shared
// immutable objects a play of it needs (the move listed for each zone and seat, the card as it lies
// in the trick, the `played` list its handlers see) kept in lists by that index. A card id the
// rule file does not know gets an index after the table's (no suit, no rank), on first sight.
import type { CardInfo, PlayedCardState, PlayState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { naturalPlay, type Move } from './moves.js';
import { cardRef, type CardRef, type Value } from './values.js';
import { NONE, type CardTable } from './card-table.js';
import type { HoldsLedTest } from './follow-when.js';

export interface FollowCards {
  /** The rule file's card table. */
  readonly cards: CardTable;
  /** cards.size: indexes from it on are ids the rule file does not know. */
  readonly size: number;
  /** Whether no card of the table is an any-suit card: then every known card's `c.suit` is its printed suit while no card is wild. */
  readonly noAnySuit: boolean;
  /** Card ids by index: the table's, then the unknown ones in the order first seen. */
  readonly ids: string[];
  /** Indexes of the ids the rule file does not know. */
  readonly unknown: Map<string, number>;
  /** Zone names to slots of the lists by slot below. */
  readonly slots: Map<string, number>;
  readonly zoneNames: string[];
  /** The state key of each slot's zone for each seat (zoneKey), by slot then seat. */
  readonly keys: string[][];
  /** Each slot's zone for each seat as last read, with its cards' indexes (zoneEntries). */
  readonly read: ZoneRead[][];
  /** naturalPlay(seat, zone, id), by slot, seat, then card index (the same shared objects). */
  readonly plays: Move[][][];
  /** The play as it lies in the trick, by slot, seat, then card: shared (a play is never changed, clone.ts shares them too). */
  readonly trickPlays: PlayState[][][];
  /** `{ played, meld }`, the locals of a play's handlers, by slot then card: frozen (fire copies them for a task). */
  readonly playLocals: Record<string, Value>[][];
  /** The card as a one-card play lies in the trick, by card: one shared frozen list. */
  readonly trickCards: (readonly PlayedCardState[])[];
  /** `[card]`, the `played` local of a one-card play's handlers, by card: shared and frozen (values are never changed). */
  readonly played: (readonly CardRef[])[];
  /**
   * Which listing's source last listed each card (must-follow.ts addPlays): a card is played from
   * the first source listing it, so a later source skips a card marked by an earlier one of the
   * same listing. Marks count up from 1 (`mark`, the last given); by card index of the table.
   */
  readonly marks: Int32Array;
  mark: number;
  /** The slots of the rule file's must-follow lead and follow zones, in their order (must-follow.ts). */
  sources: {
    readonly play: object;
    readonly lead: readonly number[];
    readonly follow: readonly number[];
    /** Each follow source's `when` when it is read over the card indexes (follow-when.ts), else null. */
    readonly whens: readonly (HoldsLedTest | null)[];
  } | null;
}

const tables = new WeakMap<Rules, FollowCards>();
/** The table asked for last: a playout asks for the same rule file's, several times per move. */
let lastRules: Rules | null = null;
let lastTable: FollowCards | null = null;

export function followCards(rules: Rules): FollowCards {
  if (rules === lastRules) return lastTable as FollowCards;
  let t = tables.get(rules);
  if (t === undefined) tables.set(rules, (t = newTable(rules.cardTable)));
  lastRules = rules;
  lastTable = t;
  return t;
}

function newTable(cards: CardTable): FollowCards {
  // Lists by card made at the box's length (holes until a card is first played), so that filling
  // them in any order keeps them fast arrays.
  return {
    cards,
    size: cards.size,
    noAnySuit: cards.anySuit.every((a) => a === 0),
    ids: cards.ids.slice(),
    unknown: new Map(),
    slots: new Map(),
    zoneNames: [],
    keys: [],
    read: [],
    plays: [],
    trickPlays: [],
    playLocals: [],
    trickCards: new Array<readonly PlayedCardState[]>(cards.size),
    played: new Array<readonly CardRef[]>(cards.size),
    marks: new Int32Array(cards.size),
    mark: 0,
    sources: null,
  };
}

/** The card's index (an id the rule file does not know is given the next free one). */
export function cardOf(table: FollowCards, id: string): number {
  const i = table.cards.index.get(id);
  return i === undefined ? unknownCard(table, id) : i;
}

function unknownCard(table: FollowCards, id: string): number {
  const known = table.unknown.get(id);
  if (known !== undefined) return known;
  const i = table.ids.push(id) - 1;
  table.unknown.set(id, i);
  return i;
}

/** The card's printed suit as the table's suit index; NONE: none, or a card the rule file does not know. */
export function suitOf(table: FollowCards, card: number): number {
  return card < table.size ? (table.cards.suit[card] as number) : NONE;
}

/** The card's printed suit letter; null: none, or a card the rule file does not know. */
export function suitLetterOf(table: FollowCards, card: number): string | null {
  return card < table.size ? (table.cards.infos[card] as CardInfo).suit : null;
}

/** The card's printed rank; null: none, or a card the rule file does not know. */
export function rankOf(table: FollowCards, card: number): number | null {
  return card < table.size ? (table.cards.infos[card] as CardInfo).rank : null;
}

/** Whether `c.suit` of the card is its printed suit while it is not wild: a card the rule file knows, not an any-suit card. */
export function printedSuit(table: FollowCards, card: number): boolean {
  return card < table.size && table.cards.anySuit[card] === 0;
}

/** `[card]`: the `played` list of the card's one-card play, shared. */
export function playedList(table: FollowCards, card: number): readonly CardRef[] {
  const p = table.played[card];
  return p === undefined ? (table.played[card] = Object.freeze([cardRef(table.ids[card] as string)])) : p;
}

function trickCardsOf(table: FollowCards, card: number): readonly PlayedCardState[] {
  const c = table.trickCards[card];
  if (c !== undefined) return c;
  const id = table.ids[card] as string;
  const made = Object.freeze([Object.freeze({ id, rank: rankOf(table, card), suit: suitLetterOf(table, card), wild: false })]);
  table.trickCards[card] = made;
  return made;
}

/** The slot of a zone name in every entry's plays (one lookup per zone, not per card). */
export function zoneSlot(table: FollowCards, zone: string): number {
  let k = table.slots.get(zone);
  if (k === undefined) {
    k = table.zoneNames.length;
    table.slots.set(zone, k);
    table.zoneNames.push(zone);
    table.keys.push([]);
    table.read.push([]);
    table.plays.push([]);
    table.trickPlays.push([]);
    table.playLocals.push(new Array<Record<string, Value>>(table.size));
  }
  return k;
}

/** zoneSlot of a zone name already given a slot, by comparing names (a table has a few). */
export function knownSlot(table: FollowCards, zone: string): number {
  const names = table.zoneNames;
  for (let k = 0; k < names.length; k++) if (names[k] === zone) return k;
  return zoneSlot(table, zone);
}

/** The state key of the slot's zone for `seat` (zoneKey), made once. */
export function slotKey(table: FollowCards, slot: number, seat: number): string {
  const bySeat = table.keys[slot] as string[];
  const k = bySeat[seat];
  return k === undefined ? (bySeat[seat] = zoneKey(table.zoneNames[slot] as string, seat)) : k;
}

/** A new list by card index for `seat` in one slot's lists by seat (made at the box's length, see newTable). */
function seatList<T>(bySeat: T[][], seat: number, size: number): T[] {
  for (let k = bySeat.length; k < seat; k++) bySeat[k] = new Array<T>(size);
  return (bySeat[seat] = new Array<T>(size));
}

/** The shared play of the card from the zone in `slot` by `seat`: naturalPlay's own object. */
export function entryPlay(table: FollowCards, card: number, slot: number, seat: number): Move {
  const bySeat = table.plays[slot] as Move[][];
  const plays = bySeat[seat] ?? seatList(bySeat, seat, table.size);
  const m = plays[card];
  return m === undefined ? (plays[card] = naturalPlay(seat, table.zoneNames[slot] as string, table.ids[card] as string)) : m;
}

/** The card's play from the zone in `slot` by `seat` as it lies in the trick (made once). */
export function entryTrickPlay(table: FollowCards, card: number, slot: number, seat: number): PlayState {
  const bySeat = table.trickPlays[slot] as PlayState[][];
  const plays = bySeat[seat] ?? seatList(bySeat, seat, table.size);
  const p = plays[card];
  if (p !== undefined) return p;
  const rank = rankOf(table, card) ?? 0;
  const made: PlayState = Object.freeze({ seat, cards: trickCardsOf(table, card), meld: table.zoneNames[slot] as string, height: rank, low: rank });
  plays[card] = made;
  return made;
}

/** The locals of the play's handlers (`played`, `meld`) for a play of the card from the zone in `slot`. */
export function entryPlayLocals(table: FollowCards, card: number, slot: number): Record<string, Value> {
  const bySlot = table.playLocals[slot] as Record<string, Value>[];
  const l = bySlot[card];
  if (l !== undefined) return l;
  const made: Record<string, Value> = Object.freeze({ played: playedList(table, card) as CardRef[], meld: table.zoneNames[slot] as string });
  bySlot[card] = made;
  return made;
}

/**
 * A zone's card ids as last read and their indexes: cards[k] is always the index of ids[k]. The
 * first `n` are the zone's; the lists are not shortened (setting an array's length is slow).
 */
export interface ZoneRead {
  /** The table the indexes are of. */
  readonly table: FollowCards;
  readonly ids: string[];
  readonly cards: number[];
  n: number;
}

/**
 * The indexes of the cards `ids` (the zone of `slot` for `seat`), in their order. Between two
 * listings a seat's zone loses a card or two, so each card is first compared with the one read
 * there last time (or the next): a comparison instead of a lookup by id. The read returned is the
 * table's own (its first `n` cards), valid until the next call for this slot and seat.
 */
export function zoneEntries(table: FollowCards, slot: number, seat: number, ids: readonly string[]): ZoneRead {
  const bySeat = table.read[slot] as ZoneRead[];
  let r = bySeat[seat];
  if (r === undefined) bySeat[seat] = r = { table, ids: [], cards: [], n: 0 };
  const old = r.ids;
  const cards = r.cards;
  const n = r.n;
  let j = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    // Where the card was read last time, if there (cards[k] is always the index of old[k]).
    let at = -1;
    if (j < n && old[j] === id) at = j++;
    else if (j + 1 < n && old[j + 1] === id) {
      at = j + 1;
      j += 2;
    }
    if (at === i) continue; // in its place: nothing to write
    old[i] = id;
    cards[i] = at >= 0 ? (cards[at] as number) : cardOf(table, id);
  }
  r.n = ids.length;
  return r;
}

/** The read zoneEntries returned last for the slot and seat (which it has read). */
export function lastRead(table: FollowCards, slot: number, seat: number): ZoneRead {
  return (table.read[slot] as ZoneRead[])[seat] as ZoneRead;
}
