// Runtime values of the expression language. All are plain JSON, so variables and suspended
// effects can live inside GameState. Game objects are small tagged records compared by key.
import type { Move } from './moves.js';

export type Value =
  | number
  | boolean
  | string
  | null
  | PlayerRef
  | CardRef
  | MarkerRef
  | PoolRef
  | TrickRef
  | PlayRef
  | MoveRef
  | OptionsRef
  | Value[];

export interface PlayerRef { readonly t: 'player'; readonly seat: number }
export interface CardRef {
  readonly t: 'card';
  readonly id: string;
  /** A card of a candidate move (`move.cards`) played as something else: a wild's declaration, an any-suit card's suit. */
  readonly declared?: DeclaredFacts;
}
/** What a card is played as: its rank (absent: its own) and suit, and whether as a wild. */
export interface DeclaredFacts { readonly rank?: number; readonly suit: string | null; readonly wild: boolean }
/** key: the marker's name, or `name#seat` for a per-player marker. */
export interface MarkerRef { readonly t: 'marker'; readonly key: string }
export interface PoolRef { readonly t: 'pool'; readonly name: string }
export interface TrickRef { readonly t: 'trick' }
export interface PlayRef { readonly t: 'play'; readonly index: number }
export interface MoveRef { readonly t: 'move'; readonly move: Move }
export interface OptionsRef { readonly t: 'options' }

/** Values that may be stored in GameState (all of them: kept as an alias for intent). */
export type SavedValue = Value;

const playerRefs: PlayerRef[] = [];
/** Interned player references (no allocation in hot loops). */
export function playerRef(seat: number): PlayerRef {
  let p = playerRefs[seat];
  if (p === undefined) {
    p = { t: 'player', seat };
    playerRefs[seat] = p;
  }
  return p;
}

const cardRefs = new Map<string, CardRef>();
export function cardRef(id: string): CardRef {
  let c = cardRefs.get(id);
  if (c === undefined) {
    c = { t: 'card', id };
    cardRefs.set(id, c);
  }
  return c;
}

const markerRefs = new Map<string, MarkerRef>();
/** Interned marker references, as cards' (values are never changed). */
export function markerRef(key: string): MarkerRef {
  let m = markerRefs.get(key);
  if (m === undefined) {
    m = { t: 'marker', key };
    markerRefs.set(key, m);
  }
  return m;
}

export function isTagged(v: Value): v is Exclude<Value, number | boolean | string | null | Value[]> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isPlayer(v: Value): v is PlayerRef {
  return isTagged(v) && v.t === 'player';
}

export function isCard(v: Value): v is CardRef {
  return isTagged(v) && v.t === 'card';
}

export function isMarker(v: Value): v is MarkerRef {
  return isTagged(v) && v.t === 'marker';
}

/** Structural equality: game objects compare by their key, lists element-wise. */
export function valueEquals(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!valueEquals(a[i] as Value, b[i] as Value)) return false;
    return true;
  }
  if (a.t !== b.t) return false;
  switch (a.t) {
    case 'player': return a.seat === (b as PlayerRef).seat;
    case 'card': return a.id === (b as CardRef).id;
    case 'marker': return a.key === (b as MarkerRef).key;
    case 'pool': return a.name === (b as PoolRef).name;
    case 'play': return a.index === (b as PlayRef).index;
    case 'trick':
    case 'options': return true;
    case 'move': return JSON.stringify(a.move) === JSON.stringify((b as MoveRef).move);
  }
}

/** Orders numbers, strings and lists (lexicographically), for sort/min/max and tie-breaks. */
export function compareValues(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i] as Value, b[i] as Value);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  if (a === null && b === null) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (isPlayer(a) && isPlayer(b)) return a.seat - b.seat;
  return 0;
}
