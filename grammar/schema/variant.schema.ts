// The variant-file schema, derived from the rule-file schema: a variant holds only changes, so no key
// is required and every map entry may be `null` (deleted). Lists replace wholesale, so what is inside
// a list keeps the rule file's constraints.
import { doc, type JsonSchema, type JsonType } from './json-schema.js';
import { ruleFileProperties, ruleFileSchema } from './rules.schema.js';

/** The same schema, also accepting `null`. */
function nullable(s: JsonSchema): JsonSchema {
  if (s.type !== undefined) {
    const types: readonly JsonType[] = typeof s.type === 'string' ? [s.type] : s.type;
    const withNull: JsonSchema = types.includes('null') ? s : { ...s, type: [...types, 'null'] };
    return withNull.enum && !withNull.enum.includes(null) ? { ...withNull, enum: [...withNull.enum, null] } : withNull;
  }
  if (s.anyOf) return { ...s, anyOf: [...s.anyOf, { type: 'null' }] };
  throw new Error(`variant schema: cannot make '${s.title ?? '?'}' nullable`); // a bug in the schema
}

const onlyRequires = (s: JsonSchema): boolean => Object.keys(s).every((k) => k === 'required');

/** Drops what makes keys required in a mapping, and lets every entry of it be null, recursively. */
function relax(s: JsonSchema): JsonSchema {
  const { required: _required, minProperties: _minProperties, ...rest } = s;
  let out: JsonSchema = rest;
  if (out.anyOf && out.anyOf.every(onlyRequires)) {
    const { anyOf: _anyOf, ...withoutAnyOf } = out;
    out = withoutAnyOf;
  }
  const entries = (m: { readonly [k: string]: JsonSchema | boolean }) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'boolean' ? v : nullable(relax(v))]));
  if (out.properties) out = { ...out, properties: entries(out.properties) };
  if (out.patternProperties) out = { ...out, patternProperties: entries(out.patternProperties) as { [k: string]: JsonSchema } };
  if (typeof out.additionalProperties === 'object') out = { ...out, additionalProperties: nullable(relax(out.additionalProperties)) };
  // A key another case forbids (`then: { properties: { pass: false } }`) may still be deleted, so that
  // a variant can change the case (a play's kind) and remove what no longer fits.
  if (out.allOf) out = { ...out, allOf: out.allOf.map(deletable) };
  return out;
}

/** A conditional whose forbidden keys (`false`) may still be `null`. */
function deletable(s: JsonSchema): JsonSchema {
  const props = s.then?.properties;
  if (props === undefined || s.then === undefined) return s;
  const then = { ...s.then, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v === false ? { type: 'null' } : v])) };
  return { ...s, then } as JsonSchema;
}

const relaxed = relax({ type: 'object', properties: ruleFileProperties });

export const variantFileSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://cardsmith.dev/schema/variant-file.schema.json',
  ...doc('Cardsmith variant file', 'Changes to a rule file: maps merge key by key, `null` deletes an entry, anything else replaces it.', []),
  type: 'object',
  properties: {
    extends: { ...doc('Extends', 'The rule file (or variant) this variant changes, relative to this file.', ['../game.yaml']), type: 'string', minLength: 1 },
    ...relaxed.properties,
  },
  additionalProperties: false,
  required: ['extends'],
  definitions: ruleFileSchema.definitions ?? {},
};

/**
 * The body of one value's patch under an option's `patch:` (checked on its own, at its place in the
 * file): a variant file's relaxed keys, without `extends`. `options` is accepted here and refused
 * with its own diagnostic (`option/patches-options`), since options are chosen before patches apply.
 */
const { options: _options, ...patchable } = relaxed.properties ?? {};

export const optionPatchSchema: JsonSchema = {
  ...doc('Option patch', 'Changes to the rule file made when an option has one value: maps merge key by key, `null` deletes an entry, anything else replaces it.', []),
  type: 'object',
  properties: { ...patchable, options: true },
  additionalProperties: false,
  definitions: ruleFileSchema.definitions ?? {},
};
