// What the schema validators are compared on: every broken file of the diagnostics corpus and the
// real rule files, and what checkStructure says of each (for tests that swap the validators).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadYaml } from '../../../grammar/yaml/load.js';
import { checkStructure, type FileKind } from '../../../grammar/schema/validate.js';
import type { Diagnostic } from '../../../grammar/diagnostics.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

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

/** The corpus's YAML files and the bundled rule files, variants and scenarios. */
export function corpusFiles(): string[] {
  return [...yamlFiles(join(root, 'test/grammar/corpus/groups')), ...yamlFiles(join(root, 'rules'))];
}

/** checkStructure's diagnostics of each file, with whatever validators are in use. */
export function structure(files: readonly string[]): Diagnostic[][] {
  return files.map((f) => {
    const { doc } = loadYaml(f, readFileSync(f, 'utf8'));
    return doc === undefined ? [] : checkStructure(doc, kindOf(f));
  });
}
