// The front end's diagnostics corpus: broken rule files under groups/<topic>/, each with a sibling
// caseNNN.expect.yaml listing exactly the diagnostics compileRules must report (severity, code, file
// for variant cases, start and end line:column). A case is a file `caseNNN.yaml`, or a folder
// `caseNNN/` holding `game.yaml` and the variant files applied to it in the order the expectation's
// `variants:` gives. See README.md in this folder for the format.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { compileRules, type SourceFile } from '../../../grammar/compile.js';
import type { Diagnostic } from '../../../grammar/diagnostics.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const groups = join(here, 'groups');
const grammarDir = fileURLToPath(new URL('../../../grammar/', import.meta.url));
const diagnosticsDoc = fileURLToPath(new URL('../../../docs/diagnostics.md', import.meta.url));

interface Expectation {
  readonly about: string;
  readonly variants?: readonly string[];
  readonly diagnostics: readonly string[];
}

interface Case {
  readonly id: string;
  readonly topic: string;
  readonly path: string;
  readonly folder: boolean;
  readonly expect: Expectation;
}

const LINE = /^(error|warning|info) ([a-z]+\/[a-z-]+) (?:(\S+\.yaml) )?(\d+):(\d+)-(\d+):(\d+)$/;

function readExpectation(path: string): Expectation {
  const raw = parse(readFileSync(path, 'utf8')) as Partial<Expectation> | null;
  if (raw === null || typeof raw !== 'object') throw new Error(`${path}: not a mapping`);
  if (typeof raw.about !== 'string' || raw.about === '') throw new Error(`${path}: needs about`);
  if (!Array.isArray(raw.diagnostics)) throw new Error(`${path}: needs a diagnostics list`);
  for (const d of raw.diagnostics) if (typeof d !== 'string' || !LINE.test(d)) throw new Error(`${path}: bad line ${JSON.stringify(d)}`);
  return { about: raw.about, diagnostics: raw.diagnostics, ...(raw.variants ? { variants: raw.variants } : {}) };
}

function loadCases(): Case[] {
  const cases: Case[] = [];
  for (const topic of readdirSync(groups).sort()) {
    const dir = join(groups, topic);
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.expect.yaml')) {
        const id = name.slice(0, -'.expect.yaml'.length);
        if (!existsSync(join(dir, `${id}.yaml`)) && !existsSync(join(dir, id))) throw new Error(`${topic}/${name}: no case ${id}`);
        continue;
      }
      const path = join(dir, name);
      const folder = statSync(path).isDirectory();
      const id = folder ? name : name.replace(/\.yaml$/, '');
      if (!/^case\d{3}$/.test(id)) throw new Error(`${topic}/${name}: cases are named caseNNN`);
      const expectPath = join(dir, `${id}.expect.yaml`);
      if (!existsSync(expectPath)) throw new Error(`${topic}/${name}: no ${id}.expect.yaml`);
      cases.push({ id, topic, path, folder, expect: readExpectation(expectPath) });
    }
  }
  return cases;
}

function source(path: string, file: string): SourceFile {
  return { file, text: readFileSync(path, 'utf8') };
}

/** `severity code [file ]line:col-line:col`; the file is written only for folder (variant) cases. */
function show(d: Diagnostic, withFile: boolean): string {
  const r = d.range;
  return `${d.severity} ${d.code} ${withFile ? `${r.file} ` : ''}${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`;
}

function run(c: Case): Diagnostic[] {
  if (!c.folder) return [...compileRules(source(c.path, `${c.id}.yaml`)).diagnostics];
  const variants = c.expect.variants ?? [];
  return [...compileRules(source(join(c.path, 'game.yaml'), 'game.yaml'), variants.map((v) => source(join(c.path, v), v))).diagnostics];
}

/** Every diagnostic code written in the front end's sources (`'stage/name'` string literals). */
function codesInSources(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/'((?:yaml|schema|expr|name|type|semantic|variant|option|limit)\/[a-z-]+)'/g)) found.add(m[1] as string);
    }
  };
  walk(grammarDir);
  return found;
}

/** Codes no stored case triggers, and why. */
const NOT_IN_FILES: Readonly<Record<string, string>> = {
  'yaml/too-large': 'needs a file over 1 MiB: generated below instead of stored',
  'expr/too-long': 'needs an expression over 10,000 characters: generated below instead of stored',
  'schema/bad-move': 'only scenario files have moves; compileRules checks rule and variant files',
  'schema/duplicate-item': 'only a scenario\'s player list must not repeat; no rule-file schema uses uniqueItems',
  'schema/invalid': 'the fallback for a schema keyword the mapper does not know; the schemas use none',
};

const cases = loadCases();

describe('diagnostics corpus', () => {
  it('has at least 70 cases, each with a unique number', () => {
    expect(cases.length).toBeGreaterThanOrEqual(70);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  for (const c of cases) {
    it(`${c.topic}/${c.id}: ${c.expect.about}`, () => {
      const ds = run(c);
      for (const d of ds) {
        expect(d.message.length, d.code).toBeGreaterThan(0);
        expect(d.range.start.offset, d.code).toBeLessThanOrEqual(d.range.end.offset);
        if (!c.folder) expect(d.range.file).toBe(`${c.id}.yaml`);
      }
      const actual = ds.map((d) => show(d, c.folder)).sort();
      expect(actual).toEqual([...c.expect.diagnostics].sort());
    });
  }

  it('reports a file over 1 MiB once, from the first byte over the limit to the end', () => {
    const text = `game: Big\nnotes: "${'x'.repeat(1024 * 1024)}"\n`;
    const ds = compileRules({ file: 'big.yaml', text }).diagnostics;
    expect(ds.map((d) => `${d.code}@${d.range.start.offset}-${d.range.end.offset}`)).toEqual([`yaml/too-large@${1024 * 1024}-${text.length}`]);
  });

  it('reports an expression over 10,000 characters once, over the whole expression', () => {
    const head = 'game: Long\nplayers: 3\ncards: { suits: { R: Red }, ranks: 1..10 }\ndeck: { all: {} }\nmelds: { single: { size: 1 } }\nround:\n  play: { kind: climbing }\n  score: "';
    const expr = `[${Array.from({ length: 3500 }, () => '1').join(', ')}].size`;
    const text = `${head}${expr}"\ngame-end: { after-rounds: 1 }\n`;
    const ds = compileRules({ file: 'long.yaml', text }).diagnostics;
    expect(ds.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column}`)).toEqual([
      `expr/too-long 8:11-8:${11 + expr.length}`,
    ]);
  });

  it('triggers every code the front end can emit, except the listed ones', () => {
    const all = codesInSources();
    const covered = new Set(cases.flatMap((c) => c.expect.diagnostics.map((d) => (LINE.exec(d) as RegExpExecArray)[2] as string)));
    covered.add('yaml/too-large').add('expr/too-long'); // the two generated cases above
    const missing = [...all].filter((code) => !covered.has(code) && !(code in NOT_IN_FILES)).sort();
    expect(missing).toEqual([]);
    const unknown = [...covered].filter((code) => !all.has(code)).sort();
    expect(unknown).toEqual([]);
    for (const code of Object.keys(NOT_IN_FILES)) expect(all.has(code), code).toBe(true);
  });

  it('documents every code in docs/diagnostics.md, and no other', () => {
    const documented = [...readFileSync(diagnosticsDoc, 'utf8').matchAll(/^### `([a-z]+\/[a-z-]+)`/gm)].map((m) => m[1] as string);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...codesInSources()].sort());
  });
});
