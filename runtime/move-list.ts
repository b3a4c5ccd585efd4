// A turn's legal moves as the engine lists them when it settles a state (play-step.ts turnStep): a
// compact listing (climb-listing.ts: card positions and declarations in typed arrays; must-follow:
// the shared move objects in a reused array) that makes a Move only when one is asked for. A bot
// that samples (playout.ts, the search's rollouts) reads how many moves there are and makes the
// one it picks; `legalMoves` makes them all, once, in the same order. The compact buffers are
// reused from turn to turn: a list gives its buffer back when the memo lets it go (legal.ts) or
// when all its moves are made, and reads none from it after.
import type { Move } from './moves.js';

/** A listing's moves held compactly, each made on demand (never the same object twice, unless shared). */
export interface CompactMoves {
  /** How many moves it holds. */
  readonly count: number;
  /** The move at `i` (0 ≤ i < count), as the listing's array form would hold it. */
  at(i: number): Move;
  /** The kind of the move at `i` (at(i).kind), without making it. */
  kindAt(i: number): Move['kind'];
  /** Gives the buffer back to its pool: nothing is read from it again. */
  release(): void;
}

export class MoveList {
  /** How many moves are listed. */
  readonly length: number;
  /** The seat every move is of (a turn's listing is one seat's). */
  readonly seat: number;
  private compact: CompactMoves | null;
  private all: Move[] | null = null;

  constructor(compact: CompactMoves, seat: number) {
    this.compact = compact;
    this.length = compact.count;
    this.seat = seat;
  }

  /** The move at `i`: made from the compact listing (or read from the array once all are made). */
  at(i: number): Move {
    const all = this.all;
    if (all !== null) return all[i] as Move;
    const compact = this.compact;
    if (compact === null) throw new Error('a move list was read after its buffer was given back');
    return compact.at(i);
  }

  /** The kind of the move at `i`, without making the move when the listing is compact. */
  kindAt(i: number): Move['kind'] {
    const all = this.all;
    if (all !== null) return (all[i] as Move).kind;
    const compact = this.compact;
    if (compact === null) throw new Error('a move list was read after its buffer was given back');
    return compact.kindAt(i);
  }

  /**
   * The `count` moves from `from` on, as a list of their own over the same buffer: the list they
   * came from is read no more (given back with this one, and it throws if read).
   */
  range(from: number, count: number): MoveList {
    return new MoveList(new RangeMoves(this, from, count), this.seat);
  }

  /** Every move, made once and kept; the compact buffer is given back. */
  toArray(): Move[] {
    const known = this.all;
    if (known !== null) return known;
    const compact = this.compact;
    if (compact === null) throw new Error('a move list was read after its buffer was given back');
    const n = this.length;
    const all = new Array<Move>(n);
    for (let i = 0; i < n; i++) all[i] = compact.at(i);
    this.all = all;
    this.compact = null;
    compact.release();
    return all;
  }

  /** Whether `moves` is the array this list was made into (toArray). */
  madeInto(moves: MoveSeq): boolean {
    return this.all === moves;
  }

  /** No move is asked for again (the memo let the list go): the buffer goes back to its pool. */
  release(): void {
    const compact = this.compact;
    if (compact === null) return;
    this.compact = null;
    compact.release();
  }
}

/** Some consecutive moves of a list (MoveList.range): giving them back gives the list's buffer back. */
class RangeMoves implements CompactMoves {
  constructor(
    private readonly of: MoveList,
    private readonly from: number,
    readonly count: number,
  ) {}
  at(i: number): Move {
    return this.of.at(this.from + i);
  }
  kindAt(i: number): Move['kind'] {
    return this.of.kindAt(this.from + i);
  }
  release(): void {
    this.of.release();
  }
}

/** A list of moves as the listing keeps it: an array, or a compact list. */
export type MoveSeq = readonly Move[] | MoveList;

/** Every move of `seq` as an array (a compact list's made once and kept). */
export function seqArray(seq: MoveSeq): Move[] {
  return seq instanceof MoveList ? seq.toArray() : (seq as Move[]);
}

/** Shared moves (must-follow's, each card's own object) in a reused array. */
class SharedMoves implements CompactMoves {
  count = 0;
  readonly moves: Move[] = [];
  at(i: number): Move {
    return this.moves[i] as Move;
  }
  kindAt(i: number): Move['kind'] {
    return (this.moves[i] as Move).kind;
  }
  release(): void {
    const moves = this.moves;
    // Popping keeps the array's store for the next listing (length = 0 drops it).
    while (moves.length > 0) moves.pop();
    this.count = 0;
    if (sharedPool.length < POOL_SIZE) sharedPool.push(this);
  }
}

/** How many free buffers a pool keeps (a playout needs one; the memo holds at most 8 lists). */
export const POOL_SIZE = 4;
const sharedPool: SharedMoves[] = [];

/** An empty reused array for a listing of shared moves; `sharedList` makes it a list once filled. */
export function sharedBuffer(): { readonly moves: Move[] } {
  return sharedPool.pop() ?? new SharedMoves();
}

/** The filled buffer (from sharedBuffer) as `seat`'s list. */
export function sharedList(buffer: { readonly moves: Move[] }, seat: number): MoveList {
  const b = buffer as SharedMoves;
  b.count = b.moves.length;
  return new MoveList(b, seat);
}
