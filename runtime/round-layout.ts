// What every round of a rule file starts from at a player count, worked out once: the zone keys
// in the order a round's fresh zones have them, the deck and the box, the markers, the cards wild
// by their entry and the seats that score the round. Every round of every game reads it.
import { deckCards, markerKey, zoneKey, type Rules } from './rules.js';
import { allTeams } from './teams.js';

export interface RoundLayout {
  /** Every zone key, in the order a round's new zones object has them (`deck` and `box` last unless declared). */
  readonly keys: readonly string[];
  readonly deck: readonly string[];
  readonly box: readonly string[];
  /** The round's markers: key and owner (null: shared), in the order a round's markers have them. */
  readonly markerKeys: readonly string[];
  readonly markerOwners: readonly (number | null)[];
  /** Cards wild by their card entry, in the order a round marks them (special by special, in card order). */
  readonly entryWild: readonly string[];
  /** The seats whose round score formula is evaluated: every seat, or each team's first player. */
  readonly scorers: readonly number[];
}

const layouts = new WeakMap<Rules, Map<number, RoundLayout>>();

export function roundLayout(rules: Rules, n: number): RoundLayout {
  let byCount = layouts.get(rules);
  if (byCount === undefined) layouts.set(rules, (byCount = new Map()));
  let layout = byCount.get(n);
  if (layout === undefined) byCount.set(n, (layout = makeLayout(rules, n)));
  return layout;
}

function makeLayout(rules: Rules, n: number): RoundLayout {
  const keys: string[] = [];
  for (const z of rules.zones.values()) {
    if (z.perPlayer) for (let i = 0; i < n; i++) keys.push(zoneKey(z.name, i));
    else keys.push(zoneKey(z.name, null));
  }
  if (!keys.includes('deck')) keys.push('deck');
  if (!keys.includes('box')) keys.push('box');
  const deck = deckCards(rules, n);
  const inDeck = new Set(deck);
  const markerKeys: string[] = [];
  const markerOwners: (number | null)[] = [];
  for (const m of rules.def.markers) {
    if (n < m.players.min || n > m.players.max) continue;
    if (m.perPlayer) {
      for (let i = 0; i < n; i++) {
        markerKeys.push(markerKey(m.name, i));
        markerOwners.push(i);
      }
    } else {
      markerKeys.push(m.name);
      markerOwners.push(null);
    }
  }
  const entryWild: string[] = [];
  for (const sp of rules.def.cards.special) if (sp.wild) for (const [id, c] of rules.cards) if (c.special === sp.name) entryWild.push(id);
  const scorers = rules.def.teams === undefined ? Array.from({ length: n }, (_, seat) => seat) : allTeams(rules, n).map((t) => t[0] as number);
  // Not frozen: slicing a frozen array leaves V8's fast path.
  return {
    keys,
    deck,
    box: rules.boxOrder.filter((id) => !inDeck.has(id)),
    markerKeys,
    markerOwners,
    entryWild,
    scorers,
  };
}
