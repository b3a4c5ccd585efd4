// The expression stage's diagnostic codes (lexer, parser, AST builder, checker) and their message
// templates. A closed set: tests assert codes and positions, never wording.
import type { Diagnostic, Severity, SourceRange } from '../diagnostics.js';

export const EXPR_CODES = {
  // lexer
  'expr/unexpected-char': 'unexpected character {char}{hint}',
  'expr/unclosed-string': 'this string has no closing {quote}',
  'expr/too-long': 'this expression is {length} characters long; the limit is {limit}',
  'expr/too-deep': 'this expression nests more than {limit} levels deep',
  'expr/number-too-large': 'the number {value} is too large',
  // parser and AST builder
  'expr/syntax': 'expected {expected} but found {found}',
  'expr/chained-comparison': "comparisons cannot be chained: write 'a < b and b < c'",
  'expr/lambda-misplaced': 'a lambda `x => …` may only be an argument of a call',
  'expr/call-target': 'only a function name or a method can be called',
  'expr/assign-target': 'only a name or a member (like p.bid) can be assigned',
  'expr/not-a-statement': 'an effect must be an assignment or a call',
  // checker: names
  'name/unknown': "unknown name '{name}'{hint}",
  'name/unknown-member': "{type} has no member '{name}'{hint}",
  'name/unknown-zone': "'{name}' takes cards from the shared zone '{zone}', but there is no such zone: declare it under zones:",
  // checker: types
  'type/mismatch': 'expected {expected}, found {found}',
  'type/not-callable': "'{name}' is {type}, not a function",
  'type/arity': "'{name}' takes {expected} argument(s), found {found}",
  'type/unknown-function': "unknown function '{name}'{hint}",
  'type/unknown-argument': "'{name}' has no named argument '{arg}'",
  'type/missing-call': "'{name}' is a method: call it as {name}(…)",
  'type/effect-in-expression': "the effect '{name}' cannot be used inside an expression",
  'type/choice-in-condition': "the choice '{name}' cannot be used here: only effects may ask a player",
  'type/not-an-effect': '{what} is not an effect: a statement must change the game',
  'type/assign-target': "'{name}' cannot be assigned: only game vars and player vars can",
} as const;

export type ExprCode = keyof typeof EXPR_CODES;

/** Builds a diagnostic from a code's template; `{key}` placeholders are filled from `args`. */
export function exprDiagnostic(
  code: ExprCode,
  range: SourceRange,
  args: Readonly<Record<string, string | number>> = {},
  severity: Severity = 'error',
  suggestion?: string,
): Diagnostic {
  const d: Diagnostic = { severity, code, message: fill(code, args), range };
  return suggestion === undefined ? d : { ...d, fix: { range, text: suggestion } };
}

function fill(code: ExprCode, args: Readonly<Record<string, string | number>>): string {
  return EXPR_CODES[code].replace(/\{(\w+)\}/g, (whole, key: string) => (key in args ? String(args[key]) : whole));
}

/** The message of `expr/syntax`; the parser's error messages are built with it. */
export function syntaxMessage(expected: string, found: string): string {
  return fill('expr/syntax', { expected, found });
}

/** The ` — did you mean 'x'?` suffix of name diagnostics, or ''. */
export function hint(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` — did you mean '${suggestion}'?`;
}
