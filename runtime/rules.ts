// Rules: a GameDef prepared for play — the card table, zone and marker lookups, and a cache of
// compiled expressions. Built once per rule file and shared by every game of it.
import type { DeckDef, GameDef, MarkerDef, ZoneDef } from '../grammar/def/types.js';
import type { Expr } from '../grammar/expr/ast.js';
import { ZONES } from '../grammar/expr/builtins.js';
import { suitedCardId } from '../grammar/def/rank-labels.js';
import type { CardInfo } from './state.js';
import { buildCardTable, type CardTable } from './card-table.js';
import type { EvalCtx } from './eval/context.js';
import type { Value } from './values.js';

export type Compiled = (ctx: EvalCtx) => Value;

/** The built-in zones (builtins.ts ZONES), as zone definitions. */
export const BUILTIN_ZONES: readonly ZoneDef[] = Object.entries(ZONES).map(([name, z]) => ({ name, perPlayer: z.perPlayer, visible: z.visible, builtin: true }));

export interface Rules {
  readonly def: GameDef;
  readonly cards: ReadonlyMap<string, CardInfo>;
  /** Every card id of the box, in a fixed order (suits in declared order, then ranks, then specials). */
  readonly boxOrder: readonly string[];
  /** The box's cards as small integers (their places in boxOrder), their facts in arrays (card-table.ts). */
  readonly cardTable: CardTable;
  readonly zones: ReadonlyMap<string, ZoneDef>;
  readonly markers: ReadonlyMap<string, MarkerDef>;
  readonly pools: ReadonlyMap<string, readonly MarkerDef[]>;
  readonly varNames: ReadonlySet<string>;
  readonly playerVarNames: ReadonlySet<string>;
  readonly compiled: Map<Expr, Compiled>;
}

/** `name#seat` strings, made once: state keys are looked up after every move. */
const seatKeys = new Map<string, string[]>();

function seatKey(name: string, seat: number): string {
  let keys = seatKeys.get(name);
  if (keys === undefined) {
    keys = [];
    seatKeys.set(name, keys);
  }
  return (keys[seat] ??= `${name}#${seat}`);
}

export function zoneKey(name: string, seat: number | null): string {
  return seat === null ? name : seatKey(name, seat);
}

export function markerKey(name: string, seat: number | null): string {
  return seat === null ? name : seatKey(name, seat);
}

function buildCards(def: GameDef): { cards: Map<string, CardInfo>; order: string[] } {
  const cards = new Map<string, CardInfo>();
  const order: string[] = [];
  for (const suit of def.cards.suits) {
    for (let r = def.cards.ranks.min; r <= def.cards.ranks.max; r++) {
      const id = suitedCardId(def.cards, r, suit.letter);
      cards.set(id, { id, rank: r, suit: suit.letter, special: null, value: r });
      order.push(id);
    }
  }
  for (const sp of def.cards.special) {
    for (let i = 1; i <= sp.count; i++) {
      const id = sp.count === 1 ? sp.name : `${sp.name}#${i}`;
      const info: CardInfo = {
        id,
        rank: sp.rank,
        suit: sp.suit,
        special: sp.name,
        value: sp.value ?? sp.rank ?? 0,
        ...(sp.only ? { only: sp.only } : {}),
        ...(sp.anySuit ? { anySuit: true as const } : {}),
      };
      cards.set(id, info);
      order.push(id);
    }
  }
  return { cards, order };
}

export function prepareRules(def: GameDef): Rules {
  const { cards, order } = buildCards(def);
  const zones = new Map<string, ZoneDef>();
  for (const z of BUILTIN_ZONES) zones.set(z.name, z);
  for (const z of def.zones) zones.set(z.name, z);
  const markers = new Map<string, MarkerDef>();
  const pools = new Map<string, MarkerDef[]>();
  for (const m of def.markers) {
    markers.set(m.name, m);
    if (m.pool !== undefined) {
      const list = pools.get(m.pool) ?? [];
      list.push(m);
      pools.set(m.pool, list);
    }
  }
  return {
    def,
    cards,
    boxOrder: order,
    cardTable: buildCardTable(
      def.cards,
      order.map((id) => cards.get(id) as CardInfo),
    ),
    zones,
    markers,
    pools,
    varNames: new Set(def.vars.map((v) => v.name)),
    playerVarNames: new Set(def.playerVars.map((v) => v.name)),
    compiled: new Map(),
  };
}

/** The deck entry for a player count, if any. */
export function deckFor(def: GameDef, players: number): DeckDef | undefined {
  return def.decks.find((d) => players >= d.players.min && players <= d.players.max);
}

/** The card ids of the deck at a player count, in box order. */
export function deckCards(rules: Rules, players: number): string[] {
  const deck = deckFor(rules.def, players);
  if (!deck) return [];
  const suits = new Set(deck.suits);
  const specials = new Set(deck.special);
  return rules.boxOrder.filter((id) => {
    const c = rules.cards.get(id);
    if (!c) return false;
    if (c.special !== null) return specials.has(c.special);
    return c.suit !== null && suits.has(c.suit) && c.rank !== null && c.rank >= deck.ranks.min && c.rank <= deck.ranks.max;
  });
}

/** Zones a player plays cards from under the round's procedure. */
export function playZones(def: GameDef): string[] {
  const p = def.round.play;
  if (p.kind === 'climbing') return ['hand'];
  if (p.kind === 'shedding') return [...p.from];
  const set = new Set<string>(p.leadFrom);
  for (const f of p.follow) set.add(f.from);
  return [...set];
}
