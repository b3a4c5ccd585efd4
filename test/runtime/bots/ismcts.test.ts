// The ISMCTS bot against the random bot over fixed seeds (deterministic): small budgets (12
// iterations; a trick-taking round is played out to its end) still win clearly in every seed game.
import { describe, expect, it } from 'vitest';
import { winRates } from './win-rates.js';

describe('ismcts beats random', () => {
  it("in Of What's Left (3 players, 1 ismcts)", () => {
    const w = winRates('of-whats-left', 3, ['ismcts', 'random', 'random'], 6);
    expect(w['ismcts']! - w['random']!).toBeGreaterThanOrEqual(0.3);
  });
  it('in Worst In Show (3 players, 1 ismcts)', () => {
    const w = winRates('worst-in-show', 3, ['ismcts', 'random', 'random'], 6, 40);
    expect(w['ismcts']! - w['random']!).toBeGreaterThanOrEqual(0.3);
  });
  it('in Bested Another Time (2 players)', () => {
    const w = winRates('bested-another-time', 2, ['ismcts', 'random'], 4);
    expect(w['ismcts']! - w['random']!).toBeGreaterThanOrEqual(0.5);
  });
});
