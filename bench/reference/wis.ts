// Worst In Show, 4 players: a hand-written random playout, a speed reference for the runtime
// (issue 9). It follows rules/worst-in-show/game.yaml with its default options (floor: total,
// later_leader: rotate) and lists every decision's legal moves in the runtime's order, so with the
// runtime's random numbers (./rng.ts) it plays the very game the runtime plays on the same seed.
//
// Rulings taken from the rule file: hand r is led by seat r-1; the 48 cards (1-12 × 4 suits, Great
// Danes trump) are shuffled and all dealt from the leader on; each seat in turn (seat order) splits
// its hand by dealt position, the last 1-6 cards going right (the bid); a leader plays from the
// left; a follower plays a left card of the led suit, or any left card when it has none, or — only
// when it holds the led suit on the left — any right card (misbehaving); a seat whose turn starts
// with an empty left sits out (its right cards are discarded; a sitting-out leader passes the lead
// clockwise); the hand ends after 12 tricks or when at most one seat is still in (an unfinished
// trick is won by nobody); emptying the right side scores 1/2/4/2 by order of clearing, else −2;
// a bid made exactly scores 3, off by one 1; the running total never drops below 0.
import { newRng, nextInt, seedRng, shuffle } from './rng.js';
import { timeGames, type GameStats } from './common.js';

const PLAYERS = 4;
const ROUNDS = 4;
const DECK = 48;
const HAND = 12;
const TRICKS = 12;
const TRUMP = 0; // suits as declared: G (Great Danes, trump) B P C; card = suit * 12 + rank - 1
const SPLITS = 6; // right side: 1..6 cards
const CLEAR_POINTS = [1, 2, 4, 2, 1];

// Each side keeps the dealt order: the runtime lists moves in zone order.
const left = new Int32Array(PLAYERS * HAND);
const right = new Int32Array(PLAYERS * HAND);
const leftLen = new Int32Array(PLAYERS);
const rightLen = new Int32Array(PLAYERS);
const bids = new Int32Array(PLAYERS);
const tricks = new Int32Array(PLAYERS);
const clearPoints = new Int32Array(PLAYERS);
const cleared = new Int8Array(PLAYERS);
const out = new Int8Array(PLAYERS); // sat out this hand
const played = new Int8Array(PLAYERS); // played to the current trick
const scores = new Int32Array(PLAYERS);
const deck = new Int32Array(DECK);
const gameRng = newRng();
const botRngs = [newRng(), newRng(), newRng(), newRng()];

const suitOf = (c: number): number => (c / 12) | 0;
const rankOf = (c: number): number => (c % 12) + 1;

/** The next seat clockwise after `from` that is still in and has not played to the trick, or -1. */
function nextUnplayed(from: number): number {
  for (let i = 1; i <= PLAYERS; i++) {
    const seat = (from + i) % PLAYERS;
    if (!out[seat] && !played[seat]) return seat;
  }
  return -1;
}

/** Removes entry i of a side (keeping the order); returns the card. */
function take(side: Int32Array, lens: Int32Array, p: number, i: number): number {
  const o = p * HAND;
  const n = (lens[p] as number) - 1;
  const c = side[o + i] as number;
  for (let j = o + i; j < o + n; j++) side[j] = side[j + 1] as number;
  lens[p] = n;
  return c;
}

function dealHand(leader: number, trace: number[] | null): void {
  for (let i = 0; i < DECK; i++) deck[i] = i;
  shuffle(gameRng, deck, DECK);
  // Dealt from the leader on: seat (leader + i) % 4 gets cards i, i + 4, … in that order.
  for (let p = 0; p < PLAYERS; p++) {
    const seat = (leader + p) % PLAYERS;
    for (let j = 0; j < HAND; j++) left[seat * HAND + j] = deck[p + j * PLAYERS] as number;
  }
  // The split: each seat in seat order picks the size of its right side; the last cards go right.
  for (let p = 0; p < PLAYERS; p++) {
    if (trace !== null) trace.push(SPLITS);
    const r = 1 + nextInt(botRngs[p] as Int32Array, SPLITS);
    for (let j = 0; j < r; j++) right[p * HAND + j] = left[p * HAND + HAND - r + j] as number;
    leftLen[p] = HAND - r;
    rightLen[p] = r;
    bids[p] = r;
  }
  tricks.fill(0);
  clearPoints.fill(-2);
  cleared.fill(0);
  out.fill(0);
}

