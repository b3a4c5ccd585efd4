// `cardsmith validate`, run in-process: exit codes, the three output formats, variants given alone
// (bringing their base through `extends`) and with --variant.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

/** A repository path as the CLI shows it: relative to the working directory. */
const repo = (p: string): string => relative(process.cwd(), fileURLToPath(new URL(`../../${p}`, import.meta.url)));

const corpus = (p: string): string => repo(`test/grammar/corpus/groups/${p}`);
const BESTED = repo('rules/bested-another-time/game.yaml');
const GAPS = repo('rules/bested-another-time/variants/gaps.yaml');
const ZEROS = repo('rules/bested-another-time/variants/zeros.yaml');
const UNKNOWN_NAME = corpus('names/case051.yaml'); // one error: name/unknown at 14:14-14:20
const NO_SCORE = corpus('reachability/case099.yaml'); // one warning: semantic/no-score at 1:1
const CONFLICT = corpus('variants/case101');

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-validate-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cardsmith validate: exit codes and the text format', () => {
  it('exits 0 for a valid rule file and prints only the summary', async () => {
    const r = await runCli(['validate', BESTED]);
    expect(r).toEqual({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n', err: '' });
  });

  it('exits 1 on errors, printing file:line:col: severity CODE: message, then the summary', async () => {
    const r = await runCli(['validate', UNKNOWN_NAME]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('');
    expect(r.out.split('\n')).toEqual([
      `${UNKNOWN_NAME}:14:14: error name/unknown: unknown name 'playrs' — did you mean 'players'?`,
      '1 file checked: 1 error, 0 warnings',
      '',
    ]);
  });

  it('exits 0 when there are only warnings, and counts them', async () => {
    const r = await runCli(['validate', NO_SCORE]);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${NO_SCORE.replace(/[.]/g, '\\.')}:1:1: warning semantic/no-score: `));
    expect(lines[1]).toBe('1 file checked: 0 errors, 1 warning');
  });

  it('checks several files and sums them in one summary (plural forms)', async () => {
    const r = await runCli(['validate', UNKNOWN_NAME, NO_SCORE, corpus('schema/case013.yaml')]);
    expect(r.code).toBe(1);
    const lines = r.out.trimEnd().split('\n');
    const short = (l: string): string => l.replace(/^(.*?):(\d+):(\d+): (error|warning) (\S+): .*$/, '$1 $2:$3 $4 $5');
    expect(lines.map(short)).toEqual([
      `${UNKNOWN_NAME} 14:14 error name/unknown`,
      `${NO_SCORE} 1:1 warning semantic/no-score`,
      `${corpus('schema/case013.yaml')} 2:1 error schema/missing-key`,
      `${corpus('schema/case013.yaml')} 3:1 error schema/unknown-key`,
      '3 files checked: 3 errors, 1 warning',
    ]);
  });

  it('exits 2 with one line pointing to the usage when no file is given', async () => {
    const r = await runCli(['validate']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe('cardsmith validate: give at least one rule file or folder (see cardsmith help validate)\n');
  });

  it('exits 2 when a file is missing, naming it on stderr, and still checks the others', async () => {
    const r = await runCli(['validate', 'no/such/rules.yaml', UNKNOWN_NAME]);
    expect(r.code).toBe(2);
    expect(r.err).toBe('cardsmith validate: no/such/rules.yaml: no such file\n');
    expect(r.out).toContain(`${UNKNOWN_NAME}:14:14: error name/unknown:`);
    // Only the file that could be read counts as checked.
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('1 file checked: 1 error, 0 warnings');
  });

  it('exits 2 for a folder with no rule file in it', async () => {
    const empty = mkdtempSync(join(tmp, 'empty-'));
    const r = await runCli(['validate', empty]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(': no rule file or variant in this folder');
  });

  it('exits 2 for an unknown format or option', async () => {
    const bad = await runCli(['validate', BESTED, '--format', 'xml']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--format must be one of text, github, gitlab, json, got 'xml'");
    const opt = await runCli(['validate', BESTED, '--strict']);
    expect(opt.code).toBe(2);
    expect(opt.err).toContain('--strict');
  });
});

describe('cardsmith validate: --format github and json', () => {
  it('writes GitHub annotations with start and end positions and the code as title', async () => {
    const r = await runCli(['validate', UNKNOWN_NAME, NO_SCORE, '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual([
      `::error file=${UNKNOWN_NAME},line=14,col=14,endLine=14,endColumn=20,title=name/unknown::unknown name 'playrs' — did you mean 'players'?`,
      `::warning file=${NO_SCORE},line=1,col=1,endLine=1,endColumn=1,title=semantic/no-score::no score is ever computed: give round.score or use score() in an effect`,
      '2 files checked: 1 error, 1 warning',
      '',
    ]);
  });

  it('writes one JSON document with counts and full diagnostics, and no summary line', async () => {
    const r = await runCli(['validate', UNKNOWN_NAME, '--format', 'json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { files: number; errors: number; warnings: number; diagnostics: unknown[] };
    expect(json).toEqual({
      files: 1,
      errors: 1,
      warnings: 0,
      diagnostics: [
        {
          severity: 'error',
          code: 'name/unknown',
          message: "unknown name 'playrs' — did you mean 'players'?",
          range: {
            file: UNKNOWN_NAME,
            start: { line: 14, column: 14, offset: expect.any(Number) as number },
            end: { line: 14, column: 20, offset: expect.any(Number) as number },
          },
          fix: {
            range: {
              file: UNKNOWN_NAME,
              start: { line: 14, column: 14, offset: expect.any(Number) as number },
              end: { line: 14, column: 20, offset: expect.any(Number) as number },
            },
            text: 'players',
          },
        },
      ],
    });
  });

  it('writes an empty diagnostics list for a valid file in JSON, exit 0', async () => {
    const r = await runCli(['validate', BESTED, '--format=json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ files: 1, errors: 0, warnings: 0, diagnostics: [] });
  });
});

describe('cardsmith validate: variants', () => {
  it('checks a variant file given alone on the game it extends', async () => {
    const r = await runCli(['validate', GAPS]);
    expect(r).toEqual({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n', err: '' });
  });

  it('reports a variant given alone at positions in the variant file', async () => {
    const bonus = corpus('variants/case103/bonus.yaml');
    const r = await runCli(['validate', bonus]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[0]).toBe(`${bonus}:4:30: error name/unknown-member: player has no member 'out_ordr' — did you mean 'out_order'?`);
  });

  it('reports an error in the base at positions in the base when the variant breaks it', async () => {
    const r = await runCli(['validate', corpus('variants/case105/no-deck-shuffle.yaml')]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')[0]).toMatch(new RegExp(`^${corpus('variants/case105/game.yaml').replace(/[.]/g, '\\.')}:17:16: error name/unknown-zone: `));
  });

  it('applies --variant files in order to the rule file', async () => {
    const ok = await runCli(['validate', BESTED, '--variant', GAPS, '--variant', ZEROS]);
    expect(ok).toEqual({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n', err: '' });
    const clash = await runCli(['validate', `${CONFLICT}/game.yaml`, '--variant', `${CONFLICT}/big-sets.yaml`, '--variant', `${CONFLICT}/small-sets.yaml`]);
    expect(clash.code).toBe(1);
    expect(clash.out.split('\n')).toEqual([
      `${CONFLICT}/small-sets.yaml:3:10: error variant/conflict: 'melds.set.size' is changed differently by ${CONFLICT}/big-sets.yaml and ${CONFLICT}/small-sets.yaml`,
      '1 file checked: 1 error, 0 warnings',
      '',
    ]);
  });

  it('exits 2 when a --variant file is missing', async () => {
    const r = await runCli(['validate', BESTED, '--variant', 'no-such-variant.yaml']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('cardsmith validate: no-such-variant.yaml: no such file\n');
  });

  it('exits 2 when a variant extends a file that does not exist', async () => {
    const v = join(tmp, 'orphan.yaml');
    writeFileSync(v, 'extends: ../missing/game.yaml\nplayers: 3\n');
    const r = await runCli(['validate', v]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${v}: extends ../missing/game.yaml:`);
    expect(r.err).toContain('no such file');
  });
});
