// Options that change data: an option's `patch:` applied like a variant layer when its value is
// chosen; every value's patch checked; positions inside the patch.
import { describe, expect, it } from 'vitest';
import { compileRules, type OptionChoices, type SourceFile } from '../../../grammar/compile.js';
import type { Diagnostic } from '../../../grammar/diagnostics.js';
import { createGame, prepareRules } from '../../../runtime/index.js';

const BASE = `game: Tiny Climb
players: 3..4
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
  special:
    Owl: { rank: 11, only: [single] }
deck:
  all: { suits: all, special: [Owl] }
melds:
  single: { size: 1 }
  set: { size: 2.., same: rank }
round:
  setup:
    - shuffle: deck
    - deal: { count: all }
  play: { kind: climbing }
  end-when: "players.any(p => p.hand.size == 0)"
  score: "-me.hand.size"
game-end:
  after-rounds: 3
`;

const OPTIONS = `options:
  owl_in_sets:
    default: false
    values: [false, true]
    patch:
      true:
        cards: { special: { Owl: { only: [single, set] } } }
  set_size:
    default: pairs
    values: [pairs, triples]
    patch:
      triples:
        melds:
          set: { size: 3.. }
          trio: { size: 3, same: rank }
`;

const game = (extra = OPTIONS): SourceFile => ({ file: 'game.yaml', text: BASE + extra });

/** `line:col` of the first occurrence of `needle` (after the first occurrence of `after`, if given). */
function at(text: string, needle: string, after = ''): string {
  const offset = text.indexOf(needle, after === '' ? 0 : text.indexOf(after));
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before[before.length - 1] ?? '').length + 1}`;
}

const show = (ds: readonly Diagnostic[]): string[] => ds.map((d) => `${d.code} ${d.range.file} ${d.range.start.line}:${d.range.start.column}`);

function compile(options?: OptionChoices, extra = OPTIONS, variants: SourceFile[] = []) {
  return compileRules(game(extra), variants, options === undefined ? undefined : { options });
}

describe('option patches', () => {
  it('without options, each option takes its default and a default without a patch changes nothing', () => {
    const r = compile();
    expect(show(r.diagnostics)).toEqual([]);
    expect(r.def?.cards.special.find((s) => s.name === 'Owl')?.only).toEqual(['single']);
    expect(r.def?.melds.map((m) => m.name)).toEqual(['single', 'set']);
    expect(r.def?.patchedWith).toEqual({ owl_in_sets: 'false', set_size: 'pairs' });
  });

  it('applies the patch of each chosen value', () => {
    const r = compile({ owl_in_sets: true, set_size: 'triples' });
    expect(show(r.diagnostics)).toEqual([]);
    expect(r.def?.cards.special.find((s) => s.name === 'Owl')?.only).toEqual(['single', 'set']);
    expect(r.def?.melds.find((m) => m.name === 'set')?.size).toEqual({ min: 3, max: Infinity });
    expect(r.def?.melds.map((m) => m.name)).toEqual(['single', 'set', 'trio']);
    expect(r.def?.patchedWith).toEqual({ owl_in_sets: 'true', set_size: 'triples' });
  });

  it('applies the default value\'s patch when the option is not given', () => {
    const r = compile(undefined, OPTIONS.replace('default: false', 'default: true'));
    expect(show(r.diagnostics)).toEqual([]);
    expect(r.def?.cards.special.find((s) => s.name === 'Owl')?.only).toEqual(['single', 'set']);
    expect(compile({ owl_in_sets: false }, OPTIONS.replace('default: false', 'default: true')).def?.cards.special.find((s) => s.name === 'Owl')?.only).toEqual(['single']);
  });

  it('gives entries added by a patch positions inside the patch', () => {
    const r = compile({ set_size: 'triples' });
    const text = game().text;
    const trio = r.def?.melds.find((m) => m.name === 'trio');
    expect(trio && `${trio.range.start.line}:${trio.range.start.column}`).toBe(at(text, 'trio:'));
  });

  it('reports an error inside a patched value\'s body in the patch, and gives no def', () => {
    const extra = OPTIONS.replace('trio: { size: 3, same: rank }', 'trio: { size: 3, same: rank }\n        round: { score: "-me.hand.sise" }');
    const text = game(extra).text;
    for (const options of [undefined, { set_size: 'triples' }]) {
      const r = compile(options, extra);
      expect(show(r.diagnostics)).toEqual([`name/unknown-member game.yaml ${at(text, 'sise')}`]);
      expect(r.def).toBeUndefined();
    }
  });

  it('finds errors in every value\'s patch once, whatever is chosen', () => {
    const extra = `options:
  a:
    default: 1
    patch:
      2: { round: { score: "-me.hand.sise" } }
      3: { round: { end-when: "players.any(p => p.hnd.size == 0)" } }
  b:
    default: x
    patch:
      x: { round: { leader: "nobody" } }
