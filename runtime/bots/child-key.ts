// Keys for a search tree's children: equal exactly when the moves' moveKeys are equal, but cheaper
// to build and to hash. The search keys every move of every step (at a climbing game's first
// decision, more than a hundred per iteration), and moveKey's template strings are long cons
// strings that each lookup flattens and hashes afresh. A play of cards as themselves is keyed by a
// few char codes instead: seat, meld and the cards' codes in ascending order (interned per keyer, so
// the codes mean nothing outside one search). Every other move keeps its moveKey. The two kinds
// never meet: a compact key starts with U+F000, a moveKey with its seat's digits. Why they agree:
// a play keyed compactly has a meld without '|' and cards without ',', '|' or '=' in their ids, so
// its moveKey has one '|' after the kind and no '=', and any move with that moveKey is such a play
// of the same seat, meld and cards, unless one card's id joins others' with a comma: a box with a
// comma in an id keeps moveKeys for every move.
import type { Move, PlayCard } from '../moves.js';
import type { Rules } from '../rules.js';
import { moveKey } from '../move-key.js';

/** Marks a compact key; no moveKey starts with it. */
const COMPACT = 0xf000;
/** The codes interned: the most a key's char code holds, less the marker's range. */
const MAX_CODE = 0xefff;

export class ChildKeys {
  private readonly cards = new Map<string, number>();
  private readonly melds = new Map<string, number>();
  /** Per number of codes, a list of that length to build keys in (setting a length is slow). */
  private readonly bufs: number[][] = [];
  private readonly compact: boolean;

  constructor(rules: Rules) {
    this.compact = !rules.boxOrder.some((id) => id.includes(','));
  }

  /**
   * A name's code, or -1 when moveKey could confuse it with others (a separator inside it) or the
   * codes have run out: then the move keeps its moveKey, which is what it stands for anyway.
   */
  private code(map: Map<string, number>, name: string, separators: RegExp): number {
    let c = map.get(name);
    if (c === undefined) {
      c = separators.test(name) || map.size >= MAX_CODE ? -1 : map.size + 1;
      map.set(name, c);
    }
    return c;
  }

  key(m: Move): string {
    if (m.kind !== 'play' || !this.compact) return moveKey(m);
    const meld = this.code(this.melds, m.meld, /\|/);
    if (meld < 0 || !Number.isInteger(m.seat) || m.seat < 0 || m.seat > MAX_CODE) return moveKey(m);
    const cards = m.cards;
    const n = cards.length;
    if (n === 1) {
      const c = this.cardCode(cards[0] as PlayCard);
      return c < 0 ? moveKey(m) : String.fromCharCode(COMPACT, m.seat, meld, c);
    }
    const buf = (this.bufs[n] ??= Array.from({ length: n + 3 }, () => 0));
    buf[0] = COMPACT;
    buf[1] = m.seat;
    buf[2] = meld;
    for (let i = 0; i < n; i++) {
      const c = this.cardCode(cards[i] as PlayCard);
      if (c < 0) return moveKey(m);
      // Insertion into ascending order (after the three leading codes): plays are a few cards.
      let j = i + 2;
      for (; j >= 3 && (buf[j] as number) > c; j--) buf[j + 1] = buf[j] as number;
      buf[j + 1] = c;
    }
    return String.fromCharCode.apply(null, buf);
  }

  /** A card played as itself; -1 for a wild's declaration or a declared suit (moveKey keys those). */
  private cardCode(c: PlayCard): number {
    // As moveKey tells them apart (a wild's `as` by its truth).
    if (c.as || c.suit !== undefined) return -1;
    return this.code(this.cards, c.id, /[,|=]/);
  }
}
