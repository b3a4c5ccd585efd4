// Game record files (written by `cardsmith play --record`): reading one and checking it, first on
// its own (JSON, keys, types, files it names), then against the rules it names (players, options).
// Every problem is one line for the user: `rec.json: not a game record: the key 'moves' is missing`.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GameRecord } from '../runtime/index.js';
import type { GameDef } from '../grammar/def/types.js';
import { optionProblem, type Rules } from '../runtime/index.js';
import { optionChoices } from '../grammar/compile.js';
import { fileProblem } from './files.js';
import { loadRules } from './game-session.js';
import { CliError } from './io.js';

/** A record that passed the checks, with the files it names resolved from the record's folder. */
export interface RecordFile {
  readonly record: GameRecord;
  readonly rulesFile: string;
  readonly variantFiles: readonly string[];
}

export type RecordFileResult = ({ readonly ok: true } & RecordFile) | { readonly ok: false; readonly error: string };

const KEYS = ['rules', 'variants', 'options', 'seed', 'names', 'moves'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

/** Why `x`, the value of `key`, is not a list of strings (`what`), or undefined. */
function stringListProblem(key: string, x: unknown, what: string): string | undefined {
  if (!Array.isArray(x)) return `'${key}' must be a list of ${what}, got ${typeName(x)}`;
  const i = x.findIndex((v) => typeof v !== 'string');
  return i < 0 ? undefined : `'${key}' must be a list of ${what}, but item ${i + 1} is ${typeName(x[i])}`;
}

function typeName(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'a list';
  return typeof x === 'object' ? 'an object' : typeof x === 'string' ? `'${x}'` : String(x);
}

/** Why `x` (a parsed record) does not have the shape of a GameRecord, or undefined when it does. */
function shapeProblem(x: unknown): string | undefined {
  if (!isObject(x)) return `expected a JSON object with the keys ${KEYS.join(', ')}, got ${typeName(x)}`;
  const missing = KEYS.filter((k) => !Object.hasOwn(x, k));
  if (missing.length > 0) return `the key${missing.length === 1 ? '' : 's'} ${missing.map((k) => `'${k}'`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
  if (typeof x['rules'] !== 'string' || x['rules'] === '') return `'rules' must be the path of a rule file, got ${typeName(x['rules'])}`;
  const variants = stringListProblem('variants', x['variants'], 'paths');
  if (variants !== undefined) return variants;
  if (!isObject(x['options'])) return `'options' must be an object of option values, got ${typeName(x['options'])}`;
  if (typeof x['seed'] !== 'string') return `'seed' must be a string, got ${typeName(x['seed'])}`;
  const names = stringListProblem('names', x['names'], 'player names');
  if (names !== undefined) return names;
  if (!isStringList(x['names']) || x['names'].length === 0) return `'names' must name at least one player`;
  const blank = x['names'].findIndex((n) => n.trim() === '');
  if (blank >= 0) return `'names' must be a list of player names, but item ${blank + 1} is blank`;
  return stringListProblem('moves', x['moves'], 'moves in notation');
}

/** A file the record names, resolved from the record's folder, if it is a readable file. */
function namedFile(recordPath: string, what: string, rel: string): string | { error: string } {
  const path = resolve(dirname(resolve(recordPath)), rel);
  try {
    if (statSync(path).isDirectory()) return { error: `${recordPath}: ${what} ${rel}: is a folder, not a file` };
    return path;
  } catch (err) {
    return { error: `${recordPath}: ${what} ${fileProblem(rel, err)}` };
  }
}

/** Reads and checks a record file: a typed record and its files, or the error line. */
export function readRecordFile(path: string): RecordFileResult {
  let text: string;
  try {
    if (statSync(path).isDirectory()) return { ok: false, error: `${path}: is a folder, not a file` };
    text = readFileSync(path, 'utf8');
  } catch (err) {
    return { ok: false, error: fileProblem(path, err) };
  }
  if (text.trim() === '') return { ok: false, error: `${path}: not a game record: the file is empty` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/\s+/g, ' ').trim() : String(err);
    return { ok: false, error: `${path}: not a game record: not JSON (${why})` };
  }
  const problem = shapeProblem(parsed);
  if (problem !== undefined) return { ok: false, error: `${path}: not a game record: ${problem}` };
  const record = parsed as GameRecord;
  const rulesFile = namedFile(path, 'rules', record.rules);
  if (typeof rulesFile !== 'string') return { ok: false, ...rulesFile };
  const variantFiles: string[] = [];
  for (const v of record.variants) {
    const f = namedFile(path, 'variant', v);
    if (typeof f !== 'string') return { ok: false, ...f };
    variantFiles.push(f);
  }
  return { ok: true, record, rulesFile, variantFiles };
}

/** Why a record does not fit the rules it names (its player count, its options), or undefined. */
export function recordRulesProblem(path: string, record: GameRecord, def: GameDef): string | undefined {
  const n = record.names.length;
  const { min, max } = def.players;
  if (n < min || n > max) return `${path}: the record has ${n} player${n === 1 ? '' : 's'}, but ${def.title} is for ${min === max ? min : `${min}–${max}`}`;
  for (const [name, value] of Object.entries(record.options)) {
    const problem = optionProblem(def, name, value);
    if (problem !== undefined) return `${path}: option ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}: ${problem.message}`;
  }
  return undefined;
}

/**
 * Reads a record file and compiles the rules it names with its options: the record and its rules,
 * checked against each other. Throws a CliError (one line; exit 2, or 1 when the rules have errors).
 */
export function loadRecord(path: string): { readonly record: GameRecord; readonly rules: Rules } {
  const read = readRecordFile(path);
  if (!read.ok) throw new CliError(read.error);
  const rules = loadRules(read.rulesFile, read.variantFiles, undefined, optionChoices(read.record.options), `${path}: option`);
  const problem = recordRulesProblem(path, read.record, rules.def);
  if (problem !== undefined) throw new CliError(problem);
  return { record: read.record, rules };
}
