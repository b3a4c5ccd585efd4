// enumeratePlays against a slow but plainly correct reference: every subset of the hand, every
// declaration of its wilds, every meld type, each checked from the rules' definitions written out
// here anew; the two must list the same plays, each once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beats, canonicalize, classify, enumeratePlays, formsMeld, playKey,
  type HandCard, type Meld, type MeldRules, type MeldType, type Play, type PlayedCard,
} from '../../../runtime/melds/index.js';

// ---- the reference ----

function refShape(t: MeldType, cs: readonly PlayedCard[], rules: MeldRules): { height: number; low: number } | null {
  const n = cs.length;
  if (n === 0 || n < t.size.min || n > t.size.max) return null;
  for (const c of cs) {
    if (c.only && !c.only.includes(t.name)) return null;
    if (c.wild && (c.rank === null || c.rank < rules.wildRanks.min || c.rank > rules.wildRanks.max)) return null;
    if (c.wild && t.same === 'suit' && !rules.wildSuits.includes(c.suit as string)) return null;
    // An any-suit card: a suit of the deck in a suited meld, none elsewhere.
    if (c.anySuit && !c.wild && (t.same === 'suit' ? !(rules.deckSuits ?? []).includes(c.suit as string) : c.suit !== null)) return null;
  }
  const ranks = cs.map((c) => c.rank);
  if (t.same === 'rank') return ranks.every((r) => r !== null && r === ranks[0]) ? { height: ranks[0] as number, low: ranks[0] as number } : null;
  if (t.same === 'suit' && !cs.every((c) => c.suit !== null && c.suit === cs[0]?.suit)) return null;
  if (t.step === undefined) {
    const rs = ranks.map((r) => r ?? 0);
    return { height: Math.max(...rs), low: Math.min(...rs) };
  }
  if (ranks.some((r) => r === null)) return null;
  const sorted = (ranks as number[]).slice().sort((a, b) => a - b);
  const step = t.step;
  if (sorted.every((r, i) => r === (sorted[0] as number) + i * step)) return { height: sorted[n - 1] as number, low: sorted[0] as number };
  if (!t.wrap) return null;
  const cycle = rules.deckMaxRank - rules.deckMinRank + 1;
  if ((n - 1) * step >= cycle) return null; // a run passes the top at most once
  for (let a = rules.deckMinRank; a <= rules.deckMaxRank; a++) {
    const seq = Array.from({ length: n }, (_, i) => rules.deckMinRank + ((a + i * step - rules.deckMinRank) % cycle));
    if (new Set(seq).size === n && seq.slice().sort((x, y) => x - y).every((r, i) => r === sorted[i])) {
      return { height: seq[n - 1] as number, low: a };
    }
  }
  return null;
}

/**
 * What tells two plays apart: the type, the naturals (an any-suit card with its suit), and the
 * wilds' declarations (not which wild).
 */
function refKey(t: MeldType, cs: readonly PlayedCard[]): string {
  const naturals = cs.filter((c) => !c.wild).map((c) => (c.anySuit ? `${c.id}/${c.suit}` : c.id)).sort();
  const decls = cs.filter((c) => c.wild).map((c) => `${c.rank}/${t.same !== 'suit' ? '-' : naturals.length === 0 ? '*' : c.suit}`).sort();
  return `${t.name}|${naturals.join(',')}|${decls.join(',')}`;
}

