// The expression type checker: pure, against an ExprEnv (types.ts). Reports unknown names and
// members (with suggestions), type mismatches at the offending node, and calls that do not fit
// where they stand (check-call.ts). `any` stands where an error was reported, so nothing cascades.
// It also records what each name and member refers to (resolution.ts), for the runtime.
import type { Diagnostic, SourceRange } from '../diagnostics.js';
import type { AssignStmt, BinaryExpr, Expr, MemberExpr, Stmt } from './ast.js';
import { METHODS, callableEntry, listProperty, memberNames, methodEntry } from './builtins.js';
import { EMPTY_SCOPE, checkCall, withParam, type CheckContext, type Scope } from './check-call.js';
import { exprDiagnostic, hint, type ExprCode } from './codes.js';
import { resolutionKey, type Resolution } from './resolution.js';
import { suggest } from './suggest.js';
import { Types as T, elementType, isAssignable, joinTypes, typeToString, type ExprEnv, type Type } from './types.js';

export interface CheckOptions {
  /**
   * Whether choices (`choose_player(…)`) may appear. Off by default: conditions and values are
   * evaluated without asking a player. Effects always allow them.
   */
  readonly choices?: boolean;
}

const EMPTY = EMPTY_SCOPE;

/** Where a checker writes what names and members refer to, keyed as resolution.ts says. */
export type ResolutionSink = Record<string, Resolution>;

class Checker implements CheckContext {
  readonly diagnostics: Diagnostic[] = [];
  private readonly resolved = new Map<Expr, Resolution>();

  constructor(
    readonly env: ExprEnv,
    readonly choicesAllowed: boolean,
    private readonly sink: ResolutionSink | undefined,
  ) {}

  record(e: Expr, r: Resolution): void {
    this.resolved.set(e, r);
    if (this.sink !== undefined) this.sink[resolutionKey(e)] = r;
  }

  resolutionOf(e: Expr): Resolution | undefined {
    return this.resolved.get(e);
  }

  report(code: ExprCode, range: SourceRange, args: Readonly<Record<string, string | number>> = {}, suggestion?: string): void {
    this.diagnostics.push(exprDiagnostic(code, range, args, 'error', suggestion));
  }

  private mismatch(at: Expr, expected: Type | string, found: Type): void {
    const exp = typeof expected === 'string' ? expected : typeToString(expected);
    this.report('type/mismatch', at.range, { expected: exp, found: typeToString(found) });
  }

  expr(e: Expr, scope: Scope, expected?: Type): Type {
    const t = this.infer(e, scope);
    if (expected && !isAssignable(t, expected)) this.mismatch(e, expected, t);
    return t;
  }

  private infer(e: Expr, scope: Scope): Type {
    switch (e.kind) {
      case 'number':
        return T.number;
      case 'string':
        return T.string;
      case 'bool':
        return T.bool;
      case 'null':
        return T.null;
      case 'error':
        return T.any;
      case 'list': {
        let elem: Type = T.null;
        for (const item of e.items) {
          const t = this.expr(item, scope);
          const joined = joinTypes(elem, t);
          if (joined) elem = joined;
          else this.mismatch(item, elem, t);
        }
        return T.list(elem);
      }
      case 'name':
        return this.name(e, scope);
      case 'member':
        return this.member(e, scope);
      case 'index': {
        const object = this.expr(e.object, scope);
        this.expr(e.index, scope, T.number);
        const elem = elementType(object);
        if (!elem) this.mismatch(e.object, 'a list', object);
        return elem ?? T.any;
      }
      case 'call':
        return checkCall(this, e, scope, 'value');
      case 'lambda': // misplaced (the parser reported it); still check its body
        return T.lambda(T.any, this.expr(e.body, withParam(scope, e.param, T.any)));
      case 'let': {
        const value = this.expr(e.value, scope);
        return this.expr(e.body, withParam(scope, e.name, value.kind === 'null' ? T.any : value));
      }
      case 'unary':
        return e.op === 'not' ? (this.expr(e.operand, scope, T.bool), T.bool) : (this.expr(e.operand, scope, T.number), T.number);
      case 'binary':
        return this.binary(e, scope);
      case 'conditional': {
        this.expr(e.test, scope, T.bool);
        const a = this.expr(e.then, scope);
        const b = this.expr(e.else, scope);
        const joined = joinTypes(a, b);
        if (!joined) this.mismatch(e.else, a, b);
        return joined ?? a;
      }
    }
  }

