#!/usr/bin/env node
// The `cardsmith` command. The CLI is compiled by `npm run build` (run by `npm ci` via
// `prepare`), so start-up never pays for transpiling TypeScript.
try {
  const { main } = await import('../dist/cli/main.js');
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli/main.js')) {
    process.stderr.write('cardsmith: the CLI is not built yet; run `npm run build` first\n');
    process.exitCode = 2;
  } else {
    throw err;
  }
}
