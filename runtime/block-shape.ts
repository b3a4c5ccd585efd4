// What the effect runner and `fire` need to know of an effect block before running it, worked out
// once per rule file and block: whether anything in it can write its locals (only an assignment
// to a local name does; an `if` branch and a `while` body share their block's locals, an
// `each-in-turn` block gets a copy), and whether it is one statement that holds no choice (it can then run without a frame
// of its own: see effect-runner.ts runAlone).
import type { EffectItem, Effects } from '../grammar/def/types.js';
import type { Stmt } from '../grammar/expr/ast.js';
import type { Rules } from './rules.js';
import { resolutionIfAny } from './eval/resolved.js';
import { holdsChoice } from './eval/staged.js';

export interface BlockShape {
  /** Some statement may assign one of the block's locals: a task or frame needs its own. */
  readonly writesLocals: boolean;
  /** The block's only item, a statement with no choice anywhere in it; else undefined. */
  readonly alone: Stmt | undefined;
}

const shapes = new WeakMap<Rules, (BlockShape | undefined)[]>();
let lastRules: Rules | undefined;
let lastShapes: (BlockShape | undefined)[] | undefined;

/** The shape of block `id` of the rule file (undefined when there is no such block). */
export function blockShape(rules: Rules, id: number): BlockShape | undefined {
  let byId = rules === lastRules ? lastShapes : shapes.get(rules);
  if (byId === undefined) shapes.set(rules, (byId = []));
  lastRules = rules;
  lastShapes = byId;
  let shape = byId[id];
  if (shape === undefined) {
    const block = rules.def.blocks[id];
    if (block === undefined) return undefined;
    byId[id] = shape = shapeOf(rules, block);
  }
  return shape;
}

function shapeOf(rules: Rules, block: Effects): BlockShape {
  const only = block.items.length === 1 ? (block.items[0] as EffectItem) : undefined;
  const alone = only?.kind === 'stmt' && !stmtHoldsChoice(rules, only.stmt) ? only.stmt : undefined;
  return { writesLocals: writesLocals(rules, block), alone };
}

/** Whether a choice is written anywhere in a statement (its value, its target's owner, its call). */
export function stmtHoldsChoice(rules: Rules, stmt: Stmt): boolean {
  if (stmt.kind === 'callStmt') return holdsChoice(rules, stmt.call);
  return holdsChoice(rules, stmt.value) || (stmt.target.kind !== 'name' && holdsChoice(rules, stmt.target.object));
}

function writesLocals(rules: Rules, block: Effects): boolean {
  for (const item of block.items) {
    if (item.kind === 'if' && (writesLocals(rules, item.then) || writesLocals(rules, item.else))) return true;
    if (item.kind === 'while' && writesLocals(rules, item.do)) return true;
    if (item.kind !== 'stmt' || item.stmt.kind !== 'assign' || item.stmt.target.kind !== 'name') continue;
    // A game var is not a local; anything not known to be one (unchecked) counts as a local.
    if (resolutionIfAny(rules, item.stmt.target)?.to !== 'var') return true;
  }
  return false;
}
