import { describe, expect, it } from 'vitest';
import { loadYaml } from '../../../grammar/yaml/load.js';
import { checkStructure, type FileKind } from '../../../grammar/schema/validate.js';
import { schemaCodes } from '../../../grammar/schema/codes.js';

const base = `game: Tiny Climb
players: 3..4
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
deck:
  3: { suits: [R, G, B] }
  4: { suits: all }
melds:
  single: { size: 1 }
  run: { size: 2.., same: suit, step: 1 }
round:
  setup:
    - shuffle: deck
    - deal: { count: all }
  play: { kind: climbing, pass: soft, all-passed: clear }
  end-when: "players.any(p => p.hand.size == 0)"
  score: "-me.hand.size"
game-end:
  after-rounds: "players.size"
  winner: highest
`;

function check(text: string, kind: FileKind = 'rules'): string[] {
  const { doc, diagnostics } = loadYaml('r.yaml', text);
  expect(diagnostics).toEqual([]);
  if (!doc) throw new Error('no doc');
  return checkStructure(doc, kind).map(
    (d) => `${d.code}@${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column}`,
  );
}

/** The base file with line `n` (1-based) replaced by `lines`. */
function edit(n: number, ...lines: string[]): string {
  const all = base.split('\n');
  all.splice(n - 1, 1, ...lines);
  return all.join('\n');
}

