// Member access on runtime values: `p.hand`, `c.rank`, `m.owner`, `trick.plays`, `list.size`. The
// built-in members are implemented in member-impls.ts, one entry each; a player's declared zones,
// markers and vars and the options are the rule file's. Which of these a member is was
// decided by the checker (GameDef.resolved); only a member of a value whose type the checker could
// not know (a var that starts as null) is looked up by its value when it runs (memberOf).
import type { Expr, MemberExpr } from '../../grammar/expr/ast.js';
import type { MemberOwner } from '../../grammar/expr/builtins.js';
import type { MemberResolution } from '../../grammar/expr/resolution.js';
import type { MarkerDef } from '../../grammar/def/types.js';
import { markerKey, zoneKey, type Rules } from '../rules.js';
import type { MarkerRef, Value } from '../values.js';
import type { PlayerState } from '../state.js';
import { RuleError, type EvalCtx } from './context.js';
import { cardsOf } from './names.js';
import { describe } from './compile.js';
import { memberResolution } from './resolved.js';
import {
  CARD_MEMBERS, LIST_MEMBERS, MARKER_MEMBERS, MOVE_MEMBERS, PLAYER_MEMBERS, PLAY_MEMBERS, POOL_MEMBERS, TRICK_MEMBERS,
} from './member-impls.js';

export { MEMBER_IMPLS, cardFacts, setTrickWinner } from './member-impls.js';

const hasOwn = Object.prototype.hasOwnProperty;

function pick<F>(table: Readonly<Record<string, F>>, name: string): F | undefined {
  return hasOwn.call(table, name) ? table[name] : undefined;
}

/** A marker's definition by its key (`name` or `name#seat`), remembered per rule file. */
const markerDefs = new WeakMap<Rules, Map<string, MarkerDef | undefined>>();
function markerDefOf(rules: Rules, key: string): MarkerDef | undefined {
  let byKey = markerDefs.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    markerDefs.set(rules, byKey);
  }
  if (byKey.has(key)) return byKey.get(key);
  const hash = key.indexOf('#');
  const def = rules.markers.get(hash < 0 ? key : key.slice(0, hash));
  byKey.set(key, def);
  return def;
}

function seatPlayer(ctx: EvalCtx, seat: number, e: Expr): PlayerState {
  const p = ctx.s.players[seat];
  if (p === undefined) throw new RuleError('runtime/no-player', `there is no player in seat ${seat + 1}`, e.range);
  return p;
}

const noMember = (what: string, name: string, e: Expr): never => {
  throw new RuleError('runtime/unknown-member', `a ${what} has no '${name}'`, e.range);
};

/** A player's member that is not built in: a per-player zone, marker or var of the rule file. */
function declaredPlayerMember(ctx: EvalCtx, seat: number, p: PlayerState, name: string, e: Expr): Value {
  const zone = ctx.rules.zones.get(name);
  if (zone !== undefined && zone.perPlayer) return cardsOf(ctx.s.zones[zoneKey(name, seat)]);
  const marker = ctx.rules.markers.get(name);
  if (marker !== undefined && marker.perPlayer) return { t: 'marker', key: markerKey(name, seat) };
  if (hasOwn.call(p.vars, name)) return p.vars[name] as Value;
  return noMember('player', name, e);
}

/**
 * Member `name` of a value whose type was not known when checked: what it is depends on the value
 * (the built-in members first, then a player's declared zones, markers and vars, or an option).
 */
export function memberOf(ctx: EvalCtx, obj: Value, name: string, e: Expr): Value {
  if (Array.isArray(obj)) {
    const f = pick(LIST_MEMBERS, name);
    return f === undefined ? noMember('list', name, e) : f(obj);
  }
  if (obj === null) return null; // members of null are null: `trick.leader` before any trick
  if (typeof obj !== 'object') throw new RuleError('runtime/type', `${describe(obj)} has no '${name}'`, e.range);
  switch (obj.t) {
    case 'player': {
      const p = seatPlayer(ctx, obj.seat, e);
      const f = pick(PLAYER_MEMBERS, name);
      return f === undefined ? declaredPlayerMember(ctx, obj.seat, p, name, e) : f(ctx, obj.seat, p);
    }
    case 'card': {
      const info = ctx.rules.cards.get(obj.id);
      if (info === undefined) throw new RuleError('runtime/no-card', `there is no card '${obj.id}'`, e.range);
      const f = pick(CARD_MEMBERS, name);
      return f === undefined ? noMember('card', name, e) : f(ctx, obj.id, info, obj.declared);
    }
    case 'marker': {
      const st = ctx.s.markers[obj.key];
      const def = markerDefOf(ctx.rules, obj.key);
      if (st === undefined || def === undefined) throw new RuleError('runtime/no-marker', `marker '${obj.key}' is not in play`, e.range);
      const f = pick(MARKER_MEMBERS, name);
      return f === undefined ? noMember('marker', name, e) : f(ctx, st, def);
    }
    case 'pool': {
      const f = pick(POOL_MEMBERS, name);
      return f === undefined ? noMember('pool', name, e) : f(ctx, obj.name);
    }
    case 'trick': {
      const t = ctx.s.trick;
      if (t === null) return null;
      const f = pick(TRICK_MEMBERS, name);
      return f === undefined ? noMember('trick', name, e) : f(ctx, t);
    }
    case 'play': {
      const play = ctx.s.trick?.plays[obj.index];
      if (play === undefined) return null;
      const f = pick(PLAY_MEMBERS, name);
      return f === undefined ? noMember('play', name, e) : f(play);
    }
    case 'move': {
      const f = pick(MOVE_MEMBERS, name);
      return f === undefined ? noMember('move', name, e) : f(obj.move);
    }
    case 'options': {
      if (hasOwn.call(ctx.s.options, name)) return ctx.s.options[name] as Value;
      throw new RuleError('runtime/unknown-option', `there is no option '${name}'`, e.range);
    }
  }
}

