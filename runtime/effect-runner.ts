// Runs effect blocks: handlers' `do`, markers' `on-resolve`, setup's `then`. A block runs
// statement by statement from a frame stack kept in GameState, so a choice can suspend the game in
// the middle of a block and the game can be saved, replayed or resumed there. A statement is one
// step: it either asks (a choice with no answer yet: the runner makes it the pending choice) or
// performs; once answered it runs again, its choices giving the frame's logged answers in order.
// The runner sits above the procedures: after a statement it detects shed-outs, and at a frame's
// end it ends the turn of a turn-ending action; they in turn only queue handlers (effects.ts fire).
import type { EffectItem, GameDef } from '../grammar/def/types.js';
import type { AssignOp, AssignStmt, Stmt } from '../grammar/expr/ast.js';
import type { Frame, FrameAfter, GameState, Task } from './state.js';
import { endTurnAfterAction } from './turn-end.js';
import type { Compiled, Rules } from './rules.js';
import { compileExpr, isTrue } from './eval/compile.js';
import { RuleError, type EvalCtx } from './eval/context.js';
import { Ask } from './eval/choices.js';
import { stagedExpr, holdsChoice, type Staged } from './eval/staged.js';
import { memberResolution, nameResolution } from './eval/resolved.js';
import { isCard, valueEquals, type Value } from './values.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import { emit } from './events.js';
import { cardSeers, seeField } from './event-seers.js';
import { effectOf, returnMarker, type Perform } from './effect-calls.js';
import { detectShedOuts } from './shed-out.js';
import { countStatement, spend } from './budget.js';
import { exprCost } from './eval/cost.js';
import { checkStored } from './value-size.js';
import { carryCosts } from './eval/answered-costs.js';
import { borrowPlain, borrowStatement, returnPlain, returnStatement } from './eval/ctx-pool.js';
import { blockShape, stmtHoldsChoice } from './block-shape.js';

/** A statement as one step: what it will do, or the Ask of its first choice with no answer yet. */
type Step = (ctx: EvalCtx) => Perform | Ask;

/** A statement compiled: its step, and whether a choice is written in it (it may ask, and logs answers). */
interface CompiledStmt {
  readonly run: Step;
  readonly asks: boolean;
}

const compiledSteps = new WeakMap<Rules, Map<Stmt, CompiledStmt>>();

// The last rule file's steps, looked up without the WeakMap (one lookup per statement otherwise).
let lastRules: Rules | undefined;
let lastSteps: Map<Stmt, CompiledStmt> | undefined;

function stepOf(rules: Rules, stmt: Stmt): CompiledStmt {
  let byStmt = rules === lastRules ? lastSteps : compiledSteps.get(rules);
  if (byStmt === undefined) compiledSteps.set(rules, (byStmt = new Map()));
  lastRules = rules;
  lastSteps = byStmt;
  let step = byStmt.get(stmt);
  if (step === undefined) byStmt.set(stmt, (step = { run: compileStep(rules, stmt), asks: stmtHoldsChoice(rules, stmt) }));
  return step;
}

/** What the runner keeps of a block's item once it has run it: a statement's step, an `if`'s test. */
type ItemCode = CompiledStmt | Compiled;

const codeByRules = new WeakMap<Rules, (ItemCode | undefined)[][]>();
let lastCodeRules: Rules | undefined;
let lastCode: (ItemCode | undefined)[][] = [];

/**
 * The code of block `id`'s items, by place (filled in as they first run): the runner finds an
 * item's step by its frame's block and pc, an array read, instead of by the item in a Map.
 */
function codeOf(rules: Rules, id: number): (ItemCode | undefined)[] {
  let byBlock = rules === lastCodeRules ? lastCode : codeByRules.get(rules);
  if (byBlock === undefined) codeByRules.set(rules, (byBlock = []));
  lastCodeRules = rules;
  lastCode = byBlock;
  return (byBlock[id] ??= []);
}

