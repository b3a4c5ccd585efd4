// Texts from a share link, a record or a rule file reach the page only through Lit's escaping
// templates: no element of the playground writes raw HTML.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../playground/src/', import.meta.url);

describe('the playground', () => {
  it('writes no raw HTML (no unsafeHTML, innerHTML, outerHTML, insertAdjacentHTML or document.write)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) => {
      const text = readFileSync(new URL(f, dir), 'utf8');
      return [...text.matchAll(/unsafeHTML|unsafeSVG|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write/g)].map((m) => `${f}: ${m[0]}`);
    });
    expect(found).toEqual([]);
  });
});
