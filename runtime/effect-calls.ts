// The effect calls of the language: move, make_wild, score, lead, sit_out, draw, flip, unflip,
// take, give_back, retire, resolve, clear_trick, end_round, each.
import type { CallExpr, Expr } from '../grammar/expr/ast.js';
import { compileExpr } from './eval/compile.js';
import { withParam } from './eval/methods.js';
import { RuleError, type EvalCtx } from './eval/context.js';
import { zoneKey } from './rules.js';
import { isCard, isMarker, isPlayer, type Value } from './values.js';
import { moveCards, putCards, takeTop } from './zones.js';
import { markOut } from './shed-out.js';

type ExecCall = (ctx: EvalCtx, call: Expr) => void;

function arg(call: CallExpr, i: number): Expr {
  const a = call.args[i];
  if (a === undefined) throw new RuleError('runtime/arity', `${calleeName(call)} needs argument ${i + 1}`, call.range);
  return a.value;
}

function calleeName(call: CallExpr): string {
  return call.callee.kind === 'name' ? call.callee.name : call.callee.name;
}

function evalArg(ctx: EvalCtx, call: CallExpr, i: number): Value {
  return compileExpr(ctx.rules, arg(call, i))(ctx);
}

function seatArg(ctx: EvalCtx, call: CallExpr, i: number): number | null {
  const v = evalArg(ctx, call, i);
  if (v === null) return null;
  if (!isPlayer(v)) throw new RuleError('runtime/type', `${calleeName(call)} needs a player as argument ${i + 1}`, arg(call, i).range);
  return v.seat;
}

function cardIds(ctx: EvalCtx, call: CallExpr, i: number): string[] {
  const v = evalArg(ctx, call, i);
  const list = Array.isArray(v) ? v : v === null ? [] : [v];
  return list.filter(isCard).map((c) => c.id);
}

function markerKeyArg(ctx: EvalCtx, call: CallExpr, i: number): string | null {
  const v = evalArg(ctx, call, i);
  if (v === null) return null;
  if (!isMarker(v)) throw new RuleError('runtime/type', `${calleeName(call)} needs a marker as argument ${i + 1}`, arg(call, i).range);
  return v.key;
}

/**
 * The zone an expression names (`discard`, `me.hand`, `p.right`), or undefined when it names none.
 * With `choices`, also the zone a choice picks from (`choose_meld(me.hand)`), where its cards are.
 */
function zoneNamed(ctx: EvalCtx, e: Expr, choices = false): string | undefined {
  if (choices && e.kind === 'call' && e.callee.kind === 'name' && e.callee.name.startsWith('choose_')) {
    const from = e.args[0];
    return from === undefined || from.name !== undefined ? undefined : zoneNamed(ctx, from.value);
  }
  if (e.kind === 'name' && ctx.rules.zones.get(e.name)?.perPlayer === false) return zoneKey(e.name, null);
  if (e.kind === 'member' && ctx.rules.zones.get(e.name)?.perPlayer === true) {
    const owner = compileExpr(ctx.rules, e.object)(ctx);
    if (isPlayer(owner)) return zoneKey(e.name, owner.seat);
  }
  return undefined;
}

/** A zone argument: a shared zone's name (`discard`) or a player's zone (`me.hand`, `p.right`). */
export function zoneArg(ctx: EvalCtx, e: Expr): string {
  const key = zoneNamed(ctx, e);
  if (key === undefined) throw new RuleError('runtime/not-a-zone', 'expected a zone, like discard or me.hand', e.range);
  return key;
}

