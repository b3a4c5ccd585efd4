import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io.js';
import type { OptionValue } from '../grammar/compile.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** What parseCommandArgs returns: each option's value(s) by name, and the positionals. */
export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * Parses a command's arguments with Node's parseArgs, turning its errors (unknown option,
 * missing value) into usage errors that the CLI reports with exit code 2.
 */
export function parseCommandArgs(args: readonly string[], options: Options): ParsedArgs {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (err) {
    const message = err instanceof Error ? err.message.replace(/\. To specify a positional.*$/s, '') : String(err);
    throw new UsageError(message);
  }
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

/** Reads an option that must be a whole number within bounds. */
export function intOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got '${value}'`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** The game options of `--option NAME=VALUE` (repeatable); `true`, `false` and whole numbers are read as such. */
export function gameOptions(parsed: ParsedArgs): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const o of listOption(parsed, 'option')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(o);
    if (!m) throw new UsageError(`--option must be NAME=VALUE, got '${o}'`);
    const raw = m[2] ?? '';
    options[m[1] ?? ''] = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}
