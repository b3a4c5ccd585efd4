// Export and import: a game record in the runtime's format (runtime/record.ts: recordOf, with the
// rule texts, so it replays anywhere, `cardsmith replay` included) and the rule files (a zip of the
// game and its variants, laid out as in rules/GAME/). An imported record is replayed with
// replayOnto and its problems are told the way `cardsmith replay` tells them. No DOM here: the page
// and the Node tests use this module alike.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { prepareRules, recordOf, replayOnto, type GameRecord, type GameState, type ReplayReport, type Rules } from './runtime.js';
import type { GameDef } from '../../grammar/def/types.js';

export interface RuleFile {
  readonly file: string;
  readonly text: string;
}

/** The folder of the rule file (`rules/of-whats-left`), or '' for a bare name. */
const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** A file's path relative to the rule file's folder: `variants/special-owls.yaml`. */
export function relativeTo(main: string, file: string): string {
  const dir = folderOf(main);
  return dir !== '' && file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file;
}

/**
 * The record of the game in play, as `cardsmith play --record` writes it: paths relative to the
 * rule file's folder (a record saved there finds its files), the texts kept beside them.
 */
export function recordText(rules: Rules, state: GameState, files: readonly RuleFile[], variants: readonly string[]): string {
  const [main] = files;
  if (main === undefined) throw new Error('recordText: no rule file');
  const used = [main, ...files.filter((f) => variants.includes(f.file))];
  const rel = (f: string) => relativeTo(main.file, f);
  const record = recordOf(rules, state, rel(main.file), variants.map(rel), used.map((f) => ({ path: rel(f.file), text: f.text })));
  return `${JSON.stringify(record, null, 2)}\n`;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

export type ParsedRecord = { readonly ok: true; readonly record: GameRecord } | { readonly ok: false; readonly message: string };

/** Reads a record file's text, checking the keys the page needs (as `cardsmith replay` does). */
export function parseRecord(name: string, text: string): ParsedRecord {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `${name}: not JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  const bad = (why: string): ParsedRecord => ({ ok: false, message: `${name}: not a game record: ${why}` });
  if (!isObject(x)) return bad('expected a JSON object');
  if (x['format'] !== undefined && x['format'] !== 1 && x['format'] !== 2) return bad(`format ${String(x['format'])} is not one this playground reads (1 and 2)`);
  const missing = ['rules', 'variants', 'options', 'seed', 'names', 'moves'].filter((k) => !Object.hasOwn(x as object, k));
  if (missing.length > 0) return bad(`the key${missing.length === 1 ? '' : 's'} ${missing.map((k) => `'${k}'`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  if (typeof x['rules'] !== 'string' || x['rules'] === '') return bad("'rules' must be the path of a rule file");
  if (!isStrings(x['variants'])) return bad("'variants' must be a list of paths");
  if (!isObject(x['options'])) return bad("'options' must be an object of option values");
  if (typeof x['seed'] !== 'string') return bad("'seed' must be a string");
  if (!isStrings(x['names']) || x['names'].length === 0) return bad("'names' must name at least one player");
  if (!isStrings(x['moves'])) return bad("'moves' must be a list of moves in notation");
  if (x['files'] !== undefined && !(isObject(x['files']) && Object.values(x['files']).every((t) => typeof t === 'string'))) return bad("'files' must be an object of rule texts by path");
  if (x['deals'] !== undefined && !isObject(x['deals'])) return bad("'deals' must be an object of deals by round");
  return { ok: true, record: x as unknown as GameRecord };
}

/** The rule files a record keeps, the rule file first, named as the record names them; null when it keeps none (format 1). */
export function recordFiles(record: GameRecord): RuleFile[] | null {
  const files = record.files;
  if (files === undefined) return null;
  const main = files[record.rules];
  if (main === undefined) return null;
  const variants = record.variants.map((v) => ({ file: v, text: files[v] }));
  if (variants.some((v) => v.text === undefined)) return null;
  return [{ file: record.rules, text: main }, ...(variants as RuleFile[])];
}

export interface ImportedGame {
  /** The state to play on from (the last that applied), or null when the game cannot start. */
  readonly state: GameState | null;
  readonly report: ReplayReport;
  /** What to tell the player, one line each, as `cardsmith replay` says it. */
  readonly lines: readonly string[];
  /** Whether every move applied. */
  readonly complete: boolean;
}

/** Replays a record onto the page's compiled rules (`texts`: the rule file's and the variants' texts, for the hash). */
export function replayRecord(def: GameDef, record: GameRecord, texts: readonly string[], name: string): ImportedGame {
  const rules = prepareRules(def);
  const report = replayOnto(rules, record, { texts });
  const lines: string[] = [];
  const total = record.moves.length;
  if (report.setupError !== null) {
    lines.push(`${name}: ${report.setupError.message}`);
    return { state: null, report, lines, complete: false };
  }
  if (report.rulesChanged === true) lines.push('Note: rules changed since recording; each round keeps its recorded deal');
  else if (report.rulesChanged === null && (record.format ?? 1) === 1) lines.push('Note: a format-1 record keeps no rules hash: whether the rules changed since recording cannot be told');
  for (const n of report.dealNotes) lines.push(`Note: ${n}`);
  const { stopped } = report;
  if (stopped !== null) {
    const how = report.rulesChanged === true ? 'no longer applies' : 'is refused';
    lines.push(`${name}: move ${stopped.index + 1} (${stopped.move}) ${how}: ${stopped.code}: ${stopped.reason}`);
    lines.push(`The record applies up to move ${stopped.index} of ${total}; play goes on from there.`);
  } else {
    lines.push(`Replayed ${name}: ${total} move${total === 1 ? '' : 's'}, ${record.names.length} players (${record.names.join(', ')}), seed ${record.seed}.`);
  }
  return { state: report.states[report.states.length - 1] ?? null, report, lines, complete: stopped === null };
}

/** The rule files as a zip, laid out from the rule file's folder (`game.yaml`, `variants/x.yaml`). */
export function rulesZip(files: readonly RuleFile[]): Uint8Array {
  const [main] = files;
  const entries = Object.fromEntries(files.map((f) => [relativeTo(main?.file ?? '', f.file), strToU8(f.text)]));
  // A fixed date: the same files make the same zip.
  return zipSync(entries, { level: 6, mtime: new Date('2020-01-01T00:00:00Z') });
}

export type ImportedRules = { readonly ok: true; readonly files: readonly RuleFile[] } | { readonly ok: false; readonly message: string };

/** The most bytes of rule files the page takes from a zip: as for a link, far above any real game. */
export const MAX_IMPORT = 2 * 1024 * 1024;

/**
 * Rule files chosen by the player (YAML files, or a zip of them): the one with a `game:` key and no
 * `extends:` is the rule file, the others its variants. Each named by its path in the zip, or its name.
 */
export function importRuleFiles(chosen: readonly { readonly name: string; readonly bytes: Uint8Array }[]): ImportedRules {
  const files: RuleFile[] = [];
  for (const c of chosen) {
    if (/\.zip$/i.test(c.name)) {
      let entries: Record<string, Uint8Array>;
      let size = 0;
      try {
        entries = unzipSync(c.bytes, {
          filter: (f) => {
            size += f.originalSize;
            return /\.ya?ml$/i.test(f.name) && !f.name.startsWith('__MACOSX/');
          },
        });
      } catch (err) {
        return { ok: false, message: `${c.name}: not a zip file (${err instanceof Error ? err.message : String(err)})` };
      }
      if (size > MAX_IMPORT) return { ok: false, message: `${c.name}: the files in it are more than ${MAX_IMPORT / 1024 / 1024} MiB` };
      for (const [name, data] of Object.entries(entries)) files.push({ file: name, text: strFromU8(data) });
    } else if (/\.ya?ml$/i.test(c.name)) {
      if (c.bytes.length > MAX_IMPORT) return { ok: false, message: `${c.name}: more than ${MAX_IMPORT / 1024 / 1024} MiB` };
      files.push({ file: c.name, text: strFromU8(c.bytes) });
    } else return { ok: false, message: `${c.name}: not a rule file (.yaml) or a zip of them` };
  }
  // A variant names the game it changes with `extends:`; the rule file is the one that extends none.
  const mains = files.filter((f) => /^game:/m.test(f.text) && !/^extends:/m.test(f.text));
  if (mains.length !== 1) {
    return { ok: false, message: mains.length === 0 ? 'none of the files is a rule file (a file with a `game:` line and no `extends:`)' : `more than one rule file: ${mains.map((f) => f.file).join(', ')}` };
  }
  const main = mains[0] as RuleFile;
  return { ok: true, files: [main, ...files.filter((f) => f !== main).sort((a, b) => a.file.localeCompare(b.file))] };
}
