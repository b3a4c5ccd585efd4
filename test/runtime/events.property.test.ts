// Property test of the events each seat sees, on random games of every bundled game and variant at
// every player count: a move's events name a card to a seat (or a spectator) only if that card was
// visible to it just before the move or just after it, or was shown to all by a round's end (its
// hands are revealed for scoring). Draws, chosen cards, cards passed between hands, wilds made from
// hidden cards and vars holding cards are the cases that leaked before events existed.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyInPlace, eventsFor, hiddenCardIds, legalMoves } from '../../runtime/index.js';
import { eventLeaks, namedCards } from '../../bench/soak/leaks.js';
import { newGame } from './new-game.js';
import { nextInt, seedRng } from '../../runtime/rng.js';
import { seedGame } from './bots/helpers.js';

const rulesDir = fileURLToPath(new URL('../../rules/', import.meta.url));
const configs = readdirSync(rulesDir)
  .sort()
  .filter((g) => existsSync(join(rulesDir, g, 'game.yaml')))
  .flatMap((game) => {
    const dir = join(rulesDir, game, 'variants');
    const variants = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : [];
    return [{ game, variants: [] as string[] }, ...variants.map((v) => ({ game, variants: [v.replace(/\.yaml$/, '')] }))];
  });

const figures = { games: 0, moves: 0, events: 0, named: 0 };
afterAll(() => {
  if (process.env.EVENTS_FIGURES) console.log(JSON.stringify(figures));
});

describe('events: each seat sees only what it may', () => {
  for (const { game, variants } of configs) {
    it(`${game}${variants.map((v) => ` + ${v}`).join('')}: no move's events name a card the viewer could not see then`, () => {
      const rules = seedGame(game, variants);
      fc.assert(
        fc.property(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 300 }), (count, seed, moves) => {
          const { min, max } = rules.def.players;
          const players = min + (count % (max - min + 1));
          const s = newGame(rules, { players, seed });
          const rng = seedRng(`events:${seed}`);
          const viewers = [...s.players.keys(), null];
          figures.games++;
          for (let n = 0; n < moves && s.phase !== 'over'; n++) {
            const before = viewers.map((v) => hiddenCardIds(rules, s, v));
            const from = s.events.length;
            const all = legalMoves(rules, s);
            const mine = all.filter((m) => m.seat === all[0]?.seat);
            const error = applyInPlace(rules, s, mine[nextInt(rng, mine.length)]!);
            if (error !== null) throw new Error(`${error.code}: ${error.message}`);
            figures.moves++;
            viewers.forEach((viewer, i) => {
              const events = eventsFor(s, viewer, from);
              figures.events += events.length;
              figures.named += namedCards(rules, events).length;
              const leaks = eventLeaks(rules, s, viewer, from, before[i] ?? new Set());
              expect(leaks, `seat ${viewer}, move ${n}: ${JSON.stringify(events)}`).toEqual([]);
            });
          }
        }),
        { numRuns: 25, seed: 21 },
      );
    });
  }
});
