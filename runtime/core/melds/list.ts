// The plays of a hand (hand.ts) over the play to beat, listed into a reused integer buffer in
// exactly the runtime's order (melds/enumerate.ts, and its integer form melds/list-indexed.ts: the
// same loops, over card numbers) with the same wild declarations. No object is made per play.
//
// A play in the buffer, from out.start[i]: its meld type, its card count n, then its n cards in the
// order the move lists them (a natural card as its number c, a wild as -1 - c), then per wild, in
// that order, its declared rank and suit (a suit index, -1 none).
import { RUN, SET, SINGLE, type CoreMelds } from './compile.js';
import type { RankHand } from './hand.js';
import { MAX_LEGAL_MOVES, checkPlayCount } from '../../move-limits.js';

export class PlayBuffer {
  data = new Int32Array(4096);
  /** start[i]: where play i begins in data; start[count]: the end. */
  start = new Int32Array(512);
  count = 0;
  /** The cards of the plays listed, added up: the budget steps the runtime spends on the listing. */
  steps = 0;
}

/** No play to beat: a lead. */
export const LEAD = -1;

/** Where play `i` of the last listing into `out` begins in out.data (pick by index). */
export function playAt(out: PlayBuffer, i: number): number {
  if (i < 0 || i >= out.count) throw new Error(`no play ${i} among ${out.count}`);
  return out.start[i] as number;
}

// ---- the listing's state, in one object's fields (a module `let` is checked at every read) ----

class Listing {
  m!: CoreMelds;
  h!: RankHand;
  out!: PlayBuffer;
  type = 0;
  /** type · cards: where the type's row of `allow` starts. */
  allowAt = 0;
  minN = 0;
  maxN = 0;
  maxWilds = 0;
  minNaturals = 0;
  hasTarget = false;
  tHeight = 0;
  resetOK = false;
  resetRank = 0;
  step = 1;
  // scratch
  grp = new Int32Array(64);
  pass = new Int32Array(64);
  passRank = new Int32Array(64);
  choice = new Int32Array(65);
  option = new Int32Array(65);
  /** Per rank − rankBase (31 at most). */
  rankStart = new Int32Array(32);
  rankCount = new Int32Array(32);
  /** Per position of a window: how many above it hold no natural. */
  missing = new Int32Array(65);
  heldRank = new Int32Array(64);
  stamp = 0;
  suitOrder = new Int32Array(8);
  suitKey = new Int32Array(8);
}

const L = new Listing();

function scratch(n: number, ranks: number, suits: number): void {
  const x = L;
  if (x.grp.length < n) {
    const c = Math.max(n, x.grp.length * 2);
    x.grp = new Int32Array(c);
    x.pass = new Int32Array(c);
    x.passRank = new Int32Array(c);
    x.choice = new Int32Array(c + 1);
    x.option = new Int32Array(c + 1);
    x.missing = new Int32Array(c + 1);
  }
  if (x.heldRank.length < ranks) x.heldRank = new Int32Array(ranks);
  if (x.suitOrder.length < suits) {
    x.suitOrder = new Int32Array(suits);
    x.suitKey = new Int32Array(suits);
  }
}

/**
 * Lists the plays of `h` into `out` (from its start) and returns how many: over a play to beat of
 * meld type `target` (compileMelds' number), `size` cards, `height` and `low`; or, with target
 * LEAD, every play of every type that may lead. The steps of the listing are in out.steps.
 */
export function listPlays(m: CoreMelds, h: RankHand, target: number, size: number, height: number, low: number, out: PlayBuffer): number {
  void low; // the target's low never decides what beats it (melds/beats.ts)
  const x = L;
  x.m = m;
  x.h = h;
  x.out = out;
  out.count = 0;
  out.steps = 0;
  out.start[0] = 0;
  scratch(h.n + h.w + 1, m.wildMax - m.wildMin + 1, m.suits.length);
  const lead = target === LEAD;
  x.hasTarget = !lead;
  if (!lead) {
    x.tHeight = height;
    x.resetOK = m.reset && height === m.deckMax;
    x.resetRank = m.resetRank;
  }
  const total = h.n + h.w;
  const nt = m.names.length;
  for (let t = 0; t < nt; t++) {
    if (lead ? m.lead[t] === 0 : t !== target) continue;
    const max = m.max[t] as number;
    const minN = lead ? (m.min[t] as number) : Math.max(m.min[t] as number, size);
    const maxN = Math.min(lead ? max : size, max, total);
    if (minN > maxN) continue;
    x.type = t;
    x.allowAt = t * m.size;
    x.minN = minN;
    x.maxN = maxN;
    x.maxWilds = m.maxWilds[t] as number;
    x.minNaturals = m.minNaturals[t] as number;
    x.step = m.step[t] as number;
    const kind = m.kind[t];
    if (kind === SINGLE) singles(x);
    else if (kind === SET) sets(x);
    else if (kind === RUN) runs(x);
  }
  return out.count;
}

