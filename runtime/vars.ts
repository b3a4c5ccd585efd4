// Starting values of game and player variables.
import type { VarInit } from '../grammar/def/types.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { evaluate } from './effects.js';
import type { Value } from './values.js';
import { jsonCopy } from '../grammar/json-copy.js';

function literal(v: VarInit & { kind: 'literal' }): Value {
  return jsonCopy(v.value) as Value;
}

export function initialValue(rules: Rules, s: GameState, init: VarInit, me: number | null): Value {
  return init.kind === 'literal' ? literal(init) : evaluate(rules, s, init.expr, me);
}
