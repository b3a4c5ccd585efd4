// The game in play, without any display: the rules, the state, who sits at each seat (a person or
// a bot), who the screen shows the table to, and the bots' pace. Elements read `view`, `decision`
// and `labels`, and send moves here; a refused move's reason comes from the runtime's checkMove.
// Several human seats share the screen (hot-seat): the table follows the human seat to act, and a
// curtain goes up between two people's turns. Fires `change` after every change.
import type { GameDef } from '../../grammar/def/types.js';
import {
  applyMove, checkMove, decidingSeats, decisionFor, designerView, expandDecision, labelsOf, logLines, makeBot, moveText, parseMove, prepareRules, view, botMove,
  type BotKind, type Decision, type DesignerView, type GameState, type GameView, type Labels, type Move, type Rules, type SeatBot, type Value,
} from './runtime.js';
import { startGame } from './start-game.js';
import { Timeline } from './timeline.js';

/** Who sits at a seat: a person at this screen, or a bot of a kind. */
export type SeatKind = 'human' | BotKind;

/** Whom the screen shows the table to: a seat, the human seat to act (hot-seat), a spectator, or the designer (every card). */
export type Viewer = number | 'auto' | 'spectator' | 'designer';

export interface GameSettings {
  readonly players: number;
  readonly seed: string;
  /** Milliseconds a bot waits before it moves. */
  readonly botDelay: number;
  /** Each seat's occupant; seats beyond the list are random bots, and with no list seat 0 is human. */
  readonly seats?: readonly SeatKind[];
  /** The game's option values (those not named take their defaults). */
  readonly options?: Readonly<Record<string, Value>>;
}

/** A move's outcome: null when made, else the runtime's reason for refusing it. */
export type Refusal = string | null;

/**
 * ISMCTS in the page: few iterations and a time cap, so a bot's move (on the main thread) blocks
 * the page for at most about a quarter of a second; the CLI and simulator keep the full search.
 */
export const PAGE_ISMCTS = { iterations: 60, timeMs: 250 } as const;

const BOT_NAMES: Readonly<Record<BotKind, string>> = { random: 'Random', greedy: 'Greedy', ismcts: 'ISMCTS' };

/** Seat names: "You" for the only person, "Player N" for several, "Bot N" for bots. */
export function seatNames(seats: readonly SeatKind[]): string[] {
  const humans = seats.filter((k) => k === 'human').length;
  return seats.map((k, i) => (k === 'human' ? (humans === 1 ? 'You' : `Player ${i + 1}`) : `Bot ${i + 1}`));
}

export function botName(kind: SeatKind): string {
  return kind === 'human' ? 'Human' : BOT_NAMES[kind];
}

/** Who sits where: the settings' seats, else you at seat 1 and random bots at the others. */
function seatsOf(settings: GameSettings): SeatKind[] {
  return Array.from({ length: settings.players }, (_, i): SeatKind => settings.seats?.[i] ?? (settings.seats === undefined && i === 0 ? 'human' : 'random'));
}

export class GameHolder extends EventTarget {
  rules: Rules | null = null;
  labels: Labels | null = null;
  /** Every state of the game so far (undo, redo, looking back: timeline.ts). */
  readonly timeline = new Timeline<GameState>();
  settings: GameSettings | null = null;
  seats: readonly SeatKind[] = [];
  viewer: Viewer = 'auto';
  /** Bots wait while paused; step() makes one bot move. */
  paused = false;
  /** Why the game stopped, if it did (a rule that fails during play). */
  stopped: string | null = null;
  /** The human seat whose hand was last shown in hot-seat (the person at the screen now). */
  private revealed: number | null = null;
  private bots: (SeatBot | null)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastDecision: { readonly rules: Rules; readonly state: GameState; readonly seat: number; readonly decision: Decision | null } | undefined;

