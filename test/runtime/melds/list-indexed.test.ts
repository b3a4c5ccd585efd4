// listIndexed (the listing over the card table) against enumeratePlays: on random rules of the
// kinds it takes (singles, sets, runs suited or not, any step, wild limits, the reset) and random
// hands, leading and over a meld, it must list the same plays with the same cards in the same
// order; for what it does not take it must answer false having listed nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumeratePlays, type HandCard, type Meld, type MeldRules, type MeldType, type Play, type PlayedCard } from '../../../runtime/melds/index.js';
import { cardTable, type CardTable } from '../../../runtime/melds/card-table.js';
import { compile } from '../../../runtime/melds/compile.js';
import { listIndexed } from '../../../runtime/melds/list-indexed.js';
import { owl } from './fixtures.js';
import { copyWild, emptyWild, wildToWrite } from '../../../runtime/wild-record.js';
import { closeBudget, openBudget, stepsLeft, withLimits } from '../../../runtime/budget.js';
import { withLegalMovesCap } from '../../../runtime/move-limits.js';

const SUITS = ['M', 'F', 'B', 'N'];

/** Two copies of ranks 0..7 in four suits: ids `3M`, `3M'`. */
function deck(): HandCard[] {
  const out: HandCard[] = [];
  for (const copy of ['', "'"]) for (const suit of SUITS) for (let r = 0; r <= 7; r++) out.push({ id: `${r}${suit}${copy}`, rank: r, suit, wild: false });
  return out;
}

const DECK = deck();
const TABLE = cardTable(DECK);

/** The plays listIndexed gives, as the engine's plays (naturals as the table's cards). */
function listed(t: CardTable, rules: MeldRules, hand: readonly string[], wild: Record<string, boolean>, target: Meld | null, key?: number): Play[] | null {
  const plays: Play[] = [];
  const ok = listIndexed(t, compile(rules), hand, wild, target, (type, p) => {
    const cards: PlayedCard[] = [];
    for (let i = 0; i < p.n; i++) {
      const c = t.cards[p.card[i] as number] as HandCard;
      if (p.wild[i] === 1) {
        const suit = p.suit[i] ?? null;
        expect(p.slot[i]).toBe(suit === null ? 0 : t.suits.includes(suit) ? t.suits.indexOf(suit) + 1 : -1);
      }
      cards.push(p.wild[i] === 1 ? { id: c.id, rank: p.rank[i] as number, suit: p.suit[i] ?? null, wild: true } : c);
    }
    plays.push({ type, cards });
  }, key);
  return ok ? plays : (expect(plays).toEqual([]), null);
}

function engine(hand: readonly string[], wild: Record<string, boolean>, rules: MeldRules, target: Meld | null): Play[] {
  const cards = hand.map((id) => {
    const c = DECK.find((d) => d.id === id) as HandCard;
    return wild[id] ? { id, rank: c.rank, suit: c.suit, wild: true } : c;
  });
  return enumeratePlays(cards, rules, target);
}

const arbRules: fc.Arbitrary<MeldRules> = fc.record({
  singleLeads: fc.boolean(),
  setMax: fc.constantFrom(2, 3, Infinity),
  setWilds: fc.constantFrom(undefined, 0, 1),
  runSuited: fc.boolean(),
  runStep: fc.constantFrom(1, 2),
  runMin: fc.constantFrom(2, 3),
  runNaturals: fc.constantFrom(undefined, 1, 2),
  runLeads: fc.boolean(),
  wildLo: fc.constantFrom(0, 1, 3),
  wildHi: fc.constantFrom(-1, 5, 9),
  wildSuits: fc.constantFrom(SUITS, ['F', 'M'], ['N']),
  reset: fc.boolean(),
}).map((o) => {
  const types: MeldType[] = [
    { name: 'single', size: { min: 1, max: 1 }, lead: o.singleLeads },
    { name: 'set', size: { min: 2, max: o.setMax }, same: 'rank', lead: true, ...(o.setWilds !== undefined ? { maxWilds: o.setWilds } : {}) },
    {
      name: 'run', size: { min: o.runMin, max: Infinity }, step: o.runStep, lead: o.runLeads,
      ...(o.runSuited ? { same: 'suit' as const } : {}), ...(o.runNaturals !== undefined ? { minNaturals: o.runNaturals } : {}),
    },
  ];
  return {
    types, wildRanks: { min: o.wildLo, max: o.wildHi }, wildSuits: o.wildSuits, deckMinRank: 0, deckMaxRank: 7,
    ...(o.reset ? { reset: { rank: 0 } } : {}),
  };
});

const arbHand = fc.record({
  picks: fc.uniqueArray(fc.nat(DECK.length - 1), { maxLength: 11 }),
  wilds: fc.nat(3),
  target: fc.nat(),
});

