// Rules prepared once for the hot paths: each meld type's kind, its bounds, and set lookups.
// Cached per rules object, which the engine therefore treats as immutable.
import type { MeldRules, MeldType, PlayedCard } from './types.js';

/**
 * How a meld type constrains its cards:
 * - set:   all the same rank (`same: rank`; a `step` alongside is ignored)
 * - run:   ranks strictly increase by `step`; all one suit when `same: suit`
 * - flush: `same: suit` without `step`: all one suit, any ranks
 * - free:  neither: any cards (in practice a single); a card without rank counts as 0
 * - group: `group: N` with `step`: N cards of each rank, the ranks going up by `step` (no wilds)
 */
export type MeldKind = 'set' | 'run' | 'flush' | 'free' | 'group';

export interface CompiledType {
  readonly name: string;
  readonly kind: MeldKind;
  readonly suited: boolean;
  readonly step: number;
  /** Cards per rank in a group (1 for other kinds). */
  readonly group: number;
  readonly wrap: boolean;
  readonly min: number;
  readonly max: number;
  readonly lead: boolean;
  /** The most wilds and the fewest naturals a meld of the type holds (Infinity and 0: no limit). */
  readonly maxWilds: number;
  readonly minNaturals: number;
}

export interface CompiledRules {
  readonly rules: MeldRules;
  readonly types: readonly CompiledType[];
  readonly byName: ReadonlyMap<string, CompiledType>;
  readonly wildMin: number;
  readonly wildMax: number;
  readonly wildSuits: ReadonlySet<string>;
  /** The suit every all-wild suited meld is declared in (the first of wilds.suits). */
  readonly wildSuit0: string | null;
  /** The suits an any-suit card may take, in the deck's order. */
  readonly deckSuits: readonly string[];
  readonly deckSuitSet: ReadonlySet<string>;
  readonly deckMin: number;
  readonly deckMax: number;
  /** How many ranks the deck's cycle has, for wrapping runs. */
  readonly cycle: number;
}

const cache = new WeakMap<MeldRules, CompiledRules>();

function kindOf(t: MeldType): MeldKind {
  if (t.group !== undefined && t.step !== undefined && t.step > 0 && t.same !== 'suit') return 'group';
  if (t.same === 'rank') return 'set';
  if (t.step !== undefined && t.step > 0) return 'run';
  return t.same === 'suit' ? 'flush' : 'free';
}

function compileType(t: MeldType): CompiledType {
  const kind = kindOf(t);
  return {
    name: t.name,
    kind,
    suited: t.same === 'suit',
    step: kind === 'run' || kind === 'group' ? (t.step as number) : 0,
    group: kind === 'group' ? (t.group as number) : 1,
    wrap: kind === 'run' && t.wrap === true,
    min: Math.max(1, t.size.min),
    max: t.size.max,
    lead: t.lead,
    maxWilds: t.maxWilds ?? Infinity,
    minNaturals: t.minNaturals ?? 0,
  };
}

/** The last rules compiled: every play of a game asks for the same ones (a WeakMap look-up shows). */
let lastRules: MeldRules | null = null;
let lastCompiled: CompiledRules | null = null;

export function compile(rules: MeldRules): CompiledRules {
  if (rules === lastRules) return lastCompiled as CompiledRules;
  let c = cache.get(rules);
  if (c) {
    lastRules = rules;
    lastCompiled = c;
    return c;
  }
  const types = rules.types.map(compileType);
  c = {
    rules,
    types,
    byName: new Map(types.map((t) => [t.name, t])),
    wildMin: rules.wildRanks.min,
    wildMax: rules.wildRanks.max,
    wildSuits: new Set(rules.wildSuits),
    wildSuit0: rules.wildSuits.length > 0 ? (rules.wildSuits[0] as string) : null,
    deckSuits: rules.deckSuits ?? [],
    deckSuitSet: new Set(rules.deckSuits ?? []),
    deckMin: rules.deckMinRank,
    deckMax: rules.deckMaxRank,
    cycle: rules.deckMaxRank - rules.deckMinRank + 1,
  };
  cache.set(rules, c);
  return c;
}

/** Whether the cards keep the type's limits on wilds (`wilds: N`) and naturals (`naturals: N`). */
export function wildsFit(ct: CompiledType, cards: readonly PlayedCard[]): boolean {
  if (ct.maxWilds === Infinity && ct.minNaturals === 0) return true;
  let wilds = 0;
  for (const c of cards) if (c.wild) wilds++;
  return wilds <= ct.maxWilds && cards.length - wilds >= ct.minNaturals;
}

export function isWildRank(cr: CompiledRules, r: number | null): r is number {
  return r !== null && Number.isInteger(r) && r >= cr.wildMin && r <= cr.wildMax;
}

/** Whether a card's `only` (if any) allows the meld type `name`. */
export function allows(card: { only?: readonly string[] | undefined }, name: string): boolean {
  return card.only === undefined || card.only.includes(name);
}

export function allAllow(cards: readonly PlayedCard[], name: string): boolean {
  for (const c of cards) if (!allows(c, name)) return false;
  return true;
}
