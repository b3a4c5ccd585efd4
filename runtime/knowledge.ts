// What one seat knows, for the bots: its own hidden zones in full, everyone else's hidden zones as
// counts, pending setup decisions of others hidden, no RNG state, no log, and the game's
// bookkeeping (effects under way, with the cards it cannot see replaced) so that a search bot can
// rebuild a full state from it (bots/determinize.ts). It is not a client's view (view.ts): it
// shares the state's objects (players, markers, vars, trick, options) for speed, so it is read-only
// and lives no longer than the decision it serves. `seat` null is a spectator.
import type { Frame, GameState, PendingChoice, PublicPlay, Task } from './state.js';
import { deckCards, type Rules } from './rules.js';
import type { Value } from './values.js';
import { zoneVisible } from './visibility.js';

export interface ZoneKnowledge {
  readonly key: string;
  /** The cards, when this seat may see them. */
  readonly cards?: readonly string[];
  readonly count: number;
}

export interface SeatKnowledge {
  readonly seat: number | null;
  readonly names: readonly string[];
  readonly phase: GameState['phase'];
  readonly round: number;
  readonly turn: number | null;
  readonly zones: readonly ZoneKnowledge[];
  readonly wild: readonly string[];
  readonly players: GameState['players'];
  readonly markers: GameState['markers'];
  readonly vars: GameState['vars'];
  readonly trick: GameState['trick'];
  /** The choice this seat must make, or who is choosing. */
  readonly pending: PendingChoice | { kind: 'setup'; waiting: readonly number[] } | { kind: 'choice'; seat: number } | null;
  readonly winners: readonly number[] | null;
  /** The game's public bookkeeping, enough (with the hidden cards) to rebuild a full state. */
  readonly progress: KnowledgeProgress;
  /** Every play and pass of the current round, in order (all public: played cards go face up). */
  readonly plays: readonly PublicPlay[];
  /** What is known of each zone whose cards this seat cannot see (zones with cards only). */
  readonly hidden: Readonly<Record<string, HiddenMix>>;
}

/**
 * How many of a hidden zone's cards are wild, and how many are not part of this round's deck
 * (they came from the box). Both are public: every way a card turns wild (`give` with `wild`,
 * `make_wild`, a wild card entry) and every move out of the box happens in the open; only which
 * cards they are stays hidden.
 */
export interface HiddenMix {
  readonly wilds: number;
  readonly outsideDeck: number;
}

export type { PublicPlay } from './state.js';

export interface KnowledgeProgress {
  readonly options: GameState['options'];
  readonly setupStep: number;
  readonly turnStarted: boolean;
  readonly nextLeader: number | null;
  readonly roundLeader: number;
  readonly outCount: number;
  readonly tricksPlayed: number;
  readonly roundEnding: boolean;
  readonly moveChecked: boolean;
  readonly moveCount: number;
  /** Effects under way, with every card this seat cannot see replaced by HIDDEN_CARD. */
  readonly frames: readonly Frame[];
  readonly tasks: readonly Task[];
}

/** Stands for a card this seat cannot see, inside effects under way. */
export const HIDDEN_CARD = '?';


export function seatKnowledge(rules: Rules, s: GameState, seat: number | null): SeatKnowledge {
  const zones: ZoneKnowledge[] = Object.entries(s.zones).map(([key, ids]) =>
    zoneVisible(rules, key, seat) ? { key, cards: [...ids], count: ids.length } : { key, count: ids.length },
  );
  const seen = new Set(zones.flatMap((z) => z.cards ?? []));
  const pending = s.pending === null
    ? null
    : s.pending.kind === 'setup'
      ? { kind: 'setup' as const, waiting: [...s.pending.waiting] }
      : s.pending.seat === seat
        ? s.pending
        : { kind: 'choice' as const, seat: s.pending.seat };
  return {
    seat,
    names: s.names,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    zones,
    wild: Object.keys(s.wild).filter((id) => seen.has(id)),
    players: s.players,
    markers: s.markers,
    vars: s.vars,
    trick: s.trick,
    pending,
    winners: s.winners,
    progress: progressOf(s, seen),
    plays: roundPlays(s),
    hidden: hiddenMix(rules, s, zones),
  };
}

function redactValue(v: Value, seen: ReadonlySet<string>): Value {
  if (Array.isArray(v)) return v.map((x) => redactValue(x, seen));
  if (typeof v === 'object' && v !== null && v.t === 'card' && !seen.has(v.id)) return { t: 'card', id: HIDDEN_CARD };
  return v;
}

function redactLocals(locals: Record<string, Value>, seen: ReadonlySet<string>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(locals)) out[k] = redactValue(v, seen);
  return out;
}

function progressOf(s: GameState, seen: ReadonlySet<string>): KnowledgeProgress {
  return {
    options: s.options,
    setupStep: s.setupStep,
    turnStarted: s.turnStarted,
    nextLeader: s.nextLeader,
    roundLeader: s.roundLeader,
    outCount: s.outCount,
    tricksPlayed: s.tricksPlayed,
    roundEnding: s.roundEnding,
    moveChecked: s.moveChecked,
    moveCount: s.moveCount,
    frames: s.frames.map((f) => ({ ...f, locals: redactLocals(f.locals, seen), answers: f.answers.map((a) => redactValue(a, seen)) })),
    tasks: s.tasks.map((t) => ({ ...t, locals: redactLocals(t.locals, seen) })),
  };
}

const deckSets = new WeakMap<Rules, Map<number, ReadonlySet<string>>>();

/** The ids of the round's deck at a player count, cached per rules. */
export function deckSet(rules: Rules, players: number): ReadonlySet<string> {
  let byCount = deckSets.get(rules);
  if (byCount === undefined) deckSets.set(rules, (byCount = new Map()));
  let set = byCount.get(players);
  if (set === undefined) byCount.set(players, (set = new Set(deckCards(rules, players))));
  return set;
}

function hiddenMix(rules: Rules, s: GameState, zones: readonly ZoneKnowledge[]): Record<string, HiddenMix> {
  const deck = deckSet(rules, s.players.length);
  const out: Record<string, HiddenMix> = {};
  for (const z of zones) {
    if (z.cards !== undefined || z.count === 0) continue;
    const ids = s.zones[z.key] ?? [];
    out[z.key] = { wilds: ids.filter((id) => s.wild[id] === true).length, outsideDeck: ids.filter((id) => !deck.has(id)).length };
  }
  return out;
}

/** The current round's plays and passes with their trick numbers, as the state records them. */
function roundPlays(s: GameState): PublicPlay[] {
  return [...(s.roundPlays ?? [])];
}
