// Every built-in of the registry (grammar/expr/builtins.ts) has exactly one implementation in the
// runtime, under its name, and the runtime implements nothing the registry does not list.
import { describe, expect, it } from 'vitest';
import { builtinEntries, type BuiltinEntry, type MemberOwner } from '../../../grammar/expr/builtins.js';
import { BUILTIN_ZONES } from '../../../runtime/rules.js';
import { CONTEXT_VALUES, GLOBAL_VALUES } from '../../../runtime/eval/names.js';
import { MEMBER_IMPLS } from '../../../runtime/eval/members.js';
import { FUNCTION_IMPLS, METHOD_IMPLS } from '../../../runtime/eval/methods.js';
import { CHOICE_KINDS } from '../../../runtime/eval/choices.js';
import { EFFECT_IMPLS } from '../../../runtime/effect-calls.js';

/** The runtime's implementation tables, by the registry's kind (members: by kind and owner). */
const tables: Readonly<Record<string, readonly string[]>> = {
  zone: BUILTIN_ZONES.map((z) => z.name),
  global: Object.keys(GLOBAL_VALUES),
  context: Object.keys(CONTEXT_VALUES),
  function: Object.keys(FUNCTION_IMPLS),
  effect: Object.keys(EFFECT_IMPLS),
  choice: Object.keys(CHOICE_KINDS),
  method: Object.keys(METHOD_IMPLS),
  ...Object.fromEntries((Object.keys(MEMBER_IMPLS) as MemberOwner[]).map((of) => [`member:${of}`, Object.keys(MEMBER_IMPLS[of])])),
};

const tableOf = (e: BuiltinEntry): string => (e.kind === 'member' ? `member:${e.of}` : e.kind);
const entries = builtinEntries();

describe('built-ins: one registry entry, one implementation', () => {
  it('every registry entry has exactly one implementation, in the table of its kind', () => {
    for (const e of entries) {
      const impl = tables[tableOf(e)];
      expect(impl, `${tableOf(e)} ${e.name}`).toBeDefined();
      expect(impl?.filter((n) => n === e.name), `${tableOf(e)} ${e.name}`).toHaveLength(1);
    }
  });

  it('every implementation has exactly one registry entry', () => {
    for (const [table, names] of Object.entries(tables)) {
      for (const name of names) {
        expect(entries.filter((e) => tableOf(e) === table && e.name === name), `${table} ${name}`).toHaveLength(1);
      }
    }
  });

  it('the built-in zones are the registry\'s, kind and visibility included', () => {
    const zones = entries.filter((e) => e.kind === 'zone');
    expect(BUILTIN_ZONES.map((z) => [z.name, z.perPlayer, z.visible])).toEqual(zones.map((z) => [z.name, z.perPlayer, z.visible]));
  });

  it('a name called by name is one function, effect or choice', () => {
    const called = entries.filter((e) => e.kind === 'function' || e.kind === 'effect' || e.kind === 'choice').map((e) => e.name);
    expect(new Set(called).size).toBe(called.length);
    const names = entries.filter((e) => e.kind === 'global' || e.kind === 'context' || (e.kind === 'zone' && !e.perPlayer)).map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
