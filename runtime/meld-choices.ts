// `choose_meld(cards)`: the options are every valid meld (of any type) the cards can form.
import type { EvalCtx } from './eval/context.js';
import { cardRef, isCard, type Value } from './values.js';
import { enumeratePlays } from './melds/index.js';
import { handCards, meldCardTable, meldRules } from './meld-rules.js';
import type { HandCard, MeldRules } from './melds/types.js';
import type { CardTable } from './melds/card-table.js';
import { compile } from './melds/compile.js';
import { listIndexed, type IndexedPlay } from './melds/list-indexed.js';

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
  // Over the card table (melds/list-indexed.ts) when it takes these cards; the same plays in the same order.
  const table = meldCardTable(ctx.rules);
  const refs = refsOf(table);
  const bits = tableBits(table, ids);
  const listed = listIndexed(table, compile(all), ids, ctx.s.wild, null, (_type, p) => {
    let key: string | number = 0;
    if (bits !== null) for (let i = 0; i < p.n; i++) key |= bits[p.card[i] as number] as number;
    else key = setKey(table, p);
    if (seen.has(key)) return;
    seen.add(key);
    const play = new Array<Value>(p.n);
    for (let i = 0; i < p.n; i++) {
      const k = p.card[i] as number;
      play[i] = refs[k] ??= cardRef((table.cards[k] as HandCard).id);
    }
    out.push(play);
  });
  if (listed) return out;
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

let bitScratch = new Int32Array(0);

/**
 * A bit per card of the list, by table index (the same sets as setKey's strings, as a number): when
 * the list is short, holds no card twice and only cards of the table; else null.
 */
function tableBits(t: CardTable, ids: readonly string[]): Int32Array | null {
  if (ids.length > 31) return null;
  if (bitScratch.length < t.cards.length) bitScratch = new Int32Array(t.cards.length);
  const bits = bitScratch;
  for (let i = 0; i < ids.length; i++) {
    const k = t.index.get(ids[i] as string);
    if (k === undefined) return null;
    bits[k] = 0;
  }
  for (let i = 0; i < ids.length; i++) {
    const k = t.index.get(ids[i] as string) as number;
    if (bits[k] !== 0) return null;
    bits[k] = 1 << i;
  }
  return bits;
}

/** Each card's reference, made once per card table. */
const cardRefs = new WeakMap<CardTable, (Value | undefined)[]>();

function refsOf(t: CardTable): (Value | undefined)[] {
  let refs = cardRefs.get(t);
  if (refs === undefined) cardRefs.set(t, (refs = []));
  return refs;
}

let sorted = new Int32Array(16);

/** A string naming the play's set of cards: their places in id order, ascending. */
function setKey(t: CardTable, p: IndexedPlay): string {
  const n = p.n;
  if (sorted.length < n) sorted = new Int32Array(n * 2);
  for (let i = 0; i < n; i++) {
    const key = t.idOrder[p.card[i] as number] as number;
    let j = i;
    for (; j > 0 && (sorted[j - 1] as number) > key; j--) sorted[j] = sorted[j - 1] as number;
    sorted[j] = key;
  }
  let s = '';
  if (t.cards.length <= 0xffff) for (let i = 0; i < n; i++) s += String.fromCharCode(sorted[i] as number);
  else for (let i = 0; i < n; i++) s += `${sorted[i] as number},`;
  return s;
}
