// GameState → CoreState → GameState gives the same JSON: states sampled from random games of every
// bundled game and variant (up to three player counts) and the floor fixture, every 7th decision.
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, randomBot, type GameState } from '../../../runtime/index.js';
import { legalCount, legalPick, pickedSeat } from '../../../runtime/legal.js';
import { toCore } from '../../../runtime/core/to-core.js';
import { fromCore } from '../../../runtime/core/from-core.js';
import { coreConfigs } from './core-games.js';

const GAMES = 3;
const EVERY = 7;

describe('core state round trip', () => {
  const configs = coreConfigs();
  let total = 0;
  for (const config of configs) {
    it(`${config.name}`, () => {
      let compared = 0;
      for (let g = 0; g < GAMES; g++) {
        const created = createGame(config.rules, { players: config.players, seed: `rt${g}`, options: config.options });
        if (!created.ok) throw new Error(created.diagnostics.map((d) => d.message).join('; '));
        const s: GameState = created.state;
        const bots = Array.from({ length: config.players }, (_, i) => randomBot(`rt${g}:${i}`));
        for (let d = 0; s.phase !== 'over' && d < 2000; d++) {
          if (d % EVERY === 0) {
            const before = JSON.stringify(s);
            const back = fromCore(toCore(config.rules, s));
            expect(JSON.stringify(back)).toBe(before);
            expect(JSON.stringify(s)).toBe(before);
            compared++;
          }
          const n = legalCount(config.rules, s);
          const seat = pickedSeat();
          if (seat === undefined) break;
          const bot = bots[seat] as ReturnType<typeof randomBot>;
          const move = legalPick((bot.chooseIndex as (count: number) => number)(n));
          const err = applyInPlace(config.rules, s, move);
          if (err !== null) throw new Error(err.message);
        }
        const back = fromCore(toCore(config.rules, s));
        expect(JSON.stringify(back)).toBe(JSON.stringify(s));
        compared++;
      }
      total += compared;
      expect(compared).toBeGreaterThan(0);
    });
  }
  it('compared states', () => {
    expect(total).toBeGreaterThan(configs.length * GAMES);
    console.log(`round trip: ${total} states of ${configs.length} configurations`);
  });
});
