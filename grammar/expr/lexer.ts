// The expression language's tokens. Keywords use `longer_alt` so `index`, `nothing` or `order` stay
// identifiers; `AnyName` groups identifiers and keywords for member names (`trick.in`).
import { createToken, Lexer, type IToken, type TokenType } from 'chevrotain';

export const AnyName = createToken({ name: 'AnyName', pattern: Lexer.NA, label: 'a name' });
export const Ident = createToken({
  name: 'Ident',
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  categories: [AnyName],
  label: 'a name',
});

function keyword(word: string): TokenType {
  const name = word[0]!.toUpperCase() + word.slice(1);
  return createToken({ name, pattern: new RegExp(word), longer_alt: Ident, categories: [AnyName], label: `'${word}'` });
}
export const And = keyword('and');
export const Or = keyword('or');
export const Not = keyword('not');
export const True = keyword('true');
export const False = keyword('false');
export const Null = keyword('null');
export const In = keyword('in');
export const Let = keyword('let');

export const NumberLit = createToken({ name: 'NumberLit', pattern: /[0-9]+/, label: 'a number' });
export const StringLit = createToken({ name: 'StringLit', pattern: Lexer.NA, label: 'a string' });
export const ClosedString = createToken({
  name: 'ClosedString',
  pattern: /"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'/,
  categories: [StringLit],
  line_breaks: true,
});
/** A quote with no closing quote up to the end of the input; reported, then parsed as a string. */
export const UnclosedString = createToken({
  name: 'UnclosedString',
  pattern: /"(?:[^"\\]|\\[\s\S])*\\?|'(?:[^'\\]|\\[\s\S])*\\?/,
  categories: [StringLit],
  line_breaks: true,
});

function op(name: string, image: string): TokenType {
  return createToken({ name, pattern: image, label: `'${image}'` });
}
export const EqEq = op('EqEq', '==');
export const NotEq = op('NotEq', '!=');
export const LtEq = op('LtEq', '<=');
export const GtEq = op('GtEq', '>=');
export const Arrow = op('Arrow', '=>');
export const PlusAssign = op('PlusAssign', '+=');
export const MinusAssign = op('MinusAssign', '-=');
export const Lt = op('Lt', '<');
export const Gt = op('Gt', '>');
export const Assign = op('Assign', '=');
export const Plus = op('Plus', '+');
export const Minus = op('Minus', '-');
export const Star = op('Star', '*');
export const Slash = op('Slash', '/');
export const Percent = op('Percent', '%');
export const Question = op('Question', '?');
export const Colon = op('Colon', ':');
export const DotDot = op('DotDot', '..');
export const Dot = op('Dot', '.');
export const Comma = op('Comma', ',');
export const Semicolon = op('Semicolon', ';');
export const LParen = op('LParen', '(');
export const RParen = op('RParen', ')');
export const LBracket = op('LBracket', '[');
export const RBracket = op('RBracket', ']');

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });

/** Order matters: longer operators before their prefixes, keywords before `Ident`. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  NumberLit,
  ClosedString, UnclosedString,
  EqEq, NotEq, LtEq, GtEq, Arrow, PlusAssign, MinusAssign,
  Lt, Gt, Assign, Plus, Minus, Star, Slash, Percent, Question, Colon,
  DotDot, Dot, Comma, Semicolon, LParen, RParen, LBracket, RBracket,
  And, Or, Not, True, False, Null, In, Let,
  Ident,
  AnyName, StringLit,
];

// Chevrotain checks the token definitions when a lexer is built, in every process that loads the
// grammar; the tokens never change at run time, so the check is a test's job (lexerProblems).
const lexer = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: false, skipValidations: true });

/** Problems Chevrotain finds in the token definitions (none, or the lexer is broken): for tests. */
export function lexerProblems(): string[] {
  const checked = new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: false, deferDefinitionErrorsHandling: true });
  return checked.lexerDefinitionErrors.map((e) => e.message);
}

export interface LexResult {
  readonly tokens: IToken[];
  /** Runs of characters no token matches: text offset and length. */
  readonly badChars: readonly { readonly offset: number; readonly length: number }[];
  /** Strings with no closing quote (tokens of type UnclosedString). */
  readonly unclosed: readonly IToken[];
}

export function lex(text: string): LexResult {
  const result = lexer.tokenize(text);
  return {
    tokens: result.tokens,
    badChars: result.errors.map((e) => ({ offset: e.offset, length: e.length })),
    unclosed: result.tokens.filter((t) => t.tokenType === UnclosedString),
  };
}
