// The soak's front-end cases: arbitrary text, arbitrary YAML, and mutations of the bundled rule files
// and variants (text-level and token-level). Each case is compiled within a time bound and its
// diagnostics checked (ranges.ts); a mutated file that compiles is played for a few random moves
// within a bound, where only rule-file errors (codes) may stop it. Nothing may throw.
import fc from 'fast-check';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRules, type SourceFile } from '../../grammar/compile.js';
import type { GameDef } from '../../grammar/def/types.js';
import { applyInPlace, createGame, legalMoves, prepareRules } from '../../runtime/index.js';
import { rng, rulesRoot } from './bundled-games.js';
import { diagnosticProblems } from './ranges.js';
import { arbitraryText, arbitraryYaml, mutateText, mutateTokens, textMutations, tokenMutations } from './mutations.js';
import type { Failure } from './report.js';

export const FRONT_KINDS = ['text', 'yaml', 'mutated-game', 'mutated-variant', 'mutant'] as const;
export type FrontKind = (typeof FRONT_KINDS)[number];

/** Bounds: one compile, and the few moves a compiled mutant is played for. */
export const COMPILE_MS = 2000;
export const PLAY_MS = 2000;
const PLAY_MOVES = 30;

/** A bundled game's rule file and its variants, as text. */
export interface BundledSources {
  readonly main: SourceFile;
  readonly variants: readonly SourceFile[];
}
type Game = BundledSources;

/** Every bundled game's sources, named by their paths inside rules/. */
export function bundledSources(): BundledSources[] {
  return readdirSync(rulesRoot)
    .sort()
    .filter((g) => existsSync(join(rulesRoot, g, 'game.yaml')))
    .map((g) => {
      const vdir = join(rulesRoot, g, 'variants');
      const vs = existsSync(vdir) ? readdirSync(vdir).filter((f) => f.endsWith('.yaml')).sort() : [];
      return {
        main: { file: `${g}/game.yaml`, text: readFileSync(join(rulesRoot, g, 'game.yaml'), 'utf8') },
        variants: vs.map((v) => ({ file: `${g}/variants/${v}`, text: readFileSync(join(vdir, v), 'utf8') })),
      };
    });
}

/** One case: the files to compile (the main file first). */
type Case = readonly SourceFile[];

function caseArbitrary(kind: FrontKind, games: readonly Game[]): fc.Arbitrary<Case> {
  const withVariants = games.filter((g) => g.variants.length > 0);
  const game = fc.nat().map((i) => games[i % games.length] as Game);
  switch (kind) {
    case 'text': return arbitraryText.map((text) => [{ file: 'arbitrary.yaml', text }]);
    case 'yaml': return arbitraryYaml.map((text) => [{ file: 'arbitrary.yaml', text }]);
    case 'mutated-game': return fc.tuple(game, textMutations).map(([g, ms]) => [{ ...g.main, text: ms.reduce(mutateText, g.main.text) }]);
    case 'mutant': return fc.tuple(game, tokenMutations).map(([g, ms]) => [{ ...g.main, text: ms.reduce(mutateTokens, g.main.text) }]);
    case 'mutated-variant':
      return fc.tuple(fc.nat(), fc.nat(), textMutations, fc.boolean()).map(([gi, vi, ms, mutateBase]) => {
        const g = withVariants[gi % withVariants.length] as Game;
        const v = g.variants[vi % g.variants.length] as SourceFile;
        const main = mutateBase ? { ...g.main, text: ms.reduce(mutateText, g.main.text) } : g.main;
        const variant = mutateBase ? v : { ...v, text: ms.reduce(mutateText, v.text) };
        return [main, variant];
      });
  }
}

export interface FrontStats {
  cases: number;
  compiled: number;
  played: number;
  moves: number;
  slowestCompileMs: number;
  slowestCompile: string;
}

export const emptyFrontStats = (): FrontStats => ({ cases: 0, compiled: 0, played: 0, moves: 0, slowestCompileMs: 0, slowestCompile: '' });

/** Plays a compiled mutant for a few random moves; problems found (a throw, a bad code, too slow). */
function playBriefly(def: GameDef, seed: number, stats: FrontStats): string[] {
  const started = performance.now();
  const rules = prepareRules(def);
  const created = createGame(rules, { players: def.players.min, seed });
  if (!created.ok) {
    const bad = created.diagnostics.filter((d) => !/^(runtime|game)\/[a-z-]+$/.test(d.code));
    return bad.map((d) => `createGame: a diagnostic with code ${d.code}`);
  }
  stats.played++;
  const s = created.state;
  const r = rng(seed);
  for (let n = 0; n < PLAY_MOVES && s.phase !== 'over'; n++) {
    const moves = legalMoves(rules, s);
    if (moves.length === 0) return ['a game not over has no legal move'];
    const error = applyInPlace(rules, s, moves[Math.floor(r() * moves.length)]!);
    stats.moves++;
    if (error !== null) return /^runtime\/[a-z-]+$/.test(error.code) ? [] : [`a move failed with code ${error.code}`];
    if (performance.now() - started > PLAY_MS) return [`${n + 1} moves took over ${PLAY_MS} ms`];
  }
  return [];
}

/** Runs `count` cases of `kind` from `seed`; failures carry their input files. */
export function runFrontCases(kind: FrontKind, seed: number, count: number, stats: FrontStats, failures: Failure[]): void {
  const games = bundledSources();
  const cases = fc.sample(caseArbitrary(kind, games), { numRuns: count, seed });
  cases.forEach((files, i) => {
    stats.cases++;
    const label = `${kind} seed ${seed} case ${i}`;
    let problems: string[];
    try {
      const started = performance.now();
      const { def, diagnostics } = compileRules(files[0] as SourceFile, files.slice(1));
      const ms = performance.now() - started;
      if (ms > stats.slowestCompileMs) [stats.slowestCompileMs, stats.slowestCompile] = [ms, label];
      problems = diagnosticProblems(diagnostics, files, def);
      if (ms > COMPILE_MS) problems.push(`the compile took ${Math.round(ms)} ms (bound ${COMPILE_MS} ms)`);
      if (def !== undefined) {
        stats.compiled++;
        if (kind !== 'text' && kind !== 'yaml') problems.push(...playBriefly(def, seed + i, stats));
      }
    } catch (err) {
      problems = [`threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`];
    }
    if (problems.length > 0) failures.push({ kind: `front-end/${kind}`, label, problems, files: files.map((f) => ({ file: f.file, text: f.text })) });
  });
}
