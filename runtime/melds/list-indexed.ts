// The plays of a hand listed over small integers (card-table.ts): the hand is indexed once into
// typed arrays (naturals in canonical order, wilds and their id order), singles, sets and runs are
// enumerated over them without making a card object, and each play is handed to a sink as
// indices and declarations in scratch arrays, for the caller to build its own move from. Plays
// come in exactly the order, with exactly the cards, of enumeratePlays (enumerate.ts: the same
// loops, over numbers), which stays the engine for every other case: listIndexed answers false,
// before listing anything, for a hand or meld type it does not take.
import { type CompiledRules, type CompiledType } from './compile.js';
import type { CardTable } from './card-table.js';
import type { Meld } from './types.js';
import { checkPlayCount } from '../move-limits.js';
import { spend, stepsLeft } from '../budget.js';
import { wildWrites } from '../wild-record.js';

/** One play as the sink reads it: `n` cards; per card its table index, and for a wild its declaration. */
export interface IndexedPlay {
  n: number;
  readonly card: Int32Array;
  /** 1: a wild, declared as `rank` and `suit`; 0: a natural card as itself. */
  readonly wild: Uint8Array;
  readonly rank: Float64Array;
  readonly suit: (string | null)[];
  /** The declared suit's slot: 0 none, 1 + its place in the table's suits, -1 a suit the table lacks. */
  readonly slot: Int32Array;
}

export type PlaySink = (type: string, play: IndexedPlay) => void;

// ---- scratch, reused by every listing (a listing never starts another) ----

let cap = 0;
let nat = new Int32Array(0); // naturals' card indices, canonical order
let natRank = new Float64Array(0);
let wl = new Int32Array(0); // wilds' card indices, hand order
let handAt = new Int32Array(0); // each hand card's index, hand order
let wById = new Int32Array(0); // row k (at k * nW): the first k wilds, by id
let pass = new Int32Array(0); // a run pass's cards (indices into nat order)
let passRank = new Float64Array(0);
// Per rank of a run pass, from its lowest (runPass): where its cards start in `pass` and how many,
// whether a wild may stand there, and per rank the positions up to it, every step down, that hold
// no natural (`missing`) and that nothing can fill (`blocked`).
let rankStart = new Int32Array(0);
let rankCount = new Int32Array(0);
let rankWild = new Uint8Array(0);
let missing = new Int32Array(0);
let blocked = new Int32Array(0);
let choice = new Int32Array(0);
let option = new Int32Array(0);
let suitSeen = new Int32Array(0);
let stamp = 0;
const out: IndexedPlay = { n: 0, card: new Int32Array(0), wild: new Uint8Array(0), rank: new Float64Array(0), suit: [], slot: new Int32Array(0) };

function grow(n: number): void {
  if (n <= cap) return;
  cap = Math.max(n, cap * 2, 16);
  nat = new Int32Array(cap);
  natRank = new Float64Array(cap);
  wl = new Int32Array(cap);
  handAt = new Int32Array(cap);
  pass = new Int32Array(cap);
  passRank = new Float64Array(cap);
  choice = new Int32Array(cap + 1);
  option = new Int32Array(cap + 1);
  (out as { card: Int32Array }).card = new Int32Array(cap);
  (out as { wild: Uint8Array }).wild = new Uint8Array(cap);
  (out as { rank: Float64Array }).rank = new Float64Array(cap);
  (out as { slot: Int32Array }).slot = new Int32Array(cap);
}

// ---- the listing's state ----

let table: CardTable;
let cr: CompiledRules;
let ct: CompiledType;
let nNat = 0;
let nW = 0;
let minN = 0;
let maxN = 0;
let hasTarget = false;
let tHeight = 0;
let resetOK = false;
let resetRank = 0;
// A play of height h and lowest rank l is wanted over the table when
// `!hasTarget || h > tHeight || (resetOK && l === resetRank)` (written out where it is asked, over locals).

function supported(t: CompiledType): boolean {
  if (t.kind === 'free') return t.max === 1;
  if (t.kind === 'set') return true;
  return t.kind === 'run' && !t.wrap && Number.isInteger(t.step);
}

