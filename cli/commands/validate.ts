import type { Command } from '../command.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from '../io.js';
import { choiceOption, listOption, parseCommandArgs, stringOption } from '../args.js';
import { compileFiles, isError } from '../files.js';
import { formatDiagnostic, type Diagnostic } from '../../grammar/diagnostics.js';

const FORMATS = ['text', 'github', 'json'] as const;
type Format = (typeof FORMATS)[number];

function github(d: Diagnostic): string {
  const level = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
  const esc = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${level} file=${d.range.file},line=${d.range.start.line},col=${d.range.start.column},endLine=${d.range.end.line},endColumn=${d.range.end.column},title=${d.code}::${esc(d.message)}`;
}

/** `cardsmith validate FILE...`: checks rule files like a compiler. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check rule files and variants; print problems as file:line:col',
  usage: [
    'Usage: cardsmith validate FILE... [--variant V]... [--format text|github|json]',
    '',
    'Checks each rule file (a variant file is checked on the game it extends). With --variant,',
    'the variants are applied, in order, to every FILE.',
    '',
    'Exit codes: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O trouble.',
    '',
  ].join('\n'),
  async run(args, io) {
    const parsed = parseCommandArgs(args, { variant: { type: 'string', multiple: true }, format: { type: 'string' } }, { max: Infinity, required: 'give at least one rule file' });
    const format: Format = choiceOption('format', stringOption(parsed, 'format'), FORMATS) ?? 'text';
    const all: Diagnostic[] = [];
    let ioTrouble = false;
    let checked = 0;
    for (const file of parsed.positionals) {
      const r = compileFiles(file, listOption(parsed, 'variant'));
      if (isError(r)) {
        io.err(`cardsmith validate: ${r.error}\n`);
        ioTrouble = true;
        continue;
      }
      checked++;
      all.push(...r.diagnostics);
    }
    const errors = all.filter((d) => d.severity === 'error').length;
    const warnings = all.filter((d) => d.severity === 'warning').length;
    if (format === 'json') io.out(`${JSON.stringify({ files: checked, errors, warnings, diagnostics: all }, null, 2)}\n`);
    else {
      for (const d of all) io.out(`${format === 'github' ? github(d) : formatDiagnostic(d)}\n`);
      // Files that could not be read are reported on stderr and not counted as checked.
      const files = checked;
      io.out(`${files} file${files === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
    }
    if (ioTrouble) return EXIT_USAGE;
    return errors > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
