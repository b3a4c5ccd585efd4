// Options that change data: an option's `patch:` maps some of its values to a partial rule file,
// applied like a variant layer (after the variants) when that value is chosen. This module checks
// the patches' structure in place, finds the patched options of a merged rule file, and says which
// layers a choice of values applies.
import type { ErrorObject } from 'ajv';
import type { Diagnostic } from '../diagnostics.js';
import { keyNodeAt, nodeAt, rangeOf, type PathSegment, type PlainValue, type YamlDocument } from '../yaml/load.js';
import type { Layer, MergeResult, PlainMap } from '../def/merge.js';
import { validatorFor } from '../schema/validate.js';
import { selectErrors } from '../schema/select.js';
import { toDiagnostic } from '../schema/to-diagnostic.js';
import { optionMessages } from './codes.js';

/** An option value as a caller chooses it (a scenario, `--option NAME=VALUE`, createGame). */
export type OptionValue = string | number | boolean;

/** Chosen option values by option name; options not named take their default. */
export type OptionChoices = Readonly<Record<string, OptionValue>>;

/** The option values among `values` that can be chosen (strings, numbers, booleans); others choose no patch. */
export function optionChoices(values: Readonly<Record<string, unknown>>): OptionChoices {
  const out: Record<string, OptionValue> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  return out;
}

/** An option with a patch, as the merged rule file declares it. */
export interface PatchedOption {
  readonly name: string;
  /** The patch key of the default value. */
  readonly defaultKey: string;
  /** Patch key (the value written as a YAML key) → its layer; only keys the option can take. */
  readonly patches: ReadonlyMap<string, Layer>;
}

/** The patch key a value is written as: `true`, `hand`, `3`. */
export function patchKey(value: PlainValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

function isMap(v: PlainValue | undefined): v is PlainMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const pointer = (path: readonly PathSegment[]): string =>
  path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function keyRange(doc: YamlDocument, path: readonly PathSegment[]): Diagnostic['range'] {
  const node = keyNodeAt(doc, path) ?? nodeAt(doc, path);
  return node ? rangeOf(doc, node) : doc.lineMap.range(0, 0);
}

/**
 * The structure of every patch body in a rule or variant file, checked against the option-patch
 * schema where it stands, so positions point into the patch. Also refuses patches of `options`.
 */
export function checkPatchStructure(doc: YamlDocument, value: PlainValue): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!isMap(value) || !isMap(value['options'])) return out;
  const validate = validatorFor('option-patch');
  for (const [name, option] of Object.entries(value['options'])) {
    if (!isMap(option) || !isMap(option['patch'])) continue;
    for (const [key, body] of Object.entries(option['patch'])) {
      if (!isMap(body)) continue; // not a map: the file's own schema reports it
      const at: PathSegment[] = ['options', name, 'patch', key];
      if ('options' in body) {
        out.push({ severity: 'error', code: 'option/patches-options', message: optionMessages['option/patches-options'](name), range: keyRange(doc, [...at, 'options']) });
      }
      if (validate(body)) continue;
      const prefix = pointer(at);
      const errors: readonly ErrorObject[] = validate.errors ?? [];
      for (const e of selectErrors(errors)) out.push(toDiagnostic(doc, value, 'option-patch', { ...e, instancePath: `${prefix}${e.instancePath}` }));
    }
  }
  return out;
}

/** Whether `key` is a value the option can take: one of `values`, or else of the default's type. */
function allows(option: PlainMap, key: string): boolean {
  const values = option['values'];
  if (Array.isArray(values)) return values.some((v) => patchKey(v) === key);
  const d = option['default'];
  if (typeof d === 'boolean') return key === 'true' || key === 'false';
  if (typeof d === 'number') return key.trim() !== '' && Number.isFinite(Number(key));
  return true;
}

function allowedText(option: PlainMap): string {
  const values = option['values'];
  if (Array.isArray(values)) return `its values are ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  const d = option['default'];
  return `its values are ${typeof d === 'boolean' ? 'true and false' : typeof d === 'number' ? 'numbers' : 'strings'}`;
}

/**
 * The options of the merged rule file that have patches, in declaration order, with a diagnostic
 * for each patch keyed by a value the option cannot take (that patch is left out).
 */
export function patchedOptions(merged: MergeResult): { options: PatchedOption[]; diagnostics: Diagnostic[] } {
  const options: PatchedOption[] = [];
  const diagnostics: Diagnostic[] = [];
  const declared = merged.value['options'];
  if (!isMap(declared)) return { options, diagnostics };
  for (const [name, option] of Object.entries(declared)) {
    if (!isMap(option) || !isMap(option['patch'])) continue;
    const patch = option['patch'];
    const patches = new Map<string, Layer>();
    for (const [key, body] of Object.entries(patch)) {
      const origin = merged.origins.of(patch, key);
      if (origin === undefined) continue; // every merged entry has an origin; defensive only
      if (!allows(option, key)) {
        diagnostics.push({ severity: 'error', code: 'option/unknown-value', message: optionMessages['option/unknown-value'](name, key, allowedText(option)), range: keyRange(origin.doc, origin.path) });
        continue;
      }
      if (!isMap(body)) continue;
      const { options: _refused, ...changes } = body; // reported by checkPatchStructure
      patches.set(key, { doc: origin.doc, value: changes, at: origin.path, label: `option '${name}: ${key}' in ${origin.doc.file}` });
    }
    if (patches.size > 0) options.push({ name, defaultKey: patchKey(option['default']), patches });
  }
  return { options, diagnostics };
}

/** The layers a choice applies, in the order the options are declared; unset options take their default. */
export function chosenLayers(options: readonly PatchedOption[], choices: Readonly<Record<string, string>>): Layer[] {
  const out: Layer[] = [];
  for (const o of options) {
    const layer = o.patches.get(choices[o.name] ?? o.defaultKey);
    if (layer !== undefined) out.push(layer);
  }
  return out;
}
