// The page's compiler session (playground/src/compiler-session.ts) with a fake worker: a compile the
// worker does not answer within its bound stops that worker — it is ended and a new one started —
// and reports a failure saying so; the next edit is compiled by the new worker, the queries waiting
// give up, and a reply the old worker might still send is ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompilerSession, COMPILE_MS, stoppedMessage, type Compiled, type StartWorker } from '../../playground/src/compiler-session.js';
import type { CompileRequest, Sources, WorkerReply, WorkerRequest } from '../../playground/src/compiler-protocol.js';

/** A worker that answers only when told to: `hang` leaves compiles unanswered. */
class FakeWorker {
  readonly received: WorkerRequest[] = [];
  terminated = false;
  hang = false;
  constructor(private readonly reply: (r: WorkerReply) => void) {}
  post(request: WorkerRequest): void {
    this.received.push(request);
    if (!this.hang && !('query' in request)) this.answer(request);
  }
  answer(request: CompileRequest): void {
    this.reply({ id: request.id, diagnostics: [], def: null, ms: 1 });
  }
  terminate(): void {
    this.terminated = true;
  }
}

const sources = (text: string): Sources => ({ main: { file: 'game.yaml', text }, variants: [] });

describe('compiler session: a compile that runs too long', () => {
  let workers: FakeWorker[];
  let results: Compiled[];
  let session: CompilerSession;
  const start: StartWorker = (onReply) => {
    const w = new FakeWorker(onReply);
    workers.push(w);
    return w;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    results = [];
    session = new CompilerSession((r) => results.push(r), start, 0, 500);
  });
  afterEach(() => {
    session.dispose();
    vi.useRealTimers();
  });

  it('is answered as usual when the worker replies in time', () => {
    session.compile(sources('a'), true);
    vi.advanceTimersByTime(1000);
    expect(results.map((r) => [r.sources.main.text, r.failure])).toEqual([['a', undefined]]);
    expect(session.started).toBe(1);
    expect(workers[0]?.terminated).toBe(false);
  });

  it('stops and restarts the worker, says so, and compiles the next edit on the new worker', async () => {
    const first = workers[0] as FakeWorker;
    first.hang = true;
    session.compile(sources('hangs'), true);
    const question = session.query('hover', sources('hangs'), 'game.yaml', 0);
    vi.advanceTimersByTime(499);
    expect(results).toEqual([]);
    expect(first.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.terminated).toBe(true);
    expect(session.started).toBe(2);
    expect(results.map((r) => [r.sources.main.text, r.failure, r.def])).toEqual([['hangs', stoppedMessage(500), null]]);
    expect(stoppedMessage(500)).toMatch(/longer than 0\.5 s.*stopped.*restarted/);
    await expect(question).resolves.toBeUndefined();
    // The page keeps working: the next edit goes to the new worker and is answered.
    session.compile(sources('fixed'), true);
    expect(workers[1]?.received.map((r) => ('sources' in r ? r.sources.main.text : ''))).toEqual(['fixed']);
    expect(results.map((r) => [r.sources.main.text, r.failure])).toEqual([['hangs', stoppedMessage(500)], ['fixed', undefined]]);
    // A late answer of the ended worker changes nothing.
    first.answer(first.received[0] as CompileRequest);
    expect(results.length).toBe(2);
  });

  it('an edit made while the compile hangs is compiled at once by the new worker', () => {
    (workers[0] as FakeWorker).hang = true;
    session.compile(sources('hangs'), true);
    session.compile(sources('newer'), true);
    vi.advanceTimersByTime(500);
    expect(results.map((r) => [r.sources.main.text, r.failure])).toEqual([['hangs', stoppedMessage(500)], ['newer', undefined]]);
  });

  it('the bound is the session default unless given (COMPILE_MS), well above a real compile', () => {
    expect(COMPILE_MS).toBeGreaterThanOrEqual(5000);
    const slow = new CompilerSession((r) => results.push(r), start, 0);
    const w = workers[workers.length - 1] as FakeWorker;
    w.hang = true;
    slow.compile(sources('x'), true);
    vi.advanceTimersByTime(COMPILE_MS - 1);
    expect(w.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(w.terminated).toBe(true);
    slow.dispose();
  });
});
