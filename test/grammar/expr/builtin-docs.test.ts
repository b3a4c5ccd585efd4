// The reference's tables of built-ins are generated from the registry (scripts/language-docs.mjs):
// the committed docs/language.md must be what the script writes, and every entry must be in it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinEntries, callableEntry, methodEntry } from '../../../grammar/expr/builtins.js';
import { entryLabel, entryMarkdown, signatureForms, signatureText, updateReference } from '../../../grammar/expr/builtin-docs.js';

const doc = readFileSync(fileURLToPath(new URL('../../../docs/language.md', import.meta.url)), 'utf8');

describe('docs/language.md and the registry', () => {
  it('is up to date (run `npx tsc -b grammar && node scripts/language-docs.mjs` after changing a built-in)', () => {
    const r = updateReference(doc);
    expect(r.missing).toEqual([]);
    expect(r.unknown).toEqual([]);
    expect(r.text === doc).toBe(true);
  });

  it('documents every built-in, written as the reference writes it', () => {
    for (const e of builtinEntries()) {
      const label = e.kind === 'function' || e.kind === 'effect' || e.kind === 'method' ? (signatureForms(e)[0] as string) : e.kind === 'choice' ? `${e.name}(` : entryLabel(e);
      expect(doc, `${e.kind} ${e.name}`).toContain(`\`${label}`);
    }
  });

  it('would notice a stale table', () => {
    const stale = doc.replace('| `abs(x)` | The absolute value. |', '| `abs(x)` | The size. |');
    expect(stale).not.toBe(doc);
    expect(updateReference(stale).text).toBe(doc);
  });
});

describe('built-ins as text', () => {
  it('writes signatures plainly for the reference and with types for an editor', () => {
    const move = callableEntry('move');
    const min = callableEntry('min');
    const sum = methodEntry('sum');
    const choose = callableEntry('choose_card');
    if (!move || !min || !sum || !choose) throw new Error('missing entries');
    expect(signatureForms(move)).toEqual(['move(cards, zone)']);
    expect(signatureText(move)).toBe('move(cards: card | list<card>, zone: zone): effect');
    expect(signatureForms(min)).toEqual(['min(a, b, …)']);
    expect(signatureText(min)).toBe('min(a: number, b…: number): number');
    expect(signatureForms(sum)).toEqual(['sum()', 'sum(f)']);
    expect(signatureText(sum)).toBe('sum(f?: x => number): number');
    expect(signatureText(choose)).toBe('choose_card(from: list<card>, by: player, optional: bool, prompt: string): card');
    expect(entryMarkdown(move)).toContain('Example: `move(me.hand.first, discard)`');
  });
});
