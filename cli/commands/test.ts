import type { Command } from '../command.js';
import { CliError, EXIT_FAILURE, EXIT_OK } from '../io.js';
import { parseCommandArgs } from '../args.js';
import { displayPath, findScenarioFiles, readOrUndefined, readTextFile } from '../files.js';
import { RulesCache, runScenario } from '../../runtime/scenario/index.js';
import { resolve } from 'node:path';

/** `cardsmith test [FILES|DIRS]`: runs scenario files. */
export const testCommand: Command = {
  name: 'test',
  summary: 'run scenario tests (rules/<game>/tests/*.yaml)',
  usage: [
    'Usage: cardsmith test [FILE|DIR]...',
    '',
    'Runs scenario files: each given file, and every .yaml file in a tests/ folder under each given',
    'folder (default: rules). Prints each scenario as passed or failed with the first difference,',
    'then "N passed, N failed". Exit code 1 when any failed, or when there is no scenario to run.',
    '',
  ].join('\n'),
  async run(args, io) {
    const parsed = parseCommandArgs(args, {});
    const files = findScenarioFiles(parsed.positionals.length > 0 ? parsed.positionals : ['rules']);
    if ('error' in files) throw new CliError(files.error);
    // A test run that finds nothing to run must not pass.
    const where = parsed.positionals.length > 0 ? parsed.positionals.join(', ') : 'rules';
    if (files.length === 0) throw new CliError(`no scenario files in ${where} (they are the .yaml files in tests/ folders)`, EXIT_FAILURE);
    // Every scenario file must be readable before any runs (a pipe or a device would block).
    const texts = files.map((f) => {
      const r = readTextFile(resolve(f));
      if ('error' in r) throw new CliError(r.error);
      return r.text;
    });
    const cache = new RulesCache();
    let passed = 0;
    let failed = 0;
    for (const [i, f] of files.entries()) {
      const path = resolve(f);
      const text = texts[i] ?? '';
      const r = runScenario(displayPath(path), text, (p) => readOrUndefined(p), cache);
      if (r.passed) {
        passed++;
        io.out(`passed  ${r.file}  ${r.name}\n`);
      } else {
        failed++;
        const first = r.failures[0];
        io.out(`FAILED  ${r.file}:${first?.line ?? 1}  ${r.name}\n`);
        for (const line of (first?.message ?? '').split('\n')) io.out(`        ${line}\n`);
      }
    }
    io.out(`${passed} passed, ${failed} failed\n`);
    return failed > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};
