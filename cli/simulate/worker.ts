// A simulation worker thread: prepares the rules the main thread compiled (a GameDef is plain
// data, so it crosses threads as is), then plays the games it is sent. It never loads the front end.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareRules } from '../../runtime/rules.js';
import type { GameDef } from '../../grammar/def/types.js';
import type { SimJob } from './job.js';
import { playGame } from './play-game.js';

const { job, def } = workerData as { job: SimJob; def: GameDef };
const rules = prepareRules(def);
parentPort?.on('message', (index: number) => {
  parentPort?.postMessage({ index, outcome: playGame(rules, job, index) });
});
