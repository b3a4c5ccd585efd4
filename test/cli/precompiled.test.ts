// The build's precompiled schema validators (ajv standalone) report exactly what validators compiled
// at run time report, on every broken file of the diagnostics corpus and on the real rule files.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadYaml } from '../../grammar/yaml/load.js';
import { checkStructure, usePrecompiledValidators, type FileKind } from '../../grammar/schema/validate.js';
import { loadPrecompiledValidators } from '../../cli/precompiled.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

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

describe('precompiled schema validators', () => {
  it('are refused when made from other schemas', () => {
    expect(usePrecompiledValidators('not-the-fingerprint', {})).toBe(false);
  });

  it('give the same diagnostics as validators compiled at run time', async () => {
    const files = [...yamlFiles(join(root, 'test/grammar/corpus/groups')), ...yamlFiles(join(root, 'rules'))];
    expect(files.length).toBeGreaterThan(150);
    const compiledNow = structure(files);
    // `npm test` precompiles them first (scripts/precompile-schemas.mjs), so they are current.
    expect(await loadPrecompiledValidators()).toBe(true);
    const precompiled = structure(files);
    expect(precompiled).toEqual(compiledNow);
    expect(compiledNow.some((d) => d.length > 0)).toBe(true);
  });
});
