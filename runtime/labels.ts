// Display names for clients: what a card, suit, marker, action, zone and meld type are called, as
// plain JSON-safe data taken from the rules, so a client renders names instead of guessing from ids.
import type { SpecialCardDef, SuitColour, Visibility } from '../grammar/def/types.js';
import { BUILTIN_ZONES, type Rules } from './rules.js';
import { rankText } from '../grammar/def/rank-labels.js';

export { SUIT_COLOURS, type SuitColour, type Visibility } from '../grammar/def/types.js';

export interface SuitLabel {
  readonly letter: string;
  readonly name: string;
  /** The rule file's symbol (`♥`), or null: none given (show the letter). */
  readonly symbol: string | null;
  /** The rule file's colour, or null: none given (the client chooses). */
  readonly colour: SuitColour | null;
}

export interface CardLabel {
  readonly id: string;
  /** The printed rank's number (its place in the rank order); null for a special card without one. */
  readonly rank: number | null;
  /** The printed rank as written (`Q`, `10`: its label in `cards.ranks`, else its number); null without a rank. */
  readonly rankLabel: string | null;
  /** The suit's letter, name, symbol and colour; null for a card without a suit. */
  readonly suit: string | null;
  readonly suitName: string | null;
  readonly symbol: string | null;
  readonly colour: SuitColour | null;
  /** A special card's name (the same for all its copies), or null for a suited card. */
  readonly special: string | null;
  /** A special card that is wild by its entry (`wild: true`). */
  readonly wild: boolean;
  /** A special card that takes the suit of the meld it is played in (`suit: any`). */
  readonly anySuit: boolean;
  /** Words: `9 of Hearts`, or a special card's name. */
  readonly text: string;
  /** Short: `9♥`, the id (`9H`) when the suit has no symbol, or a special card's name. */
  readonly short: string;
}

export interface MarkerLabel {
  readonly name: string;
  readonly label: string;
  /** One copy per player: its state key is `name#seat` (seat from 0), otherwise `name`. */
  readonly perPlayer: boolean;
  readonly pool: string | null;
}

export interface ActionLabel {
  readonly name: string;
  readonly label: string;
  readonly endsTurn: boolean;
}

export interface ZoneLabel {
  readonly name: string;
  /** What the zone is called at the table and in the log: its `label`, else its name. */
  readonly label: string;
  /** One per player: its state key is `name#seat` (seat from 0), otherwise `name`. */
  readonly perPlayer: boolean;
  readonly visible: Visibility;
  /** One of the zones every game has (`deck`, `box`, `hand`, `table`, `discard`). */
  readonly builtin: boolean;
}

export interface MeldLabel {
  readonly name: string;
}

/** A game var or player var: its name, and what it is called at the table and in the log (its `label`, else its name). */
export interface VarLabel {
  readonly name: string;
  readonly label: string;
}

/**
 * The display data of one rule file. Every map is keyed by id or name and lists its entries in the
 * rule file's order (cards in box order: suits as declared, each from its lowest rank, then the
 * special cards), so `Object.keys` sorts a hand the way the rules do.
 */
export interface Labels {
  readonly game: string;
  /** How the game is played (`round.play.kind`): a table names a shedding game's trick a pile. */
  readonly procedure: 'climbing' | 'must-follow' | 'shedding';
  /** Rank number → how it is written, for ranks `cards.ranks` labels (`12` → `Q`); rankLabel() reads it. */
  readonly ranks: Readonly<Record<string, string>>;
  readonly suits: Readonly<Record<string, SuitLabel>>;
  readonly cards: Readonly<Record<string, CardLabel>>;
  readonly markers: Readonly<Record<string, MarkerLabel>>;
  readonly actions: Readonly<Record<string, ActionLabel>>;
  readonly zones: Readonly<Record<string, ZoneLabel>>;
  readonly melds: Readonly<Record<string, MeldLabel>>;
  /** The game's vars (a view's `vars`), by name. */
  readonly vars: Readonly<Record<string, VarLabel>>;
  /** The player vars (each view player's `vars`), by name. */
  readonly playerVars: Readonly<Record<string, VarLabel>>;
  /** The teams' names, in team order, in a game with `teams` (seat s plays in team s % their number). */
  readonly teams?: readonly string[];
}

/** What a zone is called, given its name or a key (`left#2`): its `label`, else its name. */
export function zoneLabel(rules: Rules, key: string): string {
  const hash = key.indexOf('#');
  const name = hash < 0 ? key : key.slice(0, hash);
  return rules.zones.get(name)?.label ?? name;
}

