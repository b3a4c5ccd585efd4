// Simulation throughput: `cardsmith simulate` as a whole process with 1 and with 2 workers (the
// main thread alone; the main thread and one worker thread), and beside them the machine's own
// ceiling for the same work: two separate processes, each playing half the games with one thread,
// started together. Two workers cannot beat two processes that share nothing, so that figure says
// how much of the 2× a second core could give is left.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rulesRoot } from './games.js';
import { PROBE_KINDS, type ProbeKind } from './scale-probe.js';

export interface SimulationFigure {
  /** `1 worker`, `2 workers`, or `2 processes` (the ceiling). */
  readonly setup: string;
  readonly games: number;
  /** The best of the runs (the VM's noise only ever makes a run slower). */
  readonly seconds: number;
  readonly runs: readonly number[];
  readonly gamesPerSecond: number;
}

const cli = fileURLToPath(new URL('../../bin/cardsmith.js', import.meta.url));

function simulate(game: string, players: number, games: number, workers: number, seedOffset: number): Promise<void> {
  const args = [cli, 'simulate', `${rulesRoot}${game}/game.yaml`, '--players', String(players), '--games', String(games), '--workers', String(workers), '--json'];
  if (seedOffset > 0) args.push('--seed', `half-${seedOffset}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`simulate failed (exit ${code}): ${err}`))));
  });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

/** The three set-ups in turn, `rounds` times (alternating, so a slow minute hits all of them). */
export async function measureSimulations(game: string, players: number, games: number, rounds: number): Promise<SimulationFigure[]> {
  const setups: { setup: string; run: () => Promise<unknown> }[] = [
    { setup: '1 worker', run: () => simulate(game, players, games, 1, 0) },
    { setup: '2 workers', run: () => simulate(game, players, games, 2, 0) },
    {
      setup: '2 processes, half the games each',
      run: () => Promise.all([simulate(game, players, Math.ceil(games / 2), 1, 1), simulate(game, players, Math.floor(games / 2), 1, 2)]),
    },
  ];
  const runs = setups.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < setups.length; i++) runs[i]?.push(await timed((setups[i] as (typeof setups)[number]).run));
  }
  return setups.map((x, i) => {
    const times = runs[i] ?? [];
    const seconds = Math.min(...times);
    return { setup: x.setup, games, seconds, runs: times, gamesPerSecond: games / seconds };
  });
}

export interface ScalingFigure {
  readonly kind: ProbeKind;
  readonly count: number;
  /** One process alone, then each of two at once doing the same work (the slower of the two). */
  readonly oneSeconds: number;
  readonly twoSeconds: number;
  /** Work done per second by two processes at once ÷ by one: 2 on two whole cores. */
  readonly speedUp: number;
}

const probeFile = fileURLToPath(new URL('./scale-probe.js', import.meta.url));

function probeRun(kind: ProbeKind, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const flags = kind === 'runtime-single' ? ['--single-threaded'] : [];
    const child = spawn(process.execPath, [...flags, probeFile, kind, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = Number(out.trim());
      if (code === 0 && out.trim() !== '' && Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error(`the scaling probe ${kind} failed (exit ${code}): ${out}`));
    });
  });
}

/**
 * How much a second process adds on this machine, for work with no memory traffic (a loop in
 * registers), for the hand-written reference (no allocation) and for the runtime: the ceiling any
 * number of workers can reach here, whatever the runtime allocates. The runtime once more with V8
 * on one thread: a process alone compiles its hot functions on the idle second core, and two
 * processes must share both cores with that work, so the figure without it says how much of the
 * runtime's shortfall is the JIT's (session 14: nearly all). Best of `rounds` alternating runs.
 */
export async function measureScaling(rounds: number, counts: Readonly<Record<ProbeKind, number>> = { loop: 2_000_000_000, reference: 60_000, runtime: 1_500, 'runtime-single': 1_500 }): Promise<ScalingFigure[]> {
  const best = new Map<ProbeKind, { one: number; two: number }>();
  for (let r = 0; r < rounds; r++) {
    for (const kind of PROBE_KINDS) {
      const one = await probeRun(kind, counts[kind]);
      const two = Math.max(...(await Promise.all([probeRun(kind, counts[kind]), probeRun(kind, counts[kind])])));
      const b = best.get(kind);
      best.set(kind, { one: Math.min(one, b?.one ?? Infinity), two: Math.min(two, b?.two ?? Infinity) });
    }
  }
  return PROBE_KINDS.map((kind) => {
    const b = best.get(kind) ?? { one: NaN, two: NaN };
    return { kind, count: counts[kind], oneSeconds: b.one, twoSeconds: b.two, speedUp: (2 * b.one) / b.two };
  });
}
