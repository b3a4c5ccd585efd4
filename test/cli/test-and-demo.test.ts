// `cardsmith test` and `cardsmith demo`, in-process.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

const rules = fileURLToPath(new URL('../../rules/', import.meta.url));

function scenarioDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-test-'));
  mkdirSync(join(dir, 'tests'));
  const game = join(rules, 'of-whats-left/game.yaml');
  const base = `rules: ${game}\nplayers: [Ann, Bob, Cy]\ndeal:\n  Ann: [4M, 9M]\n  Bob: [5M, 2F]\n  Cy: [3B, 7B]\n  deck: []\nleader: Ann\n`;
  writeFileSync(join(dir, 'tests/good.yaml'), `scenario: good\n${base}steps:\n  - Ann: play 4M\n  - expect: { turn: Bob, table: [4M] }\n`);
  writeFileSync(join(dir, 'tests/bad.yaml'), `scenario: bad\n${base}steps:\n  - Ann: play 4M\n  - expect: { turn: Cy }\n`);
  writeFileSync(join(dir, 'tests/refused.yaml'), `scenario: refused\n${base}steps:\n  - Ann: play 4M\n  - Bob: play 2F\n    error: move/not-higher\n`);
  return dir;
}

describe('cardsmith test', () => {
  it('prints each scenario, the first difference with its line, the summary, and exits 1 on a failure', async () => {
    const dir = scenarioDir();
    const r = await runCli(['test', dir]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/passed {2}.*good\.yaml {2}good/);
    expect(r.out).toMatch(/passed {2}.*refused\.yaml {2}refused/);
    expect(r.out).toMatch(/FAILED {2}.*bad\.yaml:12 {2}bad\n {8}turn: expected "Cy", found "Bob"/);
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('2 passed, 1 failed');
  });

  it('exits 0 when all pass, and 2 for a path that does not exist', async () => {
    const dir = scenarioDir();
    const ok = await runCli(['test', join(dir, 'tests/good.yaml')]);
    expect(ok.code).toBe(0);
    expect(ok.out.trimEnd().split('\n').at(-1)).toBe('1 passed, 0 failed');
    const missing = await runCli(['test', join(dir, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file or folder');
  });
});

describe('cardsmith demo', () => {
  it('plays one game with bots and prints the log and the final scores', async () => {
    const r = await runCli(['demo', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Of What's Left, 4 players, seed 3/);
    expect(r.out).toContain('round 1 begins; Ann leads');
    expect(r.out).toContain('round 4 ends');
    expect(r.out).toMatch(/Final scores:\n {2}Ann +-?\d+\n {2}Bob +-?\d+\n {2}Cy +-?\d+\n {2}Dee +-?\d+\n$/);
  });

  it('ends a game of teams with each team\'s score and the winning team', async () => {
    const r = await runCli(['demo', 'rules/spades/game.yaml', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Final scores:\n {2}North-South \(Ann and Cy\) +-?\d+( {2}★)?\n {2}East-West \(Bob and Dee\) +-?\d+( {2}★)?\n(North-South|East-West) \(\w+ and \w+\) wins\.\n$/);
    expect(r.out).toMatch(/game over: (North-South \(Ann and Cy\)|East-West \(Bob and Dee\)) wins/);
  });

  it('is deterministic for a seed', async () => {
    const a = await runCli(['demo', '--seed', '11', '--players', '3']);
    const b = await runCli(['demo', '--seed', '11', '--players', '3']);
    expect(a.out).toBe(b.out);
  });
});
