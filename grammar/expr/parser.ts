// The expression grammar as one Chevrotain CstParser, built once and reused for every parse. The
// grammar holds no meaning: build-ast.ts turns its CST into the AST and checks the shapes the
// grammar accepts loosely (assignment targets, callees, chained comparisons).
import { CstParser, EOF, type CstNode, type IParserErrorMessageProvider, type IToken, type TokenType } from 'chevrotain';
import { syntaxMessage } from './codes.js';
import * as T from './lexer.js';

function describe(tokenType: TokenType): string {
  if (tokenType === EOF) return 'end of input';
  return tokenType.LABEL ?? tokenType.name;
}

/** What the parser found, for "expected X but found Y". */
export function foundText(token: IToken): string {
  if (token.tokenType === EOF) return 'end of input';
  return `'${token.image.length > 20 ? token.image.slice(0, 20) + '…' : token.image}'`;
}

function firstTokens(paths: TokenType[][]): string {
  const names = [...new Set(paths.map((p) => (p[0] ? describe(p[0]) : 'end of input')))];
  return names.length <= 1 ? (names[0] ?? 'something else') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const endOfInput = { tokenType: EOF, image: '' } as IToken;

/** Messages in the shape of `expr/syntax`: "expected X but found Y". */
const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual }) => syntaxMessage(describe(expected), foundText(actual)),
  buildNotAllInputParsedMessage: ({ firstRedundant, ruleName }) =>
    syntaxMessage(`an operator${ruleName === 'effects' ? ", ';'" : ''} or the end of input`, foundText(firstRedundant)),
  buildNoViableAltMessage: ({ expectedPathsPerAlt, actual, customUserDescription }) =>
    syntaxMessage(customUserDescription ?? firstTokens(expectedPathsPerAlt.flat()), foundText(actual[0] ?? endOfInput)),
  buildEarlyExitMessage: ({ expectedIterationPaths, actual, customUserDescription }) =>
    syntaxMessage(customUserDescription ?? firstTokens(expectedIterationPaths), foundText(actual[0] ?? endOfInput)),
};

// Labels and alternatives are made once, not on every call: `{ LABEL }` objects and `OR`'s arrays of
// closures would otherwise be built anew each time a rule runs, and every atom of every expression
// runs a dozen rules (Chevrotain's performance guide: "caching arrays of alternatives").
const OP = { LABEL: 'op' } as const;
const OPERAND = { LABEL: 'operand' } as const;
const SUFFIX = { LABEL: 'suffix' } as const;
const TARGET = { LABEL: 'target' } as const;
const VALUE = { LABEL: 'value' } as const;
const THEN = { LABEL: 'then' } as const;
const ELSE = { LABEL: 'else' } as const;
const NAME = { LABEL: 'name' } as const;

class ExprParser extends CstParser {
  /**
   * Chevrotain validates a grammar (ambiguities, left recursion …) while it analyses it. That costs
   * start-up time in every process, and the grammar cannot change at run time, so the parser in use
   * skips it and a test builds a checking one (grammarProblems).
   */
  constructor(validate = false) {
    super(T.allTokens, { recoveryEnabled: true, errorMessageProvider: messages, maxLookahead: 3, skipValidations: !validate });
    this.performSelfAnalysis();
  }

  /** Entry: one expression. */
  readonly expression = this.RULE('expression', () => {
    this.OR(this.expressionAlts);
  });
  private readonly expressionAlts = {
    DEF: [
      { ALT: () => this.SUBRULE(this.lambda) },
      { ALT: () => this.SUBRULE(this.letExpr) },
      { ALT: () => this.SUBRULE(this.conditional) },
    ],
    ERR_MSG: 'an expression',
  };

  /** Entry: effects, `;`-separated, a trailing `;` allowed. */
  readonly effects = this.RULE('effects', () => {
    this.SUBRULE(this.statement);
    this.MANY({
      GATE: () => this.LA(2).tokenType !== EOF,
      DEF: () => {
        this.CONSUME(T.Semicolon);
        this.SUBRULE2(this.statement);
      },
    });
    this.OPTION(() => this.CONSUME2(T.Semicolon));
  });

