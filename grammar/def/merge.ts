// Variants as patches: a variant file holds only changes to the file it extends. Maps merge key by
// key, `null` deletes, anything else replaces. The merged value remembers which file (and path in
// it) every entry came from, so diagnostics in a variant's part point into the variant file.
import type { Diagnostic } from '../diagnostics.js';
import { keyNodeAt, nodeAt, rangeOf, type PathSegment, type PlainValue, type YamlDocument } from '../yaml/load.js';
import { ruleFileSchema, type JsonSchema } from '../schema/rule-file.schema.js';
import { jsonCopy } from '../json-copy.js';

export interface Origin {
  readonly doc: YamlDocument;
  readonly path: readonly PathSegment[];
}

export interface Layer {
  readonly doc: YamlDocument;
  readonly value: PlainValue;
  /** Where the layer's value sits in its file: `[]` for a variant file, `['options', NAME, 'patch', VALUE]` for an option's patch. */
  readonly at?: readonly PathSegment[];
  /** How diagnostics name the layer (default: its file). */
  readonly label?: string;
  /** The variants this layer extends (directly or through others): it may override what they set. */
  readonly ancestors?: readonly YamlDocument[];
}

function labelOf(layer: Layer): string {
  return layer.label ?? layer.doc.file;
}

export type PlainMap = { [key: string]: PlainValue };

/** Where each merged container came from, and which of its keys a variant set. */
export class Origins {
  private readonly containers = new WeakMap<object, Origin>();
  private readonly keys = new WeakMap<object, Map<string, Origin>>();

  setContainer(container: object, origin: Origin): void {
    this.containers.set(container, origin);
  }

  setKey(container: object, key: string, origin: Origin): void {
    let m = this.keys.get(container);
    if (m === undefined) {
      m = new Map();
      this.keys.set(container, m);
    }
    m.set(key, origin);
  }

  /** The origin of `container[key]`. */
  of(container: object, key: string | number): Origin | undefined {
    const own = this.keys.get(container)?.get(String(key));
    if (own !== undefined) return own;
    const c = this.containers.get(container);
    return c === undefined ? undefined : { doc: c.doc, path: [...c.path, key] };
  }

  /** The origin of a container itself. */
  container(container: object): Origin | undefined {
    return this.containers.get(container);
  }
}

function isMap(v: PlainValue | undefined): v is PlainMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Records the origin of every container inside a value that came whole from one file. */
function adopt(origins: Origins, value: PlainValue, origin: Origin): void {
  if (typeof value !== 'object' || value === null) return;
  origins.setContainer(value, origin);
  if (Array.isArray(value)) value.forEach((v, i) => adopt(origins, v, { doc: origin.doc, path: [...origin.path, i] }));
  else for (const [k, v] of Object.entries(value)) adopt(origins, v, { doc: origin.doc, path: [...origin.path, k] });
}

/** Whether the rule-file schema requires `key` in the mapping at `path` (deleting it would break the game). */
function isRequired(path: readonly PathSegment[], key: string): boolean {
  let s: JsonSchema | undefined = ruleFileSchema;
  for (const seg of path) {
    if (s === undefined) return false;
    const own: JsonSchema | boolean | undefined = s.properties?.[String(seg)];
    const pattern: JsonSchema | undefined = Object.entries(s.patternProperties ?? {}).find(([p]) => new RegExp(p).test(String(seg)))?.[1];
    s = typeof own === 'object' ? own : pattern;
  }
  return s?.required?.includes(key) ?? false;
}

