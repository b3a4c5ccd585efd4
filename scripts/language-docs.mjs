// Rewrites the built-ins' tables of docs/language.md (between `<!-- builtins:NAME -->` and
// `<!-- /builtins -->`) from the registry, grammar/expr/builtins.ts. Run after changing a built-in:
//   npx tsc -b grammar && node scripts/language-docs.mjs
// test/grammar/expr/builtin-docs.test.ts fails while the committed file is not up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { updateReference } from '../dist/grammar/expr/builtin-docs.js';

const path = fileURLToPath(new URL('../docs/language.md', import.meta.url));
const before = readFileSync(path, 'utf8');
const { text, missing, unknown } = updateReference(before);
if (missing.length > 0 || unknown.length > 0) {
  console.error(`docs/language.md: ${missing.length > 0 ? `no marks for ${missing.join(', ')}` : ''}${unknown.length > 0 ? ` unknown marks ${unknown.join(', ')}` : ''}`);
  process.exitCode = 1;
}
if (text !== before) writeFileSync(path, text);
console.log(text === before ? 'docs/language.md is up to date' : 'docs/language.md updated');
