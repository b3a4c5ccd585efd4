// The page's side of the compiler worker (compiler-client.ts makes the real Web Worker; this module
// needs no DOM, so tests drive it with a fake): the latest sources are compiled, older ones are
// dropped. A request waits `delay` ms for more typing, and while the worker is busy only the newest
// request is kept, so a burst of keystrokes costs one compile after it, never a queue of stale ones.
// The editor's questions (completion, hover) go to the same worker: of each kind only the latest is
// answered (an older one resolves to undefined), and one not answered within `QUERY_MS` gives up.
// A compile not answered within `COMPILE_MS` (a rule file the compiler cannot finish) stops the
// worker: it is ended and a new one started, and the compile's result is a failure saying so; the
// next edit is compiled by the new worker, so the page keeps working.
import { isQueryReply, type CompileReply, type CompileRequest, type QueryReply, type QueryRequest, type Sources, type WorkerReply, type WorkerRequest } from './compiler-protocol.js';

/** How long a completion or hover may wait for the worker (behind a compile) before it gives up. */
export const QUERY_MS = 1500;

/** How long one compile may take before the worker is stopped and restarted (the largest files take a few seconds). */
export const COMPILE_MS = 10_000;

/** A started worker: where requests go, and how to end it. */
export interface WorkerHandle {
  post(request: WorkerRequest): void;
  terminate(): void;
}

/** Starts a worker whose replies and errors go to the callbacks given. */
export type StartWorker = (onReply: (reply: WorkerReply) => void, onError: (message: string) => void) => WorkerHandle;

/** The failure a compile stopped by the timeout reports (the page shows it). */
export const stoppedMessage = (ms: number): string =>
  `the compile took longer than ${ms / 1000} s and was stopped; the compiler was restarted, and the next edit is checked again`;

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

export class CompilerSession {
  private worker: WorkerHandle;
  /** Workers started, the first included (a restart after a timeout starts another). */
  started = 0;
  private nextId = 1;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private inFlight: (Pending & { readonly id: number }) | null = null;
  private waiting: Pending | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly queries = new Map<QueryKind, { readonly id: number; readonly resolve: (r: QueryReply | undefined) => void; readonly timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly onResult: (r: Compiled) => void,
    private readonly startWorker: StartWorker,
    private readonly delay = 20,
    private readonly compileMs = COMPILE_MS,
  ) {
    this.worker = this.start();
  }

  private start(): WorkerHandle {
    this.started++;
    return this.startWorker(
      (reply) => (isQueryReply(reply) ? this.answered(reply) : this.received(reply)),
      (message) => this.fail(`the compiler's worker failed: ${message}`),
    );
  }

  /** The compile in flight ends with a failure (it shows), and the next waiting one is sent. */
  private fail(failure: string): void {
    clearTimeout(this.watchdog);
    const sent = this.inFlight;
    this.inFlight = null;
    if (sent !== null) this.onResult({ id: sent.id, diagnostics: [], def: null, ms: 0, failure, sources: sent.sources, requestedAt: sent.at });
    this.send();
  }

  /** The compile took too long: the worker is ended and a new one started; questions waiting give up. */
  private stop(): void {
    this.worker.terminate();
    for (const kind of [...this.queries.keys()]) this.settle(kind, undefined);
    this.worker = this.start();
    this.fail(stoppedMessage(this.compileMs));
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
      this.worker.post(request);
    });
  }

  dispose(): void {
    for (const kind of [...this.queries.keys()]) this.settle(kind, undefined);
    clearTimeout(this.timer);
    clearTimeout(this.watchdog);
    this.worker.terminate();
  }

  private send(): void {
    if (this.inFlight !== null || this.waiting === null) return;
    const id = this.nextId++;
    this.inFlight = { ...this.waiting, id };
    this.waiting = null;
    const request: CompileRequest = { id, sources: this.inFlight.sources };
    // Set before posting: a worker may answer before post returns (a test's fake does).
    this.watchdog = setTimeout(() => this.stop(), this.compileMs);
    this.worker.post(request);
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
    clearTimeout(this.watchdog);
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