  /** Starts a new game of `def`; returns why it could not start (player count, options, a rule failing at setup), or null. */
  start(def: GameDef, settings: GameSettings): string | null {
    const rules = prepareRules(def);
    const seats = seatsOf(settings);
    const names = seatNames(seats);
    const r = startGame(rules, { players: settings.players, seed: settings.seed, names, ...(settings.options ? { options: settings.options } : {}) });
    if (!r.ok) return r.message;
    this.stop();
    this.rules = rules;
    this.labels = labelsOf(rules);
    this.timeline.reset([r.state]);
    this.settings = settings;
    this.seats = seats;
    this.stopped = null;
    this.revealed = null;
    if (typeof this.viewer === 'number' && this.viewer >= seats.length) this.viewer = 'auto';
    this.bots = seats.map((k, i) => (k === 'human' ? null : makeBot(k, `${settings.seed}:${i}`, { ismcts: PAGE_ISMCTS })));
    this.changed();
    return null;
  }

  /** The latest state (the one looked at may be older: `shown`). */
  get state(): GameState | null {
    return this.timeline.now;
  }

  /** Plays on from `states` (a replay) under `rules`: the same seats and settings, no undo. */
  adopt(rules: Rules, states: readonly GameState[], settings: GameSettings): void {
    this.stop();
    // A game restored after a reload comes with its settings only: its seats are theirs.
    if (this.seats.length !== settings.players) this.seats = seatsOf(settings);
    this.rules = rules;
    this.labels = labelsOf(rules);
    this.timeline.reset(states);
    this.settings = settings;
    this.stopped = null;
    const seed = states[0]?.seed ?? settings.seed;
    this.bots = this.seats.map((k, i) => (k === 'human' ? null : makeBot(k, `${seed}:${i}`, { ismcts: PAGE_ISMCTS })));
    this.changed();
  }

  /** Looks at the table after move k (0: the start), read-only; the bots wait meanwhile. */
  viewMove(k: number): void {
    this.timeline.view(k);
    this.changed();
  }

  backToNow(): void {
    this.timeline.backToNow();
    this.changed();
  }

  /** Continues from the move looked at: the later moves are dropped (undo brings them back). */
  branch(): void {
    if (this.timeline.branch()) this.unstop();
  }

  /** Takes back your last move and the bots' moves after it. */
  undo(): boolean {
    const done = this.timeline.undo();
    if (done) this.unstop();
    return done;
  }

  redo(): boolean {
    const done = this.timeline.redo();
    if (done) this.unstop();
    return done;
  }

  /**
   * The log of the latest state (looking back keeps the timeline whole), as the shown seat sees it,
   * addressing the only person at the screen (one human seat) as "you".
   */
  nowLog(): string[] {
    const s = this.state;
    if (!this.rules || !s) return [];
    const you = this.humans.length === 1 ? (this.humans[0] ?? null) : null;
    return logLines(this.rules, s, this.viewer === 'designer' ? 'designer' : this.shownSeat, you);
  }

  /** How many log lines each state of the line has (the start, then after each move). */
  logCounts(): number[] {
    return this.timeline.states.map((s) => s.events.length);
  }

  get humans(): number[] {
    return this.seats.flatMap((k, i) => (k === 'human' ? [i] : []));
  }

  /** The human seats that must decide now. */
  private humansToAct(): number[] {
    const { rules, state } = this;
    if (!rules || !state || this.stopped !== null) return [];
    return decidingSeats(rules, state).filter((s) => this.seats[s] === 'human');
  }

  /** The seat the screen plays for now: a chosen human seat, or (auto, designer) the human seat to act. */
  get playing(): number | null {
    if (this.viewer === 'spectator') return null;
    if (typeof this.viewer === 'number') return this.seats[this.viewer] === 'human' ? this.viewer : null;
    return this.humansToAct()[0] ?? null;
  }

  /** The seat whose view the screen shows (null: a spectator's or the designer's). */
  get shownSeat(): number | null {
    if (typeof this.viewer === 'number') return this.viewer;
    if (this.viewer !== 'auto') return null;
    // Behind hot-seat's curtain the table stays the last person's (never the next one's).
    if (this.curtain !== null) return this.revealed;
    return this.humansToAct()[0] ?? this.revealed ?? this.humans[0] ?? null;
  }

