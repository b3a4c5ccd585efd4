// The runtime and the front end know genres, never a particular game: no seed game's card, marker
// or rule name, nor a game's title, may appear in grammar/ or runtime/.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const WORDS = [
  'lead next', 'lead_next', 'discard any meld', 'obedience', 'misbehave', 'great dane', 'dragowl', 'dowl',
  'pheowl', 'owlish', 'bested another', 'worst in show', "what's left", 'whats left', 'of-whats-left',
  'worst-in-show', 'bested-another-time', 'durak',
  // The classic games bundled beside them (rules/spades, rules/euchre).
  'euchre', 'bower', 'spades', 'sandbag', 'left_suit', 'trump_suit',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : name.endsWith('.ts') ? [p] : [];
  });
}

function hits(text: string, word: string): boolean {
  // `dowl` must be a word of its own (it is also inside other words).
  const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(word === 'dowl' ? `\\b${w}\\b` : w, 'i').test(text);
}

describe('no seed game vocabulary in the generic code', () => {
  it('the search finds a seed name when one is there (the test can fail)', () => {
    expect(hits('const x = "The Dowl";', 'dowl')).toBe(true);
    expect(hits('return window.lead_next', 'lead_next')).toBe(true);
    expect(hits('shadowless', 'dowl')).toBe(false);
  });

  for (const folder of ['grammar', 'runtime']) {
    it(`${folder}/ names no seed game's card, marker, rule or title`, () => {
      const found: string[] = [];
      for (const f of files(join(root, folder))) {
        const text = readFileSync(f, 'utf8');
        for (const w of WORDS) if (hits(text, w)) found.push(`${relative(root, f)}: ${w}`);
      }
      expect(found).toEqual([]);
    });
  }
});
