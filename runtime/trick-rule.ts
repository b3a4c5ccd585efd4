// Who wins a must-follow trick, as the rule file says: the trump suit (a letter, or an expression
// worked out as the trick is played), the suit each card counts as (`effective-suit`), its strength
// (`strength`) and the winner rule (`highest`, `lowest`, or an expression giving the player). The
// card-dependent expressions see the card as `card`; a game that sets none of them pays nothing.
import type { MustFollowPlay } from '../grammar/def/types.js';
import type { Expr } from '../grammar/expr/ast.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { evaluate } from './effects.js';
import { RuleError } from './eval/context.js';
import { cardRef, isPlayer, type CardRef, type Value } from './values.js';

function expect<T extends 'string' | 'number'>(v: Value, kind: T, e: Expr, what: string): (T extends 'string' ? string : number) | null {
  if (v === null || typeof v === kind) return v as (T extends 'string' ? string : number) | null;
  throw new RuleError('runtime/type', `${what} must give a ${kind} or null`, e.range);
}

/** The trump suit now: the fixed letter, the expression's suit, or null (no trump). */
export function trumpSuit(rules: Rules, play: MustFollowPlay, s: GameState): string | null {
  if (play.trump !== undefined) return play.trump;
  if (play.trumpExpr === undefined) return null;
  return expect(evaluate(rules, s, play.trumpExpr, null), 'string', play.trumpExpr, 'the trump');
}

/** Each rule file's reader of printed suits, made once (a reader is asked for several times per move). */
const printedSuits = new WeakMap<Rules, (id: string) => string | null>();

function printedSuitReader(rules: Rules): (id: string) => string | null {
  let read = printedSuits.get(rules);
  if (read === undefined) printedSuits.set(rules, (read = (id) => rules.cards.get(id)?.suit ?? null));
  return read;
}

/** Reads the suit each card counts as (its printed suit unless `effective-suit` says otherwise). */
export function suitReader(rules: Rules, play: MustFollowPlay, s: GameState): (id: string) => string | null {
  if (play.effectiveSuit === undefined) return printedSuitReader(rules);
  const read = effectiveSuitReader(rules, play, s);
  return (id) => read(cardRef(id));
}

/**
 * `effective-suit` of a card given by its reference. One locals object serves every card: an
 * expression cannot assign its locals, and each evaluation is done before the next starts.
 */
export function effectiveSuitReader(rules: Rules, play: MustFollowPlay, s: GameState): (card: CardRef) => string | null {
  const e = play.effectiveSuit;
  if (e === undefined) return (card) => rules.cards.get(card.id)?.suit ?? null;
  const locals: { card: Value } = { card: null };
  return (card) => {
    locals.card = card;
    return expect(evaluate(rules, s, e, null, locals), 'string', e, 'effective-suit');
  };
}

const printedStrength = (_id: string, rank: number | null): number => rank ?? 0;

function strengthReader(rules: Rules, play: MustFollowPlay, s: GameState): (id: string, rank: number | null) => number {
  const e = play.strength;
  if (e === undefined) return printedStrength;
  const locals: { card: Value } = { card: null };
  return (id) => {
    locals.card = cardRef(id);
    return expect(evaluate(rules, s, e, null, locals), 'number', e, 'strength') ?? 0;
  };
}

/** Set while a winner expression runs, so that `trick.winner` inside it cannot recurse. */
let choosing = false;

/** Whether a winner expression is being worked out now (`trick.winner` is null inside it). */
export function choosingWinner(): boolean {
  return choosing;
}

/**
 * The seat winning the trick so far. `highest`/`lowest`: among the cards that count as trump, the
 * strongest (weakest) wins; with no trump played, among the cards of the led suit. The first of
 * equal cards stays ahead. An expression gives the player; null while it says nobody.
 */
export function mustFollowWinner(rules: Rules, play: MustFollowPlay, s: GameState): number | null {
  const t = s.trick;
  if (t === null || t.plays.length === 0) return null;
  if (typeof play.winner === 'object') {
    if (choosing) return null;
    choosing = true;
    try {
      const v = evaluate(rules, s, play.winner, null);
      return isPlayer(v) ? v.seat : null;
    } finally {
      choosing = false;
    }
  }
  const trump = trumpSuit(rules, play, s);
  // The printed suit is the card's own (as it lies in the trick): no reader then.
  const suitOf = play.effectiveSuit === undefined ? null : suitReader(rules, play, s);
  const strength = strengthReader(rules, play, s);
  const sign = play.winner === 'lowest' ? -1 : 1;
  // The best so far, in three variables (no object per play: this runs several times per move).
  let bestSeat: number | null = null;
  let bestTrump = false;
  let bestKey = 0;
  const plays = t.plays;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i] as (typeof plays)[number];
    const c = p.cards[0];
    if (c === undefined) continue;
    const suit = suitOf === null ? c.suit : suitOf(c.id);
    const isTrump = trump !== null && suit === trump;
    if (!isTrump && suit !== t.ledSuit) continue;
    const key = sign * strength(c.id, c.rank);
    if (bestSeat === null || (isTrump && !bestTrump) || (isTrump === bestTrump && key > bestKey)) {
      bestSeat = p.seat;
      bestTrump = isTrump;
      bestKey = key;
    }
  }
  return bestSeat;
}
