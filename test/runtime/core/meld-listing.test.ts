// The integer core's meld listing (runtime/core/melds/) against the runtime, over random games of
// the climbing games (Of What's Left and Bested Another Time, base and every variant, several
// player counts), played by the runtime with a random bot that picks by index.
//
// Each seat's hand (RankHand) is kept from the moves played: after every move the cards that left
// a hand are removed, the wild flags updated (a held card that became wild is told), and the cards
// that came in inserted in hand order; and it is checked against the state's hand (the naturals
// in canonical order, the wilds in hand order).
//
// What is compared at every climbing decision (a turn in the play phase, no pending choice, no
// interrupt window): the runtime's climbingMoves (legal.ts baseTurnMoves) is the seat's plays
// followed by the pass when the seat may pass; obligations (applied after it: legal.ts
// listedSteps) filter that list and actions (rules.def.actions, listTurn) are appended after it.
// The listing here is the plays part: every `play` move of baseTurnMoves, in order, is compared
// with ours decoded, JSON for JSON (ids, declarations, key order); baseTurnMoves is checked to hold
// nothing after its plays but one pass; and the legal moves' plays (after obligations) are checked
// to be a subsequence of ours.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, type GameState, type Move, type Rules } from '../../../runtime/index.js';
import { baseTurnMoves } from '../../../runtime/legal.js';
import { legalCount, legalPick } from '../../../runtime/legal.js';
import { handKey, targetMeld } from '../../../runtime/climbing.js';
import { inWindow } from '../../../runtime/interrupt-window.js';
import { nextInt, seedRng } from '../../../runtime/rng.js';
import { compileMelds, decodePlays, LEAD, listPlays, meldType, PlayBuffer, RankHand, type CoreMelds } from '../../../runtime/core/melds/index.js';
import { loadRules } from '../fixture-games.js';
import { newGame } from '../new-game.js';

const root = fileURLToPath(new URL('../../../rules/', import.meta.url));
const src = (rel: string) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });

