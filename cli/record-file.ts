// Game record files (written by `cardsmith play --record`): reading one and checking it, first on
// its own (JSON, keys, types, the files it names), then against the rules it names (players,
// options). Format 1 (no `format` key) and format 2 (hash, rule texts, deals) are read. A rule file
// that is not where the record says is read from the copy a format-2 record keeps, with a notice.
// Every problem is one line for the user: `rec.json: not a game record: the key 'moves' is missing`.
import { dirname, relative, resolve } from 'node:path';
import { optionProblem, prepareRules, type GameRecord, type Rules } from '../runtime/index.js';
import type { GameDef } from '../grammar/def/types.js';
import { compileRules, optionChoices } from '../grammar/compile.js';
import { formatDiagnostic } from '../grammar/diagnostics.js';
import { displayPath, readTextFile } from './files.js';
import { CliError, EXIT_FAILURE } from './io.js';
import { compileOrder, readRuleSources, type RuleSource, type RuleSources } from './rule-sources.js';

/** A record that passed the checks, with the files it names resolved from the record's folder and read. */
export interface RecordFile {
  readonly record: GameRecord;
  readonly rulesFile: string;
  readonly variantFiles: readonly string[];
  readonly sources: RuleSources;
  /** One line each: a rule file read from the record's copy (and why). */
  readonly notices: readonly string[];
  /** The rule files (as the record names them) whose text on disk differs from the record's copy. */
  readonly edited: readonly string[];
}

export type RecordFileResult = ({ readonly ok: true } & RecordFile) | { readonly ok: false; readonly error: string };

const KEYS = ['rules', 'variants', 'options', 'seed', 'names', 'moves'] as const;
const FORMATS = [1, 2] as const;

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
  const format = formatProblem(x['format']);
  if (format !== undefined) return format;
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
  return stringListProblem('moves', x['moves'], 'moves in notation') ?? formatTwoProblem(x);
}

function formatProblem(f: unknown): string | undefined {
  if (f === undefined || FORMATS.some((n) => n === f)) return undefined;
  if (typeof f === 'number' && Number.isInteger(f) && f > 2) return `format ${f} is newer than this cardsmith reads (formats 1 and 2)`;
  return `'format' must be 1 or 2, got ${typeName(f)}`;
}

/** The keys format 2 adds: `hash`, `files` and `deals` (each optional, checked when there). */
function formatTwoProblem(x: Record<string, unknown>): string | undefined {
  if (x['hash'] !== undefined && (typeof x['hash'] !== 'string' || x['hash'] === '')) return `'hash' must be the rules' hash (a string), got ${typeName(x['hash'])}`;
  const files = x['files'];
  if (files !== undefined) {
    if (!isObject(files)) return `'files' must be an object of rule texts by path, got ${typeName(files)}`;
    const bad = Object.entries(files).find(([, t]) => typeof t !== 'string');
    if (bad !== undefined) return `'files': the text of ${bad[0]} must be a string, got ${typeName(bad[1])}`;
  }
  const deals = x['deals'];
  if (deals === undefined) return undefined;
  if (!isObject(deals)) return `'deals' must be an object of deals by round, got ${typeName(deals)}`;
  for (const [round, deal] of Object.entries(deals)) {
    if (!/^[1-9]\d*$/.test(round)) return `'deals' must be keyed by round number (1, 2, ...), got '${round}'`;
    const problem = dealProblem(deal);
    if (problem !== undefined) return `'deals' round ${round}: ${problem}`;
  }
  return undefined;
}

function dealProblem(deal: unknown): string | undefined {
  if (!isObject(deal)) return `expected an object with 'zones' and 'wild', got ${typeName(deal)}`;
  const zones = deal['zones'];
  if (!isObject(zones)) return `'zones' must be an object of card lists by zone, got ${typeName(zones)}`;
  const seen = new Set<string>();
  for (const [key, ids] of Object.entries(zones)) {
    const problem = stringListProblem(`zones.${key}`, ids, 'card ids');
    if (problem !== undefined) return problem;
    for (const id of ids as string[]) {
      if (seen.has(id)) return `card ${id} is dealt twice`;
      seen.add(id);
    }
  }
  return stringListProblem('wild', deal['wild'], 'card ids');
}

/** A file the record names, if it is a readable file: its text, or why not. */
function readNamed(path: string): { text: string } | { why: string } {
  const r = readTextFile(path);
  return 'text' in r ? r : { why: r.error.slice(path.length + 2) };
}

/** Reads and checks a record file: a typed record and its rule files' texts, or the error line. */
export function readRecordFile(path: string): RecordFileResult {
  const read = readTextFile(path);
  if ('error' in read) return { ok: false, error: read.error };
  const text = read.text;
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
  const dir = dirname(resolve(path));
  const notices: string[] = [];
  const edited: string[] = [];
  const kept = record.files ?? {};
  const sources = readRuleSources(resolve(dir, record.rules), record.variants.map((v) => resolve(dir, v)), (abs, what, named) => {
    const rel = relative(dir, abs);
    const shown = what === 'extends' ? `rules ${record.rules}: extends ${named}` : `${what} ${rel}`;
    const read = readNamed(abs);
    const copy = kept[rel];
    if ('text' in read) {
      if (copy !== undefined && copy !== read.text) edited.push(rel);
      return { path: abs, text: read.text };
    }
    if (copy === undefined) return { error: `${path}: ${shown}: ${read.why}` };
    notices.push(`${shown}: ${read.why}; the copy kept in the record is used`);
    return { path: abs, text: copy, fromRecord: true };
  });
  if ('error' in sources) return { ok: false, error: sources.error };
  return { ok: true, record, rulesFile: sources.main.path, variantFiles: sources.variants.map((v) => v.path), sources, notices, edited };
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

/** A record with its compiled rules and what the replay should say about them. */
export interface LoadedRecord {
  readonly record: GameRecord;
  readonly rules: Rules;
  /** The rule texts compiled, the base game first (replayOnto compares their hash with the record's). */
  readonly texts: readonly string[];
  readonly notices: readonly string[];
  readonly edited: readonly string[];
}

/** Compiles the sources read (from disk or the record) with the record's options. */
function compileSources(sources: RuleSources, record: GameRecord): Rules {
  const [base, ...layers] = compileOrder(sources).map((s: RuleSource) => ({ file: displayPath(s.path), text: s.text }));
  if (base === undefined) throw new Error('no rule file');
  const r = compileRules(base, layers, { options: optionChoices(record.options) });
  if (r.def !== undefined) return prepareRules(r.def);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  const file = displayPath(sources.main.path);
  if (first === undefined) throw new CliError(`${file} has errors (cardsmith validate ${file} lists them)`, EXIT_FAILURE);
  const more = errors.length - 1;
  throw new CliError(`${formatDiagnostic(first)}${more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'}: cardsmith validate ${file})` : ''}`, EXIT_FAILURE);
}

/**
 * Reads a record file and compiles the rules it names with its options: the record and its rules,
 * checked against each other. Throws a CliError (one line; exit 2, or 1 when the rules have errors).
 */
export function loadRecord(path: string): LoadedRecord {
  const read = readRecordFile(path);
  if (!read.ok) throw new CliError(read.error);
  const rules = compileSources(read.sources, read.record);
  const problem = recordRulesProblem(path, read.record, rules.def);
  if (problem !== undefined) throw new CliError(problem);
  return { record: read.record, rules, texts: compileOrder(read.sources).map((s) => s.text), notices: read.notices, edited: read.edited };
}
