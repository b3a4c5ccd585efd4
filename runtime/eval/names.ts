// Resolves a plain name at run time: locals, then built-in names, game vars, shared zones, pools.
import type { Expr } from '../../grammar/expr/ast.js';
import { deckFor, zoneKey } from '../rules.js';
import { cardRef, playerRef, type Value } from '../values.js';
import { RuleError, type EvalCtx } from './context.js';

const hasOwn = Object.prototype.hasOwnProperty;

export function allPlayers(ctx: EvalCtx): Value[] {
  return ctx.s.players.map((_, i) => playerRef(i));
}

export function zoneCards(ctx: EvalCtx, key: string): Value[] {
  const ids = ctx.s.zones[key];
  return ids === undefined ? [] : ids.map(cardRef);
}

function builtin(ctx: EvalCtx, name: string): Value | undefined {
  const s = ctx.s;
  switch (name) {
    case 'me': return ctx.me === null ? null : playerRef(ctx.me);
    case 'players': return allPlayers(ctx);
    case 'others': return allPlayers(ctx).filter((_, i) => i !== ctx.me);
    case 'active': return s.players.flatMap((p, i) => (p.out ? [] : [playerRef(i)]));
    case 'round': return s.round;
    case 'trick': return s.trick === null ? null : { t: 'trick' };
    case 'options': return { t: 'options' };
    case 'suits': return [...(deckFor(ctx.rules.def, s.players.length)?.suits ?? [])];
    case 'max_rank': return deckFor(ctx.rules.def, s.players.length)?.ranks.max ?? null;
    case 'min_rank': return deckFor(ctx.rules.def, s.players.length)?.ranks.min ?? null;
    case 'previous_leader': return playerRef(s.roundLeader);
    case 'legal': return ctx.legal ? ctx.legal.map((m) => ({ t: 'move', move: m })) : [];
    case 'move': return ctx.move ? { t: 'move', move: ctx.move } : null;
    default: return undefined;
  }
}

export function lookupName(ctx: EvalCtx, name: string, expr: Expr): Value {
  const param = ctx.params?.get(name);
  if (param !== undefined) return param;
  if (hasOwn.call(ctx.locals, name)) return ctx.locals[name] as Value;
  const b = builtin(ctx, name);
  if (b !== undefined) return b;
  if (hasOwn.call(ctx.s.vars, name)) return ctx.s.vars[name] as Value;
  const zone = ctx.rules.zones.get(name);
  if (zone !== undefined && !zone.perPlayer) return zoneCards(ctx, zoneKey(name, null));
  if (ctx.rules.pools.has(name)) return { t: 'pool', name };
  throw new RuleError('runtime/unknown-name', `unknown name '${name}'`, expr.range);
}