/**
 * Lists the plays of `hand` (card ids; `wild[id]` true for a wild) as enumeratePlays would with
 * these rules (compile(rules)) and target (leads: the types that may lead), handing each to `sink`; false (having
 * listed nothing) when the hand or a meld type needs the general engine. `key` (a seat): the hand's
 * indexing is kept under it and the next listing under the same key starts from it (fromMemo).
 */
export function listIndexed(t: CardTable, c: CompiledRules, hand: readonly string[], wild: Readonly<Record<string, boolean>>, target: Meld | null, to: PlaySink, key?: number): boolean {
  const rules = c.rules;
  if (!Number.isInteger(c.wildMin) || !Number.isInteger(c.wildMax)) return false;
  for (const x of c.types) {
    if (target ? x.name !== target.type : !x.lead) continue;
    if (!supported(x)) return false;
  }
  grow(hand.length);
  if (!(key === undefined ? indexHand(t, hand, wild) : fromMemo(t, hand, wild, key))) return false;
  const n = handNat;
  const w = handWilds;
  table = t;
  cr = c;
  E.sink = to;
  nNat = n;
  nW = w;
  E.listed = 0;
  hasTarget = target !== null;
  if (target !== null) {
    tHeight = target.height;
    resetOK = rules.reset !== undefined && target.height === rules.deckMaxRank;
    resetRank = rules.reset?.rank ?? 0;
  }
  wildsById(t);
  E.room = stepsLeft();
  E.pending = 0;
  try {
    for (const x of c.types) {
      if (target ? x.name !== target.type : !x.lead) continue;
      ct = x;
      E.name = x.name;
      E.filter = x.maxWilds !== Infinity || x.minNaturals !== 0;
      E.maxWilds = x.maxWilds;
      E.minNaturals = x.minNaturals;
      minN = target ? Math.max(x.min, target.cards.length) : x.min;
      maxN = Math.min(target ? target.cards.length : x.max, x.max, nNat + nW);
      if (minN > maxN) continue;
      if (x.kind === 'free') singles();
      else if (x.kind === 'set') sets();
      else runs();
    }
  } finally {
    // The steps of the plays listed and not yet spent (also when the listing stops).
    flushSteps();
  }
  return true;
}

/** How many naturals and wilds the hand indexed last holds (indexHand, fromMemo). */
let handNat = 0;
let handWilds = 0;

/**
 * Indexes `hand` into `nat`/`natRank` (naturals by canonical place), `wl` (wilds, hand order) and
 * `handAt` (each card's table index, hand order); false for a card the integer listing does not take.
 */
function indexHand(t: CardTable, hand: readonly string[], wild: Readonly<Record<string, boolean>>): boolean {
  let n = 0;
  let w = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as string;
    const k = t.index.get(id);
    if (k === undefined) return false;
    handAt[i] = k;
    if (wild[id] === true) {
      wl[w++] = k;
      continue;
    }
    if (t.plain[k] !== 1) return false;
    // Insertion by canonical place: hands are short (a long one is sorted below).
    const key = t.canon[k] as number;
    if (n >= 64) {
      nat[n++] = key;
      continue;
    }
    let j = n++;
    for (; j > 0 && (nat[j - 1] as number) > key; j--) nat[j] = nat[j - 1] as number;
    nat[j] = key;
  }
  if (n > 64) nat.subarray(0, n).sort();
  for (let i = 0; i < n; i++) {
    const k = t.byCanon[nat[i] as number] as number;
    nat[i] = k;
    natRank[i] = t.rank[k] as number;
  }
  handNat = n;
  handWilds = w;
  return true;
}

// ---- a hand's indexing kept per key (a seat) between listings ----

/**
 * A seat's hand as last indexed: its ids in hand order, each card's table index and whether it was
 * wild, and the naturals in canonical order and the wilds in hand order. A seat's next listing is
 * of the same hand or of the hand less the cards it played: those are dropped without indexing the
 * hand again (a Map look-up and a sort per card). Anything else (a card added, moved, or made wild
 * or not) indexes the hand afresh.
 */
