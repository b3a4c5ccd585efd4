import { createInterface } from 'node:readline';
// The CLI's contact with the outside world, passed to every command so tests can capture it.
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** true when stderr is an interactive terminal (progress bars, colours). */
  readonly errIsTty: boolean;
  /** Lines typed by the user (interactive commands); standard input by default. */
  lines?(): AsyncIterator<string>;
}

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  errIsTty: Boolean(process.stderr.isTTY),
  lines: () => {
    const rl = createInterface({ input: process.stdin, terminal: false });
    const it = rl[Symbol.asyncIterator]();
    // Closing the interface lets the process end: an open one keeps standard input, and so the
    // process, alive after the command is done (a game that ended, `quit`).
    return {
      next: () => it.next(),
      return: async () => {
        rl.close();
        process.stdin.destroy();
        return { done: true, value: undefined };
      },
    };
  },
};

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A usage problem: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
