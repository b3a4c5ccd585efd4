import type { Command } from './command.js';

/** Every `cardsmith` sub-command, in the order `--help` lists them. */
export const commands: readonly Command[] = [];