/** Room in out for one more play of n cards (a wild takes two more numbers). */
function room(out: PlayBuffer, n: number): void {
  const end = out.start[out.count] as number;
  if (end + 2 + 3 * n > out.data.length) {
    const d = new Int32Array(Math.max(end + 2 + 3 * n, out.data.length * 2));
    d.set(out.data);
    out.data = d;
  }
  if (out.count + 2 > out.start.length) {
    // A turn lists at most so many plays (move-limits.ts): the same error, before memory runs out.
    if (out.count >= MAX_LEGAL_MOVES) checkPlayCount(out.count);
    const s = new Int32Array(out.start.length * 2);
    s.set(out.start);
    out.start = s;
  }
}

/** Play `out.count` ends at `end` (n cards): counted. */
function done(out: PlayBuffer, end: number, n: number): void {
  out.steps += n;
  out.start[++out.count] = end;
}

// ---- singles (a free meld of one card: enum-loose.ts) ----

function singles(x: Listing): void {
  const m = x.m;
  const h = x.h;
  const out = x.out;
  const ht = x.hasTarget;
  const th = x.tHeight;
  const rOK = x.resetOK;
  const rR = x.resetRank;
  const allow = m.allow;
  const at = x.allowAt;
  const rank = m.rank;
  const ranked = m.ranked;
  const nat = h.nat;
  const type = x.type;
  const natOK = x.minNaturals <= 1;
  const n = h.n;
  // Over a table without the reset, the wanted naturals are the cards without a rank (a 0) when 0
  // is above it, then those from the first rank above it on (canonical order: no rank first, then
  // ranks ascending): found from the top of the hand, listed from there.
  const skip = ht && !rOK;
  let from = 0;
  if (skip) {
    from = n;
    while (from > 0 && ranked[nat[from - 1] as number] === 1 && (rank[nat[from - 1] as number] as number) > th) from--;
  }
  if (natOK) {
    if (skip && th < 0) {
      for (let i = 0; i < from && ranked[nat[i] as number] === 0; i++) {
        const k = nat[i] as number;
        if (allow[at + k] === 0) continue;
        room(out, 1);
        const d = out.data;
        let e = out.start[out.count] as number;
        d[e++] = type;
        d[e++] = 1;
        d[e++] = k;
        done(out, e, 1);
      }
    }
    for (let i = from; i < n; i++) {
      const k = nat[i] as number;
      if (allow[at + k] === 0) continue;
      // A card without a rank is a 0 in a single (shape.ts extent).
      const r = ranked[k] === 1 ? (rank[k] as number) : 0;
      if (ht && !(r > th || (rOK && r === rR))) continue;
      room(out, 1);
      const d = out.data;
      let e = out.start[out.count] as number;
      d[e++] = type;
      d[e++] = 1;
      d[e++] = k;
      done(out, e, 1);
    }
  }
  const w = h.w;
  if (w === 0 || x.maxWilds < 1 || x.minNaturals > 0) return;
  const first = h.byId[w] as number;
  for (let r = skip ? Math.max(m.wildMin, th + 1) : m.wildMin, hi = m.wildMax; r <= hi; r++) {
    if (ht && !(r > th || (rOK && r === rR))) continue;
    room(out, 1);
    const d = out.data;
    let e = out.start[out.count] as number;
    d[e++] = type;
    d[e++] = 1;
    d[e++] = -1 - first;
    d[e++] = r;
    d[e++] = -1;
    done(out, e, 1);
  }
}

// ---- sets (enum-sets.ts) ----

