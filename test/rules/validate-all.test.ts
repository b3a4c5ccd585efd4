// Every rule file and variant under rules/ validates with no errors, alone and in the combinations
// the games advertise.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { formatDiagnostic } from '../../grammar/diagnostics.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));
const src = (path: string) => ({ file: path, text: readFileSync(path, 'utf8') });

function errorsOf(main: string, variants: string[]): string[] {
  const r = compileRules(src(main), variants.map(src));
  return r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

describe('rule files', () => {
  for (const game of readdirSync(root).sort()) {
    const main = join(root, game, 'game.yaml');
    if (!existsSync(main)) continue;
    it(`${game}/game.yaml has no errors`, () => expect(errorsOf(main, [])).toEqual([]));
    const vdir = join(root, game, 'variants');
    const variants = existsSync(vdir) ? readdirSync(vdir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(vdir, f)) : [];
    for (const v of variants) it(`${game} with ${v.split('/').pop()} has no errors`, () => expect(errorsOf(main, [v])).toEqual([]));
  }
  it('Bested Another Time with Gaps and Zeros combined has no errors', () => {
    const g = join(root, 'bested-another-time');
    expect(errorsOf(join(g, 'game.yaml'), [join(g, 'variants/gaps.yaml'), join(g, 'variants/zeros.yaml')])).toEqual([]);
  });
  it("Of What's Left with both variants combined has no errors", () => {
    const g = join(root, 'of-whats-left');
    expect(errorsOf(join(g, 'game.yaml'), [join(g, 'variants/threshold-scoring.yaml'), join(g, 'variants/special-owls.yaml')])).toEqual([]);
  });
});