/** What a player var (`player`) or a game var is called: its `label`, else its name. */
export function varLabel(rules: Rules, name: string, player: boolean): string {
  return (player ? rules.def.playerVars : rules.def.vars).find((v) => v.name === name)?.label ?? name;
}

/** How rank number `rank` is written: its label (`Q`), or the number for a rank without one. */
export function rankLabel(labels: Pick<Labels, 'ranks'>, rank: number): string {
  return Object.prototype.hasOwnProperty.call(labels.ranks, String(rank)) ? (labels.ranks[String(rank)] as string) : String(rank);
}

/**
 * How a suited card of `rank` reads: `9 of Hearts` and `9♥` (`9H` without a symbol); the rank alone
 * without a suit. Also for a wild's declaration, whose rank may lie outside the deck. `rank` is the
 * rank as written (rankLabel), or its number.
 */
export function cardText(rank: number | string, suit: SuitLabel | null): { readonly text: string; readonly short: string } {
  if (suit === null) return { text: String(rank), short: String(rank) };
  return { text: `${rank} of ${suit.name}`, short: `${rank}${suit.symbol ?? suit.letter}` };
}

/** The marker behind a state key (`bonus#2` or `first_lead`), if the rules have it. */
export function markerLabelOf(labels: Labels, key: string): MarkerLabel | undefined {
  return entryOf(labels.markers, key);
}

/** The zone behind a state key (`hand#0` or `table`), if the rules have it. */
export function zoneLabelOf(labels: Labels, key: string): ZoneLabel | undefined {
  return entryOf(labels.zones, key);
}

function entryOf<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  const name = key.split('#')[0] ?? key;
  return Object.prototype.hasOwnProperty.call(map, name) ? map[name] : undefined;
}

/** Own-key records (`Object.fromEntries`), so a name such as `__proto__` is an ordinary entry. */
function record<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>;
}

export function labelsOf(rules: Rules): Labels {
  const def = rules.def;
  const suits = record(def.cards.suits.map((s): [string, SuitLabel] => [
    s.letter,
    { letter: s.letter, name: s.name, symbol: s.symbol ?? null, colour: s.colour ?? null },
  ]));
  const specials = new Map<string, SpecialCardDef>(def.cards.special.map((sp) => [sp.name, sp]));
  const cards = record(rules.boxOrder.flatMap((id): [string, CardLabel][] => {
    const c = rules.cards.get(id);
    if (c === undefined) return [];
    const suit = c.suit !== null ? suits[c.suit] ?? null : null;
    const special = c.special !== null ? specials.get(c.special) : undefined;
    const words = c.special !== null ? { text: c.special, short: c.special } : cardText(rankText(def.cards, c.rank ?? 0), suit);
    return [[id, {
      id,
      rank: c.rank,
      rankLabel: c.rank === null ? null : rankText(def.cards, c.rank),
      suit: suit?.letter ?? null,
      suitName: suit?.name ?? null,
      symbol: suit?.symbol ?? null,
      colour: suit?.colour ?? null,
      special: c.special,
      wild: special?.wild ?? false,
      anySuit: special?.anySuit ?? false,
      ...words,
    }]];
  }));
  const builtin = new Set(BUILTIN_ZONES.map((z) => z.name));
  return {
    game: def.title,
    procedure: def.round.play.kind,
    ranks: record((def.cards.rankLabels ?? []).map((l): [string, string] => [String(l.rank), l.label])),
    suits,
    cards,
    markers: record(def.markers.map((m): [string, MarkerLabel] => [m.name, { name: m.name, label: m.label, perPlayer: m.perPlayer, pool: m.pool ?? null }])),
    actions: record(def.actions.map((a): [string, ActionLabel] => [a.name, { name: a.name, label: a.label, endsTurn: a.endsTurn }])),
    zones: record([...rules.zones.values()].map((z): [string, ZoneLabel] => [z.name, { name: z.name, label: z.label ?? z.name, perPlayer: z.perPlayer, visible: z.visible, builtin: builtin.has(z.name) }])),
    melds: record(def.melds.map((m): [string, MeldLabel] => [m.name, { name: m.name }])),
    vars: record(def.vars.map((v): [string, VarLabel] => [v.name, { name: v.name, label: v.label ?? v.name }])),
    playerVars: record(def.playerVars.map((v): [string, VarLabel] => [v.name, { name: v.name, label: v.label ?? v.name }])),
    ...(def.teams !== undefined ? { teams: [...def.teams.names] } : {}),
  };
}
