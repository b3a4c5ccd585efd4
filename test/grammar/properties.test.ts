// Property tests of the whole front end: arbitrary text, and mutated copies of the real rule files
// and variants, never make compileRules throw or take long, and every diagnostic's range lies inside
// the file it names (valid line and column for that file's text, start ≤ end).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules, type SourceFile } from '../../grammar/compile.js';
import type { Diagnostic, Position } from '../../grammar/diagnostics.js';

/** A fixed seed, so CI is the same run every time; PROPERTY_SEED explores others (a soak). */
const PROPERTY_SEED = Number(process.env['PROPERTY_SEED'] ?? 20261201);

/** Time one compileRules call may take (the real files take a few milliseconds). */
const MAX_MS = 1500;

const rulesDir = fileURLToPath(new URL('../../rules/', import.meta.url));

interface Game {
  readonly main: SourceFile;
  readonly variants: readonly SourceFile[];
}

const games: Game[] = readdirSync(rulesDir)
  .sort()
  .filter((g) => existsSync(join(rulesDir, g, 'game.yaml')))
  .map((g) => {
    const vdir = join(rulesDir, g, 'variants');
    const vs = existsSync(vdir) ? readdirSync(vdir).filter((f) => f.endsWith('.yaml')).sort() : [];
    return {
      main: { file: `${g}/game.yaml`, text: readFileSync(join(rulesDir, g, 'game.yaml'), 'utf8') },
      variants: vs.map((v) => ({ file: `${g}/variants/${v}`, text: readFileSync(join(vdir, v), 'utf8') })),
    };
  });

/** The 1-based line and column of a 0-based offset in `text`, computed independently of LineMap. */
function expectedPosition(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

function checkPosition(p: Position, text: string, what: string): void {
  expect(Number.isInteger(p.offset) && p.offset >= 0 && p.offset <= text.length, `${what}: offset ${p.offset} of ${text.length}`).toBe(true);
  const lines = text.split('\n');
  expect(p.line, what).toBeGreaterThanOrEqual(1);
  expect(p.line, what).toBeLessThanOrEqual(lines.length);
  expect(p.column, what).toBeGreaterThanOrEqual(1);
  expect(p.column, what).toBeLessThanOrEqual((lines[p.line - 1] ?? '').length + 1);
  expect({ line: p.line, column: p.column }, what).toEqual(expectedPosition(text, p.offset));
}

/** Compiles with a time bound and checks every diagnostic's range against the files given. */
function compileChecked(main: SourceFile, variants: readonly SourceFile[] = []): readonly Diagnostic[] {
  const started = performance.now();
  const { def, diagnostics } = compileRules(main, variants);
  expect(performance.now() - started).toBeLessThan(MAX_MS);
  const texts = new Map([main, ...variants].map((s) => [s.file, s.text]));
  for (const d of diagnostics) {
    const text = texts.get(d.range.file);
    expect(text, `${d.code} names an unknown file ${d.range.file}`).toBeDefined();
    checkPosition(d.range.start, text ?? '', `${d.code} start`);
    checkPosition(d.range.end, text ?? '', `${d.code} end`);
    expect(d.range.start.offset, d.code).toBeLessThanOrEqual(d.range.end.offset);
    expect(d.code).toMatch(/^[a-z]+\/[a-z-]+$/);
    expect(['error', 'warning', 'info']).toContain(d.severity);
  }
  expect(def === undefined).toBe(diagnostics.some((d) => d.severity === 'error'));
  return diagnostics;
}

// ---------------------------------------------------------------- mutations of the real files

type Mutation =
  | { readonly kind: 'delete' | 'duplicate' | 'indent' | 'dedent'; readonly line: number }
  | { readonly kind: 'swap'; readonly line: number; readonly other: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'truncate'; readonly at: number };

const PIECES = [
  ...':-[]{}()"\'#&*!|>%@`,?.=<+;\\ \t\n\r'.split(''),
  '..', '=>', '---', '- ', ': ', 'null', '~', 'é', '😀', '\u0000', '\uFEFF', 'players', 'me.hand', 'x',
];

const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 4 }));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete', 'duplicate', 'indent', 'dedent'), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap'), line: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('insert'), at: fc.nat(), text: piece }),
  fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
) as fc.Arbitrary<Mutation>;

function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const n = lines.length;
  switch (m.kind) {
    case 'delete':
      return lines.filter((_, i) => i !== m.line % n).join('\n');
    case 'duplicate': {
      const i = m.line % n;
      return [...lines.slice(0, i + 1), lines[i] ?? '', ...lines.slice(i + 1)].join('\n');
    }
    case 'indent':
    case 'dedent': {
      const i = m.line % n;
      const line = lines[i] ?? '';
      lines[i] = m.kind === 'indent' ? `  ${line}` : line.replace(/^ {1,2}/, '');
      return lines.join('\n');
    }
    case 'swap': {
      const [i, j] = [m.line % n, m.other % n];
      [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
      return lines.join('\n');
    }
    case 'insert': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.text + text.slice(at);
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
  }
}

const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 });

describe('front end: properties', () => {
  it('the real rule files are the seeds: each compiles without errors', () => {
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(compileChecked(g.main).filter((d) => d.severity === 'error')).toEqual([]);
      for (const v of g.variants) expect(compileChecked(g.main, [v]).filter((d) => d.severity === 'error')).toEqual([]);
    }
  });

  it('arbitrary text never throws and keeps ranges in the file', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(fc.constantFrom(...PIECES, 'game:', 'players:', 'cards:', 'round:', '\n  ', 'score: "'), { maxLength: 80 }).map((a) => a.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        compileChecked({ file: 'arbitrary.yaml', text: t });
      }),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });

  it('mutated rule files never throw and keep ranges in the file', () => {
    fc.assert(
      fc.property(fc.nat(), mutations, (gi, ms) => {
        const g = games[gi % games.length] as Game;
        const text = ms.reduce(mutate, g.main.text);
        compileChecked({ file: g.main.file, text });
      }),
      { numRuns: 200, seed: PROPERTY_SEED },
    );
  });

  it('mutated variants (and their base) never throw and keep ranges in the right file', () => {
    const withVariants = games.filter((g) => g.variants.length > 0);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), mutations, fc.boolean(), (gi, vi, ms, mutateBase) => {
        const g = withVariants[gi % withVariants.length] as Game;
        const v = g.variants[vi % g.variants.length] as SourceFile;
        const main = mutateBase ? { ...g.main, text: ms.reduce(mutate, g.main.text) } : g.main;
        const variant = mutateBase ? v : { ...v, text: ms.reduce(mutate, v.text) };
        compileChecked(main, [variant, ...g.variants.filter((x) => x !== v).slice(0, 1)]);
      }),
      { numRuns: 120, seed: PROPERTY_SEED },
    );
  });
});
