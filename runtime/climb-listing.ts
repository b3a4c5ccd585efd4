// A climbing turn's plays listed over the rule file's card table (melds/list-indexed.ts), each built
// straight into the move it is listed as: the same moves, in the same order, as the meld engine's
// plays made into moves (climbing.ts playMove), without the plays in between. The card objects of
// a move are shared (frozen, as naturalCard's are): a natural card's, and a wild's for each
// declaration; a natural single is naturalPlay's shared move.
import type { GameState } from './state.js';
import { naturalCard, naturalPlay, type Move, type PlayCard } from './moves.js';
import type { Rules } from './rules.js';
import { listIndexed, type IndexedPlay } from './melds/list-indexed.js';
import type { Meld } from './melds/types.js';
import type { CardTable } from './melds/card-table.js';
import { compile, type CompiledRules } from './melds/compile.js';
import { meldCardTable, meldRules } from './meld-rules.js';
import { MoveList, POOL_SIZE, type CompactMoves } from './move-list.js';

/**
 * Per rule file and player count: the meld rules compiled, the card table, each card's natural
 * PlayCard (shared by every player count) and its declarations as a wild, by (rank − the lowest
 * wild rank) · slots + the suit's slot (list-indexed.ts).
 */
interface Listing {
  readonly rules: Rules;
  readonly players: number;
  readonly cr: CompiledRules;
  readonly table: CardTable;
  readonly naturals: (PlayCard | undefined)[];
  /** A wild's declarations, at ((card · ranks) + rank − the lowest wild rank) · slots + slot. */
  readonly wilds: (PlayCard | undefined)[];
  readonly ranks: number;
  readonly slots: number;
  /** Each seat's natural single of each card, by seat · cards + card (naturalPlay's shared moves). */
  readonly singles: Map<string, (Move | undefined)[]>;
}

const byRules = new WeakMap<Rules, Listing[]>();
/** The last one asked for: a playout asks for the same one move after move. */
let last: Listing | null = null;

function listingOf(rules: Rules, players: number): Listing {
  if (last !== null && last.rules === rules && last.players === players) return last;
  let all = byRules.get(rules);
  if (all === undefined) byRules.set(rules, (all = []));
  let c = all[players];
  if (c === undefined) {
    const table = meldCardTable(rules);
    all[players] = c = {
      rules, players, cr: compile(meldRules(rules, players)), table,
      naturals: all.find((x) => x !== undefined)?.naturals ?? [], wilds: [], slots: table.suits.length + 1,
      ranks: 0, singles: new Map(),
    };
    (c as { ranks: number }).ranks = Math.max(0, c.cr.wildMax - c.cr.wildMin + 1);
  }
  return (last = c);
}

function wildCard(c: Listing, k: number, rank: number, suit: string | null, slot: number): PlayCard {
  const id = (c.table.cards[k] as { id: string }).id;
  // A suit the table lacks has no slot: a card of its own (rare: wilds.suits beyond the deck's).
  if (slot < 0) return Object.freeze({ id, as: Object.freeze({ rank, suit }) });
  return (c.wilds[(k * c.ranks + rank - c.cr.wildMin) * c.slots + slot] = Object.freeze({ id, as: Object.freeze({ rank, suit }) }));
}

const NONE: Move[] = [];
let moves: Move[] = NONE;
let seatNow = 0;
let cardsNow: Listing;
let singlesNow: (Move | undefined)[] = [];

