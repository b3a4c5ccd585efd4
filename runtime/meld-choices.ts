// `choose_meld(cards)`: the options are every valid meld (of any type) the cards can form.
import type { EvalCtx } from './eval/context.js';
import { cardRef, isCard, type Value } from './values.js';
import { enumeratePlays } from './melds/index.js';
import { handCards, meldRules } from './meld-rules.js';

export function meldChoices(ctx: EvalCtx, cards: readonly Value[]): Value[] {
  const ids = cards.filter(isCard).map((c) => c.id);
  const mr = meldRules(ctx.rules, ctx.s.players.length);
  const all = { ...mr, types: mr.types.map((t) => ({ ...t, lead: true })) };
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
