// The subset of JSON Schema (draft-07) the rule-file schemas use, and small builders for it.

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
export type JsonScalar = string | number | boolean | null;
export type JsonExample = JsonScalar | readonly JsonExample[] | { readonly [key: string]: JsonExample };

export interface JsonSchema {
  readonly $schema?: string;
  readonly $id?: string;
  readonly $ref?: string;
  readonly $comment?: string;
  readonly title?: string;
  readonly description?: string;
  readonly examples?: readonly JsonExample[];
  readonly type?: JsonType | readonly JsonType[];
  readonly enum?: readonly JsonScalar[];
  readonly const?: JsonScalar;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly properties?: { readonly [key: string]: JsonSchema | boolean };
  readonly patternProperties?: { readonly [pattern: string]: JsonSchema };
  readonly additionalProperties?: JsonSchema | boolean;
  readonly required?: readonly string[];
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly if?: JsonSchema;
  readonly then?: JsonSchema;
  readonly else?: JsonSchema;
  readonly definitions?: { readonly [name: string]: JsonSchema };
}

/** The annotations editors show on hover and completion; every property carries them. */
export function doc(title: string, description: string, examples: readonly JsonExample[]): JsonSchema {
  return { title, description, examples };
}

/** A closed object: only the listed keys. */
export function closed(
  annotations: JsonSchema,
  properties: { readonly [key: string]: JsonSchema },
  extra: JsonSchema = {},
): JsonSchema {
  return { ...annotations, type: 'object', properties, additionalProperties: false, ...extra };
}

/** A map whose keys the designer names (matching `pattern`), each entry an `entry`. */
export function namedMap(annotations: JsonSchema, pattern: string, entry: JsonSchema, extra: JsonSchema = {}): JsonSchema {
  return { ...annotations, type: 'object', patternProperties: { [pattern]: entry }, additionalProperties: false, ...extra };
}
