import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, endQuietlyOnClosedPipe, processIo, type CliIo } from './io.js';
import { didYouMean } from './args.js';
import { packageVersion } from './version.js';
import { commands } from './commands.js';
import { loadPrecompiledValidators } from './precompiled.js';
import type { CommandEntry } from './commands.js';

function generalUsage(): string {
  const width = Math.max(0, ...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: cardsmith <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help     show this help, or a command\'s help with `cardsmith help <command>`',
    '  -v, --version  print the version',
    '',
  ].join('\n');
}

function findCommand(name: string): CommandEntry | undefined {
  return commands.find((c) => c.name === name);
}

/** An error message as one line (a message never spans lines on the terminal). */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

function unknownCommand(name: string): string {
  if (name.startsWith('-')) return `unknown option '${name}'${didYouMean(name, ['--help', '--version'])} (see cardsmith --help)`;
  return `unknown command '${name}'${didYouMean(name, commands.map((c) => c.name))} (see cardsmith --help)`;
}

/** Where a bug was thrown, from its stack: `file:line:col` of the first frame outside Node's own modules. */
function thrownAt(err: Error): string {
  const frames = err.stack?.split('\n').filter((l) => /^\s+at /.test(l)) ?? [];
  const frame = frames.find((l) => !/\(node:|at node:/.test(l)) ?? frames[0];
  const where = frame === undefined ? undefined : (/\((.*)\)$/.exec(frame)?.[1] ?? frame.replace(/^\s+at /, ''));
  return where === undefined ? '' : ` (at ${where})`;
}

/**
 * Runs the CLI with the given arguments and returns the process exit code. Every problem is one
 * line on stderr, `cardsmith COMMAND: message`: usage errors (exit 2) end with where the usage is;
 * a CliError carries its own exit code; anything else is a bug, reported on one line too (exit 1).
 */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  if (io === processIo) endQuietlyOnClosedPipe();
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help') {
    io.out(generalUsage());
    return first === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (first === '-v' || first === '--version') {
    io.out(`${packageVersion()}\n`);
    return EXIT_OK;
  }
  if (first === 'help') {
    const target = rest[0] === undefined ? undefined : findCommand(rest[0]);
    if (rest[0] !== undefined && target === undefined) {
      io.err(`cardsmith help: ${unknownCommand(rest[0])}\n`);
      return EXIT_USAGE;
    }
    if (rest[1] !== undefined) {
      io.err(`cardsmith help: unexpected argument '${rest[1]}' (see cardsmith --help)\n`);
      return EXIT_USAGE;
    }
    io.out(target ? (await target.load()).usage : generalUsage());
    return EXIT_OK;
  }
  const entry = findCommand(first);
  if (entry === undefined) {
    io.err(`cardsmith: ${unknownCommand(first)}\n`);
    return EXIT_USAGE;
  }
  const [command] = await Promise.all([entry.load(), loadPrecompiledValidators()]);
  if (rest.includes('-h') || rest.includes('--help')) {
    io.out(command.usage);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    const name = `cardsmith ${command.name}`;
    if (err instanceof UsageError) io.err(`${name}: ${oneLine(err.message)} (see cardsmith help ${command.name})\n`);
    else if (err instanceof CliError) io.err(`${name}: ${oneLine(err.message)}\n`);
    else {
      const e = err instanceof Error ? err : new Error(String(err));
      io.err(`${name}: internal error, please report it: ${oneLine(`${e.name}: ${e.message}`)}${thrownAt(e)}\n`);
      return EXIT_FAILURE;
    }
    return err.exitCode;
  }
}
