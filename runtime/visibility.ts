// Who may see which cards: a zone is `all` (everyone), `owner` (its player only), `count` or
// `none` (nobody sees the faces). Every card of the game is in exactly one zone, so the cards a
// seat may not see are those of the zones it cannot see. Shared by the views and the bots.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';

/** Whether `seat` (null: a spectator) sees the faces of the cards in the zone `key` (`name` or `name#seat`). */
export function zoneVisible(rules: Rules, key: string, seat: number | null): boolean {
  const [name, owner] = key.split('#');
  const z = rules.zones.get(name ?? key);
  if (z === undefined) return false;
  if (z.visible === 'all') return true;
  if (z.visible === 'owner') return owner !== undefined && seat !== null && Number(owner) === seat;
  return false;
}

/** The ids of the cards `seat` (null: a spectator) may not see now: those in zones it cannot see. */
export function hiddenCardIds(rules: Rules, s: GameState, seat: number | null): ReadonlySet<string> {
  const out = new Set<string>();
  for (const key in s.zones) {
    if (zoneVisible(rules, key, seat)) continue;
    for (const id of s.zones[key] as string[]) out.add(id);
  }
  return out;
}
