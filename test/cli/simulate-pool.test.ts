// The simulation's worker pool (cli/simulate/pool.ts): started before the rules are compiled, it
// plays every job as this thread would, with this thread playing a share beside its worker threads
// (W workers asked for: W - 1 threads), serves both runs of a comparison, reports a worker's
// failure as the run's error, and is closed whenever the command stops, played or not. Worker
// threads run the built CLI (npm test builds it first).
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';
import { loadRules } from '../../cli/game-session.js';
import { SimPool, runGames, startPool } from '../../cli/simulate/pool.js';
import type { SimJob } from '../../cli/simulate/job.js';
import type { GameOutcome } from '../../runtime/sim/index.js';
import type { Rules } from '../../runtime/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const owl = `${root}rules/of-whats-left/game.yaml`;
const wis = `${root}rules/worst-in-show/game.yaml`;

beforeAll(() => {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', `${root}cli`], { stdio: 'inherit' });
}, 120_000);

const jobOf = (file: string, players: number, seed: string): SimJob => ({ file, variants: [], players, seed, bots: ['random'] });

async function outcomes(job: SimJob, rules: Rules, games: number, pool: SimPool | undefined): Promise<GameOutcome[]> {
  const out: GameOutcome[] = [];
  const done: number[] = [];
  await runGames(job, rules, games, pool, (n) => done.push(n), (o) => out.push(o));
  expect(done.at(-1)).toBe(games);
  return out;
}

/** Worker threads alive in this process, as Node counts its handles (each worker holds a port). */
const ports = (): number => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;

describe('the simulation pool', () => {
  it('plays two jobs in turn on the same workers, each game as this thread plays it', async () => {
    const a = { job: jobOf(owl, 3, 'a'), rules: loadRules(owl, []) };
    const b = { job: jobOf(wis, 4, 'b'), rules: loadRules(wis, []) };
    const pool = SimPool.start(2);
    try {
      for (const { job, rules } of [a, b, a]) {
        const pooled = await outcomes(job, rules, 24, pool);
        expect(pooled.map((o) => o.seed)).toEqual(Array.from({ length: 24 }, (_, i) => `${job.seed}#${i}`));
        expect(pooled).toEqual(await outcomes(job, rules, 24, undefined));
      }
    } finally {
      await pool.close();
    }
  });

  it('with 2 workers asked for, starts one thread and plays a share of the games here, as 1 worker plays them', async () => {
    const job = jobOf(wis, 4, 'share');
    const rules = loadRules(wis, []);
    const alone = await outcomes(job, rules, 200, undefined);
    const before = ports();
    const pool = startPool(2, 200);
    try {
      expect(pool?.workers).toHaveLength(1);
      expect(ports() - before).toBe(1);
      const out: GameOutcome[] = [];
      const share = await pool?.play(job, rules, 200, () => undefined, (o) => out.push(o));
      expect(out).toEqual(alone);
      // The thread holds two batches of 12 from the start, so both sides play some.
      expect(share?.here).toBeGreaterThan(0);
      expect(share?.threads).toHaveLength(1);
      expect(share?.threads[0]).toBeGreaterThanOrEqual(24);
      expect((share?.here ?? 0) + (share?.threads[0] ?? 0)).toBe(200);
    } finally {
      await pool?.close();
    }
    expect(ports()).toBe(before);
  });

  it('plays between handling events: a pool of no threads plays every game here, a batch at a time', async () => {
    const job = jobOf(owl, 3, 'here');
    const rules = loadRules(owl, []);
    const pool = SimPool.start(0);
    const out: GameOutcome[] = [];
    // Scheduled before the run: it runs after the first batch (64 games: batches of 8), not at the end.
    let doneThen = -1;
    setImmediate(() => (doneThen = out.length));
    const share = await pool.play(job, rules, 64, () => undefined, (o) => out.push(o));
    await pool.close();
    expect(share).toEqual({ here: 64, threads: [] });
    expect(doneThen).toBe(8);
    expect(out).toEqual(await outcomes(job, rules, 64, undefined));
  });

  it("rejects a run with a worker's error, and refuses the next run once a worker is gone", async () => {
    const rules = loadRules(wis, []);
    // Rules no compiler makes: the workers fail while preparing them.
    const broken = { ...rules, def: { ...rules.def, cards: 5 } } as unknown as Rules;
    const pool = SimPool.start(2);
    try {
      await expect(outcomes(jobOf(wis, 4, '1'), broken, 10, pool)).rejects.toThrow(/is not iterable/);
      // Both workers failed: whichever of their errors or exits comes first is the next run's.
      await expect(outcomes(jobOf(wis, 4, '1'), rules, 4, pool)).rejects.toThrow(/a simulation worker stopped \(exit code 1\)|is not iterable/);
    } finally {
      await pool.close();
    }
  });

  it('a comparison on two workers gives the report of one', async () => {
    const args = ['simulate', owl, '--players', '4', '--games', '24', '--seed', '5', '--json', '--compare', wis];
    const one = await runCli([...args, '--workers', '1']);
    const two = await runCli([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.out).toBe(one.out);
    expect(JSON.parse(two.out).b.completed).toBe(24);
  });

  it('closes the workers it started when the rules do not compile or the players do not fit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-pool-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'game: [unclosed\n');
    const before = ports();
    const r = await runCli(['simulate', bad, '--players', '4', '--games', '50', '--workers', '2']);
    expect(r.code).toBe(1);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    const usage = await runCli(['simulate', owl, '--players', '9', '--games', '50', '--workers', '2']);
    expect(usage.code).toBe(2);
    expect(ports()).toBe(before);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('a %s to the command mid-run ends it and its workers at once', async (signal) => {
    const child = spawn(process.execPath, [`${root}bin/cardsmith.js`, 'simulate', wis, '--players', '4', '--games', '1000000', '--workers', '2'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 1500));
    const ended = new Promise<NodeJS.Signals | null>((r) => child.on('exit', (_code, sig) => r(sig)));
    const t0 = Date.now();
    child.kill(signal);
    expect(await ended).toBe(signal);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