function rulesOf(game: string, variants: readonly string[]): Rules {
  const r = compileRules(src(`${game}/game.yaml`), variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** The state's wild flags as a Uint8Array by card number. */
function syncWild(rules: Rules, s: GameState, wild: Uint8Array): number[] {
  const changed: number[] = [];
  const ids = rules.cardTable.ids;
  for (let k = 0; k < ids.length; k++) {
    const f = s.wild[ids[k] as string] === true ? 1 : 0;
    if (wild[k] !== f) {
      wild[k] = f;
      changed.push(k);
    }
  }
  return changed;
}

/** Brings the hands up to the state: removals, wild changes, then insertions in hand order. */
function syncHands(rules: Rules, s: GameState, hands: RankHand[], wild: Uint8Array): number {
  const index = rules.cardTable.index;
  const now = hands.map((_, seat) => (s.zones[handKey(seat)] ?? []).map((id) => index.get(id) as number));
  let changes = 0;
  hands.forEach((h, seat) => {
    const inHand = new Set(now[seat]);
    for (let k = 0; k < h.held.length; k++) {
      if (h.held[k] !== 0 && !inHand.has(k)) {
        h.remove(k);
        changes++;
      }
    }
  });
  for (const k of syncWild(rules, s, wild)) {
    for (const h of hands) {
      if (h.held[k] === 0) continue;
      h.wildChanged(k);
      changes++;
    }
  }
  hands.forEach((h, seat) => {
    for (const k of now[seat] as number[]) {
      if (h.held[k] === 0) {
        h.insert(k);
        changes++;
      }
    }
  });
  return changes;
}

/** The hand kept from the moves is the state's: naturals in canonical order, wilds in hand order, per-suit lists. */
function checkHand(m: CoreMelds, rules: Rules, s: GameState, h: RankHand, seat: number, wild: Uint8Array): void {
  const fresh = new RankHand(m, wild);
  const index = rules.cardTable.index;
  fresh.setCards((s.zones[handKey(seat)] ?? []).map((id) => index.get(id) as number));
  expect(Array.from(h.nat.subarray(0, h.n))).toEqual(Array.from(fresh.nat.subarray(0, fresh.n)));
  expect(Array.from(h.wl.subarray(0, h.w))).toEqual(Array.from(fresh.wl.subarray(0, fresh.w)));
  expect(Array.from(h.suitN)).toEqual(Array.from(fresh.suitN));
  for (let k = 1; k <= h.w; k++) expect(Array.from(h.byId.subarray(k * h.w, k * h.w + k))).toEqual(Array.from(fresh.byId.subarray(k * h.w, k * h.w + k)));
}

interface Tally { games: number; decisions: number; plays: number; leads: number; follows: number; changes: number }

/** Whether `sub` is `all` with some moves left out (the same objects' JSON, in order). */
function subsequence(sub: readonly string[], all: readonly string[]): boolean {
  let j = 0;
  for (const x of sub) {
    while (j < all.length && all[j] !== x) j++;
    if (j === all.length) return false;
    j++;
  }
  return true;
}

function play(rules: Rules, players: number, seed: number, t: Tally, maxMoves: number): void {
  const compiled = compileMelds(rules, players);
  if (!compiled.ok) throw new Error(compiled.reason);
  const m = compiled.melds;
  const wild = new Uint8Array(rules.cardTable.size);
  const hands = Array.from({ length: players }, () => new RankHand(m, wild));
  const out = new PlayBuffer();
  const rng = seedRng(`core-melds:${players}:${seed}`);
  const s = newGame(rules, { players, seed });
  t.changes += syncHands(rules, s, hands, wild);
  for (let moves = 0; s.phase !== 'over' && moves < maxMoves; moves++) {
    const seat = s.turn;
    if (s.phase === 'play' && seat !== null && (s.pending === null || (s.pending.kind !== 'choice' && s.pending.kind !== 'setup')) && !inWindow(s)) {
      const h = hands[seat] as RankHand;
      checkHand(m, rules, s, h, seat, wild);
      const target = targetMeld(s);
      const n = target === null ? listPlays(m, h, LEAD, 0, 0, 0, out)
        : listPlays(m, h, meldType(m, target.type), target.cards.length, target.height, target.low, out);
      const ours = decodePlays(m, out, seat).map((x) => JSON.stringify(x));
      const base = baseTurnMoves(rules, s, seat);
      const plays = base.filter((x) => x.kind === 'play');
      // Nothing but one pass after the plays.
      expect(base.slice(plays.length).map((x) => x.kind).join()).toMatch(/^(pass)?$/);
      const theirs = plays.map((x) => JSON.stringify(x));
      expect(ours).toEqual(theirs);
      expect(n).toBe(theirs.length);
      expect(out.steps).toBe(plays.reduce((a, x: Move) => a + (x.kind === 'play' ? x.cards.length : 0), 0));
      const legal = legalMoves(rules, s).filter((x) => x.kind === 'play').map((x) => JSON.stringify(x));
      expect(subsequence(legal, ours)).toBe(true);
      t.decisions++;
      t.plays += n;
      if (target === null) t.leads++;
      else t.follows++;
    }
    const count = legalCount(rules, s);
    if (count === 0) break;
    const error = applyInPlace(rules, s, legalPick(nextInt(rng, count)));
    expect(error).toBeNull();
    t.changes += syncHands(rules, s, hands, wild);
  }
  t.games++;
}

/** Game, variants, player counts, games per count, moves per game at most. */
const CASES: [string, string[], number[], number, number][] = [
  ['of-whats-left', [], [3, 4], 6, 2000],
  ['of-whats-left', ['special-owls'], [3, 4], 6, 2000],
  ['of-whats-left', ['threshold-scoring'], [3, 4], 3, 2000],
  ['bested-another-time', [], [2, 3, 4, 5, 6], 2, 600],
  ['bested-another-time', ['zeros'], [2, 4, 6], 2, 600],
  ['bested-another-time', ['gaps'], [3, 4], 2, 600],
  ['bested-another-time', ['gaps', 'zeros'], [4], 2, 600],
  ['bested-another-time', ['solo'], [1], 4, 600],
];

/** The runtime's climbing fixtures (test/fixtures/runtime): climb.yaml and its variants (hard passes, the reset, a second meld of two cards, obligations and actions, continue), at their player counts. */
const FIXTURES: [string, string[], number[]][] = [
  ['climb.yaml', [], [2, 3, 4]],
  ['climb.yaml', ['climb-hard.yaml'], [3]],
  ['climb.yaml', ['climb-hard-clear.yaml'], [3]],
  ['climb.yaml', ['climb-continue.yaml'], [3]],
  ['climb.yaml', ['climb-reset.yaml'], [3, 4]],
  ['climb.yaml', ['climb-pair.yaml'], [3]],
  ['climb.yaml', ['climb-extra.yaml'], [3]],
];

describe('core meld listing', () => {
  it('the climbing fixtures: every climbing decision\'s plays, as the runtime lists them', () => {
    const t: Tally = { games: 0, decisions: 0, plays: 0, leads: 0, follows: 0, changes: 0 };
    for (const [file, variants, counts] of FIXTURES) {
      const rules = loadRules(file, variants);
      for (const players of counts) for (let seed = 1; seed <= 3; seed++) play(rules, players, seed, t, 600);
    }
    console.log(`fixtures: ${t.games} games, ${t.decisions} decisions (${t.leads} leads, ${t.follows} follows), ${t.plays} plays compared, ${t.changes} hand changes`);
    expect(t.decisions).toBeGreaterThan(0);
    expect(t.leads).toBeGreaterThan(0);
    expect(t.follows).toBeGreaterThan(0);
    expect(t.plays).toBeGreaterThan(0);
  });

  it('Of What\'s Left edited (runs of any suits, wild and natural limits, a meld that may not lead): every climbing decision\'s plays, as the runtime lists them', () => {
    const main = src('of-whats-left/game.yaml');
    const melds = `melds:
  single: { size: 1, wilds: 0 }
  set:    { size: 2.., same: rank, wilds: 1 }
  run:    { size: 3.., step: 1, naturals: 2 }
  pair:   { size: 2, same: suit, step: 2, lead: false }
`;
    const text = main.text.replace(/melds:\n(  .*\n)+/, melds);
    expect(text).toContain('naturals: 2');
    const r = compileRules({ file: main.file, text }, []);
    if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    const rules = prepareRules(r.def);
    const t: Tally = { games: 0, decisions: 0, plays: 0, leads: 0, follows: 0, changes: 0 };
    for (const players of [3, 4]) for (let seed = 1; seed <= 3; seed++) play(rules, players, seed, t, 2000);
    console.log(`of-whats-left edited: ${t.games} games, ${t.decisions} decisions (${t.leads} leads, ${t.follows} follows), ${t.plays} plays compared`);
    expect(t.leads).toBeGreaterThan(0);
    expect(t.follows).toBeGreaterThan(0);
    expect(t.plays).toBeGreaterThan(0);
  });

  for (const [game, variants, counts, games, maxMoves] of CASES) {
    it(`${game}${variants.map((v) => ` + ${v}`).join('')} (${counts.join(', ')}p): every climbing decision's plays, as the runtime lists them`, () => {
      const rules = rulesOf(game, variants);
      const t: Tally = { games: 0, decisions: 0, plays: 0, leads: 0, follows: 0, changes: 0 };
      for (const players of counts) for (let seed = 1; seed <= games; seed++) play(rules, players, seed, t, maxMoves);
      console.log(`${game}${variants.map((v) => '+' + v).join('')}: ${t.games} games, ${t.decisions} decisions (${t.leads} leads, ${t.follows} follows), ${t.plays} plays compared, ${t.changes} hand changes`);
      expect(t.games).toBeGreaterThan(0);
      expect(t.decisions).toBeGreaterThan(0);
      expect(t.leads).toBeGreaterThan(0);
      expect(t.follows).toBeGreaterThan(0);
      expect(t.plays).toBeGreaterThan(0);
      expect(t.changes).toBeGreaterThan(0);
    });
  }

  it('refuses, with a reason, what it does not list', () => {
    const owl = rulesOf('of-whats-left', []);
    expect(compileMelds(owl, 4).ok).toBe(true);
    const refusal = (r: Rules, players: number): string => {
      const c = compileMelds(r, players);
      return c.ok ? 'compiled' : c.reason;
    };
    expect(refusal(rulesOf('worst-in-show', []), 4)).toMatch(/not climbing/);
    expect(refusal(loadRules('climb-beats.yaml'), 3)).toMatch(/own climbing order/);
    expect(refusal(loadRules('any-suit.yaml'), 3)).toMatch(/flush|any suit/);
    // Of What's Left edited: a run that wraps, a second run of two ranks' groups, a play out of turn.
    const edited = (from: string, to: string): Rules => {
      const main = src('of-whats-left/game.yaml');
      const text = main.text.replace(from, to);
      expect(text).not.toBe(main.text);
      const r = compileRules({ file: main.file, text }, []);
      if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
      return prepareRules(r.def);
    };
    const run = 'run:    { size: 2.., same: suit, step: 1 }';
    expect(refusal(edited(run, 'run:    { size: 2.., same: suit, step: 1, wrap: true }'), 4)).toMatch(/wrap/);
    expect(refusal(edited(run, 'run:    { size: 2.., step: 1, group: 2 }'), 4)).toMatch(/groups/);
    expect(refusal(edited('pass: soft ', 'interrupt: "true"\n    pass: soft '), 4)).toMatch(/out of turn/);
  });
});

describe('RankHand', () => {
  it('keeps naturals in canonical order and wilds in hand order, a card made wild in hand keeping its place', () => {
    const rules = rulesOf('bested-another-time', []);
    const c = compileMelds(rules, 4);
    if (!c.ok) throw new Error(c.reason);
    const ix = (id: string): number => rules.cardTable.index.get(id) as number;
    const wild = new Uint8Array(rules.cardTable.size);
    const h = new RankHand(c.melds, wild);
    wild[ix('9C')] = 1;
    for (const id of ['5H', '9C', '3S', '5C', '12D', '7H']) h.insert(ix(id));
    expect(Array.from(h.nat.subarray(0, h.n)).map((k) => rules.cardTable.ids[k])).toEqual(['3S', '5C', '5H', '7H', '12D']);
    expect(Array.from(h.wl.subarray(0, h.w))).toEqual([ix('9C')]);
    // 5H came in before 9C: made wild, it comes first among the wilds; 7H after.
    wild[ix('5H')] = 1;
    h.wildChanged(ix('5H'));
    wild[ix('7H')] = 1;
    h.wildChanged(ix('7H'));
    expect(Array.from(h.wl.subarray(0, h.w)).map((k) => rules.cardTable.ids[k])).toEqual(['5H', '9C', '7H']);
    // Row 2 of byId: the first two wilds by id.
    expect(Array.from(h.byId.subarray(2 * h.w, 2 * h.w + 2)).map((k) => rules.cardTable.ids[k])).toEqual(['5H', '9C']);
    expect(Array.from(h.suitN)).toEqual([1, 0, 1, 1]);
    h.remove(ix('9C'));
    h.remove(ix('3S'));
    expect(Array.from(h.wl.subarray(0, h.w)).map((k) => rules.cardTable.ids[k])).toEqual(['5H', '7H']);
    expect(Array.from(h.nat.subarray(0, h.n)).map((k) => rules.cardTable.ids[k])).toEqual(['5C', '12D']);
    expect(Array.from(h.suitN)).toEqual([1, 0, 0, 1]);
  });
});