function toMove(type: string, p: IndexedPlay): void {
  const n = p.n;
  const c = cardsNow;
  const ids = c.table.cards;
  if (n === 1 && p.wild[0] === 0) {
    const k = p.card[0] as number;
    // (The list is the current meld type's: a listing hands one type's plays after another.)
    const list = type === singlesType ? singlesNow : singlesOf(c, type);
    const at = seatNow * ids.length + k;
    moves.push(list[at] ??= naturalPlay(seatNow, type, (ids[k] as { id: string }).id));
    return;
  }
  const cards = new Array<PlayCard>(n);
  const card = p.card;
  const wild = p.wild;
  for (let i = 0; i < n; i++) {
    const k = card[i] as number;
    if (wild[i] === 1) {
      const rank = p.rank[i] as number;
      const slot = p.slot[i] as number;
      cards[i] = (slot >= 0 ? c.wilds[(k * c.ranks + rank - c.cr.wildMin) * c.slots + slot] : undefined) ?? wildCard(c, k, rank, p.suit[i] ?? null, slot);
    } else cards[i] = c.naturals[k] ??= naturalCard((ids[k] as { id: string }).id);
  }
  moves.push({ kind: 'play', seat: seatNow, meld: type, cards });
}

let singlesType = '';

function singlesOf(c: Listing, type: string): (Move | undefined)[] {
  let list = c.singles.get(type);
  if (list === undefined) c.singles.set(type, (list = []));
  singlesType = type;
  singlesNow = list;
  return list;
}

// ---- the same plays kept compactly (move-list.ts), each made into its move only when asked for ----

/**
 * A climbing turn's plays as card positions in the card table and declarations, one play after
 * another, then the pass when there is one. `at` makes the move toMove would have made.
 */
class ClimbPlays implements CompactMoves {
  count = 0;
  plays = 0;
  pass = false;
  seat = 0;
  listing: Listing | null = null;
  /** Per play: where its cards start in the per-card arrays, and its meld type (in `types`). */
  start = new Int32Array(64);
  type = new Int32Array(64);
  readonly types: string[] = [];
  nTypes = 0;
  /** While filled in: the meld type of the plays coming, and its place in `types`. */
  fillType = '';
  fillTypeAt = -1;
  /** Per card of every play, one after another (`start[plays]` is the end). */
  card = new Int32Array(256);
  wild = new Uint8Array(256);
  rank = new Float64Array(256);
  slot = new Int32Array(256);
  readonly suit: (string | null)[] = [];
  cards = 0;

  at(i: number): Move {
    if (i >= this.plays) {
      if (this.pass && i === this.plays) return { kind: 'pass', seat: this.seat };
      throw new Error(`no move ${i} among ${this.count}`);
    }
    const c = this.listing as Listing;
    const seat = this.seat;
    const ids = c.table.cards;
    const type = this.types[this.type[i] as number] as string;
    const from = this.start[i] as number;
    const n = (this.start[i + 1] as number) - from;
    if (n === 1 && this.wild[from] === 0) {
      const k = this.card[from] as number;
      const list = c === atListing && type === atType ? atSingles : singlesAt(c, type);
      const at = seat * ids.length + k;
      return (list[at] ??= naturalPlay(seat, type, (ids[k] as { id: string }).id));
    }
    const cards = new Array<PlayCard>(n);
    for (let j = 0; j < n; j++) {
      const e = from + j;
      const k = this.card[e] as number;
      if (this.wild[e] === 1) {
        const rank = this.rank[e] as number;
        const slot = this.slot[e] as number;
        cards[j] = (slot >= 0 ? c.wilds[(k * c.ranks + rank - c.cr.wildMin) * c.slots + slot] : undefined) ?? wildCard(c, k, rank, this.suit[e] ?? null, slot);
      } else cards[j] = c.naturals[k] ??= naturalCard((ids[k] as { id: string }).id);
    }
    return { kind: 'play', seat, meld: type, cards };
  }

  kindAt(i: number): Move['kind'] {
    if (i < this.plays) return 'play';
    if (this.pass && i === this.plays) return 'pass';
    throw new Error(`no move ${i} among ${this.count}`);
  }

  release(): void {
    this.listing = null;
    this.count = 0;
    if (climbPool.length < POOL_SIZE) climbPool.push(this);
  }
}

