// The registry of built-ins: every entry is documented with an example that parses and checks, and
// the checker knows each entry where the language says it stands.
import { describe, expect, it } from 'vitest';
import { builtinEntries, callableEntry, methodEntry } from '../../../grammar/expr/builtins.js';
import { checkEffects, checkExpression } from '../../../grammar/expr/check.js';
import { parseEffects, parseExpression } from '../../../grammar/expr/parse.js';
import { createRuleEnv } from '../../../grammar/expr/rule-env.js';
import { Types as T } from '../../../grammar/expr/types.js';
import { codes, src } from './helpers.js';

// What the examples use beyond the built-ins: a rule file's declarations, and `c` and `m` standing
// for a card and a marker (as a lambda's parameter would).
const env = createRuleEnv({
  zones: ['pile', 'draw'],
  pools: ['tokens'],
  playerMarkers: ['star'],
  options: { floor: T.string },
  context: { legal: T.list(T.move), move: T.move, played: T.list(T.card), meld: T.string, chosen: T.card, card: T.card, top: T.card, c: T.card, m: T.marker },
});

const entries = builtinEntries();

describe('built-ins registry', () => {
  it('has every kind, each entry with a one-paragraph doc and an example', () => {
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(['zone', 'global', 'context', 'member', 'function', 'effect', 'choice', 'method']));
    for (const e of entries) {
      expect(e.doc.length, e.name).toBeGreaterThan(5);
      expect(e.doc, e.name).not.toContain('\n');
      expect(e.example.length, e.name).toBeGreaterThan(0);
    }
  });

  it.each(entries.map((e) => [`${e.kind} ${e.kind === 'member' ? `${e.of}.` : ''}${e.name}`, e] as const))('%s: its example checks and uses it', (_, e) => {
    const uses = e.kind === 'member' ? `.${e.name}` : e.name;
    expect(e.example).toContain(uses);
    if (e.kind === 'effect') {
      const parsed = parseEffects(src(e.example));
      expect(codes(parsed.diagnostics)).toEqual([]);
      expect(codes(checkEffects(parsed.stmts, env))).toEqual([]);
      return;
    }
    const parsed = parseExpression(src(e.example));
    expect(codes(parsed.diagnostics)).toEqual([]);
    expect(codes(checkExpression(parsed.ast, env, undefined, { choices: e.kind === 'choice' }).diagnostics)).toEqual([]);
  });

  it('tells calls by name from list methods', () => {
    expect(callableEntry('move')?.kind).toBe('effect');
    expect(callableEntry('choose_card')?.kind).toBe('choice');
    expect(callableEntry('max')?.kind).toBe('function');
    expect(callableEntry('filter')).toBeUndefined();
    expect(methodEntry('filter')?.signature.result).toBe('list<elem>');
    expect(methodEntry('max')?.kind).toBe('method');
  });

  it('is plain data (an editor may send it to a page)', () => {
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });
});
