// The expression front end's public API: text → AST (or statements) with diagnostics in the file.
// Never throws on any input. Inputs over MAX_EXPR_LENGTH characters, or with brackets nested over
// MAX_NESTING deep, get one diagnostic and are not parsed.
import type { IToken } from 'chevrotain';
import type { Diagnostic, LineMap, SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from './ast.js';
import { exprDiagnostic } from './codes.js';
import { lex } from './lexer.js';
import type { EntryRule } from './parser.js';
import { parsePasses, type PassOutput } from './parse-passes.js';

export { MAX_TREE_DEPTH } from './parse-passes.js';

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

/** Operators of other languages, and what to write instead. */
const OPERATOR_WORDS: Readonly<Record<string, string>> = { '!': 'not', '&&': 'and', '||': 'or', '&': 'and', '|': 'or' };

export const MAX_EXPR_LENGTH = 10_000;
/** Brackets nested deeper than this are refused: the parser and builder recurse per level. */
export const MAX_NESTING = 50;

export function parseExpression(src: ExprSource): { ast: Expr; diagnostics: Diagnostic[] } {
  const out = run(src, 'expression');
  const whole = rangeMapper(src)(0, src.text.length);
  return { ast: out.expr ?? { kind: 'error', range: whole }, diagnostics: tidy(out.diagnostics) };
}

export function parseEffects(src: ExprSource): { stmts: Stmt[]; diagnostics: Diagnostic[] } {
  const out = run(src, 'effects');
  return { stmts: [...out.stmts], diagnostics: tidy(out.diagnostics) };
}

/** Text offsets → a range in the file; an empty range stays empty (at end of input: the end). */
function rangeMapper(src: ExprSource): (start: number, end: number) => SourceRange {
  const len = src.text.length;
  const file = (i: number): number => src.toFileOffset(Math.max(0, Math.min(len, i)));
  return (start, end) => {
    const s = file(start);
    return src.lineMap.range(s, end > start ? Math.max(s, file(end)) : s);
  };
}

function run(src: ExprSource, entry: EntryRule): PassOutput {
  const toRange = rangeMapper(src);
  const textLength = src.text.length;
  const refuse = (d: Diagnostic, before: readonly Diagnostic[] = []): PassOutput => ({
    expr: { kind: 'error', range: toRange(0, textLength) },
    stmts: [],
    diagnostics: [...before, d],
  });
  if (textLength > MAX_EXPR_LENGTH) {
    return refuse(exprDiagnostic('expr/too-long', toRange(0, textLength), { length: textLength, limit: MAX_EXPR_LENGTH }));
  }
  const { tokens, badChars, unclosed } = lex(src.text);
  const lexical: Diagnostic[] = [
    ...badChars.map((b) => {
      const chars = src.text.slice(b.offset, b.offset + b.length);
      const instead = OPERATOR_WORDS[chars];
      return exprDiagnostic('expr/unexpected-char', toRange(b.offset, b.offset + b.length), {
        char: JSON.stringify(chars),
        hint: instead ? ` — write '${instead}'` : '',
      });
    }),
    ...unclosed.map((t) => exprDiagnostic('expr/unclosed-string', toRange(t.startOffset, t.startOffset + 1), { quote: t.image[0] ?? '"' })),
  ];
  const deep = tooDeepAt(tokens);
  if (deep) {
    const range = toRange(deep.startOffset, deep.startOffset + 1);
    return refuse(exprDiagnostic('expr/too-deep', range, { limit: MAX_NESTING }), lexical);
  }
  try {
    const out = parsePasses({ tokens, entry, toRange, textLength });
    return { ...out, diagnostics: [...lexical, ...out.diagnostics] };
  } catch (e) {
    // Long chains of prefix operators or conditionals can still exhaust the stack.
    if (e instanceof RangeError) return refuse(exprDiagnostic('expr/too-deep', toRange(0, textLength), { limit: MAX_NESTING }), lexical);
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

/** Sorted by position; recovery can report one spot twice, so keep the first per code and start. */
function tidy(ds: readonly Diagnostic[]): Diagnostic[] {
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
