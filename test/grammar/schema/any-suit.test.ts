// `suit: any` on a special card: accepted by the schema and read as anySuit with no suit of its own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';

const file = 'test/fixtures/runtime/any-suit.yaml';
const text = readFileSync(fileURLToPath(new URL('../../fixtures/runtime/any-suit.yaml', import.meta.url)), 'utf8');

describe('special cards with suit: any', () => {
  it('are read with anySuit and suit null', () => {
    const r = compileRules({ file, text });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const jester = r.def?.cards.special.find((c) => c.name === 'Jester');
    expect(jester).toMatchObject({ rank: 1, suit: null, anySuit: true, wild: false });
    expect(r.def?.cards.special.find((c) => c.name === 'Owlish')).toMatchObject({ suit: null, anySuit: false });
  });

  it('a suit that is neither a letter nor any is refused by the schema', () => {
    const r = compileRules({ file, text: text.replace('rank: 1, suit: any', 'rank: 1, suit: anything') });
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.range.start.line])).toEqual([['schema/bad-name', text.split('\n').findIndex((l) => l.includes('rank: 1, suit: any')) + 1]]);
  });
});
