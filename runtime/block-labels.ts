// What each effect block belongs to, in words: the handler, marker, action or setup step whose
// effects it holds (nested `if` branches belong to their parent's). Events name it as a score's cause.
import type { Effects } from '../grammar/def/types.js';
import type { Rules } from './rules.js';

const labels = new WeakMap<Rules, ReadonlyMap<number, string>>();

function label(out: Map<number, string>, block: Effects | undefined, text: string): void {
  if (block === undefined || out.has(block.id)) return;
  out.set(block.id, text);
  for (const item of block.items) {
    if (item.kind === 'if') {
      label(out, item.then, text);
      label(out, item.else, text);
    } else if (item.kind === 'in-turn' || item.kind === 'while') label(out, item.do, text);
  }
}

function build(rules: Rules): Map<number, string> {
  const def = rules.def;
  const out = new Map<number, string>();
  for (const [event, handlers] of Object.entries(def.on)) for (const h of handlers ?? []) label(out, h.do, `on ${event}`);
  for (const m of def.markers) label(out, m.onResolve, m.label);
  for (const a of def.actions) label(out, a.do, a.label);
  for (const step of def.round.setup) {
    if (step.kind === 'do') label(out, step.effects, 'setup');
    else if ((step.kind === 'choose' || step.kind === 'split') && step.then) label(out, step.then, 'setup');
  }
  return out;
}

/** The words for what an effect block belongs to (`on shed-out`, a marker's label, an action's). */
export function blockLabel(rules: Rules, block: number | undefined): string {
  let byBlock = labels.get(rules);
  if (byBlock === undefined) labels.set(rules, (byBlock = build(rules)));
  return (block === undefined ? undefined : byBlock.get(block)) ?? 'a rule';
}
