// Shared by play, demo, replay and simulate: compile a rule file into Rules, check the game options
// against it, and create games, turning every problem into a one-line CliError.
import { formatDiagnostic } from '../grammar/diagnostics.js';
import type { OptionChoices } from '../grammar/compile.js';
import { isSetupFailure, optionProblem, prepareRules, type Rules, type SetupFailure } from '../runtime/index.js';
import { compileFiles, isError } from './files.js';
import { CliError, EXIT_FAILURE, EXIT_USAGE, type CliIo } from './io.js';

/**
 * Compiles a rule file (and variants) and checks `options`, the option values the game will be
 * created with (pass the same map to createGame). Throws a CliError: exit 2 for a file that cannot
 * be read or a bad option (`optionsFrom` says where the options came from), exit 1 for rules with
 * errors. `io` is not written to: every problem is the thrown error's one line.
 */
export function loadRules(file: string, variants: readonly string[], _io?: CliIo, options: OptionChoices = {}, optionsFrom = '--option'): Rules {
  const r = compileFiles(file, variants, { options });
  if (isError(r)) throw new CliError(r.error);
  if (r.def === undefined) throw new CliError(rulesErrorLine(file, r.diagnostics.filter((d) => d.severity === 'error')), EXIT_FAILURE);
  for (const [name, value] of Object.entries(options)) {
    const problem = optionProblem(r.def, name, value);
    if (problem !== undefined) throw new CliError(`${optionsFrom} ${name}=${shown(value)}: ${problem.message}`);
  }
  return prepareRules(r.def);
}

/** Rules with errors as one line: the first error, and how many more `cardsmith validate` lists. */
function rulesErrorLine(file: string, errors: readonly Parameters<typeof formatDiagnostic>[0][]): string {
  const first = errors[0];
  if (first === undefined) return `${file} has errors (cardsmith validate ${file} lists them)`;
  const more = errors.length - 1;
  return `${formatDiagnostic(first)}${more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'}: cardsmith validate ${file})` : ''}`;
}

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A result of createGame, playout or replay, unless the game could not be set up: then a CliError,
 * exit 2 for the game's inputs (`game/...`: player count, options), exit 1 when the rules themselves
 * fail during setup (the line starts with their place in the rule file). `context` starts the line
 * (a record file's name).
 */
export function settingUp<R extends object>(result: R | SetupFailure, context = ''): R {
  if (!isSetupFailure(result)) return result;
  const [d] = result.diagnostics;
  if (d === undefined) throw new Error('a setup failure without a diagnostic');
  if (d.code.startsWith('game/')) throw new CliError(`${context}${d.message}`, EXIT_USAGE);
  throw new CliError(`${context}${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}`, EXIT_FAILURE);
}

/** A bundled file of the package (rules/...), wherever it is installed: see files.ts. */
export { bundledPath } from './files.js';
