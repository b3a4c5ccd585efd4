// Two reports side by side: the same figures of run A and run B (same seeds), their difference
// and a two-sided p-value; a difference is flagged significant at p < 0.05.
import type { SimReport } from './report.js';
import { meanDiffP, rateDiffP, type Mean, type Rate } from './stats.js';

export interface CompareRow {
  readonly figure: string;
  readonly a: number;
  readonly b: number;
  readonly diff: number;
  readonly p: number;
  readonly significant: boolean;
}

export const SIGNIFICANCE = 0.05;

function rateRow(figure: string, a: Rate | undefined, b: Rate | undefined): CompareRow {
  const ra = a ?? { k: 0, n: 0, rate: 0, lo: 0, hi: 0 };
  const rb = b ?? { k: 0, n: 0, rate: 0, lo: 0, hi: 0 };
  const p = rateDiffP(ra, rb);
  return { figure, a: ra.rate, b: rb.rate, diff: rb.rate - ra.rate, p, significant: p < SIGNIFICANCE };
}

function meanRow(figure: string, a: Mean | undefined, b: Mean | undefined): CompareRow {
  const ma = a ?? { n: 0, mean: 0, sd: 0, lo: 0, hi: 0 };
  const mb = b ?? { n: 0, mean: 0, sd: 0, lo: 0, hi: 0 };
  const p = meanDiffP(ma, mb);
  return { figure, a: ma.mean, b: mb.mean, diff: mb.mean - ma.mean, p, significant: p < SIGNIFICANCE };
}

function keyed(prefix: string, a: Readonly<Record<string, Mean>>, b: Readonly<Record<string, Mean>>): CompareRow[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.map((k) => meanRow(`${prefix} ${k} per game`, a[k], b[k]));
}

export function compareReports(a: SimReport, b: SimReport): CompareRow[] {
  const rows: CompareRow[] = [];
  a.winBySeat.forEach((r, i) => rows.push(rateRow(`win rate seat ${i + 1}`, r, b.winBySeat[i])));
  for (const bot of Object.keys(a.winByBot)) rows.push(rateRow(`win rate ${bot}`, a.winByBot[bot], b.winByBot[bot]));
  a.scoreBySeat.forEach((m, i) => rows.push(meanRow(`score seat ${i + 1}`, m, b.scoreBySeat[i])));
  rows.push(meanRow('winning margin', a.margin, b.margin));
  rows.push(meanRow('rounds per game', a.rounds, b.rounds));
  rows.push(meanRow('tricks per game', a.tricks, b.tricks));
  rows.push(meanRow('moves per game', a.moves, b.moves));
  rows.push(rateRow('forced plays', a.forced, b.forced));
  rows.push(rateRow('ties', a.ties, b.ties));
  rows.push(...keyed('move', a.moveKinds, b.moveKinds), ...keyed('meld', a.melds, b.melds), ...keyed('marker', a.markers, b.markers));
  rows.push(rateRow('errors', { k: a.errors.length, n: a.settings.games, rate: a.errors.length / Math.max(1, a.settings.games), lo: 0, hi: 0 }, { k: b.errors.length, n: b.settings.games, rate: b.errors.length / Math.max(1, b.settings.games), lo: 0, hi: 0 }));
  return rows;
}
