// The simulation report: outcomes of many games folded, in game order, into figures with 95%
// confidence intervals, in constant memory (ReportBuilder). Pure data (JSON) for the CLI's text and
// --json output.
import type { BotKind } from '../bots/index.js';
import type { GameOutcome } from './game.js';
import { MeanAcc, wilson, type Mean, type Rate } from './stats.js';

export interface SimSettings {
  readonly rules: string;
  readonly variants: readonly string[];
  readonly players: number;
  readonly games: number;
  readonly seed: string;
  readonly bots: readonly BotKind[];
}

export interface SimError {
  readonly game: number;
  readonly seed: string;
  readonly code: string;
  readonly message: string;
}

export interface SimReport {
  readonly settings: SimSettings;
  /** Games that ended without an error (the figures below are over these). */
  readonly completed: number;
  readonly winBySeat: readonly Rate[];
  readonly winByBot: Readonly<Record<string, Rate>>;
  readonly scoreBySeat: readonly Mean[];
  readonly scoreByBot: Readonly<Record<string, Mean>>;
  /** Every seat's final score, pooled. */
  readonly score: Mean;
  /** Per game: the winner's lead over the runner-up (how close games are). */
  readonly margin: Mean;
  readonly rounds: Mean;
  readonly tricks: Mean;
  readonly moves: Mean;
  /** Per game, how many times each move kind / meld type (or play source) / marker was used. */
  readonly moveKinds: Readonly<Record<string, Mean>>;
  readonly melds: Readonly<Record<string, Mean>>;
  readonly markers: Readonly<Record<string, Mean>>;
  /** Decisions with exactly one legal move, among all decisions. */
  readonly forced: Rate;
  /** Games whose win was shared. */
  readonly ties: Rate;
  /** The first ERRORS_KEPT games that stopped with an error, and how many did. */
  readonly errors: readonly SimError[];
  readonly errorCount: number;
}

/** The winner's lead over the next: between players, or with `teams` teams (seat % teams), between teams. */
function margin(g: GameOutcome, lowest: boolean, teams: number): number {
  const scores = teams > 0 ? g.scores.slice(0, teams) : g.scores;
  const s = [...scores].map((x) => (lowest ? -x : x)).sort((a, b) => b - a);
  return s.length < 2 ? 0 : (s[0] as number) - (s[1] as number);
}

/** Errors kept with their seeds: more than this are counted, not listed. */
export const ERRORS_KEPT = 100;

/**
 * The report folded one game at a time, in game order, in constant memory: a simulation of any
 * length keeps sums, not its games' outcomes.
 */
export class ReportBuilder {
  private completed = 0;
  private readonly winsBySeat: number[];
  private readonly botWins = new Map<string, { k: number; n: number }>();
  private readonly seatScores: MeanAcc[];
  private readonly botScores = new Map<string, MeanAcc>();
  private readonly score = new MeanAcc();
  private readonly margin = new MeanAcc();
  private readonly rounds = new MeanAcc();
  private readonly tricks = new MeanAcc();
  private readonly moves = new MeanAcc();
  private readonly perGame = { moveKinds: new Map<string, MeanAcc>(), melds: new Map<string, MeanAcc>(), markers: new Map<string, MeanAcc>() };
  private forced = 0;
  private decisions = 0;
  private ties = 0;
  private readonly errors: SimError[] = [];
  private errorCount = 0;
  private games = 0;

  /** `teams`: the number of teams (seat s in team s % teams), whose players share a score; 0 without. */
  constructor(private readonly settings: SimSettings, private readonly lowestWins = false, private readonly teams = 0) {
    this.winsBySeat = new Array<number>(settings.players).fill(0);
    this.seatScores = Array.from({ length: settings.players }, () => new MeanAcc());
    for (const b of new Set(settings.bots)) {
      this.botWins.set(b, { k: 0, n: 0 });
      this.botScores.set(b, new MeanAcc());
    }
  }

  /** Adds game number `this.games` (games come in order). */
  add(g: GameOutcome): void {
    const index = this.games++;
    if (g.error !== undefined) {
      this.errorCount++;
      if (this.errors.length < ERRORS_KEPT) this.errors.push({ game: index, seed: g.seed, code: g.error.code, message: g.error.message });
      return;
    }
    this.completed++;
    g.bots.forEach((b, seat) => {
      const w = this.botWins.get(b);
      if (w !== undefined) {
        w.n++;
        if (g.winners.includes(seat)) w.k++;
      }
      this.botScores.get(b)?.add(g.scores[seat] ?? 0);
    });
    for (let seat = 0; seat < this.settings.players; seat++) {
      if (g.winners.includes(seat)) this.winsBySeat[seat] = (this.winsBySeat[seat] ?? 0) + 1;
      this.seatScores[seat]?.add(g.scores[seat] ?? 0);
    }
    for (const x of g.scores) this.score.add(x);
    this.margin.add(margin(g, this.lowestWins, this.teams));
    this.rounds.add(g.rounds);
    this.tricks.add(g.tricks);
    this.moves.add(g.moves);
    for (const [name, counts] of [['moveKinds', g.moveKinds], ['melds', g.melds], ['markers', g.markers]] as const) {
      const accs = this.perGame[name];
      for (const [k, v] of Object.entries(counts)) {
        let acc = accs.get(k);
        if (acc === undefined) accs.set(k, (acc = new MeanAcc()));
        acc.add(v);
      }
    }
    for (const f of g.forced) this.forced += f;
    for (const d of g.decisions) this.decisions += d;
    // A tie is a shared win: between players, or between teams (one team's players win together).
    if (this.teams > 0 ? new Set(g.winners.map((w) => w % this.teams)).size > 1 : g.winners.length > 1) this.ties++;
  }

  build(): SimReport {
    const n = this.completed;
    // A key a game did not use counts as 0 for that game: the mean is over every completed game.
    const perGame = (accs: Map<string, MeanAcc>): Record<string, Mean> =>
      Object.fromEntries([...accs.keys()].sort().map((k) => [k, (accs.get(k) as MeanAcc).result(n)]));
    return {
      settings: this.settings,
      completed: n,
      winBySeat: this.winsBySeat.map((k) => wilson(k, n)),
      winByBot: Object.fromEntries([...this.botWins].map(([b, w]) => [b, wilson(w.k, w.n)])),
      scoreBySeat: this.seatScores.map((m) => m.result()),
      scoreByBot: Object.fromEntries([...this.botScores].map(([b, m]) => [b, m.result()])),
      score: this.score.result(),
      margin: this.margin.result(),
      rounds: this.rounds.result(),
      tricks: this.tricks.result(),
      moves: this.moves.result(),
      moveKinds: perGame(this.perGame.moveKinds),
      melds: perGame(this.perGame.melds),
      markers: perGame(this.perGame.markers),
      forced: wilson(this.forced, this.decisions),
      ties: wilson(this.ties, n),
      errors: [...this.errors],
      errorCount: this.errorCount,
    };
  }
}

/** Folds outcomes (index i = game i) into the report. */
export function buildReport(settings: SimSettings, outcomes: readonly GameOutcome[], lowestWins = false): SimReport {
  const b = new ReportBuilder(settings, lowestWins);
  for (const g of outcomes) b.add(g);
  return b.build();
}
