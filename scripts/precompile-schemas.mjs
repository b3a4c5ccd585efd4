// Precompiles the JSON Schemas' validators with ajv's standalone code into dist/schema-validators.mjs,
// with the same options and a fingerprint of the schemas; the CLI loads it at start-up instead of
// compiling the schemas (about 150 ms of a `cardsmith validate`).
import { writeFileSync } from 'node:fs';
import AjvModule from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, schemas, schemasFingerprint } from '../dist/grammar/schema/validate.js';

const Ajv = AjvModule.default;
const standaloneCode = standaloneModule.default;
const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true } });
const exports = {};
for (const [kind, schema] of Object.entries(schemas)) {
  const name = kind.replace(/[^A-Za-z0-9]/g, '_');
  ajv.addSchema(schema, kind);
  exports[name] = kind;
}
// ajv's standalone output still calls require() for its small runtime helpers.
const code = standaloneCode(ajv, exports).replace(/^"use strict";/, '');
const header = `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport const fingerprint = ${JSON.stringify(schemasFingerprint())};\nexport const kinds = ${JSON.stringify(Object.fromEntries(Object.entries(exports).map(([n, k]) => [k, n])))};\n`;
writeFileSync('dist/schema-validators.mjs', header + code);
