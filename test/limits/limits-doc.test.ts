// docs/limits.md against the tests: every row of its table names a limit that hits.ts reaches, with
// the codes the row says, and hits.ts reaches no limit the table does not list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPECTED, HITS } from './hits.js';

const doc = readFileSync(fileURLToPath(new URL('../../docs/limits.md', import.meta.url)), 'utf8');

/** The first table's rows: name → the codes of its last column. */
function rows(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const table = doc.slice(doc.indexOf('| limit |'), doc.indexOf('\n\n', doc.indexOf('| limit |')));
  for (const line of table.split('\n').slice(2)) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name === undefined) throw new Error(`a row without a name: ${line}`);
    out.set(name, [...(cells[4] ?? '').matchAll(/`([a-z]+\/[a-z-]+)`/g)].map((m) => m[1] as string));
  }
  return out;
}

describe('docs/limits.md', () => {
  const table = rows();

  it('lists at least the twenty limits', () => {
    expect(table.size).toBeGreaterThanOrEqual(20);
  });

  it('has a test reaching each limit, and no test for a limit it does not list', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(HITS).sort());
  });

  for (const [name, codes] of table) {
    it(`${name}: the row's codes are what its test ends with`, () => {
      // A row without a code (the CLI's file bound) says what happens in words; its test checks that.
      expect([...new Set(EXPECTED[name] ?? [])].filter((c) => !c.startsWith('file-read/')).sort()).toEqual([...codes].sort());
    });
  }
});
