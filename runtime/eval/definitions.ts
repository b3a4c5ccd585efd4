// Named definitions (`define:`) at run time. A body is compiled once per rule file with its
// parameters in slots 0 … n-1 (as the checker numbered them); a call evaluates its arguments in the
// caller's slots, then puts them in those slots for the body and restores the caller's values after,
// as lambdas do. The checker refused recursion, so compiling a body never needs itself.
import type { CallExpr, NameRef } from '../../grammar/expr/ast.js';
import type { DefineDef } from '../../grammar/def/types.js';
import type { Compiled, Rules } from '../rules.js';
import type { Value } from '../values.js';
import { RuleError, slots } from './context.js';
import { compileIn } from './compile.js';
import { spend } from '../budget.js';
import { exprCost } from './cost.js';

const bodies = new WeakMap<Rules, Map<string, Compiled>>();

function definition(rules: Rules, name: string, at: NameRef): DefineDef {
  const d = rules.def.defines?.find((x) => x.name === name);
  if (d === undefined) throw new RuleError('runtime/unknown-name', `unknown definition '${name}'`, at.range);
  return d;
}

function bodyOf(rules: Rules, d: DefineDef): Compiled {
  let byName = bodies.get(rules);
  if (byName === undefined) bodies.set(rules, (byName = new Map()));
  let f = byName.get(d.name);
  if (f === undefined) {
    const run = compileIn(rules, d.value, d.params.length);
    // Each evaluation of a body pays for its nodes, as a whole expression does: definitions that
    // call each other twice over would otherwise double their work per level, uncounted.
    const cost = exprCost(d.value);
    f = (c) => {
      spend(cost, d.value.range);
      return run(c);
    };
    byName.set(d.name, f);
  }
  return f;
}

/** A constant read by name: its value, evaluated where it is read (it sees that place's `me`). */
export function compileConstant(rules: Rules, e: NameRef): Compiled {
  const d = definition(rules, e.name, e);
  let body: Compiled | undefined;
  return (c) => (body ??= bodyOf(rules, d))(c);
}

/** A call of a definition with parameters: `NAME(a, b)`. */
export function compileDefinitionCall(rules: Rules, e: CallExpr, callee: NameRef, scope: number): Compiled {
  definition(rules, callee.name, callee); // an unknown name fails before its arguments compile
  return definitionCaller(rules, e, callee, e.args.map((a) => compileIn(rules, a.value, scope)));
}

/** A call of a definition given its compiled arguments (staged.ts gives them already evaluated). */
export function definitionCaller(rules: Rules, e: CallExpr, callee: NameRef, args: readonly Compiled[]): Compiled {
  const d = definition(rules, callee.name, callee);
  const n = d.params.length;
  if (args.length !== n) throw new RuleError('runtime/arity', `'${d.name}' takes ${n} argument(s), found ${args.length}`, e.range);
  let body: Compiled | undefined;
  if (n === 1) {
    // One parameter (the common case): no lists for the argument and the caller's value.
    const arg = args[0] as Compiled;
    return (c) => {
      const v = arg(c);
      const saved = slots[0];
      slots[0] = v;
      const r = (body ??= bodyOf(rules, d))(c);
      slots[0] = saved as Value;
      return r;
    };
  }
  return (c) => {
    const values = args.map((f) => f(c));
    const saved = slots.slice(0, n);
    for (let i = 0; i < n; i++) slots[i] = values[i] as Value;
    const r = (body ??= bodyOf(rules, d))(c);
    for (let i = 0; i < n; i++) slots[i] = saved[i] as Value;
    return r;
  };
}
