import { EXIT_OK, EXIT_USAGE, UsageError, processIo, type CliIo } from './io.js';
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

/** Runs the CLI with the given arguments and returns the process exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
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
      io.err(`cardsmith: unknown command '${rest[0]}'\n\n${generalUsage()}`);
      return EXIT_USAGE;
    }
    io.out(target ? (await target.load()).usage : generalUsage());
    return EXIT_OK;
  }
  const entry = findCommand(first);
  if (entry === undefined) {
    const what = first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`;
    io.err(`cardsmith: ${what}\n\n${generalUsage()}`);
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
    if (err instanceof UsageError) {
      io.err(`cardsmith ${command.name}: ${err.message}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    throw err;
  }
}
