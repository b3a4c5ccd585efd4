// The core's expression compiler: an Expr (the same AST, the same checker resolutions as the
// runtime's eval/compile.ts) compiled to closures over the integer state (../state.ts). Each node
// is compiled to a representation decided when compiled (node.ts): `me.hand.size` is a length
// read, `c.suit` an array read, players and cards are numbers, lambda parameters live in slots.
// What the closures give, the errors they throw and the budget steps they spend are the runtime's
// (test/runtime/core/expr-differential.test.ts compares them); a construct not supported yet is
// refused when compiled (Unsupported), never run differently.
import type { CallExpr, Expr, NameRef } from '../../../grammar/expr/ast.js';
import type { Rules } from '../../rules.js';
import { RuleError } from '../../eval/context.js';
import { nameResolution, resolutionIfAny } from '../../eval/resolved.js';
import { isChoice } from '../../eval/choices.js';
import { exprCost } from '../../eval/cost.js';
import { spend } from '../../budget.js';
import { markerRef, type Value } from '../../values.js';
import type { CoreLayout } from '../layout.js';
import { slots } from './env.js';
import { at, boolNode, intNode, listNode, numNode, valueNode, Unsupported, type Fn, type IntNode, type Node } from './node.js';
import { asNum, asTest, asValue, materialize } from './convert.js';
import { globalValue, markerNumber, optionsRef, trickRef } from './facts.js';
import { compileMethod, compileFunction } from './methods.js';
import { compileMember } from './members.js';
import { compileBinary } from './operators.js';
import { constNode, constOf } from './fold.js';

/** What a parameter's slot holds: the representation of the node bound to it. */
export type SlotRep = { readonly rep: 'seat' | 'card' | 'suit'; readonly nullable: boolean } | { readonly rep: 'num' | 'bool' | 'seats' | 'cards' | 'value' };

/** One compilation: the rules, the layout, whether `me` is a seat (else null), definitions compiled so far. */
export interface Cx {
  readonly rules: Rules;
  readonly L: CoreLayout;
  readonly meBound: boolean;
  readonly defs: Map<string, { body: Node | undefined }>;
  /** The game's options when compiling for one game's (their reads fold to constants), else undefined. */
  readonly options?: Readonly<Record<string, Value>> | undefined;
  /** compileNode, passed in so that methods.ts compiles lambda bodies without importing this module. */
  readonly compile: (cx: Cx, e: Expr, scope: Scope) => Node;
}

/** The lambda parameters around a node: their reps by slot (the slot is the lambda's depth). */
export type Scope = readonly SlotRep[];

const hasOwn = Object.prototype.hasOwnProperty;

/** The rep a node is bound in a slot with; a zone is read (and paid) as its cards when bound. */
export function bindable(n: Node): { node: Node; rep: SlotRep } {
  switch (n.rep) {
    case 'seat':
    case 'card':
    case 'suit':
      return { node: n, rep: { rep: n.rep, nullable: n.nullable } };
    case 'zone':
      if (n.nullable) {
        const v = asValue(n);
        return { node: valueNode(v), rep: { rep: 'value' } };
      }
      return { node: materialize(n), rep: { rep: 'cards' } };
    default:
      return { node: n, rep: { rep: n.rep } };
  }
}

/** A node reading slot `k` of rep `r`. */
function slotNode(k: number, r: SlotRep): Node {
  switch (r.rep) {
    case 'seat':
    case 'card':
      return { rep: r.rep, nullable: r.nullable, f: () => slots[k] as number, from: { slot: k } };
    case 'suit':
      return intNode(r.rep, r.nullable, () => slots[k] as number);
    case 'num': return numNode(() => slots[k] as number);
    case 'bool': return boolNode(() => slots[k] as boolean);
    case 'seats':
    case 'cards':
      return listNode(r.rep, () => slots[k] as readonly number[]);
    case 'value': return valueNode(() => slots[k] as Value);
  }
}

