// The simulation report: outcomes of many games folded, in game order, into figures with 95%
// confidence intervals. Pure data (JSON) for the CLI's text and --json output.
import type { BotKind } from '../bots/index.js';
import type { GameOutcome } from './game.js';
import { meanOf, wilson, type Mean, type Rate } from './stats.js';

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
  readonly errors: readonly SimError[];
}

function perGame(games: readonly GameOutcome[], pick: (g: GameOutcome) => Readonly<Record<string, number>>): Record<string, Mean> {
  const keys = [...new Set(games.flatMap((g) => Object.keys(pick(g))))].sort();
  return Object.fromEntries(keys.map((k) => [k, meanOf(games.map((g) => pick(g)[k] ?? 0))]));
}

function margin(g: GameOutcome, lowest: boolean): number {
  const s = [...g.scores].map((x) => (lowest ? -x : x)).sort((a, b) => b - a);
  return s.length < 2 ? 0 : (s[0] as number) - (s[1] as number);
}

/** Folds outcomes (index i = game i) into the report. */
export function buildReport(settings: SimSettings, outcomes: readonly GameOutcome[], lowestWins = false): SimReport {
  const ok = outcomes.filter((g) => g.error === undefined);
  const errors: SimError[] = [];
  outcomes.forEach((g, i) => {
    if (g.error) errors.push({ game: i, seed: g.seed, code: g.error.code, message: g.error.message });
  });
  const n = settings.players;
  const seats = Array.from({ length: n }, (_, i) => i);
  const kinds = [...new Set(settings.bots)];
  const botWins = (b: BotKind): Rate => {
    let k = 0;
    let t = 0;
    for (const g of ok) g.bots.forEach((x, seat) => { if (x === b) { t++; if (g.winners.includes(seat)) k++; } });
    return wilson(k, t);
  };
  const botScores = (b: BotKind): Mean => meanOf(ok.flatMap((g) => g.scores.filter((_, seat) => g.bots[seat] === b)));
  const sum = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);
  return {
    settings,
    completed: ok.length,
    winBySeat: seats.map((seat) => wilson(ok.filter((g) => g.winners.includes(seat)).length, ok.length)),
    winByBot: Object.fromEntries(kinds.map((b) => [b, botWins(b)])),
    scoreBySeat: seats.map((seat) => meanOf(ok.map((g) => g.scores[seat] ?? 0))),
    scoreByBot: Object.fromEntries(kinds.map((b) => [b, botScores(b)])),
    score: meanOf(ok.flatMap((g) => g.scores)),
    margin: meanOf(ok.map((g) => margin(g, lowestWins))),
    rounds: meanOf(ok.map((g) => g.rounds)),
    tricks: meanOf(ok.map((g) => g.tricks)),
    moves: meanOf(ok.map((g) => g.moves)),
    moveKinds: perGame(ok, (g) => g.moveKinds),
    melds: perGame(ok, (g) => g.melds),
    markers: perGame(ok, (g) => g.markers),
    forced: wilson(sum(ok.map((g) => sum(g.forced))), sum(ok.map((g) => sum(g.decisions)))),
    ties: wilson(ok.filter((g) => g.winners.length > 1).length, ok.length),
    errors,
  };
}
