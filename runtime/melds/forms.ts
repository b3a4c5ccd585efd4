// formsMeld: validates a player's declared play against the rules and the meld on the table, and
// says why it is refused, for the runtime's error messages.
import { beatsShape } from './beats.js';
import { allAllow, compile, type CompiledRules, type CompiledType } from './compile.js';
import { sortCanonical } from './order.js';
import { shapeOf, type Shape } from './shape.js';
import type { FormsMeldResult, Meld, MeldRules, PlayedCard } from './types.js';

/**
 * The meld the declared cards form as a lead (target null) or over `target`. When they could form
 * several types, the first in the rules' order that is acceptable wins; `type` restricts the choice
 * to one meld name (a play that names its type). Checks in order: shape, `only`, then lead or
 * type/size/height against the target.
 */
export function formsMeld(
  cards: readonly PlayedCard[],
  rules: MeldRules,
  target: Meld | null,
  type?: string,
): FormsMeldResult {
  const cr = compile(rules);
  if (type !== undefined) {
    const one = cr.byName.get(type);
    if (one !== undefined && cr.types.length === cr.byName.size) return formsOne(one, cards, cr, target);
  }
  const shaped: { ct: CompiledType; shape: Shape }[] = [];
  for (const ct of cr.types) {
    if (type !== undefined && ct.name !== type) continue;
    const shape = cards.length > 0 ? shapeOf(ct, cards, cr) : null;
    if (shape) shaped.push({ ct, shape });
  }
  if (shaped.length === 0) return { ok: false, reason: 'not-a-meld' };
  const allowed = shaped.filter((s) => allAllow(cards, s.ct.name));
  if (allowed.length === 0) return { ok: false, reason: 'only' };
  const meld = (s: { ct: CompiledType; shape: Shape }): FormsMeldResult => ({
    ok: true,
    meld: { type: s.ct.name, cards: sortCanonical(cards.slice()), height: s.shape.height, low: s.shape.low },
  });
  if (target === null) {
    const lead = allowed.find((s) => s.ct.lead);
    return lead ? meld(lead) : { ok: false, reason: 'cannot-lead' };
  }
  const same = allowed.find((s) => s.ct.name === target.type);
  if (!same) return { ok: false, reason: 'not-same-type' };
  if (cards.length !== target.cards.length) return { ok: false, reason: 'not-same-size' };
  if (!beatsShape(same.shape.height, same.shape.low, target, rules)) return { ok: false, reason: 'not-higher' };
  return meld(same);
}

/** formsMeld of the one meld type named (names unique): the same checks in the same order, without the lists. */
function formsOne(ct: CompiledType, cards: readonly PlayedCard[], cr: CompiledRules, target: Meld | null): FormsMeldResult {
  const shape = cards.length > 0 ? shapeOf(ct, cards, cr) : null;
  if (!shape) return { ok: false, reason: 'not-a-meld' };
  if (!allAllow(cards, ct.name)) return { ok: false, reason: 'only' };
  if (target === null) {
    if (!ct.lead) return { ok: false, reason: 'cannot-lead' };
  } else {
    if (ct.name !== target.type) return { ok: false, reason: 'not-same-type' };
    if (cards.length !== target.cards.length) return { ok: false, reason: 'not-same-size' };
    if (!beatsShape(shape.height, shape.low, target, cr.rules)) return { ok: false, reason: 'not-higher' };
  }
  return { ok: true, meld: { type: ct.name, cards: sortCanonical(cards.slice()), height: shape.height, low: shape.low } };
}

/**
 * The height and lowest rank of the meld formsMeld(cards, rules, target, type) makes of a meld type
 * named (the names unique), or null where it refuses the cards for anything but a card's `only`,
 * which is left to the caller (formsMeld refuses for it too, so a null stays a refusal). Undefined
 * where formsMeld would take its general path. No lists, no sorted copy: a play being applied.
 */
export function namedShape(cards: readonly PlayedCard[], rules: MeldRules, target: Meld | null, type: string): Shape | null | undefined {
  const cr = compile(rules);
  const ct = cr.byName.get(type);
  if (ct === undefined || cr.types.length !== cr.byName.size) return undefined;
  const shape = cards.length > 0 ? shapeOf(ct, cards, cr) : null;
  if (!shape) return null;
  if (target === null) return ct.lead ? shape : null;
  if (ct.name !== target.type || cards.length !== target.cards.length) return null;
  return beatsShape(shape.height, shape.low, target, cr.rules) ? shape : null;
}