function refPlays(hand: readonly HandCard[], rules: MeldRules, target: Meld | null): Set<string> {
  const keys = new Set<string>();
  const ranks: number[] = [];
  for (let r = rules.wildRanks.min; r <= rules.wildRanks.max; r++) ranks.push(r);
  const suits: (string | null)[] = [null, ...rules.wildSuits];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const chosen = hand.filter((_, i) => mask & (1 << i));
    const declare = (i: number, acc: PlayedCard[]): void => {
      if (i === chosen.length) {
        for (const t of rules.types) {
          if (target ? t.name !== target.type : !t.lead) continue;
          const shape = refShape(t, acc, rules);
          if (!shape) continue;
          if (target) {
            const reset = rules.reset !== undefined && shape.low === rules.reset.rank && target.height === rules.deckMaxRank;
            if (acc.length !== target.cards.length || !(shape.height > target.height || reset)) continue;
          }
          keys.add(refKey(t, acc));
        }
        return;
      }
      const c = chosen[i] as HandCard;
      if (!c.wild && c.anySuit) {
        for (const suit of [null, ...(rules.deckSuits ?? [])]) declare(i + 1, [...acc, { ...c, suit }]);
        return;
      }
      if (!c.wild) return declare(i + 1, [...acc, c]);
      for (const rank of ranks) for (const suit of suits) declare(i + 1, [...acc, { ...c, rank, suit }]);
    };
    declare(0, []);
  }
  return keys;
}

// ---- random games and hands ----

interface Case { rules: MeldRules; hand: HandCard[]; target: Meld | null }

const SUITS = ['A', 'B', 'C'];

const arbCase = (maxNaturals: number, maxWilds: number): fc.Arbitrary<Case> =>
  fc.record({
    deckMin: fc.constantFrom(0, 1),
    suitCount: fc.constantFrom(2, 3),
    wildSuits: fc.constantFrom(['A', 'B'], ['B', 'A'], ['B']),
    wildLo: fc.constantFrom(-1, 0, 1),
    wildHi: fc.constantFrom(-1, 0, 1),
    setMax: fc.constantFrom(3, Infinity),
    gap: fc.boolean(),
    wrap: fc.boolean(),
    reset: fc.boolean(),
    runLeads: fc.boolean(),
    naturals: fc.array(fc.record({ rank: fc.nat(3), suit: fc.nat(2) }), { maxLength: maxNaturals }),
    wilds: fc.nat(maxWilds),
    specials: fc.subarray(['Dragowl', 'Dowl', 'Owlish', 'OnlyRun', 'Jester', 'Chimera', 'Chimera2', 'OnlyChimera'], { maxLength: 2 }),
    deckSuits: fc.constantFrom('all', 'first'),
    order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    other: fc.array(fc.record({ rank: fc.nat(3), suit: fc.nat(2) }), { maxLength: 4 }),
    otherWild: fc.boolean(),
    pick: fc.option(fc.nat(), { nil: null }),
  }).map((p): Case => {
    const deckMax = p.deckMin + 3;
    const suits = SUITS.slice(0, p.suitCount);
    const types: MeldType[] = [
      { name: 'single', size: { min: 1, max: 1 }, lead: true },
      { name: 'set', size: { min: 2, max: p.setMax }, same: 'rank', lead: true },
      { name: 'run', size: { min: 2, max: Infinity }, same: 'suit', step: 1, wrap: p.wrap, lead: p.runLeads },
    ];
    if (p.gap) types.push({ name: 'gap', size: { min: 2, max: Infinity }, same: 'suit', step: 2, lead: true });
    const rules: MeldRules = {
      types, wildRanks: { min: p.deckMin + p.wildLo, max: deckMax + p.wildHi }, wildSuits: p.wildSuits,
      deckMinRank: p.deckMin, deckMaxRank: deckMax, ...(p.reset ? { reset: { rank: p.deckMin } } : {}),
      deckSuits: p.deckSuits === 'all' ? suits : suits.slice(0, 1),
    };
    const naturalsOf = (list: { rank: number; suit: number }[]): HandCard[] => {
      const byId = new Map<string, HandCard>();
      for (const c of list) {
        const suit = suits[c.suit % suits.length] as string;
        const rank = p.deckMin + c.rank;
        byId.set(`${rank}${suit}`, { id: `${rank}${suit}`, rank, suit, wild: false });
      }
      return [...byId.values()];
    };
    const specials: Record<string, HandCard> = {
      Dragowl: { id: 'Dragowl', rank: deckMax + 2, suit: null, wild: false, only: ['single'] },
      Dowl: { id: 'Dowl', rank: null, suit: null, wild: false },
      Owlish: { id: 'Owlish', rank: p.deckMin, suit: null, wild: false },
      OnlyRun: { id: 'OnlyRun', rank: p.deckMin + 1, suit: 'A', wild: false, only: ['run', 'gap'] },
      Jester: { id: 'Jester', rank: null, suit: null, wild: true, only: ['single', 'run'] },
      // Any-suit cards: fixed ranks, a suit of the deck in suited melds.
      Chimera: { id: 'Chimera', rank: p.deckMin + 1, suit: null, wild: false, anySuit: true },
      Chimera2: { id: 'Chimera2', rank: p.deckMin + 1, suit: null, wild: false, anySuit: true },
      OnlyChimera: { id: 'OnlyChimera', rank: p.deckMin + 2, suit: null, wild: false, anySuit: true, only: ['run', 'set'] },
    };
    // Wild ids sort against hand order ('Wz' is dealt first), to check which wild gets which declaration.
    const wilds = ['Wz', 'Wa'].slice(0, p.wilds).map((id): HandCard => ({ id, rank: null, suit: null, wild: true }));
    const hand = [...naturalsOf(p.naturals), ...p.specials.map((s) => specials[s] as HandCard), ...wilds];
    const keyed = hand.map((c, i) => ({ c, k: p.order[i] ?? 0 }));
    keyed.sort((a, b) => a.k - b.k);
    const shuffled = keyed.map((x) => x.c);

    let target: Meld | null = null;
    if (p.pick !== null) {
      const other = naturalsOf(p.other);
      if (p.otherWild) other.push({ id: 'Wo', rank: null, suit: null, wild: true });
      const leads = enumeratePlays(other, { ...rules, types: types.map((t) => ({ ...t, lead: true })) }, null);
      const play = leads[p.pick % Math.max(1, leads.length)];
      if (play) target = classify(play.cards, rules).find((m) => m.type === play.type) ?? null;
    }
    return { rules, hand: shuffled, target };
  });

