// canonicalize: the one form of a play that enumeratePlays lists, so that a parsed move can be
// compared with the listed ones (see playKey). Wilds are interchangeable, so the form forgets which
// wild was declared as what.
import { allows, compile } from './compile.js';
import { compareCards, sortCanonical } from './order.js';
import type { HandCard, MeldRules, Play, PlayedCard } from './types.js';

/**
 * - With `hand`, the play's wilds become the first k wilds of the hand (in hand order) that the
 *   play's type allows.
 * - A wild's suit is null unless the meld type is `same: suit`; an all-wild suited meld declared in
 *   one suit is moved to the first of wilds.suits.
 * - The wilds' declarations, in canonical order, go to the wilds sorted by id.
 * - The cards are in canonical order (rank, suit, id).
 * Meant for plays that formsMeld accepts; an invalid play stays invalid.
 */
export function canonicalize(play: Play, rules: MeldRules, hand?: readonly HandCard[]): Play {
  const cr = compile(rules);
  const suited = cr.byName.get(play.type)?.suited === true;
  const naturals: PlayedCard[] = [];
  const decls: PlayedCard[] = [];
  for (const c of play.cards) (c.wild ? decls : naturals).push(c);
  if (decls.length === 0) return { type: play.type, cards: sortCanonical(naturals) };

  let ids: { id: string; only?: readonly string[] }[] = decls;
  if (hand) {
    const fromHand = hand.filter((h) => h.wild && allows(h, play.type)).slice(0, decls.length);
    if (fromHand.length === decls.length) ids = fromHand;
  }
  ids = ids.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  let moveTo: string | null | undefined; // undefined: keep each declared suit
  if (!suited) moveTo = null;
  else if (naturals.length === 0 && decls.every((d) => d.suit === decls[0]?.suit)) moveTo = cr.wildSuit0;
  const declared = decls
    .map((d) => ({ rank: d.rank, suit: moveTo === undefined ? d.suit : moveTo }))
    .sort((a, b) => compareCards({ id: '', wild: true, ...a }, { id: '', wild: true, ...b }));

  const cards = naturals.slice();
  declared.forEach((d, i) => {
    const w = ids[i] as { id: string; only?: readonly string[] };
    cards.push(w.only ? { id: w.id, rank: d.rank, suit: d.suit, wild: true, only: w.only } : { id: w.id, rank: d.rank, suit: d.suit, wild: true });
  });
  return { type: play.type, cards: sortCanonical(cards) };
}
