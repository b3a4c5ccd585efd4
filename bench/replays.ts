// Replay fixtures (test/fixtures/replays/): games recorded once from the runtime as it was before
// the fast core (issue #18), and replayed move for move by test/runtime/replay-fixtures.test.ts so a
// speed change that changes anything else (a legal move's place in the list, an event, a view, a
// score) fails. Written by scripts/record-replays.mjs; read also by bench/views.ts.
//
// A fixture is one game configuration of the soak (bench/soak/bundled-games.ts): a bundled game,
// alone or with a variant and option values, at one player count; it holds a few games of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../grammar/compile.js';
import {
  applyMove, createGame, designerView, legalMoves, prepareRules, view,
  type GameState, type Move, type Rules, type Value,
} from '../runtime/index.js';

/** The format of a fixture file; a reader refuses another. */
export const REPLAY_FORMAT = 1;

export interface ReplayConfig {
  readonly game: string;
  /** The variant applied (rules/<game>/variants/<variant>.yaml), or null. */
  readonly variant: string | null;
  readonly options: Readonly<Record<string, Value>>;
  readonly players: number;
}

/** What a game produced: what the replay must produce again. */
export interface ReplayOutcome {
  readonly moveCount: number;
  readonly scores: readonly number[];
  readonly winners: readonly number[] | null;
  /** FNV-1a 32 (8 hex digits) of the JSON of the whole event log (`state.events`). */
  readonly events: string;
  /** FNV-1a 32 of the JSON of each final view: seat 0, 1, … then the spectator, then the designer. */
  readonly views: readonly string[];
  /** FNV-1a 32 over the legal moves listed before every move, each as canonical JSON (sorted keys). */
  readonly legal: string;
  /** FNV-1a 32 over the JSON of every view (each seat's, the spectator's, the designer's) of the sampled states (ViewTrail). */
  readonly trail: string;
}

export interface ReplayGame extends ReplayOutcome {
  /** The game's seed (createGame's `seed`). */
  readonly seed: number;
  /** The bot that chose the moves, and its seed: for the record only, the replay needs the moves. */
  readonly bot: 'random' | 'greedy';
  readonly botSeed: string;
  /** Each move's index in the legal moves listed before it. */
  readonly picks: readonly number[];
  /** How many legal moves were listed before each move. */
  readonly counts: readonly number[];
  /** The moves in notation (moveText, in the state before the move): each the listed move at its pick. */
  readonly moves: readonly string[];
}

export interface ReplayFixture extends ReplayConfig {
  readonly format: number;
  /** The label the soak gives the configuration (`game + variant + {options} at N`). */
  readonly name: string;
  /** The commit the fixture was recorded from. */
  readonly recordedFrom: string;
  readonly games: readonly ReplayGame[];
}

