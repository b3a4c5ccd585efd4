// Command arguments: options, positionals and checked values. Every problem is a UsageError whose
// message is one line in the style all commands share: `--players must be a whole number, got 'x'`.
import { UsageError } from './io.js';
import { suggest } from '../grammar/expr/suggest.js';
import type { OptionValue } from '../grammar/compile.js';

/** A command's options by name (without the dashes): strings take a value, booleans are flags. */
export type OptionSpecs = Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly multiple?: boolean }>>;

/** How many positional arguments a command takes: at most `max`; `required` is the error when none is given. */
export interface PositionalSpec {
  readonly max: number;
  /** The message when there is none, e.g. 'give a rule file'; absent when none is fine. */
  readonly required?: string;
}

/** What parseCommandArgs returns: each option's value(s) by name, and the positionals. */
export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

/** ` — did you mean 'x'?` when a candidate is close to `given`, else ''. */
export function didYouMean(given: string, candidates: readonly string[]): string {
  const s = suggest(given, candidates);
  return s === undefined ? '' : ` — did you mean '${s}'?`;
}

function unknownOption(arg: string, options: OptionSpecs): UsageError {
  const name = arg.replace(/^-+/, '').replace(/=.*$/s, '');
  const known = Object.keys(options).map((o) => `--${o}`);
  const near = known.includes(`--${name}`) ? ` — did you mean '--${name}'?` : didYouMean(`--${name}`, known);
  return new UsageError(`unknown option '${arg.replace(/=.*$/s, '')}'${near}`);
}

/**
 * Parses a command's arguments: `--name value`, `--name=value`, flags, and `--` before positionals
 * that start with a dash. A string option's value may start with one dash (`--games -5` reads -5,
 * so the number check explains it), not with two (`--seed --players 3`: --seed needs a value).
 */
export function parseCommandArgs(args: readonly string[], options: OptionSpecs, positionals?: PositionalSpec): ParsedArgs {
  const values: Record<string, string | boolean | string[]> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      rest.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-' || /^-\d/.test(arg)) {
      rest.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, eq < 0 ? undefined : eq) : '';
    const spec = name !== '' && Object.hasOwn(options, name) ? options[name] : undefined;
    if (spec === undefined) throw unknownOption(arg, options);
    if (spec.type === 'boolean') {
      if (eq >= 0) throw new UsageError(`--${name} takes no value, got '${arg}'`);
      values[name] = true;
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : args[i + 1];
    if (value === undefined || (eq < 0 && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    if (eq < 0) i++;
    const before = values[name];
    values[name] = spec.multiple ? [...(Array.isArray(before) ? before : []), value] : value;
  }
  if (positionals !== undefined) {
    const extra = rest[positionals.max];
    if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
    if (rest.length === 0 && positionals.required !== undefined) throw new UsageError(positionals.required);
  }
  return { values, positionals: rest };
}

/** A string option's value (the last one when repeated). */
export function stringOption(parsed: ParsedArgs, name: string): string | undefined {
  const v = parsed.values[name];
  if (Array.isArray(v)) return v.length === 0 ? undefined : String(v[v.length - 1]);
  return typeof v === 'string' ? v : undefined;
}

/** Every value of a repeatable string option. */
export function listOption(parsed: ParsedArgs, name: string): string[] {
  const v = parsed.values[name];
  if (Array.isArray(v)) return v.map(String);
  return typeof v === 'string' ? [v] : [];
}

/** Whether a boolean flag was given. */
export function flagOption(parsed: ParsedArgs, name: string): boolean {
  return parsed.values[name] === true;
}

/** Reads an option that must be a whole number from `min` to `max` (no upper bound by default). */
export function intOption(name: string, value: string | undefined, min: number, max = Infinity): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got '${value}'`);
  const n = Number(value);
  if (n >= min && n <= max) return n;
  const range = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `between ${min} and ${max}`;
  throw new UsageError(`--${name} must be ${range}, got ${value}`);
}

/** Reads an option whose value is one of `choices`. */
export function choiceOption<T extends string>(name: string, value: string | undefined, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const found = choices.find((c) => c === value);
  if (found === undefined) throw new UsageError(`--${name} must be one of ${choices.join(', ')}, got '${value}'${didYouMean(value, choices)}`);
  return found;
}

/** Reads an option whose value is a comma-separated list of `choices` (`--bots greedy,random`). */
export function listChoiceOption<T extends string>(name: string, value: string | undefined, choices: readonly T[]): T[] | undefined {
  if (value === undefined) return undefined;
  return value.split(',').map((v) => {
    const item = v.trim();
    const found = choices.find((c) => c === item);
    if (found === undefined) throw new UsageError(`--${name} must be a comma-separated list of ${choices.join(', ')}, got '${item}'${didYouMean(item, choices)}`);
    return found;
  });
}

/**
 * The game options of `--option NAME=VALUE` (repeatable); `true`, `false` and whole numbers are
 * read as such. Whether the game has them is checked with its rules (game-session.ts).
 */
export function gameOptions(parsed: ParsedArgs): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const o of listOption(parsed, 'option')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(o);
    if (!m) throw new UsageError(`--option must be NAME=VALUE, got '${o}'`);
    const raw = m[2] ?? '';
    options[m[1] ?? ''] = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}
