import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Command } from '../command.js';
import { CliError, EXIT_OK } from '../io.js';
import { choiceOption, parseCommandArgs, stringOption } from '../args.js';
import { displayPath, packageRoot } from '../files.js';

/** The template game's folder in the package, and the title that init replaces by the folder's. */
const TEMPLATE = 'cli/templates/trick-game';
const TEMPLATE_TITLE = 'Lantern Tricks';
const WORKFLOW_TEMPLATE = 'cli/templates/github-workflow.yml';
const WORKFLOW = '.github/workflows/cardsmith.yml';

type Kind = 'rule' | 'variant' | 'scenario';

interface Planned {
  readonly from: string;
  /** Where it goes, absolute. */
  readonly to: string;
  readonly kind: Kind;
}

/** Every file below `dir`, as paths relative to it, in a stable order. */
function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).sort().flatMap((name) => {
    const rel = prefix === '' ? name : `${prefix}/${name}`;
    return statSync(join(dir, rel)).isDirectory() ? filesBelow(dir, rel) : [rel];
  });
}

const kindOf = (rel: string): Kind => (rel.startsWith('tests/') ? 'scenario' : rel.startsWith('variants/') ? 'variant' : 'rule');

/** The games under the package's rules/ (each a folder with a game.yaml). */
function bundledGames(root: string): string[] {
  const rules = join(root, 'rules');
  if (!existsSync(rules)) return [];
  return readdirSync(rules).sort().filter((g) => existsSync(join(rules, g, 'game.yaml')));
}

/** A title from a folder's name: `my-game` → `My Game`; the template's own when nothing is left. */
function titleFrom(dir: string): string {
  const words = basename(dir).split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  if (words.length === 0) return TEMPLATE_TITLE;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** A YAML scalar for a title: plain when it reads back as the same text, else quoted. */
const yamlText = (s: string): string => (/^[A-Za-z][A-Za-z0-9 ()]*$/.test(s) && !/^(true|false|null|yes|no|on|off)$/i.test(s) ? s : JSON.stringify(s));

const SCHEMA_LINE = /^# yaml-language-server: \$schema=\S*\n/;

/** The file's first line pointed at the package's schema for its kind, as a path relative to the file. */
function withSchemaLine(text: string, to: string, kind: Kind, root: string): string {
  const schema = relative(dirname(to), join(root, 'dist', `${kind}-file.schema.json`)).split(sep).join('/');
  const line = `# yaml-language-server: $schema=${schema}\n`;
  return SCHEMA_LINE.test(text) ? text.replace(SCHEMA_LINE, line) : line + text;
}

/**
 * The folder the repository's CI runs in: the nearest folder at or above `dir` with a package.json
 * or a .git (where `npm ci` runs), else `dir` itself.
 */
function projectRoot(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'package.json')) || existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return dir;
  }
}

const DESCRIBE: Readonly<Record<Kind, string>> = { rule: 'the rules', variant: 'a variant', scenario: 'a scenario test' };