const cases: ReadonlyArray<readonly [string, string, string[], FileKind?]> = [
  ['the base file', base, []],
  ['an unknown top-level key', `${base}gmae-end: 1\n`, ['schema/unknown-key@22:1-22:9']],
  ['extends in a rule file', `extends: x.yaml\n${base}`, ['schema/unknown-key@1:1-1:8']],
  ['an unknown key in play', edit(16, '  play: { kind: climbing, pas: soft }'), ['schema/unknown-key@16:27-16:30']],
  ['an unknown setup step', edit(14, '    - shufle: deck'), ['schema/unknown-key@14:7-14:13']],
  ['an unknown event', `${base}on:\n  trick_end:\n    - do: "clear_trick()"\n`, ['schema/unknown-key@23:3-23:12']],
  ['a missing top-level key', base.replace('players: 3..4\n', ''), ['schema/missing-key@1:1-1:17']],
  ['a missing nested key', edit(16, '  play: { pass: soft }'), ['schema/missing-key@16:3-16:7']],
  ['a missing key in a list item', edit(15, '    - deal: { from: deck }'), ['schema/missing-key@15:7-15:11']],
  ['a follow source without from', edit(16, '  play: { kind: must-follow, follow: [{ when: "true" }] }'), ['schema/missing-key@16:39-16:55']],
  ['game-end without after-rounds or when', edit(20, '  tricks: 1').replace('  tricks: 1\n', ''), ['schema/missing-key@19:1-19:9']],
  ['players as a list', edit(2, 'players: [3, 4]'), ['schema/wrong-type@2:10-2:16']],
  ['a meld size as a mapping', edit(10, '  single: { size: { n: 1 } }'), ['schema/wrong-type@10:19-10:27']],
  ['a step count as a boolean', edit(15, '    - deal: { count: true }'), ['schema/wrong-type@15:22-15:26']],
  ['deck suits as a number', edit(7, '  3: { suits: 3 }'), ['schema/wrong-type@7:15-7:16']],
  ['an effect as a number', `${base}actions:\n  x: { do: 5 }\n`, ['schema/wrong-type@23:12-23:13']],
  ['an if-effect without then', `${base}actions:\n  x: { do: [{ if: "true" }] }\n`, ['schema/missing-key@23:13-23:27']],
  ['a wrong play kind', edit(16, '  play: { kind: climb }'), ['schema/not-one-of@16:17-16:22']],
  ['a wrong pass', edit(16, '  play: { kind: climbing, pass: sofft }'), ['schema/not-one-of@16:33-16:38']],
  ['deck suits as a wrong word', edit(8, '  4: { suits: al }'), ['schema/not-one-of@8:15-8:17']],
  ['a bad meld name', edit(10, '  single-card: { size: 1 }'), ['schema/bad-name@10:3-10:14']],
  ['a bad suit letter', edit(4, '  suits: { R: Red, g: Green }'), ['schema/bad-name@4:20-4:21']],
  ['a bad deck key', edit(7, '  three: { suits: [R] }'), ['schema/bad-name@7:3-7:8']],
  ['a bad suit letter in a list', edit(7, '  3: { suits: [R, g] }'), ['schema/bad-name@7:19-7:20']],
  ['a bad range', edit(2, 'players: 3-4'), ['schema/bad-range@2:10-2:13']],
  ['a bad meld size range', edit(11, '  run: { size: 2..x, same: suit }'), ['schema/bad-range@11:16-11:20']],
  ['trump in a climbing game', edit(16, '  play: { kind: climbing, trump: G }'), ['schema/not-allowed-here@16:27-16:32']],
  ['a setup step with two keys', edit(14, '    - { shuffle: deck, deal: { count: all } }'), ['schema/key-count@14:24-14:28']],
  ['an empty deck', edit(6, 'deck: {}').replace('  3: { suits: [R, G, B] }\n  4: { suits: all }\n', ''), ['schema/key-count@6:7-6:9']],
  ['an empty expression', edit(17, '  end-when: ""'), ['schema/empty@17:13-17:15']],
  ['split into one zone', edit(15, '    - split: { zone: hand, into: [left], right: 1..6 }'), ['schema/item-count@15:34-15:40']],
  ['a step of zero', edit(11, '  run: { size: 2.., step: 0 }'), ['schema/too-small@11:27-11:28']],
  ['suits in the long form', edit(4, '  suits: { R: { name: Red, symbol: "♦", colour: red }, G: Green, B: { name: Blue, symbol: "🫐🫐🫐🫐" } }'), []],
  ['a suit symbol of five characters', edit(4, '  suits: { R: { name: Red, symbol: "♦♦♦♦♦" }, G: Green }'), ['schema/too-long@4:36-4:43']],
  ['a suit colour outside the set', edit(4, '  suits: { R: { name: Red, colour: rose }, G: Green }'), ['schema/not-one-of@4:36-4:40']],
  ['several errors at once', edit(2, 'players: x').replace('winner: highest', 'winner: most'), ['schema/bad-range@2:10-2:11', 'schema/not-one-of@21:11-21:15']],
  // Variant files
  ['a variant deleting entries', 'extends: ../game.yaml\nmelds:\n  single: null\n  gap: { size: 2.., same: suit, step: 2 }\nwilds: null\n', [], 'variant'],
  ['a variant without extends', 'melds:\n  single: null\n', ['schema/missing-key@1:1-1:7'], 'variant'],
  ['a variant changing one play key', 'extends: a.yaml\nround:\n  play: { pass: hard }\n', [], 'variant'],
  ['a variant with a wrong value', 'extends: a.yaml\nround:\n  play: { pass: maybe }\n', ['schema/not-one-of@3:17-3:22'], 'variant'],
  ['a variant changing one suit key', 'extends: a.yaml\ncards:\n  suits: { R: { colour: red, symbol: null } }\n', [], 'variant'],
  ['a variant with a bad suit symbol', 'extends: a.yaml\ncards:\n  suits: { R: { symbol: "Reds!" } }\n', ['schema/too-long@3:25-3:32'], 'variant'],
  ['a variant with null in a list', 'extends: a.yaml\nround:\n  setup: [null]\n', ['schema/wrong-type@3:11-3:15'], 'variant'],
  // Scenario files
  ['a scenario', 'scenario: s\nrules: ../game.yaml\nplayers: [Ann, Bob]\ndeal:\n  Ann: [3R, Dragowl]\nsteps:\n  - Ann: play 3R\n  - Bob: pass\n    error: move/not-higher\n  - expect: { turn: Ann, hand: { Bob: 2 }, legal: { Bob: ["play 6G"] } }\n', [], 'scenario'],
  ['a scenario with a bad move', 'scenario: s\nrules: r\nplayers: [Ann]\nsteps:\n  - Ann: jump\n', ['schema/bad-move@5:10-5:14'], 'scenario'],
  ['a scenario with a duplicate player', 'scenario: s\nrules: r\nplayers: [Ann, Ann]\nsteps: []\n', ['schema/duplicate-item@3:16-3:19'], 'scenario'],
  ['a scenario expect with an unknown key', 'scenario: s\nrules: r\nplayers: [Ann]\nsteps:\n  - expect: { trun: Ann }\n', ['schema/unknown-key@5:15-5:19'], 'scenario'],
  ['a scenario expect with a move', 'scenario: s\nrules: r\nplayers: [Ann]\nsteps:\n  - expect: { turn: Ann }\n    Ann: pass\n', ['schema/key-count@6:5-6:8'], 'scenario'],
  ['a scenario with a bad card', 'scenario: s\nrules: r\nplayers: [Ann]\ndeal: { Ann: [3r] }\nsteps: []\n', ['schema/bad-name@4:15-4:17'], 'scenario'],
];

describe('checkStructure', () => {
  for (const [name, text, expected, kind] of cases) {
    it(`reports ${name}`, () => {
      expect(check(text, kind)).toEqual(expected);
    });
  }

  it('covers every schema code but the fallback', () => {
    const seen = new Set(cases.flatMap(([, , e]) => e.map((s) => s.split('@')[0])));
    expect([...seen].sort()).toEqual(schemaCodes.filter((c) => c !== 'schema/invalid').sort());
  });

  it('says did you mean, and what was expected and found', () => {
    const { doc } = loadYaml('r.yaml', edit(16, '  play: { kind: climbing, pas: soft }').replace('winner: highest', 'winner: highst'));
    const ds = checkStructure(doc!, 'rules');
    expect(ds.map((d) => d.message)).toEqual([
      expect.stringMatching(/unknown key `pas` in `round.play`; did you mean `pass`\?/),
      expect.stringMatching(/expected one of `highest`, `lowest`, found 'highst'; did you mean `highest`\?/),
    ]);
    const { doc: d2 } = loadYaml('r.yaml', edit(2, 'players: [3, 4]'));
    expect(checkStructure(d2!, 'rules')[0]?.message).toBe('expected a number or a range (like `2..5`), found a list');
  });
});