  /**
   * Hot-seat: the name of the person the screen must pass to before their hand is shown, or null.
   * Up when the table follows the seat to act, two or more people play, and the seat to act is not
   * the one last shown.
   */
  get curtain(): string | null {
    if (this.viewer !== 'auto' || this.humans.length < 2 || !this.state) return null;
    const next = this.humansToAct()[0];
    return next === undefined || next === this.revealed ? null : (this.state.names[next] ?? `Seat ${next + 1}`);
  }

  /** The person named by the curtain is at the screen: show their hand. */
  reveal(): void {
    const next = this.humansToAct()[0];
    if (next !== undefined) this.revealed = next;
    this.dispatchEvent(new Event('change'));
  }

  setViewer(v: Viewer): void {
    this.viewer = v;
    // Choosing a seat by hand means that person is at the screen.
    if (typeof v === 'number' && this.seats[v] === 'human') this.revealed = v;
    this.dispatchEvent(new Event('change'));
  }

  /** The table as the screen shows it: the shown seat's view, a spectator's, or the designer's. */
  get view(): GameView | DesignerView | null {
    // The state looked at: the latest, or an earlier one on the timeline.
    const shown = this.timeline.shown;
    if (!this.rules || !shown) return null;
    return this.viewer === 'designer' ? designerView(this.rules, shown) : view(this.rules, shown, this.shownSeat);
  }

  /** The log lines of a view, addressing the only person at the screen (one human seat) as "you". */
  logOf(v: GameView | DesignerView): string[] {
    if (!this.rules) return [];
    const seat = v.designer ? 'designer' : v.seat;
    const you = this.humans.length === 1 ? (this.humans[0] ?? null) : null;
    return logLines(this.rules, v, seat, you);
  }

  /** What the screen's seat must decide now, or null (a bot's turn, a spectator, the game over). */
  get decision(): Decision | null {
    const seat = this.playing;
    const { rules, state } = this;
    if (!rules || !state || this.stopped !== null || this.timeline.viewed !== null || seat === null || this.curtain !== null) return null;
    // The same object until the game moves on: a page re-render for something else (a save, a
    // compile) must not look like a new decision to <cs-decision>, which closes its wild picker then.
    const last = this.lastDecision;
    if (last !== undefined && last.rules === rules && last.state === state && last.seat === seat) return last.decision;
    const decision = decisionFor(rules, state, seat);
    this.lastDecision = { rules, state, seat, decision };
    return decision;
  }

  /**
   * An example for the box a move is typed in, from the decision's own moves in this game's
   * notation: its first move, and `pass` when passing is open (`play 7H, pass`); '' for none.
   */
  moveExample(d: Decision | null): string {
    const { rules, state } = this;
    if (!rules || !state || d === null) return '';
    const moves = expandDecision(d);
    const first = moves.find((m) => m.kind !== 'pass');
    const texts = first === undefined ? [] : [moveText(rules, state, first)];
    if (moves.some((m) => m.kind === 'pass')) texts.push('pass');
    return texts.join(', ');
  }

  /** Makes a person's move, if the runtime accepts it. */
  play(move: Move): Refusal {
    const { rules, state } = this;
    if (!rules || !state) return 'no game is running';
    const viewed = this.timeline.viewed;
    if (viewed !== null) return `you are looking at move ${viewed} of ${this.timeline.moves}: go back to now, or continue from there`;
    if (this.seats[move.seat] !== 'human') return `${state.names[move.seat] ?? `seat ${move.seat + 1}`} is a bot`;
    const r = applyMove(rules, state, move);
    if (!r.ok) return r.error.message;
    this.timeline.push(r.state, true);
    this.changed();
    return null;
  }

