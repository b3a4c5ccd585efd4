// Determinization and honesty: a sampled state agrees with everything the seat sees, respects the
// voids the seat has seen, and bots choose the same move whatever the hidden cards really are.
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalMoves, type GameState, type Rules } from '../../../runtime/index.js';
import { seatKnowledge } from '../../../runtime/knowledge.js';
import { determinize, inferVoids, makeBot, sampleAssignment, type BotKind } from '../../../runtime/bots/index.js';
import { seedRng } from '../../../runtime/rng.js';
import { moveKey } from '../../../runtime/move-key.js';
import { deckSet } from '../../../runtime/knowledge.js';
import { playedTo, seedGame } from './helpers.js';

/** The knowledge without what a determinized state cannot carry (plays come from the history). */
function comparable(rules: Rules, s: GameState, seat: number): unknown {
  const { plays: _plays, ...rest } = seatKnowledge(rules, s, seat);
  return rest;
}

/** Swaps two hidden, non-wild cards of the same origin between two other seats' zones. */
function swapHidden(rules: Rules, s: GameState, seat: number, zoneA: string, zoneB: string): GameState {
  const deck = deckSet(rules, s.players.length);
  const ok = (id: string) => s.wild[id] !== true && deck.has(id);
  const a = s.zones[zoneA]!.find(ok)!;
  const b = s.zones[zoneB]!.find((id) => ok(id) && rules.cards.get(id)?.suit === rules.cards.get(a)?.suit && id !== a)
    ?? s.zones[zoneB]!.find(ok)!;
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  expect(seat).not.toBe(Number(zoneA.split('#')[1]));
  const t: GameState = JSON.parse(JSON.stringify(s));
  t.zones[zoneA] = t.zones[zoneA]!.map((id) => (id === a ? b : id));
  t.zones[zoneB] = t.zones[zoneB]!.map((id) => (id === b ? a : id));
  return t;
}

/** Game, players, random moves played, and the two other seats' zones whose cards are swapped. */
const cases: [string, number, number, string, string][] = [
  ['of-whats-left', 4, 31, 'hand', 'hand'],
  ['worst-in-show', 4, 25, 'left', 'right'],
  ['bested-another-time', 3, 20, 'hand', 'hand'],
];

describe('determinize', () => {
  for (const [game, n, moves] of cases) {
    it(`${game}: a sample keeps every card once and agrees with the seat's view`, () => {
      const rules = seedGame(game);
      const s = playedTo(rules, n, 'det', moves);
      const seat = legalMoves(rules, s)[0]!.seat;
      const v = seatKnowledge(rules, s, seat);
      for (let k = 0; k < 5; k++) {
        const d = determinize(rules, v, seedRng(`d${k}`));
        const cards = Object.values(d.zones).flat();
        expect(cards.length).toBe(rules.boxOrder.length);
        expect(new Set(cards).size).toBe(rules.boxOrder.length);
        expect(comparable(rules, d, seat)).toEqual(comparable(rules, s, seat));
        expect(legalMoves(rules, d).map(moveKey)).toEqual(legalMoves(rules, s).map(moveKey));
      }
    });
  }

  for (const [game, n, moves] of cases) {
    it(`${game}: samples of one knowledge played out in place leave the next sample as a fresh knowledge gives it`, () => {
      // A search samples the same knowledge at every iteration and plays each sample to the
      // round's end: nothing a sample shares with what the knowledge prepared may change.
      const rules = seedGame(game);
      const s = playedTo(rules, n, 'reuse', moves);
      const seat = legalMoves(rules, s)[0]!.seat;
      const v = seatKnowledge(rules, s, seat);
      const rng = seedRng('reuse');
      for (let k = 0; k < 4; k++) {
        const d = determinize(rules, v, rng);
        const round = d.round;
        for (let i = 0; i < 200 && d.phase !== 'over' && d.round === round; i++) {
          const ms = legalMoves(rules, d);
          if (ms.length === 0 || applyInPlace(rules, d, ms[i % ms.length]!) !== null) break;
        }
        expect(d.moveCount).toBeGreaterThan(s.moveCount);
      }
      const again = structuredClone(rng);
      expect(determinize(rules, v, rng)).toEqual(determinize(rules, seatKnowledge(rules, s, seat), again));
    });
  }

  it('never places a card of a suit a zone was seen to lack (Worst In Show voids)', () => {
    const rules = seedGame('worst-in-show');
    // Play until some follower has not followed suit from the left side.
    const s = playedTo(rules, 4, 'voids', 400, (st) => inferVoids(rules, seatKnowledge(rules, st, 0)).size > 0 && st.turn === 0);
    const v = seatKnowledge(rules, s, 0);
    const voids = inferVoids(rules, v);
    expect(voids.size).toBeGreaterThan(0);
    for (const [key, suits] of voids) {
      // The void is true of the real state...
      expect(s.zones[key]!.filter((id) => suits.has(rules.cards.get(id)!.suit!))).toEqual([]);
      // ...and of every sample.
      for (let k = 0; k < 20; k++) {
        const a = sampleAssignment(rules, v, seedRng(`v${k}`));
        expect((a[key] ?? []).filter((id) => suits.has(rules.cards.get(id)!.suit!))).toEqual([]);
      }
    }
  });
});

describe('bots see only their seat', () => {
  const bots: BotKind[] = ['random', 'greedy', 'ismcts'];
  for (const [game, n, moves, zoneA, zoneB] of cases) {
    it(`${game}: other hidden cards give the same view, the same samples and the same choices`, () => {
      const rules = seedGame(game);
      const s = playedTo(rules, n, 'honest', moves);
      const seat = legalMoves(rules, s)[0]!.seat;
      const t = swapHidden(rules, s, seat, `${zoneA}#${(seat + 1) % n}`, `${zoneB}#${(seat + 2) % n}`);
      expect(JSON.stringify(t.zones)).not.toBe(JSON.stringify(s.zones));
      const vs = seatKnowledge(rules, s, seat);
      const vt = seatKnowledge(rules, t, seat);
      expect(vt).toEqual(vs);
      expect(determinize(rules, vt, seedRng('x'))).toEqual(determinize(rules, vs, seedRng('x')));
      const mine = legalMoves(rules, s).filter((m) => m.seat === seat);
      expect(mine.length).toBeGreaterThan(1);
      for (const kind of bots) {
        const settings = { ismcts: { iterations: 8, rolloutDepth: 8 } };
        const a = makeBot(kind, 'same', settings).decide(rules, vs, mine);
        const b = makeBot(kind, 'same', settings).decide(rules, vt, mine);
        expect(moveKey(b)).toBe(moveKey(a));
      }
    });
  }
});
