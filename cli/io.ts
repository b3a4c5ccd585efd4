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

/**
 * Exit codes shared by every command (the README's CLI section lists them): 0 done, 1 the rules
 * have errors or something failed (a scenario, a game that stopped), 2 bad usage or bad input
 * (arguments, files, records).
 */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * A problem the user can fix, reported by cli/main.ts as one line, `cardsmith COMMAND: message`,
 * with `exitCode` (2 for bad input, 1 for rules with errors).
 */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = EXIT_USAGE) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage problem (arguments): one line ending with where the usage is, exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT_USAGE);
    this.name = 'UsageError';
  }
}

/**
 * When the reader of standard output or error goes away (`cardsmith demo | head -1`), the process
 * ends at once and quietly with exit code 0, instead of Node's unhandled EPIPE error and its trace:
 * nobody is left to read what would follow. Other write errors end it with one line and code 2.
 */
export function endQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(EXIT_OK);
      if (stream !== process.stderr) process.stderr.write(`cardsmith: cannot write the output: ${err.code ?? err.message}\n`);
      process.exit(EXIT_USAGE);
    });
  }
}
