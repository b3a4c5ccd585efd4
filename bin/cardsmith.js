#!/usr/bin/env node
// The `cardsmith` command. `npm ci` builds the CLI (`npm run build`: TypeScript compiled, then
// bundled), so start-up never pays for transpiling TypeScript or for loading hundreds of modules.
const entries = ['../dist/bundle/cardsmith.mjs', '../dist/cli/main.js'];
let main;
for (const entry of entries) {
  try {
    ({ main } = await import(entry));
    break;
  } catch (err) {
    if (!(err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes(entry.slice(3)))) throw err;
  }
}
if (main === undefined) {
  process.stderr.write('cardsmith: the CLI is not built yet; run `npm run build` first\n');
  process.exitCode = 2;
} else {
  process.exitCode = await main(process.argv.slice(2));
}
