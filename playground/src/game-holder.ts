// The game in play, without any display: the rules, the state, the bots at the other seats and
// their pace. The person at the screen plays seat `you`; every other seat is a random bot that
// moves after `botDelay` ms. Elements read `view`, `decision` and `labels`, and send moves here;
// a refused move's reason comes from the runtime's checkMove. Fires `change` after every change.
import type { GameDef } from '../../grammar/def/types.js';
import {
  applyMove, checkMove, decidingSeats, decisionFor, labelsOf, legalMoves, logLines, makeBot, parseMove, prepareRules, view, botMove,
  type Decision, type GameState, type GameView, type Labels, type Move, type Rules, type SeatBot,
} from './runtime.js';
import { startGame } from './start-game.js';

export interface GameSettings {
  readonly players: number;
  readonly seed: string;
  /** Milliseconds a bot waits before it moves. */
  readonly botDelay: number;
}

/** A move's outcome: null when made, else the runtime's reason for refusing it. */
export type Refusal = string | null;

export class GameHolder extends EventTarget {
  rules: Rules | null = null;
  labels: Labels | null = null;
  state: GameState | null = null;
  settings: GameSettings | null = null;
  /** The seat of the person at the screen. */
  readonly you = 0;
  /** Why the game stopped, if it did (a rule that fails during play). */
  stopped: string | null = null;
  private bots: SeatBot[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** Starts a new game of `def`; returns why it could not start (player count, a rule failing at setup), or null. */
  start(def: GameDef, settings: GameSettings): string | null {
    const rules = prepareRules(def);
    const names = Array.from({ length: settings.players }, (_, i) => (i === this.you ? 'You' : `Bot ${i + 1}`));
    const r = startGame(rules, { players: settings.players, seed: settings.seed, names });
    if (!r.ok) return r.message;
    this.stop();
    this.rules = rules;
    this.labels = labelsOf(rules);
    this.state = r.state;
    this.settings = settings;
    this.stopped = null;
    this.bots = names.map((_, i) => makeBot('random', `${settings.seed}:${i}`));
    this.changed();
    return null;
  }

  /** Goes on with a game from `state` (an imported record's last state), the bots at the other seats. */
  resume(def: GameDef, settings: GameSettings, state: GameState): void {
    this.stop();
    this.rules = prepareRules(def);
    this.labels = labelsOf(this.rules);
    this.state = state;
    this.settings = settings;
    this.stopped = null;
    this.bots = state.names.map((_, i) => makeBot('random', `${settings.seed}:${i}`));
    this.changed();
  }

  /** The table as the person at the screen sees it. */
  get view(): GameView | null {
    return this.rules && this.state ? view(this.rules, this.state, this.you) : null;
  }

  /** The log lines of a view, addressing the person at the screen as "you". */
  logOf(v: GameView): string[] {
    return this.rules ? logLines(this.rules, v, this.you, this.you) : [];
  }

  /** What the person at the screen must decide now, or null (a bot's turn, the game over). */
  get decision(): Decision | null {
    return this.rules && this.state && this.stopped === null ? decisionFor(this.rules, this.state, this.you) : null;
  }

  /** Makes the person's move, if the runtime accepts it. */
  play(move: Move): Refusal {
    const { rules, state } = this;
    if (!rules || !state) return 'no game is running';
    const r = applyMove(rules, state, move);
    if (!r.ok) return r.error.message;
    this.state = r.state;
    this.changed();
    return null;
  }

  /** A move typed in the notation (`play 9R 10R`, `pass`), checked before it is made. */
  playText(text: string): Refusal {
    const { rules, state } = this;
    if (!rules || !state) return 'no game is running';
    const prefixed = /^[^:'"]+:/.test(text) ? text : `${state.names[this.you]}: ${text}`;
    const parsed = parseMove(rules, state, prefixed);
    if (!parsed.ok) return parsed.message;
    return this.play(parsed.move);
  }

  /** Plays these cards of the person's hand as a play, or says why they cannot be played. */
  playCards(ids: readonly string[]): Refusal {
    return ids.length === 0 ? 'select the cards to play first' : this.playText(`play ${ids.join(' ')}`);
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

  private scheduleBots(): void {
    clearTimeout(this.timer);
    const { rules, state } = this;
    if (!rules || !state || state.phase === 'over' || this.stopped !== null) return;
    const seats = decidingSeats(rules, state);
    const seat = seats.find((s) => s !== this.you);
    if (seat === undefined) {
      if (seats.length === 0) this.halt('the game stopped: nobody can move');
      return;
    }
    this.timer = setTimeout(() => this.botMove(seat), this.settings?.botDelay ?? 0);
  }

  private botMove(seat: number): void {
    const { rules, state } = this;
    const bot = this.bots[seat];
    if (!rules || !state || bot === undefined) return;
    const move = botMove(bot, rules, state, seat);
    if (move === undefined) return this.halt(`the game stopped: ${state.names[seat]} has no move`);
    const r = applyMove(rules, state, move);
    if (!r.ok) return this.halt(`the game stopped: ${r.error.message}`);
    this.state = r.state;
    this.changed();
  }

  private halt(reason: string): void {
    this.stopped = reason;
    this.dispatchEvent(new Event('change'));
  }
}
