// A settled state's moves kept compactly (runtime/move-list.ts) are the moves the listing gives as
// arrays: a bot that samples (legalCount, legalPick) sees as many moves, and the same move at every
// index, as firstSeatMoves(legalMoves) of the same state listed afresh (a copy, not remembered:
// listed by climbingMoves, mustFollowMoves … straight into moves); and legalMoves of the state
// itself, made from the compact list, is that list too; a pending choice's answers are counted and
// the one picked made alone. Over random games of every bundled game.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, applyMove, legalMoves, prepareRules, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { firstSeatMoves, legalCount, legalPick, pickedSeat, rememberedMoves } from '../../runtime/legal.js';
import { MoveList } from '../../runtime/move-list.js';
import { nextInt, seedRng } from '../../runtime/rng.js';
import { newGame } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));
const src = (rel: string) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });

function rulesOf(game: string, variants: string[]): Rules {
  const main = src(`${game.replace('+legal', '')}/game.yaml`);
  // `of-whats-left+legal`: its obligation's `when` reads `legal` (then the list is made for it).
  if (game.endsWith('+legal')) {
    const text = main.text.replace('when: "me.bonus.flipped"', `when: "me.bonus.flipped or legal.any(m => m.kind == 'pass')"`);
    expect(text).not.toBe(main.text);
    main.text = text;
  }
  const r = compileRules(main, variants.map((v) => src(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** Compares the lazy path with a fresh listing at `s`; returns whether `s` kept a compact list. */
function compare(rules: Rules, s: GameState): boolean {
  const compact = rememberedMoves(s) instanceof MoveList;
  const fresh = JSON.stringify(firstSeatMoves(legalMoves(rules, structuredClone(s))));
  const n = legalCount(rules, s);
  const seat = pickedSeat();
  // Every index, made alone (before legalMoves makes the whole list); JSON: key order counts too.
  const picked: Move[] = [];
  for (let i = 0; i < n; i++) picked.push(legalPick(i));
  expect(JSON.stringify(picked)).toBe(fresh);
  expect(seat).toBe(picked[0]?.seat);
  expect(JSON.stringify(firstSeatMoves(legalMoves(rules, s)))).toBe(fresh);
  return compact;
}

/** Game, variants, player counts, and the least share of its turns kept compactly. */
const CASES: [string, string[], number[], number][] = [
  ['of-whats-left', [], [3, 4], 0.5],
  // Its special cards need the general meld engine (climb-listing.ts takes plain cards only).
  ['of-whats-left', ['special-owls'], [4], 0],
  ['of-whats-left', ['threshold-scoring'], [4], 0.5],
  ['of-whats-left+legal', [], [4], 0.5],
  ['bested-another-time', [], [4, 5], 0.5],
  ['bested-another-time', ['zeros'], [4], 0.5],
  ['bested-another-time', ['gaps'], [4], 0.5],
  ['worst-in-show', [], [3, 4], 0.5],
  ['spades', [], [4], 0.5],
  ['euchre', [], [4], 0.5],
  // Shedding: listed as arrays.
  ['durak', [], [3], 0],
];

describe('compact move lists', () => {
  for (const [game, variants, counts, least] of CASES) {
    it(`${game}${variants.map((v) => ` + ${v}`).join('')}: as many moves and the same at every index as the listing afresh`, () => {
      let states = 0;
      let compact = 0;
      for (const players of counts) {
        for (let seed = 1; seed <= 2; seed++) {
          const rules = rulesOf(game, variants);
          const rng = seedRng(`move-list:${seed}`);
          // In place (as playouts play), and the second game through applyMove (states kept).
          let s = newGame(rules, { players, seed });
          const pure = seed === 2;
          // Bested Another Time's games run to hundreds of moves: its first 250 are enough.
          for (let moves = 0; s.phase !== 'over' && moves < 250; moves++) {
            if (compare(rules, s)) compact++;
            states++;
            const mine = firstSeatMoves(legalMoves(rules, s));
            const move = mine[nextInt(rng, mine.length)];
            if (move === undefined) break;
            if (pure) {
              const r = applyMove(rules, s, move);
              if (!r.ok) throw new Error(r.error.message);
              s = r.state;
            } else expect(applyInPlace(rules, s, move)).toBeNull();
          }
        }
      }
      expect(states).toBeGreaterThan(100);
      // The climbing and must-follow games keep most turns compactly: the path under test was taken.
      if (least > 0) expect(compact / states).toBeGreaterThan(least);
      else expect(compact).toBe(0);
    });
  }

  it('a state kept while many others are listed still lists its moves (a buffer is reused only once let go)', () => {
    const rules = rulesOf('of-whats-left', []);
    let s = newGame(rules, { players: 4, seed: 9 });
    const kept: GameState[] = [];
    const rng = seedRng('kept');
    while (s.phase !== 'over' && kept.length < 60) {
      kept.push(s);
      const mine = firstSeatMoves(legalMoves(rules, s));
      const r = applyMove(rules, s, mine[nextInt(rng, mine.length)] as NonNullable<(typeof mine)[number]>);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    for (const k of kept) compare(rules, k);
  });
});
