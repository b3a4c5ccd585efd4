// The simulation report as text: a designer reads it top to bottom (see docs/simulation.md).
import type { CompareRow, Mean, Rate, SimReport } from '../../runtime/sim/index.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number): string => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));

export function rateText(r: Rate): string {
  return `${pct(r.rate).padStart(6)}  [${pct(r.lo)}, ${pct(r.hi)}]  (${r.k}/${r.n})`;
}

export function meanText(m: Mean): string {
  return `${num(m.mean).padStart(7)}  [${num(m.lo)}, ${num(m.hi)}]  sd ${num(m.sd)}`;
}

function table(title: string, rows: readonly [string, string][]): string[] {
  if (rows.length === 0) return [];
  const w = Math.max(...rows.map(([k]) => k.length));
  return [title, ...rows.map(([k, v]) => `  ${k.padEnd(w)}  ${v}`), ''];
}

export function formatReport(r: SimReport): string {
  const s = r.settings;
  const lines: string[] = [
    `${s.rules}${s.variants.length ? ` + ${s.variants.join(' + ')}` : ''}: ${s.games} games, ${s.players} players, seed ${s.seed}, bots ${s.bots.join(',')}`,
    `${r.completed} games completed; figures are means or rates with 95% confidence intervals [low, high].`,
    '',
  ];
  lines.push(...table('Win rate by seat (shared wins count for every winner)', r.winBySeat.map((x, i) => [`seat ${i + 1}`, rateText(x)])));
  if (Object.keys(r.winByBot).length > 1) lines.push(...table('Win rate by bot (per seat played)', Object.entries(r.winByBot).map(([b, x]) => [b, rateText(x)])));
  lines.push(...table('Final score by seat', r.scoreBySeat.map((x, i) => [`seat ${i + 1}`, meanText(x)])));
  if (Object.keys(r.scoreByBot).length > 1) lines.push(...table('Final score by bot', Object.entries(r.scoreByBot).map(([b, x]) => [b, meanText(x)])));
  lines.push(...table('Game', [
    ['score (all seats)', meanText(r.score)],
    ['winning margin', meanText(r.margin)],
    ['rounds', meanText(r.rounds)],
    ['tricks', meanText(r.tricks)],
    ['moves', meanText(r.moves)],
    ['forced plays', rateText(r.forced)],
    ['ties (shared wins)', rateText(r.ties)],
  ]));
  lines.push(...table('Moves per game, by kind', Object.entries(r.moveKinds).map(([k, x]) => [k, meanText(x)])));
  lines.push(...table('Plays per game, by meld (or zone played from)', Object.entries(r.melds).map(([k, x]) => [k, meanText(x)])));
  lines.push(...table('Markers: times given an owner, per game', Object.entries(r.markers).map(([k, x]) => [k, meanText(x)])));
  if (r.errorCount === 0) lines.push('Errors: none');
  else {
    lines.push(`Errors: ${r.errorCount} game(s) stopped; game i's seed is ${s.seed}#i, so the same command plays it again`);
    for (const e of r.errors) lines.push(`  game ${e.game}, seed ${e.seed}: ${e.code}: ${e.message}`);
    if (r.errorCount > r.errors.length) lines.push(`  … and ${r.errorCount - r.errors.length} more`);
  }
  return `${lines.join('\n')}\n`;
}

export function formatComparison(a: SimReport, b: SimReport, rows: readonly CompareRow[]): string {
  const label = (r: SimReport): string => `${r.settings.rules}${r.settings.variants.length ? ` + ${r.settings.variants.join(' + ')}` : ''}`;
  const w = Math.max(...rows.map((x) => x.figure.length));
  const f = (x: number): string => num(x).padStart(9);
  const lines = [
    `A: ${label(a)}`,
    `B: ${label(b)}`,
    `Same ${a.settings.games} seeds, ${a.settings.players} players, bots ${a.settings.bots.join(',')}. * marks a difference significant at p < 0.05.`,
    '',
    `  ${'figure'.padEnd(w)}  ${'A'.padStart(9)}  ${'B'.padStart(9)}  ${'B - A'.padStart(9)}  p`,
    ...rows.map((x) => `${x.significant ? '*' : ' '} ${x.figure.padEnd(w)}  ${f(x.a)}  ${f(x.b)}  ${f(x.diff)}  ${x.p < 0.001 ? '<0.001' : x.p.toFixed(3)}`),
  ];
  return `${lines.join('\n')}\n`;
}
