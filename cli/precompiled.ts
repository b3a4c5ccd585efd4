// Loads the schema validators the build precompiled (scripts/precompile-schemas.mjs), if present and
// made from the current schemas; otherwise ajv compiles them on first use, as before.
import { existsSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { usePrecompiledValidators, type FileKind } from '../grammar/schema/validate.js';

interface PrecompiledModule {
  readonly fingerprint: string;
  readonly kinds: Readonly<Record<FileKind, string>>;
  readonly [name: string]: unknown;
}

export async function loadPrecompiledValidators(): Promise<boolean> {
  // Beside dist/cli/ and dist/bundle/, or in dist/ when running from the sources.
  const url = ['../schema-validators.mjs', '../dist/schema-validators.mjs'].map((rel) => new URL(rel, import.meta.url)).find((u) => existsSync(u));
  if (url === undefined) return false;
  try {
    const m = (await import(url.href)) as PrecompiledModule;
    const validators: Partial<Record<FileKind, ValidateFunction>> = {};
    for (const [kind, name] of Object.entries(m.kinds) as [FileKind, string][]) {
      const v = m[name];
      if (typeof v === 'function') validators[kind] = v as ValidateFunction;
    }
    return usePrecompiledValidators(m.fingerprint, validators);
  } catch {
    return false;
  }
}
