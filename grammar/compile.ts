// The front end's one entry point: rule file (+ variants) text → GameDef and diagnostics.
// YAML with positions → structure (JSON Schema) → variants merged → GameDef built (expressions
// parsed) → names and types checked. Callers read files; this module never touches a file system.
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { loadYaml, toPlain, type YamlDocument } from './yaml/load.js';
import { mergeLayers, type Layer } from './def/merge.js';
import { buildDef } from './def/build.js';
import type { GameDef } from './def/types.js';
import { checkStructure } from './schema/validate.js';
import { checkDef } from './def/check.js';

export interface SourceFile {
  readonly file: string;
  readonly text: string;
}

export interface CompileResult {
  /** Present when there are no errors (warnings allowed). */
  readonly def: GameDef | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** The `extends` path of a variant file's text, or undefined (used by callers to find the base). */
export function variantExtends(source: SourceFile): string | undefined {
  const { doc } = loadYaml(source.file, source.text);
  if (doc === undefined) return undefined;
  const plain = toPlain(doc);
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) return undefined;
  const ext = plain['extends'];
  return typeof ext === 'string' ? ext : undefined;
}

function load(source: SourceFile, kind: 'rules' | 'variant', out: Diagnostic[]): Layer | undefined {
  const { doc, diagnostics } = loadYaml(source.file, source.text);
  out.push(...diagnostics);
  if (doc === undefined) return undefined;
  const structural = checkStructure(doc, kind);
  out.push(...structural);
  if (hasErrors(structural)) return undefined;
  return { doc: doc as YamlDocument, value: toPlain(doc) };
}

export function compileRules(main: SourceFile, variants: readonly SourceFile[] = []): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const base = load(main, 'rules', diagnostics);
  const layers = variants.map((v) => load(v, 'variant', diagnostics));
  if (base === undefined || layers.some((l) => l === undefined)) return { def: undefined, diagnostics: sortDiagnostics(diagnostics) };
  const merged = mergeLayers(base, layers as Layer[]);
  diagnostics.push(...merged.diagnostics);
  const built = buildDef(merged, main.file, variants.map((v) => v.file));
  diagnostics.push(...built.diagnostics);
  if (!hasErrors(diagnostics)) diagnostics.push(...checkDef(built.def));
  const sorted = sortDiagnostics(diagnostics);
  return { def: hasErrors(sorted) ? undefined : built.def, diagnostics: sorted };
}