function compileStep(rules: Rules, stmt: Stmt): Step {
  if (stmt.kind !== 'assign') {
    const cost = exprCost(stmt.call);
    const effect = effectOf(rules, stmt.call);
    return (ctx) => {
      spend(cost, stmt.range);
      return effect(ctx);
    };
  }
  const target = stmt.target;
  // The value first, then (for `p.var = …`) whose var, as the assignment has always read them.
  const value: Staged = holdsChoice(rules, stmt.value) ? stagedExpr(rules, stmt.value) : compileExpr(rules, stmt.value);
  const owner: Staged | undefined = target.kind === 'name' ? undefined : holdsChoice(rules, target.object) ? stagedExpr(rules, target.object) : compileExpr(rules, target.object);
  const to = new AssignTarget(rules, target);
  const op = stmt.op;
  // The runner performs a step as soon as it is given (runItem, runAlone), so the assignment's
  // Perform is made once and reads what this run evaluated from cells (no closure per run).
  let heldCtx: EvalCtx | null = null;
  let heldValue: Value = null;
  let heldOwner: Value = null;
  const perform: Perform = () => {
    const c = heldCtx as EvalCtx;
    const v = heldValue;
    const o = heldOwner;
    heldCtx = heldValue = heldOwner = null;
    to.assign(c, op, v, o);
  };
  return (ctx) => {
    const v = value(ctx);
    if (v instanceof Ask) return v;
    const o = owner === undefined ? null : owner(ctx);
    if (o instanceof Ask) return o;
    heldCtx = ctx;
    heldValue = v;
    heldOwner = o;
    return perform;
  };
}

function combine(op: AssignOp, old: Value, value: Value, range: SourceRange): Value {
  if (op === '=') return stored(value, range);
  const a = typeof old === 'number' ? old : 0;
  if (Array.isArray(old) && op === '+=') return stored([...old, ...(Array.isArray(value) ? value : [value])], range);
  const b = typeof value === 'number' ? value : 0;
  return op === '+=' ? a + b : a - b;
}

/** A value a var or local is about to hold: paid for by its size, and bounded (value-size.ts). */
function stored(v: Value, range: SourceRange): Value {
  checkStored(v, range);
  return v;
}

/**
 * An assignment's target, as the checker resolved it: a game var or a block local, or a player
 * var (`obj`'s). What it resolved to, and whether the var is logged, are read once, when the
 * assignment first needs them (an unchecked node fails then, as it always did).
 */
class AssignTarget {
  private toVar: boolean | undefined;
  private toPlayerVar: boolean | undefined;
  private quietVar: boolean | undefined;

  constructor(
    private readonly rules: Rules,
    private readonly target: AssignStmt['target'],
  ) {}

  assign(ctx: EvalCtx, op: AssignOp, value: Value, obj: Value): void {
    const { rules, target } = this;
    const s = ctx.s;
    if (target.kind === 'name') {
      const name = target.name;
      if ((this.toVar ??= nameResolution(rules, target).to === 'var')) {
        const before = s.vars[name] ?? null;
        s.vars[name] = combine(op, before, value, target.range);
        this.logged(s, null, before, s.vars[name] ?? null);
      } else {
        ctx.locals[name] = combine(op, ctx.locals[name] ?? null, value, target.range);
      }
      return;
    }
    if (typeof obj === 'object' && obj !== null && !Array.isArray(obj) && obj.t === 'player') {
      const p = s.players[obj.seat];
      if (p !== undefined && (this.toPlayerVar ??= memberResolution(rules, target).to === 'player-var')) {
        const before = p.vars[target.name] ?? null;
        p.vars[target.name] = combine(op, before, value, target.range);
        this.logged(s, obj.seat, before, p.vars[target.name] ?? null);
        return;
      }
    }
    throw new RuleError('runtime/assign', `cannot assign to '${target.name}' here`, target.range);
  }

  /** The var's event, unless it is declared `log: false` (a game var's, or a player var's when `seat` is set). */
  private logged(s: GameState, seat: number | null, before: Value, value: Value): void {
    const quietVar = (this.quietVar ??= (seat === null ? quiet(this.rules).game : quiet(this.rules).player).has(this.target.name));
    if (!quietVar) varEvent(this.rules, s, this.target.name, seat, before, value, this.target.range);
  }
}

const quietVars = new WeakMap<Rules, { readonly game: ReadonlySet<string>; readonly player: ReadonlySet<string> }>();

/** The vars declared `log: false`, game vars and player vars apart. */
function quiet(rules: Rules): { readonly game: ReadonlySet<string>; readonly player: ReadonlySet<string> } {
  let q = quietVars.get(rules);
  if (q === undefined) {
    const names = (vs: GameDef['vars']): Set<string> => new Set(vs.filter((v) => v.log === false).map((v) => v.name));
    quietVars.set(rules, (q = { game: names(rules.def.vars), player: names(rules.def.playerVars) }));
  }
  return q;
}

/**
 * A var set by a rule; a value holding cards is shown only to the seats that see those cards. A var
 * set to the value it already held changed nothing, and leaves no event ("waves is now 0" after
 * `waves += 0` was noise in every log).
 */
