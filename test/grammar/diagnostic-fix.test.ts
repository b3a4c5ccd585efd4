// "Did you mean" diagnostics carry their suggestion as a structured fix (the range of the misspelt
// name and the replacement), which an editor offers as a quick fix.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';

const FILE = 'rules/of-whats-left/game.yaml';
const TEXT = readFileSync(FILE, 'utf8');

function compileWith(from: string, to: string) {
  const at = TEXT.indexOf(from);
  expect(at).toBeGreaterThanOrEqual(0);
  const text = TEXT.slice(0, at) + to + TEXT.slice(at + from.length);
  return { at, text, diagnostics: compileRules({ file: FILE, text }, []).diagnostics };
}

describe('diagnostic fixes', () => {
  it('a misspelt member: the fix replaces the member name with the suggestion, and applying it compiles', () => {
    const { at, text, diagnostics } = compileWith('-me.hand.size', '-me.hnad.size');
    const d = diagnostics.find((x) => x.code === 'name/unknown-member');
    expect(d?.message).toContain("did you mean 'hand'");
    expect(d?.fix?.text).toBe('hand');
    const range = d?.fix?.range;
    expect(range?.start.offset).toBe(at + 4);
    expect(range?.end.offset).toBe(at + 8);
    const fixed = text.slice(0, range?.start.offset) + (d?.fix?.text ?? '') + text.slice(range?.end.offset);
    expect(compileRules({ file: FILE, text: fixed }, []).diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
  });

  it('a misspelt name and function carry fixes; a name with nothing near carries none', () => {
    const name = compileWith('-me.hand.size', '-mee.hand.size').diagnostics.find((x) => x.code === 'name/unknown');
    expect(name?.fix?.text).toBe('me');
    const far = compileWith('-me.hand.size', '-zzzzzzz.hand.size').diagnostics.find((x) => x.code === 'name/unknown');
    expect(far).toBeDefined();
    expect(far?.fix).toBeUndefined();
  });
});

describe('quoted-name fixes', () => {
  it('a misspelt move kind: the fix replaces the text between the quotes, and applying it compiles to the original', () => {
    const { at, text, diagnostics } = compileWith("move.kind != 'pass'", "move.kind != 'pas'");
    const d = diagnostics.find((x) => x.code === 'semantic/unknown-quoted-name');
    expect(d?.message).toContain("did you mean 'pass'");
    expect([d?.range.start.offset, d?.range.end.offset]).toEqual([at + 13, at + 18]);
    expect(d?.fix?.text).toBe('pass');
    expect([d?.fix?.range.start.offset, d?.fix?.range.end.offset]).toEqual([at + 14, at + 17]);
    const fixed = text.slice(0, d?.fix?.range.start.offset) + (d?.fix?.text ?? '') + text.slice(d?.fix?.range.end.offset);
    expect(fixed).toBe(TEXT);
  });

  it('a quoted name with nothing near carries no fix', () => {
    const d = compileWith("move.kind != 'pass'", "move.kind != 'zzzzzz'").diagnostics.find((x) => x.code === 'semantic/unknown-quoted-name');
    expect(d).toBeDefined();
    expect(d?.fix).toBeUndefined();
  });
});

describe('schema fixes', () => {
  it('a misspelt key: the fix replaces the key with the suggestion', () => {
    const { at, text, diagnostics } = compileWith('end-when:', 'end-wehn:');
    const d = diagnostics.find((x) => x.code === 'schema/unknown-key');
    expect(d?.message).toContain('did you mean `end-when`');
    expect(d?.fix).toEqual({ range: d?.range, text: 'end-when' });
    expect([d?.fix?.range.start.offset, d?.fix?.range.end.offset]).toEqual([at, at + 'end-wehn'.length]);
    const fixed = text.slice(0, at) + 'end-when' + text.slice(at + 'end-wehn'.length);
    expect(fixed).toBe(TEXT);
  });

  it('a key with nothing near carries no fix', () => {
    const d = compileWith('end-when:', 'zzzzzzzzzz:').diagnostics.find((x) => x.code === 'schema/unknown-key');
    expect(d).toBeDefined();
    expect(d?.fix).toBeUndefined();
  });
});
