// Turns the parser's CST into the read-only AST of ast.ts: a visitor over the rule names, pure (it
// returns its diagnostics). Every node's range is in the rule file; a parenthesised expression's
// range includes its parentheses. Where recovery left a rule incomplete, an ErrorExpr stands in.
import type { CstNode, IToken } from 'chevrotain';
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import type { Arg, AssignOp, BinaryOp, CallExpr, ErrorExpr, Expr, LambdaExpr, Stmt } from './ast.js';
import { exprDiagnostic, type ExprCode } from './codes.js';
import { UnclosedString } from './lexer.js';

export interface BuildContext {
  /** A range in the file from text offsets (end exclusive). */
  readonly toRange: (start: number, end: number) => SourceRange;
  /** Text offsets where the parser reported errors, sorted: an ErrorExpr covers the token there. */
  readonly errorTokens: readonly { readonly start: number; readonly end: number }[];
  readonly textLength: number;
}

type Children = Record<string, (CstNode | IToken)[] | undefined>;

const isReal = (t: IToken): boolean => !t.isInsertedInRecovery && Number.isFinite(t.startOffset);
// Read-only lists, so the common cases (no child under a key, no token inserted by recovery) share
// what the CST holds instead of copying it: the builder runs for every node of every expression.
const NONE: readonly never[] = [];
const nodes = (n: CstNode, key: string): readonly CstNode[] => ((n.children as Children)[key] ?? NONE) as CstNode[];
const toks = (n: CstNode, key: string): readonly IToken[] => {
  const all = ((n.children as Children)[key] ?? NONE) as IToken[];
  return all.every(isReal) ? all : all.filter(isReal);
};
/** The first real token under a key, or undefined. */
const tok = (n: CstNode, key: string): IToken | undefined => ((n.children as Children)[key] as IToken[] | undefined)?.find(isReal);
const end = (t: IToken): number => t.startOffset + t.image.length;

function unescape(image: string, closed: boolean): string {
  const body = image.slice(1, closed ? -1 : undefined);
  const map: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
  return body.replace(/\\([\s\S]?)/g, (_, c: string) => map[c] ?? c);
}

