// The package as a designer's repository gets it: `npm pack`, installed from the tarball into a
// project outside this repository, then `npx cardsmith init`, `validate` and `test` there, a broken
// rule file, the workflow, the public API. Slow-ish (npm, a bundle, a dozen processes): bounded by
// the timeouts below.
//
// The tarball is packed from a copy of exactly the files `npm pack` lists, with the CLI bundled
// afresh from the compiled code (dist/, from `tsc -b cli`, which `npm test` runs first): packing
// here would run `prepare`, rebuilding this repository's dist/ under the other tests' feet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };

// Nested npm must not take this run's package settings for its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_package_|npm_lifecycle_|INIT_CWD$)/.test(k)));

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-package-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const PROJECT = join(tmp, 'my-games');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function run(cmd: string, args: readonly string[], cwd: string, timeout = 60_000): Run {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout });
  if (r.error) throw r.error;
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const cardsmith = (...args: string[]): Run => run(NPX, ['--no', 'cardsmith', ...args], PROJECT, 30_000);

/** What `npm pack` would put in the tarball: the paths, from its dry run. */
function packList(): string[] {
  const json = execFileSync(NPM, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO, env, encoding: 'utf8', timeout: 30_000 });
  const [entry] = JSON.parse(json) as { files: { path: string }[] }[];
  return (entry?.files ?? []).map((f) => f.path).sort();
}

let files: string[] = [];