  /** A move typed in the notation (`play 9R 10R`, `pass`), checked before it is made. */
  playText(text: string): Refusal {
    const { rules, state } = this;
    if (!rules || !state) return 'no game is running';
    const seat = this.playing;
    if (seat === null && !/^[^:'"]+:/.test(text)) return 'no seat of yours is to act';
    const prefixed = /^[^:'"]+:/.test(text) ? text : `${state.names[seat ?? 0]}: ${text}`;
    const parsed = parseMove(rules, state, prefixed);
    if (!parsed.ok) return parsed.message;
    return this.play(parsed.move);
  }

  /** Plays these cards of the seat's hand as a play, or says why they cannot be played. */
  playCards(ids: readonly string[]): Refusal {
    return ids.length === 0 ? 'select the cards to play first' : this.playText(`play ${ids.join(' ')}`);
  }

  /** Why playing these cards would be refused (the runtime's reason), without playing them; null: legal. */
  whyNot(ids: readonly string[]): Refusal {
    const { rules, state } = this;
    const seat = this.playing;
    if (!rules || !state || seat === null) return 'no seat of yours is to act';
    const parsed = parseMove(rules, state, `${state.names[seat]}: play ${ids.join(' ')}`);
    if (!parsed.ok) return parsed.message;
    return this.check(parsed.move);
  }

  /** Why `move` would be refused, without making it (null: it is legal). */
  check(move: unknown): Refusal {
    const { rules, state } = this;
    if (!rules || !state) return 'no game is running';
    const r = checkMove(rules, state, move);
    return r.ok ? null : r.error.message;
  }

  setBotDelay(ms: number): void {
    if (this.settings) this.settings = { ...this.settings, botDelay: ms };
    this.scheduleBots();
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.stop();
    this.changed();
  }

  /** A bot is to move now. */
  get botToMove(): boolean {
    return this.nextBot() !== undefined;
  }

  /** Makes the next bot move now (paused or not); false when no bot is to move. */
  step(): boolean {
    const seat = this.nextBot();
    if (seat === undefined) return false;
    this.botMove(seat);
    return true;
  }

  /** Stops the bots (the element holding the game went away, or a new game starts). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
    this.scheduleBots();
  }

  private nextBot(): number | undefined {
    const { rules, state } = this;
    if (!rules || !state || state.phase === 'over' || this.stopped !== null || this.timeline.viewed !== null) return undefined;
    return decidingSeats(rules, state).find((s) => this.seats[s] !== 'human');
  }

  private scheduleBots(): void {
    clearTimeout(this.timer);
    const { rules, state } = this;
    if (!rules || !state || state.phase === 'over' || this.stopped !== null || this.timeline.viewed !== null) return;
    const seats = decidingSeats(rules, state);
    if (seats.length === 0) return this.halt('the game stopped: nobody can move');
    const seat = seats.find((s) => this.seats[s] !== 'human');
    if (seat === undefined || this.paused) return;
    this.timer = setTimeout(() => this.botMove(seat), this.settings?.botDelay ?? 0);
  }

  private botMove(seat: number): void {
    const { rules, state } = this;
    const bot = this.bots[seat];
    if (!rules || !state || bot == null) return;
    const started = performance.now();
    const move = botMove(bot, rules, state, seat);
    // How long each kind of bot thinks on the page's thread (the browser tests read these).
    performance.measure(`cs-bot-move:${this.seats[seat] ?? 'bot'}`, { start: started });
    if (move === undefined) return this.halt(`the game stopped: ${state.names[seat]} has no move`);
    const r = applyMove(rules, state, move);
    if (!r.ok) return this.halt(`the game stopped: ${r.error.message}`);
    this.timeline.push(r.state, false);
    this.changed();
  }

  /** After the line changed under it: a stop belonged to the old line. */
  private unstop(): void {
    this.stopped = null;
    this.changed();
  }

  private halt(reason: string): void {
    this.stopped = reason;
    this.dispatchEvent(new Event('change'));
  }
}
