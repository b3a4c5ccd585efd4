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
  const seen = new Set<string | number>();
  const out: Value[] = [];
  // A play's cards as a set: a bit per card of the list when it is short and holds no card twice,
  // else their sorted ids (the same sets either way, without a sort and a string per play).
  const bit = bitsOf(ids);
  for (const play of enumeratePlays(handCards(ctx.rules, ctx.s, ids), all, null)) {
    let key: string | number = 0;
    if (bit !== null) for (const c of play.cards) key |= bit.get(c.id) as number;
    else key = play.cards.map((c) => c.id).sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(play.cards.map((c) => cardRef(c.id)));
  }
  return out;
}

function bitsOf(ids: readonly string[]): Map<string, number> | null {
  if (ids.length > 31) return null;
  const bit = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) {
    if (bit.has(ids[i] as string)) return null;
    bit.set(ids[i] as string, 1 << i);
  }
  return bit;
}
