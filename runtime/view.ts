// What a client gets: a fresh, JSON-safe picture of the table as one seat, a spectator (seat null)
// or the designer may see it. Nothing in it is shared with the state, so a client may keep or
// change it freely, and it holds no internals (effects under way, the RNG, the move history). A
// card the viewer cannot see shows only as its zone's count, or as HIDDEN_CARD where a variable, a
// play or a choice names it. Bots use seatKnowledge (knowledge.ts), which carries the internals.
import type { ChoiceKind, GameState, Phase, PlayedCardState, TrickState } from './state.js';
import type { Move, PlayCard } from './moves.js';
import type { Rules } from './rules.js';
import { teamOf } from './teams.js';
import type { Value } from './values.js';
import { HIDDEN_CARD } from './knowledge.js';
import type { GameEvent, Viewer } from './events.js';
import { eventsAndLog } from './view-events.js';
import { hiddenCardIds, zoneVisible } from './visibility.js';

export { HIDDEN_CARD } from './knowledge.js';

export interface ZoneView {
  readonly key: string;
  /** The cards, in order, when the viewer may see them; absent when it sees only the count. */
  readonly cards?: readonly string[];
  readonly count: number;
}

export interface PlayerView {
  readonly score: number;
  readonly roundScore: number;
  readonly tricks: number;
  readonly out: boolean;
  /** The player's place in the order of shedding out this round (0 while not out). */
  readonly outOrder: number;
  readonly vars: Readonly<Record<string, Value>>;
  /** The player's team (0-based), in a game with `teams` (its score is the team's). */
  readonly team?: number;
}

export interface MarkerView {
  readonly owner: number | null;
  readonly flipped: boolean;
  readonly removed: boolean;
}

/** A card on the trick: a wild with its declared rank and suit. */
export type TrickCardView = Readonly<PlayedCardState>;

export interface TrickPlayView {
  readonly seat: number;
  /** The meld name (climbing) or the zone played from (must-follow). */
  readonly meld: string;
  readonly cards: readonly TrickCardView[];
}

export interface TrickView {
  /** The trick's number in the round, 1-based. */
  readonly number: number;
  readonly leader: number;
  readonly ledSuit: string | null;
  readonly plays: readonly TrickPlayView[];
  /** Seats that passed (cleared by the next play under soft passing). */
  readonly passed: readonly number[];
  /** Seats out of this trick for good (hard pass). */
  readonly dropped: readonly number[];
  /** The trick is over; its end effects are running. */
  readonly ending: boolean;
}

/** A play (`cards` non-empty) or a pass of the current round, with its trick's number. */
export interface PlayView {
  readonly seat: number;
  readonly trick: number;
  /** The meld type (climbing) or the zone played from (must-follow); '' for a pass. */
  readonly meld: string;
  readonly cards: readonly PlayCard[];
}

/** The viewer's own choice, in full. */
export interface OwnChoiceView {
  readonly kind: 'choice';
  readonly seat: number;
  readonly choice: ChoiceKind;
  readonly options: readonly Value[];
  readonly optional: boolean;
  readonly prompt: string;
}

export type PendingView =
  | OwnChoiceView
  /** Another seat is choosing. */
  | { readonly kind: 'choice'; readonly seat: number }
  /** A setup decision every seat makes at once; `waiting` have not decided yet. */
  | { readonly kind: 'setup'; readonly waiting: readonly number[] };

/** The designer sees the setup decisions already made (cards chosen, or a split's size). */
export interface DesignerSetupView {
  readonly kind: 'setup';
  readonly waiting: readonly number[];
  readonly decisions: Readonly<Record<number, readonly string[] | number>>;
}

interface TableView {
  readonly names: readonly string[];
  readonly phase: Phase;
  readonly round: number;
  /** Whose turn it is (phase 'play'), or null. */
  readonly turn: number | null;
  /** The game's options, as chosen when it was created. */
  readonly options: Readonly<Record<string, Value>>;
  /** Every zone of the state, in the state's order. */
  readonly zones: readonly ZoneView[];
  /** The wild cards among those the viewer sees. */
  readonly wild: readonly string[];
  readonly players: readonly PlayerView[];
  readonly markers: Readonly<Record<string, MarkerView>>;
  readonly vars: Readonly<Record<string, Value>>;
  readonly trick: TrickView | null;
  /** Every play and pass of the current round, in order. */
  readonly plays: readonly PlayView[];
  readonly winners: readonly number[] | null;
  /**
   * What happened this game (in a simulation, this round), as the viewer may see it: a card is
   * named only where the viewer could see it when it happened.
   */
  readonly events: readonly GameEvent[];
  /** The events' lines, as the one formatter writes them. */
  readonly log: readonly string[];
}

/** What one seat (or a spectator, seat null) sees. */
export interface GameView extends TableView {
  readonly designer: false;
  readonly seat: number | null;
  /** The choice this seat must make, or who is choosing. */
  readonly pending: PendingView | null;
}

/** Everything, for the rule file's designer: every card visible, every decision shown. */
export interface DesignerView extends TableView {
  readonly designer: true;
  readonly seat: null;
  readonly pending: OwnChoiceView | DesignerSetupView | null;
}

const NONE: ReadonlySet<string> = new Set();

/** The table as `seat` may see it; `seat` null is a spectator, who sees public information only. */
export function view(rules: Rules, s: GameState, seat: number | null): GameView {
  const hidden = hiddenCardIds(rules, s, seat);
  const p = s.pending;
  let pending: PendingView | null = null;
  if (p?.kind === 'setup') pending = { kind: 'setup', waiting: p.waiting.slice() };
  else if (p?.kind === 'choice') pending = p.seat === seat ? ownChoice(p, hidden) : { kind: 'choice', seat: p.seat };
  return table(rules, s, hidden, seat, seat, pending) as GameView;
}