function recordLeaves(setBy: Map<string, SetBy>, where: string, value: PlainValue, doc: YamlDocument, label: string): void {
  if (!isMap(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const path = `${where}.${k}`;
    setBy.set(path, { doc, value: JSON.stringify(v), label });
    recordLeaves(setBy, path, v, doc, label);
  }
}

const clone = (v: PlainValue): PlainValue => jsonCopy(v);

/**
 * The key a scalar entry is short for, where the language has a short form: a suit written
 * `H: Hearts` is `{ name: Hearts }`, so a variant's `H: { colour: red }` keeps the name.
 */
function shortFormKey(path: readonly PathSegment[]): string | undefined {
  return path.length === 3 && path[0] === 'cards' && path[1] === 'suits' ? 'name' : undefined;
}

/** Replaces the scalar at target[key] by `{ [short]: scalar }`, which points where the scalar was. */
function expandShortForm(origins: Origins, target: PlainMap, key: string, short: string): void {
  const origin = origins.of(target, key);
  const expanded: PlainMap = { [short]: target[key] as PlainValue };
  target[key] = expanded;
  if (origin === undefined) return;
  origins.setContainer(expanded, origin);
  origins.setKey(expanded, short, origin);
}

interface SetBy {
  readonly doc: YamlDocument;
  readonly value: string;
  readonly label: string;
}

export interface MergeResult {
  readonly value: PlainMap;
  readonly origins: Origins;
  readonly diagnostics: Diagnostic[];
}

/**
 * Merges variants onto the base, in order. Keys every file may hold but that are not patches: extends.
 * Option patches are layers too (after the variants); a layer never conflicts with another from the
 * same file, so of two option patches of one file changing the same entry the later option's wins.
 */
export function mergeLayers(base: Layer, variants: readonly Layer[]): MergeResult {
  const origins = new Origins();
  const diagnostics: Diagnostic[] = [];
  const root = clone(base.value) as PlainMap;
  adopt(origins, root, { doc: base.doc, path: [] });
  const setBy = new Map<string, SetBy>();

  const patch = (target: PlainMap, changes: PlainMap, layer: Layer, path: PathSegment[]): void => {
    for (const [key, change] of Object.entries(changes)) {
      if (path.length === 0 && key === 'extends') continue;
      const here = [...path, key];
      const inDoc = [...(layer.at ?? []), ...here];
      const where = here.join('.');
      const keyRange = (): Diagnostic['range'] => {
        const node = keyNodeAt(layer.doc, inDoc) ?? nodeAt(layer.doc, inDoc);
        return node ? rangeOf(layer.doc, node) : layer.doc.lineMap.range(0, 0);
      };
      const short = shortFormKey(here);
      if (short !== undefined && isMap(change) && typeof target[key] === 'string') expandShortForm(origins, target, key, short);
      if (isMap(change) && isMap(target[key])) {
        patch(target[key] as PlainMap, change, layer, here);
        continue;
      }
      const text = JSON.stringify(change);
      const earlier = setBy.get(where);
      // The title is a name, not a rule: combined variants simply take the last one's.
      const isTitle = path.length === 0 && key === 'game';
      const overrides = earlier !== undefined && (earlier.doc === layer.doc || (layer.ancestors?.includes(earlier.doc) ?? false));
      if (!isTitle && earlier !== undefined && earlier.value !== text && !overrides) {
        diagnostics.push({
          severity: 'error',
          code: 'variant/conflict',
          message: `'${where}' is changed differently by ${earlier.label} and ${labelOf(layer)}`,
          range: keyRange(),
        });
        continue;
      }
      setBy.set(where, { doc: layer.doc, value: text, label: labelOf(layer) });
      // A whole map set by one variant counts as setting each of its entries, so a later variant
      // that patches one of them differently is a conflict too.
      recordLeaves(setBy, where, change, layer.doc, labelOf(layer));
      if (change === null) {
        if (isRequired(path, key)) {
          diagnostics.push({ severity: 'error', code: 'variant/deletes-required', message: `'${where}' is required, so a variant may replace it but not delete it`, range: keyRange() });
          continue;
        }
        if (!(key in target)) {
          diagnostics.push({ severity: 'error', code: 'variant/no-such-key', message: `'${where}' does not exist in the file this variant extends, so it cannot be deleted`, range: keyRange() });
        }
        delete target[key];
        continue;
      }
      const copy = clone(change);
      target[key] = copy;
      origins.setKey(target, key, { doc: layer.doc, path: inDoc });
      adopt(origins, copy, { doc: layer.doc, path: inDoc });
    }
  };

  for (const v of variants) if (isMap(v.value)) patch(root, v.value, v, []);
  return { value: root, origins, diagnostics };
}