function varEvent(rules: Rules, s: GameState, name: string, seat: number | null, before: Value, value: Value, rule: SourceRange): void {
  if (valueEquals(before, value)) return;
  const ids = holdsCard(value) ? cardIdsIn(value) : undefined;
  const seers = ids === undefined || ids.length === 0 ? null : cardSeers(rules, s, ids);
  if (seers === null) emit(s, { kind: 'var', name, seat, value, rule });
  else emit(s, { kind: 'var', name, seat, value, rule, see: seers });
}

function holdsCard(v: Value): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (holdsCard(v[i] as Value)) return true;
    return false;
  }
  return isCard(v);
}

function cardIdsIn(v: Value, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) cardIdsIn(x, out);
  else if (isCard(v)) out.push(v.id);
  return out;
}

/** Runs one item of a block; true when it asked (the game then waits for the answer). */
function runItem(rules: Rules, s: GameState, frame: Frame, item: EffectItem): boolean {
  if (item.kind === 'in-turn') {
    // One frame per player, the first on top: each runs to its end (choices and all) before the
    // next starts, so each sees what the ones before it did. The list is read once, now.
    const ctx = borrowPlain(rules, s, frame.me, frame.locals);
    const list = compileExpr(rules, item.players)(ctx);
    returnPlain(ctx);
    const seats = (Array.isArray(list) ? list : []).flatMap((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) && v.t === 'player' ? [v.seat] : []));
    frame.pc++;
    for (const seat of seats.reverse()) s.frames.push({ block: item.do.id, pc: 0, me: seat, locals: { ...frame.locals }, answers: [] });
    return false;
  }
  const code = codeOf(rules, frame.block);
  if (item.kind === 'while') {
    // The body runs on top, sharing the locals; the frame stays at the `while`, so the condition
    // is asked again once the body is done. Every ask is a statement of the move's budget
    // (runEffects counts each), so a loop that never ends and asks no one is runtime/effects-loop.
    const test = (code[frame.pc] ??= compileExpr(rules, item.test)) as Compiled;
    const ctx = borrowPlain(rules, s, frame.me, frame.locals);
    const again = isTrue(test(ctx));
    returnPlain(ctx);
    if (again) s.frames.push({ block: item.do.id, pc: 0, me: frame.me, locals: frame.locals, answers: [] });
    else frame.pc++;
    return false;
  }
  if (item.kind === 'if') {
    const test = (code[frame.pc] ??= compileExpr(rules, item.test)) as Compiled;
    const ctx = borrowPlain(rules, s, frame.me, frame.locals);
    const branch = isTrue(test(ctx)) ? item.then : item.else;
    returnPlain(ctx);
    frame.pc++;
    s.frames.push({ block: branch.id, pc: 0, me: frame.me, locals: frame.locals, answers: [] });
    return false;
  }
  // Lent (eval/ctx-pool.ts): nothing keeps a statement's context once it has been performed.
  const compiled = (code[frame.pc] ??= stepOf(rules, item.stmt)) as CompiledStmt;
  const ctx = borrowStatement(rules, s, frame.me, frame.locals, frame.answers, frame.block);
  const step = compiled.run(ctx);
  if (step instanceof Ask) {
    returnStatement(ctx);
    // Nothing of the statement has happened: it runs again from its start once answered.
    s.pending = { kind: 'choice', seat: step.seat, choice: step.choice, options: step.options, optional: step.optional, prompt: step.prompt };
    return true;
  }
  step(s);
  returnStatement(ctx);
  frame.pc++;
  // The next statement starts a log of its own. One with no choice written in it neither read nor
  // added to an empty log, and only a choice keeps costs by a log (eval/answered-costs.ts): that
  // log is as good as a new one.
  if (compiled.asks || frame.answers.length > 0) frame.answers = [];
  return false;
}

/** The answers log of a statement run without a frame: it holds no choice, so none is read or added. */
const NO_ANSWERS: readonly Value[] = Object.freeze([]);

/**
 * Runs a task whose block is one statement holding no choice (BlockShape.alone) without pushing
 * its frame first: the frame would run the statement, then be popped with nothing else to do.
 * All is as if it had been pushed: the same statements are counted, and wherever the frame would
 * be seen (frames stacked above it by the statement or a shed-out, a pending choice, an error)
 * it is put in as it would be then, at the bottom of the (otherwise empty) stack. `looked` is
 * runEffects's: whether shed-outs need no looking for after an assignment.
 */