describe('listIndexed', () => {
  it('lists what enumeratePlays lists, in its order, leading and over each kind of meld', () => {
    fc.assert(fc.property(arbRules, arbHand, (rules, h) => {
      const hand = h.picks.map((i) => (DECK[i] as HandCard).id);
      const wild: Record<string, boolean> = {};
      for (const id of hand.slice(0, h.wilds)) wild[id] = true;
      const leads = engine(hand, wild, rules, null);
      expect(listed(TABLE, rules, hand, wild, null)).toEqual(leads);
      // Over a play of another hand (the complement's own leads, every type allowed to lead).
      const others = DECK.filter((d) => !hand.includes(d.id)).slice(h.target % 7, (h.target % 7) + 9).map((d) => d.id);
      const all = { ...rules, types: rules.types.map((t) => ({ ...t, lead: true })) };
      const theirs = engine(others, {}, all, null);
      if (theirs.length === 0) return;
      const p = theirs[h.target % theirs.length] as Play;
      const m = compile(all).byName.get(p.type);
      expect(m).toBeDefined();
      const ranks = p.cards.map((c) => c.rank as number);
      const target: Meld = { type: p.type, cards: p.cards, height: Math.max(...ranks), low: Math.min(...ranks) };
      expect(listed(TABLE, rules, hand, wild, target)).toEqual(engine(hand, wild, rules, target));
    }), { numRuns: 600 });
  });

  it('lists the runs of duplicate cards and wilds of a two-deck hand in the engine order', () => {
    const hand = ['3M', "3M'", '4M', "5M'", '6F', '0N', '7N'];
    const wild = { '6F': true, '0N': true } as Record<string, boolean>;
    const plays = listed(TABLE, owl, hand, wild, null) as Play[];
    expect(plays).toEqual(engine(hand, wild, owl, null));
    expect(plays.filter((p) => p.type === 'run' && p.cards.length === 3 && p.cards.every((c) => !c.wild)).map((p) => p.cards.map((c) => c.id))).toEqual([
      ['3M', '4M', "5M'"], ["3M'", '4M', "5M'"],
    ]);
  });

  it('sorts a hand of more than 64 naturals into the canonical order', () => {
    const big: HandCard[] = [];
    for (let r = 30; r >= 0; r--) for (const suit of SUITS) big.push({ id: `${suit}${r}`, rank: r, suit, wild: false });
    const t = cardTable(big);
    const rules: MeldRules = { ...owl, types: [owl.types[0] as MeldType, { name: 'pair', size: { min: 2, max: 2 }, same: 'rank', lead: true }] };
    const hand = big.filter((_, i) => i % 3 !== 1).map((c) => c.id).reverse();
    expect(hand.length).toBeGreaterThan(64);
    const plays = listed(t, rules, hand, {}, null) as Play[];
    const cards = hand.map((id) => big.find((c) => c.id === id) as HandCard);
    expect(plays).toEqual(enumeratePlays(cards, rules, null));
    expect(plays.slice(0, 3).map((p) => p.cards[0]?.id)).toEqual(['B0', 'M0', 'N0']);
  });

  it('a hand kept under a key lists, hand after hand, what the hand listed afresh lists', () => {
    // Each step: cards played (dropped), or the hand changed otherwise (a card added, two swapped,
    // a card made wild or not, another table, a card only the general engine takes).
    const only = cardTable([...DECK, { id: 'Solo', rank: 9, suit: 'M', wild: false, only: ['single'] }]);
    const arbStep = fc.record({ kind: fc.nat(9), a: fc.nat(), b: fc.nat() });
    fc.assert(fc.property(arbRules, arbHand, fc.array(arbStep, { maxLength: 12 }), fc.nat(3), (rules, h, steps, key) => {
      let hand = h.picks.map((i) => (DECK[i] as HandCard).id);
      // A wild record as the runtime keeps one (written through wildToWrite, in place).
      const state = { wild: emptyWild() };
      for (const id of hand.slice(0, h.wilds)) wildToWrite(state)[id] = true;
      let wild: Record<string, boolean> = state.wild;
      let table = TABLE;
      const check = () => {
        const fresh = listed(table, rules, hand, wild, null);
        expect(listed(table, rules, hand, wild, null, key)).toEqual(fresh);
        if (fresh !== null && !hand.includes('Solo')) expect(fresh).toEqual(engine(hand, wild, rules, null));
      };
      check();
      for (const st of steps) {
        if (st.kind <= 4 && hand.length > 0) hand = hand.filter((_, i) => i !== st.a % hand.length && (st.kind > 1 || i !== st.b % hand.length));
        else if (st.kind === 5) {
          const id = (DECK[st.a % DECK.length] as HandCard).id;
          if (!hand.includes(id)) hand = [...hand.slice(0, st.b % (hand.length + 1)), id, ...hand.slice(st.b % (hand.length + 1))];
        } else if (st.kind === 6 && hand.length > 1) {
          const i = st.a % hand.length;
          const j = st.b % hand.length;
          hand = hand.map((id, k) => (k === i ? hand[j] : k === j ? hand[i] : id) as string);
        } else if (st.kind === 7 && hand.length > 0) {
          const id = hand[st.a % hand.length] as string;
          // Made wild in place; made natural again in a new record (the runtime never unmakes one).
          if (wild[id] !== true) wildToWrite(state)[id] = true;
          else {
            const w = copyWild(state.wild);
            delete w[id];
            state.wild = w;
          }
          wild = state.wild;
        } else if (st.kind === 8) table = table === TABLE ? cardTable(DECK) : TABLE;
        else if (st.kind === 9) hand = hand.includes('Solo') ? hand.filter((id) => id !== 'Solo') : [...hand, 'Solo'];
        if (hand.includes('Solo') && table === TABLE) table = only;
        if (!hand.includes('Solo') && table === only) table = TABLE;
        check();
      }
    }), { numRuns: 400 });
  });

  it('spends a step per card of each play as it lists it: a budget or a play bound stops it at the same play', () => {
    fc.assert(fc.property(arbRules, arbHand, fc.nat(), fc.nat(), (rules, h, cut, capAt) => {
      const hand = h.picks.map((i) => (DECK[i] as HandCard).id);
      const wild: Record<string, boolean> = {};
      for (const id of hand.slice(0, h.wilds)) wild[id] = true;
      const sizes: number[] = [];
      listIndexed(TABLE, compile(rules), hand, wild, null, (_t, p) => sizes.push(p.n));
      const total = sizes.reduce((a, b) => a + b, 0);
      // What a spend per play gives: plays handed over, steps used, and the error.
      const expected = (steps: number, cap: number) => {
        let used = 0;
        for (let i = 0; i < sizes.length; i++) {
          used += sizes[i] as number;
          if (used > steps) return { plays: i, used, error: 'runtime/too-long' };
          if (i >= cap) return { plays: i, used, error: 'runtime/too-many-moves' };
        }
        return { plays: sizes.length, used, error: null };
      };
      const run = (steps: number, cap: number) => withLimits({ steps }, () => withLegalMovesCap(cap, () => {
        const opened = openBudget();
        let plays = 0;
        let error: string | null = null;
        try {
          listIndexed(TABLE, compile(rules), hand, wild, null, () => plays++);
        } catch (e) {
          error = (e as { code: string }).code;
        }
        const used = steps - stepsLeft();
        closeBudget(opened);
        return { plays, used, error };
      }));
      const steps = total === 0 ? 0 : cut % (total + 2);
      const cap = sizes.length === 0 ? 1 : capAt % (sizes.length + 1);
      expect(run(steps, 100_000)).toEqual(expected(steps, 100_000));
      expect(run(total + 5, cap)).toEqual(expected(total + 5, cap));
      expect(run(steps, cap)).toEqual(expected(steps, cap));
    }), { numRuns: 400 });
  });

  it('answers false, listing nothing, for what only the general engine takes', () => {
    const only = cardTable([...DECK, { id: 'Solo', rank: 9, suit: 'M', wild: false, only: ['single'] }]);
    expect(listed(only, owl, ['3M', 'Solo'], {}, null)).toBeNull();
    // As a wild, `only` does not travel: the card is listed.
    expect(listed(only, owl, ['3M', 'Solo'], { Solo: true }, null)).not.toBeNull();
    const flush: MeldRules = { ...owl, types: [...owl.types, { name: 'flush', size: { min: 3, max: 3 }, same: 'suit', lead: true }] };
    expect(listed(TABLE, flush, ['3M', '4M'], {}, null)).toBeNull();
    const wrap: MeldRules = { ...owl, types: [{ name: 'run', size: { min: 2, max: 9 }, same: 'suit', step: 1, wrap: true, lead: true }] };
    expect(listed(TABLE, wrap, ['3M', '4M'], {}, null)).toBeNull();
    expect(listed(TABLE, owl, ['3M', 'Stranger'], {}, null)).toBeNull();
    // A meld type it does not take that is not listed (it may not lead) changes nothing.
    const quiet: MeldRules = { ...owl, types: [...owl.types, { name: 'flush', size: { min: 3, max: 3 }, same: 'suit', lead: false }] };
    expect(listed(TABLE, quiet, ['3M', '4M'], {}, null)).toEqual(engine(['3M', '4M'], {}, quiet, null));
  });
});
