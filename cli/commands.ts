import type { Command } from './command.js';

/**
 * Every `cardsmith` sub-command, in the order `--help` lists them. Each command's module is
 * imported only when it runs, so `--version`, `--help` and `validate` do not pay for loading the
 * runtime, the bots or the simulator.
 */
export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  load(): Promise<Command>;
}

export const commands: readonly CommandEntry[] = [
  { name: 'init', summary: 'make a game folder to start from: rules, a variant, a test, CI (--from GAME: a bundled game)', load: async () => (await import('./commands/init.js')).initCommand },
  { name: 'validate', summary: 'check rule files and variants (files or whole folders); print problems as file:line:col', load: async () => (await import('./commands/validate.js')).validateCommand },
  { name: 'test', summary: 'run scenario tests (rules/<game>/tests/*.yaml)', load: async () => (await import('./commands/test.js')).testCommand },
  { name: 'play', summary: 'play a game in the terminal against bots', load: async () => (await import('./commands/play.js')).playCommand },
  { name: 'replay', summary: 'replay a recorded game (from cardsmith play --record) step by step', load: async () => (await import('./commands/replay.js')).replayCommand },
  { name: 'demo', summary: "watch bots play one game (Of What's Left by default) and print the log", load: async () => (await import('./commands/demo.js')).demoCommand },
  { name: 'simulate', summary: 'bots play many games; win rates, scores, lengths and usage with confidence intervals', load: async () => (await import('./commands/simulate.js')).simulateCommand },
  { name: 'schema', summary: 'print the JSON Schema of rule, variant or scenario files', load: async () => (await import('./commands/schema.js')).schemaCommand },
];
