// Keys from rule files, scenarios and records cannot reach JavaScript's prototypes: `__proto__`,
// `constructor` and `prototype` may not name a var, player var, zone, marker, pool, meld, action,
// obligation, special card or option (`name/reserved`, at the name); in expressions they are names
// nobody declared; a lambda parameter of that name is a slot, not a key; names that are merely
// Object.prototype's own (`toString`, `hasOwnProperty`) are stored as plain keys and read back as
// declared. Option names and deal keys given from outside (a record, a share link's options, a
// scenario) are refused with their codes and leave Object.prototype untouched.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { RESERVED_NAMES } from '../../grammar/def/semantic.js';
import { createGame, prepareRules, replay, type GameRecord, type Rules } from '../../runtime/index.js';
import { runScenario } from '../../runtime/scenario/index.js';

const tinyPath = fileURLToPath(new URL('../fixtures/tiny-climb.yaml', import.meta.url));
const base = readFileSync(tinyPath, 'utf8');
const baseLines = base.split('\n').length;

/** A section added to the tiny climbing game, declaring NAME; the name is on its second line. */
const DECLARATIONS: Readonly<Record<string, string>> = {
  var: 'vars:\n  NAME: 0\n',
  'player var': 'player-vars:\n  NAME: 0\n',
  zone: 'zones:\n  NAME: { visible: none }\n',
  marker: 'markers:\n  NAME: { per-player: true, label: X }\n',
  pool: 'markers:\n  m1: { pool: NAME, label: X }\n',
  action: 'actions:\n  NAME: { label: "x", when: "true", do: "end_round()" }\n',
  obligation: 'obligations:\n  NAME: { when: "true", must: "true" }\n',
  option: 'options:\n  NAME: { default: 1 }\n',
};

const compile = (text: string) => compileRules({ file: 'r.yaml', text });

