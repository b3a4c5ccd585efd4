// Every expression of a GameDef with what its place binds: whether `me` is a player there (the
// table of `me` in docs/language.md), and which context names it has. Checks that look at whole
// expressions after names and types are known (bound-names.ts, quoted-names.ts) walk these.
import type { Expr } from '../expr/ast.js';
import { forEachChild } from '../expr/walk.js';
import type { Effects, EventName, GameDef, SetupStep } from './types.js';

export interface ExprPlace {
  readonly expr: Expr;
  /** `me` is a player here; where false, `me` is always `null`. */
  readonly me: boolean;
}

/** Events whose handlers run with no `me` unless written with `each: player`. */
const EVENTS_WITHOUT_ME: ReadonlySet<EventName> = new Set<EventName>(['round-start', 'move', 'round-end']);

function blockExprs(block: Effects | undefined, me: boolean, out: ExprPlace[]): void {
  if (block === undefined) return;
  for (const item of block.items) {
    if (item.kind === 'if') {
      out.push({ expr: item.test, me });
      blockExprs(item.then, me, out);
      blockExprs(item.else, me, out);
    } else if (item.kind === 'while') {
      out.push({ expr: item.test, me });
      blockExprs(item.do, me, out);
    } else if (item.kind === 'in-turn') {
      out.push({ expr: item.players, me });
      blockExprs(item.do, true, out);
    } else if (item.stmt.kind === 'assign') {
      out.push({ expr: item.stmt.target, me }, { expr: item.stmt.value, me });
    } else out.push({ expr: item.stmt.call, me });
  }
}

function setupExprs(step: SetupStep, out: ExprPlace[]): void {
  const count = (c: unknown): void => {
    if (typeof c === 'object' && c !== null) out.push({ expr: c as Expr, me: false });
  };
  if (step.when !== undefined) out.push({ expr: step.when, me: false });
  switch (step.kind) {
    case 'give':
      out.push({ expr: step.cards, me: false });
      count(step.each);
      return;
    case 'deal':
    case 'move':
      count(step.count);
      return;
    case 'choose':
      count(step.count);
      blockExprs(step.then, true, out);
      return;
    case 'split':
      blockExprs(step.then, true, out);
      return;
    case 'do':
      blockExprs(step.effects, false, out);
      return;
    default:
      return;
  }
}

/** Every top-level expression and effect statement of the def, in file order within each section. */
export function exprPlaces(def: GameDef): ExprPlace[] {
  const out: ExprPlace[] = [];
  const add = (expr: Expr | undefined, me: boolean): void => {
    if (expr !== undefined) out.push({ expr, me });
  };
  for (const v of def.vars) if (v.init.kind === 'expr') add(v.init.expr, false);
  for (const v of def.playerVars) if (v.init.kind === 'expr') add(v.init.expr, true);
  add(def.round.leader, false);
  add(def.round.endWhen, false);
  add(def.round.score, true);
  for (const step of def.round.setup) setupExprs(step, out);
  if (def.round.play.kind === 'must-follow') {
    const play = def.round.play;
    for (const f of play.follow) add(f.when, true);
    add(play.trumpExpr, false);
    add(play.effectiveSuit, false);
    add(play.strength, false);
    if (typeof play.winner === 'object') add(play.winner, false);
  }
  if (def.round.play.kind === 'shedding') {
    const play = def.round.play;
    for (const e of [play.match, play.pass, play.interrupt, play.next]) add(e, true);
  }
  if (def.round.play.kind === 'climbing' && typeof def.round.play.order === 'object') add(def.round.play.order, false);
  if (def.round.play.kind === 'climbing') add(def.round.play.interrupt, true);
  for (const m of def.melds) add(m.strength, false);
  add(def.gameEnd.afterRounds, false);
  add(def.gameEnd.when, false);
  add(def.gameEnd.winners, false);
  for (const t of def.gameEnd.tieBreakers) add(t, true);
  for (const [event, handlers] of Object.entries(def.on) as [EventName, GameDef['on'][EventName]][]) {
    for (const h of handlers ?? []) {
      const me = h.each || !EVENTS_WITHOUT_ME.has(event);
      add(h.when, me);
      blockExprs(h.do, me, out);
    }
  }
  for (const o of def.obligations) {
    add(o.when, true);
    add(o.must, true);
  }
  for (const a of def.actions) {
    add(a.when, true);
    blockExprs(a.do, true, out);
  }
  for (const m of def.markers) blockExprs(m.onResolve, true, out);
  return out;
}

/** Calls `visit` on the expression and each expression inside it, parents first. */
export function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  forEachChild(e, (child) => walkExpr(child, visit));
}