function sets(x: Listing): void {
  const m = x.m;
  const h = x.h;
  const ht = x.hasTarget;
  const th = x.tHeight;
  const rOK = x.resetOK;
  const rR = x.resetRank;
  const allow = m.allow;
  const at = x.allowAt;
  const rank = m.rank;
  const ranked = m.ranked;
  const suit = m.suit;
  const nat = h.nat;
  const n = h.n;
  const w = h.w;
  const wMin = m.wildMin;
  const wMax = m.wildMax;
  const grp = x.grp;
  const held = x.heldRank;
  const stamp = ++x.stamp;
  let i = 0;
  // Cards without a rank come first in canonical order: no set holds them.
  while (i < n && ranked[nat[i] as number] === 0) i++;
  // Over a table without the reset, only ranks above it: from the first natural above it on (ranks ascend).
  const skip = ht && !rOK;
  if (skip) {
    let from = n;
    while (from > i && (rank[nat[from - 1] as number] as number) > th) from--;
    i = from;
  }
  while (i < n) {
    const r = rank[nat[i] as number] as number;
    let g = 0;
    let g0 = 0;
    let j = i;
    for (; j < n; j++) {
      const k = nat[j] as number;
      if (rank[k] !== r) break;
      if (allow[at + k] === 0) continue;
      grp[g++] = k;
      // Cards without a suit come first among the rank's: the first g0 of the group.
      if ((suit[k] as number) < 0) g0++;
    }
    i = j;
    if (g === 0) continue;
    const wild = r >= wMin && r <= wMax;
    if (wild) held[r - wMin] = stamp;
    if (!ht || r > th || (rOK && r === rR)) setsAt(x, r, g, g0, wild ? w : 0);
  }
  if (w === 0) return;
  // Ranks held by no natural the type allows, ascending.
  for (let r = skip ? Math.max(wMin, th + 1) : wMin; r <= wMax; r++) {
    if (held[r - wMin] === stamp) continue;
    if (!ht || r > th || (rOK && r === rR)) setsAt(x, r, 0, 0, w);
  }
}

/** The sets of rank `r`: `g` naturals in grp (the first g0 without a suit), and up to `wa` wilds. */
function setsAt(x: Listing, r: number, g: number, g0: number, wa: number): void {
  const lo = x.minN;
  const hi = x.maxN;
  const maxW = x.maxWilds;
  const minNat = x.minNaturals;
  const out = x.out;
  const h = x.h;
  const nw = h.w;
  const byId = h.byId;
  const grp = x.grp;
  const type = x.type;
  const idOrder = x.m.idOrder;
  for (let mask = 0; mask < 1 << g; mask++) {
    let pc = 0;
    for (let q = mask; q !== 0; q &= q - 1) pc++;
    for (let j = 0; j <= wa; j++) {
      const n = pc + j;
      if (n < lo) continue;
      if (n > hi) break;
      if (j > maxW || n - j < minNat) continue;
      room(out, n);
      const d = out.data;
      let e = out.start[out.count] as number;
      d[e++] = type;
      d[e++] = n;
      const row = j * nw;
      let b = 0;
      if (g0 > 0) {
        // Wilds (no suit) and the naturals without a suit, merged by id (canonical order).
        let p = 0;
        while (p < j || b < g0) {
          if (b < g0 && (mask & (1 << b)) === 0) {
            b++;
            continue;
          }
          if (p < j && (b >= g0 || (idOrder[byId[row + p] as number] as number) < (idOrder[grp[b] as number] as number))) d[e++] = -1 - (byId[row + p++] as number);
          else d[e++] = grp[b++] as number;
        }
      } else for (let p = 0; p < j; p++) d[e++] = -1 - (byId[row + p] as number);
      for (; b < g; b++) if (mask & (1 << b)) d[e++] = grp[b] as number;
      for (let p = 0; p < j; p++) {
        d[e++] = r;
        d[e++] = -1;
      }
      done(out, e, n);
    }
  }
}

// ---- runs (enum-runs.ts, without wrapping) ----

