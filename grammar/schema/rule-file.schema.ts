// The three JSON Schemas editors and `cardsmith schema` use: rule files, variant files, scenarios.
export { ruleFileSchema } from './rules.schema.js';
export { variantFileSchema } from './variant.schema.js';
export { scenarioFileSchema } from './scenario.schema.js';
export type { JsonSchema } from './json-schema.js';
