// Checking calls: which function or method is called, whether its kind (value, effect, choice) fits
// where it stands, and its arguments against the signature of its entry in builtins.ts.
import type { SourceRange } from '../diagnostics.js';
import type { CallExpr, Expr } from './ast.js';
import { CALLABLE_NAMES, METHODS, callableEntry, memberNames, methodEntry, listProperty, type CallEntry, type ParamType, type ResultType } from './builtins.js';
import { hint, type ExprCode } from './codes.js';
import type { Resolution } from './resolution.js';
import { suggest } from './suggest.js';
import { Types as T, elementType, isAssignable, typeToString, type DefinitionSig, type ExprEnv, type Type } from './types.js';

/** The lambda parameters around a node: each with its type and its lambda's depth (its slot). */
export interface Scope {
  readonly params: ReadonlyMap<string, { readonly type: Type; readonly slot: number }>;
  /** How many lambdas enclose the node. */
  readonly depth: number;
}

export const EMPTY_SCOPE: Scope = { params: new Map(), depth: 0 };

/** The scope inside a lambda `param => …` written in `scope`. */
export function withParam(scope: Scope, param: string, type: Type): Scope {
  return { params: new Map(scope.params).set(param, { type, slot: scope.depth }), depth: scope.depth + 1 };
}

/** What call checking needs from the expression checker. */
export interface CheckContext {
  readonly env: ExprEnv;
  readonly choicesAllowed: boolean;
  expr(e: Expr, scope: Scope, expected?: Type): Type;
  /** `suggestion`: the "did you mean" name, offered as a fix replacing `range`. */
  report(code: ExprCode, range: SourceRange, args?: Readonly<Record<string, string | number>>, suggestion?: string): void;
  /** Records what a name or member refers to; `resolutionOf` reads it back. */
  record(e: Expr, r: Resolution): void;
  resolutionOf(e: Expr): Resolution | undefined;
}

/** `value`: inside an expression; `statement`: a statement, or the body of `each`'s lambda. */
export type CallMode = 'value' | 'statement';

interface Resolved {
  readonly name: string;
  readonly entry: CallEntry;
  /** For a method, the receiver's element type. */
  readonly elem?: Type;
}

function resultOf(result: ResultType, elem: Type, body: Type): Type {
  if (result === 'elem') return elem;
  if (result === 'list<elem>') return T.list(elem);
  if (result === 'list<body>') return T.list(body);
  return result;
}

export function checkCall(ctx: CheckContext, call: CallExpr, scope: Scope, mode: CallMode): Type {
  const resolved = resolveCallee(ctx, call, scope);
  if (!resolved) {
    for (const a of call.args) checkLoose(ctx, a.value, scope);
    return T.any;
  }
  const { name, entry } = resolved;
  const sig = entry.signature;
  const misplacedEffect = entry.kind === 'effect' && mode === 'value';
  if (misplacedEffect) ctx.report('type/effect-in-expression', call.range, { name });
  if (entry.kind === 'choice' && !ctx.choicesAllowed) ctx.report('type/choice-in-condition', call.range, { name });
  if (entry.kind !== 'effect' && mode === 'statement') {
    const at = call.callee.kind === 'member' ? call.callee.nameRange : call.callee.range;
    ctx.report('type/not-an-effect', at, { what: `'${name}'` });
  }

  const positional = call.args.filter((a) => a.name === undefined);
  const min = sig.required ?? sig.params.length;
  const max = sig.rest ? Infinity : sig.params.length;
  if (positional.length < min || positional.length > max) {
    const expected = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    ctx.report('type/arity', call.range, { name, expected, found: positional.length });
  }
  let elem = resolved.elem;
  let body: Type = T.any;
  positional.forEach((arg, i) => {
    const param = sig.params[i] ?? sig.rest;
    if (param === undefined) checkLoose(ctx, arg.value, scope);
    else {
      const r = checkArg(ctx, arg.value, param.type, scope, elem ?? T.any);
      if (i === 0 && r.elem) elem ??= r.elem;
      if (r.body) body = r.body;
    }
  });
  const receiver = call.callee.kind === 'member' ? call.callee.object : undefined;
  if (sig.numericElems && positional.length === 0 && elem && receiver && !isAssignable(elem, T.number)) {
    ctx.report('type/mismatch', receiver.range, { expected: 'list<number>', found: typeToString(T.list(elem)) });
  }
  for (const arg of call.args) {
    if (arg.name === undefined) continue;
    const type = sig.named?.[arg.name];
    if (type) ctx.expr(arg.value, scope, type);
    else {
      ctx.report('type/unknown-argument', arg.range, { name, arg: arg.name });
      checkLoose(ctx, arg.value, scope);
    }
  }
  if (sig.usesZone !== undefined && ctx.env.resolveName(sig.usesZone)?.to !== 'zone') {
    ctx.report('name/unknown-zone', call.callee.range, { name, zone: sig.usesZone });
  }
  return misplacedEffect ? T.any : resultOf(sig.result, elem ?? T.any, body);
}