export class AstBuilder {
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly ctx: BuildContext) {}

  // ---- ranges ----

  private range(start: number, endOffset: number): SourceRange {
    return this.ctx.toRange(start, endOffset);
  }
  private tokRange(t: IToken): SourceRange {
    return this.range(t.startOffset, end(t));
  }
  private span(a: { range: SourceRange }, b: { range: SourceRange }): SourceRange {
    return { file: a.range.file, start: a.range.start, end: b.range.end };
  }
  private fromTok(t: IToken, b: { range: SourceRange }): SourceRange {
    return { file: b.range.file, start: this.tokRange(t).start, end: b.range.end };
  }
  private report(code: ExprCode, range: SourceRange): void {
    this.diagnostics.push(exprDiagnostic(code, range));
  }

  /** Stands in for a missing child that would start at text offset `at`: covers the next error token. */
  private error(at: number): ErrorExpr {
    const tok = this.ctx.errorTokens.find((e) => e.start >= at) ?? { start: this.ctx.textLength, end: this.ctx.textLength };
    return { kind: 'error', range: this.range(tok.start, tok.end) };
  }

  private endOf(e: Expr): number {
    return e.range.end.offset;
  }

  // ---- entries ----

  effects(node: CstNode): Stmt[] {
    const out: Stmt[] = [];
    const semicolons = toks(node, 'Semicolon');
    nodes(node, 'statement').forEach((s, i) => {
      const after = semicolons[i - 1];
      const stmt = this.statement(s, after ? end(after) : 0);
      if (stmt) out.push(stmt);
    });
    return out;
  }

  private statement(node: CstNode, at: number): Stmt | undefined {
    const targetNode = nodes(node, 'target')[0];
    const op = tok(node, 'op');
    const target = targetNode ? this.expression(targetNode, at) : undefined;
    if (!target || target.kind === 'error') return undefined;
    if (!op) {
      if (target.kind === 'call') return { kind: 'callStmt', call: target, range: target.range };
      this.report('expr/not-a-statement', target.range);
      return undefined;
    }
    const valueNode = nodes(node, 'value')[0];
    const value = valueNode ? this.expression(valueNode, end(op)) : this.error(end(op));
    if (target.kind !== 'name' && target.kind !== 'member') {
      // After a syntax error inside the target, its shape is recovery's guess: do not pile on.
      const broken = this.ctx.errorTokens.some((e) => e.start >= target.range.start.offset && e.start <= op.startOffset);
      if (!broken) this.report('expr/assign-target', target.range);
      return undefined;
    }
    return { kind: 'assign', op: op.image as AssignOp, target, value, range: this.span(target, value) };
  }

  // ---- expressions; `at` is where the node would start, for an ErrorExpr if it is empty ----

  expression(node: CstNode, at: number): Expr {
    const lambda = nodes(node, 'lambda')[0];
    if (lambda) return this.lambda(lambda, at);
    const letNode = nodes(node, 'letExpr')[0];
    if (letNode) return this.letExpr(letNode, at);
    const cond = nodes(node, 'conditional')[0];
    return cond ? this.conditional(cond, at) : this.error(at);
  }

  private lambda(node: CstNode, at: number): LambdaExpr | ErrorExpr {
    const param = tok(node, 'Ident');
    const arrow = tok(node, 'Arrow');
    if (!param) return this.error(at);
    const bodyNode = nodes(node, 'expression')[0];
    const bodyAt = arrow ? end(arrow) : end(param);
    const body = bodyNode ? this.expression(bodyNode, bodyAt) : this.error(bodyAt);
    return { kind: 'lambda', param: param.image, paramRange: this.tokRange(param), body, range: this.fromTok(param, body) };
  }

  private letExpr(node: CstNode, at: number): Expr {
    const kw = tok(node, 'Let');
    const name = tok(node, 'Ident');
    const eq = tok(node, 'Assign');
    const inTok = tok(node, 'In');
    if (!kw || !name) return this.error(at);
    const valueAt = eq ? end(eq) : end(name);
    const valueNode = nodes(node, 'value')[0];
    const value = valueNode ? this.chain(valueNode, valueAt) : this.error(valueAt);
    const bodyAt = inTok ? end(inTok) : this.endOf(value);
    const bodyNode = nodes(node, 'expression')[0];
    const body = bodyNode ? this.expression(bodyNode, bodyAt) : this.error(bodyAt);
    return { kind: 'let', name: name.image, nameRange: this.tokRange(name), value, body, range: this.fromTok(kw, body) };
  }

  private conditional(node: CstNode, at: number): Expr {
    const orNode = nodes(node, 'orExpr')[0];
    const test = orNode ? this.chain(orNode, at) : this.error(at);
    const q = tok(node, 'Question');
    if (!q) return test;
    const thenNode = nodes(node, 'then')[0];
    const then = thenNode ? this.expression(thenNode, end(q)) : this.error(end(q));
    const colon = tok(node, 'Colon');
    const elseAt = colon ? end(colon) : this.endOf(then);
    const elseNode = nodes(node, 'else')[0];
    const otherwise = elseNode ? this.expression(elseNode, elseAt) : this.error(elseAt);
    return { kind: 'conditional', test, then, else: otherwise, range: this.span(test, otherwise) };
  }

  /** The binary levels: `operand (op operand)*`, left-associative; `not` and unary minus recurse. */
  private chain(node: CstNode, at: number): Expr {
    switch (node.name) {
      case 'notExpr':
        return this.prefix(node, 'Not', 'notExpr', 'comparison', at);
      case 'unary':
        return this.prefix(node, 'Minus', 'unary', 'postfix', at);
      case 'postfix':
        return this.postfix(node, at);
    }
    const operands = nodes(node, 'operand');
    const ops = toks(node, 'op');
    const first = operands[0];
    let left = first ? this.chain(first, at) : this.error(at);
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i] as IToken;
      const rightNode = operands[i + 1];
      const right = rightNode ? this.chain(rightNode, end(op)) : this.error(end(op));
      if (node.name === 'comparison' && i === 1) this.report('expr/chained-comparison', this.tokRange(op));
      left = { kind: 'binary', op: op.image as BinaryOp, left, right, range: this.span(left, right) };
    }
    return left;
  }

  private prefix(node: CstNode, opKey: string, selfKey: string, nextKey: string, at: number): Expr {
    const op = tok(node, opKey);
    if (op) {
      const inner = nodes(node, selfKey)[0];
      const operand = inner ? this.chain(inner, end(op)) : this.error(end(op));
      return { kind: 'unary', op: op.image === 'not' ? 'not' : '-', operand, range: this.fromTok(op, operand) };
    }
    const next = nodes(node, nextKey)[0];
    return next ? this.chain(next, at) : this.error(at);
  }

  private postfix(node: CstNode, at: number): Expr {
    const primary = nodes(node, 'primary')[0];
    let expr = primary ? this.primary(primary, at) : this.error(at);
    for (const suffix of nodes(node, 'suffix')) expr = this.suffix(expr, suffix);
    return expr;
  }

  private suffix(object: Expr, node: CstNode): Expr {
    const after = this.endOf(object);
    if (node.name === 'member') {
      const name = tok(node, 'AnyName');
      if (!name) return { kind: 'error', range: this.span(object, this.error(after)) };
      const nameRange = this.tokRange(name);
      return { kind: 'member', object, name: name.image, nameRange, range: { file: object.range.file, start: object.range.start, end: nameRange.end } };
    }
    const open = tok(node, node.name === 'index' ? 'LBracket' : 'LParen');
    const close = tok(node, node.name === 'index' ? 'RBracket' : 'RParen');
    const innerAt = open ? end(open) : after;
    if (node.name === 'index') {
      const indexNode = nodes(node, 'expression')[0];
      const index = indexNode ? this.expression(indexNode, innerAt) : this.error(innerAt);
      const range = close ? { file: object.range.file, start: object.range.start, end: this.tokRange(close).end } : this.span(object, index);
      return { kind: 'index', object, index, range };
    }
    let argAt = innerAt;
    const args = nodes(node, 'argument').map((a) => {
      const arg = this.argument(a, argAt);
      argAt = arg.range.end.offset;
      return arg;
    });
    const last = args.at(-1);
    const range = close
      ? { file: object.range.file, start: object.range.start, end: this.tokRange(close).end }
      : last ? this.span(object, last) : { file: object.range.file, start: object.range.start, end: this.range(innerAt, innerAt).end };
    if (object.kind !== 'name' && object.kind !== 'member') {
      if (object.kind !== 'error') this.report('expr/call-target', object.range);
      return { kind: 'error', range };
    }
    const call: CallExpr = { kind: 'call', callee: object, args, range };
    return call;
  }

  private argument(node: CstNode, at: number): Arg {
    const name = tok(node, 'name');
    const colon = tok(node, 'Colon');
    const valueAt = colon ? end(colon) : at;
    const valueNode = nodes(node, 'expression')[0];
    const value = valueNode ? this.expression(valueNode, valueAt) : this.error(valueAt);
    if (!name) return { value, range: value.range };
    return { name: name.image, value, range: this.fromTok(name, value) };
  }

  private primary(node: CstNode, at: number): Expr {
    let t: IToken | undefined;
    if ((t = tok(node, 'NumberLit'))) {
      const value = Number(t.image);
      if (!Number.isSafeInteger(value)) {
        this.diagnostics.push(exprDiagnostic('expr/number-too-large', this.tokRange(t), { value: t.image }));
      }
      return { kind: 'number', value, range: this.tokRange(t) };
    }
    if ((t = tok(node, 'StringLit'))) {
      const closed = t.tokenType !== UnclosedString;
      return { kind: 'string', value: unescape(t.image, closed), range: this.tokRange(t) };
    }
    if ((t = tok(node, 'True') ?? tok(node, 'False'))) return { kind: 'bool', value: t.image === 'true', range: this.tokRange(t) };
    if ((t = tok(node, 'Null'))) return { kind: 'null', range: this.tokRange(t) };
    if ((t = tok(node, 'Ident'))) return { kind: 'name', name: t.image, range: this.tokRange(t) };
    const list = nodes(node, 'list')[0];
    if (list) return this.list(list, at);
    const paren = nodes(node, 'paren')[0];
    if (paren) return this.paren(paren, at);
    return this.error(at);
  }

  private list(node: CstNode, at: number): Expr {
    const open = tok(node, 'LBracket');
    const close = tok(node, 'RBracket');
    let itemAt = open ? end(open) : at;
    const items = nodes(node, 'expression').map((n) => {
      const e = this.expression(n, itemAt);
      itemAt = this.endOf(e);
      return e;
    });
    const start = open ? open.startOffset : at;
    const stop = close ? end(close) : Math.max(itemAt, start);
    return { kind: 'list', items, range: this.range(start, stop) };
  }

  private paren(node: CstNode, at: number): Expr {
    const open = tok(node, 'LParen');
    const close = tok(node, 'RParen');
    const inner = nodes(node, 'expression')[0];
    const innerAt = open ? end(open) : at;
    const e = inner ? this.expression(inner, innerAt) : this.error(innerAt);
    const start = open ? this.tokRange(open).start : e.range.start;
    const stop = close ? this.tokRange(close).end : e.range.end;
    return { ...e, range: { file: e.range.file, start, end: stop } };
  }
}
