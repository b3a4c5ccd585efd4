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
    return listIndexed(c.table, c.cr, hand, s.wild, target, toMove) ? out : null;
  } finally {
    moves = NONE;
  }
}
