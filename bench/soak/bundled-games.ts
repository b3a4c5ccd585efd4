// Every bundled game (rules/*/game.yaml) alone and with each of its variants (rules/*/variants/*.yaml),
// at up to three player counts, for property tests and the soak that walk random legal moves through them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, createGame, legalMoves, prepareRules, type GameOptions, type GameState, type Rules, type Value } from '../../runtime/index.js';

/** The project's rules/ folder, from the sources (tests) or from dist/bench/soak/ (the soak). */
export const rulesRoot = [new URL('../../rules/', import.meta.url), new URL('../../../rules/', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((dir) => existsSync(join(dir, 'of-whats-left', 'game.yaml'))) ?? fileURLToPath(new URL('../../rules/', import.meta.url));
const root = rulesRoot;

export interface GameConfig {
  /** `game`, `game + variant`, or with options. */
  readonly name: string;
  readonly game: string;
  readonly rules: Rules;
  readonly players: number;
  readonly options: Readonly<Record<string, Value>>;
}

/** Option values beside the defaults that change what is legal (an action, a card in runs). */
const EXTRA_OPTIONS: readonly { game: string; variant: string; options: Record<string, Value> }[] = [
  { game: 'of-whats-left', variant: 'special-owls', options: { dowl_when: 'any-turn', owlish_in_runs: true } },
];

function compile(game: string, variant: string | null, options: Readonly<Record<string, Value>>): Rules {
  const src = (rel: string) => ({ file: rel, text: readFileSync(join(root, rel), 'utf8') });
  const variants = variant === null ? [] : [src(`${game}/variants/${variant}.yaml`)];
  const r = compileRules(src(`${game}/game.yaml`), variants, { options: options as never });
  if (r.def === undefined) throw new Error(`${game} ${variant ?? ''}: ${r.diagnostics.map((d) => d.message).join('\n')}`);
  return prepareRules(r.def);
}

/** Up to three player counts of a game: its least, its most and one between. */
function counts(rules: Rules): number[] {
  const { min, max } = rules.def.players;
  return [...new Set([min, Math.floor((min + max) / 2), max])];
}

export function bundledConfigs(): GameConfig[] {
  const out: GameConfig[] = [];
  const add = (game: string, variant: string | null, options: Readonly<Record<string, Value>>): void => {
    const rules = compile(game, variant, options);
    const label = [game, variant, Object.keys(options).length > 0 ? JSON.stringify(options) : null].filter((x) => x !== null).join(' + ');
    for (const players of counts(rules)) out.push({ name: `${label} at ${players}`, game, rules, players, options });
  };
  for (const game of readdirSync(root).sort()) {
    if (!existsSync(join(root, game, 'game.yaml'))) continue;
    add(game, null, {});
    const vdir = join(root, game, 'variants');
    const variants = existsSync(vdir) ? readdirSync(vdir).filter((f) => f.endsWith('.yaml')).sort() : [];
    for (const v of variants) add(game, v.replace(/\.yaml$/, ''), {});
  }
  for (const x of EXTRA_OPTIONS) add(x.game, x.variant, x.options);
  return out;
}

/** A new game of bundled rules; they always set up, so a failure is thrown. */
export function newGame(rules: Rules, opts: GameOptions): GameState {
  const r = createGame(rules, opts);
  if (!r.ok) throw new Error(`the game cannot be set up: ${r.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  return r.state;
}

/** mulberry32: the walk's own seeded choices. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A game of `config` from `seed`, `steps` random legal moves long (or to its end): `visit` sees
 * every state on the way, settled (as createGame and applyMove leave them), before its move.
 */
export function walk(config: GameConfig, seed: number, steps: number, visit: (s: GameState, r: () => number) => void): void {
  const { rules } = config;
  const s = newGame(rules, { players: config.players, seed, options: config.options });
  const r = rng(seed);
  for (let n = 0; n <= steps; n++) {
    visit(s, r);
    if (s.phase === 'over') return;
    const moves = legalMoves(rules, s);
    const move = moves[Math.floor(r() * moves.length)];
    if (move === undefined) throw new Error(`${config.name}: no legal move in a game not over`);
    const error = applyInPlace(rules, s, move);
    if (error !== null) throw new Error(`${config.name}: ${error.code} ${error.message}`);
  }
}
