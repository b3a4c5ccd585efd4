// A hand as the integer listing reads it, kept as cards come and go: the natural cards by card
// number in the meld engine's canonical order (rank, suit letter, id: "rank order"), also per suit,
// and the wilds in hand order (the order they came into the hand: a zone only ever appends), with
// the rows the listing takes wilds from (the first k wilds, sorted by id). Nothing is sorted or
// looked up per listing; an insert or a removal shifts a few numbers.
//
// Which cards are wild is the caller's Uint8Array by card number (the state's wild flags), read
// when a card comes in; a held card whose flag changes is told with `wildChanged`.
import type { CoreMelds } from './compile.js';

export class RankHand {
  readonly melds: CoreMelds;
  readonly wild: Uint8Array;
  /** The naturals in canonical order: nat[0 … n). */
  readonly nat: Int32Array;
  n = 0;
  /** The wilds in hand order: wl[0 … w). */
  readonly wl: Int32Array;
  w = 0;
  /** Row k, at k · w: the first k wilds (hand order) sorted by id (the meld engine's wildsById). */
  byId: Int32Array;
  /** Per suit s, at s · size: its naturals with a rank, in canonical order; suitN[s] of them. */
  readonly suitCards: Int32Array;
  readonly suitN: Int32Array;
  /** By card: 0 not held, 1 held as a natural, 2 held as a wild. */
  readonly held: Uint8Array;
  /** By card: when it came in (hand order). */
  readonly seq: Int32Array;
  private next = 0;

  /**
   * `ints` and `bytes`: the hand's numbers (RankHand.ints of them) and flags (melds.size), views on
   * buffers shared by several hands (RankHand.many); without, its own.
   */
  constructor(melds: CoreMelds, wild: Uint8Array, ints?: Int32Array, bytes?: Uint8Array) {
    const n = melds.size;
    const suits = Math.max(1, melds.suits.length);
    const i32 = ints ?? new Int32Array(RankHand.ints(melds));
    this.melds = melds;
    this.wild = wild;
    let at = 0;
    const take = (k: number): Int32Array => i32.subarray(at, (at += k));
    this.nat = take(n);
    this.wl = take(n);
    this.byId = take(16);
    this.suitCards = take(suits * n);
    this.suitN = take(suits);
    this.seq = take(n);
    this.held = bytes ?? new Uint8Array(n);
  }

  /** The numbers one hand keeps. */
  static ints(melds: CoreMelds): number {
    const n = melds.size;
    const suits = Math.max(1, melds.suits.length);
    return 3 * n + 16 + suits * n + suits;
  }

  /**
   * `count` empty hands on two buffers between them: a typed array with a backing store of its own
   * costs about 300 ns to make, a view on a shared one about 40 (a search makes hands per sample).
   */
  static many(melds: CoreMelds, wild: Uint8Array, count: number): RankHand[] {
    const per = RankHand.ints(melds);
    const n = melds.size;
    const ints = new Int32Array(per * count);
    const bytes = new Uint8Array(n * count);
    const out: RankHand[] = [];
    for (let k = 0; k < count; k++) out.push(new RankHand(melds, wild, ints.subarray(k * per, (k + 1) * per), bytes.subarray(k * n, (k + 1) * n)));
    return out;
  }

  /** Empties the hand. */
  clear(): void {
    for (let i = 0; i < this.n; i++) this.held[this.nat[i] as number] = 0;
    for (let i = 0; i < this.w; i++) this.held[this.wl[i] as number] = 0;
    this.n = 0;
    this.w = 0;
    this.suitN.fill(0);
  }

  /** The hand made these cards, given in hand order. */
  setCards(cards: ArrayLike<number>): void {
    this.clear();
    for (let i = 0; i < cards.length; i++) this.insert(cards[i] as number);
  }

  /** A card comes into the hand (last, in hand order). */
  insert(card: number): void {
    if (this.held[card] !== 0) throw new Error(`card ${card} is already in the hand`);
    this.seq[card] = this.next++;
    if (this.wild[card] === 1) this.addWild(card);
    else this.addNatural(card);
  }

  /** A card leaves the hand. */
  remove(card: number): void {
    const h = this.held[card];
    if (h === 1) this.dropNatural(card);
    else if (h === 2) this.dropWild(card);
    else throw new Error(`card ${card} is not in the hand`);
  }

  /** A held card's wild flag changed (it keeps its place in hand order). */
  wildChanged(card: number): void {
    const h = this.held[card];
    if (h === 0) return;
    const wild = this.wild[card] === 1;
    if (wild === (h === 2)) return;
    if (wild) {
      this.dropNatural(card);
      this.addWild(card);
    } else {
      this.dropWild(card);
      this.addNatural(card);
    }
  }

  private addNatural(card: number): void {
    const m = this.melds;
    const canon = m.canon;
    const key = canon[card] as number;
    const nat = this.nat;
    let j = this.n++;
    for (; j > 0 && (canon[nat[j - 1] as number] as number) > key; j--) nat[j] = nat[j - 1] as number;
    nat[j] = card;
    this.held[card] = 1;
    const s = m.suit[card] as number;
    if (s < 0 || m.ranked[card] === 0) return;
    const base = s * m.size;
    const list = this.suitCards;
    const count = this.suitN[s] as number;
    this.suitN[s] = count + 1;
    let k = base + count;
    for (; k > base && (canon[list[k - 1] as number] as number) > key; k--) list[k] = list[k - 1] as number;
    list[k] = card;
  }

  private dropNatural(card: number): void {
    const nat = this.nat;
    const n = this.n;
    let i = 0;
    while (nat[i] !== card) i++;
    for (; i + 1 < n; i++) nat[i] = nat[i + 1] as number;
    this.n = n - 1;
    this.held[card] = 0;
    const m = this.melds;
    const s = m.suit[card] as number;
    if (s < 0 || m.ranked[card] === 0) return;
    const base = s * m.size;
    const end = base + (this.suitN[s] as number);
    const list = this.suitCards;
    let k = base;
    while (list[k] !== card) k++;
    for (; k + 1 < end; k++) list[k] = list[k + 1] as number;
    this.suitN[s] = end - base - 1;
  }

  private addWild(card: number): void {
    const wl = this.wl;
    const seq = this.seq;
    const key = seq[card] as number;
    let j = this.w++;
    for (; j > 0 && (seq[wl[j - 1] as number] as number) > key; j--) wl[j] = wl[j - 1] as number;
    wl[j] = card;
    this.held[card] = 2;
    this.rows();
  }

  private dropWild(card: number): void {
    const wl = this.wl;
    const w = this.w;
    let i = 0;
    while (wl[i] !== card) i++;
    for (; i + 1 < w; i++) wl[i] = wl[i + 1] as number;
    this.w = w - 1;
    this.held[card] = 0;
    this.rows();
  }

  /** The rows of byId, made again when the wilds change. */
  private rows(): void {
    const w = this.w;
    const size = (w + 1) * w;
    if (this.byId.length < size) this.byId = new Int32Array(Math.max(size, this.byId.length * 2));
    const by = this.byId;
    const idOrder = this.melds.idOrder;
    const wl = this.wl;
    for (let k = 1; k <= w; k++) {
      const row = k * w;
      for (let i = 0; i < k; i++) {
        const c = wl[i] as number;
        const key = idOrder[c] as number;
        let j = i;
        for (; j > 0 && (idOrder[by[row + j - 1] as number] as number) > key; j--) by[row + j] = by[row + j - 1] as number;
        by[row + j] = c;
      }
    }
  }
}
