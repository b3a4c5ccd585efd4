// The integer core's layout of a rule file at a player count: every name the JSON state keys by
// (zone keys `hand#0`, marker keys, var names) numbered once, so that the core's state (state.ts)
// is typed arrays indexed by those numbers. Made once per (Rules, player count) and cached, as
// round-layout.ts is; the numbering follows roundLayout's, so that converting a state to and from
// JSON (to-core.ts, from-core.ts) keeps every object's key order.
//
// - Zone instances: numbered in roundLayout(rules, n).keys order (a per-player zone's instances
//   seat by seat, `deck` and `box` last unless declared). `zoneInstance[def * n + seat]` (or
//   `[def * n]` for a shared zone) is the instance of zone definition `def` (numbered in the
//   order of `zoneNames`: rules.zones' order, then `deck`/`box` when not declared).
// - Markers: numbered in roundLayout's markerKeys order, with their owners as each round starts.
// - Game vars and player vars: numbered in their definition order (rules.def.vars, playerVars).
// - Cards: rules.cardTable indexes (card-table.ts: suit, rank, special and value arrays).
import type { Rules } from '../rules.js';
import type { CardTable } from '../card-table.js';
import { roundLayout, type RoundLayout } from '../round-layout.js';
import { zoneKey } from '../rules.js';

export interface CoreLayout {
  readonly rules: Rules;
  /** The player count. */
  readonly n: number;
  readonly round: RoundLayout;
  readonly cards: CardTable;
  /** Room per zone instance in `CoreState.cards`: the box's size. */
  readonly cap: number;
  /** Zone definitions by number: rules.zones' names, then `deck` and `box` when not declared. */
  readonly zoneNames: readonly string[];
  /** Whether zone definition d is per player. */
  readonly zonePerPlayer: readonly boolean[];
  /** Zone definition number by name. */
  readonly zoneDef: ReadonlyMap<string, number>;
  /** The instance of definition d for a seat: zoneInstance[d * n + seat] (a shared zone: any seat gives its one instance). */
  readonly zoneInstance: Int32Array;
  /** Zone instances: their state keys (roundLayout keys), definition numbers and owners (-1: shared). */
  readonly zoneKeys: readonly string[];
  readonly zoneKeyIndex: ReadonlyMap<string, number>;
  readonly zoneDefOf: Int32Array;
  readonly zoneOwner: Int32Array;
  /** The instances of `deck`, `box`, `table` and `discard` (-1: none). */
  readonly deck: number;
  readonly box: number;
  readonly table: number;
  readonly discard: number;
  /** Markers: keys (roundLayout markerKeys), owners as a round starts (-1: shared). */
  readonly markerKeys: readonly string[];
  readonly markerIndex: ReadonlyMap<string, number>;
  readonly markerOwners: Int32Array;
  /** Game vars and player vars by number (definition order). */
  readonly varNames: readonly string[];
  readonly varIndex: ReadonlyMap<string, number>;
  readonly playerVarNames: readonly string[];
  readonly playerVarIndex: ReadonlyMap<string, number>;
  /** Suit letters by suit index (cards.suits). */
  readonly suits: readonly string[];
}

const layouts = new WeakMap<Rules, Map<number, CoreLayout>>();

/** The core's layout of `rules` at `n` players, made once. */
export function coreLayout(rules: Rules, n: number): CoreLayout {
  let byCount = layouts.get(rules);
  if (byCount === undefined) layouts.set(rules, (byCount = new Map()));
  let layout = byCount.get(n);
  if (layout === undefined) byCount.set(n, (layout = makeLayout(rules, n)));
  return layout;
}

function makeLayout(rules: Rules, n: number): CoreLayout {
  const round = roundLayout(rules, n);
  const zoneNames: string[] = [];
  const zonePerPlayer: boolean[] = [];
  for (const z of rules.zones.values()) {
    zoneNames.push(z.name);
    zonePerPlayer.push(z.perPlayer);
  }
  for (const name of ['deck', 'box']) {
    if (!zoneNames.includes(name)) {
      zoneNames.push(name);
      zonePerPlayer.push(false);
    }
  }
  const zoneDef = new Map<string, number>();
  zoneNames.forEach((name, d) => zoneDef.set(name, d));
  const zoneKeys = round.keys.slice();
  const zoneKeyIndex = new Map<string, number>();
  zoneKeys.forEach((k, i) => zoneKeyIndex.set(k, i));
  const zoneInstance = new Int32Array(zoneNames.length * n).fill(-1);
  const zoneDefOf = new Int32Array(zoneKeys.length).fill(-1);
  const zoneOwner = new Int32Array(zoneKeys.length).fill(-1);
  for (let d = 0; d < zoneNames.length; d++) {
    const name = zoneNames[d] as string;
    for (let seat = 0; seat < n; seat++) {
      const key = zonePerPlayer[d] ? zoneKey(name, seat) : name;
      const z = zoneKeyIndex.get(key);
      if (z === undefined) throw new Error(`core layout: zone ${key} is not among the round's zones`);
      zoneInstance[d * n + seat] = z;
      zoneDefOf[z] = d;
      zoneOwner[z] = zonePerPlayer[d] ? seat : -1;
    }
  }
  const instanceOf = (name: string): number => zoneKeyIndex.get(name) ?? -1;
  const markerKeys = round.markerKeys.slice();
  const markerIndex = new Map<string, number>();
  markerKeys.forEach((k, i) => markerIndex.set(k, i));
  const markerOwners = Int32Array.from(round.markerOwners, (o) => (o === null ? -1 : o));
  const varNames = rules.def.vars.map((v) => v.name);
  const playerVarNames = rules.def.playerVars.map((v) => v.name);
  return {
    rules,
    n,
    round,
    cards: rules.cardTable,
    cap: rules.cardTable.size,
    zoneNames,
    zonePerPlayer,
    zoneDef,
    zoneInstance,
    zoneKeys,
    zoneKeyIndex,
    zoneDefOf,
    zoneOwner,
    deck: instanceOf('deck'),
    box: instanceOf('box'),
    table: instanceOf('table'),
    discard: instanceOf('discard'),
    markerKeys,
    markerIndex,
    markerOwners,
    varNames,
    varIndex: new Map(varNames.map((name, i) => [name, i])),
    playerVarNames,
    playerVarIndex: new Map(playerVarNames.map((name, i) => [name, i])),
    suits: rules.cardTable.suits,
  };
}

/** The instance of zone definition `d` for `seat` (a shared zone's one instance for any seat). */
export function zoneAt(L: CoreLayout, d: number, seat: number): number {
  return L.zoneInstance[d * L.n + (seat < 0 ? 0 : seat)] as number;
}
