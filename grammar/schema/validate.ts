// Checks a loaded YAML document's structure against one of the JSON Schemas with ajv, and maps every
// ajv error to the exact YAML node with a designer-readable message.
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import { toPlain, type PlainValue, type YamlDocument } from '../yaml/nodes.js';
import { ruleFileSchema, scenarioFileSchema, variantFileSchema } from './rule-file.schema.js';
import { optionPatchSchema } from './variant.schema.js';
import type { JsonSchema } from './json-schema.js';
import { selectErrors } from './select.js';
import { toDiagnostic } from './to-diagnostic.js';

/** The kinds of file, and `option-patch`: the body of one value's patch inside an option. */
export type FileKind = 'rules' | 'variant' | 'scenario' | 'option-patch';

export const schemas: Readonly<Record<FileKind, JsonSchema>> = {
  rules: ruleFileSchema,
  variant: variantFileSchema,
  scenario: scenarioFileSchema,
  'option-patch': optionPatchSchema,
};

// ajv is CommonJS; under NodeNext its default export arrives as the module object.
const Ajv = AjvModule.default;
const compiled = new Map<FileKind, ValidateFunction>();

/** ajv's options; a build that precompiles the validators must use exactly these. */
export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true } as const;

/** A fingerprint of the schemas, so precompiled validators are used only for the schemas they were made from. */
export function schemasFingerprint(): string {
  const text = JSON.stringify(schemas);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return `${text.length}-${(h >>> 0).toString(16)}`;
}

/**
 * Validators compiled ahead of time by the build (ajv's standalone code), so a process that checks
 * one file does not spend its start-up compiling the schema. Ignored when made from other schemas.
 */
export function usePrecompiledValidators(fingerprint: string, validators: Partial<Record<FileKind, ValidateFunction>>): boolean {
  if (fingerprint !== schemasFingerprint()) return false;
  for (const [kind, v] of Object.entries(validators) as [FileKind, ValidateFunction][]) compiled.set(kind, v);
  return true;
}

/** The compiled validator for a kind of file, compiled once. */
export function validatorFor(kind: FileKind): ValidateFunction {
  let v = compiled.get(kind);
  if (v === undefined) {
    const ajv = new Ajv(AJV_OPTIONS);
    v = ajv.compile(schemas[kind]);
    compiled.set(kind, v);
  }
  return v;
}

/**
 * The structural diagnostics of a loaded file, sorted and de-duplicated; none when it conforms.
 * `value` is the document's plain value, for a caller that has already made it (ajv does not change it).
 */
export function checkStructure(doc: YamlDocument, kind: FileKind, value: PlainValue = toPlain(doc)): Diagnostic[] {
  const validate = validatorFor(kind);
  if (validate(value)) return [];
  const errors: readonly ErrorObject[] = validate.errors ?? [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of selectErrors(errors)) {
    const d = toDiagnostic(doc, value, kind, e);
    const key = `${d.code}|${d.range.start.offset}|${d.range.end.offset}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return sortDiagnostics(out);
}