function runAlone(rules: Rules, s: GameState, task: Task, stmt: Stmt, looked: boolean): void {
  const ctx = borrowStatement(rules, s, task.me, task.locals, NO_ANSWERS, task.block);
  try {
    const code = codeOf(rules, task.block);
    const step = ((code[0] ??= stepOf(rules, stmt)) as CompiledStmt).run(ctx);
    if (step instanceof Ask) {
      // Not expected (no choice is written in it), but then the frame waits, as runItem's does.
      returnStatement(ctx);
      s.frames.push(frameOf(task, 0));
      s.pending = { kind: 'choice', seat: step.seat, choice: step.choice, options: step.options, optional: step.optional, prompt: step.prompt };
      return;
    }
    step(s);
  } catch (err) {
    s.frames.unshift(frameOf(task, 0));
    throw err;
  }
  returnStatement(ctx);
  try {
    if (!looked || stmt.kind !== 'assign') detectShedOuts(rules, s);
    // Frames stacked above it run first; it is popped once they are done.
    if (s.frames.length > 0 || s.pending !== null) {
      s.frames.unshift(frameOf(task, 1));
      return;
    }
    countStatement(); // the iteration that would pop it
  } catch (err) {
    s.frames.unshift(frameOf(task, 1));
    throw err;
  }
}

/** The frame a task without `after` work runs in, at statement `pc`. */
function frameOf(task: Task, pc: number): Frame {
  return { block: task.block, pc, me: task.me, locals: task.locals, answers: [] };
}

/**
 * Runs queued effects until none are left or a choice suspends the game (s.pending is then set).
 * Shed-outs caused by an effect are detected after each statement.
 */
export function runEffects(rules: Rules, s: GameState): void {
  // Whether shed-outs were just looked for and nothing a shed-out depends on (the phase, the hands,
  // who is out) can have changed since: an `if`, an `in-turn` or an assignment changes none of them.
  let looked = false;
  while (s.pending === null && (s.frames.length > 0 || s.tasks.length > 0)) {
    countStatement(); // bounded per move (budget.ts): runtime/effects-loop
    if (s.frames.length === 0) {
      const task = s.tasks.shift();
      if (task === undefined) break;
      if (task.after) s.frames.push({ block: task.block, pc: 0, me: task.me, locals: task.locals, answers: [], after: task.after });
      else {
        const alone = blockShape(rules, task.block)?.alone;
        if (alone !== undefined) {
          runAlone(rules, s, task, alone, looked);
          looked = true; // as after any statement run in a frame
          continue;
        }
        s.frames.push({ block: task.block, pc: 0, me: task.me, locals: task.locals, answers: [] });
      }
    }
    const frame = s.frames[s.frames.length - 1] as Frame;
    if (frame.pc === 0 && frame.after?.giveBack !== undefined && frame.announced !== true) {
      frame.announced = true;
      emit(s, { kind: 'marker', verb: 'resolve', marker: frame.after.giveBack, seat: frame.me });
    }
    const block = rules.def.blocks[frame.block];
    if (block === undefined || frame.pc >= block.items.length) {
      s.frames.pop();
      const parent = s.frames[s.frames.length - 1];
      // an if-branch shares its parent's locals (they are separate objects after a JSON round trip)
      if (parent !== undefined && frame.sharesLocals) parent.locals = frame.locals;
      if (frame.after !== undefined) {
        finishFrame(rules, s, frame.after);
        looked = false;
      }
      continue;
    }
    const item = block.items[frame.pc] as EffectItem;
    if (runItem(rules, s, frame, item)) return; // a choice asks
    const pushed = s.frames[s.frames.length - 1];
    if ((item.kind === 'if' || item.kind === 'while') && pushed !== undefined && pushed !== frame) pushed.sharesLocals = true;
    if (looked && (item.kind !== 'stmt' || item.stmt.kind === 'assign')) continue;
    detectShedOuts(rules, s);
    looked = true;
  }
}

/** Work attached to the end of a frame: returning a resolved marker to its pool. */
function finishFrame(rules: Rules, s: GameState, after: FrameAfter): void {
  const m = after.giveBack === undefined ? undefined : s.markers[after.giveBack];
  if (m !== undefined && after.giveBack !== undefined) returnMarker(s, after.giveBack, m);
  if (after.endTurn !== undefined) endTurnAfterAction(rules, s, after.endTurn);
}

/** Answers the pending choice: the suspended statement runs again with the answer. */
export function answerChoice(rules: Rules, s: GameState, value: Value): void {
  const frame = s.frames[s.frames.length - 1];
  s.pending = null;
  if (frame !== undefined) {
    const logged = frame.answers;
    frame.answers = [...logged, value];
    carryCosts(s, logged, frame.answers);
  }
  runEffects(rules, s);
}