/** Plays one hand's tricks; returns the moves made (not counting the splits). */
function playTricks(leader: number, trace: number[] | null): number {
  let moves = 0;
  let inPlay = PLAYERS;
  let clears = 0;
  let nextLeader = leader;
  for (let trick = 0; trick < TRICKS; trick++) {
    played.fill(0);
    let turn = nextLeader;
    while (out[turn]) turn = (turn + 1) % PLAYERS;
    let plays = 0;
    let led = -1;
    let best = -1;
    let bestTrump = false;
    let bestRank = 0;
    for (;;) {
      if (turn === -1) break; // everyone still in has played
      const p = turn;
      if ((leftLen[p] as number) === 0) {
        // Nothing left of the Obedience card: sit out, discarding the right side.
        out[p] = 1;
        rightLen[p] = 0;
        if (--inPlay <= 1) return moves; // the hand ends; this trick is won by nobody
        if (plays === 0) {
          let q = (p + 1) % PLAYERS; // the lead passes clockwise
          while (out[q]) q = (q + 1) % PLAYERS;
          turn = q;
        } else turn = nextUnplayed(p);
        continue;
      }
      // The legal moves, in the runtime's order.
      const lo = p * HAND;
      const nl = leftLen[p] as number;
      let ledHeld = 0;
      if (plays > 0) for (let i = 0; i < nl; i++) if (suitOf(left[lo + i] as number) === led) ledHeld++;
      const total = ledHeld > 0 ? ledHeld + (rightLen[p] as number) : nl;
      if (trace !== null) trace.push(total);
      const k = nextInt(botRngs[p] as Int32Array, total);
      moves++;
      let card: number;
      if (ledHeld === 0) card = take(left, leftLen, p, k);
      else if (k < ledHeld) {
        let i = 0;
        for (let seen = -1; ; i++) if (suitOf(left[lo + i] as number) === led && ++seen === k) break;
        card = take(left, leftLen, p, i);
      } else {
        card = take(right, rightLen, p, k - ledHeld); // misbehave
        if (rightLen[p] === 0 && !cleared[p]) {
          cleared[p] = 1;
          clearPoints[p] = CLEAR_POINTS[clears++] as number;
        }
      }
      const suit = suitOf(card);
      const rank = rankOf(card);
      const trump = suit === TRUMP;
      if (plays === 0) led = suit;
      if ((trump || suit === led) && (best === -1 || (trump && !bestTrump) || (trump === bestTrump && rank > bestRank))) {
        best = p;
        bestTrump = trump;
        bestRank = rank;
      }
      plays++;
      played[p] = 1;
      turn = nextUnplayed(p);
    }
    tricks[best] = (tricks[best] as number) + 1;
    nextLeader = best;
  }
  return moves;
}

function scoreHand(): void {
  for (let p = 0; p < PLAYERS; p++) {
    const off = Math.abs((tricks[p] as number) - (bids[p] as number));
    const gain = (off === 0 ? 3 : off === 1 ? 1 : 0) + (clearPoints[p] as number);
    scores[p] = (scores[p] as number) + Math.max(-(scores[p] as number), gain); // floor: total
  }
}

/** One game on `seed`, seeded as bench/playouts.ts seeds the runtime's; returns its moves. */
function runGame(seed: number, trace: number[] | null): number {
  seedRng(gameRng, String(seed));
  for (let i = 0; i < PLAYERS; i++) seedRng(botRngs[i] as Int32Array, `bot:${seed}:${i}`);
  scores.fill(0);
  let moves = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const leader = round % PLAYERS; // later_leader: rotate
    dealHand(leader, trace);
    moves += PLAYERS + playTricks(leader, trace);
    scoreHand();
  }
  return moves;
}

/** One random game of Worst In Show (4 players) on `seed`; `trace` collects legal-move counts. */
export function playWis(seed: number, trace?: number[]): GameStats {
  const moves = runGame(seed, trace ?? null);
  return { moves, rounds: ROUNDS, scores: Array.from(scores) };
}

/** Games per second over seeds 0, 1, 2, … for at least `seconds`. */
export function measureWis(seconds: number): number {
  return timeGames(seconds, (seed) => runGame(seed, null));
}

/** A position for counting legal moves (the checks build it from a runtime state). */
export interface WisPosition {
  /** Suit letters of the left side's cards. */
  readonly left: readonly string[];
  readonly rightSize: number;
  /** The led suit's letter; null when leading. */
  readonly led: string | null;
}

/** How many legal moves the position has, as this reference lists them (0: the seat sits out). */
export function wisLegalMoveCount(pos: WisPosition): number {
  if (pos.led === null) return pos.left.length;
  const held = pos.left.filter((s) => s === pos.led).length;
  return held > 0 ? held + pos.rightSize : pos.left.length;
}
