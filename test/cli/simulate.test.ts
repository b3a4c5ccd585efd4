// `cardsmith simulate`: the same seed gives the same figures with one worker (this thread) and
// with two (this thread and a worker thread); a game that never ends is reported with its seed; --compare flags
// differences; usage errors exit 2. Worker threads run the built CLI (npm test builds it first).
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';
import { MAX_MOVES } from '../../runtime/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const owl = `${root}rules/of-whats-left/game.yaml`;
const never = `${root}test/fixtures/bots/never-ends.yaml`;

interface Report {
  completed: number;
  settings: { games: number; seed: string };
  winBySeat: { k: number; n: number; rate: number; lo: number; hi: number }[];
  winByBot: Record<string, { rate: number }>;
  moves: { mean: number };
  moveKinds: Record<string, { mean: number }>;
  errors: { game: number; seed: string; code: string }[];
}

beforeAll(() => {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', `${root}cli`], { stdio: 'inherit' });
}, 120_000);

describe('cardsmith simulate', () => {
  it('gives the same figures with 1 and with 2 workers', async () => {
    const args = ['simulate', owl, '--players', '3', '--games', '4', '--seed', '7', '--bots', 'greedy,random', '--json'];
    const one = await runCli([...args, '--workers', '1']);
    const two = await runCli([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
    const r = JSON.parse(one.out) as Report;
    expect(r.completed).toBe(4);
    expect(r.winBySeat.reduce((a, x) => a + x.k, 0)).toBeGreaterThanOrEqual(4);
    expect(r.winBySeat[0]!.lo).toBeLessThanOrEqual(r.winBySeat[0]!.rate);
    expect(r.moveKinds['play']!.mean).toBeGreaterThan(0);
    expect(Object.keys(r.winByBot).sort()).toEqual(['greedy', 'random']);
  });

  it('a different seed gives different games', async () => {
    const args = ['simulate', owl, '--players', '3', '--games', '3', '--json', '--workers', '1'];
    const a = JSON.parse((await runCli([...args, '--seed', '1'])).out) as Report;
    const b = JSON.parse((await runCli([...args, '--seed', '2'])).out) as Report;
    expect(a.moves.mean).not.toBe(b.moves.mean);
  });

  it('reports a game that never ends with its seed instead of hanging', async () => {
    const r = await runCli(['simulate', never, '--players', '2', '--games', '1', '--seed', 'x', '--json', '--workers', '1']);
    expect(r.code).toBe(1);
    const rep = JSON.parse(r.out) as Report;
    expect(rep.completed).toBe(0);
    expect(rep.errors).toEqual([{ game: 0, seed: 'x#0', code: 'runtime/no-end', message: expect.stringContaining(String(MAX_MOVES)) }]);
    const text = await runCli(['simulate', never, '--players', '2', '--games', '1', '--seed', 'x', '--workers', '1']);
    expect(text.out).toContain('game 0, seed x#0: runtime/no-end');
  });

  it('compares two runs on the same seeds and flags significant differences', async () => {
    const r = await runCli(['simulate', owl, '--players', '3', '--games', '4', '--workers', '1', '--json',
      '--compare-variant', `${root}rules/of-whats-left/variants/threshold-scoring.yaml`]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { a: Report; b: Report; comparison: { figure: string; a: number; b: number; diff: number; p: number; significant: boolean }[] };
    expect(out.a.settings.seed).toBe(out.b.settings.seed);
    const row = out.comparison.find((x) => x.figure === 'moves per game')!;
    expect(row.a).toBe(out.a.moves.mean);
    expect(row.b).toBe(out.b.moves.mean);
    expect(row.diff).toBeCloseTo(row.b - row.a);
    expect(row.significant).toBe(row.p < 0.05);
    const text = await runCli(['simulate', owl, '--players', '3', '--games', '2', '--workers', '1', '--compare', owl]);
    expect(text.out).toMatch(/B - A/);
    expect(text.out).not.toMatch(/^\*/m); // the same rules: no difference at all
  });

  it('rejects bad usage with exit code 2', async () => {
    expect((await runCli(['simulate', owl, '--games', '2'])).code).toBe(2);
    expect((await runCli(['simulate', owl, '--players', '3'])).code).toBe(2);
    const bad = await runCli(['simulate', owl, '--players', '3', '--games', '2', '--bots', 'random,clever']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--bots must be a comma-separated list of random, greedy, ismcts, got 'clever'");
    expect((await runCli(['simulate', owl, '--players', '9', '--games', '2'])).code).toBe(2);
  });
});
