// Evaluation contexts lent out instead of made: a condition, a formula or a statement runs
// synchronously and nothing keeps its context once it returns (no closure, value or cache holds
// one), so one spare context of each shape is enough. A borrower hands it back when done; a
// nested evaluation (the spare already lent) or one that threw simply makes a fresh one, as before.
// Each shape is the object literal the callers made (same properties in the same order), so the
// compiled closures see the hidden classes they always saw.
import type { Rules } from '../rules.js';
import type { GameState } from '../state.js';
import type { Value } from '../values.js';
import type { EvalCtx } from './context.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A condition's or a formula's context: `me` and the locals only. */
type PlainCtx = Writable<Pick<EvalCtx, 'rules' | 's' | 'me' | 'locals'>>;

/** A statement's context: also its answers log, how many it has used, and its block. */
type StatementCtx = Writable<Pick<EvalCtx, 'rules' | 's' | 'me' | 'locals' | 'answers' | 'answerIndex' | 'block'>>;

let plain: PlainCtx | null = null;
let statement: StatementCtx | null = null;

/** A context `{ rules, s, me, locals }`; give it back with `returnPlain` once evaluated. */
export function borrowPlain(rules: Rules, s: GameState, me: number | null, locals: Record<string, Value>): EvalCtx {
  const c = plain;
  if (c === null) return { rules, s, me, locals };
  plain = null;
  c.rules = rules;
  c.s = s;
  c.me = me;
  c.locals = locals;
  return c;
}

/** Takes back a context of `borrowPlain` (never one given `legal` or `move`). */
export function returnPlain(c: EvalCtx): void {
  plain = c as PlainCtx;
}

/** A statement's context (as the effect runner made it); give it back with `returnStatement`. */
export function borrowStatement(rules: Rules, s: GameState, me: number | null, locals: Record<string, Value>, answers: readonly Value[], block: number): EvalCtx {
  const c = statement;
  if (c === null) return { rules, s, me, locals, answers, answerIndex: 0, block };
  statement = null;
  c.rules = rules;
  c.s = s;
  c.me = me;
  c.locals = locals;
  c.answers = answers;
  c.answerIndex = 0;
  c.block = block;
  return c;
}

/** Takes back a context of `borrowStatement`. */
export function returnStatement(c: EvalCtx): void {
  statement = c as StatementCtx;
}
