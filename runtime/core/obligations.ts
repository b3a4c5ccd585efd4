// Obligations on the core state (legal.ts oblige / listTurn, obligation-skips.ts): each obligation
// in order over a turn's listing — its `when`, then its `must` once per move with `move` bound, the
// moves satisfying it kept (all of them when none does) — and, when the move is made, the
// obligations it cannot keep logged from the listing's facts as obligation-skips.ts reads them from
// a listed turn. The facts of a listing: the steps it took, and per obligation k (at OB + 5k) held,
// left the moves as they were, their number before, the steps of its `when` and of its `must`s.
// The climbing procedure keeps its own listing (climbing.ts, obligations read by the move's kind)
// and logs its skips with emitSkippedFrom here.
import type { ObligationDef } from '../../grammar/def/types.js';
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { Value } from '../values.js';
import { spend, stepsLeft } from '../budget.js';
import { namesLegal } from '../reads-legal.js';
import { compileBoolean, refusal, type CoreEnv, type CoreFn } from './expr/index.js';
import type { CoreLayout } from './layout.js';
import type { CoreState } from './state.js';

/** An obligation compiled: its `when` and its `must`. */
export interface CoreObligation {
  readonly def: ObligationDef;
  readonly when: CoreFn<boolean>;
  readonly must: CoreFn<boolean>;
}

/** Where a listing's facts are: the steps it took, and obligation k's from OB + 5k. */
export const OB_COST = 0;
export const OB = 1;

const NO_LOCALS: Readonly<Record<string, Value>> = Object.freeze({});
const NO_MOVES: readonly Move[] = Object.freeze([]) as readonly Move[];

/** Why the core does not play these obligations over a must-follow listing, or null. */
export function obligationRefusal(rules: Rules, L: CoreLayout): string | null {
  for (const ob of rules.def.obligations) {
    if (namesLegal(ob.when) || namesLegal(ob.must)) return `obligation ${ob.name}: reads legal`;
    const why = refusal(L, ob.when) ?? refusal(L, ob.must);
    if (why !== undefined) return `obligation ${ob.name} (${why})`;
  }
  return null;
}

export function compileObligations(rules: Rules, L: CoreLayout, options?: Readonly<Record<string, Value>>): CoreObligation[] {
  return rules.def.obligations.map((def) => ({ def, when: compileBoolean(L, def.when, options), must: compileBoolean(L, def.must, options) }));
}

/** A state's listing facts (CoreState.obInfo), made when it first lists with obligations. */
export function obInfoOf(s: CoreState, count: number): Float64Array {
  let info = s.obInfo;
  if (info === null || info.length < OB + 5 * count) s.obInfo = info = new Float64Array(OB + 5 * count);
  return info;
}

/**
 * The listed moves (s.legalCard / legalZone, s.legalLen of them) through the obligations, in place
 * (legal.ts listedSteps): `moveAt(of, s, r)` makes listed move r; `left`: the steps left before the listing.
 */
export function obligeListing<C>(obs: readonly CoreObligation[], env: CoreEnv, s: CoreState, seat: number, left: number, of: C, moveAt: (of: C, s: CoreState, r: number) => Move): void {
  const info = obInfoOf(s, obs.length);
  const card = s.legalCard;
  const zone = s.legalZone;
  for (let k = 0; k < obs.length; k++) {
    const ob = obs[k] as CoreObligation;
    const n = s.legalLen;
    const at = OB + 5 * k;
    info[at + 2] = n;
    const start = stepsLeft();
    env.me = seat;
    env.locals = NO_LOCALS;
    env.move = null;
    env.legal = NO_MOVES;
    const held = ob.when(s, env);
    const whenCost = start - stepsLeft();
    info[at + 3] = whenCost;
    info[at + 0] = held ? 1 : 0;
    if (!held) {
      info[at + 1] = 1;
      info[at + 4] = 0;
      continue;
    }
    // `must` per move, the moves kept moved to the front in order.
    let kept = 0;
    try {
      for (let r = 0; r < n; r++) {
        env.me = seat;
        env.locals = NO_LOCALS;
        env.move = moveAt(of, s, r);
        if (!ob.must(s, env)) continue;
        card[kept] = card[r] as number;
        zone[kept] = zone[r] as number;
        kept++;
      }
    } finally {
      env.move = null;
      env.legal = null;
    }
    info[at + 4] = start - stepsLeft() - whenCost;
    if (kept === 0) {
      // None satisfies it: the moves as they were (the listing above left them in place).
      info[at + 1] = 1;
      continue;
    }
    info[at + 1] = 0;
    s.legalLen = kept;
  }
  info[OB_COST] = left - stepsLeft();
}

/**
 * obligation-skips.ts emitSkippedObligations from a listing's facts: `info`, the steps of the
 * listing at `costAt` and obligation k's facts from `obAt` + 5k.
 */
export function emitSkippedFrom(obs: readonly { readonly def: ObligationDef; readonly when: CoreFn<boolean> }[], env: CoreEnv, s: CoreState, seat: number, info: ArrayLike<number>, costAt: number, obAt: number): void {
  if (obs.length === 0) return;
  let quick = 0;
  let none = true;
  for (let k = 0; k < obs.length; k++) {
    quick += info[obAt + 5 * k + 3] as number;
    if (info[obAt + 5 * k + 0] === 1) {
      none = false;
      break;
    }
  }
  if (stepsLeft() - quick >= 0) {
    spend(quick, undefined);
    if (none) return;
  } else {
    // The budget cannot hold the steps again: the whens evaluated again, stopping where they stop.
    let any = false;
    for (let k = 0; k < obs.length && !any; k++) {
      env.me = seat;
      env.locals = NO_LOCALS;
      any = (obs[k] as CoreObligation).when(s, env);
    }
    if (!any) return;
  }
  // (Where the budget cannot hold listing again, the runtime lists again and stops in it; here the
  // steps are spent at once, stopping with the same error but without the place in the rule file
  // when that is inside an obligation's expression.)
  let cost = info[costAt] as number;
  for (let k = 0; k < obs.length; k++) {
    const at = obAt + 5 * k;
    if (info[at + 2] === 0 || info[at + 1] === 0) continue;
    cost += info[at + 3] as number;
    if (info[at + 0] === 0) continue;
    cost += info[at + 4] as number;
  }
  spend(cost, undefined);
  for (let k = 0; k < obs.length; k++) {
    const at = obAt + 5 * k;
    if (info[at + 2] === 0 || info[at + 1] === 0 || info[at + 0] === 0) continue;
    const ob = (obs[k] as CoreObligation).def;
    s.json.events.push({ kind: 'obligation-skipped', seat, name: ob.name, rule: ob.range });
  }
}