  private name(e: Extract<Expr, { kind: 'name' }>, scope: Scope): Type {
    const name = e.name;
    const param = scope.params.get(name);
    if (param) {
      this.record(e, { to: 'param', slot: param.slot });
      return param.type;
    }
    const t = this.env.global(name);
    const ref = t && this.env.resolveName(name);
    if (t && ref) {
      this.record(e, ref);
      return t;
    }
    const definition = this.env.definition?.(name);
    if (definition) this.report('type/arity', e.range, { name, expected: definition.params.length, found: 0 });
    else if (callableEntry(name)) this.report('type/missing-call', e.range, { name });
    else {
      const near = suggest(name, [...scope.params.keys(), ...this.env.globalNames()]);
      this.report('name/unknown', e.range, { name, hint: hint(near) }, near);
    }
    return T.any;
  }

  private member(e: MemberExpr, scope: Scope): Type {
    return this.memberOf(this.expr(e.object, scope), e);
  }

  private memberOf(object: Type, e: MemberExpr): Type {
    if (object.kind === 'any' || object.kind === 'null') {
      this.record(e, { to: 'dynamic' });
      return T.any;
    }
    if (object.kind === 'effect') return T.any;
    if (object.kind === 'list') {
      const prop = listProperty(e.name, object.elem);
      if (prop) {
        this.record(e, { to: 'member', of: 'list' });
        return prop;
      }
      if (methodEntry(e.name)) this.report('type/missing-call', e.nameRange, { name: e.name });
      else {
        const near = suggest(e.name, [...memberNames('list'), ...Object.keys(METHODS)]);
        this.report('name/unknown-member', e.nameRange, { type: typeToString(object), name: e.name, hint: hint(near) }, near);
      }
      return T.any;
    }
    const t = this.env.member(object, e.name);
    const ref = t && this.env.resolveMember(object, e.name);
    if (t && ref) {
      this.record(e, ref);
      return t;
    }
    const near = suggest(e.name, this.env.memberNames(object));
    this.report('name/unknown-member', e.nameRange, { type: typeToString(object), name: e.name, hint: hint(near) }, near);
    return T.any;
  }

  private binary(e: BinaryExpr, scope: Scope): Type {
    switch (e.op) {
      case 'and':
      case 'or':
        this.expr(e.left, scope, T.bool);
        this.expr(e.right, scope, T.bool);
        return T.bool;
      case '==':
      case '!=': {
        const l = this.expr(e.left, scope);
        const r = this.expr(e.right, scope);
        if (!isAssignable(r, l) && !isAssignable(l, r)) this.mismatch(e.right, l, r);
        return T.bool;
      }
      case 'in': {
        const l = this.expr(e.left, scope);
        const r = this.expr(e.right, scope);
        const elem = elementType(r);
        if (!elem) this.mismatch(e.right, T.list(l), r);
        else if (!isAssignable(l, elem) && !isAssignable(elem, l)) this.mismatch(e.left, elem, l);
        return T.bool;
      }
      case '..':
        this.expr(e.left, scope, T.number);
        this.expr(e.right, scope, T.number);
        return T.list(T.number);
      case '<':
      case '<=':
      case '>':
      case '>=':
        this.expr(e.left, scope, T.number);
        this.expr(e.right, scope, T.number);
        return T.bool;
      case '+':
        return this.plus(e, scope);
      default: // - * / %
        this.expr(e.left, scope, T.number);
        this.expr(e.right, scope, T.number);
        return T.number;
    }
  }

