// All checks of a built GameDef: meaning (semantic.ts) and names and types of every expression
// (names.ts).
import type { Diagnostic } from '../diagnostics.js';
import type { Resolutions } from '../expr/resolution.js';
import type { GameDef } from './types.js';
import { checkSemantics } from './semantic.js';
import { checkNames } from './names.js';
import { checkBoundNames } from './bound-names.js';
import { checkQuotedNames } from './quoted-names.js';
import { checkObligationReach } from './obligation-reach.js';

/** The diagnostics of a built GameDef, and what its names and members refer to (for GameDef.resolved). */
export function checkDef(def: GameDef): { diagnostics: Diagnostic[]; resolved: Resolutions } {
  const fileStart = { file: def.file, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  const names = checkNames(def);
  // Checks of whole expressions need every name resolved: they run only when names and types are clean.
  const clean = !names.diagnostics.some((d) => d.severity === 'error');
  const whole = clean ? [...checkBoundNames(def, names.resolved), ...checkQuotedNames(def, names.resolved), ...checkObligationReach(def, names.resolved)] : [];
  return { diagnostics: [...names.diagnostics, ...checkSemantics(def, fileStart), ...whole], resolved: names.resolved };
}
