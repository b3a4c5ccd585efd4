// The schema stage's diagnostic codes and their message templates: a closed set. Tests assert codes
// and positions, not wording.
import { CARD_NAME, ERROR_CODE, IDENTIFIER, MOVE, PLAYER_COUNT, RANGE, RANK_LABEL, RANK_RANGE, SUIT_LETTER } from './parts.js';

const q = (s: string): string => `\`${s}\``;
const mean = (suggestion: string | undefined): string => (suggestion === undefined ? '' : `; did you mean ${q(suggestion)}?`);

export const schemaMessages = {
  /** A key outside a closed vocabulary. */
  'schema/unknown-key': (key: string, where: string, suggestion: string | undefined, hint = '') =>
    `unknown key ${q(key)} in ${where}${mean(suggestion)}${hint}`,
  /** A required key is absent; `keys` has several entries when any one of them will do. */
  'schema/missing-key': (keys: readonly string[], where: string) =>
    keys.length === 1
      ? `${where} needs the key ${q(keys[0] ?? '')}`
      : `${where} needs one of the keys ${keys.map(q).join(', ')}`,
  /** A value of the wrong kind. */
  'schema/wrong-type': (expected: string, found: string) => `expected ${expected}, found ${found}`,
  /** A value outside a fixed list. */
  'schema/not-one-of': (allowed: readonly string[], found: string, suggestion: string | undefined) =>
    `expected ${allowed.length === 1 ? q(allowed[0] ?? '') : `one of ${allowed.map(q).join(', ')}`}, found ${found}${mean(suggestion)}`,
  /** A designer-chosen name (a key or a value) that is not well formed. */
  'schema/bad-name': (what: string, found: string) => `${q(found)} is not ${what}`,
  /** A string that should be a range. */
  'schema/bad-range': (found: string) => `${q(found)} is not a range: write \`a..b\`, \`a..\`, or a single number`,
  /** A scenario move that is not in move notation. */
  'schema/bad-move': (found: string) =>
    `${q(found)} is not a move: write \`play CARDS\`, \`pass\`, \`choose ...\`, \`split N\` or \`do ACTION\``,
  /** A key that exists, but not in this context (`trump` in a climbing game). */
  'schema/not-allowed-here': (key: string, why: string) => `${q(key)} is not allowed here${why}`,
  /** A mapping with too few or too many keys (a setup step has exactly one). */
  'schema/key-count': (what: string) => what,
  /** An empty string where text is needed. */
  'schema/empty': () => 'this value cannot be empty',
  /** A string longer than its limit (a suit's symbol). */
  'schema/too-long': (maximum: number, found: number) => `expected at most ${maximum} character${maximum === 1 ? '' : 's'}, found ${found}`,
  /** A list with too few or too many items. */
  'schema/item-count': (limit: 'at least' | 'at most', n: number) => `expected ${limit} ${n} item${n === 1 ? '' : 's'}`,
  /** A number below its minimum. */
  'schema/too-small': (minimum: number) => `expected a number of at least ${minimum}`,
  /** The same item twice in a list that must not repeat. */
  'schema/duplicate-item': (item: string) => `${item} appears twice in this list`,
  /** Any other schema failure (should not happen with the schemas here). */
  'schema/invalid': (detail: string) => `invalid value: ${detail}`,
} as const;

export type SchemaCode = keyof typeof schemaMessages;

export const schemaCodes = Object.keys(schemaMessages) as SchemaCode[];

/** What each pattern the schemas use means, for bad-name messages. */
export const patternMeaning: Readonly<Record<string, string>> = {
  [IDENTIFIER]: 'a valid name: a letter or `_`, then letters, digits or `_`',
  [SUIT_LETTER]: 'a suit letter: one or more capital letters',
  [PLAYER_COUNT]: 'a player count (`3`), a range of them (`5..6`) or `all`',
  [CARD_NAME]: 'a card: rank and suit letter (`10M`) or a special card\'s name',
  [ERROR_CODE]: 'an error code: a stage and a name (`move/not-higher`)',
  [RANGE]: 'a range',
  [RANK_RANGE]: 'a range of ranks (`2..13`, `7..A`) or one rank',
  [RANK_LABEL]: 'a rank: a number, or a label (a capital then up to four letters or digits: `Q`, `Kn`)',
  [MOVE]: 'a move',
};

/** The code for a value or key that does not match `pattern`. */
export function patternCode(pattern: string): SchemaCode {
  return pattern === RANGE || pattern === RANK_RANGE ? 'schema/bad-range' : pattern === MOVE ? 'schema/bad-move' : 'schema/bad-name';
}
