// One process's share of the machine-scaling figure (simulation.ts measureScaling):
// `node dist/bench/scale-probe.js KIND COUNT` does COUNT units of one kind of work and prints the
// seconds it took (wall clock, from its own start, so the process's start is not counted).
//   loop       integer arithmetic in registers: no memory traffic at all
//   reference  games of the hand-written Worst In Show reference: typed arrays, no allocation
//   runtime    Worst In Show games through the runtime, random bots
//   runtime-single  the same, with V8 told to use no thread but this one (simulation.ts starts it
//              with --single-threaded): no background compiling or collecting on the other core
import { pathToFileURL } from 'node:url';
import { playout, randomBot } from '../runtime/index.js';
import { playWis } from './reference/index.js';
import { loadGame } from './games.js';

export const PROBE_KINDS = ['loop', 'reference', 'runtime', 'runtime-single'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

export function probe(kind: ProbeKind, count: number): number {
  const rules = kind === 'runtime' || kind === 'runtime-single' ? loadGame('worst-in-show') : null;
  const t0 = performance.now();
  let check = 0;
  if (kind === 'loop') {
    let x = 1;
    for (let i = 0; i < count; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
    check = x;
  } else if (kind === 'reference') {
    for (let g = 0; g < count; g++) check += playWis(g).moves;
  } else if (rules !== null) {
    for (let g = 0; g < count; g++) check += playout(rules, { players: 4, seed: g }, [0, 1, 2, 3].map((i) => randomBot(`${g}:${i}`))).ok ? 1 : 0;
  }
  const seconds = (performance.now() - t0) / 1000;
  // The check keeps the work from being optimised away.
  if (check === 0.5) console.error('unreachable');
  return seconds;
}

const [kind, count] = process.argv.slice(2);
// Run as a script only (simulation.ts imports the kinds).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && kind !== undefined && count !== undefined && (PROBE_KINDS as readonly string[]).includes(kind)) console.log(probe(kind as ProbeKind, Number(count)).toFixed(4));
