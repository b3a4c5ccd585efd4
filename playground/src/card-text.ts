// Card and value names for display, from the rule file's labels: `9♥`, a special card's name, a
// wild's declaration, a chosen value (a player, a card, a marker, a word or number).
import { cardText, markerLabelOf, rankLabel, type Labels, type SuitColour } from './runtime.js';
import type { Value } from './runtime.js';

/** A card's short name (`9♥`), its id when the rules do not know it. */
export function shortCard(labels: Labels, id: string): string {
  return labels.cards[id]?.short ?? id;
}

/** A wild's declaration as the rules write cards: `10♥`, or the rank alone. */
export function declaredText(labels: Labels, rank: number | null, suit: string | null): string {
  const s = suit === null ? null : labels.suits[suit] ?? null;
  if (rank === null) return s === null ? '' : s.symbol ?? s.letter;
  return cardText(rankLabel(labels, rank), s).short;
}

/** The CSS colour of a suit: the rule file's colour, or one chosen by the suit's place. */
export function suitColour(labels: Labels, suit: string | null): string {
  if (suit === null) return 'var(--cs-special)';
  const label = labels.suits[suit];
  if (label?.colour) return COLOURS[label.colour];
  const i = Object.keys(labels.suits).indexOf(suit);
  return FALLBACK[i % FALLBACK.length] ?? 'var(--cs-ink)';
}

const COLOURS: Readonly<Record<SuitColour, string>> = {
  black: '#1f2328', grey: '#5f6b76', red: '#c62828', orange: '#d35400', gold: '#a67c00',
  green: '#2e7d32', blue: '#1f5fbf', purple: '#7b1fa2', pink: '#c2185b', brown: '#7a4a2a',
};
const FALLBACK = ['#1f5fbf', '#c62828', '#2e7d32', '#7b1fa2', '#d35400', '#1f2328'];

/** A chosen value in words: a player's name, a card, a marker's label, a word, a number. */
export function valueText(labels: Labels, names: readonly string[], v: Value): string {
  if (v === null) return 'none';
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return v.map((x) => valueText(labels, names, x)).join(' ');
  switch (v.t) {
    case 'player': return names[v.seat] ?? `seat ${v.seat + 1}`;
    case 'card': return shortCard(labels, v.id);
    case 'marker': return markerLabelOf(labels, v.key)?.label ?? v.key;
    default: return v.t;
  }
}

/** Cards in the rules' order: by suit then rank, or by rank then suit (climbing games). */
export function sortCards(labels: Labels, ids: readonly string[], byRank: boolean): string[] {
  const order = Object.keys(labels.cards);
  const suits = Object.keys(labels.suits);
  const key = (id: string): [number, number, number] => {
    const c = labels.cards[id];
    const special = c?.special != null ? 1 : 0;
    const rank = c?.rank ?? Number.MAX_SAFE_INTEGER;
    const suit = c?.suit != null ? suits.indexOf(c.suit) : suits.length;
    return byRank ? [special, rank, suit] : [special, order.indexOf(id), 0];
  };
  return [...ids].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.localeCompare(b);
  });
}
