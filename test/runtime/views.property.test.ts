// Property tests of the client views (runtime/view.ts) on random states of every bundled game and
// every variant, at every player count the rules allow, reached by random legal moves:
// (a) a view is fresh: changing every object and array in every seat's, the spectator's and the
//     designer's view leaves the state byte for byte as it was, and every view survives a JSON
//     round trip unchanged;
// (b) no id of a card hidden from a seat (hiddenCardIds) appears anywhere in its view, except in
//     `log` and `events` (what happened: a card is named where the seat saw it then; events.property.test.ts).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyInPlace, designerView, hiddenCardIds, legalMoves, view, HIDDEN_CARD,
  type GameState, type Rules,
} from '../../runtime/index.js';
import { newGame } from './new-game.js';
import { nextInt, seedRng } from '../../runtime/rng.js';
import { seedGame } from './bots/helpers.js';
import { strings, viewLeaks } from '../../bench/soak/leaks.js';

const rulesDir = fileURLToPath(new URL('../../rules/', import.meta.url));

/** Every bundled game alone, and with each of its variants. */
const configs: { game: string; variants: string[] }[] = readdirSync(rulesDir)
  .sort()
  .filter((g) => existsSync(join(rulesDir, g, 'game.yaml')))
  .flatMap((game) => {
    const dir = join(rulesDir, game, 'variants');
    const variants = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : [];
    return [{ game, variants: [] }, ...variants.map((v) => ({ game, variants: [v.replace(/\.yaml$/, '')] }))];
  });

/** Walks per game and variant, in each of the two properties. */
const RUNS = 80;

/** A walk: a player count (index into the allowed range), a seed, how many moves, where to look. */
interface WalkSpec { players: number; seed: number; moves: number; looks: number[] }

const walk: fc.Arbitrary<WalkSpec> = fc.record({
  players: fc.nat(),
  seed: fc.nat(),
  moves: fc.integer({ min: 0, max: 400 }),
  looks: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 6 }),
});

/** Plays random legal moves from a new game, calling `look` at the given move numbers. */
function randomWalk(rules: Rules, w: WalkSpec, look: (s: GameState) => void): void {
  const { min, max } = rules.def.players;
  const players = min + (w.players % (max - min + 1));
  const s = newGame(rules, { players, seed: w.seed });
  const rng = seedRng(`views:${w.seed}`);
  const at = new Set(w.looks.map((n) => Math.min(n, w.moves)));
  for (let n = 0; ; n++) {
    if (at.has(n)) look(s);
    if (n >= w.moves || s.phase === 'over') break;
    const all = legalMoves(rules, s);
    const seat = all[0]?.seat;
    const mine = all.filter((m) => m.seat === seat);
    const error = applyInPlace(rules, s, mine[nextInt(rng, mine.length)]!);
    if (error !== null) throw new Error(`${error.code}: ${error.message}`);
  }
}

function viewers(s: GameState): (number | null)[] {
  return [...s.players.keys(), null];
}

/** Every object and array inside `x`, `x` included. */
function containers(x: unknown, out: object[] = []): object[] {
  if (typeof x !== 'object' || x === null) return out;
  out.push(x);
  for (const v of Object.values(x)) containers(v, out);
  return out;
}

/** Changes every object and array of `x`: each plain field overwritten, one entry added. */
function mutateEverything(x: unknown): number {
  const all = containers(x);
  for (const c of all) {
    const r = c as Record<string, unknown>;
    for (const k of Object.keys(r)) if (typeof r[k] !== 'object' || r[k] === null) r[k] = 'mutated';
    if (Array.isArray(c)) c.push('mutated');
    else r.mutated = true;
  }
  return all.length;
}

/** What the walks looked at; VIEWS_FIGURES=1 prints it. */
const figures = { fresh: { states: 0, views: 0, containers: 0 }, hidden: { states: 0, views: 0, hiddenIds: 0, strings: 0, redacted: 0 } };
afterAll(() => {
  if (process.env.VIEWS_FIGURES) console.log(JSON.stringify(figures));
});

describe('client views: fresh copies', () => {
  for (const { game, variants } of configs) {
    it(`${game}${variants.map((v) => ` + ${v}`).join('')}: changing any view leaves the state as it was; views are JSON`, () => {
      const rules = seedGame(game, variants);
      fc.assert(
        fc.property(walk, (w) => {
          randomWalk(rules, w, (s) => {
            const before = JSON.stringify(s);
            const views = [...viewers(s).map((seat) => view(rules, s, seat)), designerView(rules, s)];
            for (const v of views) expect(JSON.parse(JSON.stringify(v))).toStrictEqual(v);
            for (const v of views) figures.fresh.containers += mutateEverything(v);
            expect(JSON.stringify(s)).toBe(before);
            figures.fresh.states++;
            figures.fresh.views += views.length;
          });
        }),
        { numRuns: RUNS, seed: 14 },
      );
    });
  }
});

describe('client views: hidden cards', () => {
  for (const { game, variants } of configs) {
    it(`${game}${variants.map((v) => ` + ${v}`).join('')}: no hidden card's id appears in a seat's or the spectator's view (log aside)`, () => {
      const rules = seedGame(game, variants);
      fc.assert(
        fc.property(walk, (w) => {
          randomWalk(rules, w, (s) => {
            for (const seat of viewers(s)) {
              const hidden = hiddenCardIds(rules, s, seat);
              expect(viewLeaks(rules, s, seat, hidden), `seat ${seat}`).toEqual([]);
              const { log: _log, events: _events, ...rest } = view(rules, s, seat);
              const found = strings(rest, 'view');
              figures.hidden.views++;
              figures.hidden.hiddenIds += hidden.size;
              figures.hidden.strings += found.length;
              figures.hidden.redacted += found.filter(([, text]) => text === HIDDEN_CARD).length;
            }
            figures.hidden.states++;
            // The designer sees every card, each once.
            const all = designerView(rules, s).zones.flatMap((z) => z.cards ?? []);
            expect(all.length).toBe(rules.boxOrder.length);
            expect(new Set(all).size).toBe(rules.boxOrder.length);
          });
        }),
        { numRuns: RUNS, seed: 14 },
      );
    });
  }
});
