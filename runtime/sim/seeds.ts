// Seeds and seating of a simulation: game i's seed comes from the base seed and i alone, so any
// split of the games over workers plays the same games.
import type { BotKind } from '../bots/index.js';

export function gameSeed(base: string, index: number): string {
  return `${base}#${index}`;
}

/** The bots of game i: the list rotates one seat per game, so no bot keeps the first seat. */
export function seating(bots: readonly BotKind[], players: number, index: number): BotKind[] {
  return Array.from({ length: players }, (_, seat) => bots[(seat + index) % bots.length] as BotKind);
}
