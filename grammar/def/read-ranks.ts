// Reading ranks from the rule file: `cards.ranks` as a range of numbers or a list of labels, and
// every other place a rank is written (a deck's or the wilds' ranks, a special card's rank, the
// climbing reset), by number or by label. An unknown label is `name/unknown-rank`, with the
// nearest label suggested.
import type { PlainValue } from '../yaml/load.js';
import { suggest } from '../expr/suggest.js';
import type { Reader } from './reader.js';
import { rankLabelList, rankOfText } from './rank-labels.js';
import type { CardsDef, IntRange, RankLabel } from './types.js';

type Labelled = Pick<CardsDef, 'rankLabels'>;

/**
 * `cards.ranks`: a range (`2..13`), or a list from the lowest rank to the highest. In a list the
 * ranks are numbered one after another from the first entry's number (1 if it is a label), so
 * `[2, …, 10, J, Q, K, A]` numbers A 14, `[A, 2, …, K]` numbers A 1, and `[3, …, K, A, 2]` numbers
 * the 2 15, the highest.
 */
export function readRankList(r: Reader, c: Record<string, PlainValue>): { ranks: IntRange; rankLabels?: RankLabel[] } {
  const v = c['ranks'];
  if (!Array.isArray(v)) return { ranks: r.intRange(c, 'ranks', v, { min: 1, max: 0 }) };
  const first = v[0];
  const start = typeof first === 'number' ? first : typeof first === 'string' && /^-?[0-9]+$/.test(first) ? Number(first) : 1;
  const rankLabels = v.map((x, i): RankLabel => ({ rank: start + i, label: String(x) }));
  return { ranks: { min: start, max: start + v.length - 1 }, rankLabels };
}

function unknown(r: Reader, cards: Labelled, text: string, container: object, key: string): void {
  const labels = rankLabelList(cards);
  const near = suggest(text, labels);
  const known = labels.length > 0 ? ` (the ranks are ${labels.join(', ')})` : '';
  r.error('name/unknown-rank', `there is no rank '${text}'${near !== undefined ? ` — did you mean '${near}'?` : known}`, r.range(container, key));
}

/** One rank, by number or label; null when absent or unknown (reported). */
export function readRank(r: Reader, cards: Labelled, container: Record<string, PlainValue>, key: string): number | null {
  const v = container[key];
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  const n = rankOfText(cards, v);
  if (n === undefined) unknown(r, cards, v, container, key);
  return n ?? null;
}

/** A range of ranks (`1..12`, `7..A`, `J..`, `Q`), by number or label; `fallback` when absent or unreadable. */
export function readRankRange(r: Reader, cards: Labelled, container: Record<string, PlainValue>, key: string, fallback: IntRange): IntRange {
  const v = container[key];
  if (typeof v === 'number') return { min: v, max: v };
  if (typeof v !== 'string') return fallback;
  const [lo = '', hi] = v.trim().split('..');
  const min = rankOfText(cards, lo);
  const max = hi === undefined ? min : hi === '' ? Infinity : rankOfText(cards, hi);
  if (min === undefined) unknown(r, cards, lo, container, key);
  if (max === undefined && hi !== undefined) unknown(r, cards, hi, container, key);
  if (min === undefined || max === undefined) return fallback;
  if (max < min) r.error('semantic/empty-range', `the range ${v} is empty: ${lo} is above ${hi ?? lo}`, r.range(container, key));
  return { min, max };
}
