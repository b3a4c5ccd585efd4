// `cardsmith init`, run in-process: the files it makes (a game that validates and whose scenario
// passes, a variant, $schema lines that lead to the package's schemas, a CI workflow at the
// project's root), --from a bundled game, and refusing to write over anything.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { runCli } from './run-cli.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-init-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A new project folder (with a package.json, as after `npm init`). */
function project(): string {
  const dir = mkdtempSync(join(tmp, 'project-'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "my-games", "private": true }\n');
  return dir;
}

/** Every file below a folder, relative to it, sorted. */
function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).sort().flatMap((n) => {
    const rel = prefix === '' ? n : `${prefix}/${n}`;
    return statSync(join(dir, rel)).isDirectory() ? filesBelow(dir, rel) : [rel];
  });
}

/** Where a file's `$schema` line leads, resolved from the file's folder. */
function schemaOf(file: string): string | undefined {
  const m = /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(file, 'utf8'));
  return m?.[1] === undefined ? undefined : resolve(dirname(file), m[1]);
}

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { 'runs-on': string; steps: { uses?: string; run?: string; if?: string }[] }>;
}

describe('cardsmith init DIR', () => {
  it('makes a game, a variant, a scenario and a workflow, and prints them with the next commands', async () => {
    const root = project();
    const dir = join(root, 'lantern-night');
    const r = await runCli(['init', dir]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(filesBelow(dir)).toEqual(['game.yaml', 'tests/first-hand.yaml', 'variants/stars-are-trumps.yaml']);
    expect(existsSync(join(root, '.github/workflows/cardsmith.yml'))).toBe(true);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`Made ${dir}: a trick game for 3 to 5 players to make yours (Lantern Night).`);
    expect(lines.slice(1, 5).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      join(dir, 'game.yaml'), join(dir, 'variants/stars-are-trumps.yaml'), join(dir, 'tests/first-hand.yaml'), join(root, '.github/workflows/cardsmith.yml'),
    ]);
    expect(lines.slice(5).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'Next:', `npx cardsmith validate ${dir}`, `npx cardsmith test ${dir}`, `npx cardsmith play ${dir}/game.yaml`,
    ]);
  });

  it('makes a game that validates, whose scenario passes, titled after its folder', async () => {
    const dir = join(project(), 'lantern-night');
    await runCli(['init', dir]);
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toMatch(/^game: Lantern Night$/m);
    expect(readFileSync(join(dir, 'variants/stars-are-trumps.yaml'), 'utf8')).toMatch(/^game: Lantern Night \(Stars are trumps\)$/m);
    expect(await runCli(['validate', dir])).toEqual({ code: 0, out: '2 files checked: 0 errors, 0 warnings\n', err: '' });
    const t = await runCli(['test', dir]);
    expect(t.out.trimEnd().split('\n').at(-1)).toBe('1 passed, 0 failed');
    expect(t.code).toBe(0);
  });

  it('quotes a title YAML would read as something else', async () => {
    const dir = join(project(), '2024');
    await runCli(['init', dir]);
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toMatch(/^game: "2024"$/m);
    expect((await runCli(['validate', dir])).code).toBe(0);
  });

  it("points each file's $schema line at this checkout's schema of its kind, relative to the file", async () => {
    const dir = join(project(), 'g');
    await runCli(['init', dir]);
    expect(schemaOf(join(dir, 'game.yaml'))).toBe(join(REPO, 'dist/rule-file.schema.json'));
    expect(schemaOf(join(dir, 'variants/stars-are-trumps.yaml'))).toBe(join(REPO, 'dist/variant-file.schema.json'));
    expect(schemaOf(join(dir, 'tests/first-hand.yaml'))).toBe(join(REPO, 'dist/scenario-file.schema.json'));
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\//);
  });

  it('writes a GitHub Actions workflow that validates with annotations, then tests, on push and pull request', async () => {
    const root = project();
    await runCli(['init', join(root, 'g')]);
    const wf = parse(readFileSync(join(root, '.github/workflows/cardsmith.yml'), 'utf8')) as Workflow;
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push']);
    const steps = Object.values(wf.jobs)[0]?.steps ?? [];
    expect(steps.map((s) => s.uses ?? s.run)).toEqual([
      'actions/checkout@v4', 'actions/setup-node@v4', 'npm ci', 'npx cardsmith validate --format github .', 'npx cardsmith test .',
    ]);
    expect(steps.at(-1)?.if).toBe('success() || failure()');
  });

  it('puts the workflow at the nearest folder with a package.json or .git, even for a deeper game folder', async () => {
    const root = project();
    const dir = join(root, 'games', 'first');
    const r = await runCli(['init', dir]);
    expect(r.code).toBe(0);
    expect(existsSync(join(root, '.github/workflows/cardsmith.yml'))).toBe(true);
    expect(existsSync(join(root, 'games/.github'))).toBe(false);
  });

  it('tells that the workflow needs a package.json when the project has none', async () => {
    const bare = mkdtempSync(join(tmp, 'bare-'));
    const r = await runCli(['init', join(bare, 'g')]);
    expect(r.code).toBe(0);
    expect(existsSync(join(bare, '.github/workflows/cardsmith.yml'))).toBe(true);
    expect(r.out.trimEnd().split('\n').at(-1)).toMatch(/^The workflow runs npm ci: it needs a package\.json in .* with cardsmith among its devDependencies/);
  });
});

