// Variants that extend variants. A variant's `extends:` names a rule file or another variant; the
// layers of a game are its base rule file, then every variant in an order where each comes after
// the one it extends. A layer may override what its ancestors set (that is what extending means);
// two variants side by side, neither extending the other, still conflict (merge.ts).
// Paths use '/', without Node's path module (the front end runs in browsers too).

/** The folder part of a path ('.' for a bare file name). */
export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '.' : i === 0 ? '/' : path.slice(0, i);
}

/** Resolves `rel` against the folder `dir`, folding `.` and `..`. */
export function resolvePath(dir: string, rel: string): string {
  const absolute = rel.startsWith('/');
  const parts = (absolute ? rel : `${dir}/${rel}`).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  const lead = (absolute || dir.startsWith('/')) ? '/' : '';
  return lead + out.join('/');
}

/** The file a layer named `file` extends with `extends: ext`, as a normalised path. */
export function extendsTarget(file: string, ext: string): string {
  return resolvePath(dirname(file), ext);
}

/** How many variants deep a chain of `extends:` may go before it is taken for a mistake. */
export const MAX_EXTENDS_DEPTH = 32;

export interface ChainFile<T> {
  readonly path: string;
  readonly file: T;
}

export interface ChainReader<T> {
  /**
   * Reads one file. `what`: how it was reached, for the caller's error lines; `named`: the path as
   * written (on the command line, or in `extends:`); `by`: for `extends`, the file that names it.
   */
  read(path: string, what: 'rules' | 'extends' | 'variant', named: string, by?: string): { readonly file: T } | { readonly error: string };
  /** The `extends:` of a file read, or undefined for a rule file. */
  extendsOf(file: T): string | undefined;
  /** Where `ext` of the file at `path` points. */
  resolve(path: string, ext: string): string;
}

/**
 * The layers to compile for a rule file (or a variant, which brings its base and the variants
 * between) and the variants applied on top: the base rule file first, then each variant after the
 * one it extends, each once. A variant given with `--variant` brings the variants it extends too
 * (the game at the top of its chain is not added: the layers are applied to `main`'s game).
 * An `extends:` loop, or a chain deeper than MAX_EXTENDS_DEPTH, is an error line.
 */
export interface Named {
  /** The file's path as the reader knows it (the chain's identity of the file). */
  readonly path: string;
  /** The path as the user wrote it, for error lines. */
  readonly named: string;
}

export function layerChain<T>(main: Named, variants: readonly Named[], reader: ChainReader<T>): { base: ChainFile<T>; layers: ChainFile<T>[] } | { error: string } {
  const seen = new Map<string, T>();
  /** From `path` up to its base rule file: [base, ..., path]. */
  const chain = (path: string, what: 'rules' | 'variant', named: string): ChainFile<T>[] | { error: string } => {
    const out: ChainFile<T>[] = [];
    const onChain = new Set<string>();
    let at = path;
    let how: 'rules' | 'extends' | 'variant' = what;
    let name = named;
    let by: string | undefined;
    for (;;) {
      if (onChain.has(at)) return { error: `${named}: its chain of extends: comes back to ${name} (a loop)` };
      if (out.length > MAX_EXTENDS_DEPTH) return { error: `${named}: more than ${MAX_EXTENDS_DEPTH} variants extend one another above it` };
      onChain.add(at);
      let file = seen.get(at);
      if (file === undefined) {
        const r = reader.read(at, how, name, by);
        if ('error' in r) return r;
        file = r.file;
        seen.set(at, file);
      }
      out.unshift({ path: at, file });
      const ext = reader.extendsOf(file);
      if (ext === undefined) return out;
      by = at;
      at = reader.resolve(at, ext);
      how = 'extends';
      name = ext;
    }
  };
  const first = chain(main.path, 'rules', main.named);
  if ('error' in first) return first;
  const [base, ...layers] = first;
  if (base === undefined) return { error: `${main.named}: nothing to compile` };
  const have = new Set(first.map((f) => f.path));
  for (const v of variants) {
    const c = chain(v.path, 'variant', v.named);
    if ('error' in c) return c;
    // The top of the chain is a game (usually `main`'s); only the variants below it are layers.
    for (const f of c.slice(1)) {
      if (have.has(f.path)) continue;
      have.add(f.path);
      layers.push(f);
    }
  }
  return { base, layers };
}

/**
 * For each variant (by index into `variants`), the indices of the earlier variants it extends,
 * directly or through others. A variant extends the layer whose file its `extends:` names; only a
 * layer applied before it counts.
 */
export function variantAncestors(variants: readonly { readonly file: string; readonly extends: string | undefined }[]): ReadonlySet<number>[] {
  const out: Set<number>[] = [];
  variants.forEach((v, i) => {
    const mine = new Set<number>();
    if (v.extends !== undefined) {
      const target = extendsTarget(v.file, v.extends);
      const parent = variants.findIndex((w, j) => j < i && resolvePath('.', w.file) === target);
      if (parent >= 0) {
        mine.add(parent);
        for (const a of out[parent] ?? []) mine.add(a);
      }
    }
    out.push(mine);
  });
  return out;
}
