// cli/record-file.ts: a record file read into a typed record with its files resolved from the
// record's folder, or one error line; then checked against the rules it names.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRecord, readRecordFile } from '../../cli/record-file.js';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from '../../cli/io.js';
import { replayOnto, type GameRecord } from '../../runtime/index.js';

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

describe('record files, format 2', () => {
  const moved = `${records}/v2-moved.json`;

  it('reads a format-1 record as it did: no notices, the rules from disk', () => {
    const r = loadRecord(`${records}/good.json`);
    expect(r.record.format).toBeUndefined();
    expect(r.notices).toEqual([]);
    expect(r.edited).toEqual([]);
    expect(r.texts).toEqual([readFileSync(owl, 'utf8')]);
    expect(replayOnto(r.rules, r.record, { texts: r.texts }).rulesChanged).toBeNull();
  });

  it('uses the rule text kept in the record when its path is gone, and says so', () => {
    const read = readRecordFile(moved);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.sources.main.fromRecord).toBe(true);
    const r = loadRecord(moved);
    expect(r.notices).toEqual(['rules ../gone/climb.yaml: no such file; the copy kept in the record is used']);
    expect(r.rules.def.title).toBe('Unit Climb');
    const report = replayOnto(r.rules, r.record, { texts: r.texts });
    expect(report).toMatchObject({ rulesChanged: false, stopped: null });
    expect(report.states).toHaveLength(r.record.moves.length + 1);
  });

  it('a rule file edited since recording is not an error: it is named, and the hash tells', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-record-'));
    try {
      const record = JSON.parse(readFileSync(moved, 'utf8')) as GameRecord;
      const text = record.files?.['../gone/climb.yaml'] ?? '';
      writeFileSync(join(dir, 'climb.yaml'), text.replace('after-rounds: 2', 'after-rounds: 3'));
      writeFileSync(join(dir, 'rec.json'), JSON.stringify({ ...record, rules: 'climb.yaml', files: { 'climb.yaml': text } }));
      const r = loadRecord(join(dir, 'rec.json'));
      expect(r.notices).toEqual([]);
      expect(r.edited).toEqual(['climb.yaml']);
      expect(r.texts).toEqual([text.replace('after-rounds: 2', 'after-rounds: 3')]);
      const report = replayOnto(r.rules, r.record, { texts: r.texts });
      expect(report).toMatchObject({ rulesChanged: true, stopped: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
