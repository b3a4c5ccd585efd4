// Common expression shapes read directly, decided when compiled: a condition like
// `players.count(p => not p.done) <= 1` or `me.hand.size <= 5 and not me.token.flipped` runs
// after every move, and the general path calls a closure per node, looks a marker's definition up
// by its key and builds lists it only counts. Each shape here gives exactly what the general path
// gives and spends the same budget steps in the same order; whenever a value is not the one the
// shape expects (not a player, no such seat, a var not set) it hands that value to the general
// reader, which decides (and fails) as before. Nothing here compiles an expression itself (the
// caller passes what compile.ts compiled), so this module stays outside the compiler's cycle.
import type { CallExpr, Expr, MemberExpr } from '../../grammar/expr/ast.js';
import type { MarkerDef } from '../../grammar/def/types.js';
import { markerKey, type Compiled, type Rules } from '../rules.js';
import { cardRef, playerRef, type Value } from '../values.js';
import { spend } from '../budget.js';
import { slots, type EvalCtx } from './context.js';
import { MARKER_MEMBERS } from './member-impls.js';
import { memberResolution, nameResolution } from './resolved.js';
import type { Lambda } from './methods.js';
import { cardMember, trickMember } from './card-members.js';

type Reader = (ctx: EvalCtx, obj: Value) => Value;

/** The seat of a player value, or -1 for anything else. */
function seatOf(v: Value): number {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.t === 'player' ? v.seat : -1;
}

/** What a lambda parameter or `me` is, when the object of a member is one of them. */
type Owner = { kind: 'param'; slot: number } | { kind: 'me' } | { kind: 'other' };

function ownerOf(rules: Rules, e: Expr): Owner {
  if (e.kind !== 'name') return { kind: 'other' };
  const r = nameResolution(rules, e);
  if (r.to === 'param') return { kind: 'param', slot: r.slot };
  if (r.to === 'global' && e.name === 'me') return { kind: 'me' };
  return { kind: 'other' };
}

/**
 * `object.name` given its compiled object and general reader: a lambda parameter is read from its
 * slot without a closure call, a player's var straight from the player's vars, an option from the
 * state's options, a card's or the trick's member by a reader its name picked (card-members.ts).
 */
export function directMember(rules: Rules, e: MemberExpr, obj: Compiled, read: Reader): Compiled {
  const direct = cardMember(rules, e, obj, read) ?? trickMember(rules, e);
  if (direct !== undefined) return direct;
  const owner = ownerOf(rules, e.object);
  const r = memberResolution(rules, e);
  const name = e.name;
  // A name Object.prototype has would be found on any vars object: only the general reader's
  // own-property test tells those apart.
  if (r.to === 'player-var' && !(name in Object.prototype)) {
    const varOf = (c: EvalCtx, o: Value): Value => {
      const seat = seatOf(o);
      if (seat >= 0) {
        const p = c.s.players[seat];
        if (p !== undefined) {
          const x = p.vars[name] as Value | undefined;
          if (x !== undefined) return x;
        }
      }
      return read(c, o);
    };
    if (owner.kind === 'param') {
      const slot = owner.slot;
      return (c) => varOf(c, slots[slot] as Value);
    }
    if (owner.kind === 'me') {
      return (c) => {
        const m = c.me;
        if (m !== null) {
          const p = c.s.players[m];
          if (p !== undefined) {
            const x = p.vars[name] as Value | undefined;
            if (x !== undefined) return x;
          }
        }
        return read(c, obj(c));
      };
    }
    return (c) => varOf(c, obj(c));
  }
  if (owner.kind === 'param') {
    const slot = owner.slot;
    return (c) => read(c, slots[slot] as Value);
  }
  // `options.name`: the option's value, read from the state (`options` is always the options).
  if (r.to === 'option' && e.object.kind === 'name' && e.object.name === 'options' && nameResolution(rules, e.object).to === 'global' && !(name in Object.prototype)) {
    return (c) => {
      const v = c.s.options[name] as Value | undefined;
      return v !== undefined ? v : read(c, obj(c));
    };
  }
  return (c) => read(c, obj(c));
}

/**
 * `X.m.flipped` (any built-in member of a player's marker m), given the compiled owner X, the
 * reader of `X.m` and the reader of the member: the marker's state is read by its key for the
 * seat, its definition known when compiled. Anything unexpected goes the general way with the
 * owner already evaluated (it is never evaluated twice: it may spend steps). Undefined when `e`
 * is not of this shape.
 */
