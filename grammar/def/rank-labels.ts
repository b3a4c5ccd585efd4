// Rank labels: how a rank is written and shown (`Q`, `A`, `10`). Every rank is a whole number (its
// place in the rank order: a higher number beats a lower one, and runs go up by it); a rule file
// that lists its ranks (`ranks: [2, 3, …, 10, J, Q, K, A]`) also gives each a label. Card names,
// move notation, the log and clients write a rank by its label; ranks without one (every rank of
// `ranks: 1..13`, a wild's rank beyond the box) by their number. Shared by the front end and the
// runtime, so both read and write ranks alike.
import type { CardsDef } from './types.js';

/** A rank's label as written in `cards.ranks`: digits, or a capital then letters or digits. */
export const RANK_LABEL = '^([0-9]+|[A-Z][A-Za-z0-9]{0,4})$';
const LABEL_RE = new RegExp(RANK_LABEL);
const NUMBER_RE = /^-?[0-9]+$/;

export function isRankLabel(text: string): boolean {
  return LABEL_RE.test(text);
}

interface RankTable {
  readonly byRank: ReadonlyMap<number, string>;
  readonly byLabel: ReadonlyMap<string, number>;
}

type Labelled = Pick<CardsDef, 'rankLabels'>;

const tables = new WeakMap<object, RankTable>();
const EMPTY: RankTable = { byRank: new Map(), byLabel: new Map() };

function table(cards: Labelled): RankTable {
  const labels = cards.rankLabels;
  if (labels === undefined || labels.length === 0) return EMPTY;
  let t = tables.get(labels);
  if (t === undefined) {
    t = { byRank: new Map(labels.map((l) => [l.rank, l.label])), byLabel: new Map(labels.map((l) => [l.label, l.rank])) };
    tables.set(labels, t);
  }
  return t;
}

/** How `rank` is written: its label, or its number. */
export function rankText(cards: Labelled, rank: number): string {
  return table(cards).byRank.get(rank) ?? String(rank);
}

/**
 * The rank written as `text`: a label, or the number of a rank that has no other label (so each
 * rank has one way to be written: with `A` the 14th rank, `14` is not it). Undefined otherwise.
 */
export function rankOfText(cards: Labelled, text: string): number | undefined {
  const t = table(cards);
  const labelled = t.byLabel.get(text);
  if (labelled !== undefined) return labelled;
  if (!NUMBER_RE.test(text)) return undefined;
  const n = Number(text);
  const own = t.byRank.get(n);
  return own === undefined || own === text ? n : undefined;
}

/** Every label, in rank order (for "did you mean" suggestions). */
export function rankLabelList(cards: Labelled): readonly string[] {
  return (cards.rankLabels ?? []).map((l) => l.label);
}

/** A suited card's name: its rank as written, then its suit letter (`QH`, `10M`). */
export function suitedCardId(cards: Labelled, rank: number, suit: string): string {
  return `${rankText(cards, rank)}${suit}`;
}

/**
 * Splits a declaration's text (`QH`, `10M`, `K`) into a rank and a suit: the rank written as in
 * rankOfText, then one of `suits` or nothing. Where several splits read (a label that ends in
 * capitals), the longest rank wins. Undefined when no split reads.
 */
export function splitRankSuit(cards: Labelled, text: string, suits: readonly string[]): { rank: number; suit: string } | undefined {
  for (let i = text.length; i > 0; i--) {
    const suit = text.slice(i);
    if (suit !== '' && !suits.includes(suit)) continue;
    const rank = rankOfText(cards, text.slice(0, i));
    if (rank !== undefined) return { rank, suit };
  }
  return undefined;
}