export function compileNode(cx: Cx, e: Expr, scope: Scope): Node {
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'bool':
      return constNode(e.value);
    case 'null': return constNode(null);
    case 'list': {
      const items = e.items.map((i) => asValue(compileNode(cx, i, scope)));
      return valueNode((st, env) => items.map((f) => f(st, env)));
    }
    case 'name': return compileName(cx, e, scope);
    case 'member': return compileMember(cx, e, scope);
    case 'index': return compileIndex(cx, e, scope);
    case 'call': return compileCall(cx, e, scope);
    case 'lambda':
      throw new RuleError('runtime/lambda', 'a lambda can only be the argument of a list method', e.range);
    case 'let': {
      const { node: value, rep } = bindable(compileNode(cx, e.value, scope));
      const k = scope.length;
      const body = compileNode(cx, e.body, [...scope, rep]);
      const v = value.f as Fn<unknown>;
      return wrap(body, (run) => (st, env) => {
        const x = v(st, env);
        const old = slots[k];
        slots[k] = x;
        const r = run(st, env);
        slots[k] = old;
        return r;
      });
    }
    case 'unary': {
      if (e.op === 'not') {
        const operand = compileNode(cx, e.operand, scope);
        const k = constOf(operand);
        if (k !== undefined) return constNode(k.v !== true);
        if (operand.rep === 'value') {
          const v = operand.f;
          return boolNode((st, env) => v(st, env) !== true);
        }
        const t = asTest(operand);
        return boolNode((st, env) => !t(st, env));
      }
      const x = asNum(compileNode(cx, e.operand, scope), e.operand);
      return numNode((st, env) => -x(st, env));
    }
    case 'binary': return compileBinary(cx, e, scope);
    case 'conditional': {
      const test = compileNode(cx, e.test, scope);
      const k = constOf(test);
      // A test known when compiled: only its branch is compiled (the other never runs).
      if (k !== undefined) {
        // Both compiled, so that a branch the runtime cannot compile fails here as it does there.
        const a = compileNode(cx, e.then, scope);
        const b = compileNode(cx, e.else, scope);
        return k.v === true ? a : b;
      }
      const t = asTest(test);
      const a = compileNode(cx, e.then, scope);
      const b = compileNode(cx, e.else, scope);
      return join(a, b, (fa, fb) => (st, env) => (t(st, env) ? fa(st, env) : fb(st, env)));
    }
    case 'error':
      throw new RuleError('runtime/broken-expression', 'this expression has syntax errors', e.range);
  }
}

/**
 * A node of the same rep as `n` whose closure is `make(n.f)`. Only the rep (and whether null may
 * come) is kept: where the value came from (a slot, `me`, a zone's instance) is the inner node's,
 * not the new closure's (`let x = me in x` is read after its slot is given back).
 */
export function wrap(n: Node, make: <T>(f: Fn<T>) => Fn<T>): Node {
  // A zone leaving its `let` or definition is read there, as the runtime reads (and pays) it.
  if (n.rep === 'zone') return wrap(n.nullable ? valueNode(asValue(n)) : materialize(n), make);
  const f = make(n.f as Fn<unknown>);
  return ('nullable' in n ? { rep: n.rep, nullable: n.nullable, f } : { rep: n.rep, f }) as Node;
}

/** Two branches in one node: of their common rep, or both as Values. */
function join(a: Node, b: Node, make: <T>(fa: Fn<T>, fb: Fn<T>) => Fn<T>): Node {
  if (a.rep === b.rep && a.rep !== 'zone') {
    const nullable = (a as IntNode).nullable === true || (b as IntNode).nullable === true;
    return { rep: a.rep, nullable, f: make(a.f as Fn<unknown>, b.f as Fn<unknown>) } as Node;
  }
  return valueNode(make(asValue(a), asValue(b)));
}

// ---- names ----

function compileName(cx: Cx, e: NameRef, scope: Scope): Node {
  const name = e.name;
  const r = nameResolution(cx.rules, e);
  switch (r.to) {
    case 'param': {
      const rep = scope[r.slot];
      if (rep === undefined) throw new Unsupported(`a parameter outside its lambda ('${name}')`, at(e));
      return slotNode(r.slot, rep);
    }
    case 'local': return valueNode((_st, env) => (hasOwn.call(env.locals, name) ? (env.locals[name] as Value) : unknownName(name, e)));
    case 'context': return compileContext(e);
    case 'global': return compileGlobal(cx, e);
    case 'var': {
      const k = cx.L.varIndex.get(name);
      if (k === undefined) return valueNode(() => null);
      return valueNode((st) => st.gvars[k] ?? null);
    }
    case 'zone': {
      const z = zoneOf(cx, name, 0);
      if (z < 0) throw new Unsupported(`the zone '${name}' (not in the layout)`, at(e));
      return intNode('zone', false, () => z);
    }
    case 'pool': {
      const ref: Value = { t: 'pool', name };
      return valueNode(() => ref);
    }
    case 'define': return compileDefinition(cx, e, e, []);
    case 'marker': {
      const ref = markerRef(name);
      return valueNode((st) => (markerNumber(st, name) < 0 ? null : ref));
    }
  }
}

function unknownName(name: string, e: NameRef): never {
  throw new RuleError('runtime/unknown-name', `unknown name '${name}'`, e.range);
}

function compileContext(e: NameRef): Node {
  const name = e.name;
  switch (name) {
    case 'played':
    case 'meld':
    case 'chosen':
    case 'card':
    case 'top':
      return valueNode((_st, env) => (hasOwn.call(env.locals, name) ? (env.locals[name] as Value) : unknownName(name, e)));
    case 'legal':
      return valueNode((_st, env) => (env.legal ? env.legal.map((m) => ({ t: 'move', move: m })) : []));
    case 'move':
      return valueNode((_st, env) => (env.move ? { t: 'move', move: env.move } : null));
    default:
      throw new Unsupported(`the context name '${name}'`, at(e));
  }
}

