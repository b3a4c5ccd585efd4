// Moves: every decision a player makes. One text notation for all of them (see docs/moves.md),
// used by the log, the CLI, scenario files and the playground.
import type { Value } from './values.js';

/** A wild's declaration when played: a rank, and a suit where the meld needs one. */
export interface WildDecl {
  readonly rank: number;
  readonly suit: string | null;
}

export interface PlayCard {
  readonly id: string;
  /** Present exactly when the card is played as a wild. */
  readonly as?: WildDecl;
  /** The suit declared for a card of any suit (`suit: any`) in a meld of one suit (`Jester=R`). */
  readonly suit?: string;
}

const naturals = new Map<string, PlayCard>();

/** A card played as itself, `{ id }`: one shared object per card (moves are never changed). */
export function naturalCard(id: string): PlayCard {
  let c = naturals.get(id);
  if (c === undefined) {
    c = Object.freeze({ id });
    naturals.set(id, c);
  }
  return c;
}

/** A play of one card as itself: one shared frozen move per zone, card and seat. */
const singlePlays = new Map<string, Map<string, Move[]>>();

export function naturalPlay(seat: number, meld: string, id: string): Move {
  let byCard = singlePlays.get(meld);
  if (byCard === undefined) singlePlays.set(meld, (byCard = new Map()));
  let bySeat = byCard.get(id);
  if (bySeat === undefined) byCard.set(id, (bySeat = []));
  return (bySeat[seat] ??= Object.freeze({ kind: 'play', seat, meld, cards: Object.freeze([naturalCard(id)]) }));
}

export type Move =
  | { readonly kind: 'play'; readonly seat: number; readonly meld: string; readonly cards: readonly PlayCard[] }
  | { readonly kind: 'pass'; readonly seat: number }
  | { readonly kind: 'choose'; readonly seat: number; readonly value: Value }
  | { readonly kind: 'split'; readonly seat: number; readonly right: number }
  | { readonly kind: 'action'; readonly seat: number; readonly name: string };

/** Names used when writing moves: a seat's player name, a card's display, a marker's label. */
export interface NotationNames {
  playerName(seat: number): string;
  markerLabel(key: string): string;
  /** Whether more than one meld type could be meant by these cards (then the meld is written). */
  meldAmbiguous?(move: Extract<Move, { kind: 'play' }>): boolean;
  /** How a rank is written (its label, `Q`); without it, its number. */
  rankText?(rank: number): string;
  /** Whether the value chosen is a rank (a `choose_rank` choice), written by rankText. */
  choosingRank?(): boolean;
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function formatPlayCard(c: PlayCard, names: NotationNames): string {
  if (c.as === undefined) return c.suit === undefined ? c.id : `${c.id}=${c.suit}`;
  return `*=${names.rankText?.(c.as.rank) ?? c.as.rank}${c.as.suit ?? ''}`;
}

/** Writes a chosen value: `@Ann`, `9R`, `'bet'`, `7`, `"First Lead"`, `none`, or a list of cards. */
export function formatValue(v: Value, names: NotationNames): string {
  if (v === null) return 'none';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return `'${v.replace(/'/g, "\\'")}'`;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return v.map((x) => formatValue(x, names)).join(' ');
  switch (v.t) {
    case 'player': {
      const name = names.playerName(v.seat);
      return /^[^\s"'@:]+$/.test(name) ? `@${name}` : `@${quote(name)}`;
    }
    case 'card': return v.id;
    case 'marker': return quote(names.markerLabel(v.key));
    default: return `<${v.t}>`;
  }
}

/** The move's notation, without the player's name. */
export function formatMove(m: Move, names: NotationNames): string {
  switch (m.kind) {
    case 'play': {
      const cards = m.cards.map((c) => formatPlayCard(c, names)).join(' ');
      return names.meldAmbiguous?.(m) ? `play ${m.meld} ${cards}` : `play ${cards}`;
    }
    case 'pass': return 'pass';
    case 'choose': return `choose ${typeof m.value === 'number' && names.rankText !== undefined && names.choosingRank?.() === true ? names.rankText(m.value) : formatValue(m.value, names)}`;
    case 'split': return `split ${m.right}`;
    case 'action': return `do ${m.name}`;
  }
}
