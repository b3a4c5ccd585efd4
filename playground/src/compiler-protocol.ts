// The messages between the page and the compiler's worker (compiler.worker.ts).
import type { OptionChoices, SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';
import type { CompletionList, Hover } from '../../grammar/editor.js';

/** What to compile: a rule file, the variants applied to it, and the game's option values. */
export interface Sources {
  readonly main: SourceFile;
  readonly variants: readonly SourceFile[];
  readonly options?: OptionChoices;
}

export interface CompileRequest {
  readonly id: number;
  readonly sources: Sources;
}

export interface CompileReply {
  readonly id: number;
  readonly diagnostics: readonly Diagnostic[];
  /** The compiled game when there are no errors (a structured clone of the worker's GameDef). */
  readonly def: GameDef | null;
  /** How long the compiler took in the worker, in milliseconds. */
  readonly ms: number;
  /** A failure of the compiler itself (a bug), not of the rules. */
  readonly failure?: string;
}

/** An editor question about the expression string at `offset` of `file` (one of the sources' files). */
export interface QueryRequest {
  readonly id: number;
  readonly query: 'complete' | 'hover';
  readonly sources: Sources;
  readonly file: string;
  readonly offset: number;
}

export interface QueryReply {
  readonly id: number;
  readonly query: 'complete' | 'hover';
  /** For `complete`: the items and the range they replace; undefined outside an expression string. */
  readonly completions?: CompletionList;
  /** For `hover`: what the name under the offset is. */
  readonly hover?: Hover;
  readonly ms: number;
}

export type WorkerRequest = CompileRequest | QueryRequest;
export type WorkerReply = CompileReply | QueryReply;

export const isQueryReply = (r: WorkerReply): r is QueryReply => 'query' in r;
