// The expression front end's public API: text → AST (or statements) with diagnostics in the file.
// Never throws on any input; inputs over MAX_EXPR_LENGTH get one diagnostic and are not parsed.
import type { IToken } from 'chevrotain';
import type { Diagnostic, LineMap, SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from './ast.js';
import { AstBuilder } from './build-ast.js';
import { exprDiagnostic } from './codes.js';
import { lex } from './lexer.js';
import { canStart, parseTokens, type EntryRule } from './parser.js';
import { depthOf, misplacedLambdas } from './walk.js';

/** One expression string and where it lies in the rule file. */
export interface ExprSource {
  /** The string's value, as YAML decoded it. */
  text: string;
  /** Line:column of the rule file. */
  lineMap: LineMap;
  /**
   * Maps an offset in `text` (0 ≤ i ≤ text.length) to an offset in the file; `text.length` maps to
   * just past the string's last character. It may skip characters (escapes, folded line breaks).
   */
  toFileOffset(i: number): number;
}

export const MAX_EXPR_LENGTH = 10_000;
/** Brackets nested deeper than this are refused: the parser, builder and checker recurse per level. */
export const MAX_NESTING = 50;
/** Trees deeper than this (`1+1+…+1` is a deep tree too) are refused, so later walks cannot overflow. */
export const MAX_TREE_DEPTH = 250;

interface Prepared {
  readonly tokens: IToken[];
  readonly diagnostics: Diagnostic[];
  readonly toRange: (start: number, end: number) => SourceRange;
}

function prepare(src: ExprSource): Prepared {
  const len = src.text.length;
  const file = (i: number): number => src.toFileOffset(Math.max(0, Math.min(len, i)));
  const toRange = (start: number, end: number): SourceRange => {
    const s = file(start);
    return src.lineMap.range(s, end > start ? Math.max(s, file(end)) : s);
  };
  const { tokens, badChars, unclosed } = lex(src.text);
  const diagnostics: Diagnostic[] = [];
  for (const b of badChars) {
    const char = JSON.stringify(src.text.slice(b.offset, b.offset + b.length));
    diagnostics.push(exprDiagnostic('expr/unexpected-char', toRange(b.offset, b.offset + b.length), { char }));
  }
  for (const t of unclosed) {
    diagnostics.push(exprDiagnostic('expr/unclosed-string', toRange(t.startOffset, t.startOffset + 1), { quote: t.image[0] ?? '"' }));
  }
  return { tokens, diagnostics, toRange };
}

/**
 * Parses, and when input is left over, parses again from there (discarding that tree for an
 * expression, keeping its statements for effects) so that later errors are reported too.
 */
function parseAll(src: ExprSource, entry: EntryRule): { expr?: Expr; stmts: Stmt[]; diagnostics: Diagnostic[] } {
  const textLength = src.text.length;
  if (textLength > MAX_EXPR_LENGTH) {
    const range = src.lineMap.range(src.toFileOffset(0), src.toFileOffset(textLength));
    const d = exprDiagnostic('expr/too-long', range, { length: textLength, limit: MAX_EXPR_LENGTH });
    return { expr: { kind: 'error', range }, stmts: [], diagnostics: [d] };
  }
  const { tokens, diagnostics, toRange } = prepare(src);
  const tooDeep = (start: number, end: number) => {
    const d = exprDiagnostic('expr/too-deep', toRange(start, end), { limit: MAX_NESTING });
    return { expr: { kind: 'error' as const, range: toRange(0, textLength) }, stmts: [], diagnostics: [...diagnostics, d] };
  };
  const deep = tooDeepAt(tokens);
  if (deep) return tooDeep(deep.startOffset, deep.startOffset + deep.image.length);
  try {
    return parseTokensAll(tokens, entry, diagnostics, toRange, textLength);
  } catch (e) {
    // Long chains of prefix operators or conditionals can still exhaust the stack.
    if (e instanceof RangeError) return tooDeep(0, textLength);
    throw e;
  }
}

function tooDeepAt(tokens: readonly IToken[]): IToken | undefined {
  let depth = 0;
  for (const t of tokens) {
    if (t.image === '(' || t.image === '[') depth++;
    else if (t.image === ')' || t.image === ']') depth = Math.max(0, depth - 1);
    if (depth > MAX_NESTING) return t;
  }
  return undefined;
}

function parseTokensAll(
  tokens: IToken[],
  entry: EntryRule,
  diagnostics: Diagnostic[],
  toRange: (start: number, end: number) => SourceRange,
  textLength: number,
): { expr?: Expr; stmts: Stmt[]; diagnostics: Diagnostic[] } {
  let expr: Expr | undefined;
  const stmts: Stmt[] = [];
  let from = 0;
  let reported = -1;
  for (;;) {
    const part = tokens.slice(from);
    const { cst, errors } = parseTokens(part, entry);
    const spans = errors.map((e) =>
      Number.isFinite(e.token.startOffset)
        ? { start: e.token.startOffset, end: e.token.startOffset + e.token.image.length }
        : { start: textLength, end: textLength },
    );
    for (const [i, e] of errors.entries()) {
      const span = spans[i]!;
      if (span.start <= reported) continue; // already reported by the previous pass
      diagnostics.push({ severity: 'error', code: 'expr/syntax', message: e.message, range: toRange(span.start, span.end) });
    }
    const builder = new AstBuilder({ toRange, errorTokens: [...spans].sort((a, b) => a.start - b.start), textLength });
    if (entry === 'expression') {
      const e = builder.expression(cst, part[0]?.startOffset ?? textLength);
      if (depthOf(e) > MAX_TREE_DEPTH) {
        diagnostics.push(exprDiagnostic('expr/too-deep', e.range, { limit: MAX_TREE_DEPTH }));
        expr ??= { kind: 'error', range: e.range };
      } else {
        expr ??= e;
        for (const l of misplacedLambdas(e)) diagnostics.push(exprDiagnostic('expr/lambda-misplaced', l.range));
      }
    } else {
      for (const s of builder.effects(cst)) {
        const roots = s.kind === 'assign' ? [s.target, s.value] : [s.call];
        if (roots.some((r) => depthOf(r) > MAX_TREE_DEPTH)) {
          diagnostics.push(exprDiagnostic('expr/too-deep', s.range, { limit: MAX_TREE_DEPTH }));
          continue;
        }
        for (const r of roots) for (const l of misplacedLambdas(r)) diagnostics.push(exprDiagnostic('expr/lambda-misplaced', l.range));
        stmts.push(s);
      }
      expr ??= { kind: 'error', range: toRange(0, textLength) };
    }
    diagnostics.push(...builder.diagnostics);
    const redundant = errors.find((e) => e.redundant)?.token;
    const at = redundant ? part.indexOf(redundant) : -1;
    if (at < 0) break;
    reported = redundant!.startOffset;
    // Retry at the next token that can start an expression (a missing operator or `;`), skipping
    // stray tokens such as `)` that would only produce follow-on errors.
    let next = from + Math.max(at, 1);
    if (!canStart(redundant!)) while (next < tokens.length && !canStart(tokens[next]!)) next++;
    if (next >= tokens.length) break;
    from = next;
  }
  return { expr, stmts, diagnostics };
}

export function parseExpression(src: ExprSource): { ast: Expr; diagnostics: Diagnostic[] } {
  const { expr, diagnostics } = parseAll(src, 'expression');
  return { ast: expr ?? { kind: 'error', range: src.lineMap.range(src.toFileOffset(0), src.toFileOffset(0)) }, diagnostics: dedupe(diagnostics) };
}

export function parseEffects(src: ExprSource): { stmts: Stmt[]; diagnostics: Diagnostic[] } {
  const { stmts, diagnostics } = parseAll(src, 'effects');
  return { stmts, diagnostics: dedupe(diagnostics) };
}

/** Recovery can report one spot twice (a re-sync and a retry); keep the first per code and start. */
function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds
    .filter((d) => {
      const key = `${d.code}@${d.range.start.offset}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.range.start.offset - b.range.start.offset);
}
