// What must hold of the front end's answer for any input, shared by the front-end property test
// (test/grammar/properties.test.ts) and the soak: every diagnostic names one of the files given,
// its range lies inside that file's text (a valid line and column, computed independently of the
// compiler's line map, start ≤ end), its code reads `stage/what`, and a def comes back exactly when
// no diagnostic is an error. Problems are returned as text.
import type { Diagnostic, Position } from '../../grammar/diagnostics.js';
import type { SourceFile } from '../../grammar/compile.js';
import type { GameDef } from '../../grammar/def/types.js';

/** The 1-based line and column of a 0-based offset in `text`. */
function expectedPosition(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

function positionProblems(p: Position, text: string, what: string): string[] {
  if (!(Number.isInteger(p.offset) && p.offset >= 0 && p.offset <= text.length)) return [`${what}: offset ${p.offset} outside 0..${text.length}`];
  const lines = text.split('\n');
  const out: string[] = [];
  if (!(p.line >= 1 && p.line <= lines.length)) out.push(`${what}: line ${p.line} outside 1..${lines.length}`);
  else if (!(p.column >= 1 && p.column <= (lines[p.line - 1] ?? '').length + 1)) out.push(`${what}: column ${p.column} outside line ${p.line}`);
  const want = expectedPosition(text, p.offset);
  if (want.line !== p.line || want.column !== p.column) out.push(`${what}: ${p.line}:${p.column} is not offset ${p.offset} (${want.line}:${want.column})`);
  return out;
}

export function diagnosticProblems(diagnostics: readonly Diagnostic[], files: readonly SourceFile[], def: GameDef | undefined): string[] {
  const texts = new Map(files.map((s) => [s.file, s.text]));
  const out: string[] = [];
  for (const d of diagnostics) {
    const text = texts.get(d.range.file);
    if (text === undefined) {
      out.push(`${d.code} names an unknown file ${d.range.file}`);
      continue;
    }
    out.push(...positionProblems(d.range.start, text, `${d.code} start`), ...positionProblems(d.range.end, text, `${d.code} end`));
    if (d.range.start.offset > d.range.end.offset) out.push(`${d.code}: starts after it ends`);
    if (!/^[a-z]+\/[a-z-]+$/.test(d.code)) out.push(`a code not of the form stage/what: ${d.code}`);
    if (!['error', 'warning', 'info'].includes(d.severity)) out.push(`${d.code}: severity ${String(d.severity)}`);
  }
  const errors = diagnostics.some((d) => d.severity === 'error');
  if ((def === undefined) !== errors) out.push(errors ? 'a def despite errors' : 'no def and no error');
  return out;
}