type Reader = (ctx: EvalCtx, obj: Value) => Value;

const isObject = (v: Value): v is Exclude<Value, readonly Value[] | null | string | number | boolean> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A player's member, read from the player's state when the value is a player. */
function onPlayer(e: MemberExpr, f: (c: EvalCtx, seat: number, p: PlayerState) => Value): Reader {
  return (c, obj) => (isObject(obj) && obj.t === 'player' ? f(c, obj.seat, seatPlayer(c, obj.seat, e)) : memberOf(c, obj, e.name, e));
}

/** The reader of a built-in member of `of` (the value is checked to be one, else memberOf decides). */
function builtinReader(e: MemberExpr, of: MemberOwner): Reader {
  const name = e.name;
  const fallback: Reader = (c, obj) => memberOf(c, obj, name, e);
  switch (of) {
    case 'player': {
      const f = pick(PLAYER_MEMBERS, name);
      return f === undefined ? fallback : onPlayer(e, f);
    }
    case 'card': {
      const f = pick(CARD_MEMBERS, name);
      if (f === undefined) return fallback;
      return (c, obj) => {
        if (isObject(obj) && obj.t === 'card') {
          const info = c.rules.cards.get(obj.id);
          if (info !== undefined) return f(c, obj.id, info, obj.declared);
        }
        return memberOf(c, obj, name, e);
      };
    }
    case 'marker': {
      const f = pick(MARKER_MEMBERS, name);
      if (f === undefined) return fallback;
      return (c, obj) => {
        if (isObject(obj) && obj.t === 'marker') {
          const st = c.s.markers[obj.key];
          const def = st === undefined ? undefined : markerDefOf(c.rules, obj.key);
          if (st !== undefined && def !== undefined) return f(c, st, def);
        }
        return memberOf(c, obj, name, e);
      };
    }
    case 'list': {
      const f = pick(LIST_MEMBERS, name);
      return f === undefined ? fallback : (c, obj) => (Array.isArray(obj) ? f(obj) : memberOf(c, obj, name, e));
    }
    case 'trick': {
      const f = pick(TRICK_MEMBERS, name);
      if (f === undefined) return fallback;
      return (c, obj) => {
        if (isObject(obj) && obj.t === 'trick') {
          const t = c.s.trick;
          return t === null ? null : f(c, t);
        }
        return memberOf(c, obj, name, e);
      };
    }
    case 'play': {
      const f = pick(PLAY_MEMBERS, name);
      if (f === undefined) return fallback;
      return (c, obj) => {
        if (isObject(obj) && obj.t === 'play') {
          const play = c.s.trick?.plays[obj.index];
          return play === undefined ? null : f(play);
        }
        return memberOf(c, obj, name, e);
      };
    }
    case 'move': {
      const f = pick(MOVE_MEMBERS, name);
      return f === undefined ? fallback : (c, obj) => (isObject(obj) && obj.t === 'move' ? f(obj.move) : memberOf(c, obj, name, e));
    }
    case 'pool': {
      const f = pick(POOL_MEMBERS, name);
      return f === undefined ? fallback : (c, obj) => (isObject(obj) && obj.t === 'pool' ? f(c, obj.name) : memberOf(c, obj, name, e));
    }
  }
}

/** The reader of `object.name`, from what the checker decided the member is. */
export function memberReader(rules: Rules, e: MemberExpr): Reader {
  const r: MemberResolution = memberResolution(rules, e);
  const name = e.name;
  switch (r.to) {
    case 'member': return builtinReader(e, r.of);
    case 'player-zone': return onPlayer(e, (c, seat) => cardsOf(c.s.zones[zoneKey(name, seat)]));
    case 'player-marker': {
      const refs: MarkerRef[] = [];
      return onPlayer(e, (_c, seat) => (refs[seat] ??= { t: 'marker', key: markerKey(name, seat) }));
    }
    case 'player-var': return onPlayer(e, (_c, _seat, p) => (hasOwn.call(p.vars, name) ? (p.vars[name] as Value) : noMember('player', name, e)));
    case 'option':
    case 'dynamic':
      return (c, obj) => memberOf(c, obj, name, e);
  }
}