  readonly statement = this.RULE('statement', () => {
    this.SUBRULE(this.expression, TARGET);
    this.OPTION(() => {
      this.OR(this.assignAlts);
      this.SUBRULE2(this.expression, VALUE);
    });
  });
  private readonly assignAlts = [
    { ALT: () => this.CONSUME(T.Assign, OP) },
    { ALT: () => this.CONSUME(T.PlusAssign, OP) },
    { ALT: () => this.CONSUME(T.MinusAssign, OP) },
  ];

  readonly lambda = this.RULE('lambda', () => {
    this.CONSUME(T.Ident);
    this.CONSUME(T.Arrow);
    this.SUBRULE(this.expression);
  });

  /**
   * `let x = value in body`: the value is read at the level of `..` (arithmetic, members, calls,
   * parentheses), so the `in` that ends it is never read as membership; the body is an expression.
   */
  readonly letExpr = this.RULE('letExpr', () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Ident);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.range, VALUE);
    this.CONSUME(T.In);
    this.SUBRULE(this.expression);
  });

  readonly conditional = this.RULE('conditional', () => {
    this.SUBRULE(this.orExpr);
    this.OPTION(() => {
      this.CONSUME(T.Question);
      this.SUBRULE(this.expression, THEN);
      this.CONSUME(T.Colon);
      this.SUBRULE2(this.expression, ELSE);
    });
  });

  readonly orExpr = this.RULE('orExpr', () => {
    this.SUBRULE(this.andExpr, OPERAND);
    this.MANY(() => {
      this.CONSUME(T.Or, OP);
      this.SUBRULE2(this.andExpr, OPERAND);
    });
  });

  readonly andExpr = this.RULE('andExpr', () => {
    this.SUBRULE(this.notExpr, OPERAND);
    this.MANY(() => {
      this.CONSUME(T.And, OP);
      this.SUBRULE2(this.notExpr, OPERAND);
    });
  });

  readonly notExpr = this.RULE('notExpr', () => {
    this.OR(this.notExprAlts);
  });
  private readonly notExprAlts = { ERR_MSG: 'an expression', DEF: [
    {
      ALT: () => {
        this.CONSUME(T.Not);
        this.SUBRULE(this.notExpr);
      },
    },
    { ALT: () => this.SUBRULE(this.comparison) },
  ]};

  /** Non-associative: a chain `a < b < c` parses, and the AST builder reports it. */
  readonly comparison = this.RULE('comparison', () => {
    this.SUBRULE(this.range, OPERAND);
    this.MANY(() => {
      this.OR(this.comparisonAlts);
      this.SUBRULE2(this.range, OPERAND);
    });
  });
  private readonly comparisonAlts = [
    { ALT: () => this.CONSUME(T.EqEq, OP) },
    { ALT: () => this.CONSUME(T.NotEq, OP) },
    { ALT: () => this.CONSUME(T.LtEq, OP) },
    { ALT: () => this.CONSUME(T.GtEq, OP) },
    { ALT: () => this.CONSUME(T.Lt, OP) },
    { ALT: () => this.CONSUME(T.Gt, OP) },
    { ALT: () => this.CONSUME(T.In, OP) },
  ];

  readonly range = this.RULE('range', () => {
    this.SUBRULE(this.additive, OPERAND);
    this.OPTION(() => {
      this.CONSUME(T.DotDot, OP);
      this.SUBRULE2(this.additive, OPERAND);
    });
  });

  readonly additive = this.RULE('additive', () => {
    this.SUBRULE(this.multiplicative, OPERAND);
    this.MANY(() => {
      this.OR(this.additiveAlts);
      this.SUBRULE2(this.multiplicative, OPERAND);
    });
  });
  private readonly additiveAlts = [
    { ALT: () => this.CONSUME(T.Plus, OP) },
    { ALT: () => this.CONSUME(T.Minus, OP) },
  ];

  readonly multiplicative = this.RULE('multiplicative', () => {
    this.SUBRULE(this.unary, OPERAND);
    this.MANY(() => {
      this.OR(this.multiplicativeAlts);
      this.SUBRULE2(this.unary, OPERAND);
    });
  });
  private readonly multiplicativeAlts = [
    { ALT: () => this.CONSUME(T.Star, OP) },
    { ALT: () => this.CONSUME(T.Slash, OP) },
    { ALT: () => this.CONSUME(T.Percent, OP) },
  ];

  readonly unary = this.RULE('unary', () => {
    this.OR(this.unaryAlts);
  });
  private readonly unaryAlts = { ERR_MSG: 'an expression', DEF: [
    {
      ALT: () => {
        this.CONSUME(T.Minus);
        this.SUBRULE(this.unary);
      },
    },
    { ALT: () => this.SUBRULE(this.postfix) },
  ]};

  readonly postfix = this.RULE('postfix', () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR(this.postfixAlts);
    });
  });
  private readonly postfixAlts = [
    { ALT: () => this.SUBRULE(this.member, SUFFIX) },
    { ALT: () => this.SUBRULE(this.callArgs, SUFFIX) },
    { ALT: () => this.SUBRULE(this.index, SUFFIX) },
  ];

  readonly member = this.RULE('member', () => {
    this.CONSUME(T.Dot);
    this.CONSUME(T.AnyName);
  });

  readonly callArgs = this.RULE('callArgs', () => {
    this.CONSUME(T.LParen);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.argument) });
    this.CONSUME(T.RParen);
  });

  readonly argument = this.RULE('argument', () => {
    this.OPTION(() => {
      this.CONSUME(T.Ident, NAME);
      this.CONSUME(T.Colon);
    });
    this.SUBRULE(this.expression);
  });

  readonly index = this.RULE('index', () => {
    this.CONSUME(T.LBracket);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RBracket);
  });

  readonly primary = this.RULE('primary', () => {
    this.OR(this.primaryAlts);
  });
  private readonly primaryAlts = {
    DEF: [
      { ALT: () => this.CONSUME(T.NumberLit) },
      { ALT: () => this.CONSUME(T.StringLit) },
      { ALT: () => this.CONSUME(T.True) },
      { ALT: () => this.CONSUME(T.False) },
      { ALT: () => this.CONSUME(T.Null) },
      { ALT: () => this.CONSUME(T.Ident) },
      { ALT: () => this.SUBRULE(this.list) },
      { ALT: () => this.SUBRULE(this.paren) },
    ],
    ERR_MSG: 'an expression',
  };

  readonly list = this.RULE('list', () => {
    this.CONSUME(T.LBracket);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expression) });
    this.CONSUME(T.RBracket);
  });

  readonly paren = this.RULE('paren', () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });
}

