// enumeratePlays: every distinct legal play of a hand, as a lead or over a meld, in canonical form
// (see canonicalize). Naturals appear in plays as the hand's own card objects; wilds as new
// declared cards.
import { allows, compile, type CompiledType } from './compile.js';
import { enumerateLoose } from './enum-loose.js';
import { enumerateRuns } from './enum-runs.js';
import { enumerateGroups } from './enum-groups.js';
import { enumerateSets } from './enum-sets.js';
import { sortCanonical } from './order.js';
import type { Search } from './search.js';
import type { HandCard, Meld, MeldRules, Play } from './types.js';

/**
 * `every`: with no target, list the plays of every meld type, those that may not lead included
 * (a caller with its own rule of what beats what filters them).
 */
export function enumeratePlays(hand: readonly HandCard[], rules: MeldRules, target: Meld | null, every = false): Play[] {
  const cr = compile(rules);
  const out: Play[] = [];
  const naturals: HandCard[] = [];
  const wilds: HandCard[] = [];
  let restricted = false;
  for (const c of hand) {
    (c.wild ? wilds : naturals).push(c);
    if (c.only !== undefined) restricted = true;
  }
  sortCanonical(naturals); // an insertion sort: Array.prototype.sort allocates a work array per call
  let shared: Pick<Search, 'naturals' | 'wildsById' | 'wilds'> | null = null;
  for (const ct of cr.types) {
    if (target ? ct.name !== target.type : !ct.lead && !every) continue;
    const cards = restricted ? forType(ct, naturals, wilds) : (shared ??= forType(ct, naturals, wilds));
    const minN = target ? Math.max(ct.min, target.cards.length) : ct.min;
    const maxN = Math.min(target ? target.cards.length : ct.max, ct.max, cards.naturals.length + cards.wilds);
    if (minN > maxN) continue;
    search({ cr, ct, naturals: cards.naturals, wildsById: cards.wildsById, wilds: cards.wilds, minN, maxN, target, out });
  }
  return out;
}

function forType(ct: CompiledType, naturals: readonly HandCard[], wilds: readonly HandCard[]): Pick<Search, 'naturals' | 'wildsById' | 'wilds'> {
  const nat = naturals.filter((c) => allows(c, ct.name));
  const wl = wilds.filter((c) => allows(c, ct.name));
  const wildsById: HandCard[][] = [];
  for (let k = 0; k <= wl.length; k++) wildsById.push(sortedById(wl, k));
  return { naturals: nat, wildsById, wilds: wl.length };
}

function search(s: Search): void {
  switch (s.ct.kind) {
    case 'set': return enumerateSets(s);
    case 'run': return enumerateRuns(s);
    case 'group': return enumerateGroups(s);
    case 'flush':
    case 'free': return enumerateLoose(s);
  }
}

/** The first k cards sorted by id: an insertion sort (a hand has few wilds; Array.prototype.sort allocates). */
function sortedById(cards: readonly HandCard[], k: number): HandCard[] {
  const out = new Array<HandCard>(k);
  for (let i = 0; i < k; i++) {
    const c = cards[i] as HandCard;
    let j = i;
    for (; j > 0 && (out[j - 1] as HandCard).id > c.id; j--) out[j] = out[j - 1] as HandCard;
    out[j] = c;
  }
  return out;
}