function runs(x: Listing): void {
  const m = x.m;
  const h = x.h;
  const allow = m.allow;
  const at = x.allowAt;
  const rank = m.rank;
  const ps = x.pass;
  const pr = x.passRank;
  const w = h.w;
  if (m.suited[x.type] === 0) {
    const ranked = m.ranked;
    const nat = h.nat;
    let c = 0;
    for (let i = 0; i < h.n; i++) {
      const k = nat[i] as number;
      if (ranked[k] === 0 || allow[at + k] === 0) continue;
      ps[c] = k;
      pr[c++] = rank[k] as number;
    }
    runPass(x, -1, c, w > 0, false);
    return;
  }
  // Suits in the order of their first natural (search.ts bySuit): by that card's canonical place.
  const canon = m.canon;
  const size = m.size;
  const list = h.suitCards;
  const suitN = h.suitN;
  const so = x.suitOrder;
  const sk = x.suitKey;
  let ns = 0;
  for (let s = 0, S = m.suits.length; s < S; s++) {
    const base = s * size;
    const end = base + (suitN[s] as number);
    let k = base;
    while (k < end && allow[at + (list[k] as number)] === 0) k++;
    if (k === end) continue;
    const key = canon[list[k] as number] as number;
    let j = ns++;
    for (; j > 0 && (sk[j - 1] as number) > key; j--) {
      so[j] = so[j - 1] as number;
      sk[j] = sk[j - 1] as number;
    }
    so[j] = s;
    sk[j] = key;
  }
  const wildSuit = m.wildSuit;
  for (let q = 0; q < ns; q++) {
    const s = so[q] as number;
    const base = s * size;
    const end = base + (suitN[s] as number);
    let c = 0;
    for (let k = base; k < end; k++) {
      const card = list[k] as number;
      if (allow[at + card] === 0) continue;
      ps[c] = card;
      pr[c++] = rank[card] as number;
    }
    runPass(x, s, c, w > 0 && wildSuit[s] === 1, true);
  }
  if (w > 0 && m.wildSuit0 >= 0) runPass(x, m.wildSuit0, 0, true, false);
}

/**
 * `c` cards in x.pass, ascending rank: list-indexed.ts runPass, with the ranks the pass holds as
 * bits (rank − rankBase) instead of per-rank prefix counts: a window of ranks is judged by masks,
 * and a pass costs its cards and its windows, not the span of ranks.
 */