/** The whole table for the designer: every card and every decision. Never show it to a player. */
export function designerView(rules: Rules, s: GameState): DesignerView {
  const p = s.pending;
  let pending: DesignerView['pending'] = null;
  if (p?.kind === 'setup') {
    const decisions: Record<number, string[] | number> = {};
    for (const [k, d] of Object.entries(p.decisions)) decisions[Number(k)] = typeof d === 'number' ? d : [...d];
    pending = { kind: 'setup', waiting: [...p.waiting], decisions };
  } else if (p?.kind === 'choice') pending = ownChoice(p, NONE);
  return table(rules, s, NONE, 'designer', null, pending) as DesignerView;
}

/**
 * The whole view, its fields in the order clients have always had them (`designer`, `seat`, the
 * table, `pending`): built in one object literal, with plain loops, as a view is built for every
 * seat after every move (the playground, the soak).
 */
function table(rules: Rules, s: GameState, hidden: ReadonlySet<string>, viewer: Viewer, seat: number | null, pending: GameView['pending'] | DesignerView['pending']): GameView | DesignerView {
  const { events, log } = eventsAndLog(rules, s, viewer);
  const zones: ZoneView[] = [];
  for (const key in s.zones) {
    const ids = s.zones[key] as string[];
    zones.push(viewer === 'designer' || zoneVisible(rules, key, seat) ? { key, cards: ids.slice(), count: ids.length } : { key, count: ids.length });
  }
  const wild: string[] = [];
  for (const x in s.wild) if (!hidden.has(x)) wild.push(x);
  const players: PlayerView[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as GameState['players'][number];
    const team = teamOf(rules, i);
    const v = { score: p.score, roundScore: p.roundScore, tricks: p.tricks, out: p.out, outOrder: p.outOrder, vars: copyVars(p.vars, hidden) };
    players.push(team !== null ? { ...v, team } : v);
  }
  const markers: Record<string, MarkerView> = {};
  for (const k in s.markers) {
    const m = s.markers[k] as GameState['markers'][string];
    markers[k] = { owner: m.owner, flipped: m.flipped, removed: m.removed };
  }
  const plays: PlayView[] = [];
  for (const p of s.roundPlays ?? []) plays.push({ seat: p.seat, trick: p.trick, meld: p.meld, cards: p.cards.map((c) => playCard(c, hidden)) });
  return {
    designer: viewer === 'designer',
    seat,
    names: s.names.slice(),
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    options: copyVars(s.options, hidden),
    zones,
    wild,
    players,
    markers,
    vars: copyVars(s.vars, hidden),
    trick: trickView(s.trick, hidden),
    plays,
    winners: s.winners === null ? null : s.winners.slice(),
    events,
    log,
    pending,
  } as GameView | DesignerView;
}

/** Each var's value copied, with the cards the viewer cannot see hidden. */
function copyVars(r: Readonly<Record<string, Value>>, hidden: ReadonlySet<string>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const k in r) {
    const v = r[k] as Value;
    out[k] = typeof v !== 'object' || v === null ? v : copyValue(v, hidden);
  }
  return out;
}

function ownChoice(p: Extract<GameState['pending'], { kind: 'choice' }>, hidden: ReadonlySet<string>): OwnChoiceView {
  return { kind: 'choice', seat: p.seat, choice: p.choice, options: p.options.map((o) => copyValue(o, hidden)), optional: p.optional, prompt: p.prompt };
}

/** A trick's card; one that has since gone where the viewer cannot see keeps only a wild's declaration. */
function trickCard(c: PlayedCardState, hidden: ReadonlySet<string>): TrickCardView {
  if (!hidden.has(c.id)) return { id: c.id, rank: c.rank, suit: c.suit, wild: c.wild };
  return { id: HIDDEN_CARD, rank: c.wild ? c.rank : null, suit: c.wild ? c.suit : null, wild: c.wild };
}

function trickView(t: TrickState | null, hidden: ReadonlySet<string>): TrickView | null {
  if (t === null) return null;
  return {
    number: t.number,
    leader: t.leader,
    ledSuit: t.ledSuit,
    plays: t.plays.map((p) => ({ seat: p.seat, meld: p.meld, cards: p.cards.map((c) => trickCard(c, hidden)) })),
    passed: [...t.passed],
    dropped: [...t.dropped],
    ending: t.ending,
  };
}

function playCard(c: PlayCard, hidden: ReadonlySet<string>): PlayCard {
  return {
    id: hidden.has(c.id) ? HIDDEN_CARD : c.id,
    ...(c.as !== undefined ? { as: { rank: c.as.rank, suit: c.as.suit } } : {}),
    ...(c.suit !== undefined ? { suit: c.suit } : {}),
  };
}

function copyMove(m: Move, hidden: ReadonlySet<string>): Move {
  switch (m.kind) {
    case 'play': return { kind: 'play', seat: m.seat, meld: m.meld, cards: m.cards.map((c) => playCard(c, hidden)) };
    case 'choose': return { kind: 'choose', seat: m.seat, value: copyValue(m.value, hidden) };
    default: return { ...m };
  }
}

/** A deep copy of a value, with every card the viewer cannot see replaced by HIDDEN_CARD. */
function copyValue(v: Value, hidden: ReadonlySet<string>): Value {
  if (Array.isArray(v)) return v.map((x) => copyValue(x, hidden));
  if (typeof v !== 'object' || v === null) return v;
  switch (v.t) {
    case 'card': return { t: 'card', id: hidden.has(v.id) ? HIDDEN_CARD : v.id };
    case 'move': return { t: 'move', move: copyMove(v.move, hidden) };
    default: return { ...v };
  }
}
