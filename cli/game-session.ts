// Shared by play, demo, replay and simulate: compile a rule file into Rules, check the game options
// against it, and create games, turning every problem into a one-line CliError.
import { formatDiagnostic } from '../grammar/diagnostics.js';
import type { OptionChoices } from '../grammar/compile.js';
import type { GameDef, LiteralValue } from '../grammar/def/types.js';
import { GameSetupError, prepareRules, type Rules } from '../runtime/index.js';
import { compileFiles, isError } from './files.js';
import { didYouMean } from './args.js';
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
    if (problem !== undefined) throw new CliError(`${optionsFrom} ${name}=${shown(value)}: ${problem}`);
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

const kindOf = (v: unknown): string =>
  typeof v === 'number' ? (Number.isInteger(v) ? 'a whole number' : 'a number') : typeof v === 'boolean' ? 'true or false' : typeof v === 'string' ? 'a word' : 'a list';

/**
 * Why `value` is not a value of the game's option `name`, or undefined when it is: an option the
 * game does not have, a value outside its `values:`, or (without `values:`) not of its default's type.
 */
export function optionProblem(def: GameDef, name: string, value: unknown): string | undefined {
  const o = def.options.find((x) => x.name === name);
  if (o === undefined) {
    const names = def.options.map((x) => x.name);
    if (names.length === 0) return `${def.title} has no options`;
    const near = didYouMean(name, names);
    return `${def.title} has no option '${name}'${near || ` (its options: ${names.join(', ')})`}`;
  }
  if (o.values !== undefined) {
    const key = JSON.stringify(value);
    if (o.values.some((x) => JSON.stringify(x) === key)) return undefined;
    const choices = o.values.map(shown);
    return `${name} must be one of ${choices.join(', ')}${didYouMean(shown(value), choices)}`;
  }
  return sameKind(o.default, value) ? undefined : `${name} must be ${kindOf(o.default)} (its default is ${shown(o.default)})`;
}

function sameKind(def: LiteralValue, value: unknown): boolean {
  if (def === null || Array.isArray(def)) return true; // nothing the command line could check
  if (typeof def === 'number') return typeof value === 'number' && (Number.isInteger(value) || !Number.isInteger(def));
  return typeof value === typeof def;
}

/**
 * Runs `create` (createGame, playout, replay: anything that sets a game up) and turns a setup error
 * into a CliError: exit 2 for the game's inputs (`game/...`: player count, options), exit 1 when
 * the rules themselves fail during setup. `context` starts the line (a record file's name).
 */
export function settingUp<T>(create: () => T, context = ''): T {
  try {
    return create();
  } catch (err) {
    if (!(err instanceof GameSetupError)) throw err;
    throw new CliError(`${context}${err.message}`, err.code.startsWith('game/') ? EXIT_USAGE : EXIT_FAILURE);
  }
}

/** A bundled file of the package (rules/...), wherever it is installed: see files.ts. */
export { bundledPath } from './files.js';
