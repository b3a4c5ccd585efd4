// The rule files a game is compiled from, read once: the rule file, the base game it extends (if it
// is a variant with `extends:`), and the variants, with their texts. The record writer keeps these
// texts and their hash; the record reader reads them from disk or from the copy in the record.
import { dirname, resolve } from 'node:path';
import { variantExtends } from '../grammar/compile.js';
import { layerChain } from '../grammar/def/variant-chain.js';

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
  /** The game at the top of `main`'s chain of `extends:`, when it is a variant. */
  readonly base?: RuleSource;
  readonly variants: readonly RuleSource[];
  /** Every file in the order compiled: the base game, then each variant after the one it extends. */
  readonly order: readonly RuleSource[];
}

/** Reads one file: its source, or the error line. */
export type SourceReader = (path: string, what: 'rules' | 'extends' | 'variant', named: string) => RuleSource | { readonly error: string };

/** The sources in the order they are compiled: the base game first, then each variant layer. */
export function compileOrder(s: RuleSources): readonly RuleSource[] {
  return s.order;
}

/**
 * Reads the rule file, the files above it in its chain of `extends:` and the variants (with the
 * variants each extends), paths absolute or from the working folder.
 */
export function readRuleSources(main: string, variants: readonly string[], read: SourceReader): RuleSources | { readonly error: string } {
  const named = (p: string): { path: string; named: string } => ({ path: resolve(p), named: p });
  const chain = layerChain<RuleSource>(named(main), variants.map(named), {
    read: (path, what, name) => {
      const src = read(path, what, name);
      return 'error' in src ? src : { file: src };
    },
    extendsOf: (src) => variantExtends({ file: src.path, text: src.text }),
    resolve: (path, ext) => resolve(dirname(path), ext),
  });
  if ('error' in chain) return chain;
  const order = [chain.base.file, ...chain.layers.map((l) => l.file)];
  const mainPath = resolve(main);
  const first = order.find((s) => s.path === mainPath) ?? chain.base.file;
  const given = new Set(variants.map((v) => resolve(v)));
  return {
    main: first,
    ...(first !== chain.base.file ? { base: chain.base.file } : {}),
    variants: order.filter((s) => given.has(s.path)),
    order,
  };
}