`;
    const text = game(extra).text;
    const expected = [
      `name/unknown-member game.yaml ${at(text, 'sise')}`,
      `name/unknown-member game.yaml ${at(text, 'hnd')}`,
      `name/unknown game.yaml ${at(text, 'nobody')}`,
    ].sort();
    expect(show(compile(undefined, extra).diagnostics).sort()).toEqual(expected);
    expect(show(compile({ a: 3, b: 'y' }, extra).diagnostics).sort()).toEqual(expected);
  });

  it('checks a patch\'s structure in place, like a variant file\'s (a structural error stops there)', () => {
    const extra = OPTIONS.replace('set: { size: 3.. }', 'set: { size: 3.., same: colour, sizes: 2 }');
    const text = game(extra).text;
    expect(show(compile(undefined, extra).diagnostics)).toEqual([
      `schema/not-one-of game.yaml ${at(text, 'colour')}`,
      `schema/unknown-key game.yaml ${at(text, 'sizes')}`,
    ]);
  });

  it('a later option\'s patch wins over an earlier one\'s on the same entry, without a conflict', () => {
    const extra = `options:
  big:
    default: true
    patch:
      true: { melds: { set: { size: 3.. } } }
  bigger:
    default: true
    patch:
      true: { melds: { set: { size: 4.. } } }
`;
    const r = compile(undefined, extra);
    expect(show(r.diagnostics)).toEqual([]);
    expect(r.def?.melds.find((m) => m.name === 'set')?.size).toEqual({ min: 4, max: Infinity });
  });

  it('a variant and a chosen patch changing the same entry differently conflict, in the patch, naming both', () => {
    const variant: SourceFile = { file: 'owl-alone.yaml', text: 'extends: game.yaml\ncards:\n  special:\n    Owl: { only: [set] }\n' };
    const text = game().text;
    const r = compile({ owl_in_sets: true }, OPTIONS, [variant]);
    expect(show(r.diagnostics)).toEqual([`variant/conflict game.yaml ${at(text, 'only: [single, set]')}`]);
    expect(r.diagnostics[0]?.message).toContain('owl-alone.yaml');
    expect(r.diagnostics[0]?.message).toContain("option 'owl_in_sets: true'");
    expect(r.def).toBeUndefined();
    // Not chosen, the conflict is still found (validation covers every value).
    expect(show(compile(undefined, OPTIONS, [variant]).diagnostics)).toEqual([`variant/conflict game.yaml ${at(text, 'only: [single, set]')}`]);
  });

  it('a variant may add an option with a patch: its positions point into the variant', () => {
    const variant: SourceFile = { file: 'opt.yaml', text: 'extends: game.yaml\noptions:\n  owl_low:\n    default: true\n    patch:\n      true: { cards: { special: { Owl: { rank: 0, only: [nothing] } } } }\n' };
    const r = compileRules(game(''), [variant]);
    expect(show(r.diagnostics)).toEqual(['name/unknown-meld game.yaml 7:5']);
    expect(compileRules(game(''), [{ ...variant, text: variant.text.replace('[nothing]', '[set]') }]).def?.cards.special[0]?.rank).toBe(0);
    const badText = variant.text.replace('rank: 0', 'rank: low');
    const bad = compileRules(game(''), [{ ...variant, text: badText }]);
    // A word where a rank goes: not a rank label (`low` starts with a small letter).
    expect(show(bad.diagnostics)).toEqual([`schema/bad-name opt.yaml ${at(badText, 'low', 'rank: low')}`]);
  });

  it('refuses patch keys the option cannot take and patches of options, with positions', () => {
    const extra = `options:
  flag:
    default: false
    patch:
      maybe: { melds: { set: { size: 3.. } } }
      2: { melds: { set: { size: 3.. } } }
`;
    const text = game(extra).text;
    expect(show(compile(undefined, extra).diagnostics)).toEqual([
      `option/unknown-value game.yaml ${at(text, 'maybe')}`,
      `option/unknown-value game.yaml ${at(text, '2:')}`,
    ]);
    const numeric = extra.replace('default: false', 'default: 1').replace('maybe', '3');
    expect(show(compile(undefined, numeric).diagnostics)).toEqual([]);
    const patchesOptions = `options:
  flag:
    default: false
    patch:
      true: { options: { flag: { default: true } } }
`;
    expect(show(compile(undefined, patchesOptions).diagnostics)).toEqual([`option/patches-options game.yaml ${at(game(patchesOptions).text, 'options: { flag')}`]);
  });

  it('createGame refuses option values other than those the rules were compiled with', () => {
    const def = compile({ owl_in_sets: true }).def;
    expect(def).toBeDefined();
    const rules = prepareRules(def!);
    const created = createGame(rules, { players: 3, options: { owl_in_sets: true } });
    expect(created.ok && created.state.options['owl_in_sets']).toBe(true);
    const refused = createGame(rules, { players: 3 });
    expect(refused.ok ? 'created' : refused.diagnostics.map((d) => d.code)).toEqual(['game/option-not-compiled']);
  });
});
