// Writes a game's record after every move, atomically (a temporary file renamed over the record),
// so a killed or quit game loses nothing and a half-written record never exists.
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { GameRecord } from '../runtime/index.js';

export type RecordBase = Omit<GameRecord, 'moves' | 'rules' | 'variants'>;

export class RecordWriter {
  private readonly base: Omit<GameRecord, 'moves'>;

  /** `rulesFile` and `variants` are paths as given; the record names them relative to itself. */
  constructor(readonly file: string, rulesFile: string, variants: readonly string[], base: RecordBase) {
    const dir = dirname(resolve(file));
    this.base = { ...base, rules: relative(dir, resolve(rulesFile)), variants: variants.map((v) => relative(dir, resolve(v))) };
  }

  /** Writes the record with these moves; returns an error line, or null. */
  write(moves: readonly string[]): string | null {
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, `${JSON.stringify({ ...this.base, moves }, null, 2)}\n`);
      renameSync(tmp, this.file);
      return null;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return `cannot write the record ${this.file}${code ? ` (${code})` : ''}`;
    }
  }
}
