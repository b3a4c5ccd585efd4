// A scenario's `options:` choose the patches of options with `patch:`: the rules are compiled with
// them (the cache keys on them) and the game is created with them.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RulesCache, runScenario } from '../../../runtime/scenario/index.js';

const GAME = readFileSync(fileURLToPath(new URL('../../fixtures/options-climb.yaml', import.meta.url)), 'utf8');

const scenario = (options: string, steps: string): string => `scenario: pairs
rules: game.yaml
players: [Ann, Bob, Cy]
${options}
deal:
  Ann: [5R, 5G, 7R]
  Bob: [6R, 8G, 9G]
  Cy: [9B, 2Y, 3Y]
  deck: []
leader: Ann
steps:
${steps}
`;

const files: Record<string, string> = { 'tests/game.yaml': GAME };
const read = (p: string): string | undefined => files[p.replace(/^\.\//, '')];

describe('scenarios with options that patch the rules', () => {
  const cache = new RulesCache();

  it('without options: a pair is a set', () => {
    const r = runScenario('tests/pairs.yaml', scenario('', '  - Ann: play 5R 5G\n  - expect: { table: [5R, 5G], turn: Bob }'), read, cache);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
  });

  it('with the option set, the patched rules apply (compiled anew, not taken from the cache)', () => {
    const r = runScenario('tests/triples.yaml', scenario('options: { big_sets: true }', '  - expect: { illegal: { Ann: ["play 5R 5G"] } }\n  - Ann: play 5R 5G\n    error: move/not-a-meld'), read, cache);
    expect(r.state?.options['big_sets']).toBe(true);
    expect(r.failures.map((f) => f.line)).toEqual([]);
    expect(r.passed).toBe(true);
  });

  it('an unknown option value is refused by createGame, as before', () => {
    const r = runScenario('tests/bad.yaml', scenario('options: { big_sets: maybe }', '  - Ann: play 5R'), read, cache);
    expect(r.passed).toBe(false);
    expect(r.failures[0]?.message).toMatch(/^game\/bad-option/);
    // At the scenario's own `options:` line (line 4), not at its first line.
    expect(r.failures[0]?.line).toBe(4);
  });

  it('a player count the rules do not allow fails at the scenario\'s players line', () => {
    const two = scenario('', '  - Ann: play 5R').replace('players: [Ann, Bob, Cy]', 'players: [Ann, Bob]').replace(/\n {2}Cy: .*\n/, '\n');
    const r = runScenario('tests/two.yaml', two, read, cache);
    expect(r.failures.map((f) => [f.line, f.message.split(':')[0]])).toEqual([[3, 'game/player-count']]);
  });
});
