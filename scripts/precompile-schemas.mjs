// Precompiles the JSON Schemas' validators with ajv's standalone code into dist/schema-validators.mjs,
// with the same options and a fingerprint of the schemas; the CLI loads it at start-up instead of
// compiling the schemas (about 150 ms of a `cardsmith validate`).
import { writeFileSync } from 'node:fs';
import { standaloneValidators } from './schema-standalone.mjs';

const { code, fingerprint, kinds } = standaloneValidators();
// ajv's standalone output still calls require() for its small runtime helpers.
const header = `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport const fingerprint = ${JSON.stringify(fingerprint)};\nexport const kinds = ${JSON.stringify(kinds)};\n`;
writeFileSync('dist/schema-validators.mjs', header + code);
