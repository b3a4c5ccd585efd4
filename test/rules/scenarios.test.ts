// Every scenario under rules/*/tests runs as a test: the designers' regression suite.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RulesCache, runScenario } from '../../runtime/scenario/index.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));
const cache = new RulesCache();
const read = (p: string): string | undefined => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);

for (const game of readdirSync(root).sort()) {
  const dir = join(root, game, 'tests');
  if (!existsSync(dir)) continue;
  describe(`scenarios of ${game}`, () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
      it(file, () => {
        const path = join(dir, file);
        const r = runScenario(path, readFileSync(path, 'utf8'), read, cache);
        const first = r.failures[0];
        expect(first === undefined ? 'passed' : `line ${first.line}: ${first.message}`).toBe('passed');
      });
    }
  });
}
