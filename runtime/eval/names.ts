// Plain names at run time: the checker decided what each one is (a lambda parameter, a local, a
// context name, a built-in, a var, a zone, a pool; GameDef.resolved), so compiling one picks its
// reader once. GLOBAL_VALUES and CONTEXT_VALUES implement the built-in names of builtins.ts.
import { spend } from '../budget.js';
import type { NameRef } from '../../grammar/expr/ast.js';
import type { ContextName, GlobalName } from '../../grammar/expr/builtins.js';
import type { Compiled, Rules } from '../rules.js';
import { deckFor, zoneKey } from '../rules.js';
import { cardRef, markerRef, playerRef, type Value } from '../values.js';
import { RuleError, slots, type EvalCtx } from './context.js';
import { UnresolvedError, nameResolution } from './resolved.js';
import { compileConstant } from './definitions.js';

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
  spend(ids.length, undefined); // a zone's list of cards costs its length (budget.ts)
  const out: Value[] = new Array<Value>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = cardRef(ids[i] as string);
  return out;
}

export function zoneCards(ctx: EvalCtx, key: string): Value[] {
  return cardsOf(ctx.s.zones[key]);
}

const trickRef: Value = { t: 'trick' };
const optionsRef: Value = { t: 'options' };

/** The built-in names available everywhere (builtins.ts GLOBALS). */
export const GLOBAL_VALUES: Readonly<Record<GlobalName, Compiled>> = {
  players: allPlayers,
  others: (c) => {
    const out: Value[] = [];
    for (let i = 0; i < c.s.players.length; i++) if (i !== c.me) out.push(playerRef(i));
    return out;
  },
  me: (c) => (c.me === null ? null : playerRef(c.me)),
  active: (c) => {
    const out: Value[] = [];
    const players = c.s.players;
    for (let i = 0; i < players.length; i++) if (!(players[i] as { out: boolean }).out) out.push(playerRef(i));
    return out;
  },
  round: (c) => c.s.round,
  trick: (c) => (c.s.trick === null ? null : trickRef),
  options: () => optionsRef,
  suits: (c) => [...(deckFor(c.rules.def, c.s.players.length)?.suits ?? [])],
  max_rank: (c) => deckFor(c.rules.def, c.s.players.length)?.ranks.max ?? null,
  min_rank: (c) => deckFor(c.rules.def, c.s.players.length)?.ranks.min ?? null,
  direction: (c) => c.s.direction ?? 1,
  previous_leader: (c) => playerRef(c.s.roundLeader),
};

function unknownName(name: string, e: NameRef): never {
  throw new RuleError('runtime/unknown-name', `unknown name '${name}'`, e.range);
}

/** Reads a context value the event passed as a local (`played`, `meld`, `chosen`). */
const fromLocals = (e: NameRef): Compiled => {
  const name = e.name;
  return (c) => (hasOwn.call(c.locals, name) ? (c.locals[name] as Value) : unknownName(name, e));
};

/** The names only some expressions have (builtins.ts CONTEXT), each compiled for one place. */
export const CONTEXT_VALUES: Readonly<Record<ContextName, (e: NameRef) => Compiled>> = {
  played: fromLocals,
  meld: fromLocals,
  chosen: fromLocals,
  card: fromLocals,
  top: fromLocals,
  legal: () => (c) => (c.legal ? c.legal.map((m) => ({ t: 'move', move: m })) : []),
  move: () => (c) => (c.move ? { t: 'move', move: c.move } : null),
};

function builtin<T>(table: Readonly<Record<string, T>>, e: NameRef): T {
  if (!hasOwn.call(table, e.name)) throw new UnresolvedError(e);
  return table[e.name] as T;
}

/** A plain name, compiled from what the checker decided it is. */
export function compileName(rules: Rules, e: NameRef): Compiled {
  const name = e.name;
  const r = nameResolution(rules, e);
  switch (r.to) {
    case 'param': {
      const slot = r.slot;
      return () => slots[slot] as Value;
    }
    // Assigned earlier in the block; an if-branch that did not run may have left it unset.
    case 'local': return (c) => (hasOwn.call(c.locals, name) ? (c.locals[name] as Value) : unknownName(name, e));
    case 'context': return builtin(CONTEXT_VALUES, e)(e);
    case 'global': return builtin(GLOBAL_VALUES, e);
    // Every declared var is set when the game is created, and only declared vars are ever set.
    case 'var': return (c) => (c.s.vars[name] as Value | undefined) ?? null;
    case 'zone': {
      const key = zoneKey(name, null);
      return (c) => cardsOf(c.s.zones[key]);
    }
    case 'pool': {
      const ref: Value = { t: 'pool', name };
      return () => ref;
    }
    case 'define': return compileConstant(rules, e);
    // A pooled marker by name; `null` at a player count where it is not in play.
    case 'marker': {
      const ref = markerRef(name);
      return (c) => (c.s.markers[name] === undefined ? null : ref);
    }
  }
}
