// The front end's one entry point: rule file (+ variants) text → GameDef and diagnostics.
// YAML with positions → structure (JSON Schema) → variants merged → GameDef built (expressions
// parsed) → names and types checked. Callers read files; this module never touches a file system.
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics.js';
import { loadYaml, toPlain, type PlainValue, type YamlDocument } from './yaml/load.js';
import { mergeLayers, type Layer } from './def/merge.js';
import { variantAncestors } from './def/variant-chain.js';
import { buildDef } from './def/build.js';
import type { GameDef } from './def/types.js';
import { checkStructure } from './schema/validate.js';
import { checkDef } from './def/check.js';
import { checkRanks } from './def/check-ranks.js';
import { checkPatchStructure, chosenLayers, patchedOptions, patchKey, type OptionChoices, type PatchedOption } from './options/patches.js';

export { optionChoices, type OptionChoices, type OptionValue } from './options/patches.js';

export interface SourceFile {
  readonly file: string;
  readonly text: string;
}

export interface CompileSettings {
  /**
   * The option values the game will be created with (the same map goes to createGame); options not
   * named take their default. Only options with a `patch:` change what is compiled.
   */
  readonly options?: OptionChoices;
}

export interface CompileResult {
  /** Present when there are no errors (warnings allowed). */
  readonly def: GameDef | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

function extendsOf(value: PlainValue): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const ext = value['extends'];
  return typeof ext === 'string' ? ext : undefined;
}

/** The `extends` path of a variant file's text, or undefined (used by callers to find the base). */
export function variantExtends(source: SourceFile): string | undefined {
  // A file without the word has no such key: not parsing it twice is a tenth of `validate`'s time.
  if (!source.text.includes('extends')) return undefined;
  const { doc } = loadYaml(source.file, source.text);
  if (doc === undefined) return undefined;
  return extendsOf(toPlain(doc));
}

function load(source: SourceFile, kind: 'rules' | 'variant', out: Diagnostic[]): Layer | undefined {
  const { doc, diagnostics } = loadYaml(source.file, source.text);
  out.push(...diagnostics);
  if (doc === undefined) return undefined;
  const value = toPlain(doc);
  const structural = [...checkStructure(doc, kind, value), ...checkPatchStructure(doc as YamlDocument, value)];
  out.push(...structural);
  if (hasErrors(structural)) return undefined;
  return { doc: doc as YamlDocument, value };
}

/** A choice of patch keys by option name, and the text that identifies it. */
type Choice = Readonly<Record<string, string>>;

const choiceId = (options: readonly PatchedOption[], choice: Choice): string =>
  options.map((o) => `${o.name}=${choice[o.name] ?? o.defaultKey}`).join('\n');

const diagnosticId = (d: Diagnostic): string =>
  `${d.severity}|${d.code}|${d.range.file}|${d.range.start.offset}|${d.range.end.offset}|${d.message}`;

/**
 * Compiles a rule file with its variants and, when options have patches, the options' choice
 * (`settings.options`; unset options take their default): the def is the game with those values.
 * The diagnostics also cover every other value's patch, each compiled alone on top of the defaults,
 * so an error in a patch is found whichever value is chosen; then no def is returned either.
 */
export function compileRules(main: SourceFile, variants: readonly SourceFile[] = [], settings: CompileSettings = {}): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const base = load(main, 'rules', diagnostics);
  const layers = variants.map((v) => load(v, 'variant', diagnostics));
  if (base === undefined || layers.some((l) => l === undefined)) return { def: undefined, diagnostics: sortDiagnostics(diagnostics) };
  // A variant that extends an earlier one may override what that one set (variant-chain.ts).
  const ancestry = variantAncestors((layers as Layer[]).map((l, i) => ({ file: variants[i]?.file ?? '', extends: extendsOf(l.value) })));
  const variantLayers = (layers as Layer[]).map((l, i): Layer => {
    const own = [...(ancestry[i] ?? [])].map((j) => (layers[j] as Layer).doc);
    return own.length === 0 ? l : { ...l, ancestors: own };
  });
  const merged = mergeLayers(base, variantLayers);
  const patched = patchedOptions(merged);
  diagnostics.push(...patched.diagnostics);

  const build = (choice: Choice, out: Diagnostic[]): GameDef => {
    const patches = chosenLayers(patched.options, choice);
    const m = patches.length === 0 ? merged : mergeLayers(base, [...variantLayers, ...patches]);
    const own: Diagnostic[] = [...m.diagnostics];
    const built = buildDef(m, main.file, variants.map((v) => v.file));
    own.push(...built.diagnostics);
    let def = built.def;
    if (!hasErrors(own)) {
      const checked = checkDef(built.def);
      own.push(...checked.diagnostics, ...checkRanks(built.def, built.strings));
      def = { ...def, resolved: checked.resolved };
    }
    out.push(...own);
    return def;
  };

  const given = settings.options ?? {};
  const chosen: Record<string, string> = {};
  for (const o of patched.options) if (given[o.name] !== undefined) chosen[o.name] = patchKey(given[o.name]);
  const built = build(chosen, diagnostics);
  const def: GameDef = patched.options.length === 0
    ? built
    : { ...built, patchedWith: Object.fromEntries(patched.options.map((o) => [o.name, chosen[o.name] ?? o.defaultKey])) };

  // Every other patched value alone on top of the defaults (and the defaults themselves), once each.
  const done = new Set([choiceId(patched.options, chosen)]);
  const others: Choice[] = [{}];
  for (const o of patched.options) for (const key of o.patches.keys()) if (key !== o.defaultKey) others.push({ [o.name]: key });
  for (const choice of others) {
    const id = choiceId(patched.options, choice);
    if (done.has(id)) continue;
    done.add(id);
    build(choice, diagnostics);
  }

  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const id = diagnosticId(d);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const sorted = sortDiagnostics(unique);
  return { def: hasErrors(sorted) ? undefined : def, diagnostics: sorted };
}