beforeAll(() => {
  if (!existsSync(join(REPO, 'dist/cli/main.js'))) throw new Error('the CLI is not compiled: run `npx tsc -b cli` (npm test does) first');
  // The stage: the listed files, the compiled CLI to bundle, and the dependencies to bundle from.
  const stage = join(tmp, 'stage');
  for (const f of packList()) {
    mkdirSync(dirname(join(stage, f)), { recursive: true });
    cpSync(join(REPO, f), join(stage, f));
  }
  cpSync(join(REPO, 'dist/cli'), join(stage, 'dist/cli'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(stage, 'node_modules'), 'dir');
  const bundled = run(process.execPath, [join(REPO, 'scripts/bundle-cli.mjs')], stage);
  if (bundled.code !== 0) throw new Error(`bundling failed: ${bundled.err}`);
  for (const [kind, file] of [['rules', 'rule'], ['variant', 'variant'], ['scenario', 'scenario']] as const) {
    const s = run(process.execPath, [join(stage, 'bin/cardsmith.js'), 'schema', '--kind', kind], stage);
    writeFileSync(join(stage, `dist/${file}-file.schema.json`), s.out);
  }
  rmSync(join(stage, 'node_modules'));
  const packed = run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], stage);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.err}`);
  // From here on, the files are the tarball's.
  const [entry] = JSON.parse(packed.out) as { files: { path: string }[] }[];
  files = (entry?.files ?? []).map((f) => f.path).sort();

  mkdirSync(PROJECT);
  writeFileSync(join(PROJECT, 'package.json'), '{ "name": "my-games", "private": true }\n');
  const tarball = `../${pkg.name}-${pkg.version}.tgz`;
  const installed = run(NPM, ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], PROJECT, 90_000);
  if (installed.code !== 0) throw new Error(`npm install failed: ${installed.err}`);
}, 150_000);

describe('the tarball', () => {
  it('holds the command, the bundle, the library with its types, the schemas, the games, the templates and the docs', () => {
    for (const f of [
      'package.json', 'README.md', 'bin/cardsmith.js', 'dist/bundle/cardsmith.mjs', 'dist/bundle/simulate-worker.mjs',
      'dist/schema-validators.mjs', 'dist/grammar/index.js', 'dist/grammar/index.d.ts', 'dist/runtime/index.js', 'dist/runtime/index.d.ts',
      'dist/rule-file.schema.json', 'dist/variant-file.schema.json', 'dist/scenario-file.schema.json',
      'rules/of-whats-left/game.yaml', 'cli/templates/trick-game/game.yaml', 'cli/templates/github-workflow.yml',
      'docs/README.md', 'docs/language.md', 'docs/ci.md',
    ]) expect(files).toContain(f);
  });

  it('is marked private, so that nothing publishes it by accident', () => {
    expect((JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { private?: boolean }).private).toBe(true);
  });

  it('holds nothing from test/, bench/, the sources, the playground or the build leftovers', () => {
    const stray = files.filter((f) =>
      /^(test|bench|scripts|playground|dist\/test|dist\/bench|dist\/cli|dist\/playground|node_modules)\//.test(f)
      || /\.map$|\.tsbuildinfo$/.test(f)
      || (/\.ts$/.test(f) && !/\.d\.ts$/.test(f)));
    expect(stray).toEqual([]);
  });

  it('lists every package the library imports as a dependency (the CLI needs none: its bundle holds them)', () => {
    const imported = new Set<string>();
    for (const f of files.filter((x) => /^dist\/(grammar|runtime)\/.*\.js$/.test(x) || x === 'dist/schema-validators.mjs')) {
      for (const m of readFileSync(join(tmp, 'stage', f), 'utf8').matchAll(/^(?:import|export) [^\n]*?from ["']([^."'/][^"']*)["']|require\(["']([^."'/][^"']*)["']\)/gm)) {
        const spec = m[1] ?? m[2] ?? '';
        if (!spec.startsWith('node:')) imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
      }
    }
    expect([...imported].sort()).toEqual(Object.keys(pkg.dependencies).sort());
    const bundleImports = files
      .filter((f) => f.startsWith('dist/bundle/'))
      .flatMap((f) => [...readFileSync(join(tmp, 'stage', f), 'utf8').matchAll(/^import [^\n]*?from ["']([^."'][^"']*)["']|import\(["']([^."'][^"']*)["']\)/gm)].map((m) => m[1] ?? m[2] ?? ''));
    expect(bundleImports.filter((s) => !s.startsWith('node:'))).toEqual([]);
  });
});

describe('a designer repository with the package installed', () => {
  it('makes a game with `npx cardsmith init mygame` whose files validate and whose test passes', () => {
    const init = cardsmith('init', 'mygame');
    expect(init.err).toBe('');
    expect(init.code).toBe(0);
    expect(init.out).toContain('mygame/game.yaml');
    expect(init.out).toContain('npx cardsmith validate mygame');
    const v = cardsmith('validate', 'mygame');
    expect(v).toEqual({ code: 0, out: '2 files checked: 0 errors, 0 warnings\n', err: '' });
    const t = cardsmith('test', 'mygame');
    expect(t.out).toBe('passed  mygame/tests/first-hand.yaml  Follow suit if you can; the trick\'s winner keeps its Waves\n1 passed, 0 failed\n');
    expect(t.code).toBe(0);
    // The whole repository, as the workflow checks it: node_modules/cardsmith's own games are not its.
    expect(cardsmith('validate', '.').out).toBe('2 files checked: 0 errors, 0 warnings\n');
  });

  it("points the $schema lines at the installed package's schemas, relative to each file", () => {
    const first = (f: string): string => readFileSync(join(PROJECT, f), 'utf8').split('\n')[0] ?? '';
    expect(first('mygame/game.yaml')).toBe('# yaml-language-server: $schema=../node_modules/cardsmith/dist/rule-file.schema.json');
    expect(first('mygame/variants/stars-are-trumps.yaml')).toBe('# yaml-language-server: $schema=../../node_modules/cardsmith/dist/variant-file.schema.json');
    expect(first('mygame/tests/first-hand.yaml')).toBe('# yaml-language-server: $schema=../../node_modules/cardsmith/dist/scenario-file.schema.json');
    const schema = JSON.parse(readFileSync(join(PROJECT, 'node_modules/cardsmith/dist/rule-file.schema.json'), 'utf8')) as { required?: string[] };
    expect(schema.required).toContain('game');
  });

  it('writes a workflow file that is valid YAML with checkout, node, npm ci, validate --format github and test', () => {
    const text = readFileSync(join(PROJECT, '.github/workflows/cardsmith.yml'), 'utf8');
    const wf = parse(text) as { on: Record<string, unknown>; jobs: Record<string, { steps: { uses?: string; run?: string }[] }> };
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push']);
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.uses ?? s.run));
    expect(steps).toEqual(['actions/checkout@v4', 'actions/setup-node@v4', 'npm ci', 'npx cardsmith validate --format github .', 'npx cardsmith test .']);
  });

  it('refuses to init over the game: one line, exit 2, nothing changed', () => {
    const before = readFileSync(join(PROJECT, 'mygame/game.yaml'), 'utf8');
    const again = cardsmith('init', 'mygame');
    expect(again.code).toBe(2);
    expect(again.err).toBe('cardsmith init: mygame/game.yaml exists; init writes no file over another, so it wrote nothing\n');
    expect(readFileSync(join(PROJECT, 'mygame/game.yaml'), 'utf8')).toBe(before);
  });

  it('finds its bundled games: init --from copies one, which validates; demo plays one', () => {
    expect(cardsmith('init', 'owls', '--from', 'of-whats-left').code).toBe(0);
    expect(cardsmith('validate', 'owls').code).toBe(0);
    const demo = cardsmith('demo', '--seed', '3');
    expect(demo.err).toBe('');
    expect(demo.code).toBe(0);
  });

  it('fails validation with exit 1 and file:line:col once the rule file is broken, in text and as annotations', () => {
    const file = join(PROJECT, 'mygame/game.yaml');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('score: "me.tricks - me.waves"', 'score: "me.tricks - me.wavez"'));
    try {
      const v = cardsmith('validate', 'mygame');
      expect(v.code).toBe(1);
      const line = good.split('\n').findIndex((l) => l.includes('me.waves"')) + 1;
      expect(v.out).toMatch(new RegExp(`^mygame/game\\.yaml:${line}:\\d+: error name/unknown-member: .*wavez`, 'm'));
      const gh = cardsmith('validate', '--format', 'github', '.');
      expect(gh.code).toBe(1);
      expect(gh.out).toMatch(new RegExp(`^::error file=mygame/game\\.yaml,line=${line},col=\\d+,`, 'm'));
      const t = cardsmith('test', 'mygame');
      expect(t.code).toBe(1);
    } finally {
      writeFileSync(file, good);
    }
  });

  it('serves the public API: cardsmith/grammar compiles the game, cardsmith/runtime prepares it', () => {
    const script = [
      "import { readFileSync } from 'node:fs';",
      "import { compileRules, formatDiagnostic } from 'cardsmith/grammar';",
      "import { prepareRules, labelsOf } from 'cardsmith/runtime';",
      "import { simulateGame } from 'cardsmith/runtime/sim';",
      "import { runScenario } from 'cardsmith/runtime/scenario';",
      "if (typeof simulateGame !== 'function' || typeof runScenario !== 'function') throw new Error('entries missing');",
      "const r = compileRules({ file: 'mygame/game.yaml', text: readFileSync('mygame/game.yaml', 'utf8') });",
      'const labels = labelsOf(prepareRules(r.def));',
      'console.log(JSON.stringify({ title: r.def.title, diagnostics: r.diagnostics.map(formatDiagnostic), suits: Object.keys(labels.suits) }));',
    ].join('\n');
    writeFileSync(join(PROJECT, 'api.mjs'), script);
    const r = run(process.execPath, ['api.mjs'], PROJECT);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({ title: 'Mygame', diagnostics: [], suits: ['S', 'M', 'L', 'W'] });
    // Deep imports stay private.
    const deep = run(process.execPath, ['--input-type=module', '-e', "await import('cardsmith/dist/runtime/engine.js')"], PROJECT);
    expect(deep.err).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
