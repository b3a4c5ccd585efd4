// `choose_meld(cards)`: the options are every valid meld (of any type) the cards can form.
import type { EvalCtx } from './eval/context.js';
import { cardRef, isCard, type Value } from './values.js';
import { enumeratePlays } from './melds/index.js';
import { handCards, meldRules } from './meld-rules.js';
import type { MeldRules } from './melds/types.js';

/** The meld rules with every type allowed as a lead, made once per rules (the meld engine caches its work per rules object). */
const anyType = new WeakMap<MeldRules, MeldRules>();

function allTypes(mr: MeldRules): MeldRules {
  let all = anyType.get(mr);
  if (all === undefined) anyType.set(mr, (all = { ...mr, types: mr.types.map((t) => ({ ...t, lead: true })) }));
  return all;
}

export function meldChoices(ctx: EvalCtx, cards: readonly Value[]): Value[] {
  const ids = cards.filter(isCard).map((c) => c.id);
  const all = allTypes(meldRules(ctx.rules, ctx.s.players.length));
  const seen = new Set<string>();
  const out: Value[] = [];
  for (const play of enumeratePlays(handCards(ctx.rules, ctx.s, ids), all, null)) {
    const key = play.cards.map((c) => c.id).sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(play.cards.map((c) => cardRef(c.id)));
  }
  return out;
}
