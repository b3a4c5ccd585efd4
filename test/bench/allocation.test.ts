// The bench's bytes-per-move figure (bench/allocation.ts) rests on V8's sampling heap profiler: it
// must find what a known loop allocates, collected objects included, and next to nothing where
// nothing is allocated.
import { describe, expect, it } from 'vitest';
import { sampledBytes } from '../../bench/allocation.js';

describe('sampled allocation', () => {
  it('estimates what a loop of short-lived arrays allocates', async () => {
    const count = 20_000;
    const { bytes, units } = await sampledBytes(() => {
      let sum = 0;
      for (let i = 0; i < count; i++) {
        // 100 small integers: at least 800 bytes of elements each, dropped at once.
        const a = Array.from({ length: 100 }, (_, k) => k + i);
        sum += a[i % 100] as number;
      }
      return sum > 0 ? count : 0;
    });
    expect(units).toBe(count);
    expect(bytes / count).toBeGreaterThan(700);
    expect(bytes / count).toBeLessThan(1600);
  });

  it('finds next to nothing in a loop that allocates nothing', async () => {
    const { bytes } = await sampledBytes(() => {
      let x = 0;
      for (let i = 0; i < 2_000_000; i++) x = (x + i * 7) | 0;
      return x === 0.5 ? 0 : 1;
    });
    expect(bytes).toBeLessThan(64 * 1024);
  });
});
