// What beats what in a climbing trick, as the rule file says: an order across meld names (`beats:`),
// bombs (beat any meld that is no bomb; bombs beat each other by size, then strength), a meld's own
// strength expression, suit order as the tie-break, the direction (`order:` ascending, descending,
// or an expression read at every comparison, so an effect can reverse it) and special cards that,
// played alone, beat chosen melds. A game that sets none of these keeps the meld engine's rule
// (same name and size, higher, or the reset) and never comes here.
import type { ClimbingPlay, MeldDef } from '../grammar/def/types.js';
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import type { Meld, MeldRejection, MeldRules, PlayedCard } from './melds/types.js';
import { evaluate } from './effects.js';
import { RuleError } from './eval/context.js';
import { cardRef } from './values.js';

interface Order {
  readonly melds: ReadonlyMap<string, MeldDef>;
  /** A special card's name → the meld names it beats, played alone. */
  readonly cardBeats: ReadonlyMap<string, ReadonlySet<string>>;
  /** Suit letter → its place, weakest 0; null: no suit tie-break. */
  readonly suitRank: ReadonlyMap<string, number> | null;
}

const cache = new WeakMap<Rules, Order | null>();

/** The rule file's order, or null when it keeps the usual rule (every seed game). */
/** The last rule file asked about, and its order: a game asks for the same one move after move. */
let lastRules: Rules | null = null;
let lastOrder: Order | null = null;

export function climbOrder(rules: Rules): Order | null {
  if (rules === lastRules) return lastOrder;
  const hit = cache.get(rules);
  if (hit !== undefined) {
    lastRules = rules;
    lastOrder = hit;
    return hit;
  }
  const def = rules.def;
  const play = def.round.play;
  const cardBeats = new Map(def.cards.special.filter((sp) => sp.beats !== undefined).map((sp) => [sp.name, new Set(sp.beats)] as const));
  const extended = play.kind === 'climbing' && (play.order !== undefined || play.suitOrder !== undefined || cardBeats.size > 0
    || def.melds.some((m) => m.beats !== undefined || m.bomb || m.strength !== undefined));
  const order: Order | null = !extended || play.kind !== 'climbing' ? null : {
    melds: new Map(def.melds.map((m) => [m.name, m])),
    cardBeats,
    suitRank: play.suitOrder === undefined ? null : new Map(play.suitOrder.map((l, i) => [l, i])),
  };
  cache.set(rules, order);
  return order;
}

/** Why a meld does not beat the table's: the engine's code, and the words after "does not beat the table: ". */
export interface NotBeating { readonly code: MeldRejection; readonly reason: string }

function descending(rules: Rules, play: ClimbingPlay, s: GameState): boolean {
  const o = play.order;
  if (o === undefined || o === 'ascending') return false;
  if (o === 'descending') return true;
  const v = evaluate(rules, s, o, null);
  if (v === 'ascending' || v === 'descending') return v === 'descending';
  throw new RuleError('runtime/bad-order', `order must give 'ascending' or 'descending', not ${JSON.stringify(v)}`, o.range);
}

function strength(rules: Rules, s: GameState, m: Meld, def: MeldDef | undefined): number {
  const e = def?.strength;
  if (e === undefined) return m.height;
  const v = evaluate(rules, s, e, null, { played: m.cards.map((c) => cardRef(c.id)), meld: m.type });
  if (typeof v !== 'number') throw new RuleError('runtime/type', `the strength of '${m.type}' must give a number`, e.range);
  return v;
}

/** The place of the meld's top card's suit (the highest rank, then the strongest suit); -1: none. */
function topSuit(cards: readonly PlayedCard[], suitRank: ReadonlyMap<string, number>): number {
  let rank = -Infinity;
  let best = -1;
  for (const c of cards) {
    const r = c.rank ?? -Infinity;
    const k = c.suit === null ? -1 : (suitRank.get(c.suit) ?? -1);
    if (r > rank || (r === rank && k > best)) {
      rank = r;
      best = k;
    }
  }
  return best;
}

const a = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** null when `m` beats `target` under the rule file's order; else why not. */
export function notBeating(rules: Rules, play: ClimbingPlay, order: Order, mr: MeldRules, s: GameState, m: Meld, target: Meld): NotBeating | null {
  const md = order.melds.get(m.type);
  const td = order.melds.get(target.type);
  const size = m.cards.length;
  const tsize = target.cards.length;
  const only = m.cards.length === 1 ? rules.cards.get(m.cards[0]?.id ?? '')?.special : null;
  if (only != null && order.cardBeats.get(only)?.has(target.type) === true) return null;
  const bomb = md?.bomb === true;
  const tbomb = td?.bomb === true;
  const listed = md?.beats?.includes(target.type) === true;
  if (bomb && !tbomb) return null;
  if (tbomb && !bomb) return { code: 'not-same-type', reason: `only a bomb beats ${a(target.type)}, and ${a(m.type)} is none` };
  if (bomb && size !== tsize) {
    return size > tsize ? null : { code: 'not-same-size', reason: `a bomb of ${size} cards does not beat one of ${tsize}` };
  }
  if (!bomb && m.type !== target.type) {
    if (!listed) return { code: 'not-same-type', reason: `${a(m.type)} does not beat ${a(target.type)}` };
    return size === tsize ? null : { code: 'not-same-size', reason: `${a(m.type)} beats ${a(target.type)} of as many cards (${tsize}), not ${size}` };
  }
  if (m.type !== target.type) {
    // Two bombs of as many cards: an order between their names decides, else strength.
    if (listed) return null;
    if (td?.beats?.includes(m.type) === true) return { code: 'not-higher', reason: `${a(target.type)} beats ${a(m.type)}` };
  } else if (size !== tsize) return { code: 'not-same-size', reason: `${a(m.type)} of ${size} cards does not beat one of ${tsize}` };
  const down = descending(rules, play, s);
  let cmp = strength(rules, s, m, md) - strength(rules, s, target, td);
  if (cmp === 0 && order.suitRank !== null) cmp = topSuit(m.cards, order.suitRank) - topSuit(target.cards, order.suitRank);
  if (down) cmp = -cmp;
  if (cmp > 0) return null;
  if (!down && mr.reset !== undefined && m.type === target.type && m.low === mr.reset.rank && target.height === mr.deckMaxRank) return null;
  return { code: 'not-higher', reason: `not ${down ? 'lower' : 'higher'} than the ${target.type} there${down ? ' (the order is descending)' : ''}` };
}
