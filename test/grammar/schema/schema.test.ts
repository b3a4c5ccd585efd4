import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ruleFileSchema, scenarioFileSchema, variantFileSchema, type JsonSchema } from '../../../grammar/schema/rule-file.schema.js';
import { loadYaml } from '../../../grammar/yaml/load.js';
import { checkStructure, validatorFor } from '../../../grammar/schema/validate.js';

/** Every schema reachable through properties, patternProperties, additionalProperties, items, anyOf. */
function* annotated(s: JsonSchema, path: string): Generator<[string, JsonSchema]> {
  const children: Array<[string, JsonSchema | boolean]> = [
    ...Object.entries(s.properties ?? {}).map(([k, v]): [string, JsonSchema | boolean] => [`${path}.${k}`, v]),
    ...Object.entries(s.patternProperties ?? {}).map(([k, v]): [string, JsonSchema] => [`${path}[${k}]`, v]),
    ...Object.entries(s.definitions ?? {}).map(([k, v]): [string, JsonSchema] => [`#${k}`, v]),
  ];
  if (typeof s.additionalProperties === 'object') children.push([`${path}.*`, s.additionalProperties]);
  for (const [p, child] of children) {
    if (typeof child === 'boolean') continue;
    yield [p, child];
    yield* annotated(child, p);
  }
  if (s.items && s.items.$ref === undefined) yield* annotated(s.items, `${path}[]`);
}

describe('the schemas', () => {
  for (const [name, schema] of [['rules', ruleFileSchema], ['variant', variantFileSchema], ['scenario', scenarioFileSchema]] as const) {
    it(`${name}: every property has a title, a description and examples`, () => {
      const missing = [...annotated(schema, name)]
        .filter(([, s]) => !(s.title && s.description && Array.isArray(s.examples) && s.examples.length > 0))
        .map(([p]) => p);
      expect(missing).toEqual([]);
    });

    it(`${name}: compiles with ajv`, () => {
      expect(typeof validatorFor(name)).toBe('function');
    });
  }

  it('accepts the reference\'s complete example and its section examples', () => {
    const text = `game: Tiny Climb
players: 3..4
options:
  floor:
    description: "Whether 'never below 0' floors each hand's score or the running total."
    default: hand
    values: [hand, total]
cards:
  suits: { M: Moon, F: Feather, B: Branch, N: Nest }
  ranks: 1..13
  special:
    Dragowl: { rank: 15, only: [single] }
    Jester:  { wild: true, value: 0 }
deck:
  2: { suits: [M, F, B], ranks: 1..12 }
  5..6: { suits: all, ranks: 0..17, special: [Dragowl] }
zones:
  left:  { per-player: true, visible: owner }
  draw:  { visible: count }
wilds: { ranks: 1..14, suits: all, value: 0 }
melds:
  single: { size: 1 }
  set:    { size: 2.., same: rank }
  run:    { size: 2.., same: suit, step: 1 }
vars:
  threshold: "players.size == 2 ? 10 : 30"
  wish: null
player-vars:
  bid: 0
  bets: []
  kept: { start: 0, keep: true }
markers:
  bonus: { per-player: true }
  lead_next: { pool: pass_cards, players: 2.., priority: 2, on-resolve: "lead(me)" }
round:
  leader: "round == 1 ? players[0] : previous_leader.next"
  setup:
    - shuffle: deck
    - give: { cards: "box.filter(c => c.rank == 1)", each: 1, wild: true }
    - deal: { count: all }
    - choose: { each: true, cards: hand, count: 1, prompt: "Turn a card into a wild", then: "make_wild(chosen)" }
    - split: { zone: hand, into: [left, right], right: 1..6, then: "me.bid = me.right.size" }
    - do: ["x = 1", { if: "x > 0", then: "x = 2", else: ["x = 3"] }]
  play: { kind: must-follow, trump: M, lead-from: [left], follow: [{ from: left, follow-suit: true }], tricks: 12 }
  end-when: "players.any(p => p.hand.size == 0)"
  score: "-me.hand.size"
game-end:
  when: "players.any(p => p.score > threshold)"
  winner: highest
  tie-breakers: ["me.round_score"]
on:
  move:
    - each: player
      when: "me.hand.size <= 5 and not me.bonus.flipped"
      do: "flip(me.bonus)"
obligations:
  wish: { when: "wish != null", must: "move.cards.any(c => c.rank == wish)" }
actions:
  take_wild: { label: "take a dummy card as a wild", when: "dummy.size > 0", do: "make_wild(dummy.first)" }
`;
    const { doc, diagnostics } = loadYaml('full.yaml', text);
    expect(diagnostics).toEqual([]);
    expect(checkStructure(doc!, 'rules')).toEqual([]);
  });

  it('never throws on arbitrary text, and every range lies inside the file (property)', () => {
    const fragments = fc.constantFrom(
      'game: x\n', 'players: ', '3..4', '[1, 2]', '{ a: 1 }', '\n', '  ', '- ', ': ', '"', "'", '|\n', '>-\n', '&a ', '*a', '!!str ',
      '---\n', '# c\n', 'round:\n  play: { kind: climbing }\n', 'melds:\n  x-y: { size: 0 }\n', 'deck: { all: {} }\n', '\t', '\r\n', '?', 'é',
    );
    const texts = fc.oneof(fc.string({ maxLength: 200 }), fc.array(fragments, { maxLength: 40 }).map((a) => a.join('')));
    fc.assert(
      fc.property(texts, fc.constantFrom('rules', 'variant', 'scenario') as fc.Arbitrary<'rules' | 'variant' | 'scenario'>, (text, kind) => {
        const { doc, diagnostics } = loadYaml('p.yaml', text);
        const all = doc ? [...diagnostics, ...checkStructure(doc, kind)] : diagnostics;
        if (!doc) expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
        for (const d of all) {
          const { start, end } = d.range;
          expect(d.range.file).toBe('p.yaml');
          expect(start.offset).toBeGreaterThanOrEqual(0);
          expect(end.offset).toBeGreaterThanOrEqual(start.offset);
          expect(end.offset).toBeLessThanOrEqual(text.length);
          expect(start.line).toBeGreaterThanOrEqual(1);
          expect(start.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
