// Of What's Left, base game, 4 players: a hand-written random playout, a speed reference for the
// runtime (issue 9). It follows rules/of-whats-left/game.yaml and lists every decision's legal moves
// in the runtime's own order (runtime/melds/enum-*.ts), so with the runtime's random numbers
// (./rng.ts) it plays the very game the runtime plays on the same seed.
//
// Rulings taken from the rule file: round r is led by seat r-1; the deck (2-13 × 4 suits) is
// shuffled, then an Ace and a special card go to each seat as wilds (two more shuffles), then all
// is dealt from the leader on; plays are singles, sets and suited runs of any length; wilds take
// ranks 1-14; a pass is soft; when the other three have passed, the last player leads anew; a seat
// with 5 or fewer cards has its Bonus flipped and may not pass if it can play; the round ends as
// soon as a hand is empty; score −cards, plus the smallest value left (wild 0) if flipped.
import { newRng, nextInt, seedRng, shuffle, skipShuffle } from './rng.js';
import { timeGames, type GameStats } from './common.js';

const PLAYERS = 4;
const ROUNDS = 4;
const DECK = 48;
const HAND = 14; // 12 dealt + 2 wilds

/** Meld kinds, in the rule file's order (the order plays are listed in). */
export const SINGLE = 0;
export const SET = 1;
export const RUN = 2;
const LEAD = -1;

// Suits are indexed in the order of their letters (B F M N): the runtime sorts cards by rank, then
// suit letter. The deck lists them as declared (M F B N), ranks 2..13.
const SUIT_INDEX: Readonly<Record<string, number>> = { B: 0, F: 1, M: 2, N: 3 };
const DECLARED = [2, 1, 0, 3];
const CARD_SUIT = new Int32Array(DECK);
const CARD_RANK = new Int32Array(DECK);
for (let i = 0; i < DECK; i++) {
  CARD_SUIT[i] = DECLARED[Math.floor(i / 12)] as number;
  CARD_RANK[i] = 2 + (i % 12);
}

// --- Game state: each hand twice, as rank bitmasks per suit (bit r: rank r held) and as suit
// bitmasks per rank (bit s: suit s held). Slot PLAYERS is a scratch hand for owlLegalMoveCount. ---
const hands = new Int32Array((PLAYERS + 1) * 4);
const groups = new Int32Array((PLAYERS + 1) * 16);
const wilds = new Int32Array(PLAYERS);
const sizes = new Int32Array(PLAYERS);
const scores = new Int32Array(PLAYERS);
const deck = new Int32Array(DECK);
const gameRng = newRng();
const botRngs = [newRng(), newRng(), newRng(), newRng()];

// --- The legal plays of one decision, as parallel arrays (no allocation while listing). ---
const MAX_PLAYS = 1 << 15; // a 12-natural suit with 2 wilds lists about 11,000 runs at most
const pKind = new Int8Array(MAX_PLAYS);
const pRank = new Int8Array(MAX_PLAYS); // single/set: the rank; run: its lowest rank
const pSuit = new Int8Array(MAX_PLAYS); // single/set: bitmask of the naturals' suits; run: the suit
const pLen = new Int8Array(MAX_PLAYS); // cards played
const pNat = new Int16Array(MAX_PLAYS); // run: bit i set when rank low+i is a natural
const pWild = new Int8Array(MAX_PLAYS); // wilds used
let count = 0;

