// The page's side of the compiler worker: the latest sources are compiled, older ones are dropped.
// A request waits `delay` ms for more typing, and while the worker is busy only the newest request
// is kept, so a burst of keystrokes costs one compile after it, never a queue of stale ones.
// The editor's questions (completion, hover) go to the same worker: of each kind only the latest is
// answered (an older one resolves to undefined), and one not answered within `QUERY_MS` gives up.
import CompilerWorker from './compiler.worker.ts?worker';
import { isQueryReply, type CompileReply, type CompileRequest, type QueryReply, type QueryRequest, type Sources, type WorkerReply } from './compiler-protocol.js';

/** How long a completion or hover may wait for the worker (behind a compile) before it gives up. */
export const QUERY_MS = 1500;

type QueryKind = QueryRequest['query'];

export interface Compiled extends CompileReply {
  readonly sources: Sources;
  /** When the request was made (performance.now()), for measuring edit-to-markers time. */
  readonly requestedAt: number;
}

interface Pending {
  readonly sources: Sources;
  readonly at: number;
}

export class CompilerClient {
  private readonly worker = new CompilerWorker();
  private nextId = 1;
  private inFlight: (Pending & { readonly id: number }) | null = null;
  private waiting: Pending | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly queries = new Map<QueryKind, { readonly id: number; readonly resolve: (r: QueryReply | undefined) => void; readonly timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly onResult: (r: Compiled) => void, private readonly delay = 20) {
    this.worker.addEventListener('message', (e: MessageEvent<WorkerReply>) => (isQueryReply(e.data) ? this.answered(e.data) : this.received(e.data)));
    this.worker.addEventListener('error', (e) => {
      const sent = this.inFlight;
      this.inFlight = null;
      if (sent !== null) this.onResult({ id: sent.id, diagnostics: [], def: null, ms: 0, failure: `the compiler's worker failed: ${e.message}`, sources: sent.sources, requestedAt: sent.at });
    });
  }

  /** Compiles `sources` soon (after `delay`, or at once with `now`); a newer call replaces an older one. */
  compile(sources: Sources, now = false, at = performance.now()): void {
    this.waiting = { sources, at };
    clearTimeout(this.timer);
    if (now) this.send();
    else this.timer = setTimeout(() => this.send(), this.delay);
  }

  /** Asks the worker for completions or a hover at `offset` of `file`; undefined when superseded or too slow. */
  query(query: QueryKind, sources: Sources, file: string, offset: number): Promise<QueryReply | undefined> {
    this.settle(query, undefined);
    const id = this.nextId++;
    const asked = performance.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(query, undefined), QUERY_MS);
      this.queries.set(query, {
        id,
        timer,
        // Ask to answer, measured (`cs-complete`, `cs-hover`) when answered: the browser tests read them.
        resolve: (r) => {
          if (r !== undefined) performance.measure(`cs-${query}`, { start: asked, end: performance.now() });
          resolve(r);
        },
      });
      const request: QueryRequest = { id, query, sources, file, offset };
      this.worker.postMessage(request);
    });
  }

  dispose(): void {
    for (const kind of [...this.queries.keys()]) this.settle(kind, undefined);
    clearTimeout(this.timer);
    this.worker.terminate();
  }

  private send(): void {
    if (this.inFlight !== null || this.waiting === null) return;
    const id = this.nextId++;
    this.inFlight = { ...this.waiting, id };
    this.waiting = null;
    const request: CompileRequest = { id, sources: this.inFlight.sources };
    this.worker.postMessage(request);
  }

  private answered(reply: QueryReply): void {
    if (this.queries.get(reply.query)?.id === reply.id) this.settle(reply.query, reply);
  }

  private settle(kind: QueryKind, reply: QueryReply | undefined): void {
    const q = this.queries.get(kind);
    if (q === undefined) return;
    this.queries.delete(kind);
    clearTimeout(q.timer);
    q.resolve(reply);
  }

  private received(reply: CompileReply): void {
    const sent = this.inFlight;
    if (sent === null || sent.id !== reply.id) return;
    this.inFlight = null;
    // A newer edit is waiting: this result is already out of date, so only the newer one is shown.
    if (this.waiting !== null) {
      clearTimeout(this.timer);
      this.send();
      return;
    }
    this.onResult({ ...reply, sources: sent.sources, requestedAt: sent.at });
  }
}
