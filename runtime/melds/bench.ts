// A micro-benchmark of enumeratePlays, for `npm run bench`: mean microseconds per call, listing
// the leads and the follows of random hands of two shapes of game. Not a test: figures only.
import { enumeratePlays } from './enumerate.js';
import type { HandCard, Meld, MeldRules, MeldType } from './types.js';
import { classify } from './classify.js';

export interface BenchCase {
  name: string;
  /** Mean microseconds per enumeratePlays call with no target, and over a target. */
  leadMicros: number;
  followMicros: number;
  /** Mean number of plays listed per call. */
  meanLeads: number;
  meanFollows: number;
}

export interface BenchOptions {
  /** Calls timed per figure (default 20000). */
  iterations?: number;
  /** Random hands cycled through (default 200). */
  hands?: number;
  seed?: number;
  /** Clock in milliseconds; default performance.now() where there is one, else Date.now(). */
  now?: () => number;
}

const TYPES: readonly MeldType[] = [
  { name: 'single', size: { min: 1, max: 1 }, lead: true },
  { name: 'set', size: { min: 2, max: Infinity }, same: 'rank', lead: true },
  { name: 'run', size: { min: 2, max: Infinity }, same: 'suit', step: 1, lead: true },
];
const SUITS = ['M', 'F', 'B', 'N'] as const;

interface Shape { name: string; rules: MeldRules; deck: { min: number; max: number }; size: number; wilds: number }

const SHAPES: readonly Shape[] = [
  {
    name: '15 cards, 3 wilds, ranks 0-17, 4 suits',
    rules: { types: TYPES, wildRanks: { min: 0, max: 17 }, wildSuits: SUITS, deckMinRank: 0, deckMaxRank: 17 },
    deck: { min: 0, max: 17 }, size: 15, wilds: 3,
  },
  {
    name: '14 cards, 2 wilds, ranks 2-13, 4 suits, wilds 1-14',
    rules: { types: TYPES, wildRanks: { min: 1, max: 14 }, wildSuits: SUITS, deckMinRank: 2, deckMaxRank: 13 },
    deck: { min: 2, max: 13 }, size: 14, wilds: 2,
  },
];

/** mulberry32: a small deterministic generator, so that runs compare. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dealHand(shape: Shape, rnd: () => number): HandCard[] {
  const deck: HandCard[] = [];
  for (let r = shape.deck.min; r <= shape.deck.max; r++) {
    for (const s of SUITS) deck.push({ id: `${r}${s}`, rank: r, suit: s, wild: false });
  }
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as HandCard, deck[i] as HandCard];
  }
  const hand = deck.slice(0, shape.size);
  // Wilds are flipped cards: their printed rank and suit no longer count.
  for (let i = 0; i < shape.wilds; i++) {
    const k = Math.floor(rnd() * hand.length);
    const c = hand[k] as HandCard;
    if (c.wild) { i--; continue; }
    hand[k] = { id: c.id, rank: null, suit: null, wild: true };
  }
  return hand;
}

function time(now: () => number, iterations: number, hands: readonly HandCard[][], rules: MeldRules, targets: readonly (Meld | null)[]): { micros: number; mean: number } {
  let listed = 0;
  for (let i = 0; i < Math.min(iterations, 200); i++) enumeratePlays(hands[i % hands.length] as HandCard[], rules, targets[i % targets.length] ?? null);
  const t0 = now();
  for (let i = 0; i < iterations; i++) {
    listed += enumeratePlays(hands[i % hands.length] as HandCard[], rules, targets[i % targets.length] ?? null).length;
  }
  return { micros: ((now() - t0) * 1000) / iterations, mean: listed / iterations };
}

function defaultClock(): () => number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
}

/**
 * Follows: hand i plays over a lead of another random hand, the lead's type taken in turn (single,
 * set, run) and the lead itself at random among that type's.
 */
export function benchMelds(options: BenchOptions = {}): BenchCase[] {
  const iterations = options.iterations ?? 20000;
  const now = options.now ?? defaultClock();
  const rnd = random(options.seed ?? 1);
  return SHAPES.map((shape) => {
    const hands: HandCard[][] = [];
    for (let i = 0; i < (options.hands ?? 200); i++) hands.push(dealHand(shape, rnd));
    const targets: Meld[] = hands.map((_, i) => {
      const other = hands[(i + 1 + Math.floor(rnd() * (hands.length - 1))) % hands.length] as HandCard[];
      const type = (TYPES[i % TYPES.length] as MeldType).name;
      let leads = enumeratePlays(other, shape.rules, null).filter((p) => p.type === type);
      if (leads.length === 0) leads = enumeratePlays(other, shape.rules, null);
      const lead = leads[Math.floor(rnd() * leads.length)] as { type: string; cards: HandCard[] };
      return classify(lead.cards, shape.rules).find((m) => m.type === lead.type) as Meld;
    });
    const leads = time(now, iterations, hands, shape.rules, [null]);
    const follows = time(now, iterations, hands, shape.rules, targets);
    return { name: shape.name, leadMicros: leads.micros, followMicros: follows.micros, meanLeads: leads.mean, meanFollows: follows.mean };
  });
}