interface HandMemo {
  table: CardTable | null;
  n: number;
  ids: string[];
  card: Int32Array;
  wild: Uint8Array;
  nNat: number;
  nat: Int32Array;
  nW: number;
  wl: Int32Array;
  /** The wild record read, and wildWrites() then: while both hold, the wild flags need no reading. */
  wildRef: object | null;
  wildAt: number;
}

const memos: HandMemo[] = [];
/** Per table index: `dropStamp` when the card left the hand since it was indexed. */
let dropped = new Int32Array(0);
let dropStamp = 0;

function emptyMemo(): HandMemo {
  return { table: null, n: 0, ids: [], card: new Int32Array(0), wild: new Uint8Array(0), nNat: 0, nat: new Int32Array(0), nW: 0, wl: new Int32Array(0), wildRef: null, wildAt: 0 };
}

function memoOf(key: number, size: number): HandMemo {
  let m = memos[key];
  if (m === undefined) {
    while (memos.length < key) memos.push(emptyMemo());
    memos[key] = m = emptyMemo();
  }
  if (m.card.length < size) {
    const c = Math.max(size, 16);
    m.card = new Int32Array(c);
    m.wild = new Uint8Array(c);
    m.nat = new Int32Array(c);
    m.wl = new Int32Array(c);
  }
  return m;
}

/** indexHand, from the hand as `key` last indexed it when the hand is that one less some cards. */
function fromMemo(t: CardTable, hand: readonly string[], wild: Readonly<Record<string, boolean>>, key: number): boolean {
  const size = hand.length;
  const m = memoOf(key, size);
  if (m.table === t && size <= m.n && keep(m, hand, wild)) {
    const mn = m.nat;
    const rank = t.rank;
    for (let i = 0; i < m.nNat; i++) {
      const k = mn[i] as number;
      nat[i] = k;
      natRank[i] = rank[k] as number;
    }
    const mw = m.wl;
    for (let i = 0; i < m.nW; i++) wl[i] = mw[i] as number;
    handNat = m.nNat;
    handWilds = m.nW;
    return true;
  }
  if (!indexHand(t, hand, wild)) {
    m.table = null;
    return false;
  }
  // Kept for the next listing.
  m.table = t;
  m.n = size;
  const ids = m.ids;
  const wl0 = wl;
  let w = 0;
  for (let i = 0; i < size; i++) {
    const k = handAt[i] as number;
    ids[i] = hand[i] as string;
    m.card[i] = k;
    const isWild = w < handWilds && wl0[w] === k ? 1 : 0;
    m.wild[i] = isWild;
    w += isWild;
  }
  m.nNat = handNat;
  m.nW = handWilds;
  m.wildRef = wild;
  m.wildAt = wildWrites();
  for (let i = 0; i < handNat; i++) m.nat[i] = nat[i] as number;
  for (let i = 0; i < handWilds; i++) m.wl[i] = wl[i] as number;
  return true;
}

/**
 * Whether `hand` is the memo's hand less some cards, in the same order, each as wild as it was;
 * if so the memo becomes `hand` (the cards left out dropped). On false the memo is no longer valid
 * (the caller indexes afresh and writes it again).
 */
function keep(m: HandMemo, hand: readonly string[], wild: Readonly<Record<string, boolean>>): boolean {
  const ids = m.ids;
  const card = m.card;
  const mw = m.wild;
  const old = m.n;
  if (dropped.length < (m.table as CardTable).cards.length) dropped = new Int32Array((m.table as CardTable).cards.length);
  const stamp = ++dropStamp;
  // The same record, not written to since: each card as wild as it was (no look-up per card).
  const sameWild = m.wildRef === wild && m.wildAt === wildWrites();
  let any = false;
  let j = 0;
  for (let i = 0; i < hand.length; i++, j++) {
    const id = hand[i] as string;
    while (j < old && ids[j] !== id) {
      dropped[card[j] as number] = stamp;
      any = true;
      j++;
    }
    if (j === old || (!sameWild && (wild[id] === true ? 1 : 0) !== mw[j])) {
      m.table = null;
      return false;
    }
    if (i !== j) {
      ids[i] = id;
      card[i] = card[j] as number;
      mw[i] = mw[j] as number;
    }
  }
  for (; j < old; j++) {
    dropped[card[j] as number] = stamp;
    any = true;
  }
  m.n = hand.length;
  m.wildRef = wild;
  m.wildAt = wildWrites();
  if (!any) return true;
  let q = 0;
  const mn = m.nat;
  for (let p = 0; p < m.nNat; p++) {
    const k = mn[p] as number;
    if (dropped[k] !== stamp) mn[q++] = k;
  }
  m.nNat = q;
  q = 0;
  const ml = m.wl;
  for (let p = 0; p < m.nW; p++) {
    const k = ml[p] as number;
    if (dropped[k] !== stamp) ml[q++] = k;
  }
  m.nW = q;
  return true;
}

