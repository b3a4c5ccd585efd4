// Resolves a plain name: lambda parameters, then locals, then built-in names, game vars, shared
// zones, pools. Which of the last four a name is never changes for a rule file, so that part is
// decided once when the expression is compiled; only parameters and locals are looked up per run.
import type { Expr } from '../../grammar/expr/ast.js';
import type { Compiled, Rules } from '../rules.js';
import { deckFor, zoneKey } from '../rules.js';
import { cardRef, playerRef, type Value } from '../values.js';
import { RuleError, type EvalCtx } from './context.js';

const hasOwn = Object.prototype.hasOwnProperty;

/** Every seat's player reference, one list per player count (never changed by anyone). */
const everyone: Value[][] = [];

export function allPlayers(ctx: EvalCtx): Value[] {
  const n = ctx.s.players.length;
  let list = everyone[n];
  if (list === undefined) {
    list = Object.freeze(Array.from({ length: n }, (_, i) => playerRef(i))) as Value[];
    everyone[n] = list;
  }
  return list;
}

/** A zone's cards as values (a new list: callers may keep it). */
export function cardsOf(ids: readonly string[] | undefined): Value[] {
  if (ids === undefined) return [];
  const out: Value[] = new Array<Value>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = cardRef(ids[i] as string);
  return out;
}

export function zoneCards(ctx: EvalCtx, key: string): Value[] {
  return cardsOf(ctx.s.zones[key]);
}

/** The built-in name's reader, or undefined when the name is not built in. */
function builtin(name: string): Compiled | undefined {
  switch (name) {
    case 'me': return (c) => (c.me === null ? null : playerRef(c.me));
    case 'players': return allPlayers;
    case 'others': return (c) => {
      const out: Value[] = [];
      for (let i = 0; i < c.s.players.length; i++) if (i !== c.me) out.push(playerRef(i));
      return out;
    };
    case 'active': return (c) => {
      const out: Value[] = [];
      const players = c.s.players;
      for (let i = 0; i < players.length; i++) if (!(players[i] as { out: boolean }).out) out.push(playerRef(i));
      return out;
    };
    case 'round': return (c) => c.s.round;
    case 'trick': {
      const ref: Value = { t: 'trick' };
      return (c) => (c.s.trick === null ? null : ref);
    }
    case 'options': {
      const ref: Value = { t: 'options' };
      return () => ref;
    }
    case 'suits': return (c) => [...(deckFor(c.rules.def, c.s.players.length)?.suits ?? [])];
    case 'max_rank': return (c) => deckFor(c.rules.def, c.s.players.length)?.ranks.max ?? null;
    case 'min_rank': return (c) => deckFor(c.rules.def, c.s.players.length)?.ranks.min ?? null;
    case 'previous_leader': return (c) => playerRef(c.s.roundLeader);
    case 'legal': return (c) => (c.legal ? c.legal.map((m) => ({ t: 'move', move: m })) : []);
    case 'move': return (c) => (c.move ? { t: 'move', move: c.move } : null);
    default: return undefined;
  }
}

/** What a name means when it is neither a parameter nor a local. */
function globalName(rules: Rules, name: string, expr: Expr): Compiled {
  const b = builtin(name);
  if (b !== undefined) return b;
  // Every declared var is set when the game is created, and only declared vars are ever set.
  if (rules.varNames.has(name)) return (c) => (c.s.vars[name] as Value | undefined) ?? null;
  const zone = rules.zones.get(name);
  if (zone !== undefined && !zone.perPlayer) {
    const key = zoneKey(name, null);
    return (c) => cardsOf(c.s.zones[key]);
  }
  if (rules.pools.has(name)) {
    const ref: Value = { t: 'pool', name };
    return () => ref;
  }
  return () => {
    throw new RuleError('runtime/unknown-name', `unknown name '${name}'`, expr.range);
  };
}

/** A name that no enclosing lambda of its expression binds. */
export function compileName(rules: Rules, name: string, expr: Expr): Compiled {
  const global = globalName(rules, name, expr);
  return (c) => {
    if (hasOwn.call(c.locals, name)) return c.locals[name] as Value;
    return global(c);
  };
}