/** The project's rules/ folder, from the sources (tests) or from dist/bench/ (scripts, the bench). */
export const rulesDir = [new URL('../rules/', import.meta.url), new URL('../../rules/', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((dir) => existsSync(join(dir, 'of-whats-left', 'game.yaml'))) ?? fileURLToPath(new URL('../rules/', import.meta.url));

/** The fixtures' folder, from the sources or from dist/bench/. */
export const fixturesDir = [new URL('../test/fixtures/replays/', import.meta.url), new URL('../../test/fixtures/replays/', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((dir) => existsSync(join(dir, '..', 'tiny-climb.yaml'))) ?? fileURLToPath(new URL('../test/fixtures/replays/', import.meta.url));

/** Option values beside the defaults, as the soak has them (bench/soak/bundled-games.ts EXTRA_OPTIONS). */
const EXTRA_OPTIONS: readonly { game: string; variant: string; options: Record<string, Value> }[] = [
  { game: 'of-whats-left', variant: 'special-owls', options: { dowl_when: 'any-turn', owlish_in_runs: true } },
];

export function compileConfig(c: Pick<ReplayConfig, 'game' | 'variant' | 'options'>): Rules {
  const src = (rel: string) => ({ file: rel, text: readFileSync(join(rulesDir, rel), 'utf8') });
  const variants = c.variant === null ? [] : [src(`${c.game}/variants/${c.variant}.yaml`)];
  const r = compileRules(src(`${c.game}/game.yaml`), variants, { options: c.options as never });
  if (r.def === undefined) throw new Error(`${c.game} ${c.variant ?? ''}: ${r.diagnostics.map((d) => d.message).join('\n')}`);
  return prepareRules(r.def);
}

/** The soak's label of a configuration. */
export function configName(c: ReplayConfig): string {
  const label = [c.game, c.variant, Object.keys(c.options).length > 0 ? JSON.stringify(c.options) : null].filter((x) => x !== null).join(' + ');
  return `${label} at ${c.players}`;
}

/** A fixture's file name: the label with its punctuation made plain. */
export function fixtureFile(c: ReplayConfig): string {
  const opts = Object.keys(c.options).sort().map((k) => `${k}-${String(c.options[k])}`);
  return [c.game, c.variant, ...opts, `${c.players}p`].filter((x) => x !== null).join('.') + '.json';
}

/** Every configuration the soak plays, in its order: each bundled game, alone and with each variant, at up to three player counts. */
export function replayConfigs(): { config: ReplayConfig; rules: Rules }[] {
  const out: { config: ReplayConfig; rules: Rules }[] = [];
  const add = (game: string, variant: string | null, options: Readonly<Record<string, Value>>): void => {
    const rules = compileConfig({ game, variant, options });
    const { min, max } = rules.def.players;
    for (const players of [...new Set([min, Math.floor((min + max) / 2), max])]) out.push({ config: { game, variant, options, players }, rules });
  };
  for (const game of readdirSync(rulesDir).sort()) {
    if (!existsSync(join(rulesDir, game, 'game.yaml'))) continue;
    add(game, null, {});
    const vdir = join(rulesDir, game, 'variants');
    const variants = existsSync(vdir) ? readdirSync(vdir).filter((f) => f.endsWith('.yaml')).sort() : [];
    for (const v of variants) add(game, v.replace(/\.yaml$/, ''), {});
  }
  for (const x of EXTRA_OPTIONS) add(x.game, x.variant, x.options);
  return out;
}

/** FNV-1a 32 over a string's UTF-16 code units, as 8 hex digits: cheap, and enough to tell a change. */
export function fnv32(text: string, h = 0x811c9dc5): string {
  return fnv32n(text, h).toString(16).padStart(8, '0');
}

function fnv32n(text: string, h: number): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** JSON with every object's keys sorted: a move's content, whatever order its fields were built in. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().filter((k) => o[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** A running hash of the legal move lists of a game. */
export class LegalHash {
  private h = 0x811c9dc5;
  add(moves: readonly Move[]): void {
    this.h = fnv32n(`${moves.length}:`, this.h);
    for (const m of moves) this.h = fnv32n(`${canonicalJson(m)};`, this.h);
  }
  get value(): string {
    return this.h.toString(16).padStart(8, '0');
  }
}

/** States sampled in a game of `moves` moves: about eight, the first state included (index: moves made). */
export function sampledStep(step: number, moves: number): boolean {
  return step % Math.max(1, Math.ceil(moves / 8)) === 0;
}

/** The JSON of every view of a state: each seat's, the spectator's, then the designer's. */
export function viewTexts(rules: Rules, s: GameState): string[] {
  const out: string[] = [];
  for (let seat = 0; seat < s.players.length; seat++) out.push(JSON.stringify(view(rules, s, seat)));
  out.push(JSON.stringify(view(rules, s, null)));
  out.push(JSON.stringify(designerView(rules, s)));
  return out;
}

/** A running hash of the views of the states a game passes through. */
export class ViewTrail {
  private h = 0x811c9dc5;
  add(rules: Rules, s: GameState): void {
    for (const t of viewTexts(rules, s)) this.h = fnv32n(`${t}\n`, this.h);
  }
  get value(): string {
    return this.h.toString(16).padStart(8, '0');
  }
}

/** The outcome of a finished (or stopped) game: scores, winners and the hashes of its views and events. */
export function outcomeOf(rules: Rules, s: GameState, moveCount: number, legal: string, trail: string): ReplayOutcome {
  const views = viewTexts(rules, s).map((t) => fnv32(t));
  return {
    moveCount,
    scores: s.players.map((p) => p.score),
    winners: s.winners === null ? null : [...s.winners],
    events: fnv32(JSON.stringify(s.events)),
    views,
    legal,
    trail,
  };
}

export function newGameOf(rules: Rules, c: ReplayConfig, seed: number): GameState {
  const r = createGame(rules, { players: c.players, seed, options: c.options });
  if (!r.ok) throw new Error(`${configName(c)}: the game cannot be set up: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return r.state;
}

/** Every fixture file, parsed, in file-name order. */
export function loadFixtures(dir = fixturesDir): { file: string; fixture: ReplayFixture }[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((file) => {
    const fixture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReplayFixture;
    if (fixture.format !== REPLAY_FORMAT) throw new Error(`${file}: replay fixture format ${fixture.format}, expected ${REPLAY_FORMAT}`);
    return { file, fixture };
  });
}

/** The states of a recorded game from its start to its end, each its own object (for the views bench). */
export function recordedStates(rules: Rules, c: ReplayConfig, g: ReplayGame): GameState[] {
  let s = newGameOf(rules, c, g.seed);
  const out = [s];
  for (const pick of g.picks) {
    const move = legalMoves(rules, s)[pick];
    if (move === undefined) throw new Error(`${configName(c)} seed ${g.seed}: no legal move at index ${pick}`);
    const r = applyMove(rules, s, move);
    if (!r.ok) throw new Error(`${configName(c)} seed ${g.seed}: ${r.error.code} ${r.error.message}`);
    s = r.state;
    out.push(s);
  }
  return out;
}
