// The rule files a game is compiled from, read once: the rule file, the base game it extends (if it
// is a variant with `extends:`), and the variants, with their texts. The record writer keeps these
// texts and their hash; the record reader reads them from disk or from the copy in the record.
import { dirname, resolve } from 'node:path';
import { variantExtends } from '../grammar/compile.js';

export interface RuleSource {
  /** The file's absolute path. */
  readonly path: string;
  readonly text: string;
  /** The text is the record's copy: the file is not there. */
  readonly fromRecord?: true;
}

export interface RuleSources {
  /** The rule file named (a game, or a variant that extends one). */
  readonly main: RuleSource;
  /** The game `main` extends, when it is a variant. */
  readonly base?: RuleSource;
  readonly variants: readonly RuleSource[];
}

/** Reads one file: its source, or the error line. */
export type SourceReader = (path: string, what: 'rules' | 'extends' | 'variant', named: string) => RuleSource | { readonly error: string };

/** The sources in the order they are compiled: the base game first, then each variant layer. */
export function compileOrder(s: RuleSources): RuleSource[] {
  return s.base === undefined ? [s.main, ...s.variants] : [s.base, s.main, ...s.variants];
}

/** Reads the rule file, the game it extends and the variants (paths absolute or from the working folder). */
export function readRuleSources(main: string, variants: readonly string[], read: SourceReader): RuleSources | { readonly error: string } {
  const first = read(resolve(main), 'rules', main);
  if ('error' in first) return first;
  const ext = variantExtends({ file: first.path, text: first.text });
  let base: RuleSource | undefined;
  if (ext !== undefined) {
    const b = read(resolve(dirname(first.path), ext), 'extends', ext);
    if ('error' in b) return b;
    base = b;
  }
  const vs: RuleSource[] = [];
  for (const v of variants) {
    const src = read(resolve(v), 'variant', v);
    if ('error' in src) return src;
    vs.push(src);
  }
  return { main: first, ...(base ? { base } : {}), variants: vs };
}