// ---- the comparison ----

function check({ rules, hand, target }: Case): void {
  const plays = enumeratePlays(hand, rules, target);
  const typeOf = (p: Play) => rules.types.find((t) => t.name === p.type) as MeldType;
  const keys = plays.map((p) => refKey(typeOf(p), p.cards));
  expect(new Set(keys).size).toBe(keys.length);                     // no duplicates
  expect(new Set(keys)).toEqual(refPlays(hand, rules, target));      // exactly the legal plays
  for (const p of plays) {
    const r = formsMeld(p.cards, rules, target, p.type);
    expect(r.ok).toBe(true);
    if (r.ok && target) expect(beats(r.meld, target, rules)).toBe(true);
    expect(playKey(canonicalize(p, rules, hand))).toBe(playKey(p));   // canonical form
    const usable = hand.filter((c) => c.wild && (!c.only || c.only.includes(p.type)));
    const used = p.cards.filter((c) => c.wild).map((c) => c.id).sort();
    expect(used).toEqual(usable.slice(0, used.length).map((c) => c.id).sort()); // the first k wilds
    for (const c of p.cards.filter((x) => !x.wild)) {
      if (c.anySuit && c.suit !== null) expect({ ...hand.find((h) => h.id === c.id), suit: c.suit }).toEqual(c);
      else expect(hand).toContain(c);
    }
  }
}

describe('enumeratePlays against the reference', () => {
  it('lists the same plays as brute force on small hands with up to 2 wilds', () => {
    fc.assert(fc.property(arbCase(5, 2), check), { numRuns: 400 });
  });

  it('lists the same plays as brute force on larger hands with at most 1 wild', () => {
    fc.assert(fc.property(arbCase(9, 1), check), { numRuns: 300 });
  });
});
