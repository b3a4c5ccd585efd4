import type { CliIo } from './io.js';

/** One `cardsmith` sub-command. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full usage text printed by `cardsmith help NAME` and on a usage error. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}
