// A simulation worker thread: compiles the job's rules once, then plays the games it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { jobRules, playGame, type SimJob } from './job.js';

const job = workerData as SimJob;
const rules = jobRules(job);
parentPort?.on('message', (index: number) => {
  parentPort?.postMessage({ index, outcome: playGame(rules, job, index) });
});
