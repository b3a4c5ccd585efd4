// The page's compiler: a CompilerSession (compiler-session.ts) whose worker is the real Web Worker
// running compiler.worker.ts.
import CompilerWorker from './compiler.worker.ts?worker';
import type { WorkerReply, WorkerRequest } from './compiler-protocol.js';
import { CompilerSession, type Compiled, type StartWorker } from './compiler-session.js';

export { QUERY_MS, COMPILE_MS, type Compiled } from './compiler-session.js';

const startWebWorker: StartWorker = (onReply, onError) => {
  const worker = new CompilerWorker();
  worker.addEventListener('message', (e: MessageEvent<WorkerReply>) => onReply(e.data));
  worker.addEventListener('error', (e) => onError(e.message));
  return { post: (request: WorkerRequest) => worker.postMessage(request), terminate: () => worker.terminate() };
};

export class CompilerClient extends CompilerSession {
  constructor(onResult: (r: Compiled) => void, delay = 20, compileMs?: number) {
    super(onResult, startWebWorker, delay, compileMs);
  }
}
