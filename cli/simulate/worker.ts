// A simulation worker thread: loads the runtime as soon as it starts (the main thread is still
// compiling the rules then), prepares the rules it is sent (a GameDef is plain data, so it
// crosses threads as is), then plays the games it is sent. It never loads the front end.
import { parentPort } from 'node:worker_threads';
import { prepareRules, type Rules } from '../../runtime/index.js';
import type { SimJob } from './job.js';
import type { FromWorker, ToWorker } from './messages.js';
import { playGame } from './play-game.js';

let current: { job: SimJob; rules: Rules } | undefined;
parentPort?.on('message', (msg: ToWorker) => {
  if (msg.kind === 'job') {
    current = { job: msg.job, rules: prepareRules(msg.def) };
    return;
  }
  if (current === undefined) throw new Error('a simulation worker was sent games before their rules');
  const outcomes = [];
  for (let i = msg.from; i < msg.to; i++) outcomes.push(playGame(current.rules, current.job, i));
  parentPort?.postMessage({ from: msg.from, outcomes } satisfies FromWorker);
});
