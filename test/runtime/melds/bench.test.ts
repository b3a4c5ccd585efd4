import { describe, expect, it } from 'vitest';
import { benchMelds } from '../../../runtime/melds/bench.js';

describe('benchMelds', () => {
  it('reports a mean time and the mean number of plays for both hands, leads and follows', () => {
    const ticks = { t: 0 };
    const result = benchMelds({ iterations: 20, hands: 4, now: () => (ticks.t += 1) });
    expect(result.map((r) => r.name)).toEqual([
      '15 cards, 3 wilds, ranks 0-17, 4 suits', '14 cards, 2 wilds, ranks 2-13, 4 suits, wilds 1-14',
    ]);
    for (const r of result) {
      expect(r.leadMicros).toBe(50); // one tick (1 ms) per call of the fake clock, over 20 calls
      expect(r.meanLeads).toBeGreaterThan(r.meanFollows);
      expect(r.meanFollows).toBeGreaterThan(0);
    }
  });
});
