// ajv's standalone code of every schema validator, made with the options grammar/schema/validate.ts
// compiles with, shared by the Node precompile (precompile-schemas.mjs) and the browser one
// (browser-validators.mjs). Needs the compiled grammar (dist/grammar/, from `tsc -b grammar`).
import AjvModule from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, schemas, schemasFingerprint } from '../dist/grammar/schema/validate.js';

const Ajv = AjvModule.default;
const standaloneCode = standaloneModule.default;

/**
 * The validators' code (an ES module body whose helpers are still `require(...)` calls), the
 * schemas' fingerprint, and each file kind's export name.
 */
export function standaloneValidators() {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true } });
  const exports = {};
  for (const [kind, schema] of Object.entries(schemas)) {
    const name = kind.replace(/[^A-Za-z0-9]/g, '_');
    ajv.addSchema(schema, kind);
    exports[name] = kind;
  }
  const code = standaloneCode(ajv, exports).replace(/^"use strict";/, '');
  const kinds = Object.fromEntries(Object.entries(exports).map(([name, kind]) => [kind, name]));
  return { code, fingerprint: schemasFingerprint(), kinds };
}
