// Who may see what an event shows: the seats that can see a zone's cards, so that a card moving
// from one hidden place to another is shown only to whoever could see it at either end.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import { emit, type CardsVerb, type EventOf } from './events.js';
import { zoneOf } from './zones.js';

const seersByRules = new WeakMap<Rules, Map<string, readonly number[] | null>>();

/**
 * Seats that can see a zone's cards; null when everyone can. One list per zone and rules, shared
 * by the events that carry it as `see` (a kept state's events would hold a copy each otherwise).
 */
export function zoneSeers(rules: Rules, key: string): readonly number[] | null {
  let byKey = seersByRules.get(rules);
  if (byKey === undefined) seersByRules.set(rules, (byKey = new Map()));
  let seers = byKey.get(key);
  if (seers === undefined) byKey.set(key, (seers = seersOf(rules, key)));
  return seers;
}

function seersOf(rules: Rules, key: string): readonly number[] | null {
  const hash = key.indexOf('#');
  const z = rules.zones.get(hash < 0 ? key : key.slice(0, hash));
  if (z === undefined) return [];
  if (z.visible === 'all') return null;
  if (z.visible === 'owner' && hash >= 0) return [Number(key.slice(hash + 1))];
  return [];
}

/** Seats that see either side; null (everyone) when either side is public. */
export function unionSeers(a: readonly number[] | null, b: readonly number[] | null): readonly number[] | null {
  if (a === null || b === null) return null;
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  // Most often one side holds the other (a hand and its owner's other zone): that side, if it is
  // already the sorted list the union would make (seers lists are shared, never changed).
  if (holdsSorted(a, b)) return a;
  if (holdsSorted(b, a)) return b;
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

/** Whether `a` is strictly ascending and holds every seat of `b`. */
function holdsSorted(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 1; i < a.length; i++) if (!((a[i] as number) > (a[i - 1] as number))) return false;
  for (let i = 0; i < b.length; i++) if (!a.includes(b[i] as number)) return false;
  return true;
}

/** Seats that see every one of these cards where they are now; null when all are public. */
export function cardSeers(rules: Rules, s: GameState, ids: readonly string[]): readonly number[] | null {
  let out: readonly number[] | null = null;
  for (const id of ids) {
    const key = zoneOf(s, id);
    const seers = key === undefined ? [] : zoneSeers(rules, key);
    if (seers === null) continue;
    out = out === null ? seers : out.filter((x) => seers.includes(x));
  }
  return out;
}

/** The event's `see` field for these seers (none when public). */
export function seeField(seers: readonly number[] | null): { see?: readonly number[] } {
  return seers === null ? {} : { see: seers };
}

export interface CardsDetail {
  readonly wild?: true;
  readonly rule?: SourceRange;
}

/**
 * Records cards about to move to `to`, one event per zone they come from (`from` when known,
 * else where each card is now): call it before moving them.
 */
export function emitCards(rules: Rules, s: GameState, verb: CardsVerb, ids: readonly string[], to: string, from?: string | null, detail: CardsDetail = NO_DETAIL): void {
  if (ids.length === 0) return;
  if (ids.length === 1) {
    // One card, one source: the event, without grouping.
    const id = ids[0] as string;
    const source = from !== undefined && (from === null || s.zones[from]?.includes(id) === true) ? from : zoneOf(s, id) ?? null;
    emitGroup(rules, s, verb, [id], source, to, detail);
    return;
  }
  const bySource = new Map<string | null, string[]>();
  for (const id of ids) {
    const key = from !== undefined && (from === null || s.zones[from]?.includes(id) === true) ? from : zoneOf(s, id) ?? null;
    let list = bySource.get(key);
    if (list === undefined) bySource.set(key, (list = []));
    list.push(id);
  }
  // A copy of each list grown by push, without its spare room: the event may be kept long.
  for (const [source, cards] of bySource) emitGroup(rules, s, verb, cards.slice(), source, to, detail);
}

const NO_DETAIL: CardsDetail = Object.freeze({});

/** The event of cards moving from one source (`cards` is the event's own list). */
function emitGroup(rules: Rules, s: GameState, verb: CardsVerb, cards: string[], source: string | null, to: string, detail: CardsDetail): void {
  const seers = unionSeers(source === null ? [] : zoneSeers(rules, source), zoneSeers(rules, to));
  emit(s, cardsEvent(verb, cards, source, to, detail, seers));
}

/** Records cards about to move from a zone known to hold them all (a deal, a draw, a split). */
export function emitKnown(rules: Rules, s: GameState, verb: CardsVerb, ids: readonly string[], from: string, to: string, detail: CardsDetail = NO_DETAIL): void {
  if (ids.length === 0) return;
  const seers = unionSeers(zoneSeers(rules, from), zoneSeers(rules, to));
  emit(s, cardsEvent(verb, ids.slice(), from, to, detail, seers));
}

type CardsEvent = { -readonly [K in keyof EventOf<'cards'>]: EventOf<'cards'>[K] };

/**
 * A cards event, its fields in the order `{ kind, verb, cards, count, from, to, ...detail, see }`
 * gives them, made without the spread's intermediate objects.
 */
function cardsEvent(verb: CardsVerb, cards: string[], from: string | null, to: string, detail: CardsDetail, seers: readonly number[] | null): CardsEvent {
  // Every field in the literal where there is no detail: a field added afterwards (`see`) goes to
  // a separate property store with room to spare, kept as long as the state keeps the event.
  if (detail === NO_DETAIL) return seers === null ? { kind: 'cards', verb, cards, count: cards.length, from, to } : { kind: 'cards', verb, cards, count: cards.length, from, to, see: seers };
  const e: CardsEvent = { kind: 'cards', verb, cards, count: cards.length, from, to };
  if (detail !== NO_DETAIL) for (const k in detail) (e as unknown as Record<string, unknown>)[k] = (detail as Record<string, unknown>)[k];
  if (seers !== null) e.see = seers;
  return e;
}
