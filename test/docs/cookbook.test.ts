// Proves docs/cookbook.md: every recipe's rule file compiles without an error or a warning, and random games of it
// end, at its smallest and largest player count; every check scenario passes. A recipe is a fenced
// yaml block after `<!-- recipe: NAME -->` (the file NAME.yaml: a rule file, or a variant with
// `extends: OTHER.yaml`, another recipe); a check is a fenced yaml block after `<!-- check: NAME -->`,
// a scenario run with the recipes as its files. Every recipe needs at least one check. What the
// language cannot say yet is proven by blocks after `<!-- refused: NAME CODE -->`: variants of a
// recipe that the compiler must refuse with that diagnostic code.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules, variantExtends, type SourceFile } from '../../grammar/compile.js';
import { applyMove, legalMoves, prepareRules, randomBot, type Rules } from '../../runtime/index.js';
import { RulesCache, runScenario } from '../../runtime/scenario/index.js';
import { newGame } from '../runtime/new-game.js';

const DOC = fileURLToPath(new URL('../../docs/cookbook.md', import.meta.url));

interface Block { kind: 'recipe' | 'check' | 'refused'; name: string; code: string; text: string; line: number }

/** The marked blocks of a markdown text, in order. */
export function markedBlocks(md: string): Block[] {
  const out: Block[] = [];
  // A block may be indented (inside a list item): its lines lose the fence's indentation.
  const re = /<!-- (recipe|check|refused): ([a-z0-9-]+)(?: ([a-z-]+\/[a-z-]+))? -->[ \t]*\n([ \t]*)```yaml\n([\s\S]*?)\n\4```/g;
  for (let m = re.exec(md); m !== null; m = re.exec(md)) {
    const indent = m[4] ?? '';
    const text = (m[5] ?? '').split('\n').map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l)).join('\n');
    out.push({ kind: m[1] as Block['kind'], name: m[2] ?? '', code: m[3] ?? '', text: `${text}\n`, line: md.slice(0, m.index).split('\n').length });
  }
  return out;
}

const blocks = markedBlocks(readFileSync(DOC, 'utf8'));
const recipes = new Map(blocks.filter((b) => b.kind === 'recipe').map((b) => [`${b.name}.yaml`, b.text]));
const refused = new Map(blocks.filter((b) => b.kind === 'refused').map((b) => [`${b.name}.yaml`, b.text]));
const read = (p: string): string | undefined => {
  const name = p.replace(/^(\.\/)+/, '');
  return recipes.get(name) ?? refused.get(name);
};

/** The recipe's rule file and the variants down to it, base first. */
function chain(file: string): { main: SourceFile; variants: SourceFile[] } {
  const layers: SourceFile[] = [];
  for (let f: string | undefined = file; f !== undefined;) {
    const text = read(f);
    if (text === undefined) throw new Error(`no recipe ${f}`);
    layers.unshift({ file: f, text });
    f = variantExtends({ file: f, text });
  }
  const [main, ...variants] = layers as [SourceFile, ...SourceFile[]];
  return { main, variants };
}

function compiled(file: string): { rules: Rules | undefined; diagnostics: string[]; codes: string[] } {
  const { main, variants } = chain(file);
  const r = compileRules(main, variants);
  const diagnostics = r.diagnostics.map((d) => `${d.range.file}:${d.range.start.line}: ${d.severity} ${d.code}: ${d.message}`);
  return { rules: r.def === undefined ? undefined : prepareRules(r.def), diagnostics, codes: r.diagnostics.map((d) => d.code) };
}

/** Plays a random game; the number of moves it took, or throws past the bound. */
function playRandom(rules: Rules, players: number, seed: number, bound = 20_000): number {
  let s = newGame(rules, { players, seed });
  const bot = randomBot(seed);
  let n = 0;
  for (; s.phase !== 'over'; n++) {
    if (n >= bound) throw new Error(`no end after ${bound} moves`);
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    const r = applyMove(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
  return n;
}

function playerCounts(rules: Rules): number[] {
  const { min, max } = rules.def.players;
  return [...new Set([min, Math.min(max, min + 4)])];
}

describe('docs/cookbook.md', () => {
  it('has recipes, each with a check, checks only of recipes, and refused attempts', () => {
    expect(recipes.size).toBeGreaterThan(0);
    expect(refused.size).toBeGreaterThan(0);
    // Every marker is read: a marker the pattern misses (a typo, an unclosed fence) fails here.
    expect(blocks.length).toBe((readFileSync(DOC, 'utf8').match(/^[ \t]*<!-- (recipe|check|refused):/gm) ?? []).length);
    const checked = new Set(blocks.filter((b) => b.kind === 'check').map((b) => `${b.name}.yaml`));
    expect([...recipes.keys()].filter((r) => !checked.has(r))).toEqual([]);
    expect([...checked].filter((c) => !recipes.has(c))).toEqual([]);
  });

  for (const b of blocks.filter((x) => x.kind === 'recipe')) {
    it(`recipe ${b.name} (line ${b.line}) compiles with no error or warning and its random games end`, () => {
      const { rules, diagnostics } = compiled(`${b.name}.yaml`);
      expect(diagnostics).toEqual([]);
      if (rules === undefined) throw new Error('no rules');
      for (const n of playerCounts(rules)) {
        for (const seed of [1, 2, 3]) expect(playRandom(rules, n, seed)).toBeGreaterThan(0);
      }
    });
  }

  for (const b of blocks.filter((x) => x.kind === 'refused')) {
    it(`cannot say yet: ${b.name} (line ${b.line}) is refused with ${b.code}`, () => {
      expect(b.code).not.toBe('');
      expect(recipes.has(`${b.name}.yaml`)).toBe(false);
      const { rules, codes } = compiled(`${b.name}.yaml`);
      expect(rules).toBeUndefined();
      expect(codes).toContain(b.code);
    });
  }

  const cache = new RulesCache();
  blocks.filter((x) => x.kind === 'check').forEach((b, i) => {
    it(`check ${i + 1} of ${b.name} (line ${b.line}) passes`, () => {
      const r = runScenario(`check-${i}.yaml`, b.text, read, cache);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBe(true);
    });
  });
});
