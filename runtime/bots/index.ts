// The bots by name, for the simulator and the CLI.
import type { SeatBot } from './types.js';
import { randomBot } from './random.js';
import { greedyBot } from './greedy.js';
import { ismctsBot, type IsmctsOptions } from './ismcts.js';

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

export type { SeatBot } from './types.js';
export { determinize, sampleAssignment, unseenCards, type Assignment } from './determinize.js';
export { inferVoids, type Voids } from './voids.js';