function resolveCallee(ctx: CheckContext, call: CallExpr, scope: Scope): Resolved | undefined {
  const callee = call.callee;
  if (callee.kind === 'name') {
    // A built-in wins in call position: no value is callable, and a context name such as the
    // candidate `move` of an obligation must not hide the effect `move(…)`.
    const name = callee.name;
    const entry = callableEntry(name);
    if (entry) return { name, entry };
    const definition = scope.params.has(name) ? undefined : ctx.env.definition?.(name);
    if (definition) {
      ctx.record(callee, { to: 'define' });
      return { name, entry: definitionEntry(name, definition) };
    }
    const value = scope.params.get(name)?.type ?? ctx.env.global(name);
    if (value) ctx.report('type/not-callable', callee.range, { name, type: typeToString(value) });
    else {
      const near = suggest(name, CALLABLE_NAMES);
      ctx.report('type/unknown-function', callee.range, { name, hint: hint(near) }, near);
    }
    return undefined;
  }
  const object = ctx.expr(callee.object, scope);
  const name = callee.name;
  if (object.kind === 'any' || object.kind === 'null' || object.kind === 'effect') return undefined;
  if (object.kind === 'list') {
    const entry = methodEntry(name);
    if (entry) return { name, entry, elem: object.elem };
    const prop = listProperty(name, object.elem);
    if (prop) ctx.report('type/not-callable', callee.nameRange, { name, type: typeToString(prop) });
    else {
      const near = suggest(name, [...Object.keys(METHODS), ...memberNames('list')]);
      ctx.report('name/unknown-member', callee.nameRange, { type: typeToString(object), name, hint: hint(near) }, near);
    }
    return undefined;
  }
  const member = ctx.env.member(object, name);
  if (member) ctx.report('type/not-callable', callee.nameRange, { name, type: typeToString(member) });
  else {
    const near = suggest(name, ctx.env.memberNames(object));
    ctx.report('name/unknown-member', callee.nameRange, { type: typeToString(object), name, hint: hint(near) }, near);
  }
  return undefined;
}

/** A definition's call checked like a built-in function's: its parameters, typed, all required. */
function definitionEntry(name: string, d: DefinitionSig): CallEntry {
  return { kind: 'function', name, doc: '', example: '', signature: { params: d.params.map((p) => ({ name: p.name, type: p.type })), result: d.result } };
}

/** Checks one positional argument; returns the element type it binds (a list) or its lambda's body type. */
function checkArg(
  ctx: CheckContext,
  value: Expr,
  param: ParamType,
  scope: Scope,
  elem: Type,
): { elem?: Type; body?: Type } {
  if (param === 'list') {
    const t = ctx.expr(value, scope);
    const e = elementType(t);
    if (!e) ctx.report('type/mismatch', value.range, { expected: 'a list', found: typeToString(t) });
    return { elem: e ?? T.any };
  }
  if (param === 'elem') {
    ctx.expr(value, scope, elem);
    return {};
  }
  if (param === 'zone') {
    checkZone(ctx, value, scope);
    return {};
  }
  if ('fn' in param) return { body: checkLambda(ctx, value, scope, elem, param.fn) };
  if ('oneOf' in param) {
    const t = ctx.expr(value, scope);
    if (!param.oneOf.some((o) => isAssignable(t, o))) {
      ctx.report('type/mismatch', value.range, { expected: param.oneOf.map(typeToString).join(' or '), found: typeToString(t) });
    }
    return {};
  }
  const t = ctx.expr(value, scope, param);
  return param.kind === 'list' ? { elem: elementType(t) ?? T.any } : {};
}

/** A lambda argument: its parameter gets the element type; its body is checked against `result`. */
function checkLambda(ctx: CheckContext, value: Expr, scope: Scope, elem: Type, result: Type): Type {
  if (value.kind !== 'lambda') {
    const t = ctx.expr(value, scope);
    if (t.kind !== 'any') ctx.report('type/mismatch', value.range, { expected: 'a lambda (x => …)', found: typeToString(t) });
    return T.any;
  }
  const inner = withParam(scope, value.param, elem);
  if (result.kind !== 'effect') return ctx.expr(value.body, inner, result.kind === 'any' ? undefined : result);
  if (value.body.kind === 'call') return checkCall(ctx, value.body, inner, 'statement');
  ctx.expr(value.body, inner);
  if (value.body.kind !== 'error') ctx.report('type/not-an-effect', value.body.range, { what: 'this expression' });
  return T.effect;
}

/** Checks an argument whose call could not be resolved, without expectations. */
function checkLoose(ctx: CheckContext, value: Expr, scope: Scope): void {
  if (value.kind === 'lambda') ctx.expr(value.body, withParam(scope, value.param, T.any));
  else ctx.expr(value, scope);
}

const ZONE_EXPECTED = 'a zone (like discard or me.hand)';

/**
 * A zone argument: a list of cards that is a zone — a shared zone's name, a player's zone
 * (`me.hand`), or a conditional between zones — since the effect puts cards into it.
 */
function checkZone(ctx: CheckContext, value: Expr, scope: Scope): void {
  const t = ctx.expr(value, scope, T.list(T.card));
  if (!isAssignable(t, T.list(T.card)) || isZoneRef(ctx, value)) return;
  // An unknown name or a broken expression was reported already.
  if (t.kind === 'any' && ctx.resolutionOf(value) === undefined && value.kind !== 'conditional') return;
  ctx.report('type/mismatch', value.range, { expected: ZONE_EXPECTED, found: typeToString(t) });
}

function isZoneRef(ctx: CheckContext, e: Expr): boolean {
  if (e.kind === 'conditional') return isZoneRef(ctx, e.then) && isZoneRef(ctx, e.else);
  const r = ctx.resolutionOf(e);
  if (r?.to === 'zone' || r?.to === 'player-zone') return true;
  // `x.hand` with x of unknown type (a var that starts as null) names x's hand when x is a player.
  if (r?.to === 'dynamic' && e.kind === 'member' && ctx.env.resolveMember(T.player, e.name)?.to === 'player-zone') {
    ctx.record(e, { to: 'player-zone' });
    return true;
  }
  return false;
}