export function performEffect(ctx: EvalCtx, call: CallExpr, exec: ExecCall): void {
  const { s } = ctx;
  if (call.callee.kind !== 'name') throw new RuleError('runtime/not-an-effect', `'${call.callee.name}' is not an effect`, call.range);
  const name = call.callee.name;
  switch (name) {
    case 'move': {
      const ids = cardIds(ctx, call, 0);
      // When the cards are a zone's (`move(me.right, discard)`, `move(choose_card(me.hand), …)`),
      // that zone is where to find them.
      moveCards(s, ids, zoneArg(ctx, arg(call, 1)), zoneNamed(ctx, arg(call, 0), true));
      return;
    }
    case 'make_wild':
      for (const id of cardIds(ctx, call, 0)) s.wild[id] = true;
      return;
    case 'score': {
      const seat = seatArg(ctx, call, 0);
      const n = evalArg(ctx, call, 1);
      const p = seat === null ? undefined : s.players[seat];
      if (p !== undefined && typeof n === 'number') {
        p.roundScore += n;
        p.score += n;
      }
      return;
    }
    case 'lead': {
      const seat = seatArg(ctx, call, 0);
      const t = s.trick;
      if (t !== null && t.plays.length === 0 && !t.ending && seat !== null) {
        // Nobody has played yet: the chosen player leads this trick.
        t.leader = seat;
        s.turn = seat;
        s.turnStarted = false;
      } else s.nextLeader = seat;
      return;
    }
    case 'sit_out': {
      const seat = seatArg(ctx, call, 0);
      if (seat !== null) markOut(s, seat);
      return;
    }
    case 'draw': {
      const seat = seatArg(ctx, call, 0);
      const n = evalArg(ctx, call, 1);
      if (seat !== null && typeof n === 'number') putCards(s, takeTop(s, 'draw', n), zoneKey('hand', seat));
      return;
    }
    case 'flip':
    case 'unflip': {
      const key = markerKeyArg(ctx, call, 0);
      const m = key === null ? undefined : s.markers[key];
      if (m !== undefined) m.flipped = name === 'flip';
      return;
    }
    case 'take': {
      const key = markerKeyArg(ctx, call, 0);
      const seat = seatArg(ctx, call, 1);
      const m = key === null ? undefined : s.markers[key];
      if (m !== undefined && !m.removed && seat !== null) m.owner = seat;
      return;
    }
    case 'give_back': {
      const key = markerKeyArg(ctx, call, 0);
      const m = key === null ? undefined : s.markers[key];
      if (m !== undefined) {
        m.owner = null;
        if (m.retiring) {
          m.removed = true;
          m.retiring = false;
        }
      }
      return;
    }
    case 'retire': {
      const key = markerKeyArg(ctx, call, 0);
      const m = key === null ? undefined : s.markers[key];
      if (m !== undefined && !m.removed) {
        if (m.owner === null) m.removed = true;
        else m.retiring = true;
      }
      return;
    }
    case 'resolve': {
      const e = arg(call, 0);
      const pool = e.kind === 'name' ? ctx.rules.pools.get(e.name) : undefined;
      if (pool === undefined) throw new RuleError('runtime/not-a-pool', 'resolve() needs a pool of markers', e.range);
      // Highest priority first: frames are a stack, so push the lowest first.
      const held = pool
        .filter((d) => s.markers[d.name]?.owner !== null && s.markers[d.name] !== undefined)
        .sort((a, b) => a.priority - b.priority);
      for (const d of held) {
        const owner = s.markers[d.name]?.owner ?? null;
        s.frames.push({ block: d.onResolve?.id ?? -1, pc: 0, me: owner, locals: {}, answers: [], after: { giveBack: d.name } });
      }
      return;
    }
    case 'clear_trick':
      if (s.trick !== null) s.trick.ending = true;
      return;
    case 'end_round':
      s.roundEnding = true;
      return;
    case 'each': {
      const list = evalArg(ctx, call, 0);
      const fn = arg(call, 1);
      if (fn.kind !== 'lambda') throw new RuleError('runtime/arity', 'each() needs a function like p => score(p, 1)', fn.range);
      if (!Array.isArray(list)) return;
      for (const x of list) withParam(ctx, fn.param, x, () => exec(ctx, fn.body));
      return;
    }
  }
  throw new RuleError('runtime/not-an-effect', `'${name}' is not an effect`, call.range);
}
