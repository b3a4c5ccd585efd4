// The bundled games and their configurations, compiled once for the benchmarks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import { prepareRules, type Rules } from '../runtime/index.js';

export const rulesRoot = fileURLToPath(new URL('../../rules/', import.meta.url));

export function ruleSource(rel: string): { file: string; text: string } {
  return { file: rel, text: readFileSync(rulesRoot + rel, 'utf8') };
}

export function loadGame(game: string, variants: readonly string[] = []): Rules {
  const r = compileRules(ruleSource(`${game}/game.yaml`), variants.map((v) => ruleSource(`${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(`${game} does not compile: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return prepareRules(r.def);
}

export interface GameConfig {
  readonly label: string;
  readonly game: string;
  readonly variants: readonly string[];
  readonly players: readonly number[];
}

export const GAME_CONFIGS: readonly GameConfig[] = [
  { label: "Of What's Left", game: 'of-whats-left', variants: [], players: [3, 4] },
  { label: 'Worst In Show', game: 'worst-in-show', variants: [], players: [3, 4, 5] },
  { label: 'Bested Another Time', game: 'bested-another-time', variants: [], players: [2, 3, 4, 5, 6] },
  { label: 'Bested Another Time (solo)', game: 'bested-another-time', variants: ['solo'], players: [1] },
  { label: 'Spades', game: 'spades', variants: [], players: [4] },
  { label: 'Euchre', game: 'euchre', variants: [], players: [4] },
  { label: 'Durak', game: 'durak', variants: [], players: [2, 3, 4, 6] },
];