/** Object.prototype's own names, to see that nothing was added to it. */
const prototypeKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeKeys();
afterEach(() => {
  expect(prototypeKeys()).toEqual(before);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

describe('reserved names in rule files', () => {
  it('are the three that reach prototypes or read as JavaScript\'s own', () => {
    expect([...RESERVED_NAMES].sort()).toEqual(['__proto__', 'constructor', 'prototype']);
  });

  for (const name of RESERVED_NAMES) {
    for (const [kind, section] of Object.entries(DECLARATIONS)) {
      it(`'${name}' as a ${kind} is refused with name/reserved`, () => {
        const r = compile(`${base}${section.replace(/NAME/g, name)}`);
        expect(r.def).toBeUndefined();
        const reserved = r.diagnostics.filter((d) => d.code === 'name/reserved');
        expect(reserved.length, r.diagnostics.map((d) => d.code).join(', ')).toBe(1);
        // At the name, except an option's (its definition keeps no place: the file's start).
        const at = reserved[0]?.range.start;
        if (kind === 'option') expect(at).toMatchObject({ line: 1, column: 1 });
        else expect(at?.line).toBe(baseLines + 1);
      });
    }

    it(`'${name}' as a meld or a special card is refused with name/reserved`, () => {
      const meld = compile(base.replace('melds:\n', `melds:\n  ${name}: { size: 1 }\n`));
      expect(meld.diagnostics.filter((d) => d.code === 'name/reserved').map((d) => d.range.start.line)).toEqual([base.split('\n').indexOf('melds:') + 2]);
      const special = compile(base.replace('  ranks: 1..10\n', `  ranks: 1..10\n  special:\n    ${name}: { rank: 11 }\n`));
      expect(special.diagnostics.map((d) => d.code)).toContain('name/reserved');
    });

    it(`'${name}' read in an expression is an unknown name or member, not JavaScript's`, () => {
      for (const [expr, code] of [[name, 'name/unknown'], [`players[0].${name}`, 'name/unknown-member'], [`options.${name}`, 'name/unknown-member'], [`round.${name}`, 'name/unknown-member']] as const) {
        const r = compile(`${base}vars:\n  v: "${expr}"\n`);
        expect(r.def, expr).toBeUndefined();
        expect(r.diagnostics.map((d) => d.code), expr).toContain(code);
      }
    });

    it(`'${name}' as a lambda parameter is a slot, not a key: it evaluates as any other name`, () => {
      const r = compile(`${base}vars:\n  v: "players.filter(${name} => ${name}.score == 0).size"\n`);
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const created = createGame(prepareRules(r.def!), { players: 3, seed: 1 });
      expect(created.ok && created.state.vars['v']).toBe(3);
    });
  }

  it("Object.prototype's own names (toString, hasOwnProperty, valueOf) are plain keys", () => {
    const r = compile(`${base}vars:\n  toString: 5\n  valueOf: "toString + 1"\nplayer-vars:\n  hasOwnProperty: 2\n`);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const created = createGame(prepareRules(r.def!), { players: 3, seed: 1 });
    if (!created.ok) throw new Error(created.diagnostics[0]?.message);
    expect(created.state.vars).toMatchObject({ toString: 5, valueOf: 6 });
    expect(Object.getOwnPropertyNames(created.state.vars).sort()).toEqual(['toString', 'valueOf']);
    expect(created.state.players.map((p) => p.vars['hasOwnProperty'])).toEqual([2, 2, 2]);
  });
});

describe('reserved names from outside the rule file', () => {
  const withOptionText = `${base}options:\n  floor: { default: hand, values: [hand, total] }\n`;
  const withOption = compile(withOptionText);
  const rules: Rules = prepareRules(withOption.def!);

  it('an option named __proto__, constructor or prototype (a record, a share link) is an unknown option to createGame; the compiler ignores it', () => {
    for (const name of RESERVED_NAMES) {
      const options = JSON.parse(`{"${name}": {"polluted": 1}}`) as Record<string, never>;
      const created = createGame(rules, { players: 3, seed: 1, options });
      expect(created.ok, name).toBe(false);
      if (!created.ok) expect(created.diagnostics.map((d) => d.code)).toEqual(['game/unknown-option']);
      // The compiler reads only the options the game declares (createGame refuses the others).
      const compiled = compileRules({ file: 'r.yaml', text: withOptionText }, [], { options });
      expect(JSON.stringify(compiled.def), name).toBe(JSON.stringify(withOption.def));
    }
  });

  it('an option value that names a prototype key is a value like any other, refused when not allowed', () => {
    const created = createGame(rules, { players: 3, seed: 1, options: { floor: '__proto__' } });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.diagnostics.map((d) => d.code)).toEqual(['game/bad-option']);
  });

  it('a record whose options hold __proto__ replays to a refusal, not a crash', () => {
    const record = JSON.parse(
      `{"rules": "r.yaml", "variants": [], "options": {"__proto__": {"polluted": 1}, "floor": "hand"}, "seed": "1", "names": ["A", "B", "C"], "moves": []}`,
    ) as GameRecord;
    const r = replay(rules, record);
    expect('diagnostics' in r && r.diagnostics.map((d) => d.code)).toEqual(['game/unknown-option']);
  });

  it('a scenario dealing to __proto__ or constructor fails with a message; players so named play', () => {
    const read = (path: string): string | undefined => (path.endsWith('game.yaml') ? base : undefined);
    for (const key of ['__proto__', 'constructor', 'prototype', 'constructor.hand', '__proto__.hand']) {
      const text = `scenario: x\nrules: game.yaml\nplayers: [Ann, Bob, Cy]\ndeal:\n  ${key}: [3R]\n  Ann: [5R]\n  Bob: [6R]\n  Cy: [7R]\nsteps: []\n`;
      const r = runScenario('tests/x.yaml', text, read);
      expect(r.passed, key).toBe(false);
      expect(r.failures[0]?.message, key).toMatch(/deal/);
    }
    const named = `scenario: y\nrules: game.yaml\nplayers: [__proto__, constructor, prototype]\ndeal:\n  __proto__: [3R, 4R]\n  constructor: [5R]\n  prototype: [6R]\n  deck: []\nleader: __proto__\nsteps:\n  - __proto__: play 3R\n  - expect: { turn: constructor, hand: { __proto__: 1, constructor: 1 } }\n`;
    const r = runScenario('tests/y.yaml', named, read);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
  });
});
