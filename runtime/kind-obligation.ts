// An obligation's `must` that reads only the move's kind (reads-legal.ts readsMoveKindOnly),
// evaluated over a compact list (move-list.ts) without making every move: it is evaluated once for
// each kind (the first time a listing has a move of that kind), and for every other move its
// value is the one found and its steps are spent again (the same value, the same steps: it reads
// nothing that differs between moves of a kind or between states). The moves it keeps are
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

const NO_LOCALS: Record<string, Value> = Object.freeze({});

/**
 * What an expression that reads only `move.kind` gives for each kind it was evaluated for, and the
 * steps that took: the same on every state (it reads nothing else, and its steps are its nodes'
 * and the lengths of the literals and kinds it combines), so each kind is evaluated once.
 */
interface KindAnswers {
  readonly kinds: Move['kind'][];
  readonly held: boolean[];
  readonly cost: number[];
}

const answersOf = new WeakMap<Expr, KindAnswers>();
let lastExpr: Expr | null = null;
let lastAnswers: KindAnswers | null = null;

function answers(e: Expr): KindAnswers {
  if (e === lastExpr) return lastAnswers as KindAnswers;
  let a = answersOf.get(e);
  if (a === undefined) answersOf.set(e, (a = { kinds: [], held: [], cost: [] }));
  lastExpr = e;
  lastAnswers = a;
  return a;
}

/**
 * The moves of `legal` satisfying `must` (a new list, or the kept moves as an array when they do
 * not lie together), or null when none does; the same steps spent, in the same order, as
 * evaluating it once per move. Only with a budget open (each evaluation shares it).
 */
export function keptByKind(rules: Rules, s: GameState, seat: number, mustExpr: Expr, legal: MoveList): MoveList | Move[] | null {
  const known = answers(mustExpr);
  const kinds = known.kinds;
  const n = legal.length;
  let first = -1;
  let last = -1;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const kind = legal.kindAt(i);
    let k = 0;
    while (k < kinds.length && kinds[k] !== kind) k++;
    let held: boolean;
    if (k < kinds.length && stepsLeft() - (known.cost[k] as number) >= 0) {
      spend(known.cost[k] as number, undefined);
      held = known.held[k] as boolean;
    } else {
      // The first of its kind (or one whose steps the budget cannot hold: it stops where it would).
      const before = stepsLeft();
      const ctx = makeCtx(rules, s, seat, NO_LOCALS);
      ctx.legal = EMPTY;
      ctx.move = legal.at(i);
      const opened = openBudget();
      try {
        held = isTrue(compileExpr(rules, mustExpr)(ctx));
      } finally {
        closeBudget(opened);
      }
      if (k === kinds.length) {
        known.held[k] = held;
        known.cost[k] = before - stepsLeft();
        kinds.push(kind);
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
    while (kinds[k] !== kind) k++;
    if (known.held[k] === true) out.push(legal.at(i));
  }
  return out;
}

/** `legal` as the must sees it: never read (the expression names only `move.kind`). */
const EMPTY: Move[] = Object.freeze([]) as unknown as Move[];