/** Row k of wById: the hand's first k wilds sorted by id (enumerate.ts sortedById). */
function wildsById(t: CardTable): void {
  const size = (nW + 1) * nW;
  if (wById.length < size) wById = new Int32Array(Math.max(size, wById.length * 2));
  for (let k = 1; k <= nW; k++) {
    const row = k * nW;
    for (let i = 0; i < k; i++) {
      const c = wl[i] as number;
      const key = t.idOrder[c] as number;
      let j = i;
      for (; j > 0 && (t.idOrder[wById[row + j - 1] as number] as number) > key; j--) wById[row + j] = wById[row + j - 1] as number;
      wById[row + j] = c;
    }
  }
}

/**
 * What emit reads per play, in one object's fields (the meld type's wild limits and name, the
 * sink, the plays listed so far) rather than module `let`s: each of those is checked for being
 * initialised at every read, and emit runs once per play.
 */
class Emitter {
  /**
   * The plays' steps not yet spent, and the steps left when the listing began: spent at its end,
   * or at the play that takes them past what is left (there the budget stops the move, as a spend
   * per play would at that play).
   */
  pending = 0;
  room = Infinity;
  filter = false;
  maxWilds = Infinity;
  minNaturals = 0;
  name = '';
  listed = 0;
  sink: PlaySink = () => undefined;
}

const E = new Emitter();

/** Spends the steps of the plays listed since the last spend (spend per play, added up). */
function flushSteps(): void {
  const n = E.pending;
  if (n === 0) return;
  E.pending = 0;
  spend(n, undefined);
}

function emit(n: number, wilds: number): void {
  const e = E;
  if (e.filter && (wilds > e.maxWilds || n - wilds < e.minNaturals)) return;
  e.pending += n;
  if (e.pending > e.room) flushSteps();
  checkPlayCount(e.listed);
  e.listed++;
  out.n = n;
  e.sink(e.name, out);
}

function putNatural(p: number, k: number): void {
  out.card[p] = k;
  out.wild[p] = 0;
}

function putWild(p: number, k: number, rank: number, suit: string | null, slot: number): void {
  out.card[p] = k;
  out.wild[p] = 1;
  out.rank[p] = rank;
  out.suit[p] = suit;
  out.slot[p] = slot;
}

// ---- singles (a free meld of one card: enum-loose.ts) ----

function singles(): void {
  // The listing's state in locals (a module's `let` is checked for being initialised at every read).
  const ht = hasTarget;
  const th = tHeight;
  const rOK = resetOK;
  const rR = resetRank;
  const n = nNat;
  const ranks = natRank;
  const cards = nat;
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    if (ht && !(r > th || (rOK && r === rR))) continue; // not wanted(r, r)
    putNatural(0, cards[i] as number);
    emit(1, 0);
  }
  const w = nW;
  if (w === 0) return;
  const first = wById[w] as number;
  const hi = cr.wildMax;
  for (let r = cr.wildMin; r <= hi; r++) {
    if (ht && !(r > th || (rOK && r === rR))) continue;
    putWild(0, first, r, null, 0);
    emit(1, 1);
  }
}

// ---- sets (enum-sets.ts) ----

