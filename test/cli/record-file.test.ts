// cli/record-file.ts: a record file read into a typed record with its files resolved from the
// record's folder, or one error line; then checked against the rules it names.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadRecord, readRecordFile } from '../../cli/record-file.js';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from '../../cli/io.js';

const records = 'test/cli/fixtures/records';
const owl = fileURLToPath(new URL('../../rules/of-whats-left/game.yaml', import.meta.url));

describe('record files', () => {
  it('reads a record and resolves its rules from the record folder', () => {
    const r = readRecordFile(`${records}/good.json`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rulesFile).toBe(owl);
    expect(r.variantFiles).toEqual([]);
    expect(r.record.names).toEqual(['You', 'Bot 2', 'Bot 3']);
    expect(r.record.moves).toEqual(['You: play 2F', 'Bot 2: play *=11']);
  });

  it('returns the error line instead of throwing', () => {
    expect(readRecordFile(`${records}/missing-moves.json`)).toEqual({ ok: false, error: `${records}/missing-moves.json: not a game record: the key 'moves' is missing` });
  });

  it('loads the rules with the record, and checks the record against them', () => {
    const { record, rules } = loadRecord(`${records}/good.json`);
    expect(rules.def.title).toBe("Of What's Left");
    expect(record.seed).toBe('4');
    const thrown = (file: string): CliError => {
      try {
        loadRecord(`${records}/${file}`);
      } catch (err) {
        if (err instanceof CliError) return err;
        throw err;
      }
      throw new Error(`${file} was accepted`);
    };
    expect(thrown('two-players.json')).toMatchObject({ exitCode: EXIT_USAGE, message: `${records}/two-players.json: the record has 2 players, but Of What's Left is for 3–4` });
    expect(thrown('invalid-rules.json').exitCode).toBe(EXIT_FAILURE);
  });
});
