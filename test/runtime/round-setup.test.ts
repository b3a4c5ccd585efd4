// A round's set-up and end done in place (session 8): the RNG draws as before, a state changed in
// place reaches the same states as the pure path round after round, a copy's round never empties
// its original's zones, a deal's kept lists are the cards as dealt, and each round-end event's parts
// add up to its round's points.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, applyMove, createGame, legalMoves, prepareRules, randomBot, type GameState, type Rules } from '../../runtime/index.js';
import { nextInt, nextUint32, seedRng, shuffleInPlace, type RngState } from '../../runtime/rng.js';

function bundled(game: string): Rules {
  const file = `rules/${game}/game.yaml`;
  const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
  if (def === undefined) throw new Error(`${game} does not compile`);
  return prepareRules(def);
}

function started(rules: Rules, players: number, seed: number): GameState {
  const created = createGame(rules, { players, seed });
  if (!created.ok) throw new Error('not set up');
  return created.state;
}

/** Fisher–Yates over nextInt, as the shuffle was written before its generator went into locals. */
function referenceShuffle<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}

describe('the RNG draws as before', () => {
  it('seedRng gives the states the base build gave (main at 80e30fa)', () => {
    expect(seedRng(1)).toEqual([-1378373013, 315851507, -1824857669, -274055650]);
    expect(seedRng('x')).toEqual([-1339221168, 481754827, -1715233240, 1218854978]);
    expect(seedRng('bot:0:1')).toEqual([1857599906, -382228280, -1870444598, 596237698]);
  });

  it('shuffleInPlace makes the permutation and leaves the state that nextInt draws make', () => {
    const s = seedRng('shuffle');
    const a = Array.from({ length: 10 }, (_, i) => i);
    shuffleInPlace(s, a);
    expect(a).toEqual([5, 0, 2, 7, 6, 3, 9, 8, 4, 1]);
    expect(s).toEqual([-2048390484, 2032149452, -1829599322, 194988388]);
    for (let k = 0; k < 200; k++) {
      const mine = seedRng(`s${k}`);
      const ref = seedRng(`s${k}`);
      const x = Array.from({ length: k % 70 }, (_, i) => `c${i}`);
      const y = [...x];
      shuffleInPlace(mine, x);
      referenceShuffle(ref, y);
      expect(x).toEqual(y);
      expect(mine).toEqual(ref);
      expect(nextUint32(mine)).toBe(nextUint32(ref));
    }
  });
});

describe('a round set up and ended in place', () => {
  for (const [game, players] of [['worst-in-show', 4], ['of-whats-left', 4], ['bested-another-time', 3]] as const) {
    it(`${game} at ${players}: in place and pure reach the same state, and no round changes the state before it`, () => {
      const rules = bundled(game);
      for (let seed = 0; seed < 3; seed++) {
        const own = started(rules, players, seed);
        let pure = started(rules, players, seed);
        const a = randomBot(`a${seed}`);
        const b = randomBot(`a${seed}`);
        let rounds = 0;
        while (own.phase !== 'over') {
          const mine = legalMoves(rules, own);
          const moves = mine.filter((m) => m.seat === mine[0]?.seat);
          expect(applyInPlace(rules, own, a.choose(moves))).toBeNull();
          const theirs = legalMoves(rules, pure);
          const before = JSON.stringify(pure);
          const next = applyMove(rules, pure, b.choose(theirs.filter((m) => m.seat === theirs[0]?.seat)));
          if (!next.ok) throw new Error(next.error.message);
          // The copy's round reset (zones emptied, the deck refilled) left its original as it was.
          expect(JSON.stringify(pure)).toBe(before);
          if (next.state.round !== pure.round) rounds++;
          pure = next.state;
          expect(JSON.stringify(own)).toBe(JSON.stringify(pure));
        }
        expect(rounds).toBeGreaterThan(0);
      }
    });
  }

  it('a round deal keeps each seat its cards as dealt, unchanged when the hands are split', () => {
    const rules = bundled('worst-in-show');
    const s = started(rules, 4, 7);
    const deal = s.deals?.[1];
    // The deal point is the split: each hand holds its twelve dealt cards, as its event shows.
    const dealt = s.events.filter((e) => e.kind === 'cards' && e.verb === 'deal');
    expect(dealt).toHaveLength(4);
    const shown = JSON.stringify(deal);
    for (const e of dealt) {
      if (e.kind !== 'cards') continue;
      expect(e.cards).toHaveLength(12);
      expect(deal?.zones[e.to]).toEqual(e.cards);
      expect(s.zones[e.to]).toEqual(e.cards);
    }
    // Every seat splits (in place): the hands empty, the deal and the events stay as they were.
    const bot = randomBot('split');
    while (s.phase === 'setup') {
      const moves = legalMoves(rules, s);
      expect(applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === moves[0]?.seat)))).toBeNull();
    }
    for (const e of dealt) {
      if (e.kind !== 'cards') continue;
      expect(s.zones[e.to]).toEqual([]);
      expect(e.cards).toHaveLength(12);
    }
    expect(JSON.stringify(s.deals?.[1])).toBe(shown);
  });

  it("each round-end event's parts add up to its round's points", () => {
    const rules = bundled('worst-in-show');
    const s = started(rules, 4, 3);
    const bot = randomBot('k');
    while (s.phase !== 'over') {
      const moves = legalMoves(rules, s);
      expect(applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === moves[0]?.seat)))).toBeNull();
    }
    expect(s.events.filter((e) => e.kind === 'round-end').length).toBe(s.round);
    // Every round-end event's parts add up to its round's points.
    for (const e of s.events) {
      if (e.kind !== 'round-end') continue;
      for (const sc of e.scores) expect(sc.parts.reduce((t, p) => t + p.amount, 0)).toBe(sc.round);
    }
  });
});
