import type { Command } from './command.js';
import { validateCommand } from './commands/validate.js';
import { testCommand } from './commands/test.js';
import { playCommand } from './commands/play.js';
import { replayCommand } from './commands/replay.js';
import { demoCommand } from './commands/demo.js';
import { schemaCommand } from './commands/schema.js';
import { simulateCommand } from './commands/simulate.js';

/** Every `cardsmith` sub-command, in the order `--help` lists them. */
export const commands: readonly Command[] = [
  validateCommand,
  testCommand,
  playCommand,
  replayCommand,
  demoCommand,
  schemaCommand,
  simulateCommand,
];
