// Bundles the compiled CLI (dist/cli/main.js) into a few ES modules under dist/bundle/, so that a
// whole `cardsmith` process loads a handful of files instead of hundreds (lodash-es alone, through
// chevrotain, is over 600). The simulator's worker thread is a second entry.
import { rmSync } from 'node:fs';
import { build } from 'rolldown';

rmSync('dist/bundle', { recursive: true, force: true }); // no stale chunks from earlier builds

await build({
  input: { cardsmith: 'dist/cli/main.js', 'simulate-worker': 'dist/cli/simulate/worker.js' },
  platform: 'node',
  logLevel: 'warn',
  output: { dir: 'dist/bundle', format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', sourcemap: true },
});