/** The one parser instance; `parseTokens` resets its input for every parse. */
const parser = new ExprParser();

/** Problems Chevrotain finds in the grammar when it validates it (none, or the grammar is broken): for tests. */
export function grammarProblems(): string[] {
  try {
    new ExprParser(true); // throws on any definition error
    return [];
  } catch (err) {
    return [err instanceof Error ? err.message : String(err)];
  }
}

const starters: ReadonlySet<TokenType> = new Set([
  T.Ident, T.NumberLit, T.ClosedString, T.UnclosedString, T.True, T.False, T.Null, T.Not, T.Minus, T.LParen, T.LBracket, T.Let,
]);

/** Whether a token can start an expression or a statement (where a retry after left-over input may begin). */
export function canStart(token: IToken): boolean {
  return starters.has(token.tokenType);
}

export type EntryRule = 'expression' | 'effects';

export interface ParseResult {
  readonly cst: CstNode;
  readonly errors: readonly { readonly message: string; readonly token: IToken; readonly redundant: boolean }[];
}

export function parseTokens(tokens: IToken[], entry: EntryRule): ParseResult {
  parser.input = tokens;
  const cst = entry === 'expression' ? parser.expression() : parser.effects();
  const errors = parser.errors.map((e) => ({
    message: e.message,
    token: e.token,
    redundant: e.name === 'NotAllInputParsedException',
  }));
  return { cst, errors };
}
