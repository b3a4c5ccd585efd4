// `cardsmith validate` on folders: which files beneath it checks (rule files, variants), which it
// leaves alone (scenarios, other YAML, node_modules, dot folders), a variant's base reported once,
// a folder with nothing to check failing, and the GitLab code-quality report.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

const TEMPLATE = fileURLToPath(new URL('../../cli/templates/trick-game/', import.meta.url));
const GAME = readFileSync(join(TEMPLATE, 'game.yaml'), 'utf8');
const VARIANT = readFileSync(join(TEMPLATE, 'variants/stars-are-trumps.yaml'), 'utf8');
const SCENARIO = readFileSync(join(TEMPLATE, 'tests/first-hand.yaml'), 'utf8');

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-folders-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Writes files (path → text) under a new folder; returns the folder as the CLI shows it. */
function tree(files: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(join(tmp, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root; // outside the working directory: the CLI shows the whole path
}

/** `file:line:col code` of each diagnostic line, the summary kept whole. */
const short = (out: string): string[] =>
  out.trimEnd().split('\n').map((l) => l.replace(/^(.*?):(\d+):(\d+): (error|warning) (\S+): .*$/, '$1:$2:$3 $5'));

// An unknown member in the score expression: `me.trickz`, reported at its member name.
const BROKEN_GAME = GAME.replace('score: "me.tricks - me.waves"', 'score: "me.trickz - me.waves"');
const LINE = BROKEN_GAME.split('\n').findIndex((l) => l.includes('trickz')) + 1;
const AT = `${LINE}:${(BROKEN_GAME.split('\n')[LINE - 1] ?? '').indexOf('trickz') + 1}`;

describe('cardsmith validate DIR: what it checks', () => {
  it('checks game.yaml, variants and YAML files with a top-level game: key, and nothing else', async () => {
    const dir = tree({
      'lantern/game.yaml': GAME,
      'lantern/variants/stars-are-trumps.yaml': VARIANT,
      'lantern/tests/first-hand.yaml': SCENARIO, // a scenario: cardsmith test's
      'drafts/second.yml': BROKEN_GAME, // not named game.yaml, but a rule file by its game: key
      'site/config.yaml': 'title: My games\ntheme: plain\n', // not Cardsmith's
      'node_modules/some-package/game.yaml': 'game: [broken\n',
      '.cache/game.yaml': 'game: [broken\n',
    });
    const r = await runCli(['validate', dir]);
    expect(r.err).toBe('');
    expect(short(r.out)).toEqual([`${dir}/drafts/second.yml:${AT} name/unknown-member`, '3 files checked: 1 error, 0 warnings']);
    expect(r.code).toBe(1);
  });

  it('exits 0 for a folder of valid games, counting each rule file and variant', async () => {
    const dir = tree({ 'a/game.yaml': GAME, 'a/variants/stars-are-trumps.yaml': VARIANT, 'b/game.yaml': GAME });
    const r = await runCli(['validate', dir]);
    expect(r).toEqual({ code: 0, out: '3 files checked: 0 errors, 0 warnings\n', err: '' });
  });

  it('reports a broken base once, though its variant is checked on it too', async () => {
    const dir = tree({ 'game.yaml': BROKEN_GAME, 'variants/stars-are-trumps.yaml': VARIANT });
    const r = await runCli(['validate', dir]);
    expect(short(r.out)).toEqual([`${dir}/game.yaml:${AT} name/unknown-member`, '2 files checked: 1 error, 0 warnings']);
    expect(r.code).toBe(1);
  });

  it('checks a file in variants/ even without extends: (as a rule file, so its problems show)', async () => {
    const dir = tree({ 'game.yaml': GAME, 'variants/forgot-extends.yaml': 'round:\n  play:\n    trump: S\n' });
    const r = await runCli(['validate', dir]);
    expect(r.code).toBe(1);
    expect(short(r.out).some((l) => l.startsWith(`${dir}/variants/forgot-extends.yaml:1:1 schema/missing-key`))).toBe(true);
  });

  it('takes a variants/ folder given alone as variants', async () => {
    const dir = tree({ 'game.yaml': GAME, 'variants/stars-are-trumps.yaml': VARIANT });
    const r = await runCli(['validate', `${dir}/variants`]);
    expect(r).toEqual({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n', err: '' });
  });
});

describe('cardsmith validate DIR: a folder with nothing to check fails', () => {
  it('exits 2 for an empty folder, naming it, and checks nothing', async () => {
    const dir = tree({});
    const r = await runCli(['validate', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`cardsmith validate: ${dir}: no rule file or variant in this folder (a rule file has a top-level game: key, a variant extends:)\n`);
    expect(r.out).toBe('0 files checked: 0 errors, 0 warnings\n');
  });

  it('exits 2 for a folder holding only scenarios and other YAML', async () => {
    // Even a scenario named game.yaml: a tests/ folder is cardsmith test's.
    const dir = tree({ 'tests/first-hand.yaml': SCENARIO, 'tests/game.yaml': SCENARIO, 'config.yaml': 'title: x\n' });
    const r = await runCli(['validate', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${dir}: no rule file or variant in this folder`);
  });

  it('still checks the other arguments, and exits 2', async () => {
    const empty = tree({});
    const full = tree({ 'game.yaml': BROKEN_GAME });
    const r = await runCli(['validate', empty, full]);
    expect(r.code).toBe(2);
    expect(short(r.out)).toEqual([`${full}/game.yaml:${AT} name/unknown-member`, '1 file checked: 1 error, 0 warnings']);
  });
});

interface CodeQualityIssue {
  type: string;
  check_name: string;
  description: string;
  severity: string;
  fingerprint: string;
  location: { path: string; lines: { begin: number; end: number } };
}

describe('cardsmith validate --format gitlab', () => {
  it('writes a code-quality report: one issue per diagnostic, with path, line, severity and a fingerprint', async () => {
    const twice = BROKEN_GAME.replace('"me.trickz - me.waves"', '"me.trickz - me.trickz"');
    const dir = tree({ 'game.yaml': twice, 'other/game.yaml': GAME.replace('players: 3..5', 'players: 3..5\nplayrs: 4') });
    const r = await runCli(['validate', dir, '--format', 'gitlab']);
    expect(r.code).toBe(1);
    const issues = JSON.parse(r.out) as CodeQualityIssue[];
    expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
      ['name/unknown-member', 'major', `${dir}/game.yaml`, LINE],
      ['name/unknown-member', 'major', `${dir}/game.yaml`, LINE],
      ['schema/unknown-key', 'major', `${dir}/other/game.yaml`, GAME.split('\n').indexOf('players: 3..5') + 2],
    ]);
    expect(issues[0]?.type).toBe('issue');
    expect(issues[0]?.description).toMatch(new RegExp(`trickz.*\\(${AT}\\)$`));
    // The same problem twice in a file still gets two fingerprints: GitLab shows each.
    const prints = issues.map((i) => i.fingerprint);
    expect(new Set(prints).size).toBe(3);
    for (const p of prints) expect(p).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps an issue's fingerprint when lines above it move", async () => {
    const dir = tree({ 'game.yaml': BROKEN_GAME });
    const file = join(dir, 'game.yaml');
    const issue = async (): Promise<CodeQualityIssue | undefined> => (JSON.parse((await runCli(['validate', '--format=gitlab', file])).out) as CodeQualityIssue[])[0];
    const before = await issue();
    writeFileSync(file, BROKEN_GAME.replace('players: 3..5', 'players: 3..5\n# a comment moves everything below'));
    const after = await issue();
    expect([before?.location.lines.begin, after?.location.lines.begin]).toEqual([LINE, LINE + 1]);
    expect(after?.fingerprint).toBe(before?.fingerprint);
  });

  it('writes an empty list and exits 0 for valid games', async () => {
    const dir = tree({ 'game.yaml': GAME });
    const r = await runCli(['validate', dir, '--format', 'gitlab']);
    expect(r).toEqual({ code: 0, out: '[]\n', err: '' });
  });
});