function sets(): void {
  // The listing's state in locals (see singles); wanted written out.
  const ht = hasTarget;
  const th = tHeight;
  const rOK = resetOK;
  const rR = resetRank;
  const n = nNat;
  const ranks = natRank;
  const wMin = cr.wildMin;
  const wMax = cr.wildMax;
  const w = nW;
  let i = 0;
  while (i < n) {
    const r = ranks[i] as number;
    let j = i + 1;
    while (j < n && ranks[j] === r) j++;
    // isWildRank: a natural's rank and the wild ranks are integers.
    if (!ht || r > th || (rOK && r === rR)) setsAt(r, i, j - i, r >= wMin && r <= wMax ? w : 0);
    i = j;
  }
  if (w === 0) return;
  // Ranks held by no natural, in ascending order beside the naturals' (ascending) ranks.
  let p = 0;
  for (let r = wMin; r <= wMax; r++) {
    while (p < n && (ranks[p] as number) < r) p++;
    if (p < n && ranks[p] === r) continue;
    if (!ht || r > th || (rOK && r === rR)) setsAt(r, 0, 0, w);
  }
}

/** The sets of rank `r`: `g` naturals from `start`, and up to `w` wilds. */
function setsAt(r: number, start: number, g: number, w: number): void {
  const lo = minN;
  const hi = maxN;
  const nw = nW;
  const byId = wById;
  const cards = nat;
  for (let mask = 0; mask < 1 << g; mask++) {
    let pc = 0;
    for (let m = mask; m !== 0; m &= m - 1) pc++;
    for (let j = 0; j <= w; j++) {
      const n = pc + j;
      if (n < lo) continue;
      if (n > hi) break;
      const row = j * nw;
      let p = 0;
      for (; p < j; p++) putWild(p, byId[row + p] as number, r, null, 0);
      for (let b = 0; b < g; b++) if (mask & (1 << b)) putNatural(p++, cards[start + b] as number);
      emit(n, j);
    }
  }
}

// ---- runs (enum-runs.ts, without wrapping) ----

function runs(): void {
  if (!ct.suited) {
    for (let i = 0; i < nNat; i++) {
      pass[i] = nat[i] as number;
      passRank[i] = natRank[i] as number;
    }
    runPass(null, 0, nNat, nW > 0, false);
    return;
  }
  // Suits in the order their first natural comes (search.ts bySuit), each with its naturals.
  const suitOf = table.suit;
  if (suitSeen.length < table.suits.length) suitSeen = new Int32Array(table.suits.length);
  stamp++;
  for (let i = 0; i < nNat; i++) {
    const si = suitOf[nat[i] as number] as number;
    if (suitSeen[si] === stamp) continue;
    suitSeen[si] = stamp;
    let m = 0;
    for (let k = i; k < nNat; k++) {
      if (suitOf[nat[k] as number] !== si) continue;
      pass[m] = nat[k] as number;
      passRank[m++] = natRank[k] as number;
    }
    const suit = table.suits[si] as string;
    runPass(suit, si + 1, m, nW > 0 && cr.wildSuits.has(suit), true);
  }
  if (nW > 0 && cr.wildSuit0 !== null) {
    const at = table.suits.indexOf(cr.wildSuit0);
    runPass(cr.wildSuit0, at >= 0 ? at + 1 : -1, 0, true, false);
  }
}

/**
 * `m` cards in `pass`, ascending rank. The listing's state is read into locals first (a module's
 * `let` is read through its context, checked for being initialised at every read), and a window
 * of ranks is judged from per-rank counts, without going through its positions.
 */
