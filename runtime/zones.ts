// Moving cards between zones. Every zone is an ordered list of card ids in GameState.zones, keyed
// by name (shared) or name#seat (per player).
import type { GameState } from './state.js';

/**
 * Copy-on-write for zones: a state copied by `apply` shares its zones' arrays with the state it
 * came from until it changes one; the keys it has copied are remembered here. A state with no
 * entry (a new game, a bot's sample) owns all its arrays.
 */
const copiedZones = new WeakMap<GameState, Set<string>>();

/**
 * The state asked about last and its entry: a move changes several zones of one state, so one
 * WeakMap lookup serves them all. Entries are only ever added (shareZones), which updates this.
 */
let lastState: GameState | null = null;
let lastCopied: Set<string> | undefined;

function copiedOf(s: GameState): Set<string> | undefined {
  if (s !== lastState) {
    lastState = s;
    lastCopied = copiedZones.get(s);
  }
  return lastCopied;
}

export function shareZones(copy: GameState): void {
  const copied = new Set<string>();
  copiedZones.set(copy, copied);
  if (copy === lastState) lastCopied = copied;
}

/**
 * Whether the zone's array is this state's own, to change in place: a copy's array is until the
 * copy first changes it (a state with no entry owns all its arrays).
 */
export function ownsZone(s: GameState, key: string): boolean {
  const copied = copiedOf(s);
  return copied === undefined || copied.has(key);
}

/**
 * Empties an array of the state's own in place. Popping keeps a small backing store for the cards
 * that come next and makes no new array; `length = 0` drops the store and is slower in V8.
 */
export function emptyInPlace(ids: string[]): void {
  while (ids.length > 0) ids.pop();
}

/** The caller has put a new array of its own at `key`: the state owns it (no copy when next changed). */
export function ownNewZone(s: GameState, key: string): void {
  copiedOf(s)?.add(key);
}

/** ownNewZone of every key: the caller has given the state a new zones object of new arrays. */
export function ownNewZones(s: GameState, keys: readonly string[]): void {
  const copied = copiedOf(s);
  if (copied !== undefined) for (let i = 0; i < keys.length; i++) copied.add(keys[i] as string);
}

/** The zone's array, safe to change in this state. */
function writable(s: GameState, key: string): string[] {
  const z = s.zones[key];
  const copied = copiedOf(s);
  if (z === undefined || copied === undefined || copied.has(key)) return z ?? [];
  const own = z.slice();
  s.zones[key] = own;
  copied.add(key);
  return own;
}

/** The key of the zone that holds a card, or undefined. */
export function zoneOf(s: GameState, id: string): string | undefined {
  for (const key in s.zones) if ((s.zones[key] as string[]).includes(id)) return key;
  return undefined;
}

/** The zone's array, created if missing, safe to change in this state. */
export function zone(s: GameState, key: string): string[] {
  if (s.zones[key] === undefined) {
    s.zones[key] = [];
    copiedOf(s)?.add(key);
  }
  return writable(s, key);
}

/**
 * Moves cards (wherever they are) to the end of a zone, in the given order. `from`, when the caller
 * knows it, is the zone looked in first: searching every zone for every card is slow.
 */
export function moveCards(s: GameState, ids: readonly string[], to: string, from?: string): void {
  for (const id of ids) {
    const key = from !== undefined && s.zones[from]?.includes(id) === true ? from : zoneOf(s, id);
    if (key !== undefined) removeAt(writable(s, key), id);
    zone(s, to).push(id);
  }
}

/** moveCards of one card, without the list. */
export function moveCard(s: GameState, id: string, to: string, from?: string): void {
  if (from !== undefined) {
    // The card where the caller says it is: found once, taken out at its place.
    const zones = s.zones;
    const z = zones[from];
    const i = z === undefined ? -1 : z.indexOf(id);
    if (i >= 0) {
      if (copiedOf(s) !== undefined) {
        removeIndex(writable(s, from), i);
        zone(s, to).push(id);
        return;
      }
      // A state that owns all its arrays (changed in place): no copy to make, each zone read once.
      removeIndex(z as string[], i);
      const target = zones[to];
      if (target === undefined) zones[to] = [id];
      else target.push(id);
      return;
    }
  }
  const key = zoneOf(s, id);
  if (key !== undefined) removeAt(writable(s, key), id);
  zone(s, to).push(id);
}

/**
 * moveCards of every card of `from` (in their order) to the end of `to`: `from` is left empty.
 * The same zones as moving them one by one, without a search per card.
 */
export function moveAll(s: GameState, from: string, to: string): void {
  const ids = s.zones[from];
  if (ids === undefined || ids.length === 0 || from === to) return;
  const target = zone(s, to);
  for (let i = 0; i < ids.length; i++) target.push(ids[i] as string);
  const copied = copiedOf(s);
  if (copied === undefined || copied.has(from)) emptyInPlace(ids);
  else {
    // Shared with the state this one was copied from: left to it.
    s.zones[from] = [];
    copied.add(from);
  }
}

/** Removes a card from a zone's array, keeping the order (splice would allocate an array). */
function removeAt(z: string[], id: string): void {
  const i = z.indexOf(id);
  if (i >= 0) removeIndex(z, i);
}

function removeIndex(z: string[], i: number): void {
  for (let j = i + 1; j < z.length; j++) z[j - 1] = z[j] as string;
  z.pop();
}

/** Puts cards that are in no zone (just taken by takeTop) at the end of a zone. */
export function putCards(s: GameState, ids: readonly string[], to: string): void {
  const z = zone(s, to);
  for (const id of ids) z.push(id);
}

/** Takes up to n cards from the top (front) of a zone. */
export function takeTop(s: GameState, key: string, n: number): string[] {
  const z = zone(s, key);
  return z.splice(0, Math.min(n, z.length));
}
