// Each round's deal, kept so that a record replays with the same cards even under edited rules.
// The deal is taken when the round's leading automatic setup steps (shuffle, give, deal, move) are
// done, before its first `do`, `choose` or `split` step (or the end of setup). A deal given by a
// record is placed there instead of what the steps dealt: the steps still run, so the randomness is
// used as these rules use it and an unchanged game replays exactly.
import type { GameState, RoundDeal } from './state.js';
import type { GameEvent } from './events.js';
import { deckCards, type Rules } from './rules.js';
import { emitKnown } from './event-seers.js';
import { emptyWild } from './wild-record.js';

const AUTOMATIC = new Set(['shuffle', 'give', 'deal', 'move']);

const dealPoints = new WeakMap<Rules, number>();

/** The index of the setup step before which the round's deal is taken (the steps' length: at the end). */
export function dealPoint(rules: Rules): number {
  let point = dealPoints.get(rules);
  if (point === undefined) {
    const steps = rules.def.round.setup;
    const i = steps.findIndex((st) => !AUTOMATIC.has(st.kind));
    dealPoints.set(rules, (point = i < 0 ? steps.length : i));
  }
  return point;
}

const entryWildCache = new WeakMap<Rules, ReadonlySet<string>>();

/** Special cards that are wild by their card entry (wild wherever they are, so not part of a deal). */
function entryWilds(rules: Rules): ReadonlySet<string> {
  let set = entryWildCache.get(rules);
  if (set === undefined) {
    const names = new Set(rules.def.cards.special.filter((sp) => sp.wild).map((sp) => sp.name));
    set = new Set([...rules.cards].filter(([, c]) => c.special != null && names.has(c.special)).map(([id]) => id));
    entryWildCache.set(rules, set);
  }
  return set;
}

/** Where the cards are now, as a deal: every zone with cards, and the cards setup made wild. */
export function dealNow(rules: Rules, s: GameState): RoundDeal {
  const zones: Record<string, string[]> = {};
  let start = s.events.length;
  while (start > 0 && s.events[start - 1]?.kind !== 'round-start') start--;
  for (const key in s.zones) {
    const ids = s.zones[key] as string[];
    if (ids.length > 0) zones[key] = shownList(s, start, key, ids) ?? ids.slice();
  }
  const wild: string[] = [];
  let entry: ReadonlySet<string> | null = null;
  for (const id in s.wild) if (!(entry ??= entryWilds(rules)).has(id)) wild.push(id);
  return { zones, wild };
}

/**
 * The cards list of the round's last cards event into `key` (events from `start`), when it holds
 * exactly the zone's cards (a seat dealt into an empty zone): the deal shares it, as neither an
 * event nor a deal is ever changed.
 */
function shownList(s: GameState, start: number, key: string, ids: readonly string[]): string[] | null {
  for (let i = s.events.length - 1; i >= start; i--) {
    const e = s.events[i] as GameEvent;
    if (e.kind !== 'cards' || e.to !== key) continue;
    return sameList(e.cards, ids) ? (e.cards as string[]) : null;
  }
  return null;
}

/** The round's deal point is reached: keep the deal, or place the one given for this round. */
export function settleDeal(rules: Rules, s: GameState): void {
  const given = s.deals?.[s.round];
  if (given === undefined) s.deals = { ...(s.deals ?? {}), [s.round]: dealNow(rules, s) };
  else placeDeal(rules, s, given);
}

/**
 * Puts the cards where `deal` says. Cards and zones these rules do not have are left out; cards of
 * these rules the deal does not name stay where the steps put them, after the deal's cards. When
 * that changes anything, the deal's events are rewritten to show the cards as placed.
 */
function placeDeal(rules: Rules, s: GameState, deal: RoundDeal): void {
  const placed = new Set<string>();
  const target: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(deal.zones)) {
    if (s.zones[key] === undefined) continue;
    const list: string[] = [];
    for (const id of ids) {
      if (!rules.cards.has(id) || placed.has(id)) continue;
      placed.add(id);
      list.push(id);
    }
    target[key] = list;
  }
  const zones: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(s.zones)) zones[key] = [...(target[key] ?? []), ...ids.filter((id) => !placed.has(id))];
  const entry = entryWilds(rules);
  const wildIds = [...Object.keys(s.wild).filter((id) => entry.has(id)), ...deal.wild.filter((id) => rules.cards.has(id) && !entry.has(id))];
  const sameWild = wildIds.length === Object.keys(s.wild).length && wildIds.every((id) => s.wild[id] === true);
  if (sameWild && Object.entries(zones).every(([key, ids]) => sameList(ids, s.zones[key] ?? []))) return;
  s.zones = zones;
  s.wild = emptyWild();
  for (const id of wildIds) s.wild[id] = true;
  rewriteDealEvents(rules, s, new Set(deal.wild));
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Replaces the cards events of the round's setup so far with events of the cards as placed. */
function rewriteDealEvents(rules: Rules, s: GameState, wild: ReadonlySet<string>): void {
  let start = s.events.length;
  while (start > 0 && s.events[start - 1]?.kind !== 'round-start') start--;
  const kept = s.events.slice(start).filter((e) => e.kind !== 'cards');
  s.events.length = start;
  s.events.push(...kept);
  const inDeck = new Set(deckCards(rules, s.players.length));
  for (const [key, ids] of Object.entries(s.zones)) {
    if (key === 'deck' || key === 'box' || ids.length === 0) continue;
    const shared = !key.includes('#');
    for (const fromDeck of [true, false]) {
      for (const isWild of [false, true]) {
        const part = ids.filter((id) => inDeck.has(id) === fromDeck && wild.has(id) === isWild);
        const verb = shared ? 'move' : fromDeck ? 'deal' : 'give';
        emitKnown(rules, s, verb, part, fromDeck ? 'deck' : 'box', key, isWild ? { wild: true } : {});
      }
    }
  }
}
