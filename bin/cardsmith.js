#!/usr/bin/env node
// The `cardsmith` command. `npm ci` builds the CLI (`npm run build`: TypeScript compiled, then
// bundled), so start-up never pays for transpiling TypeScript or for loading hundreds of modules.
// After a plain `tsc -b cli` the compiled files are newer than the bundle, and they are used.
import { statSync } from 'node:fs';

const bundle = new URL('../dist/bundle/cardsmith.mjs', import.meta.url);
const compiled = new URL('../dist/cli/main.js', import.meta.url);
const mtime = (url) => {
  try {
    return statSync(url).mtimeMs;
  } catch {
    return -1;
  }
};
// tsc rewrites a project's build info whenever it recompiles any of its files.
const built = ['grammar', 'runtime', 'cli'].map((p) => mtime(new URL(`../dist/${p}/tsconfig.tsbuildinfo`, import.meta.url)));
const b = mtime(bundle);
const c = mtime(compiled) < 0 ? -1 : Math.max(...built);
if (b < 0 && c < 0) {
  process.stderr.write('cardsmith: the CLI is not built yet; run `npm run build` first\n');
  process.exitCode = 2;
} else {
  const { main } = await import((b >= c ? bundle : compiled).href);
  process.exitCode = await main(process.argv.slice(2));
}
