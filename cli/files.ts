// File access for commands: reading rule files with their variants, and finding scenario files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules, variantExtends, type CompileResult, type CompileSettings, type SourceFile } from '../grammar/compile.js';
import { layerChain } from '../grammar/def/variant-chain.js';

/** A path as shown to the user: relative to the working directory when inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? path : rel;
}

/** Why a path could not be read, as the end of an error line (`PATH: no such file`). */
export function fileProblem(path: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const why = code === 'ENOENT' ? 'no such file'
    : code === 'ENOTDIR' ? 'no such file (a part of the path is a file)'
    : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
    : code === 'EISDIR' ? 'is a folder, not a file'
    : `cannot read it (${code ?? (err instanceof Error ? err.message : String(err))})`;
  return `${path}: ${why}`;
}

/** The largest file a command reads (a rule file, a variant, a record, a scenario): 4 MiB. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * A file's text, or why it is not read: only regular files of at most MAX_FILE_BYTES are. A FIFO,
 * a device (/dev/zero, /dev/urandom) or a socket would block or never end; a folder is no file.
 */
export function readTextFile(path: string): { text: string } | { error: string } {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { error: `${path}: is a folder, not a file` };
    if (!st.isFile()) return { error: `${path}: is not a regular file (a pipe, a device or a socket), so it is not read` };
    if (st.size > MAX_FILE_BYTES) return { error: `${path}: is too large (${(st.size / 1048576).toFixed(1)} MiB; at most ${MAX_FILE_BYTES / 1048576} MiB)` };
    return { text: readFileSync(path, 'utf8') };
  } catch (err) {
    return { error: fileProblem(path, err) };
  }
}

export function readSource(path: string): SourceFile | { error: string } {
  const r = readTextFile(path);
  return 'error' in r ? r : { file: displayPath(resolve(path)), text: r.text };
}

export function isError<T extends object>(x: T | { error: string }): x is { error: string } {
  return 'error' in x;
}

/**
 * Compiles a rules file with variants. A variant given alone (with `extends:`) brings its base
 * along, so `cardsmith validate variants/gaps.yaml` checks the variant on its game. `settings.options`
 * are the option values the game will be created with (they choose the options' patches).
 */
export function compileFiles(main: string, variants: readonly string[], settings: CompileSettings = {}): CompileResult | { error: string } {
  const layers = readLayers(main, variants);
  if (isError(layers)) return layers;
  const [base, ...vs] = layers;
  if (base === undefined) return { error: `${main}: nothing to compile` };
  return compileRules(base, vs, settings);
}

/**
 * The files compiled for a rule file and variants, the base game first: a variant brings the
 * variants it extends and their game (`layerChain`), each read once.
 */
function readLayers(main: string, variants: readonly string[]): SourceFile[] | { error: string } {
  const named = (p: string): { path: string; named: string } => ({ path: resolve(p), named: p });
  const chain = layerChain<SourceFile>(named(main), variants.map(named), {
    read: (path, what, named, by) => {
      // A file named on the command line is read (and named in errors) as given.
      const src = readSource(what === 'extends' ? path : named);
      if (!isError(src)) return { file: src };
      return what === 'extends' && by !== undefined ? { error: `${displayPath(by)}: extends ${named}: ${src.error}` } : src;
    },
    extendsOf: (src) => variantExtends(src),
    resolve: (path, ext) => resolve(dirname(path), ext),
  });
  if ('error' in chain) return chain;
  return [chain.base.file, ...chain.layers.map((l) => l.file)];
}

/** Scenario files under the given files and folders (folders: every *.yaml below a `tests/` folder). */
export function findScenarioFiles(paths: readonly string[]): string[] | { error: string } {
  const out: string[] = [];
  const walk = (dir: string, inTests: boolean): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(p).isDirectory()) walk(p, inTests || name === 'tests');
      else if (inTests && /\.ya?ml$/.test(name)) out.push(p);
    }
  };
  for (const p of paths) {
    if (!existsSync(p)) return { error: `${p}: no such file or folder` };
    try {
      if (statSync(p).isDirectory()) walk(p, /(^|\/)tests\/?$/.test(p));
      else out.push(p);
    } catch (err) {
      // A folder below that cannot be listed, or a path through a file.
      const at = (err as NodeJS.ErrnoException).path ?? p;
      return { error: fileProblem(at, err) };
    }
  }
  return out;
}

const isYaml = (name: string): boolean => /\.ya?ml$/.test(name);

/** A folder's entries that a search looks at: none of node_modules, none starting with a dot. */
const listed = (dir: string): string[] => readdirSync(dir).sort().filter((n) => n !== 'node_modules' && !n.startsWith('.'));

/**
 * Whether a YAML file found in a folder is a rule file or a variant: `game.yaml`, any file in a
 * `variants/` folder, or a file with a top-level `game:` or `extends:` key. Other YAML files (a
 * site's configuration, data) are not Cardsmith's and are left alone.
 */
function isRuleOrVariant(path: string, name: string, inVariants: boolean): boolean {
  if (/^game\.ya?ml$/.test(name) || inVariants) return true;
  const r = readTextFile(path);
  return 'text' in r && /^["']?(game|extends)["']?[ \t]*:/m.test(r.text);
}

/**
 * The rule and variant files to check for the given files and folders: each file as given (one
 * that cannot be read is left for the check to report), and in each folder every rule or variant
 * file beneath (tests/ folders hold scenario files, which are `cardsmith test`'s, and are skipped).
 * A folder with none is a problem: a check that finds nothing to check must not pass.
 */
export function findRuleFiles(paths: readonly string[]): { files: string[]; problems: string[] } {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = (dir: string, inVariants: boolean): void => {
    for (const name of listed(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'tests') walk(p, name === 'variants');
      } else if (isYaml(name) && isRuleOrVariant(p, name, inVariants)) files.push(p);
    }
  };
  for (const p of paths) {
    let folder = false;
    try {
      folder = statSync(p).isDirectory();
    } catch {
      // missing or unreadable: reading it reports why
    }
    if (!folder) {
      files.push(p);
      continue;
    }
    const before = files.length;
    try {
      walk(p, /(^|\/)variants\/?$/.test(p));
    } catch (err) {
      problems.push(fileProblem((err as NodeJS.ErrnoException).path ?? p, err));
      continue;
    }
    if (files.length === before) problems.push(`${p}: no rule file or variant in this folder (a rule file has a top-level game: key, a variant extends:)`);
  }
  return { files, problems };
}

/** The files a rule or variant file's check reads: itself and, for a variant, every file above it. */
export function filesRead(main: string): string[] {
  const layers = readLayers(main, []);
  return isError(layers) ? [resolve(main)] : layers.map((l) => resolve(l.file));
}

/**
 * The folder of Cardsmith's own package (its package.json, rules/, docs/, dist/): found upward
 * from this module, which runs from cli/ (the sources), dist/cli/ or dist/bundle/chunks/.
 */
export function packageRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name === 'cardsmith') return dir;
      } catch {
        // not a package.json we can read: keep looking upward
      }
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** A file of the package (rules/..., cli/templates/...), wherever it is installed. */
export function bundledPath(rel: string): string {
  const root = packageRoot();
  return root === undefined ? rel : join(root, rel);
}

/** Reads any file for the scenario runner (undefined when missing). */
export function readOrUndefined(path: string): string | undefined {
  const r = readTextFile(path);
  return 'text' in r ? r.text : undefined;
}
