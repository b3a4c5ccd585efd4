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
  readonly wilds: (PlayCard | undefined)[][];
  readonly slots: number;
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
    };
  }
  return (last = c);
}

function wildCard(c: Listing, k: number, rank: number, suit: string | null, slot: number): PlayCard {
  const id = (c.table.cards[k] as { id: string }).id;
  // A suit the table lacks has no slot: a card of its own (rare: wilds.suits beyond the deck's).
  if (slot < 0) return Object.freeze({ id, as: Object.freeze({ rank, suit }) });
  const decls = (c.wilds[k] ??= []);
  return (decls[(rank - c.cr.wildMin) * c.slots + slot] ??= Object.freeze({ id, as: Object.freeze({ rank, suit }) }));
}

const NONE: Move[] = [];
let moves: Move[] = NONE;
let seatNow = 0;
let cardsNow: Listing;
let idsNow: readonly { id: string }[];

function toMove(type: string, p: IndexedPlay): void {
  const n = p.n;
  if (n === 1 && p.wild[0] === 0) {
    moves.push(naturalPlay(seatNow, type, (idsNow[p.card[0] as number] as { id: string }).id));
    return;
  }
  const cards = new Array<PlayCard>(n);
  for (let i = 0; i < n; i++) {
    const k = p.card[i] as number;
    if (p.wild[i] === 1) cards[i] = wildCard(cardsNow, k, p.rank[i] as number, p.suit[i] ?? null, p.slot[i] as number);
    else cards[i] = cardsNow.naturals[k] ??= naturalCard((idsNow[k] as { id: string }).id);
  }
  moves.push({ kind: 'play', seat: seatNow, meld: type, cards });
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
  idsNow = c.table.cards;
  try {
    return listIndexed(c.table, c.cr, hand, s.wild, target, toMove) ? out : null;
  } finally {
    moves = NONE;
  }
}
