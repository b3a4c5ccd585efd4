// Obligations that apply but cannot be kept: an obligation whose `when` holds while none of the
// moves left by the obligations before it satisfies its `must` is ignored (docs/language.md,
// obligations). The move made then leaves an `obligation-skipped` event in the log, so a designer
// sees that the rule did not bind instead of wondering why it did nothing.
import type { ObligationDef } from '../grammar/def/types.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { baseTurnMoves, obligationSteps, type ListedTurn } from './legal.js';
import { evaluate } from './effects.js';
import { isTrue } from './eval/compile.js';
import { emit } from './events.js';
import { spend, stepsLeft } from './budget.js';
import { namesLegal } from './reads-legal.js';

/**
 * The obligations ignored on `seat`'s turn because no move satisfies them, in the order written.
 * `listed`: the state's turn as it was listed (legal.ts listedTurn), whose steps answer instead of
 * listing the moves again, when it is this seat's and the budget holds what listing again costs.
 */
export function skippedObligations(rules: Rules, s: GameState, seat: number, listed: ListedTurn | null = null): ObligationDef[] {
  const obligations = rules.def.obligations;
  if (obligations.length === 0) return [];
  // Most turns no obligation applies: say so without listing the moves. The listing, when there is
  // one, already evaluated each `when` on this state: its answers and their steps stand in for
  // evaluating them again (a `when` that reads `legal` was evaluated on other moves: asked again).
  const quick = listed !== null && listed.seat === seat ? quickCheck(listed, obligations) : null;
  if (quick !== null && stepsLeft() - quick.cost >= 0) {
    spend(quick.cost, undefined);
    if (quick.none) return [];
  } else if (obligations.every((ob) => !namesLegal(ob.when) && !isTrue(evaluate(rules, s, ob.when, seat, undefined, [])))) return [];
  if (listed !== null && listed.seat === seat) {
    const known = fromListing(listed);
    // Listing and evaluating again would take `cost` steps; where that overruns the budget, it does
    // so at its place, below.
    if (stepsLeft() - known.cost >= 0) {
      spend(known.cost, undefined);
      return known.skipped;
    }
  }
  const out: ObligationDef[] = [];
  for (const step of obligationSteps(rules, s, seat, baseTurnMoves(rules, s, seat))) {
    if (step.before.length === 0 || step.after !== step.before) continue;
    const ob = step.obligation;
    if (!isTrue(evaluate(rules, s, ob.when, seat, undefined, [...step.before]))) continue;
    if (!step.before.some((m) => isTrue(evaluate(rules, s, ob.must, seat, undefined, [...step.before], m)))) out.push(ob);
  }
  return out;
}

/**
 * The quick test above (no obligation's `when` holds), read from the listing's steps: whether it
 * passes, and the steps its evaluations take, stopping where `every` stops.
 */
function quickCheck(listed: ListedTurn, obligations: readonly ObligationDef[]): { none: boolean; cost: number } | null {
  const steps = listed.steps;
  if (steps.length !== obligations.length) return null;
  let cost = 0;
  for (let k = 0; k < obligations.length; k++) {
    const ob = obligations[k] as ObligationDef;
    const step = steps[k] as ListedTurn['steps'][number];
    if (step.obligation !== ob) return null;
    if (namesLegal(ob.when)) return { none: false, cost };
    cost += step.whenCost;
    if (step.held) return { none: false, cost };
  }
  return { none: true, cost };
}

/**
 * What the loop above finds, read from the listing's steps: a step that left the moves as they
 * were either did not hold (its `when` evaluated again) or held with no move satisfying it (its
 * `when` and every `must` evaluated again, none true). `cost`: the steps listing and all that take.
 */
function fromListing(listed: ListedTurn): { skipped: ObligationDef[]; cost: number } {
  const skipped: ObligationDef[] = [];
  let cost = listed.cost;
  for (const step of listed.steps) {
    if (step.before.length === 0 || step.after !== step.before) continue;
    cost += step.whenCost;
    if (!step.held) continue;
    cost += step.mustCost;
    skipped.push(step.obligation);
  }
  return { skipped, cost };
}

/** Logs the obligations that the seat's coming play or pass cannot keep. */
export function emitSkippedObligations(rules: Rules, s: GameState, seat: number, listed: ListedTurn | null = null): void {
  if (rules.def.obligations.length === 0) return; // nothing to skip: not even an empty list made
  for (const ob of skippedObligations(rules, s, seat, listed)) emit(s, { kind: 'obligation-skipped', seat, name: ob.name, rule: ob.range });
}
