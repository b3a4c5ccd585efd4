// Who may see which cards: a zone is `all` (everyone), `owner` (its player only), `count` or
// `none` (nobody sees the faces). Every card of the game is in exactly one zone, so the cards a
// seat may not see are those of the zones it cannot see. Shared by the views and the bots.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';

/** A zone key read once: whether all see it, and the seat that alone sees it (NaN: none). */
interface KeySight {
  readonly all: boolean;
  readonly owner: number;
}

const NOBODY: KeySight = { all: false, owner: NaN };
/** Keys read per rule file: the views ask about every zone for every viewer after every move. */
const sights = new WeakMap<Rules, Map<string, KeySight>>();
/** Zone keys are few (a zone, or a zone and a seat); a cache past this is not one of them. */
const MAX_KEYS = 4096;

function readKey(rules: Rules, key: string): KeySight {
  const [name, owner] = key.split('#');
  const z = rules.zones.get(name ?? key);
  if (z === undefined) return NOBODY;
  if (z.visible === 'all') return { all: true, owner: NaN };
  if (z.visible === 'owner' && owner !== undefined) return { all: false, owner: Number(owner) };
  return NOBODY;
}

function sightOf(rules: Rules, key: string): KeySight {
  let known = sights.get(rules);
  if (known === undefined) sights.set(rules, (known = new Map()));
  let k = known.get(key);
  if (k === undefined) {
    k = readKey(rules, key);
    if (known.size < MAX_KEYS) known.set(key, k);
  }
  return k;
}

/** Whether `seat` (null: a spectator) sees the faces of the cards in the zone `key` (`name` or `name#seat`). */
export function zoneVisible(rules: Rules, key: string, seat: number | null): boolean {
  const k = sightOf(rules, key);
  return k.all || k.owner === seat;
}

/** The ids of the cards `seat` (null: a spectator) may not see now: those in zones it cannot see. */
export function hiddenCardIds(rules: Rules, s: GameState, seat: number | null): ReadonlySet<string> {
  const out = new Set<string>();
  const zones = s.zones;
  for (const key in zones) {
    if (zoneVisible(rules, key, seat)) continue;
    const ids = zones[key] as readonly string[];
    for (let i = 0; i < ids.length; i++) out.add(ids[i] as string);
  }
  return out;
}
