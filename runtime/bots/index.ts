// The bots by name, for the simulator and the CLI.
import type { SeatBot } from './types.js';
import { randomBot } from './random.js';
import { greedyBot } from './greedy.js';
import { ismctsBot, type IsmctsOptions } from './ismcts.js';
import type { Rules } from '../rules.js';
import type { GameState } from '../state.js';
import type { Move } from '../moves.js';
import { legalMoves } from '../legal.js';
import { seatKnowledge } from '../knowledge.js';

export const BOT_KINDS = ['random', 'greedy', 'ismcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export interface BotSettings {
  readonly ismcts?: Partial<IsmctsOptions>;
}

export function isBotKind(name: string): name is BotKind {
  return (BOT_KINDS as readonly string[]).includes(name);
}

export function makeBot(kind: BotKind, seed: string, settings: BotSettings = {}): SeatBot {
  switch (kind) {
    case 'random': return randomBot(seed);
    case 'greedy': return greedyBot(seed);
    case 'ismcts': return ismctsBot(seed, settings.ismcts);
  }
}

/**
 * A bot's move for `seat` in a settled state: one of that seat's legal moves, chosen from what the
 * seat may know. Clients call this rather than building the seat's knowledge themselves.
 */
export function botMove(bot: SeatBot, rules: Rules, s: GameState, seat: number): Move | undefined {
  const moves = legalMoves(rules, s).filter((m) => m.seat === seat);
  if (moves.length === 0) return undefined;
  return bot.choose !== undefined ? bot.choose(moves) : bot.decide(rules, seatKnowledge(rules, s, seat), moves);
}

export type { SeatBot } from './types.js';
export { determinize, sampleAssignment, unseenCards, type Assignment } from './determinize.js';
export { inferVoids, type Voids } from './voids.js';
