// A rule file's climbing melds compiled once per rule file and player count for the integer core:
// the meld types as numbers (kind, size, step, wild limits), each card's facts by its number in
// rules.cardTable (runtime/card-table.ts) as the meld engine reads them (rank, suit, its place in
// the engine's canonical order and in the order of ids, which meld types its `only` allows), and
// the wild ranks and suits. What the integer listing (list.ts) does not list exactly as the runtime
// does is refused here, with the reason, before any hand is listed.
import type { Rules } from '../../rules.js';
import { meldRules } from '../../meld-rules.js';
import { compile, type CompiledType } from '../../melds/compile.js';
import { climbOrder } from '../../climb-order.js';

/** A meld type's kind as the listing branches on it. */
export const SINGLE = 0;
export const SET = 1;
export const RUN = 2;

export interface CoreMelds {
  readonly rules: Rules;
  readonly players: number;
  /** The number of cards in rules.cardTable. */
  readonly size: number;
  /** Card ids by number (rules.cardTable.ids). */
  readonly ids: readonly string[];
  /** Suit letters by index (rules.cardTable.suits); a declared suit is an index, -1 none. */
  readonly suits: readonly string[];
  /** Meld type names in the rule file's order; a type is its index. */
  readonly names: readonly string[];
  readonly kind: Int32Array;
  /** 1: a run of one suit. */
  readonly suited: Uint8Array;
  readonly step: Int32Array;
  readonly min: Int32Array;
  /** The most cards (a type without a bound: the number of cards in the box). */
  readonly max: Int32Array;
  readonly lead: Uint8Array;
  /** The most wilds and the fewest naturals a meld of the type holds (no limit: the box's size and 0). */
  readonly maxWilds: Int32Array;
  readonly minNaturals: Int32Array;
  /** At type · size + card: 1 when the card's `only` (if any) allows the type. */
  readonly allow: Uint8Array;
  /** A card's rank (0 for a card without one: see `ranked`) and whether it has one. */
  readonly rank: Int32Array;
  readonly ranked: Uint8Array;
  /** A card's printed suit (an index into `suits`), -1 none. */
  readonly suit: Int32Array;
  /** A card's place in the meld engine's canonical order (rank, suit letter, id; none first). */
  readonly canon: Int32Array;
  /** A card's place in the order of ids. */
  readonly idOrder: Int32Array;
  /** The ranks a wild may be declared as (none when wildMin > wildMax). */
  readonly wildMin: number;
  readonly wildMax: number;
  /** By suit index: 1 when a wild may be declared in that suit. */
  readonly wildSuit: Uint8Array;
  /** The suit an all-wild suited run is declared in (the first of wilds.suits), -1 none. */
  readonly wildSuit0: number;
  /**
   * The lowest rank of any card or wild: a run pass keeps the ranks it holds as bits (rank − rankBase),
   * so every rank and wild rank lies within 31 of it.
   */
  readonly rankBase: number;
  /** The wild ranks as bits (rank − rankBase). */
  readonly wildBits: number;
  /** The reset rule: a meld whose lowest rank is resetRank beats one topped by deckMax. */
  readonly reset: boolean;
  readonly resetRank: number;
  readonly deckMax: number;
}

export type Compiled = { readonly ok: true; readonly melds: CoreMelds } | { readonly ok: false; readonly reason: string };

const cache = new WeakMap<Rules, Compiled[]>();

/** The rule file's melds at this player count compiled for the integer listing, or why they cannot be. */
export function compileMelds(rules: Rules, players: number): Compiled {
  let all = cache.get(rules);
  if (all === undefined) cache.set(rules, (all = []));
  return (all[players] ??= build(rules, players));
}

function refuse(reason: string): Compiled {
  return { ok: false, reason };
}

function typeRefusal(t: CompiledType): string | null {
  switch (t.kind) {
    case 'free': return t.max === 1 ? null : `meld '${t.name}': a meld of any cards of more than one card (only singles are listed)`;
    case 'set': return null;
    case 'run':
      if (t.wrap) return `meld '${t.name}': runs that wrap are not listed`;
      return Number.isInteger(t.step) ? null : `meld '${t.name}': a step that is not a whole number`;
    case 'flush': return `meld '${t.name}': flushes (one suit, any ranks) are not listed`;
    case 'group': return `meld '${t.name}': groups (N cards of each rank) are not listed`;
  }
}