  /** `+` adds numbers, joins strings and concatenates lists (as the runtime does). */
  private plus(e: BinaryExpr, scope: Scope): Type {
    const l = this.expr(e.left, scope);
    const r = this.expr(e.right, scope);
    const known = (t: Type): boolean => t.kind !== 'any' && t.kind !== 'null';
    const [shape, at] = known(l) ? [l, e.left] : known(r) ? [r, e.right] : [T.number, e.left];
    if (shape.kind !== 'number' && shape.kind !== 'string' && shape.kind !== 'list') {
      this.mismatch(at, T.number, shape);
      return T.any;
    }
    const joined = joinTypes(l, r);
    if (!joined) this.mismatch(e.right, l, r);
    return joined && known(joined) ? joined : shape;
  }

  assign(s: AssignStmt): void {
    const target = this.assignTarget(s);
    if (s.op === '=') {
      this.expr(s.value, EMPTY, target);
      return;
    }
    // `list += x` appends an element or a list (as the runtime does); otherwise numbers only.
    if (s.op === '+=' && target?.kind === 'list') {
      const value = this.expr(s.value, EMPTY);
      if (!isAssignable(value, target) && !isAssignable(value, target.elem)) this.mismatch(s.value, target, value);
      return;
    }
    if (target && !isAssignable(target, T.number)) this.mismatch(s.target, T.number, target);
    this.expr(s.value, EMPTY, T.number);
  }

  /** The target's type, or undefined when it is unknown or may not be assigned (reported). */
  private assignTarget(s: AssignStmt): Type | undefined {
    const target = s.target;
    if (target.kind === 'name') {
      const t = this.env.global(target.name);
      if (!t) {
        this.name(target, EMPTY);
        return undefined;
      }
      const ref = this.env.resolveName(target.name);
      if (ref) this.record(target, ref);
      if (this.env.assignable(target.name)) return t;
      this.report('type/assign-target', target.range, { name: target.name });
      return undefined;
    }
    const object = this.expr(target.object, EMPTY);
    if (object.kind === 'any' || object.kind === 'null' || object.kind === 'effect') {
      if (object.kind !== 'effect') this.record(target, { to: 'dynamic' });
      return undefined;
    }
    const t = object.kind === 'list' ? listProperty(target.name, object.elem) : this.env.member(object, target.name);
    if (!t) {
      this.memberOf(object, target); // reports the unknown member
      return undefined;
    }
    const ref = object.kind === 'list' ? undefined : this.env.resolveMember(object, target.name);
    if (ref) this.record(target, ref);
    if (object.kind !== 'list' && this.env.assignable(target.name, object)) return t;
    this.report('type/assign-target', target.range, { name: target.name });
    return undefined;
  }
}

/** Checks one expression; with `expected`, its type must be assignable to it. */
export function checkExpression(
  ast: Expr,
  env: ExprEnv,
  expected?: Type,
  options: CheckOptions = {},
  resolved?: ResolutionSink,
): { type: Type; diagnostics: Diagnostic[] } {
  const checker = new Checker(env, options.choices ?? false, resolved);
  const type = checker.expr(ast, EMPTY, expected);
  return { type, diagnostics: checker.diagnostics };
}

/**
 * Checks a definition's body (`define:`) once, its parameters bound in slots 0 … n-1 as lambda
 * parameters are; gives its value's type.
 */
export function checkWithParams(
  ast: Expr,
  env: ExprEnv,
  params: readonly { readonly name: string; readonly type: Type }[],
  resolved?: ResolutionSink,
): { type: Type; diagnostics: Diagnostic[] } {
  const checker = new Checker(env, false, resolved);
  const scope = params.reduce((sc, p) => withParam(sc, p.name, p.type), EMPTY);
  const type = checker.expr(ast, scope);
  return { type, diagnostics: checker.diagnostics };
}

/**
 * Checks effect statements: assignments to vars, effect calls (choices allowed in their arguments).
 * With `resolved`, what each name and member refers to is written there.
 */
export function checkEffects(stmts: readonly Stmt[], env: ExprEnv, resolved?: ResolutionSink): Diagnostic[] {
  const checker = new Checker(env, true, resolved);
  for (const s of stmts) {
    if (s.kind === 'assign') checker.assign(s);
    else checkCall(checker, s.call, EMPTY, 'statement');
  }
  return checker.diagnostics;
}
