// GameState: one plain, JSON-serialisable object. Everything the game needs to continue lives
// here — the RNG's state, suspended effects, pending decisions — so a saved state resumes exactly.
import type { RngState } from './rng.js';
import type { Move, PlayCard } from './moves.js';
import type { SavedValue } from './values.js';
import type { GameEvent } from './events.js';

/** A card's place-independent facts, fixed for the game. */
export interface CardInfo {
  readonly id: string;
  readonly rank: number | null;
  readonly suit: string | null;
  readonly special: string | null;
  /** Scoring value when not wild. */
  readonly value: number;
  readonly only?: readonly string[];
  /** A special card with `suit: any`: in a meld of one suit it takes that suit, declared when played. */
  readonly anySuit?: true;
}

/** A card played to the trick, with a wild's declared rank and suit (or an any-suit card's declared suit). */
export interface PlayedCardState {
  readonly id: string;
  readonly rank: number | null;
  readonly suit: string | null;
  readonly wild: boolean;
}

export interface PlayState {
  readonly seat: number;
  readonly cards: readonly PlayedCardState[];
  /** The meld name (climbing) or the zone played from (must-follow). */
  readonly meld: string;
  readonly height: number;
  readonly low: number;
}

export interface TrickState {
  leader: number;
  plays: PlayState[];
  /** Seats that passed (climbing). Soft pass: cleared by any play. */
  passed: number[];
  /** Seats out of this trick for good (hard pass). */
  dropped: number[];
  /** Number of this trick in the round, 1-based. */
  number: number;
  ledSuit: string | null;
  /** Set when the trick is over: trick-end effects run, then the table is cleared. */
  ending: boolean;
  endFired: boolean;
  /** (shedding; climbing with `interrupt`) The move just made, whose effects run before the next player is worked out. */
  after?: { seat: number; played: string[]; noWindow?: true };
  /**
   * (shedding, climbing) An interrupt window (interrupt-window.ts) after `seat` played `played`: the seats still to be offered a
   * play out of turn, the first of them to move now.
   */
  window?: { seat: number; played: string[]; waiting: number[] };
  /** (shedding) Cards the player to move has drawn this turn. */
  drawn?: number;
}

/** A play (`cards` non-empty) or a pass (`cards` empty) of the current round; all public. */
export interface PublicPlay {
  readonly seat: number;
  /** The trick's number in the round, 1-based. */
  readonly trick: number;
  /** The meld type (climbing) or the zone played from (must-follow); '' for a pass. */
  readonly meld: string;
  readonly cards: readonly PlayCard[];
}

export interface PlayerState {
  score: number;
  roundScore: number;
  tricks: number;
  out: boolean;
  outOrder: number;
  vars: Record<string, SavedValue>;
}

export interface MarkerState {
  owner: number | null;
  flipped: boolean;
  removed: boolean;
  /** Held while retired: removed from the round as soon as it is returned. */
  retiring: boolean;
}

/** An effect block being run: which block, where in it, and its local names. */
export interface Frame {
  block: number;
  pc: number;
  me: number | null;
  locals: Record<string, SavedValue>;
  /** Answers to choices already made inside the current statement (it is re-run on resume). */
  answers: SavedValue[];
  /** An if-branch: its locals are its parent's, copied back when it ends. */
  sharesLocals?: boolean;
  /** Work done when the frame ends: a resolved marker goes back to its pool; a turn-ending action passes the turn on. */
  after?: FrameAfter;
  /** A resolved marker's frame has announced the resolution (an event) as it began. */
  announced?: true;
}

/** Effects waiting to run, each with the player they are about. */
export interface Task {
  /** The block to run; -1 for none (only `after` work). */
  block: number;
  me: number | null;
  locals: Record<string, SavedValue>;
  after?: FrameAfter;
}

export interface FrameAfter {
  giveBack?: string;
  endTurn?: number;
}

export type ChoiceKind = 'player' | 'card' | 'meld' | 'option' | 'rank' | 'number' | 'marker';

export interface PendingChoice {
  kind: 'choice';
  seat: number;
  choice: ChoiceKind;
  options: SavedValue[];
  optional: boolean;
  prompt: string;
}

/** A setup decision every player makes at once (choose cards, split a zone). */
export interface PendingSetup {
  kind: 'setup';
  step: number;
  /** The seats that have not decided yet. */
  waiting: number[];
  /** Decisions made (cards chosen, or the size of the split's second part), revealed when all are in. */
  decisions: Record<number, string[] | number>;
}

export type Pending = PendingChoice | PendingSetup;

export type Phase = 'setup' | 'play' | 'round-end' | 'over';

export interface GameState {
  readonly version: 1;
  readonly seed: string;
  readonly names: readonly string[];
  readonly options: Record<string, SavedValue>;
  rng: RngState;
  phase: Phase;
  round: number;
  /** The setup step to run next (phase 'setup'). */
  setupStep: number;
  zones: Record<string, string[]>;
  wild: Record<string, true>;
  players: PlayerState[];
  markers: Record<string, MarkerState>;
  vars: Record<string, SavedValue>;
  trick: TrickState | null;
  /** Whose turn it is (phase 'play'), or null. */
  turn: number | null;
  turnStarted: boolean;
  /** Who leads the next trick, when an effect chose. */
  nextLeader: number | null;
  roundLeader: number;
  outCount: number;
  /** Tricks finished this round. */
  tricksPlayed: number;
  pending: Pending | null;
  frames: Frame[];
  tasks: Task[];
  /** Set by end_round() or end-when: the round ends once the running effects finish. */
  roundEnding: boolean;
  /** Whether the `move` triggers have been checked since the last move. */
  moveChecked: boolean;
  /** What happened, as data (events.ts); a seat sees them through `eventsFor`. */
  events: GameEvent[];
  moveCount: number;
  winners: number[] | null;
  history: readonly Move[];
  /** Every play and pass of the current round, in order. */
  roundPlays?: PublicPlay[];
  /** A fixed deal for the first round (scenarios); cleared when that round's setup is done. */
  fixedDeal: { zones: Readonly<Record<string, readonly string[]>>; wild: readonly string[] } | null;
  /**
   * Each round's deal, by round number: where every card was when the round's leading shuffle,
   * give, deal and move steps were done (round-deal.ts). Captured as the rounds are dealt, or given
   * by a record (then placed instead of what the steps dealt, so edited rules get the same cards).
   * Replaced whole, never changed in place: copies of the state share it.
   */
  deals?: Readonly<Record<number, RoundDeal>>;
  /** -1 after an odd number of `reverse()` this round (counter-clockwise); absent: clockwise. */
  direction?: -1;
  /** Players the next turn passes over (`skip()`), shedding's default turn order. */
  skips?: number;
  /** Who leads the first round, when the game was created with a leader (scenarios). */
  startLeader?: number | null;
  /** Fixed deals of later rounds, by round number (scenarios' `rounds:`); never changed in place. */
  laterDeals?: Readonly<Record<number, LaterDeal>>;
}

/** A later round's fixed deal: placed as the first round's is (its automatic setup steps are skipped), and who leads it. */
export interface LaterDeal {
  readonly zones: Readonly<Record<string, readonly string[]>>;
  readonly wild: readonly string[];
  readonly leader?: number;
}

/** A round's cards as dealt: zone key (`deck`, `hand#0`) → card ids in order, and the cards made wild. */
export interface RoundDeal {
  readonly zones: Readonly<Record<string, readonly string[]>>;
  /** Cards made wild by setup (a `give` with `wild`, a scenario's `wild`); wild card entries are not listed. */
  readonly wild: readonly string[];
}
