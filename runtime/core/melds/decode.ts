// A listed play (list.ts) as the runtime's Move (runtime/moves.ts), for tests and the public
// boundary: the same move, key for key, as the runtime lists (a natural card is naturalCard's
// shared object, a natural single naturalPlay's shared move; a wild is `{ id, as: { rank, suit } }`).
import { naturalCard, naturalPlay, type Move, type PlayCard } from '../../moves.js';
import type { CoreMelds } from './compile.js';
import { playAt, type PlayBuffer } from './list.js';

/** Play `i` of the last listing into `out`, as `seat`'s move. */
export function decodePlay(m: CoreMelds, out: PlayBuffer, i: number, seat: number): Move {
  const d = out.data;
  const at = playAt(out, i);
  const type = m.names[d[at] as number] as string;
  const n = d[at + 1] as number;
  const ids = m.ids;
  const first = d[at + 2] as number;
  if (n === 1 && first >= 0) return naturalPlay(seat, type, ids[first] as string);
  const cards = new Array<PlayCard>(n);
  let decl = at + 2 + n;
  for (let j = 0; j < n; j++) {
    const c = d[at + 2 + j] as number;
    if (c >= 0) {
      cards[j] = naturalCard(ids[c] as string);
      continue;
    }
    const rank = d[decl++] as number;
    const s = d[decl++] as number;
    cards[j] = { id: ids[-1 - c] as string, as: { rank, suit: s < 0 ? null : (m.suits[s] as string) } };
  }
  return { kind: 'play', seat, meld: type, cards };
}

/** Every play of the last listing into `out`, as `seat`'s moves. */
export function decodePlays(m: CoreMelds, out: PlayBuffer, seat: number): Move[] {
  const moves = new Array<Move>(out.count);
  for (let i = 0; i < out.count; i++) moves[i] = decodePlay(m, out, i, seat);
  return moves;
}
