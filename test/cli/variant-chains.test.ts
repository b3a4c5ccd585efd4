// Variants that extend variants: a variant given alone brings every file above it, `--variant`
// brings the variants it extends, a later layer overrides what its ancestors set, a loop of
// `extends:` is refused, and scenarios layer the same way.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileFiles, isError } from '../../cli/files.js';
import { runCli } from './run-cli.js';

const GAME = `game: Tiny Climb
players: 3..4
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
deck:
  all: { suits: all }
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

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-chains-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A game folder: game.yaml, variants/runs.yaml (adds runs, sets of 3), variants/long-runs.yaml (extends runs.yaml). */
function game(name: string, extra: Record<string, string> = {}): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'variants'), { recursive: true });
  mkdirSync(join(dir, 'tests'), { recursive: true });
  writeFileSync(join(dir, 'game.yaml'), GAME);
  writeFileSync(join(dir, 'variants/runs.yaml'), 'extends: ../game.yaml\nmelds:\n  run: { size: 3.., same: suit, step: 1 }\n  set: { size: 3.., same: rank }\n');
  writeFileSync(join(dir, 'variants/long-runs.yaml'), 'extends: runs.yaml\ngame: Tiny Climb (long runs)\nmelds:\n  run: { size: 4.. }\n');
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

function melds(main: string, variants: string[] = []): Record<string, { min: number; max: number }> {
  const r = compileFiles(main, variants);
  if (isError(r)) throw new Error(r.error);
  expect(r.diagnostics).toEqual([]);
  return Object.fromEntries((r.def?.melds ?? []).map((m) => [m.name, { min: m.size.min, max: m.size.max }]));
}

describe('variants that extend variants', () => {
  it('compiles a variant given alone on every file above it, the later layer overriding the earlier', () => {
    const dir = game('alone');
    expect(melds(join(dir, 'variants/long-runs.yaml'))).toEqual({
      single: { min: 1, max: 1 },
      set: { min: 3, max: Infinity },            // from runs.yaml
      run: { min: 4, max: Infinity },            // runs.yaml's 3.. overridden by long-runs.yaml
    });
  });

  it('brings the variants a --variant extends, and applies each once', async () => {
    const dir = game('flag');
    const g = join(dir, 'game.yaml');
    expect(melds(g, [join(dir, 'variants/long-runs.yaml')])).toEqual(melds(join(dir, 'variants/long-runs.yaml')));
    expect(melds(g, [join(dir, 'variants/runs.yaml'), join(dir, 'variants/long-runs.yaml')]).run).toEqual({ min: 4, max: Infinity });
    const r = await runCli(['validate', g, '--variant', join(dir, 'variants/long-runs.yaml')]);
    expect(r).toEqual({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n', err: '' });
  });

  it('keeps the conflict for a variant beside the chain that sets the same key differently', async () => {
    const dir = game('beside', { 'variants/short-runs.yaml': 'extends: ../game.yaml\nmelds:\n  run: { size: 2.., same: suit, step: 1 }\n' });
    const r = await runCli(['validate', join(dir, 'variants/long-runs.yaml'), '--variant', join(dir, 'variants/short-runs.yaml')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`error variant/conflict: 'melds.run.size' is changed differently by ${join(dir, 'variants/long-runs.yaml')} and ${join(dir, 'variants/short-runs.yaml')}`);
  });

  it('refuses a loop of extends: with exit 2 and one line', async () => {
    const dir = game('loop', { 'variants/a.yaml': 'extends: b.yaml\nplayers: 3\n', 'variants/b.yaml': 'extends: a.yaml\nplayers: 4\n' });
    const a = join(dir, 'variants/a.yaml');
    const r = await runCli(['validate', a]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`cardsmith validate: ${a}: its chain of extends: comes back to a.yaml (a loop)\n`);
  });

  it('says which file extends a missing one, however deep', async () => {
    const dir = game('missing', { 'variants/lost.yaml': 'extends: runs.yaml\n', 'variants/runs.yaml': 'extends: ../nowhere.yaml\n' });
    const r = await runCli(['validate', join(dir, 'variants/lost.yaml')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${join(dir, 'variants/runs.yaml')}: extends ../nowhere.yaml: `);
    expect(r.err).toContain('no such file');
  });

  it('layers a scenario\'s variants the same way', async () => {
    const scenario = [
      'scenario: long runs',
      'rules: ../game.yaml',
      'variants: [../variants/long-runs.yaml]',
      'players: [Ann, Bob, Cy]',
      'deal:',
      '  Ann: [1R, 2R, 3R, 4R, 9G, 9R]',
      '  Bob: [5R, 6R, 7R, 8R, 9B]',
      '  Cy: [1B, 2B]',
      '  deck: []',
      'leader: Ann',
      'steps:',
      '  - Ann: play 9G 9R',                 // sets of 3 or more: runs.yaml, which long-runs.yaml extends
      '    error: move/not-a-meld',
      '  - Ann: play 1R 2R 3R',
      '    error: move/not-a-meld',
      '  - Ann: play 1R 2R 3R 4R',
      '  - expect: { turn: Bob }',
      '',
    ].join('\n');
    const dir = game('scenario', { 'tests/long-runs.yaml': scenario });
    const r = await runCli(['test', join(dir, 'tests')]);
    expect(r.out.trimEnd().split('\n').at(-1), r.out).toBe('1 passed, 0 failed');
    expect(r.code).toBe(0);
  });
});
