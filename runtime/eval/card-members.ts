// Members of cards and of the trick read directly, decided when compiled: conditions like
// `me.hand.any(c => c.suit == trick.led_suit)` run on every listing, and the general path calls
// a closure for the object, another for the member, finds the card's facts through the context
// and picks the member's implementation by its name. Here the member's name picks a reader once,
// the rule file's card facts are looked up by id once per read, and a plain card (no declared
// facts, not wild, not an any-suit card) gives its own rank or suit without more. Every reader
// gives what member-impls.ts gives and spends nothing more or less (member reads spend no steps of
// their own); a value that is not what the reader expects goes to the general reader.
import type { Expr, MemberExpr } from '../../grammar/expr/ast.js';
import type { Compiled, Rules } from '../rules.js';
import type { CardInfo, TrickState } from '../state.js';
import type { Value } from '../values.js';
import { slots, type EvalCtx } from './context.js';
import { CARD_MEMBERS, TRICK_MEMBERS } from './member-impls.js';
import { memberResolution, nameResolution } from './resolved.js';

type Reader = (ctx: EvalCtx, obj: Value) => Value;

const hasOwn = Object.prototype.hasOwnProperty;

/** A card value's id and declared facts, or undefined for anything else. */
function asCard(v: Value): Extract<Value, { t: 'card' }> | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.t === 'card' ? v : undefined;
}

/** The slot of a lambda parameter (or `let` name) the expression is, or -1. */
function paramSlot(rules: Rules, e: Expr): number {
  if (e.kind !== 'name') return -1;
  const r = nameResolution(rules, e);
  return r.to === 'param' ? r.slot : -1;
}

/** Whether `e` is the built-in name `trick`. */
function isTrickName(rules: Rules, e: Expr): boolean {
  return e.kind === 'name' && e.name === 'trick' && nameResolution(rules, e).to === 'global';
}

/**
 * `c.rank`, `c.suit`, `c.value`, … of a card: undefined when `e` is not a built-in card member.
 * `obj` is the compiled object (not called when the object is a lambda parameter: its slot is read).
 */
export function cardMember(rules: Rules, e: MemberExpr, obj: Compiled, read: Reader): Compiled | undefined {
  const r = memberResolution(rules, e);
  if (r.to !== 'member' || r.of !== 'card' || !hasOwn.call(CARD_MEMBERS, e.name)) return undefined;
  const name = e.name as keyof typeof CARD_MEMBERS;
  const f = CARD_MEMBERS[name];
  const cards = rules.cards;
  const slot = paramSlot(rules, e.object);
  const object: Compiled = slot >= 0 ? () => slots[slot] as Value : obj;
  // The general reader, given the object already evaluated (it is never evaluated twice).
  const general = (c: EvalCtx, o: Value, card: Extract<Value, { t: 'card' }> | undefined, info: CardInfo | undefined): Value =>
    card !== undefined && info !== undefined ? f(c, card.id, info, card.declared) : read(c, o);
  switch (name) {
    case 'suit':
    case 'rank':
      // A card seen as it is played (declared facts), a wild or an any-suit card takes the general
      // implementation, which finds what it is on the table.
      return (c) => {
        const o = object(c);
        const card = asCard(o);
        const info = card === undefined ? undefined : cards.get(card.id);
        if (info !== undefined && card !== undefined && card.declared === undefined && info.anySuit !== true && c.s.wild[card.id] !== true) {
          return name === 'suit' ? info.suit : info.rank;
        }
        return general(c, o, card, info);
      };
    case 'special':
      return (c) => {
        const o = object(c);
        const card = asCard(o);
        const info = card === undefined ? undefined : cards.get(card.id);
        return info !== undefined ? info.special : read(c, o);
      };
    case 'value':
      return (c) => {
        const o = object(c);
        const card = asCard(o);
        const info = card === undefined ? undefined : cards.get(card.id);
        if (info !== undefined && card !== undefined && c.s.wild[card.id] !== true) return info.value;
        return general(c, o, card, info);
      };
    default:
      return (c) => {
        const o = object(c);
        const card = asCard(o);
        return general(c, o, card, card === undefined ? undefined : cards.get(card.id));
      };
  }
}

/**
 * `trick.led_suit`, `trick.number`, … on the name `trick`: read from the state's trick (null when
 * there is none, as the general path gives), without the trick value and the dispatch by name.
 */
export function trickMember(rules: Rules, e: MemberExpr): Compiled | undefined {
  const r = memberResolution(rules, e);
  if (r.to !== 'member' || r.of !== 'trick' || !isTrickName(rules, e.object) || !hasOwn.call(TRICK_MEMBERS, e.name)) return undefined;
  const name = e.name as keyof typeof TRICK_MEMBERS;
  if (name === 'led_suit') return (c) => { const t = c.s.trick; return t === null ? null : t.ledSuit; };
  if (name === 'number') return (c) => { const t = c.s.trick; return t === null ? null : t.number; };
  const f = TRICK_MEMBERS[name];
  return (c) => { const t = c.s.trick; return t === null ? null : f(c, t); };
}

/** How many cards the trick's plays hold (the length of `trick.cards`). */
function cardCount(t: TrickState): number {
  let n = 0;
  for (const p of t.plays) n += p.cards.length;
  return n;
}

/**
 * `trick.cards.size` and `trick.plays.size`: counted without building the list (null when there
 * is no trick, as a member of null is). Undefined when `e` is not of this shape.
 */
export function trickListSize(rules: Rules, e: MemberExpr): Compiled | undefined {
  if (e.name !== 'size') return undefined;
  const list = e.object;
  if (list.kind !== 'member' || (list.name !== 'cards' && list.name !== 'plays')) return undefined;
  const size = memberResolution(rules, e);
  const lr = memberResolution(rules, list);
  if (size.to !== 'member' || size.of !== 'list' || lr.to !== 'member' || lr.of !== 'trick' || !isTrickName(rules, list.object)) return undefined;
  if (list.name === 'cards') return (c) => { const t = c.s.trick; return t === null ? null : cardCount(t); };
  return (c) => { const t = c.s.trick; return t === null ? null : t.plays.length; };
}
