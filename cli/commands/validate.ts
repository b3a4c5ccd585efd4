import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import type { Command } from '../command.js';
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, processIo, type CliIo } from '../io.js';
import { choiceOption, flagOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { compileFiles, displayPath, filesRead, findRuleFiles, isError } from '../files.js';
import { untilStopped, watchTargets, type WatchTargets } from '../watch.js';
import { formatDiagnostic, type Diagnostic } from '../../grammar/diagnostics.js';

const FORMATS = ['text', 'github', 'gitlab', 'json'] as const;
type Format = (typeof FORMATS)[number];

function github(d: Diagnostic): string {
  const level = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
  const esc = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${level} file=${d.range.file},line=${d.range.start.line},col=${d.range.start.column},endLine=${d.range.end.line},endColumn=${d.range.end.column},title=${d.code}::${esc(d.message)}`;
}

/**
 * GitLab's code-quality report (a JSON array of issues, `artifacts: reports: codequality:`). The
 * fingerprint leaves the line out, so an issue keeps its identity when lines above it move; the
 * same problem twice in one file is told apart by its occurrence.
 */
function gitlab(all: readonly Diagnostic[]): string {
  const seen = new Map<string, number>();
  const issues = all.map((d) => {
    const key = `${d.code}\u0000${d.range.file}\u0000${d.message}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return {
      type: 'issue',
      check_name: d.code,
      description: `${d.message} (${d.range.start.line}:${d.range.start.column})`,
      severity: d.severity === 'error' ? 'major' : d.severity === 'warning' ? 'minor' : 'info',
      fingerprint: createHash('sha256').update(`${key}\u0000${n}`).digest('hex').slice(0, 32),
      location: { path: d.range.file, lines: { begin: d.range.start.line, end: d.range.end.line } },
    };
  });
  return `${JSON.stringify(issues, null, 2)}\n`;
}

const diagnosticId = (d: Diagnostic): string => `${d.severity}|${d.code}|${d.range.file}|${d.range.start.offset}|${d.range.end.offset}|${d.message}`;

interface CheckResult {
  readonly code: number;
  /** Every file the check read (for --watch). */
  readonly read: readonly string[];
}

/** One check of the given files and folders, with its report. */
function check(paths: readonly string[], variants: readonly string[], format: Format, io: CliIo): CheckResult {
  const found = findRuleFiles(paths);
  for (const problem of found.problems) io.err(`cardsmith validate: ${problem}\n`);
  const all: Diagnostic[] = [];
  const ids = new Set<string>();
  const read: string[] = [...variants];
  let ioTrouble = found.problems.length > 0;
  let checked = 0;
  for (const file of found.files) {
    read.push(...filesRead(file));
    const r = compileFiles(file, variants);
    if (isError(r)) {
      io.err(`cardsmith validate: ${r.error}\n`);
      ioTrouble = true;
      continue;
    }
    checked++;
    // A variant's check covers its base too: what the base alone reported is not told twice.
    for (const d of r.diagnostics) {
      const id = diagnosticId(d);
      if (ids.has(id)) continue;
      ids.add(id);
      all.push(d);
    }
  }
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  if (format === 'json') io.out(`${JSON.stringify({ files: checked, errors, warnings, diagnostics: all }, null, 2)}\n`);
  else if (format === 'gitlab') io.out(gitlab(all));
  else {
    for (const d of all) io.out(`${format === 'github' ? github(d) : formatDiagnostic(d)}\n`);
    // Files that could not be read are reported on stderr and not counted as checked.
    io.out(`${checked} file${checked === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
  }
  const code = ioTrouble ? EXIT_USAGE : errors > 0 ? EXIT_FAILURE : EXIT_OK;
  return { code, read };
}

/** What --watch listens to: the folders given, and every file read that is not inside one of them. */
function targetsOf(paths: readonly string[], read: readonly string[]): WatchTargets {
  const folders = paths.filter((p) => existsSync(p) && statSync(p).isDirectory());
  const files = [...new Set([...paths.filter((p) => !folders.includes(p)), ...read])];
  return { folders, files };
}

const clock = (): string => new Date().toTimeString().slice(0, 8);

/**
 * `--watch`: checks, then checks again after every change, until q or Ctrl-C. The exit code is the
 * last check's. On a terminal each report replaces the previous one on the screen.
 */
async function watchAndCheck(paths: readonly string[], variants: readonly string[], format: Format, io: CliIo): Promise<number> {
  for (const p of [...paths, ...variants]) if (!existsSync(p)) throw new CliError(`${p}: no such file or folder`);
  const clear = io === processIo && process.stdout.isTTY && format === 'text';
  const { stopped, release } = untilStopped(io);
  let last = check(paths, variants, format, io);
  let targets = targetsOf(paths, last.read);
  const hint = (): void => io.out(`watching ${paths.join(' ')} for changes (q or Ctrl-C to stop)\n`);
  hint();
  let unwatch = (): void => undefined;
  const start = (): void => {
    unwatch = watchTargets(targets, (changed) => {
      if (clear) io.out('\u001b[2J\u001b[H');
      io.out(`\n${displayPath(changed)} changed (${clock()}):\n`);
      last = check(paths, variants, format, io);
      // A variant may now extend another file, a folder may hold new files: listen to what was read.
      const next = targetsOf(paths, last.read);
      if (JSON.stringify(next) !== JSON.stringify(targets)) {
        unwatch();
        targets = next;
        start();
      }
      hint();
    });
  };
  try {
    start();
    await stopped;
  } finally {
    unwatch();
    release();
  }
  return last.code;
}

/** `cardsmith validate FILE|DIR...`: checks rule files like a compiler. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check rule files and variants (files or whole folders); print problems as file:line:col',
  usage: [
    'Usage: cardsmith validate FILE|DIR... [--variant V]... [--format text|github|gitlab|json] [--watch]',
    '',
    'Checks each rule file (a variant file is checked on the game it extends). A folder stands for',
    'every rule and variant file beneath it: game.yaml, files in variants/ folders, and YAML files',
    'with a top-level game: or extends: key (tests/ folders hold scenarios: cardsmith test runs',
    'them; node_modules and folders starting with a dot are skipped). A folder with no rule file is',
    'an error. With --variant, the variants are applied, in order, to every file checked.',
    '',
    'Options:',
    '  --format text    file:line:col: severity CODE: message (default)',
    '  --format github  GitHub Actions annotations on the lines of a pull request',
    '  --format gitlab  a GitLab code-quality report (JSON)',
    '  --format json    every diagnostic with its range, and the counts',
    '  --watch          check again whenever a file changes; q or Ctrl-C stops',
    '',
    'Exit codes: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O trouble (with --watch:',
    'the last check\'s).',
    '',
  ].join('\n'),
  async run(args, io) {
    const parsed = parseCommandArgs(
      args,
      { variant: { type: 'string', multiple: true }, format: { type: 'string' }, watch: { type: 'boolean' } },
      { max: Infinity, required: 'give at least one rule file or folder' },
    );
    const format: Format = choiceOption('format', stringOption(parsed, 'format'), FORMATS) ?? 'text';
    const variants = listOption(parsed, 'variant');
    if (flagOption(parsed, 'watch')) return watchAndCheck(parsed.positionals, variants, format, io);
    return check(parsed.positionals, variants, format, io).code;
  },
};
