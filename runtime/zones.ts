// Moving cards between zones. Every zone is an ordered list of card ids in GameState.zones, keyed
// by name (shared) or name#seat (per player).
import type { GameState } from './state.js';

/** The key of the zone that holds a card, or undefined. */
export function zoneOf(s: GameState, id: string): string | undefined {
  for (const key in s.zones) if ((s.zones[key] as string[]).includes(id)) return key;
  return undefined;
}

export function zone(s: GameState, key: string): string[] {
  let z = s.zones[key];
  if (z === undefined) {
    z = [];
    s.zones[key] = z;
  }
  return z;
}

/** Moves cards (wherever they are) to the end of a zone, in the given order. */
export function moveCards(s: GameState, ids: readonly string[], to: string): void {
  for (const id of ids) {
    const from = zoneOf(s, id);
    if (from !== undefined) {
      const z = s.zones[from] as string[];
      z.splice(z.indexOf(id), 1);
    }
    zone(s, to).push(id);
  }
}

/** Takes up to n cards from the top (front) of a zone. */
export function takeTop(s: GameState, key: string, n: number): string[] {
  const z = zone(s, key);
  return z.splice(0, Math.min(n, z.length));
}
