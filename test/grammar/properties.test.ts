// Property tests of the whole front end: arbitrary text and YAML, and mutated copies of the real rule files
// and variants, never make compileRules throw or take long, and every diagnostic's range lies inside
// the file it names (valid line and column for that file's text, start ≤ end).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRules, type SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { diagnosticProblems } from '../../bench/soak/ranges.js';
import { bundledSources, type BundledSources } from '../../bench/soak/front-end.js';
import { arbitraryText, arbitraryYaml, mutateText, textMutations } from '../../bench/soak/mutations.js';

/** A fixed seed, so CI is the same run every time; PROPERTY_SEED explores others (a soak). */
const PROPERTY_SEED = Number(process.env['PROPERTY_SEED'] ?? 20261201);

/** Time one compileRules call may take (the real files take a few milliseconds). */
const MAX_MS = 1500;

type Game = BundledSources;

const games: Game[] = bundledSources();

// The first compile in a process also builds the schema validators and the parser: not counted.
beforeAll(() => {
  if (games[0] !== undefined) compileRules(games[0].main);
});

/** Compiles with a time bound and checks every diagnostic's range against the files given. */
function compileChecked(main: SourceFile, variants: readonly SourceFile[] = []): readonly Diagnostic[] {
  const started = performance.now();
  const { def, diagnostics } = compileRules(main, variants);
  expect(performance.now() - started).toBeLessThan(MAX_MS);
  expect(diagnosticProblems(diagnostics, [main, ...variants], def)).toEqual([]);
  return diagnostics;
}

describe('front end: properties', () => {
  it('the real rule files are the seeds: each compiles without errors', () => {
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(compileChecked(g.main).filter((d) => d.severity === 'error')).toEqual([]);
      for (const v of g.variants) expect(compileChecked(g.main, [v]).filter((d) => d.severity === 'error')).toEqual([]);
    }
  });

  it('arbitrary text never throws and keeps ranges in the file', () => {
    fc.assert(
      fc.property(arbitraryText, (t) => {
        compileChecked({ file: 'arbitrary.yaml', text: t });
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('arbitrary YAML of the rule files\' words never throws and keeps ranges in the file', () => {
    fc.assert(
      fc.property(arbitraryYaml, (t) => {
        compileChecked({ file: 'arbitrary.yaml', text: t });
      }),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });

  it('mutated rule files never throw and keep ranges in the file', () => {
    fc.assert(
      fc.property(fc.nat(), textMutations, (gi, ms) => {
        const g = games[gi % games.length] as Game;
        const text = ms.reduce(mutateText, g.main.text);
        compileChecked({ file: g.main.file, text });
      }),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });

  it('mutated variants (and their base) never throw and keep ranges in the right file', () => {
    const withVariants = games.filter((g) => g.variants.length > 0);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), textMutations, fc.boolean(), (gi, vi, ms, mutateBase) => {
        const g = withVariants[gi % withVariants.length] as Game;
        const v = g.variants[vi % g.variants.length] as SourceFile;
        const main = mutateBase ? { ...g.main, text: ms.reduce(mutateText, g.main.text) } : g.main;
        const variant = mutateBase ? v : { ...v, text: ms.reduce(mutateText, v.text) };
        compileChecked(main, [variant, ...g.variants.filter((x) => x !== v).slice(0, 1)]);
      }),
      { numRuns: 120, seed: PROPERTY_SEED },
    );
  });
});
