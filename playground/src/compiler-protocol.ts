// The messages between the page and the compiler's worker (compiler.worker.ts).
import type { OptionChoices, SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';

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
