// The greedy bot against the random bot over fixed seeds (deterministic): greedy wins a clearly
// larger share of its seats in every seed game.
import { describe, expect, it } from 'vitest';
import { winRates } from './win-rates.js';

describe('greedy beats random', () => {
  it("in Of What's Left (3 players, 1 greedy)", () => {
    const w = winRates('of-whats-left', 3, ['greedy', 'random', 'random'], 6);
    expect(w['greedy']! - w['random']!).toBeGreaterThanOrEqual(0.3);
  });
  it('in Worst In Show (4 players, 2 greedy)', () => {
    const w = winRates('worst-in-show', 4, ['greedy', 'random'], 8);
    expect(w['greedy']! - w['random']!).toBeGreaterThanOrEqual(0.2);
  });
  it('in Bested Another Time (3 players, 1 greedy)', () => {
    const w = winRates('bested-another-time', 3, ['greedy', 'random', 'random'], 4);
    expect(w['greedy']! - w['random']!).toBeGreaterThanOrEqual(0.5);
  });
});
