// One diagnostic shape for every stage of the front end (YAML, schema, lexer, parser, checker,
// variants) and for the runtime's errors that point into a rule file.

export type Severity = 'error' | 'warning' | 'info';

/** A position in a file: 1-based line and column, and the 0-based offset. */
export interface Position {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** A range in a named file. `end` is exclusive. */
export interface SourceRange {
  readonly file: string;
  readonly start: Position;
  readonly end: Position;
}

export interface Diagnostic {
  readonly severity: Severity;
  /** A stable code from the closed set in codes.ts, e.g. `CS0201`. */
  readonly code: string;
  readonly message: string;
  readonly range: SourceRange;
  /** A replacement an editor may offer as a quick fix: the "did you mean" name for the range. */
  readonly fix?: Fix;
}

/** Replace the text of `range` with `text`. */
export interface Fix {
  readonly range: SourceRange;
  readonly text: string;
}

/** Maps 0-based offsets of one text to 1-based line:column positions. */
export class LineMap {
  private readonly starts: number[] = [0];

  constructor(readonly file: string, readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - (this.starts[lo] ?? 0) + 1, offset: o };
  }

  range(start: number, end: number): SourceRange {
    return { file: this.file, start: this.position(start), end: this.position(Math.max(start, end)) };
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Sorts by file, then position, then code, so output is stable. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.range.file.localeCompare(b.range.file) ||
      a.range.start.offset - b.range.start.offset ||
      a.code.localeCompare(b.code),
  );
}

/** `file:line:col: severity CODE: message`, the format of `cardsmith validate`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.severity} ${d.code}: ${d.message}`;
}
