// An obligation's `must` that reads only the move's kind (reads-legal.ts readsMoveKindOnly),
// evaluated over a compact list (move-list.ts) without making every move: it is evaluated for the
// first move of each kind, and for every other move of that kind its steps are spent again (the
// same value, the same steps: nothing else it reads changes between moves). The moves it keeps are
// a range of the list when they lie together (a climbing listing: the plays, then the pass).
import type { GameState } from './state.js';
import type { Move } from './moves.js';
import type { Rules } from './rules.js';
import type { Expr } from '../grammar/expr/ast.js';
import type { Value } from './values.js';
import { makeCtx } from './effects.js';
import { compileExpr, isTrue } from './eval/compile.js';
import { closeBudget, openBudget, spend, stepsLeft } from './budget.js';
import type { MoveList } from './move-list.js';
import type { EvalCtx } from './eval/context.js';

const NO_LOCALS: Record<string, Value> = Object.freeze({});

/** Kinds seen so far in one call: the value and steps of the first of each. */
const seenKind: Move['kind'][] = [];
const seenHeld: boolean[] = [];
const seenCost: number[] = [];

/**
 * The moves of `legal` satisfying `must` (a new list, or the kept moves as an array when they do
 * not lie together), or null when none does; the same steps spent, in the same order, as
 * evaluating it once per move. Only with a budget open (each evaluation shares it).
 */
export function keptByKind(rules: Rules, s: GameState, seat: number, mustExpr: Expr, legal: MoveList): MoveList | Move[] | null {
  const must = compileExpr(rules, mustExpr);
  const n = legal.length;
  let kinds = 0;
  let first = -1;
  let last = -1;
  let kept = 0;
  let ctx: EvalCtx | undefined;
  for (let i = 0; i < n; i++) {
    const kind = legal.kindAt(i);
    let k = 0;
    while (k < kinds && seenKind[k] !== kind) k++;
    let held: boolean;
    if (k < kinds && stepsLeft() - (seenCost[k] as number) >= 0) {
      spend(seenCost[k] as number, undefined);
      held = seenHeld[k] as boolean;
    } else {
      // The first of its kind (or one whose steps the budget cannot hold: it stops where it would).
      const before = stepsLeft();
      // One context for the call (an evaluation keeps none once it returns; only `move` differs).
      ctx ??= makeCtx(rules, s, seat, NO_LOCALS);
      ctx.legal = EMPTY;
      ctx.move = legal.at(i);
      const opened = openBudget();
      try {
        held = isTrue(must(ctx));
      } finally {
        closeBudget(opened);
      }
      if (k === kinds) {
        seenKind[k] = kind;
        seenHeld[k] = held;
        seenCost[k] = before - stepsLeft();
        kinds++;
      }
    }
    if (!held) continue;
    if (first < 0) first = i;
    last = i;
    kept++;
  }
  if (kept === 0) return null;
  if (last - first + 1 === kept) return legal.range(first, kept);
  const out: Move[] = [];
  for (let i = first; i <= last; i++) {
    const kind = legal.kindAt(i);
    let k = 0;
    while (seenKind[k] !== kind) k++;
    if (seenHeld[k] === true) out.push(legal.at(i));
  }
  return out;
}

/** `legal` as the must sees it: never read (the expression names only `move.kind`). */
const EMPTY: Move[] = Object.freeze([]) as unknown as Move[];
