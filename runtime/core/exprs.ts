// The rule file's expressions as the core evaluates them: compiled over the core state by the
// expression compiler (runtime/core/expr/) when it takes them, else (per round or game only) through
// the temporary bridge (bridge.ts). Either way a closure (state, me) → runtime Value, spending the
// budget as the runtime's evaluator does.
import type { Expr } from '../../grammar/expr/ast.js';
import type { Rules } from '../rules.js';
import type { Value } from '../values.js';
import { compileValue, coreEnv, Unsupported, type CoreEnv } from './expr/index.js';
import { evaluate } from '../effects.js';
import type { CoreLayout } from './layout.js';
import type { CoreState } from './state.js';
import { bridgeState } from './bridge.js';

/** An expression of the round or game (me: a seat, or -1 for none). */
export type RoundFn = (s: CoreState, me: number) => Value;

/** How many of a core's per-round expressions are compiled, and which go through the bridge. */
export interface ExprTally {
  compiled: number;
  bridged: string[];
}

/** One environment per layout: evaluations of per-round expressions never nest. */
const envs = new WeakMap<CoreLayout, CoreEnv>();

function envOf(L: CoreLayout): CoreEnv {
  let env = envs.get(L);
  if (env === undefined) envs.set(L, (env = coreEnv(-1)));
  return env;
}

/** The closure of a per-round expression: compiled when the compiler takes it, else bridged. */
export function roundFn(rules: Rules, L: CoreLayout, e: Expr, tally: ExprTally, options?: Readonly<Record<string, Value>>): RoundFn {
  const env = envOf(L);
  try {
    const f = compileValue(L, e, options);
    tally.compiled++;
    return (s, me) => {
      env.me = me;
      return f(s, env);
    };
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    tally.bridged.push(`${e.range.start.line}:${e.range.start.column} (${err.reason})`);
    // TEMPORARY BRIDGE: the runtime's evaluator on the state's GameState.
    return (s, me) => evaluate(rules, bridgeState(s), e, me < 0 ? null : me);
  }
}