export function playerMarkerMember(rules: Rules, e: MemberExpr, compileOwner: () => Compiled, markerReader: () => Reader, read: Reader): Compiled | undefined {
  const markerExpr = e.object;
  if (markerExpr.kind !== 'member' || memberResolution(rules, markerExpr).to !== 'player-marker') return undefined;
  const r = memberResolution(rules, e);
  if (r.to !== 'member' || r.of !== 'marker' || !Object.prototype.hasOwnProperty.call(MARKER_MEMBERS, e.name)) return undefined;
  const f = MARKER_MEMBERS[e.name as keyof typeof MARKER_MEMBERS];
  const name = markerExpr.name;
  // What the general reader finds for `name#seat` (members.ts markerDefOf).
  const def: MarkerDef | undefined = rules.markers.get(name);
  if (def === undefined) return undefined;
  const owner = compileOwner();
  const markerRead = markerReader();
  const keys: string[] = [];
  const who = ownerOf(rules, markerExpr.object);
  const slot = who.kind === 'param' ? who.slot : -1;
  return (c) => {
    const o = who.kind === 'me' ? (c.me === null ? null : playerRef(c.me)) : slot >= 0 ? (slots[slot] as Value) : owner(c);
    const seat = seatOf(o);
    if (seat >= 0 && c.s.players[seat] !== undefined) {
      const st = c.s.markers[(keys[seat] ??= markerKey(name, seat))];
      if (st !== undefined) return f(c, st, def);
    }
    return read(c, markerRead(c, o));
  };
}

/**
 * `players.any/all/count(p => …)`: the seats in order, each as the same player value the list of
 * `players` holds, without the list-method call around them. The lambda pays its cost per seat,
 * as applyLambda does.
 */
export function seatsTest(method: 'any' | 'all' | 'count', f: Lambda, e: CallExpr): Compiled {
  const slot = f.slot;
  const body = f.body;
  const cost = f.cost;
  const range = e.range;
  const [any, all] = methodFlags(method);
  return (c) => {
    const n = c.s.players.length;
    const old = slots[slot];
    let hits = 0;
    for (let i = 0; i < n; i++) {
      spend(cost, range);
      slots[slot] = playerRef(i);
      const r = body(c);
      if (r === true) {
        if (any) {
          slots[slot] = old as Value;
          return true;
        }
        hits++;
      } else if (all) {
        slots[slot] = old as Value;
        return false;
      }
    }
    slots[slot] = old as Value;
    return any ? false : all ? true : hits;
  };
}

/**
 * Which method a test is, as two booleans fixed when compiled: the loops above branch on them and
 * never compare the method's name while they run. The name comes from the rule file's text, and
 * V8 (Node 20's) once in a few thousand processes ran the optimized loop with
 * `method === 'any'` false for the name 'any' (docs/dev/determinism.md): the round's end was
 * missed and the game went differently from its replay.
 */
export function methodFlags(method: 'any' | 'all' | 'count'): readonly [any: boolean, all: boolean] {
  return [method === 'any', method === 'all'];
}

/**
 * `zone.any/all/count(c => …)` over a zone's card ids (compile.ts compileZoneTest): each card as
 * the same card value the zone's list holds, the parameter's slot saved once around the loop
 * instead of around each application. The lambda pays its cost per card, as applyLambda does.
 */
export function cardsTest(method: 'any' | 'all' | 'count', f: Lambda, e: CallExpr): (c: EvalCtx, ids: readonly string[]) => Value {
  const slot = f.slot;
  const body = f.body;
  const cost = f.cost;
  const range = e.range;
  const [any, all] = methodFlags(method);
  return (c, ids) => {
    const old = slots[slot];
    let hits = 0;
    for (let i = 0; i < ids.length; i++) {
      spend(cost, range);
      slots[slot] = cardRef(ids[i] as string);
      const r = body(c);
      if (r === true) {
        if (any) {
          slots[slot] = old as Value;
          return true;
        }
        hits++;
      } else if (all) {
        slots[slot] = old as Value;
        return false;
      }
    }
    slots[slot] = old as Value;
    return any ? false : all ? true : hits;
  };
}