function compileGlobal(cx: Cx, e: NameRef): Node {
  const name = e.name;
  const n = cx.L.n;
  switch (name) {
    case 'me': return cx.meBound ? { rep: 'seat', nullable: false, f: (_st, env) => env.me, from: { me: true } } : intNode('seat', true, () => -1);
    case 'players': {
      const all = Object.freeze(Array.from({ length: n }, (_, i) => i));
      return { rep: 'seats', f: () => all, everyone: true };
    }
    case 'others': return listNode('seats', (_st, env) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) if (i !== env.me) out.push(i);
      return out;
    });
    case 'active': return listNode('seats', (st) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) if (st.out[i] === 0) out.push(i);
      return out;
    });
    case 'round': return numNode((st) => st.round);
    case 'previous_leader': return intNode('seat', false, (st) => st.roundLeader);
    case 'trick': return valueNode((st) => (st.trickOn === 1 ? trickRef : null));
    case 'options': return valueNode(() => optionsRef);
    default:
      return valueNode((st, env) => globalValue(st, env, name));
  }
}

/** The zone instance of zone `name` for a seat (a shared zone: its one instance); -1: none. */
function zoneOf(cx: Cx, name: string, seat: number): number {
  const L = cx.L;
  const d = L.zoneDef.get(name);
  if (d === undefined) return -1;
  return L.zoneInstance[d * L.n + (L.zonePerPlayer[d] ? seat : 0)] as number;
}

// ---- index ----

function compileIndex(cx: Cx, e: Extract<Expr, { kind: 'index' }>, scope: Scope): Node {
  let obj = compileNode(cx, e.object, scope);
  if (obj.rep === 'zone' && !obj.nullable) obj = materialize(obj);
  const idx = compileNode(cx, e.index, scope);
  if ((obj.rep === 'seats' || obj.rep === 'cards') && idx.rep === 'num') {
    const l = obj.f;
    const i = idx.f;
    return intNode(obj.rep === 'seats' ? 'seat' : 'card', true, (st, env) => {
      const list = l(st, env);
      const k = i(st, env);
      return list[k < 0 ? list.length + k : k] ?? -1;
    });
  }
  const l = asValue(obj);
  const i = asValue(idx);
  return valueNode((st, env) => {
    const list = l(st, env);
    const k = i(st, env);
    if (!Array.isArray(list) || typeof k !== 'number') return null;
    return list[k < 0 ? list.length + k : k] ?? null;
  });
}

// ---- calls ----

function compileCall(cx: Cx, e: CallExpr, scope: Scope): Node {
  if (e.callee.kind === 'name' && resolutionIfAny(cx.rules, e.callee)?.to === 'define') {
    return compileDefinition(cx, e, e.callee, e.args.map((a) => compileNode(cx, a.value, scope)));
  }
  if (e.callee.kind === 'name') {
    if (isChoice(e.callee.name)) throw new Unsupported(`a choice (${e.callee.name}) outside effects`, at(e));
    return compileFunction(cx, e, e.callee.name, scope);
  }
  return compileMethod(cx, e, e.callee, scope);
}

/** A definition read by name (no arguments) or called (definitions.ts): its body with its parameters in slots 0 … n-1. */
function compileDefinition(cx: Cx, e: Expr, callee: NameRef, args: readonly Node[]): Node {
  const d = cx.rules.def.defines?.find((x) => x.name === callee.name);
  if (d === undefined) throw new RuleError('runtime/unknown-name', `unknown definition '${callee.name}'`, callee.range);
  const n = d.params.length;
  if (e.kind === 'call' && args.length !== n) throw new RuleError('runtime/arity', `'${d.name}' takes ${n} argument(s), found ${args.length}`, e.range);
  const bound = args.map(bindable);
  const reps = bound.map((b) => b.rep);
  const key = `${d.name}(${reps.map((r) => ('nullable' in r ? `${r.rep}${r.nullable ? '?' : ''}` : r.rep)).join(',')})`;
  let entry = cx.defs.get(key);
  if (entry === undefined) {
    entry = { body: undefined };
    cx.defs.set(key, entry);
    const run = compileNode(cx, d.value, reps);
    const cost = exprCost(d.value);
    const range = d.value.range;
    entry.body = wrap(run, (f) => (st, env) => {
      spend(cost, range);
      return f(st, env);
    });
  }
  const body = entry.body;
  if (body === undefined) throw new Unsupported(`a definition that calls itself ('${d.name}')`, at(e));
  const b = body.f as Fn<unknown>;
  if (n === 0) return body;
  if (n === 1) {
    const arg = (bound[0] as { node: Node }).node.f as Fn<unknown>;
    return wrap(body, () => (st, env) => {
      const v = arg(st, env);
      const saved = slots[0];
      slots[0] = v;
      const r = b(st, env);
      slots[0] = saved;
      return r as never;
    });
  }
  const fs = bound.map((x) => x.node.f as Fn<unknown>);
  return wrap(body, () => (st, env) => {
    const values = fs.map((f) => f(st, env));
    const saved = slots.slice(0, n);
    for (let i = 0; i < n; i++) slots[i] = values[i];
    const r = b(st, env);
    for (let i = 0; i < n; i++) slots[i] = saved[i];
    return r as never;
  });
}
