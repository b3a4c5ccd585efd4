// A rule file's cards as the must-follow path reads them: one entry per card id, with its printed
// suit and rank and the shared immutable objects a play of it needs (the move listed for each zone
// and seat, the card as it lies in the trick, the `played` list its handlers see). One lookup by
// id gives all of them, instead of one Map per fact.
import type { PlayedCardState, PlayState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { naturalPlay, type Move } from './moves.js';
import { cardRef, type CardRef, type Value } from './values.js';
import type { HoldsLedTest } from './follow-when.js';

export interface FollowCard {
  readonly id: string;
  /** The printed suit (null: none, or a card the rule file does not know). */
  readonly suit: string | null;
  readonly rank: number | null;
  /** Whether `c.suit` of the card is `suit` while it is not wild: a card the rule file knows, not an any-suit card. */
  readonly printedSuit: boolean;
  /** The card as a one-card play lies in the trick: one shared frozen list. */
  readonly trickCards: readonly PlayedCardState[];
  /** `[card]`, the `played` local of a one-card play's handlers: shared and frozen (values are never changed). */
  readonly played: readonly CardRef[];
  /** naturalPlay(seat, zone, id) by the table's zone slot, then seat (the same shared objects). */
  readonly plays: Move[][];
  /** The play as it lies in the trick, by zone slot, then seat: shared (a play is never changed, clone.ts shares them too). */
  readonly trickPlays: PlayState[][];
  /** `{ played, meld }`, the locals of a play's handlers, by zone slot: frozen (fire copies them for a task). */
  readonly playLocals: Record<string, Value>[];
}

export interface FollowCards {
  readonly byId: Map<string, FollowCard>;
  /** Zone names to slots of FollowCard.plays. */
  readonly slots: Map<string, number>;
  readonly zoneNames: string[];
  /** The state key of each slot's zone for each seat (zoneKey), by slot then seat. */
  readonly keys: string[][];
  /** Each slot's zone for each seat as last read, with its cards' entries (zoneEntries). */
  readonly read: ZoneRead[][];
  /** The slots of the rule file's must-follow lead and follow zones, in their order (must-follow.ts). */
  sources: {
    readonly play: object;
    readonly lead: readonly number[];
    readonly follow: readonly number[];
    /** Each follow source's `when` when it is read over the entries (follow-when.ts), else null. */
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
  if (t === undefined) tables.set(rules, (t = { byId: new Map(), slots: new Map(), zoneNames: [], keys: [], read: [], sources: null }));
  lastRules = rules;
  lastTable = t;
  return t;
}

/** The card's entry, made on first use (a card id the rule file does not know has no suit or rank). */
export function cardEntry(table: FollowCards, rules: Rules, id: string): FollowCard {
  const e = table.byId.get(id);
  return e === undefined ? newEntry(table, rules, id) : e;
}

function newEntry(table: FollowCards, rules: Rules, id: string): FollowCard {
  const info = rules.cards.get(id);
  const rank = info?.rank ?? null;
  const suit = info?.suit ?? null;
  const e: FollowCard = {
    id,
    suit,
    rank,
    printedSuit: info !== undefined && info.anySuit !== true,
    trickCards: Object.freeze([Object.freeze({ id, rank, suit, wild: false })]),
    played: Object.freeze([cardRef(id)]),
    plays: [],
    trickPlays: [],
    playLocals: [],
  };
  table.byId.set(id, e);
  return e;
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

/** The shared play of the card from the zone in `slot` by `seat`: naturalPlay's own object. */
export function entryPlay(table: FollowCards, e: FollowCard, slot: number, seat: number): Move {
  let bySeat = e.plays[slot];
  if (bySeat === undefined) {
    bySeat = [];
    for (let k = e.plays.length; k < slot; k++) e.plays[k] = [];
    e.plays[slot] = bySeat;
  }
  const m = bySeat[seat];
  return m === undefined ? (bySeat[seat] = naturalPlay(seat, table.zoneNames[slot] as string, e.id)) : m;
}

/** The card's play from the zone in `slot` by `seat` as it lies in the trick (made once). */
export function entryTrickPlay(table: FollowCards, e: FollowCard, slot: number, seat: number): PlayState {
  const bySeat = (e.trickPlays[slot] ??= []);
  const p = bySeat[seat];
  if (p !== undefined) return p;
  const rank = e.rank ?? 0;
  const made: PlayState = Object.freeze({ seat, cards: e.trickCards, meld: table.zoneNames[slot] as string, height: rank, low: rank });
  bySeat[seat] = made;
  return made;
}

/** The locals of the play's handlers (`played`, `meld`) for a play of the card from the zone in `slot`. */
export function entryPlayLocals(table: FollowCards, e: FollowCard, slot: number): Record<string, Value> {
  const l = e.playLocals[slot];
  if (l !== undefined) return l;
  const made: Record<string, Value> = Object.freeze({ played: e.played as CardRef[], meld: table.zoneNames[slot] as string });
  e.playLocals[slot] = made;
  return made;
}

/**
 * A zone's card ids as last read and their entries: entries[k] is always the entry of ids[k]. The
 * first `n` are the zone's; the lists are not shortened (setting an array's length is slow).
 */
export interface ZoneRead {
  readonly ids: string[];
  readonly entries: FollowCard[];
  n: number;
}

/**
 * The entries of the cards `ids` (the zone of `slot` for `seat`), in their order. Between two
 * listings a seat's zone loses a card or two, so each card is first compared with the one read
 * there last time (or the next): a comparison instead of a lookup by id. The read returned is the
 * table's own (its first `n` entries), valid until the next call for this slot and seat.
 */
export function zoneEntries(table: FollowCards, rules: Rules, slot: number, seat: number, ids: readonly string[]): ZoneRead {
  const bySeat = table.read[slot] as ZoneRead[];
  let r = bySeat[seat];
  if (r === undefined) bySeat[seat] = r = { ids: [], entries: [], n: 0 };
  const old = r.ids;
  const entries = r.entries;
  const n = r.n;
  let j = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    // Where the card was read last time, if there (entries[k] is always the entry of old[k]).
    let at = -1;
    if (j < n && old[j] === id) at = j++;
    else if (j + 1 < n && old[j + 1] === id) {
      at = j + 1;
      j += 2;
    }
    if (at === i) continue; // in its place: nothing to write
    old[i] = id;
    entries[i] = at >= 0 ? (entries[at] as FollowCard) : cardEntry(table, rules, id);
  }
  r.n = ids.length;
  return r;
}

/** The read zoneEntries returned last for the slot and seat (which it has read). */
export function lastRead(table: FollowCards, slot: number, seat: number): ZoneRead {
  return (table.read[slot] as ZoneRead[])[seat] as ZoneRead;
}
