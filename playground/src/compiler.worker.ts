// The compiler in a Web Worker, so the page never stutters while the designer types: rule file and
// variants in, diagnostics and the GameDef out. A GameDef is plain data (objects, arrays, numbers
// including Infinity) and survives the structured clone of postMessage (test/playground checks).
import { compileRules } from '../../grammar/compile.js';
import { usePrecompiledValidators } from '../../grammar/schema/validate.js';
import { fingerprint, validators } from '../generated/schema-validators.js';
import { completionsAt, hoverAt } from '../../grammar/editor.js';
import type { CompileReply, QueryRequest, WorkerReply, WorkerRequest } from './compiler-protocol.js';

/** The worker's side of the channel (this file is type-checked with the DOM library). */
interface WorkerScope {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<WorkerRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
const precompiled = usePrecompiledValidators(fingerprint, validators);

/** Completion or hover at a place of an expression string; nothing when the file cannot answer. */
function answer(q: QueryRequest): WorkerReply {
  const start = performance.now();
  const options = { variants: q.sources.variants, file: q.file };
  try {
    if (!precompiled) return { id: q.id, query: q.query, ms: 0 };
    const found = q.query === 'complete' ? { completions: completionsAt(q.sources.main, q.offset, options) } : { hover: hoverAt(q.sources.main, q.offset, options) };
    return { id: q.id, query: q.query, ...found, ms: performance.now() - start };
  } catch {
    // A half-typed file the queries cannot read is no error to show: the compile's diagnostics say what is wrong.
    return { id: q.id, query: q.query, ms: performance.now() - start };
  }
}

scope.addEventListener('message', (e) => {
  if ('query' in e.data) {
    scope.postMessage(answer(e.data));
    return;
  }
  const { id, sources } = e.data;
  const start = performance.now();
  if (!precompiled) {
    scope.postMessage({ id, diagnostics: [], def: null, ms: 0, failure: 'the browser schema validators are out of date: rebuild the playground' });
    return;
  }
  try {
    const r = compileRules(sources.main, sources.variants, { options: sources.options ?? {} });
    const reply: CompileReply = { id, diagnostics: r.diagnostics, def: r.def ?? null, ms: performance.now() - start };
    try {
      scope.postMessage(reply);
    } catch (err) {
      // A GameDef that cannot be cloned is a bug of the def's shape: say so rather than go quiet.
      scope.postMessage({ ...reply, def: null, failure: `the compiled game could not be sent to the page: ${String(err)}` });
    }
  } catch (err) {
    scope.postMessage({ id, diagnostics: [], def: null, ms: performance.now() - start, failure: `the compiler failed: ${err instanceof Error ? err.message : String(err)}` });
  }
});
