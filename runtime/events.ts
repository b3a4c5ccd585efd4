// Events: everything a move and the rules did, as data. The state keeps the full events; what one
// seat may see of them (`eventsFor`) has the secret parts taken out. One formatter (event-text.ts)
// turns them into the log's text for every client.
import type { SourceRange } from '../grammar/diagnostics.js';
import type { GameState } from './state.js';
import { copyClean, viewCopy } from './view-copy.js';
import type { Move } from './moves.js';
import type { SavedValue } from './values.js';

/** How cards came to move: a rule's `move`, a `draw`, a setup deal, give or move, or a split. */
export type CardsVerb = 'move' | 'draw' | 'deal' | 'give' | 'split';

export type MarkerVerb = 'take' | 'flip' | 'unflip' | 'return' | 'retire' | 'remove' | 'resolve';

/** A score's cause: the rule that scored (a handler, a marker, an action, the round's formula). */
export interface ScorePart {
  readonly amount: number;
  readonly because: string;
  readonly rule?: SourceRange;
}

export interface SeatScore {
  readonly seat: number;
  /** The seat's team, in a game with teams. */
  readonly team?: number;
  /** Points this round, and the total after it. */
  readonly round: number;
  readonly total: number;
  readonly parts: readonly ScorePart[];
}

interface Seen {
  /**
   * Seats that may see the whole event; absent when it is public. Others get it with its secret
   * part taken out (`secret: true`): a hidden card's id, a secret decision's answer.
   */
  readonly see?: readonly number[];
  /** Set on an event whose secret part was taken out for this viewer. */
  readonly secret?: true;
}

export type GameEvent = Seen & (
  | { readonly kind: 'round-start'; readonly round: number; readonly leader: number }
  /** A player's move; `text` is its notation (without the name) in the state it was made in. */
  | { readonly kind: 'move'; readonly seat: number; readonly move?: Move; readonly text?: string; readonly setup?: true }
  | { readonly kind: 'shuffle'; readonly zone: string }
  /** Cards moved between zones (keys: `deck`, `hand#1`); `cards` is empty when they are secret. */
  | {
      readonly kind: 'cards'; readonly verb: CardsVerb; readonly cards: readonly string[]; readonly count: number;
      readonly from: string | null; readonly to: string; readonly wild?: true; readonly rule?: SourceRange;
    }
  | { readonly kind: 'wild'; readonly cards: readonly string[]; readonly count: number; readonly owner: number | null; readonly rule?: SourceRange }
  /** Points scored; with teams, by the seat's whole team (`team`), every member's score. */
  | { readonly kind: 'score'; readonly seat: number; readonly amount: number; readonly because: string; readonly rule?: SourceRange; readonly team?: number }
  /** Who leads: this trick (`now`) or the next; `first` before the round's first trick, `instead` the seat the round began announcing. */
  | { readonly kind: 'leader'; readonly seat: number; readonly now: boolean; readonly first?: true; readonly instead?: number; readonly rule?: SourceRange }
  /** A player goes out of the round: shed their last card, or made to sit out. */
  | { readonly kind: 'out'; readonly seat: number; readonly order: number; readonly reason: 'shed' | 'sit-out' }
  | { readonly kind: 'marker'; readonly verb: MarkerVerb; readonly marker: string; readonly seat: number | null; readonly rule?: SourceRange }
  /** A var set by a rule: a game var (`seat` null) or a player's. `value` is absent when secret. */
  | { readonly kind: 'var'; readonly name: string; readonly seat: number | null; readonly value?: SavedValue; readonly rule?: SourceRange }
  | { readonly kind: 'cannot-move'; readonly seat: number }
  /** An obligation applied on the seat's turn, but no move could keep it: it was ignored. */
  | { readonly kind: 'obligation-skipped'; readonly seat: number; readonly name: string; readonly rule?: SourceRange }
  | { readonly kind: 'trick-end'; readonly number: number; readonly winner: number | null }
  /** The round's scores with their parts, and the hands as they were when it ended (shown to all). */
  | { readonly kind: 'round-end'; readonly round: number; readonly scores: readonly SeatScore[]; readonly hands: Readonly<Record<string, readonly string[]>> }
  | { readonly kind: 'game-over'; readonly winners: readonly number[] }
);

export type EventKind = GameEvent['kind'];
export type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;

/** Records an event. */
export function emit(s: GameState, e: GameEvent): void {
  s.events.push(e);
}

/** Who is looking: a seat, a spectator (null), or the designer, who sees everything. */
export type Viewer = number | null | 'designer';

/** The event as `seat` may see it. */
export function eventFor(e: GameEvent, seat: Viewer): GameEvent {
  if (seesWhole(e, seat)) return e;
  switch (e.kind) {
    case 'move': return { kind: 'move', seat: e.seat, ...(e.setup ? { setup: true } : {}), secret: true };
    case 'cards': {
      const { cards: _hidden, see: _see, ...rest } = e;
      return { ...rest, cards: [], secret: true };
    }
    case 'wild': {
      const { cards: _hidden, see: _see, ...rest } = e;
      return { ...rest, cards: [], secret: true };
    }
    case 'var': {
      const { value: _hidden, see: _see, ...rest } = e;
      return { ...rest, secret: true };
    }
    default: {
      const { see: _see, ...rest } = e;
      return rest as GameEvent;
    }
  }
}

function seesWhole(e: GameEvent, seat: Viewer): boolean {
  return e.see === undefined || seat === 'designer' || (seat !== null && e.see.includes(seat));
}

/**
 * One of the two forms an event is seen in (whole, or with its secret part taken out), made once:
 * `clean` is its JSON-safe copy (never handed out: callers copy it with copyClean), `line` a slot
 * for its line of text (view-events.ts). An event is never changed once emitted, so neither goes stale.
 */
export interface SeenForm {
  readonly clean: GameEvent;
  line?: { readonly rules: object; readonly names: string; readonly text: string };
}

const forms = new WeakMap<GameEvent, { whole?: SeenForm; secret?: SeenForm }>();

/** The form of `e` that `seat` sees (eventFor), made once per event and form. */
export function seenForm(e: GameEvent, seat: Viewer): SeenForm {
  let f = forms.get(e);
  if (f === undefined) forms.set(e, (f = {}));
  if (seesWhole(e, seat)) return (f.whole ??= { clean: viewCopy(e) });
  return (f.secret ??= { clean: viewCopy(eventFor(e, seat)) });
}

/** The state's events from index `from` on, as `seat` may see them; fresh objects (JSON-safe). */
export function eventsFor(s: GameState, seat: Viewer, from = 0): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = from; i < s.events.length; i++) out.push(copyClean(seenForm(s.events[i] as GameEvent, seat).clean));
  return out;
}
