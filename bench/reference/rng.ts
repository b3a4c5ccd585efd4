// The runtime's random numbers (sfc32 seeded through cyrb128, as in runtime/rng.ts), rewritten over
// an Int32Array so that a reference playout draws the very same numbers as the runtime's game and
// bots on the same seed, without importing the runtime. test/bench/reference.test.ts checks that
// both streams agree.

/** Four 32-bit words of sfc32 state. */
export type Rng = Int32Array;

export function newRng(): Rng {
  return new Int32Array(4);
}

/** Seeds `s` from text, exactly as runtime/rng.ts's seedRng does. */
export function seedRng(s: Rng, seed: string): void {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  s[0] = h1 ^ h2 ^ h3 ^ h4;
  s[1] = h2 ^ h1;
  s[2] = h3 ^ h1;
  s[3] = h4 ^ h1;
  for (let i = 0; i < 12; i++) nextUint32(s);
}

/** The next 32-bit value (unsigned). */
export function nextUint32(s: Rng): number {
  const a = s[0] as number, b = s[1] as number, c = s[2] as number, d = s[3] as number;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = d + 1;
  s[0] = b ^ (b >>> 9);
  s[1] = c + (c << 3);
  s[2] = ((c << 21) | (c >>> 11)) + t;
  return t >>> 0;
}

/** A whole number in [0, n), by rejection sampling; draws nothing when n <= 1 (as the runtime). */
export function nextInt(s: Rng, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates over the first `n` entries, drawing as runtime/rng.ts's shuffleInPlace. */
export function shuffle(s: Rng, items: Int32Array, n: number): void {
  for (let i = n - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i] as number;
    items[i] = items[j] as number;
    items[j] = tmp;
  }
}

/** Draws what a shuffle of `n` items draws, when the order itself does not matter. */
export function skipShuffle(s: Rng, n: number): void {
  for (let i = n - 1; i > 0; i--) nextInt(s, i + 1);
}