/** `cardsmith init [DIR] [--from GAME]`: a game folder to start from, with its tests and CI. */
export const initCommand: Command = {
  name: 'init',
  summary: 'make a game folder to start from: rules, a variant, a test, CI (--from GAME: a bundled game)',
  usage: [
    'Usage: cardsmith init [DIR] [--from GAME]',
    '',
    'Makes a game folder in DIR (default: the current folder): game.yaml, a small trick game to',
    'change into yours, variants/ with an example variant and tests/ with a scenario that passes.',
    'With --from GAME, a copy of one of the bundled games instead, with its variants and tests.',
    'Each file\'s first line points editors at the installed package\'s JSON Schema.',
    '',
    `It also writes ${WORKFLOW}, which validates and tests every game of the repository on each`,
    'push, in the nearest folder with a package.json or .git (kept as it is when it exists).',
    '',
    'Writes no file over another: if one exists, it stops and writes nothing (exit 2).',
    '',
    'Options:',
    '  --from GAME  copy a bundled game (see the list in the error for a wrong name)',
    '',
  ].join('\n'),
  async run(args, io) {
    const parsed = parseCommandArgs(args, { from: { type: 'string' } }, { max: 1 });
    const root = packageRoot();
    if (root === undefined) throw new CliError("cannot find cardsmith's own files (its package.json)");
    const games = bundledGames(root);
    const from = choiceOption('from', stringOption(parsed, 'from'), games);
    const dir = resolve(parsed.positionals[0] ?? '.');
    if (existsSync(dir) && !statSync(dir).isDirectory()) throw new CliError(`${displayPath(dir)}: is a file, not a folder`);

    const source = join(root, from === undefined ? TEMPLATE : join('rules', from));
    const planned: Planned[] = filesBelow(source)
      .filter((rel) => /\.ya?ml$/.test(rel))
      .map((rel) => ({ from: join(source, rel), to: join(dir, rel), kind: kindOf(rel) }));
    const ciRoot = projectRoot(existsSync(dir) ? dir : dirname(dir));
    const workflow = join(ciRoot, WORKFLOW);
    const keepWorkflow = existsSync(workflow);

    const taken = planned.find((p) => existsSync(p.to));
    if (taken !== undefined) throw new CliError(`${displayPath(taken.to)} exists; init writes no file over another, so it wrote nothing`);

    const title = titleFrom(dir);
    for (const p of planned) {
      let text = withSchemaLine(readFileSync(p.from, 'utf8'), p.to, p.kind, root);
      if (from === undefined) text = text.replace(/^game: (.*)$/m, (_, t: string) => `game: ${yamlText(t.replace(TEMPLATE_TITLE, title))}`);
      mkdirSync(dirname(p.to), { recursive: true });
      writeFileSync(p.to, text, { flag: 'wx' });
    }
    if (!keepWorkflow) {
      mkdirSync(dirname(workflow), { recursive: true });
      writeFileSync(workflow, readFileSync(join(root, WORKFLOW_TEMPLATE), 'utf8'), { flag: 'wx' });
    }

    const here = relative(process.cwd(), dir) === '' ? '.' : displayPath(dir);
    const inDir = (f: string): string => (here === '.' ? f : `${here}/${f}`);
    const made = from === undefined ? `a trick game for 3 to 5 players to make yours (${title})` : `a copy of ${from}`;
    const rows: [string, string][] = [];
    const tests = planned.filter((p) => p.kind === 'scenario');
    for (const p of planned.filter((x) => x.kind !== 'scenario')) rows.push([displayPath(p.to), DESCRIBE[p.kind]]);
    if (tests.length === 1 && tests[0] !== undefined) rows.push([displayPath(tests[0].to), DESCRIBE.scenario]);
    else if (tests.length > 1) rows.push([inDir('tests/'), `${tests.length} scenario tests`]);
    rows.push([displayPath(workflow), keepWorkflow ? 'exists: kept as it is' : 'GitHub Actions: validate and test on every push (GitLab CI: docs/ci.md)']);
    const table = (entries: readonly [string, string][]): void => {
      const width = Math.max(...entries.map(([f]) => f.length));
      for (const [f, what] of entries) io.out(`  ${f.padEnd(width)}  ${what}\n`);
    };
    io.out(`Made ${here}: ${made}.\n`);
    table(rows);
    io.out('Next:\n');
    table([
      [`npx cardsmith validate ${here}`, 'check the rules and variants'],
      [`npx cardsmith test ${here}`, 'run the scenario tests'],
      [`npx cardsmith play ${inDir('game.yaml')}`, 'play it against bots'],
    ]);
    if (!existsSync(join(ciRoot, 'package.json'))) {
      io.out(`The workflow runs npm ci: it needs a package.json in ${relative(process.cwd(), ciRoot) || 'this folder'} with cardsmith among its devDependencies (docs/ci.md).\n`);
    }
    return EXIT_OK;
  },
};
