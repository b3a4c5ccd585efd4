// A setup deal placed by index: each seat's cards are read off the source once, into the seat's
// zone and into the list its event keeps, and the source loses its dealt top in one shift.
import type { GameState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { emit, type CardsVerb, type EventOf } from './events.js';
import { unionSeers, zoneSeers } from './event-seers.js';
import { putCards, takeTop, zone } from './zones.js';

/** Dealing order's zone keys of `to`, by player count and leader: the leader's first, then clockwise. */
const dealKeysByZone = new Map<string, (readonly string[])[][]>();

export function dealKeys(to: string, leader: number, n: number): readonly string[] {
  let byCount = dealKeysByZone.get(to);
  if (byCount === undefined) dealKeysByZone.set(to, (byCount = []));
  const byLeader = (byCount[n] ??= []);
  let keys = byLeader[leader];
  if (keys === undefined) {
    const made: string[] = [];
    for (let i = 0; i < n; i++) made.push(zoneKey(to, (leader + i) % n));
    byLeader[leader] = keys = made;
  }
  return keys;
}

/**
 * emitKnown (event-seers.ts) of a list made for the event: the same event, without its copy.
 * `cards` must not be changed afterwards.
 */
export function emitOwn(rules: Rules, s: GameState, verb: CardsVerb, cards: string[], from: string, to: string): void {
  if (cards.length === 0) return;
  const seers = unionSeers(zoneSeers(rules, from), zoneSeers(rules, to));
  // `see` in the literal: added afterwards it would take a separate property store (event-seers.ts cardsEvent).
  const e: EventOf<'cards'> = seers === null ? { kind: 'cards', verb, cards, count: cards.length, from, to } : { kind: 'cards', verb, cards, count: cards.length, from, to, see: seers };
  emit(s, e);
}

/**
 * Deals the top `total` cards of `from` one at a time to the zones `keys` in turn (at most the
 * zone's size), each seat's cards shown by one event: the same zones, events and zone order as
 * taking the top card and putting it on the next zone `total` times.
 */
export function dealCards(rules: Rules, s: GameState, from: string, keys: readonly string[], total: number): void {
  const n = keys.length;
  if (total === 0) return;
  if (keys.includes(from)) {
    // Dealing onto the pile dealt from: the events of the cards on top, then card by card.
    const top = zone(s, from).slice(0, total);
    for (let k = 0; k < n; k++) {
      const dealt: string[] = [];
      for (let i = k; i < top.length; i += n) dealt.push(top[i] as string);
      emitOwn(rules, s, 'deal', dealt, from, keys[k] as string);
    }
    for (let i = 0; i < total; i++) putCards(s, takeTop(s, from, 1), keys[i % n] as string);
    return;
  }
  const src = zone(s, from);
  for (let k = 0; k < n && k < total; k++) {
    const dealt = new Array<string>(Math.ceil((total - k) / n));
    const to = zone(s, keys[k] as string);
    for (let i = k, j = 0; i < total; i += n, j++) {
      const id = src[i] as string;
      dealt[j] = id;
      to.push(id);
    }
    emitOwn(rules, s, 'deal', dealt, from, keys[k] as string);
  }
  // The dealt top is gone: the rest moves up.
  const left = src.length - total;
  // A source dealt out is emptied by its length: popping it empty would keep its room for every card
  // for as long as the state is kept (0.4 KB per state in a game dealt out to four hands).
  if (left <= 0) src.length = 0;
  else {
    for (let i = 0; i < left; i++) src[i] = src[i + total] as string;
    for (let i = 0; i < total; i++) src.pop();
  }
}
