// Obligations that apply but cannot be kept: an obligation whose `when` holds while none of the
// moves left by the obligations before it satisfies its `must` is ignored (docs/language.md,
// obligations). The move made then leaves an `obligation-skipped` event in the log, so a designer
// sees that the rule did not bind instead of wondering why it did nothing.
import type { ObligationDef } from '../grammar/def/types.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { baseTurnMoves, obligationSteps, type ListedTurn, type ObligationStep } from './legal.js';
import { evaluate } from './effects.js';
import { isTrue } from './eval/compile.js';
import { emit } from './events.js';
import { spend, stepsLeft } from './budget.js';
import { namesLegal } from './check-move.js';

/**
 * The obligations ignored on `seat`'s turn because no move satisfies them, in the order written.
 * `listed`: the state's turn as it was listed (legal.ts listedTurn), whose steps are used instead
 * of listing the moves again, when it is this seat's and the budget holds what listing again costs.
 */
export function skippedObligations(rules: Rules, s: GameState, seat: number, listed: ListedTurn | null = null): ObligationDef[] {
  const obligations = rules.def.obligations;
  if (obligations.length === 0) return [];
  // Most turns no obligation applies: say so without listing the moves.
  if (obligations.every((ob) => !namesLegal(ob.when) && !isTrue(evaluate(rules, s, ob.when, seat, undefined, [])))) return [];
  const out: ObligationDef[] = [];
  let steps: readonly ObligationStep[];
  // Listing again would take `cost` steps; where that overruns the budget, it does so, at its place.
  if (listed !== null && listed.seat === seat && stepsLeft() - listed.cost >= 0) {
    spend(listed.cost, undefined);
    steps = listed.steps;
  } else steps = obligationSteps(rules, s, seat, baseTurnMoves(rules, s, seat));
  for (const step of steps) {
    if (step.before.length === 0 || step.after !== step.before) continue;
    const ob = step.obligation;
    if (!isTrue(evaluate(rules, s, ob.when, seat, undefined, [...step.before]))) continue;
    if (!step.before.some((m) => isTrue(evaluate(rules, s, ob.must, seat, undefined, [...step.before], m)))) out.push(ob);
  }
  return out;
}

/** Logs the obligations that the seat's coming play or pass cannot keep. */
export function emitSkippedObligations(rules: Rules, s: GameState, seat: number, listed: ListedTurn | null = null): void {
  for (const ob of skippedObligations(rules, s, seat, listed)) emit(s, { kind: 'obligation-skipped', seat, name: ob.name, rule: ob.range });
}
