// The playground's schema validators (scripts/browser-validators.mjs: ajv's standalone code as a
// plain ES module) need neither require() nor eval, and report exactly what validators compiled at
// run time report, on every broken file of the diagnostics corpus and on the real rule files.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemasFingerprint, usePrecompiledValidators } from '../../grammar/schema/validate.js';
import { corpusFiles, structure } from '../grammar/schema/structure-corpus.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `npm test` writes it first (node scripts/browser-validators.mjs).
const modulePath = join(root, 'playground/generated/schema-validators.js');

describe('the browser schema validators', () => {
  it('are an ES module that neither requires nor evaluates code', () => {
    const text = readFileSync(modulePath, 'utf8');
    expect(text).not.toMatch(/\brequire\s*\(/);
    expect(text).not.toMatch(/createRequire|node:/);
    expect(text).not.toMatch(/new Function|\beval\s*\(/);
    expect(text).toMatch(/^import \* as \w+ from "ajv\/dist\/runtime\/[\w.]+\.js";$/m);
  });

  it('give the same diagnostics as validators compiled at run time', async () => {
    const files = corpusFiles();
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
