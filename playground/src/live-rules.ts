// "Keep playing" under edited rules: the game in play becomes a record (its seed, each round's
// deal and its moves in notation, runtime/record.ts), replayed onto the new rules up to the first
// move they no longer allow. The page then plays on from the last state that replayed. Pure.
import { recordOf, replayOnto, type GameRecord, type GameState, type ReplayReport, type ReplayStop, type RuleText, type Rules } from './runtime.js';

export interface Running {
  readonly rules: Rules;
  readonly state: GameState;
  /** The rule file's path, then its variants', as the game was compiled. */
  readonly main: string;
  readonly variants: readonly string[];
  /** The texts the running rules were compiled from (the rule file first). */
  readonly files: readonly RuleText[];
}

export type KeepPlaying =
  | { readonly ok: true; readonly states: readonly GameState[]; readonly report: ReplayReport; readonly total: number; readonly message: string }
  | { readonly ok: false; readonly message: string };

/** The record of the game in play (null when it cannot be set up again, which only a bug would cause). */
export function recordOfRunning(r: Running): GameRecord | null {
  try {
    return recordOf(r.rules, r.state, r.main, r.variants, r.files);
  } catch {
    return null;
  }
}

/** The game in play, replayed onto `rules` (compiled from `texts`: the rule file first, then variants). */
export function keepPlaying(running: Running, rules: Rules, texts: readonly string[]): KeepPlaying {
  const record = recordOfRunning(running);
  if (record === null) return { ok: false, message: 'The game in play cannot be recorded, so it cannot be replayed.' };
  return replayRecord(record, rules, texts);
}

/** A record replayed onto `rules`: the states to play on from, and what to tell the person. */
export function replayRecord(record: GameRecord, rules: Rules, texts: readonly string[]): KeepPlaying {
  const report = replayOnto(rules, record, { texts });
  const total = record.moves.length;
  if (report.setupError !== null || report.states.length === 0) {
    return { ok: false, message: `The new rules cannot set up this game (${report.setupError?.code ?? 'setup'}: ${report.setupError?.message ?? 'no state'}); the game goes on under the old rules.` };
  }
  return { ok: true, states: report.states, report, total, message: replayMessage(report, total) };
}

/** What a replay did, in a sentence: every move applied, or which one stopped it and why. */
export function replayMessage(report: ReplayReport, total: number): string {
  const notes = report.dealNotes.length > 0 ? ` Deals: ${report.dealNotes.join('; ')}.` : '';
  if (report.stopped === null) {
    return `${total === 0 ? 'No move to replay' : total === 1 ? 'The one move still applies' : `All ${total} moves still apply`} under the new rules: play on.${notes}`;
  }
  const i = report.stopped.index;
  const from = i === 0 ? 'Play goes on from the start.' : `The ${i === 1 ? 'move' : `${i} moves`} before it replayed; play goes on from there.`;
  return `${stopText(report.stopped, total)} ${from}${notes}`;
}

/** "Move 12 of 30 (Bot 2: play 5M 5F) no longer applies: rule/code — reason." */
export function stopText(stop: ReplayStop, total: number): string {
  return `Move ${stop.index + 1} of ${total} (${stop.move}) no longer applies: ${stop.code} — ${stop.reason}.`;
}
