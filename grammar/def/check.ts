// All checks of a built GameDef: meaning (semantic.ts) and names and types of every expression
// (names.ts).
import type { Diagnostic } from '../diagnostics.js';
import type { GameDef } from './types.js';
import { checkSemantics } from './semantic.js';
import { checkNames } from './names.js';

export function checkDef(def: GameDef): Diagnostic[] {
  const fileStart = { file: def.file, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  return [...checkNames(def), ...checkSemantics(def, fileStart)];
}