function emit(kind: number, rank: number, suit: number, len: number, nat: number, wild: number): void {
  pKind[count] = kind;
  pRank[count] = rank;
  pSuit[count] = suit;
  pLen[count] = len;
  pNat[count] = nat;
  pWild[count] = wild;
  count++;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const lowBit = (x: number): number => 31 - Math.clz32(x & -x);
const highBit = (x: number): number => 31 - Math.clz32(x);

// SUBSET[g * 16 + m]: the suits of group g picked by mask m (bit b of m: the b-th suit of g).
const SUBSET = new Int8Array(256);
for (let g = 0; g < 16; g++) {
  for (let m = 0; m < 16; m++) {
    let suits = 0;
    let b = 0;
    for (let s = 0; s < 4; s++) {
      if (!((g >> s) & 1)) continue;
      if ((m >> b) & 1) suits |= 1 << s;
      b++;
    }
    SUBSET[g * 16 + m] = suits;
  }
}
// The hand being listed and the meld to beat (tH: its height; -1 when leading).
let hOff = 0; // hands[hOff + s]
let gOff = 0; // groups[gOff + r]
let curW = 0;
let tH = -1;
let minN = 0;
let maxN = 0;

/** Lists the plays of seat p's hand (w wilds, `nat` naturals); returns how many. */
function listPlays(p: number, nat: number, w: number, tKind: number, tSize: number, height: number): number {
  count = 0;
  hOff = p * 4;
  gOff = p * 16;
  curW = w;
  tH = height;
  const lead = tKind === LEAD;
  if (lead || tKind === SINGLE) singles();
  if (lead || tKind === SET) {
    minN = lead ? 2 : Math.max(2, tSize);
    maxN = lead ? nat + w : Math.min(tSize, nat + w);
    if (minN <= maxN) sets();
  }
  if (lead || tKind === RUN) {
    minN = lead ? 2 : Math.max(2, tSize);
    maxN = lead ? nat + w : Math.min(tSize, nat + w);
    if (minN <= maxN) runs();
  }
  return count;
}

/** Naturals in canonical order, then one wild at each rank 1-14 (runtime/melds/enum-loose.ts). */
function singles(): void {
  for (let r = Math.max(2, tH + 1); r <= 13; r++) {
    for (let g = groups[gOff + r] as number; g !== 0; g &= g - 1) emit(SINGLE, r, g & -g, 1, 0, 0);
  }
  if (curW > 0) for (let r = Math.max(1, tH + 1); r <= 14; r++) emit(SINGLE, r, 0, 1, 0, 1);
}

/** Per natural rank every subset of its cards plus 0..w wilds; then wilds alone at the other ranks (enum-sets.ts). */
function sets(): void {
  let natural = 0; // ranks held as naturals
  for (let r = 2; r <= 13; r++) {
    const group = groups[gOff + r] as number; // suits held at rank r
    if (group === 0) continue;
    natural |= 1 << r;
    if (r <= tH) continue;
    const g = popcount(group);
    for (let mask = 0; mask < 1 << g; mask++) {
      const suits = SUBSET[group * 16 + mask] as number; // mask bit b picks the b-th held suit
      const pc = popcount(mask);
      for (let j = 0; j <= curW; j++) {
        const n = pc + j;
        if (n < minN) continue;
        if (n > maxN) break;
        emit(SET, r, suits, n, 0, j);
      }
    }
  }
  if (curW === 0) return;
  for (let r = 1; r <= 14; r++) {
    if ((natural >> r) & 1 || r <= tH) continue;
    for (let j = 0; j <= curW; j++) {
      if (j < minN) continue;
      if (j > maxN) break;
      emit(SET, r, 0, j, 0, j);
    }
  }
}

/** Suited runs: per suit in order of its lowest card, then all-wild runs once (enum-runs.ts). */
function runs(): void {
  let seen = 0;
  for (let r = 2; r <= 13 && seen !== 15; r++) {
    for (let g = (groups[gOff + r] as number) & ~seen; g !== 0; g &= g - 1) {
      const s = lowBit(g);
      seen |= 1 << s;
      runPass(s, hands[hOff + s] as number, true);
    }
  }
  if (curW > 0) runPass(SUIT_INDEX['M'] as number, 0, false);
}

// The window being filled: its suit, lowest rank, length, and per position whether a natural or a
// wild may stand there and how many positions from there on only a wild can fill.
let rSuit = 0;
let rLow = 0;
let rLen = 0;
let rNeedNat = false;
const cand = new Int8Array(16);
const canWild = new Int8Array(16);
const missAfter = new Int8Array(17);

function runPass(suit: number, mask: number, needNat: boolean): void {
  const cnt = popcount(mask);
  const wildOK = curW > 0;
  const nMin = cnt > 0 ? lowBit(mask) : 99;
  const nMax = cnt > 0 ? highBit(mask) : -99;
  const lo = wildOK ? Math.min(nMin, 1) : nMin;
  const hi = wildOK ? Math.max(nMax, 14) : nMax;
  if (lo > hi) return;
  const maxLen = Math.min(maxN, cnt + (wildOK ? curW : 0));
  rSuit = suit;
  rNeedNat = needNat;
  for (let len = minN; len <= maxLen; len++) {
    const span = len - 1;
    let from = lo;
    let to = hi - span;
    if (needNat) {
      from = Math.max(from, nMin - span);
      to = Math.min(to, nMax);
    }
    const ones = (1 << len) - 1;
    for (let a = from; a <= to; a++) {
      if (a + span <= tH) continue;
      // Quick refusal: too few naturals in the window for the wilds to fill, or none when one is needed.
      const have = popcount(mask & (ones << a));
      if (len - have > curW || (needNat && have === 0)) continue;
      rLow = a;
      rLen = len;
      fill(mask, wildOK);
    }
  }
}

function fill(mask: number, wildOK: boolean): void {
  missAfter[rLen] = 0;
  for (let i = rLen - 1; i >= 0; i--) {
    const r = rLow + i;
    const c = (mask >> r) & 1;
    const wl = wildOK && r >= 1 && r <= 14 ? 1 : 0;
    if (!c && !wl) return;
    cand[i] = c;
    canWild[i] = wl;
    missAfter[i] = (missAfter[i + 1] as number) + (c ? 0 : 1);
  }
  if ((missAfter[0] as number) > curW) return;
  choose(0, 0, 0);
}

/** Each position: its natural first, then a wild if enough wilds remain. */
function choose(i: number, used: number, nat: number): void {
  if (i === rLen) {
    if (rNeedNat && nat === 0) return;
    emit(RUN, rLow, rSuit, rLen, nat, used);
    return;
  }
  if (cand[i]) choose(i + 1, used, nat | (1 << i));
  if (canWild[i] && used + (missAfter[i + 1] as number) < curW) choose(i + 1, used + 1, nat);
}

/** Removes play k from seat p's hand. */
function applyPlay(p: number, k: number): void {
  const kind = pKind[k] as number;
  const rank = pRank[k] as number;
  const o = p * 4;
  if (kind === RUN) {
    const nat = pNat[k] as number;
    const s = o + (pSuit[k] as number);
    const bit = 1 << (pSuit[k] as number);
    for (let i = 0; i < (pLen[k] as number); i++) {
      if (!((nat >> i) & 1)) continue;
      hands[s] = (hands[s] as number) & ~(1 << (rank + i));
      groups[p * 16 + rank + i] = (groups[p * 16 + rank + i] as number) & ~bit;
    }
  } else {
    const suits = pSuit[k] as number;
    for (let s = 0; s < 4; s++) if ((suits >> s) & 1) hands[o + s] = (hands[o + s] as number) & ~(1 << rank);
    groups[p * 16 + rank] = (groups[p * 16 + rank] as number) & ~suits;
  }
  wilds[p] = (wilds[p] as number) - (pWild[k] as number);
  sizes[p] = (sizes[p] as number) - (pLen[k] as number);
}

function addCard(p: number, rank: number, suit: number): void {
  hands[p * 4 + suit] = (hands[p * 4 + suit] as number) | (1 << rank);
  groups[p * 16 + rank] = (groups[p * 16 + rank] as number) | (1 << suit);
}

function dealRound(leader: number): void {
  for (let i = 0; i < DECK; i++) deck[i] = i;
  shuffle(gameRng, deck, DECK);
  skipShuffle(gameRng, 4); // the four Aces, one to each seat: all alike as wilds
  skipShuffle(gameRng, 4); // the four special cards: wilds too
  hands.fill(0);
  groups.fill(0);
  for (let i = 0; i < DECK; i++) {
    const c = deck[i] as number;
    addCard((leader + (i % PLAYERS)) % PLAYERS, CARD_RANK[c] as number, CARD_SUIT[c] as number);
  }
  wilds.fill(2);
  sizes.fill(HAND);
}

/** Plays one round; returns the moves made. `trace` receives each decision's legal-move count. */
function playRound(leader: number, trace: number[] | null): number {
  let moves = 0;
  let turn = leader;
  let tKind = LEAD;
  let tSize = 0;
  let height = -1;
  let last = -1; // who made the last play of the trick
  let passes = 0; // passes since it
  for (;;) {
    const p = turn;
    const w = wilds[p] as number;
    const n = listPlays(p, (sizes[p] as number) - w, w, tKind, tSize, height);
    // A follower may pass, unless the Bonus is flipped (5 cards or fewer) and a play exists.
    const total = tKind === LEAD || ((sizes[p] as number) <= 5 && n > 0) ? n : n + 1;
    if (trace !== null) trace.push(total);
    const k = nextInt(botRngs[p] as Int32Array, total);
    moves++;
    if (k === n) {
      if (++passes === PLAYERS - 1) {
        // Everyone else passed: the last player clears the table and leads anew.
        tKind = LEAD;
        tSize = 0;
        height = -1;
        passes = 0;
        turn = last;
      } else turn = (p + 1) % PLAYERS;
      continue;
    }
    applyPlay(p, k);
    if (sizes[p] === 0) return moves; // shed out: the round ends at once
    tKind = pKind[k] as number;
    tSize = pLen[k] as number;
    height = tKind === RUN ? (pRank[k] as number) + tSize - 1 : (pRank[k] as number);
    last = p;
    passes = 0;
    turn = (p + 1) % PLAYERS;
  }
}

function scoreRound(): void {
  for (let p = 0; p < PLAYERS; p++) {
    const n = sizes[p] as number;
    let gain = -n;
    if (n > 0 && n <= 5 && wilds[p] === 0) {
      let low = 99;
      for (let s = 0; s < 4; s++) {
        const m = hands[p * 4 + s] as number;
        if (m !== 0) low = Math.min(low, lowBit(m));
      }
      gain += low;
    }
    scores[p] = (scores[p] as number) + gain;
  }
}

/** One game on `seed`, seeded as bench/playouts.ts seeds the runtime's; returns its moves. */
function runGame(seed: number, trace: number[] | null): number {
  seedRng(gameRng, String(seed));
  for (let i = 0; i < PLAYERS; i++) seedRng(botRngs[i] as Int32Array, `bot:${seed}:${i}`);
  scores.fill(0);
  let moves = 0;
  for (let round = 0; round < ROUNDS; round++) {
    dealRound(round % PLAYERS);
    moves += playRound(round % PLAYERS, trace);
    scoreRound();
  }
  return moves;
}

/** One random game of Of What's Left (4 players) on `seed`; `trace` collects legal-move counts. */
export function playOwl(seed: number, trace?: number[]): GameStats {
  const moves = runGame(seed, trace ?? null);
  return { moves, rounds: ROUNDS, scores: Array.from(scores) };
}

/** Games per second over seeds 0, 1, 2, … for at least `seconds`. */
export function measureOwl(seconds: number): number {
  return timeGames(seconds, (seed) => runGame(seed, null));
}

/** A position for counting legal moves (the checks build it from a runtime state). */
export interface OwlPosition {
  readonly naturals: readonly { readonly rank: number; readonly suit: string }[];
  readonly wilds: number;
  /** The meld to beat: its type, size and height; null when leading. */
  readonly target: { readonly meld: 'single' | 'set' | 'run'; readonly size: number; readonly height: number } | null;
  /** The Bonus is flipped: no pass while a play exists. */
  readonly flipped: boolean;
}

/** How many legal moves the position has, plays and pass, as this reference lists them. */
export function owlLegalMoveCount(pos: OwlPosition): number {
  hands.fill(0, PLAYERS * 4);
  groups.fill(0, PLAYERS * 16);
  for (const c of pos.naturals) {
    const s = SUIT_INDEX[c.suit];
    if (s === undefined) throw new Error(`unknown suit ${c.suit}`);
    addCard(PLAYERS, c.rank, s);
  }
  const t = pos.target;
  const kind = t === null ? LEAD : t.meld === 'single' ? SINGLE : t.meld === 'set' ? SET : RUN;
  const n = listPlays(PLAYERS, pos.naturals.length, pos.wilds, kind, t?.size ?? 0, t?.height ?? -1);
  return t === null || (pos.flipped && n > 0) ? n : n + 1;
}
