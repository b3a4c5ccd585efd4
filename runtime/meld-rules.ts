// Bridges the game state to the meld engine: the hand as the engine sees it, and the meld rules
// for the deck in play.
import type { GameState } from './state.js';
import { deckFor, type Rules } from './rules.js';
import type { PlayCard } from './moves.js';
import type { HandCard, MeldRules, MeldType, PlayedCard } from './melds/types.js';
import type { PlayedCardState } from './state.js';
import { cardTable, type CardTable } from './melds/card-table.js';

const cache = new WeakMap<Rules, Map<number, MeldRules>>();

/** The meld rules at this player count (the deck's highest rank depends on it), cached. */
/** The last meld rules asked for: a game asks for the same ones move after move. */
let lastRules: Rules | null = null;
let lastPlayers = 0;
let lastMeldRules: MeldRules | null = null;

export function meldRules(rules: Rules, players: number): MeldRules {
  if (rules === lastRules && players === lastPlayers) return lastMeldRules as MeldRules;
  const mr = meldRulesOf(rules, players);
  lastRules = rules;
  lastPlayers = players;
  lastMeldRules = mr;
  return mr;
}

function meldRulesOf(rules: Rules, players: number): MeldRules {
  let byCount = cache.get(rules);
  if (byCount === undefined) {
    byCount = new Map();
    cache.set(rules, byCount);
  }
  let mr = byCount.get(players);
  if (mr === undefined) {
    const def = rules.def;
    const deck = deckFor(def, players);
    const types: MeldType[] = def.melds.map((m) => ({
      name: m.name,
      size: { min: m.size.min, max: m.size.max },
      ...(m.same ? { same: m.same } : {}),
      ...(m.step !== undefined ? { step: m.step } : {}),
      wrap: m.wrap,
      lead: m.lead,
      ...(m.group !== undefined ? { group: m.group } : {}),
      ...(m.maxWilds !== undefined ? { maxWilds: m.maxWilds } : {}),
      ...(m.minNaturals !== undefined ? { minNaturals: m.minNaturals } : {}),
    }));
    const play = def.round.play;
    mr = {
      types,
      // A deck entry's `wild-ranks` (the wild ranks at its player counts) wins over `wilds.ranks`.
      wildRanks: deck?.wildRanks ?? def.wilds?.ranks ?? { min: 0, max: -1 },
      wildSuits: def.wilds?.suits ?? [],
      deckMaxRank: deck?.ranks.max ?? def.cards.ranks.max,
      deckMinRank: deck?.ranks.min ?? def.cards.ranks.min,
      deckSuits: deck?.suits ?? def.cards.suits.map((x) => x.letter),
      ...(play.kind === 'climbing' && play.reset ? { reset: { rank: play.reset.rank } } : {}),
    };
    byCount.set(players, mr);
  }
  return mr;
}

/** Each card as the meld engine sees it, natural [0] and wild [1], made once per rule file. */
const handCardCache = new WeakMap<Rules, Map<string, [HandCard, HandCard]>>();

let lastCardRules: Rules | null = null;
let lastCards: Map<string, [HandCard, HandCard]> | null = null;

function handCardsOf(rules: Rules): Map<string, [HandCard, HandCard]> {
  if (rules === lastCardRules) return lastCards as Map<string, [HandCard, HandCard]>;
  lastCards = handCardsOfRules(rules);
  lastCardRules = rules;
  return lastCards;
}

function handCardsOfRules(rules: Rules): Map<string, [HandCard, HandCard]> {
  let byId = handCardCache.get(rules);
  if (byId === undefined) {
    byId = new Map();
    handCardCache.set(rules, byId);
  }
  return byId;
}

function handCard(rules: Rules, byId: Map<string, [HandCard, HandCard]>, id: string, wild: boolean): HandCard {
  let pair = byId.get(id);
  if (pair === undefined) {
    const info = rules.cards.get(id);
    const base = { id, rank: info?.rank ?? null, suit: info?.suit ?? null };
    pair = [
      { ...base, wild: false, ...(info?.only ? { only: info.only } : {}), ...(info?.anySuit ? { anySuit: true as const } : {}) },
      { ...base, wild: true },
    ];
    byId.set(id, pair);
  }
  return pair[wild ? 1 : 0];
}

const tables = new WeakMap<Rules, CardTable>();

/** The rule file's cards as the meld engine's integers (melds/card-table.ts), made once. */
export function meldCardTable(rules: Rules): CardTable {
  let t = tables.get(rules);
  if (t === undefined) {
    const byId = handCardsOf(rules);
    const cards: HandCard[] = [];
    for (const id of rules.cards.keys()) cards.push(handCard(rules, byId, id, false));
    tables.set(rules, (t = cardTable(cards)));
  }
  return t;
}

