// Plain-language descriptions of what a schema expects and what a value is, for messages.
import type { JsonSchema, JsonType } from './json-schema.js';
import { EXPRESSION, IDENTIFIER, RANGE, SUIT_LETTER } from './parts.js';

/** `a list`, `a mapping`, `the number 3`, `the text 'abc'` … */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'number') return `the number ${value}`;
  const s = String(value);
  return `'${s.length > 40 ? `${s.slice(0, 37)}...` : s}'`;
}

const typeWords: Readonly<Record<JsonType, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value)',
  null: 'null',
};

function typesOf(s: JsonSchema): JsonType[] {
  return s.type === undefined ? [] : typeof s.type === 'string' ? [s.type] : [...s.type];
}

/** One phrase per alternative a schema accepts: `a number or a range (like 2..5)`. */
function phrases(s: JsonSchema): string[] {
  if (s.enum) return s.enum.filter((v) => v !== null).map((v) => `\`${String(v)}\``);
  const types = typesOf(s);
  const has = (t: JsonType): boolean => types.includes(t);
  const out: string[] = [];
  if (has('integer') && has('string') && s.pattern === RANGE) out.push('a number or a range (like `2..5`)');
  else if (has('integer') && has('string')) out.push('a number or an expression');
  else if (has('string') && has('array') && s.items?.$ref === '#/definitions/effect') out.push('an effect or a list of effects');
  else if (has('string') && has('object') && s.required?.includes('if')) out.push('an effect or an `{if, then, else}` mapping');
  else
    for (const t of types) {
      if (t === 'null') continue;
      if (t === 'string' && s.pattern === IDENTIFIER) out.push('a name');
      else if (t === 'string' && s.pattern === SUIT_LETTER) out.push('a suit letter');
      else if (t === 'string' && s.$comment === EXPRESSION) out.push('an expression (a string)');
      else out.push(typeWords[t]);
    }
  if (has('null')) out.push('null');
  return out;
}

function joinOr(parts: readonly string[]): string {
  const unique = [...new Set(parts)];
  if (unique.length <= 1) return unique[0] ?? 'something else';
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1] ?? ''}`;
}

/** What any of `schemas` accepts, in words. */
export function describeExpected(schemas: readonly JsonSchema[]): string {
  return joinOr(schemas.flatMap(phrases));
}
