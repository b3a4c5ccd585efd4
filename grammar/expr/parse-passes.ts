// Runs the parser over a token list and builds the AST, with two safeguards: when input is left
// over, it parses again from there so later errors are reported too; and trees too deep for later
// recursive walks are refused.
import type { IToken } from 'chevrotain';
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from './ast.js';
import { AstBuilder } from './build-ast.js';
import { exprDiagnostic } from './codes.js';
import { canStart, parseTokens, type EntryRule } from './parser.js';
import { depthOf, misplacedLambdas } from './walk.js';

/** Trees deeper than this (`1+1+…+1` is a deep tree too) are refused, so later walks cannot overflow. */
export const MAX_TREE_DEPTH = 250;

export interface PassInput {
  readonly tokens: readonly IToken[];
  readonly entry: EntryRule;
  readonly toRange: (start: number, end: number) => SourceRange;
  readonly textLength: number;
}

export interface PassOutput {
  /** The expression of the first pass (for the `expression` entry). */
  readonly expr?: Expr;
  /** The statements of every pass (for the `effects` entry). */
  readonly stmts: readonly Stmt[];
  readonly diagnostics: readonly Diagnostic[];
}

export function parsePasses({ tokens, entry, toRange, textLength }: PassInput): PassOutput {
  let expr: Expr | undefined;
  const stmts: Stmt[] = [];
  const diagnostics: Diagnostic[] = [];
  /** Roots of a finished tree: refused if too deep, else checked for misplaced lambdas. */
  const accept = (roots: readonly Expr[], range: SourceRange): boolean => {
    if (roots.some((r) => depthOf(r) > MAX_TREE_DEPTH)) {
      diagnostics.push(exprDiagnostic('expr/too-deep', range, { limit: MAX_TREE_DEPTH }));
      return false;
    }
    for (const r of roots) for (const l of misplacedLambdas(r)) diagnostics.push(exprDiagnostic('expr/lambda-misplaced', l.range));
    return true;
  };

  let from = 0;
  let reported = -1;
  for (;;) {
    const part = tokens.slice(from);
    const { cst, errors: all } = parseTokens(part, entry);
    // A retry that reads one token and stops again is reading prose or a run of names: one error
    // for the run is enough.
    const stuck = from > 0 && all.some((e) => e.redundant && part.indexOf(e.token) <= 1);
    const errors = stuck ? all.filter((e) => !e.redundant) : all;
    const spans = errors.map(({ token: t }) =>
      Number.isFinite(t.startOffset) ? { start: t.startOffset, end: t.startOffset + t.image.length } : { start: textLength, end: textLength },
    );
    errors.forEach((e, i) => {
      const span = spans[i]!;
      // The parser's message is already `expr/syntax`'s template, filled (see parser.ts).
      if (span.start > reported) diagnostics.push({ severity: 'error', code: 'expr/syntax', message: e.message, range: toRange(span.start, span.end) });
    });
    const builder = new AstBuilder({ toRange, errorTokens: [...spans].sort((a, b) => a.start - b.start), textLength });
    if (entry === 'expression') {
      const e = builder.expression(cst, part[0]?.startOffset ?? textLength);
      const ok = accept([e], e.range);
      expr ??= ok ? e : { kind: 'error', range: e.range };
    } else {
      for (const s of builder.effects(cst)) if (accept(s.kind === 'assign' ? [s.target, s.value] : [s.call], s.range)) stmts.push(s);
    }
    diagnostics.push(...builder.diagnostics);

    const redundant = stuck ? undefined : errors.find((e) => e.redundant)?.token;
    const at = redundant ? part.indexOf(redundant) : -1;
    if (!redundant || at < 0) break;
    reported = redundant.startOffset;
    // Retry at the next token that can start an expression (after a missing operator or `;`),
    // skipping stray tokens such as `)` that would only produce follow-on errors.
    let next = from + Math.max(at, 1);
    if (!canStart(redundant)) while (next < tokens.length && !canStart(tokens[next]!)) next++;
    if (next >= tokens.length) break;
    from = next;
  }
  return { expr, stmts, diagnostics };
}
