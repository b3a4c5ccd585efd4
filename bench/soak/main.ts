// `npm run soak`: far more cases than the property tests, in worker threads (as many as the cores,
// at most): front-end cases (arbitrary text and YAML, mutated rule files and variants) and random
// games of every bundled game, variant and player count, with their invariants and hidden
// information checked. Prints the counts, the slowest game and memory at start and end; saves each
// failure to soak-failures/<run>/; exits 1 on any failure or when nothing ran, 2 on bad arguments.
// Options: --cases N --games N --seed S --workers N --full-view-every N --max-minutes M --out DIR --quick.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FRONT_KINDS, emptyFrontStats, type FrontStats } from './front-end.js';
import { emptyGameStats, gameConfigs, type GameStats } from './games.js';
import { memory, saveFailures, type Failure, type Task, type TaskResult } from './report.js';

interface Settings {
  /** Stop handing out work after this long (0: no limit); the counts say how much ran. */
  maxMinutes: number;
  cases: number;
  games: number;
  seed: number;
  workers: number;
  fullEvery: number;
  out: string;
}

const USAGE = 'usage: npm run soak -- [--quick] [--cases N] [--games N] [--seed S] [--workers N] [--full-view-every N] [--max-minutes M] [--out DIR]';
const cores = availableParallelism();
const root = fileURLToPath(new URL('../../../', import.meta.url));

function parse(argv: readonly string[]): Settings | string {
  const s: Settings = { maxMinutes: 0, cases: 100_000, games: 100_000, seed: 1, workers: cores, fullEvery: 100, out: join(root, 'soak-failures') };
  const quick = argv.includes('--quick');
  if (quick) [s.cases, s.games] = [1_000, 60];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--quick') continue;
    const key = ({ '--cases': 'cases', '--games': 'games', '--seed': 'seed', '--workers': 'workers', '--full-view-every': 'fullEvery', '--max-minutes': 'maxMinutes', '--out': 'out' } as const)[a];
    const v = argv[++i];
    if (key === undefined || v === undefined) return `${a}: ${key === undefined ? 'unknown option' : 'needs a value'}\n${USAGE}`;
    if (key === 'out') s.out = v;
    else {
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n < (key === 'workers' || key === 'fullEvery' ? 1 : 0)) return `${a}: not a whole number in range: ${v}`;
      s[key] = n;
    }
  }
  s.workers = Math.min(s.workers, cores);
  return s;
}

/** The work, in tasks small enough to spread over the workers and to show progress. */
function tasks(s: Settings): Task[] {
  const fronts: Task[] = [];
  const perKind = Math.ceil(s.cases / FRONT_KINDS.length);
  const CHUNK = 500;
  FRONT_KINDS.forEach((front, k) => {
    const count = Math.min(perKind, s.cases - k * perKind);
    for (let done = 0, c = 0; done < count; done += CHUNK, c++) fronts.push({ kind: 'front', front, seed: s.seed * 7919 + k * 100_003 + c, count: Math.min(CHUNK, count - done) });
  });
  const games: Task[] = [];
  const GAMES = 50;
  for (let first = 0; first < s.games; first += GAMES) games.push({ kind: 'games', first, count: Math.min(GAMES, s.games - first), seed: s.seed, fullEvery: s.fullEvery });
  // Front-end kinds and games interleaved, so every part progresses together.
  const mixed: Task[] = [];
  const kinds = [...FRONT_KINDS.map((k) => fronts.filter((t) => t.kind === 'front' && t.front === k)), games];
  const longest = Math.max(...kinds.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of kinds) mixed.push(...list.slice(Math.floor((i * list.length) / longest), Math.floor(((i + 1) * list.length) / longest)));
  return mixed;
}

function addInto<T extends object>(into: T, more: T): void {
  for (const [k, v] of Object.entries(more)) {
    const r = into as Record<string, unknown>;
    if (typeof v !== 'number' || k.startsWith('slowest')) continue;
    r[k] = (r[k] as number) + v;
  }
}