describe('cardsmith init --from GAME', () => {
  it('copies a bundled game with its tests, which pass, and points its $schema lines at the package', async () => {
    const dir = join(project(), 'owls');
    const r = await runCli(['init', dir, '--from', 'of-whats-left']);
    expect(r.code).toBe(0);
    const source = join(REPO, 'rules/of-whats-left');
    expect(filesBelow(dir)).toEqual(filesBelow(source));
    expect(r.out).toContain(`Made ${dir}: a copy of of-whats-left.`);
    // The rules are the bundled game's, but for the first line.
    const body = (f: string): string => readFileSync(f, 'utf8').replace(/^# yaml-language-server: .*\n/, '');
    expect(body(join(dir, 'game.yaml'))).toBe(body(join(source, 'game.yaml')));
    expect(schemaOf(join(dir, 'game.yaml'))).toBe(join(REPO, 'dist/rule-file.schema.json'));
    expect((await runCli(['validate', dir])).code).toBe(0);
    const t = await runCli(['test', dir]);
    expect(t.out).toMatch(/\n\d+ passed, 0 failed\n$/);
    expect(t.code).toBe(0);
  });
});

describe('cardsmith init refuses to write over anything', () => {
  it('stops with one line and exit 2 when the game exists, changing nothing', async () => {
    const root = project();
    const dir = join(root, 'g');
    await runCli(['init', dir]);
    writeFileSync(join(dir, 'game.yaml'), 'game: Mine\n');
    const r = await runCli(['init', dir]);
    expect(r).toEqual({ code: 2, out: '', err: `cardsmith init: ${join(dir, 'game.yaml')} exists; init writes no file over another, so it wrote nothing\n` });
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toBe('game: Mine\n');
  });

  it('writes nothing at all, not even the files that are missing, when one file is in the way', async () => {
    const root = project();
    const dir = join(root, 'g');
    mkdirSync(join(dir, 'tests'), { recursive: true });
    writeFileSync(join(dir, 'tests/first-hand.yaml'), 'scenario: mine\n');
    const r = await runCli(['init', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('tests/first-hand.yaml exists');
    expect(filesBelow(root)).toEqual(['g/tests/first-hand.yaml', 'package.json']);
  });

  it('keeps a workflow that exists (a second game in the same repository) and says so', async () => {
    const root = project();
    await runCli(['init', join(root, 'first')]);
    const workflow = join(root, '.github/workflows/cardsmith.yml');
    writeFileSync(workflow, '# mine\n');
    const r = await runCli(['init', join(root, 'second')]);
    expect(r.code).toBe(0);
    expect(readFileSync(workflow, 'utf8')).toBe('# mine\n');
    expect(r.out).toMatch(/cardsmith\.yml\s+exists: kept as it is\n/);
    expect(existsSync(join(root, 'second/game.yaml'))).toBe(true);
  });
});

describe('docs/ci.md', () => {
  const doc = readFileSync(join(REPO, 'docs/ci.md'), 'utf8');
  const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

  it('shows the workflow init writes, as init writes it (but its opening comment)', () => {
    const template = readFileSync(join(REPO, 'cli/templates/github-workflow.yml'), 'utf8').replace(/^(#.*\n)+/, '');
    expect(blocks).toContain(template);
  });

  it('gives a GitLab CI file that validates into a code-quality report and runs the tests', () => {
    const gitlab = blocks.map((b) => parse(b) as Record<string, { script?: string[]; artifacts?: { reports?: { codequality?: string } } }>).find((b) => 'validate' in b);
    expect(gitlab?.validate?.script).toEqual(['npx cardsmith validate --format gitlab . > cardsmith-quality.json || true', 'npx cardsmith validate .']);
    expect(gitlab?.validate?.artifacts?.reports?.codequality).toBe('cardsmith-quality.json');
    expect(gitlab?.test?.script).toEqual(['npx cardsmith test .']);
  });
});
