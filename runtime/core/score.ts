// Points scored on the core state (teams.ts addScore): the round formula's and the `score` effect's.
import type { SourceRange } from '../../grammar/diagnostics.js';
import type { Rules } from '../rules.js';
import type { CoreState } from './state.js';

/** teams.ts addScore: the seat's points (every member's, in a team game) and the score event. */
export function addScore(rules: Rules, s: CoreState, seat: number, amount: number, because: string, rule: SourceRange | undefined): void {
  const t = rules.def.teams;
  const n = s.L.n;
  const events = s.json.events;
  if (t === undefined) {
    if (seat >= 0 && seat < n) {
      s.roundScore[seat] = (s.roundScore[seat] as number) + amount;
      s.score[seat] = (s.score[seat] as number) + amount;
    }
    if (amount !== 0) events.push(rule ? { kind: 'score', seat, amount, because, rule } : { kind: 'score', seat, amount, because });
    return;
  }
  for (let m = seat % t.count; m < n; m += t.count) {
    s.roundScore[m] = (s.roundScore[m] as number) + amount;
    s.score[m] = (s.score[m] as number) + amount;
  }
  const team = seat % t.count;
  if (amount !== 0) events.push(rule ? { kind: 'score', seat, amount, because, rule, team } : { kind: 'score', seat, amount, because, team });
}
