// Confidence intervals and tests for the simulation report: Wilson intervals for rates, t (normal
// for large samples) intervals for means, two-sided tests for differences between two runs.

export interface Rate {
  readonly k: number;
  readonly n: number;
  readonly rate: number;
  /** 95% Wilson interval. */
  readonly lo: number;
  readonly hi: number;
}

export interface Mean {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  /** 95% interval for the mean (t for small samples, normal for large ones). */
  readonly lo: number;
  readonly hi: number;
}

const Z = 1.959964;

export function wilson(k: number, n: number): Rate {
  if (n === 0) return { k, n, rate: 0, lo: 0, hi: 1 };
  const p = k / n;
  const d = 1 + (Z * Z) / n;
  const c = (p + (Z * Z) / (2 * n)) / d;
  const h = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / d;
  return { k, n, rate: p, lo: Math.max(0, c - h), hi: Math.min(1, c + h) };
}

// Two-sided 95% t quantiles for 1..30 degrees of freedom; beyond, the normal's.
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

export function t95(df: number): number {
  return df >= 1 && df <= 30 ? (T95[df - 1] as number) : Z;
}

export function meanOf(xs: readonly number[]): Mean {
  const n = xs.length;
  if (n === 0) return { n, mean: 0, sd: 0, lo: 0, hi: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const h = n > 1 ? (t95(n - 1) * sd) / Math.sqrt(n) : 0;
  return { n, mean, sd, lo: mean - h, hi: mean + h };
}

/**
 * A mean folded one value at a time, in constant memory (a simulation of millions of games keeps no
 * list of them): the count, the sum and the sum of squares. Its figures equal meanOf's over the
 * same values but for rounding in the last digits of `sd`.
 */
export class MeanAcc {
  n = 0;
  private sum = 0;
  private sumSq = 0;

  add(x: number): void {
    this.n++;
    this.sum += x;
    this.sumSq += x * x;
  }

  /** The mean over `n` values, the ones never added counting as 0 (a key a game did not use). */
  result(n = this.n): Mean {
    if (n === 0) return { n, mean: 0, sd: 0, lo: 0, hi: 0 };
    const mean = this.sum / n;
    const sd = n > 1 ? Math.sqrt(Math.max(0, (this.sumSq - (this.sum * this.sum) / n) / (n - 1))) : 0;
    const h = n > 1 ? (t95(n - 1) * sd) / Math.sqrt(n) : 0;
    return { n, mean, sd, lo: mean - h, hi: mean + h };
  }
}

/** The standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t) * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-sided p-value of a difference between two rates (pooled two-proportion z-test). */
export function rateDiffP(a: Rate, b: Rate): number {
  if (a.n === 0 || b.n === 0) return 1;
  const p = (a.k + b.k) / (a.n + b.n);
  const se = Math.sqrt(p * (1 - p) * (1 / a.n + 1 / b.n));
  if (se === 0) return a.rate === b.rate ? 1 : 0;
  return 2 * (1 - phi(Math.abs(a.rate - b.rate) / se));
}

/** Two-sided p-value of a difference between two means (Welch; normal approximation). */
export function meanDiffP(a: Mean, b: Mean): number {
  if (a.n < 2 || b.n < 2) return 1;
  const se = Math.sqrt((a.sd * a.sd) / a.n + (b.sd * b.sd) / b.n);
  if (se === 0) return a.mean === b.mean ? 1 : 0;
  return 2 * (1 - phi(Math.abs(a.mean - b.mean) / se));
}
