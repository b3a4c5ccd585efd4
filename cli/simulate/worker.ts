// A simulation worker thread: prepares the rules the main thread compiled (a GameDef is plain
// data, so it crosses threads as is), then plays the games it is sent. It never loads the front end.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareRules } from '../../runtime/index.js';
import type { GameDef } from '../../grammar/def/types.js';
import type { SimJob } from './job.js';
import type { GameRange } from './pool.js';
import { playGame } from './play-game.js';

const { job, def } = workerData as { job: SimJob; def: GameDef };
const rules = prepareRules(def);
parentPort?.on('message', ({ from, to }: GameRange) => {
  const outcomes = [];
  for (let i = from; i < to; i++) outcomes.push(playGame(rules, job, i));
  parentPort?.postMessage({ from, outcomes });
});
