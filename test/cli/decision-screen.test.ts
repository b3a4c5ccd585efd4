// Every decision of `cardsmith play` fits on one screen (50 lines) and offers exactly the seat's
// legal moves: measured over random positions of every bundled game and variant, for the seat that
// decides. SCREEN_FIGURES=1 prints the
// largest screen per game; SCREEN_POSITIONS sets how many positions each game gets (default 150).
import { afterAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { buildMenu } from '../../cli/play-menu.js';
import { MENU_LIMIT, decisionScreen } from '../../cli/decision-screen.js';
import { bundledConfigs, walk } from '../../bench/soak/bundled-games.js';

const POSITIONS = Number(process.env.SCREEN_POSITIONS ?? 150);
const largest = new Map<string, { lines: number; moves: number }>();
afterAll(() => {
  if (process.env.SCREEN_FIGURES) console.log(JSON.stringify(Object.fromEntries(largest)));
});

describe('decision screens', () => {
  const byGame = new Map<string, ReturnType<typeof bundledConfigs>>();
  for (const c of bundledConfigs()) byGame.set(c.name.split(' at ')[0] ?? c.name, [...(byGame.get(c.name.split(' at ')[0] ?? c.name) ?? []), c]);
  for (const [game, configs] of byGame) {
    it(`${game}: every decision fits in 50 lines`, () => {
      let seen = 0;
      for (let seed = 1; seen < POSITIONS && seed < POSITIONS * 10; seed++) {
        const config = configs[seed % configs.length];
        if (config === undefined) break;
        walk(config, seed, 60, (s, r) => {
          if (seen >= POSITIONS || s.phase === 'over' || r() < 0.7) return;
          const moves = legalMoves(config.rules, s);
          const seat = moves[0]?.seat;
          if (seat === undefined) return;
          const mine = moves.filter((m) => m.seat === seat);
          const { entries, withWilds } = buildMenu(config.rules, s, seat, MENU_LIMIT);
          const lines = decisionScreen(config.rules, s, seat, entries, withWilds).split('\n').length;
          seen++;
          const best = largest.get(game);
          if (best === undefined || lines > best.lines) largest.set(game, { lines, moves: mine.length });
          expect(lines, `${config.name}, seed ${seed}, ${mine.length} moves`).toBeLessThanOrEqual(50);
          // The menu (with the plays it leaves to typing) offers exactly the seat's legal moves.
          const offered = [...entries, ...withWilds].flatMap((e) => e.moves).map(moveKey).sort();
          expect(offered, `${config.name}, seed ${seed}`).toEqual(mine.map(moveKey).sort());
        });
      }
      expect(seen).toBe(POSITIONS);
    });
  }
});
