// The expression language's abstract syntax tree: read-only, every node with its source range in
// the rule file. Built from Chevrotain's CST by the AST builder; the grammar holds no meaning.
import type { SourceRange } from '../diagnostics.js';

interface NodeBase {
  readonly range: SourceRange;
}

export type BinaryOp =
  | '+' | '-' | '*' | '/' | '%'
  | '==' | '!=' | '<' | '<=' | '>' | '>='
  | 'and' | 'or' | 'in' | '..';

export type UnaryOp = '-' | 'not';

export interface NumberLit extends NodeBase { readonly kind: 'number'; readonly value: number }
export interface StringLit extends NodeBase { readonly kind: 'string'; readonly value: string }
export interface BoolLit extends NodeBase { readonly kind: 'bool'; readonly value: boolean }
export interface NullLit extends NodeBase { readonly kind: 'null' }
export interface ListLit extends NodeBase { readonly kind: 'list'; readonly items: readonly Expr[] }
/** A plain name: `me`, `players`, `threshold`. */
export interface NameRef extends NodeBase { readonly kind: 'name'; readonly name: string }
/** `object.name` — `nameRange` is the range of the member's name alone. */
export interface MemberExpr extends NodeBase {
  readonly kind: 'member';
  readonly object: Expr;
  readonly name: string;
  readonly nameRange: SourceRange;
}
export interface IndexExpr extends NodeBase { readonly kind: 'index'; readonly object: Expr; readonly index: Expr }
export interface Arg {
  /** For a named argument `optional: true`, the name; otherwise undefined. */
  readonly name?: string;
  readonly value: Expr;
  readonly range: SourceRange;
}
/** A call of a function `f(a)` (callee is a NameRef) or a method `list.filter(f)` (callee is a MemberExpr). */
export interface CallExpr extends NodeBase {
  readonly kind: 'call';
  readonly callee: NameRef | MemberExpr;
  readonly args: readonly Arg[];
}
export interface LambdaExpr extends NodeBase {
  readonly kind: 'lambda';
  readonly param: string;
  readonly paramRange: SourceRange;
  readonly body: Expr;
}
/** `let name = value in body`: body sees `name` (bound like a lambda parameter, in the next slot). */
export interface LetExpr extends NodeBase {
  readonly kind: 'let';
  readonly name: string;
  readonly nameRange: SourceRange;
  readonly value: Expr;
  readonly body: Expr;
}
export interface UnaryExpr extends NodeBase { readonly kind: 'unary'; readonly op: UnaryOp; readonly operand: Expr }
export interface BinaryExpr extends NodeBase {
  readonly kind: 'binary';
  readonly op: BinaryOp;
  readonly left: Expr;
  readonly right: Expr;
}
export interface ConditionalExpr extends NodeBase {
  readonly kind: 'conditional';
  readonly test: Expr;
  readonly then: Expr;
  readonly else: Expr;
}
/** Stands where recovery skipped broken input, so the rest of the tree is still usable. */
export interface ErrorExpr extends NodeBase { readonly kind: 'error' }

export type Expr =
  | NumberLit | StringLit | BoolLit | NullLit | ListLit
  | NameRef | MemberExpr | IndexExpr | CallExpr | LambdaExpr | LetExpr
  | UnaryExpr | BinaryExpr | ConditionalExpr | ErrorExpr;

// ---- Effects: statements, separated by `;` in one string ----

export type AssignOp = '=' | '+=' | '-=';

/** `target = value`; target is a NameRef (game var) or a MemberExpr (`p.bid`). */
export interface AssignStmt extends NodeBase {
  readonly kind: 'assign';
  readonly op: AssignOp;
  readonly target: NameRef | MemberExpr;
  readonly value: Expr;
}
/** An effect call such as `move(cards, discard)` or `each(players, p => score(p, 1))`. */
export interface CallStmt extends NodeBase { readonly kind: 'callStmt'; readonly call: CallExpr }

export type Stmt = AssignStmt | CallStmt;
