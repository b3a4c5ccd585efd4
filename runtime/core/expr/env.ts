// What a compiled core expression sees besides the state: who `me` is, the locals and event values
// (`played`, `chosen` …, as runtime Values), and for obligations the move being checked and the
// legal moves before obligations. Lambda parameters (and `let` names, definitions' parameters) live
// in two slot arrays shared by every evaluation, as the runtime's eval/context.ts `slots`: a binder
// saves the slot's value and puts it back, so nested evaluations stack like calls.
import type { Move } from '../../moves.js';
import type { Value } from '../../values.js';

export interface CoreEnv {
  /** The seat `me` is, or -1 when no player is (`me` is null). */
  me: number;
  /** Effect locals and event values (`played`, `meld`, `chosen`, `card`, `top`). */
  locals: Readonly<Record<string, Value>>;
  /** Obligations: the move being checked (null: none), and the legal moves before obligations. */
  move: Move | null;
  legal: readonly Move[] | null;
}

const NO_LOCALS: Readonly<Record<string, Value>> = Object.freeze({});

/** An environment with `me` and nothing else. */
export function coreEnv(me: number, locals: Readonly<Record<string, Value>> = NO_LOCALS, move: Move | null = null, legal: readonly Move[] | null = null): CoreEnv {
  return { me, locals, move, legal };
}

/**
 * The values of parameters by slot, in the representation the binder's node has (node.ts): a seat,
 * a card, a number, a list of seats or cards, or a runtime Value.
 */
export const slots: unknown[] = [];
