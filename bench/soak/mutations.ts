// Generators of front-end inputs, shared by the property tests (test/grammar/properties.test.ts,
// test/runtime/mutants.property.test.ts) and the soak: arbitrary text, arbitrary YAML made of the
// rule files' own words, and mutations of the real rule files and variants (text-level and
// token-level, the latter mostly still compiling).
import fc from 'fast-check';
import { stringify } from 'yaml';

/** A change to a file's text: a line deleted, duplicated, moved or indented, a piece inserted, the end cut off. */
export type TextMutation =
  | { readonly kind: 'delete' | 'duplicate' | 'indent' | 'dedent'; readonly line: number }
  | { readonly kind: 'swap'; readonly line: number; readonly other: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'truncate'; readonly at: number };

export const PIECES = [
  ...':-[]{}()"\'#&*!|>%@`,?.=<+;\\ \t\n\r'.split(''),
  '..', '=>', '---', '- ', ': ', 'null', '~', 'é', '😀', '\u0000', '\uFEFF', 'players', 'me.hand', 'x',
];

const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 4 }));

export const textMutation: fc.Arbitrary<TextMutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('delete', 'duplicate', 'indent', 'dedent'), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap'), line: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('insert'), at: fc.nat(), text: piece }),
  fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
) as fc.Arbitrary<TextMutation>;

export function mutateText(text: string, m: TextMutation): string {
  const lines = text.split('\n');
  const n = lines.length;
  switch (m.kind) {
    case 'delete':
      return lines.filter((_, i) => i !== m.line % n).join('\n');
    case 'duplicate': {
      const i = m.line % n;
      return [...lines.slice(0, i + 1), lines[i] ?? '', ...lines.slice(i + 1)].join('\n');
    }
    case 'indent':
    case 'dedent': {
      const i = m.line % n;
      const line = lines[i] ?? '';
      lines[i] = m.kind === 'indent' ? `  ${line}` : line.replace(/^ {1,2}/, '');
      return lines.join('\n');
    }
    case 'swap': {
      const [i, j] = [m.line % n, m.other % n];
      [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
      return lines.join('\n');
    }
    case 'insert': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.text + text.slice(at);
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
  }
}

export const textMutations = fc.array(textMutation, { minLength: 1, maxLength: 4 });

/** Pairs of words or operators a designer might mix up; either may replace the other. */
export const SWAPS: readonly (readonly [string, string])[] = [
  ['<=', '>='], ['<', '>'], ['==', '!='], [' + ', ' - '], ['true', 'false'], ['any', 'all'], ['min', 'max'],
  [' and ', ' or '], ['first', 'last'], ['soft', 'hard'], ['clear', 'continue'], ['highest', 'lowest'],
];

/** A change a designer might make by mistake: a number off by a little, a word or operator swapped, a line deleted, duplicated or moved. */
export type TokenMutation =
  | { readonly kind: 'number'; readonly line: number; readonly which: number; readonly delta: number }
  | { readonly kind: 'swap-token'; readonly line: number; readonly pair: number; readonly backwards: boolean }
  | { readonly kind: 'delete' | 'duplicate'; readonly line: number }
  | { readonly kind: 'swap-lines'; readonly line: number; readonly other: number };

export const tokenMutation: fc.Arbitrary<TokenMutation> = fc.oneof(
  fc.record({ kind: fc.constant('number'), line: fc.nat(), which: fc.nat(), delta: fc.constantFrom(-2, -1, 1, 2, 5) }),
  fc.record({ kind: fc.constant('swap-token'), line: fc.nat(), pair: fc.nat(), backwards: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('delete', 'duplicate'), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap-lines'), line: fc.nat(), other: fc.nat() }),
) as fc.Arbitrary<TokenMutation>;

export function mutateTokens(text: string, m: TokenMutation): string {
  const lines = text.split('\n');
  const i = m.line % lines.length;
  const line = lines[i] ?? '';
  switch (m.kind) {
    case 'number': {
      const numbers = [...line.matchAll(/\d+/g)];
      const n = numbers[m.which % Math.max(1, numbers.length)];
      if (n === undefined || n.index === undefined) return text;
      lines[i] = line.slice(0, n.index) + String(Math.max(0, Number(n[0]) + m.delta)) + line.slice(n.index + n[0].length);
      break;
    }
    case 'swap-token': {
      const [a, b] = SWAPS[m.pair % SWAPS.length] as readonly [string, string];
      const [from, to] = m.backwards ? [b, a] : [a, b];
      lines[i] = line.replace(from, to);
      break;
    }
    case 'delete':
      lines.splice(i, 1);
      break;
    case 'duplicate':
      lines.splice(i, 0, line);
      break;
    case 'swap-lines': {
      const j = m.other % lines.length;
      [lines[i], lines[j]] = [lines[j] ?? '', line];
      break;
    }
  }
  return lines.join('\n');
}

export const tokenMutations = fc.array(tokenMutation, { minLength: 1, maxLength: 3 });

/** Arbitrary text: any characters, or pieces of YAML and of rule files strung together. */
export const arbitraryText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom(...PIECES, 'game:', 'players:', 'cards:', 'round:', '\n  ', 'score: "'), { maxLength: 80 }).map((a) => a.join('')),
);

/** Keys of rule files at every level, so that arbitrary YAML reaches past the top-level schema checks. */
const KEYS = [
  'game', 'players', 'cards', 'suits', 'ranks', 'special', 'deck', 'melds', 'round', 'setup', 'play', 'kind', 'pass',
  'end-when', 'score', 'game-end', 'after-rounds', 'winner', 'vars', 'player-vars', 'zones', 'markers', 'actions',
  'obligations', 'options', 'wilds', 'on', 'when', 'do', 'must', 'size', 'same', 'step', 'rank', 'only', 'visible',
  'per-player', 'label', 'default', 'values', 'patch', 'extends', 'shuffle', 'deal', 'count', 'give', 'choose', 'split',
  '__proto__', 'constructor', 'x',
];

const scalar = fc.oneof(
  fc.constantFrom('me.hand.size', 'players.size', '1..10', '2..', 'climbing', 'must-follow', 'soft', 'hard', 'all', 'true', '-1', '', '"', 'players.any(p => p.hand.size == 0)'),
  fc.integer({ min: -3, max: 100 }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
);

/** Arbitrary YAML: mappings and lists of the rule files' keys and values, nested a few levels. */
const yamlNode = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 6 }),
  ),
})).node;

export const arbitraryYaml: fc.Arbitrary<string> = fc
  .record({ top: fc.dictionary(fc.constantFrom(...KEYS), yamlNode, { maxKeys: 8 }), game: fc.boolean() })
  .map(({ top, game }) => stringify(game ? { game: 'G', players: '2..4', ...top } : top));