function runPass(x: Listing, suit: number, c: number, wildOK: boolean, needNatural: boolean): void {
  const m = x.m;
  const step = x.step;
  const ps = x.pass;
  const pr = x.passRank;
  const nMin = c > 0 ? (pr[0] as number) : Infinity;
  const nMax = c > 0 ? (pr[c - 1] as number) : -Infinity;
  const wildLo = wildOK ? m.wildMin : Infinity;
  const wildHi = wildOK ? m.wildMax : -Infinity;
  const lo = Math.min(nMin, wildLo);
  const hi = Math.max(nMax, wildHi);
  if (lo > hi) return;
  const nw = x.h.w;
  const minN = x.minN;
  const longest = Math.min(x.maxN, c + (wildOK ? nw : 0));
  if (longest < minN) return;
  const ht = x.hasTarget;
  const th = x.tHeight;
  const rOK = x.resetOK;
  if (ht && !rOK && (needNatural ? Math.min(hi, nMax + (longest - 1) * step) : hi) <= th) return;
  const base = m.rankBase;
  // The ranks held (P), and per rank its first card in the pass and how many (read where P has it).
  const rs = x.rankStart;
  const rc = x.rankCount;
  let held = 0;
  for (let k = c - 1; k >= 0; k--) {
    const i = (pr[k] as number) - base;
    rs[i] = k;
    const bit = 1 << i;
    if ((held & bit) !== 0) rc[i]++;
    else {
      rc[i] = 1;
      held |= bit;
    }
  }
  const wilds = wildOK ? m.wildBits : 0;
  const free = held | wilds;
  const rR = x.resetRank;
  const ch = x.choice;
  const op = x.option;
  const after = x.missing;
  const byId = x.h.byId;
  const out = x.out;
  const type = x.type;
  const maxW = x.maxWilds;
  const minNat = x.minNaturals;
  const gap = ~held & 0x7fffffff;
  for (let len = minN; len <= longest; len++) {
    const span = (len - 1) * step;
    // Every rank lies within 30 of rankBase: no window spans more.
    if (span > 30) break;
    let from = lo;
    let to = hi - span;
    if (needNatural) {
      from = Math.max(from, nMin - span);
      to = Math.min(to, nMax);
    }
    if (from > to) {
      if (!ht) break;
      continue;
    }
    // Every window of this length at once, as bits by its start (rank − rankBase): whether each
    // position can be filled, whether it holds a natural, and how many positions hold none (a
    // counter in five bit planes, saturating at 31: c4…c0).
    let fill = 0x7fffffff;
    let nat = 0;
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    for (let q = 0; q < len; q++) {
      const sft = q * step;
      fill &= free >>> sft;
      nat |= held >>> sft;
      let v = gap >>> sft;
      let c = c0 & v;
      c0 ^= v;
      v = c;
      c = c1 & v;
      c1 ^= v;
      v = c;
      c = c2 & v;
      c2 ^= v;
      v = c;
      c = c3 & v;
      c3 ^= v;
      v = c;
      c4 |= v;
      // (c4 saturates: at most 31 positions.)
    }
    // The starts with more positions to fill by wilds than there are wilds (count > nw, bit by bit from the top).
    let gt = 0;
    let eq = 0x7fffffff;
    if (nw < len) {
      if ((nw & 16) !== 0) eq &= c4;
      else {
        gt |= eq & c4;
        eq &= ~c4;
      }
      if ((nw & 8) !== 0) eq &= c3;
      else {
        gt |= eq & c3;
        eq &= ~c3;
      }
      if ((nw & 4) !== 0) eq &= c2;
      else {
        gt |= eq & c2;
        eq &= ~c2;
      }
      if ((nw & 2) !== 0) eq &= c1;
      else {
        gt |= eq & c1;
        eq &= ~c1;
      }
      if ((nw & 1) === 0) gt |= eq & c0;
    }
    // The windows that fit, from `from` to `to`.
    const f0 = from - base;
    let fits = fill & ~gt & (((2 << (to - base)) - 1) & ~((1 << f0) - 1));
    // No window of this length fits (every start looked at: a lead): none longer does, as a longer
    // window holds one of this length (step > 0) with as many positions to fill.
    if (fits === 0) {
      if (!ht) break;
      continue;
    }
    if (needNatural) fits &= nat;
    if (ht) {
      // Above the table: the starts topping it, and the reset rank's.
      const w0 = th - span + 1 - base;
      let wanted = w0 <= 0 ? 0x7fffffff : w0 > 30 ? 0 : 0x7fffffff & ~((1 << w0) - 1);
      if (rOK && rR - base >= 0 && rR - base <= 30) wanted |= 1 << (rR - base);
      fits &= wanted;
    }
    let pat = 0;
    for (let q = 0; q < len; q++) pat |= 1 << (q * step);
    while (fits !== 0) {
      const low = fits & -fits;
      fits ^= low;
      const sh = 31 - Math.clz32(low);
      const a = sh + base;
      const gaps = (pat << sh) & gap;
      // after[p]: the positions above p without a natural (each needs a wild).
      after[len - 1] = 0;
      for (let q = len - 2; q >= 0; q--) after[q] = (after[q + 1] as number) + ((gaps >>> (sh + (q + 1) * step)) & 1);
      // Every choice of a natural or a wild per position, depth first, naturals before the wild.
      let used = 0;
      let naturals = 0;
      let p = 0;
      op[0] = -1;
      while (p >= 0) {
        const i = sh + p * step;
        const prev = op[p] as number;
        const count = ((held >>> i) & 1) === 1 ? (rc[i] as number) : 0;
        if (prev >= 0) {
          if (prev === count) used--;
          else naturals--;
        }
        const o = prev + 1;
        if (o < count) {
          ch[p] = ps[(rs[i] as number) + o] as number;
          naturals++;
        } else if (o === count && ((wilds >>> i) & 1) === 1 && used + (after[p] as number) < nw) {
          ch[p] = -1;
          used++;
        } else {
          p--;
          continue;
        }
        op[p] = o;
        if (p + 1 < len) {
          op[++p] = -1;
          continue;
        }
        if (needNatural && naturals === 0) continue;
        if (used > maxW || len - used < minNat) continue;
        room(out, len);
        const d = out.data;
        let e = out.start[out.count] as number;
        d[e++] = type;
        d[e++] = len;
        const row = used * nw;
        // The cards, and after them each wild's declaration (at w, in the cards' order).
        let w = e + len;
        let next = 0;
        for (let q = 0; q < len; q++) {
          const k = ch[q] as number;
          if (k >= 0) d[e + q] = k;
          else {
            d[e + q] = -1 - (byId[row + next++] as number);
            d[w++] = a + q * step;
            d[w++] = suit;
          }
        }
        done(out, w, len);
      }
    }
  }
}
