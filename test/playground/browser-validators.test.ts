// The playground's schema validators (scripts/browser-validators.mjs: ajv's standalone code as a
// plain ES module) need neither require() nor eval, and report exactly what validators compiled at
// run time report, on every broken file of the diagnostics corpus and on the real rule files.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadYaml } from '../../grammar/yaml/load.js';
import { checkStructure, schemasFingerprint, usePrecompiledValidators, type FileKind } from '../../grammar/schema/validate.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `npm test` writes it first (node scripts/browser-validators.mjs).
const modulePath = join(root, 'playground/generated/schema-validators.js');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return yamlFiles(p);
    return name.endsWith('.yaml') && !name.endsWith('.expect.yaml') ? [p] : [];
  });
}

function kindOf(path: string): FileKind {
  if (path.includes('/tests/')) return 'scenario';
  return readFileSync(path, 'utf8').includes('extends:') ? 'variant' : 'rules';
}

function structure(files: readonly string[]): Diagnostic[][] {
  return files.map((f) => {
    const { doc } = loadYaml(f, readFileSync(f, 'utf8'));
    return doc === undefined ? [] : checkStructure(doc, kindOf(f));
  });
}

describe('the browser schema validators', () => {
  it('are an ES module that neither requires nor evaluates code', () => {
    const text = readFileSync(modulePath, 'utf8');
    expect(text).not.toMatch(/\brequire\s*\(/);
    expect(text).not.toMatch(/createRequire|node:/);
    expect(text).not.toMatch(/new Function|\beval\s*\(/);
    expect(text).toMatch(/^import \* as \w+ from "ajv\/dist\/runtime\/[\w.]+\.js";$/m);
  });

  it('give the same diagnostics as validators compiled at run time', async () => {
    const files = [...yamlFiles(join(root, 'test/grammar/corpus/groups')), ...yamlFiles(join(root, 'rules'))];
    expect(files.length).toBeGreaterThan(150);
    const compiledNow = structure(files);
    const m = (await import('../../playground/generated/schema-validators.js')) as typeof import('../../playground/generated/schema-validators.js');
    expect(m.fingerprint).toBe(schemasFingerprint());
    expect(Object.keys(m.validators).sort()).toEqual(['option-patch', 'rules', 'scenario', 'variant']);
    expect(usePrecompiledValidators(m.fingerprint, m.validators)).toBe(true);
    const browser = structure(files);
    expect(browser).toEqual(compiledNow);
    expect(compiledNow.some((d) => d.length > 0)).toBe(true);
  });
});
