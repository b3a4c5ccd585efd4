// The page's side of the compiler worker: the latest sources are compiled, older ones are dropped.
// A request waits `delay` ms for more typing, and while the worker is busy only the newest request
// is kept, so a burst of keystrokes costs one compile after it, never a queue of stale ones.
import CompilerWorker from './compiler.worker.ts?worker';
import type { CompileReply, CompileRequest, Sources } from './compiler-protocol.js';

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

  constructor(private readonly onResult: (r: Compiled) => void, private readonly delay = 20) {
    this.worker.addEventListener('message', (e: MessageEvent<CompileReply>) => this.received(e.data));
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

  dispose(): void {
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
