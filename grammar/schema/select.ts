// Narrows ajv's errors for anyOf/oneOf to the alternative the author most likely meant (as Spectral
// does): a branch whose type matched beats one that failed on type; deeper errors beat shallower.
// When every branch failed on type, one merged type error stands for them all.
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './json-schema.js';

/** A required-key error that any one of several keys would satisfy. */
export interface AlternativeKeys {
  readonly missingProperties: readonly string[];
}

const depth = (e: ErrorObject): number => e.instancePath.split('/').length;

function branchIndex(prefix: string, e: ErrorObject): number {
  return Number(e.schemaPath.slice(prefix.length).split('/')[0]);
}

export function selectErrors(input: readonly ErrorObject[]): ErrorObject[] {
  let errors = input.filter((e) => e.keyword !== 'if');
  const alternatives = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const alt of alternatives) {
    if (alt.keyword === 'oneOf' && alt.params['passingSchemas'] != null) continue; // matched several
    const prefix = `${alt.schemaPath}/`;
    const inBranches = errors.filter((e) => e.schemaPath.startsWith(prefix));
    errors = errors.filter((e) => e !== alt && !e.schemaPath.startsWith(prefix));
    const byBranch = new Map<number, ErrorObject[]>();
    for (const e of inBranches) {
      const i = branchIndex(prefix, e);
      byBranch.set(i, [...(byBranch.get(i) ?? []), e]);
    }
    const branches = [...byBranch.values()];
    if (branches.length > 0 && inBranches.every((e) => e.keyword === 'required' && e.instancePath === alt.instancePath)) {
      const keys = inBranches.map((e) => String(e.params['missingProperty']));
      errors.push({ ...(inBranches[0] as ErrorObject), params: { missingProperty: keys[0], missingProperties: keys } });
      continue;
    }
    const typeFailed = (b: readonly ErrorObject[]): boolean =>
      b.some((e) => e.keyword === 'type' && e.instancePath === alt.instancePath);
    const candidates = branches.filter((b) => !typeFailed(b));
    if (candidates.length === 0) {
      const schemas = (Array.isArray(alt.schema) ? alt.schema : []) as JsonSchema[];
      errors.push({ ...alt, keyword: 'type', params: { type: 'alternatives' }, parentSchema: { anyOf: schemas } });
      continue;
    }
    const score = (b: readonly ErrorObject[]): number => Math.max(...b.map(depth)) * 1000 - b.length;
    const best = candidates.reduce((x, y) => (score(y) > score(x) ? y : x));
    errors.push(...best);
  }
  return errors;
}
