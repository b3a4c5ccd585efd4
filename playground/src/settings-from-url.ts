// A game's settings from the page's query (`?game=worst-in-show&players=4&seed=7&bots=0`), so a
// link or a test can open a given game; anything missing or malformed takes the default.
import { BUNDLED_GAMES, bundledGame } from './bundled-games.js';

export interface UrlSettings {
  readonly game: string;
  readonly players: number | null;
  readonly seed: string;
  readonly botDelay: number;
}

export const DEFAULT_GAME = 'of-whats-left';
export const DEFAULT_BOT_DELAY = 350;

export function settingsFromUrl(search: string): UrlSettings {
  const q = new URLSearchParams(search);
  const game = q.get('game') ?? '';
  const players = Number(q.get('players'));
  const delay = Number(q.get('bots'));
  return {
    game: bundledGame(game) !== undefined ? game : bundledGame(DEFAULT_GAME) !== undefined ? DEFAULT_GAME : (BUNDLED_GAMES[0]?.id ?? ''),
    players: Number.isInteger(players) && players > 0 ? players : null,
    seed: q.get('seed')?.trim() || String(1 + Math.floor(Math.random() * 9999)),
    botDelay: q.has('bots') && Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_BOT_DELAY,
  };
}
