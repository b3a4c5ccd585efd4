// The wild picker's logic: a rank and a suit for each card that takes a declaration in a meld,
// offered only as the decision allows. A meld's `ways` list every legal combination exactly, so
// each card's choices are those of the ways that agree with the cards before it; a change resets
// the later cards to their first allowed value. Every reachable combination is one of the ways.
import type { Declaration, MeldOption } from './runtime.js';

const same = (a: Declaration | undefined, b: Declaration | undefined): boolean => a?.rank === b?.rank && a?.suit === b?.suit;

/** The ways that agree with `chosen` on the cards before `j`. */
function agreeing(meld: MeldOption, chosen: readonly Declaration[], j: number): (readonly Declaration[])[] {
  return meld.ways.filter((w) => chosen.slice(0, j).every((c, k) => same(c, w[k])));
}

/** The ranks card `j` may take given the cards before it (ascending; [null] for a card that declares only a suit). */
export function ranksFor(meld: MeldOption, chosen: readonly Declaration[], j: number): (number | null)[] {
  const out = new Set(agreeing(meld, chosen, j).map((w) => w[j]?.rank ?? null));
  return [...out].sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity));
}

/** The suits card `j` may take with rank `rank`, given the cards before it, in the decision's order. */
export function suitsFor(meld: MeldOption, chosen: readonly Declaration[], j: number, rank: number | null): (string | null)[] {
  const out: (string | null)[] = [];
  for (const w of agreeing(meld, chosen, j)) {
    const d = w[j];
    if (d !== undefined && d.rank === rank && !out.includes(d.suit)) out.push(d.suit);
  }
  return out;
}

/**
 * `wanted` made legal: card by card, its rank if allowed (else the first allowed), then its suit if
 * allowed with that rank (else the first). The result is one of the meld's ways (undefined: none).
 */
export function settle(meld: MeldOption, wanted: readonly (Partial<Declaration> | undefined)[]): Declaration[] | undefined {
  if (meld.ways.length === 0) return undefined;
  const out: Declaration[] = [];
  for (let j = 0; j < meld.declare.length; j++) {
    const ranks = ranksFor(meld, out, j);
    const w = wanted[j];
    const rank = w?.rank !== undefined && ranks.includes(w.rank) ? w.rank : ranks[0];
    if (rank === undefined) return undefined;
    const suits = suitsFor(meld, out, j, rank);
    const suit = w?.suit !== undefined && suits.includes(w.suit) ? w.suit : suits[0];
    if (suit === undefined) return undefined;
    out.push({ rank, suit });
  }
  return meld.ways.some((w) => w.length === out.length && w.every((d, k) => same(d, out[k]))) ? out : undefined;
}