function slowest<T extends { slowestMs?: number; slowestCompileMs?: number }>(into: T, more: T, ms: 'slowestMs' | 'slowestCompileMs', what: 'slowest' | 'slowestCompile'): void {
  const r = into as Record<string, unknown>;
  const m = more as Record<string, unknown>;
  if ((m[ms] as number) > (r[ms] as number)) [r[ms], r[what]] = [m[ms], m[what]];
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const s = parsed;
  const startMem = memory();
  const started = performance.now();
  const runDir = join(s.out, new Date().toISOString().replace(/[:.]/g, '-'));
  const all = tasks(s);
  console.log(`soak: ${s.cases} front-end cases, ${s.games} games over ${gameConfigs().length} configurations, seed ${s.seed}, ${s.workers} workers (${cores} cores), every view checked, full views (with the log) every ${s.fullEvery} moves`);
  const front: FrontStats = emptyFrontStats();
  const games: GameStats = emptyGameStats();
  const failures: Failure[] = [];
  const heaps: number[][] = [];
  let peakRss = startMem.rssMb;
  const rssAfter: number[] = [];
  let saved = 0;
  let cutShort = false;
  let next = 0;
  let done = 0;
  let lastPrint = performance.now();
  const workerUrl = new URL('./worker.js', import.meta.url);
  await Promise.all(
    Array.from({ length: s.workers }, (_, w) => new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerUrl);
      heaps[w] = [];
      const give = (): void => {
        if (s.maxMinutes > 0 && performance.now() - started > s.maxMinutes * 60_000) cutShort = true;
        const task = cutShort ? undefined : all[next++];
        if (task === undefined) {
          void worker.terminate().then(() => resolve());
          return;
        }
        worker.postMessage(task);
      };
      worker.on('message', (r: TaskResult) => {
        addInto(front, r.front);
        slowest(front, r.front, 'slowestCompileMs', 'slowestCompile');
        addInto(games, r.games);
        slowest(games, r.games, 'slowestMs', 'slowest');
        heaps[w]?.push(r.heapMb);
        saved += saveFailures(runDir, r.failures, failures.length).length;
        failures.push(...r.failures);
        const rss = memory().rssMb;
        peakRss = Math.max(peakRss, rss);
        rssAfter.push(rss);
        done++;
        if (performance.now() - lastPrint > 10_000) {
          lastPrint = performance.now();
          console.log(`  ${Math.round((performance.now() - started) / 1000)} s: ${done}/${all.length} tasks, ${front.cases} cases, ${games.games} games, ${failures.length} failures, RSS ${memory().rssMb.toFixed(0)} MB`);
        }
        give();
      });
      worker.on('error', reject);
      give();
    })),
  );
  const endMem = memory();
  const secs = (performance.now() - started) / 1000;
  const byKind = new Map<string, number>();
  for (const f of failures) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
  const mb = (n: number | undefined): string => (n === undefined ? '?' : `${n.toFixed(1)} MB`);
  console.log(`\nfront end: ${front.cases} cases run (${front.compiled} compiled, ${front.played} mutants played for ${front.moves} moves), ${failures.filter((f) => f.kind.startsWith('front-end/')).length} failed; slowest compile ${front.slowestCompileMs.toFixed(0)} ms (${front.slowestCompile})`);
  console.log(`games: ${games.games} games, ${games.moves} moves, ${games.errors} errors, ${games.leaks} leaks found (${games.eventsChecked} move-event lists and ${games.viewsChecked} views checked); slowest game ${games.slowestMs.toFixed(0)} ms (${games.slowest})`);
  for (const f of failures.slice(0, 10)) console.log(`  FAIL ${f.kind}: ${f.label}: ${f.problems[0]?.split('\n')[0] ?? ''}`);
  if (failures.length > 0) console.log(`failures: ${failures.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}), each saved to ${runDir} (${saved} reports, with their inputs)`);
  else console.log('failures: 0');
  console.log(`memory: RSS ${mb(startMem.rssMb)} at start, ${mb(rssAfter[0])} after the first task, ${mb(rssAfter[rssAfter.length - 1])} after the last (peak ${mb(peakRss)}), ${mb(endMem.rssMb)} once the workers ended; worker heaps after their first and last task: ${heaps.map((h) => `${mb(h[0])} → ${mb(h[h.length - 1])}`).join(', ')}`);
  console.log(`time: ${secs.toFixed(1)} s (${(front.cases / secs).toFixed(0)} cases/s and ${(games.games / secs).toFixed(1)} games/s together)`);
  if (cutShort) console.log(`stopped after ${s.maxMinutes} minutes (--max-minutes): ran ${front.cases} of ${s.cases} cases and ${games.games} of ${s.games} games`);
  if (front.cases + games.games === 0) {
    console.log('soak: nothing ran');
    return 1;
  }
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
