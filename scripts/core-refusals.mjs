// node scripts/core-refusals.mjs
// Which bundled rule files (each game and each of its variants, at every player count it allows)
// the integer core plays, and for the others the first feature buildCore refuses: the to-do list
// of runtime/core/. Exits 1 when it finds no rule file. Build first: `npx tsc -b`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { compileRules } = await import('../dist/grammar/compile.js');
const { prepareRules } = await import('../dist/runtime/index.js');
const { buildCore } = await import('../dist/runtime/core/build.js');
const root = fileURLToPath(new URL('../', import.meta.url));
const source = (rel) => ({ file: rel, text: readFileSync(root + rel, 'utf8') });

let files = 0;
let played = 0;
for (const game of readdirSync(root + 'rules').sort()) {
  const main = `rules/${game}/game.yaml`;
  if (!existsSync(root + main)) continue;
  const dir = `rules/${game}/variants`;
  const variants = existsSync(root + dir) ? readdirSync(root + dir).filter((f) => f.endsWith('.yaml')).sort() : [];
  for (const variant of [null, ...variants]) {
    files++;
    const name = variant === null ? game : `${game} + ${variant.replace(/\.yaml$/, '')}`;
    const compiled = compileRules(source(main), variant === null ? [] : [source(`${dir}/${variant}`)]);
    if (compiled.def === undefined) {
      console.log(`${name}: does not compile (${compiled.diagnostics.map((d) => d.code).join(', ')})`);
      continue;
    }
    const rules = prepareRules(compiled.def);
    const { min, max } = compiled.def.players;
    // Player counts in a row with the same answer are told once: `2–6p refused: …`.
    const runs = [];
    for (let n = min; n <= Math.min(max, min + 5); n++) {
      const core = buildCore(rules, n);
      if (typeof core !== 'string') played++;
      const said = typeof core === 'string' ? `refused: ${core}` : 'plays on the core';
      const last = runs[runs.length - 1];
      if (last !== undefined && last.said === said) last.to = n;
      else runs.push({ from: n, to: n, said });
    }
    console.log(`${name}: ${runs.map((r) => `${r.from === r.to ? r.from : `${r.from}–${r.to}`}p ${r.said}`).join('; ')}`);
  }
}
if (files === 0) {
  console.error('no rule file found under rules/');
  process.exit(1);
}
console.log(`${files} rule files; ${played} (rule file, player count) pairs play on the core`);