function runPass(suit: string | null, slot: number, m: number, wildOK: boolean, needNatural: boolean): void {
  const step = ct.step;
  const ps = pass;
  const pr = passRank;
  const nMin = m > 0 ? (pr[0] as number) : Infinity;
  const nMax = m > 0 ? (pr[m - 1] as number) : -Infinity;
  // The ranks a wild may stand for here (isWildRank: every rank here is an integer).
  const wildLo = wildOK ? cr.wildMin : Infinity;
  const wildHi = wildOK ? cr.wildMax : -Infinity;
  const lo = Math.min(nMin, wildLo);
  const hi = Math.max(nMax, wildHi);
  if (lo > hi) return;
  // Nothing to list (the loops below would list nothing): too few cards for the least length, or,
  // over a table without the reset, no window that reaches above it (a window tops at `hi`, or
  // with a natural at the highest natural plus the longest span).
  const longest = Math.min(maxN, m + (wildOK ? nW : 0));
  if (longest < minN) return;
  if (hasTarget && !resetOK && ct.step >= 0 && (needNatural ? Math.min(hi, nMax + (longest - 1) * ct.step) : hi) <= tHeight) return;
  const size = hi - lo + 1;
  if (rankStart.length < size) {
    const n = Math.max(size, rankStart.length * 2);
    rankStart = new Int32Array(n);
    rankCount = new Int32Array(n);
    rankWild = new Uint8Array(n);
    missing = new Int32Array(n);
    blocked = new Int32Array(n);
  }
  const rs = rankStart;
  const rc = rankCount;
  const rw = rankWild;
  const mi = missing;
  const bl = blocked;
  for (let x = 0; x < size; x++) rc[x] = 0;
  for (let k = m - 1; k >= 0; k--) {
    const x = (pr[k] as number) - lo;
    rs[x] = k;
    rc[x]++;
  }
  for (let x = 0; x < size; x++) {
    const r = lo + x;
    const wildHere = r >= wildLo && r <= wildHi;
    rw[x] = wildHere ? 1 : 0;
    const none = rc[x] === 0;
    mi[x] = (none ? 1 : 0) + (x >= step ? (mi[x - step] as number) : 0);
    bl[x] = (none && !wildHere ? 1 : 0) + (x >= step ? (bl[x - step] as number) : 0);
  }
  const nw = nW;
  const maxLen = Math.min(maxN, m + (wildOK ? nw : 0));
  const ht = hasTarget;
  const th = tHeight;
  const rOK = resetOK;
  const rR = resetRank;
  const ch = choice;
  const op = option;
  const byId = wById;
  const oc = out.card;
  const ow = out.wild;
  const or = out.rank;
  const os = out.suit;
  const ol = out.slot;
  for (let len = minN; len <= maxLen; len++) {
    const span = (len - 1) * step;
    let from = lo;
    let to = hi - span;
    if (needNatural) {
      from = Math.max(from, nMin - span);
      to = Math.min(to, nMax);
    }
    let fits = false;
    for (let a = from; a <= to; a++) {
      if (ht && !(a + span > th || (rOK && a === rR))) continue; // not wanted(a + span, a)
      // A position nothing can fill, or more positions without a natural than wilds held: no play.
      const x0 = a - lo;
      const top = x0 + span;
      const below = x0 - step;
      if ((bl[top] as number) - (below >= 0 ? (bl[below] as number) : 0) > 0) continue;
      const missTop = mi[top] as number;
      if (missTop - (below >= 0 ? (mi[below] as number) : 0) > nw) continue;
      fits = true;
      // Every choice of a natural or a wild per position, depth first, naturals before the wild
      // (op[i]: the option taken at position i, its rank's count meaning the wild; a wild only
      // where enough wilds are left for the positions above that need one).
      let used = 0;
      let naturals = 0;
      let at = 0;
      op[0] = -1;
      while (at >= 0) {
        const x = x0 + at * step;
        const prev = op[at] as number;
        const count = rc[x] as number;
        if (prev >= 0) {
          if (prev === count) used--;
          else naturals--;
        }
        const o = prev + 1;
        if (o < count) {
          ch[at] = ps[(rs[x] as number) + o] as number;
          naturals++;
        } else if (o === count && rw[x] === 1 && used + (missTop - (mi[x] as number)) < nw) {
          ch[at] = -1;
          used++;
        } else {
          at--;
          continue;
        }
        op[at] = o;
        if (at + 1 < len) {
          op[++at] = -1;
          continue;
        }
        if (needNatural && naturals === 0) continue;
        const row = used * nw;
        let next = 0;
        for (let p = 0; p < len; p++) {
          const c = ch[p] as number;
          if (c >= 0) {
            oc[p] = c;
            ow[p] = 0;
          } else {
            oc[p] = byId[row + next++] as number;
            ow[p] = 1;
            or[p] = a + p * step;
            os[p] = suit;
            ol[p] = slot;
          }
        }
        emit(len, used);
      }
    }
    // No window of this length fits (every start was looked at: a lead): none longer does, as a
    // longer window holds one of this length that was looked at (step > 0), with as many gaps.
    if (!ht && !fits && step > 0) break;
  }
}