/** The singles list `at` read last, and its listing and meld type (toMove's own is per listing). */
let atListing: Listing | null = null;
let atType = '';
let atSingles: (Move | undefined)[] = [];

function singlesAt(c: Listing, type: string): (Move | undefined)[] {
  let list = c.singles.get(type);
  if (list === undefined) c.singles.set(type, (list = []));
  atListing = c;
  atType = type;
  atSingles = list;
  return list;
}

const climbPool: ClimbPlays[] = [];
let filling: ClimbPlays = new ClimbPlays();

function toEntry(type: string, p: IndexedPlay): void {
  const b = filling;
  const n = p.n;
  let k = b.plays;
  if (k + 1 >= b.start.length) {
    b.start = grown(b.start, b.start.length * 2);
    b.type = grown(b.type, b.type.length * 2);
  }
  let e = b.cards;
  if (e + n > b.card.length) {
    const size = Math.max(e + n, b.card.length * 2);
    b.card = grown(b.card, size);
    b.wild = grown(b.wild, size);
    b.rank = grown(b.rank, size);
    b.slot = grown(b.slot, size);
  }
  if (type !== b.fillType) {
    b.fillType = type;
    b.fillTypeAt = b.nTypes++;
    // Written over, never truncated: `length = 0` would drop the array's store every listing.
    b.types[b.fillTypeAt] = type;
  }
  b.type[k] = b.fillTypeAt;
  const card = p.card;
  const wild = p.wild;
  const bc = b.card;
  const bw = b.wild;
  for (let i = 0; i < n; i++, e++) {
    bc[e] = card[i] as number;
    const w = wild[i] as number;
    bw[e] = w;
    if (w === 1) {
      b.rank[e] = p.rank[i] as number;
      b.slot[e] = p.slot[i] as number;
      b.suit[e] = p.suit[i] ?? null;
    }
  }
  b.cards = e;
  b.start[++k] = e;
  b.plays = k;
}

/** A typed array of `size` holding `a`'s values (a buffer outgrown by a listing). */
function grown<T extends Int32Array | Uint8Array | Float64Array>(a: T, size: number): T {
  const out = new (a.constructor as new (length: number) => T)(size);
  out.set(a);
  return out;
}

/**
 * indexedClimbMoves kept compactly: `seat`'s plays of `hand` over `target`, then a pass when `pass`,
 * the same moves in the same order (each made by `at`); null when the hand needs the general
 * engine (then nothing was listed and no budget step spent).
 */
export function indexedClimbList(rules: Rules, s: GameState, hand: readonly string[], seat: number, target: Meld | null, pass: boolean): MoveList | null {
  const c = listingOf(rules, s.players.length);
  const b = climbPool.pop() ?? new ClimbPlays();
  b.plays = 0;
  b.cards = 0;
  b.start[0] = 0;
  b.nTypes = 0;
  b.listing = c;
  b.seat = seat;
  filling = b;
  b.fillType = '';
  b.fillTypeAt = -1;
  let done = false;
  try {
    done = listIndexed(c.table, c.cr, hand, s.wild, target, toEntry, seat);
  } finally {
    if (!done) b.release();
  }
  if (!done) return null;
  b.pass = pass;
  b.count = b.plays + (pass ? 1 : 0);
  return new MoveList(b, seat);
}

/**
 * The plays of `hand` as `seat`'s moves (before the pass), as the meld engine lists them over
 * `target`; null when the hand needs the general engine (then nothing was listed).
 */
export function indexedClimbMoves(rules: Rules, s: GameState, hand: readonly string[], seat: number, target: Meld | null): Move[] | null {
  const c = listingOf(rules, s.players.length);
  const out: Move[] = [];
  moves = out;
  seatNow = seat;
  cardsNow = c;
  singlesType = '';
  try {
    return listIndexed(c.table, c.cr, hand, s.wild, target, toMove, seat) ? out : null;
  } finally {
    moves = NONE;
  }
}
