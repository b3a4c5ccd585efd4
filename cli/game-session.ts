// Shared by play, demo and replay: compile a rule file into Rules, or report its diagnostics.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../grammar/diagnostics.js';
import type { OptionChoices } from '../grammar/compile.js';
import { prepareRules, type Rules } from '../runtime/index.js';
import { compileFiles, isError } from './files.js';
import type { CliIo } from './io.js';

/** `options`: the option values the game will be created with (pass the same map to createGame). */
export function loadRules(file: string, variants: readonly string[], io: CliIo, options: OptionChoices = {}): Rules | undefined {
  const r = compileFiles(file, variants, { options });
  if (isError(r)) {
    io.err(`cardsmith: ${r.error}\n`);
    return undefined;
  }
  if (r.def === undefined) {
    for (const d of r.diagnostics) io.err(`${formatDiagnostic(d)}\n`);
    io.err(`cardsmith: ${file} has errors; fix them first (cardsmith validate ${file})\n`);
    return undefined;
  }
  return prepareRules(r.def);
}

/** A bundled file of the repository (rules/...), found from the compiled or the source CLI. */
export function bundledPath(rel: string): string {
  for (const up of ['../', '../../', '../../../']) {
    const p = fileURLToPath(new URL(`${up}${rel}`, import.meta.url));
    if (existsSync(p)) return p;
  }
  return rel;
}