/** Cards as the meld engine sees them (shared objects: the engine never changes them). */
export function handCards(rules: Rules, s: GameState, ids: readonly string[]): HandCard[] {
  const byId = handCardsOf(rules);
  const out = new Array<HandCard>(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    out[i] = handCard(rules, byId, id, s.wild[id] === true);
  }
  return out;
}

/**
 * A play's cards as declared: a wild as its declaration, an any-suit card with its declared suit
 * (none when it declares none), any other card as it is (a declaration on it is ignored here:
 * checkMove refuses it). `withOnly: false` leaves the cards' `only` out.
 */
export function playedCards(rules: Rules, s: GameState, cards: readonly PlayCard[], withOnly = true): PlayedCard[] {
  const byId = handCardsOf(rules);
  const out = new Array<PlayedCard>(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as PlayCard;
    const h = handCard(rules, byId, c.id, s.wild[c.id] === true);
    // Written out per case (no spreads): the same properties in the same order as before.
    const only = withOnly ? h.only : undefined;
    if (c.as) out[i] = { id: h.id, rank: c.as.rank, suit: c.as.suit, wild: true };
    else if (h.anySuit) {
      out[i] = only ? { id: h.id, rank: h.rank, suit: c.suit ?? null, wild: false, anySuit: true, only } : { id: h.id, rank: h.rank, suit: c.suit ?? null, wild: false, anySuit: true };
    } else out[i] = only ? { id: h.id, rank: h.rank, suit: h.suit, wild: false, only } : { id: h.id, rank: h.rank, suit: h.suit, wild: false };
  }
  return out;
}

/** A card played as itself as the table keeps it, `{ id, rank, suit, wild: false }`, with its `only`. */
interface TableCard {
  readonly card: PlayedCardState;
  readonly only: readonly string[] | undefined;
}

/** Each card's TableCard by id, made once per rule file (null: an any-suit card, played otherwise). */
const tableCardCache = new WeakMap<Rules, Map<string, TableCard | null>>();
let lastTableRules: Rules | null = null;
let lastTableCards: Map<string, TableCard | null> | null = null;

function tableCardsOf(rules: Rules): Map<string, TableCard | null> {
  if (rules === lastTableRules) return lastTableCards as Map<string, TableCard | null>;
  let byId = tableCardCache.get(rules);
  if (byId === undefined) tableCardCache.set(rules, (byId = new Map()));
  lastTableRules = rules;
  lastTableCards = byId;
  return byId;
}

function tableCard(rules: Rules, byId: Map<string, TableCard | null>, id: string): TableCard | null {
  let t = byId.get(id);
  if (t === undefined) {
    const h = handCard(rules, handCardsOf(rules), id, false);
    byId.set(id, (t = h.anySuit ? null : { card: { id: h.id, rank: h.rank, suit: h.suit, wild: false }, only: h.only }));
  }
  return t;
}

/** tablePlayedCards: not taken, taken, taken with a card that has an `only` (then playAllows tells). */
export const NOT_TAKEN = 0;
export const TAKEN = 1;
export const TAKEN_ONLY = 2;

/**
 * playedCards(rules, s, cards) as the table keeps them (the trick's `{ id, rank, suit, wild }`,
 * what applyClimbing copies a meld's cards into), written into `out`: a card played as itself is
 * one shared object per rule file and card (a trick's cards are never changed), a wild's
 * declaration a new one. NOT_TAKEN, with `out` unfinished, for a card played otherwise than those
 * two ways (an any-suit card, a wild played undeclared): the caller takes playedCards then. The
 * cards' `only` is not in these objects: TAKEN_ONLY says some card has one, read by playAllows.
 */
export function tablePlayedCards(rules: Rules, s: GameState, cards: readonly PlayCard[], out: PlayedCardState[]): number {
  const byId = tableCardsOf(rules);
  let taken = TAKEN;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as PlayCard;
    const as = c.as;
    if (as !== undefined) {
      out[i] = { id: c.id, rank: as.rank, suit: as.suit, wild: true };
      continue;
    }
    if (s.wild[c.id] === true) return NOT_TAKEN;
    const t = tableCard(rules, byId, c.id);
    if (t === null) return NOT_TAKEN;
    if (t.only !== undefined) taken = TAKEN_ONLY;
    out[i] = t.card;
  }
  return taken;
}

/**
 * Whether every card's `only` allows the meld type `name`, as allAllow over playedCards(rules, s,
 * cards) (a declared wild has no `only`; any other card its own), for the cards tablePlayedCards takes.
 */
export function playAllows(rules: Rules, cards: readonly PlayCard[], name: string): boolean {
  const byId = tableCardsOf(rules);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as PlayCard;
    if (c.as !== undefined) continue;
    const only = tableCard(rules, byId, c.id)?.only;
    if (only !== undefined && !only.includes(name)) return false;
  }
  return true;
}
