// classify: every meld type some declared cards form, honouring the cards' `only`.
import { allAllow, compile } from './compile.js';
import { sortCanonical } from './order.js';
import { shapeOf } from './shape.js';
import type { Meld, MeldRules, PlayedCard } from './types.js';

/** Every meld (one per meld type, in the rules' order) that the declared cards form. */
export function classify(cards: readonly PlayedCard[], rules: MeldRules): Meld[] {
  const cr = compile(rules);
  const out: Meld[] = [];
  if (cards.length === 0) return out;
  let sorted: PlayedCard[] | null = null;
  for (const ct of cr.types) {
    if (!allAllow(cards, ct.name)) continue;
    const shape = shapeOf(ct, cards, cr);
    if (!shape) continue;
    sorted ??= sortCanonical(cards.slice());
    out.push({ type: ct.name, cards: sorted, height: shape.height, low: shape.low });
  }
  return out;
}
