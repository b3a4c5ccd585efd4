// Writes a game's record after every move, atomically (a temporary file renamed over the record),
// so a killed or quit game loses nothing and a half-written record never exists. The record is
// format 2 (docs/clients.md, "Game records"): the rule files by path relative to the record and
// their texts, the texts' hash, the options, seed and names, the moves, and each round's deal.
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { RECORD_FORMAT, rulesHash, type GameRecord, type GameState, type RoundDeal } from '../runtime/index.js';
import { compileOrder, readRuleSources, type RuleSource } from './rule-sources.js';
import { readTextFile } from './files.js';

export type RecordBase = Pick<GameRecord, 'options' | 'seed' | 'names'>;

/** Reads a rule file from disk for the record. */
function fromDisk(path: string, _what: string, named: string): RuleSource | { error: string } {
  const r = readTextFile(path);
  return 'text' in r ? { path, text: r.text } : { error: r.error.startsWith(`${path}:`) ? `${named}${r.error.slice(path.length)}` : r.error };
}

/** A deal on a few lines: one line per zone. */
function dealText(deal: RoundDeal, indent: string): string {
  const zones = Object.entries(deal.zones).map(([k, ids]) => `${indent}    ${JSON.stringify(k)}: ${JSON.stringify(ids)}`);
  return `{\n${indent}  "zones": {\n${zones.join(',\n')}\n${indent}  },\n${indent}  "wild": ${JSON.stringify(deal.wild)}\n${indent}}`;
}

/** The record as JSON text, with the deals one zone per line (a card per line would be hundreds). */
export function recordJson(record: GameRecord): string {
  const { deals, files, ...rest } = record;
  const marker = '\u0000deals\u0000';
  const text = JSON.stringify({ ...rest, ...(deals ? { deals: marker } : {}), ...(files ? { files } : {}) }, null, 2);
  if (deals === undefined) return `${text}\n`;
  const entries = Object.entries(deals).map(([round, d]) => `    ${JSON.stringify(round)}: ${dealText(d, '    ')}`);
  const block = entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n  }`;
  return `${text.replace(JSON.stringify(marker), block)}\n`;
}

export class RecordWriter {
  private readonly head: Omit<GameRecord, 'moves' | 'deals' | 'files'>;
  private readonly files: Readonly<Record<string, string>>;
  /** Why the rule files could not be read for the record, or null. */
  private readonly problem: string | null;

  /** `rulesFile` and `variants` are paths as given; the record names them relative to itself and keeps their texts. */
  constructor(readonly file: string, rulesFile: string, variants: readonly string[], base: RecordBase) {
    const dir = dirname(resolve(file));
    const rel = (p: string): string => relative(dir, resolve(p));
    const sources = readRuleSources(rulesFile, variants, fromDisk);
    const ordered = 'error' in sources ? [] : compileOrder(sources);
    this.problem = 'error' in sources ? `cannot keep the rules in the record: ${sources.error}` : null;
    this.files = Object.fromEntries(ordered.map((s) => [rel(s.path), s.text]));
    this.head = {
      format: RECORD_FORMAT,
      rules: rel(rulesFile),
      variants: variants.map(rel),
      hash: rulesHash(ordered.map((s) => s.text), base.options),
      options: base.options,
      seed: base.seed,
      names: base.names,
    };
  }

  /** Writes the record with these moves and the deals of `state` (the game after them); returns an error line, or null. */
  write(moves: readonly string[], state?: Pick<GameState, 'deals'>): string | null {
    if (this.problem !== null) return this.problem;
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, recordJson({ ...this.head, moves, deals: state?.deals ?? {}, files: this.files }));
      renameSync(tmp, this.file);
      return null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return `cannot write the record ${this.file}${code ? ` (${code})` : ''}`;
    }
  }
}
