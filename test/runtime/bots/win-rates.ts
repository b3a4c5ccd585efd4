// Win rates by bot over fixed seeds, for the strength tests.
import { expect } from 'vitest';
import type { BotKind } from '../../../runtime/bots/index.js';
import { simulateGame } from '../../../runtime/sim/game.js';
import { buildReport } from '../../../runtime/sim/report.js';
import { gameSeed, seating } from '../../../runtime/sim/seeds.js';
import { seedGame } from './helpers.js';

export function winRates(game: string, players: number, bots: BotKind[], games: number, rolloutDepth = 16): Record<string, number> {
  const rules = seedGame(game);
  const settings = { ismcts: { iterations: 12, rolloutDepth } };
  const outcomes = Array.from({ length: games }, (_, i) =>
    simulateGame(rules, { players, seed: gameSeed('strength', i), bots: seating(bots, players, i), settings }));
  const r = buildReport({ rules: game, variants: [], players, games, seed: 'strength', bots }, outcomes);
  expect(r.errors).toEqual([]);
  return Object.fromEntries(Object.entries(r.winByBot).map(([b, x]) => [b, x.rate]));
}

