// The build's precompiled schema validators (ajv standalone) report exactly what validators compiled
// at run time report, on every broken file of the diagnostics corpus and on the real rule files.
import { describe, expect, it } from 'vitest';
import { usePrecompiledValidators } from '../../grammar/schema/validate.js';
import { loadPrecompiledValidators } from '../../cli/precompiled.js';
import { corpusFiles, structure } from '../grammar/schema/structure-corpus.js';

describe('precompiled schema validators', () => {
  it('are refused when made from other schemas', () => {
    expect(usePrecompiledValidators('not-the-fingerprint', {})).toBe(false);
  });

  it('give the same diagnostics as validators compiled at run time', async () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(150);
    const compiledNow = structure(files);
    // `npm test` precompiles them first (scripts/precompile-schemas.mjs), so they are current.
    expect(await loadPrecompiledValidators()).toBe(true);
    const precompiled = structure(files);
    expect(precompiled).toEqual(compiledNow);
    expect(compiledNow.some((d) => d.length > 0)).toBe(true);
  });
});