function build(rules: Rules, players: number): Compiled {
  const play = rules.def.round.play;
  if (play.kind !== 'climbing') return refuse(`the round's play is ${play.kind}, not climbing`);
  if (climbOrder(rules) !== null) return refuse('the rule file has its own climbing order (beats, bomb, strength, order, suit-order or a card that beats melds): plays are filtered by it');
  if (play.interrupt !== undefined) return refuse('plays out of turn (interrupt): a window lists only the plays its expression allows');
  const mr = meldRules(rules, players);
  const cr = compile(mr);
  for (const t of cr.types) {
    const why = typeRefusal(t);
    if (why !== null) return refuse(why);
  }
  if (!Number.isInteger(cr.wildMin) || !Number.isInteger(cr.wildMax)) return refuse('wild ranks that are not whole numbers');
  const table = rules.cardTable;
  const n = table.size;
  const suits = table.suits;
  for (let k = 0; k < n; k++) {
    if (table.anySuit[k] === 1) return refuse(`card '${table.ids[k]}': a card of any suit (suit: any) is not listed`);
    const r = table.rank[k] as number;
    if (!Number.isNaN(r) && !Number.isInteger(r)) return refuse(`card '${table.ids[k]}': a rank that is not a whole number`);
  }
  const wildSuit = new Uint8Array(suits.length);
  for (const s of cr.wildSuits) {
    const i = suits.indexOf(s);
    if (i < 0) return refuse(`wild suit '${s}' is no suit of the cards`);
    wildSuit[i] = 1;
  }
  const wildSuit0 = cr.wildSuit0 === null ? -1 : suits.indexOf(cr.wildSuit0);
  const types = cr.types;
  const nt = types.length;
  const kind = new Int32Array(nt);
  const suited = new Uint8Array(nt);
  const step = new Int32Array(nt);
  const min = new Int32Array(nt);
  const max = new Int32Array(nt);
  const lead = new Uint8Array(nt);
  const maxWilds = new Int32Array(nt);
  const minNaturals = new Int32Array(nt);
  const allow = new Uint8Array(nt * n);
  const bound = (x: number): number => (x === Infinity || x > n ? n : x);
  types.forEach((t, i) => {
    kind[i] = t.kind === 'free' ? SINGLE : t.kind === 'set' ? SET : RUN;
    suited[i] = t.suited ? 1 : 0;
    step[i] = t.step;
    min[i] = t.min;
    max[i] = bound(t.max);
    lead[i] = t.lead ? 1 : 0;
    maxWilds[i] = bound(t.maxWilds);
    minNaturals[i] = t.minNaturals;
    for (let k = 0; k < n; k++) {
      const only = (table.infos[k] as { only?: readonly string[] }).only;
      allow[i * n + k] = only === undefined || only.includes(t.name) ? 1 : 0;
    }
  });
  const rank = new Int32Array(n);
  const ranked = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const r = table.rank[k] as number;
    ranked[k] = Number.isNaN(r) ? 0 : 1;
    rank[k] = Number.isNaN(r) ? 0 : r;
  }
  let lo = cr.wildMin <= cr.wildMax ? cr.wildMin : Infinity;
  let hi = cr.wildMin <= cr.wildMax ? cr.wildMax : -Infinity;
  for (let k = 0; k < n; k++) {
    if (ranked[k] === 0) continue;
    lo = Math.min(lo, rank[k] as number);
    hi = Math.max(hi, rank[k] as number);
  }
  if (hi - lo > 30) return refuse(`ranks from ${lo} to ${hi}: runs are listed over at most 31 ranks`);
  const ids = table.ids;
  const letter = (k: number): string | null => (table.suit[k] as number) < 0 ? null : (suits[table.suit[k] as number] as string);
  // The meld engine's compareCards (melds/order.ts): rank, then suit letter, then id; a missing one first.
  const cmp = <T extends number | string>(a: T | null, b: T | null): number => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
  const order = Array.from({ length: n }, (_, k) => k);
  const byCanon = order.slice().sort((a, b) => cmp(ranked[a] ? rank[a] as number : null, ranked[b] ? rank[b] as number : null)
    || cmp(letter(a), letter(b)) || cmp(ids[a] as string, ids[b] as string));
  const canon = new Int32Array(n);
  byCanon.forEach((k, i) => (canon[k] = i));
  const byId = order.slice().sort((a, b) => cmp(ids[a] as string, ids[b] as string));
  const idOrder = new Int32Array(n);
  byId.forEach((k, i) => (idOrder[k] = i));
  const melds: CoreMelds = {
    rules, players, size: n, ids, suits, names: types.map((t) => t.name),
    kind, suited, step, min, max, lead, maxWilds, minNaturals, allow,
    rank, ranked, suit: Int32Array.from(table.suit), canon, idOrder,
    wildMin: cr.wildMin, wildMax: cr.wildMax, wildSuit, wildSuit0, rankBase: lo === Infinity ? 0 : lo, wildBits: wildBits(cr.wildMin, cr.wildMax, lo === Infinity ? 0 : lo),
    reset: mr.reset !== undefined, resetRank: mr.reset?.rank ?? 0, deckMax: mr.deckMaxRank,
  };
  return { ok: true, melds };
}

function wildBits(min: number, max: number, base: number): number {
  let b = 0;
  for (let r = min; r <= max; r++) b |= 1 << (r - base);
  return b;
}

/** The number meldType gives a name the rule file has no meld for (a play to beat of it: nothing beats it). */
export const NO_TYPE = -2;

/** A meld type's number (its place among the rule file's melds), NO_TYPE for a name it lacks. */
export function meldType(m: CoreMelds, name: string): number {
  const i = m.names.indexOf(name);
  return i < 0 ? NO_TYPE : i;
}
