// Seeded randomness whose whole state is four 32-bit numbers kept inside GameState, so a game
// record (rules + options + seed + moves) replays exactly. sfc32, seeded through cyrb128.

export type RngState = [number, number, number, number];

/** Hashes a seed (number or text) into an RNG state. */
export function seedRng(seed: string | number): RngState {
  const str = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  // Twelve draws discarded: nextUint32 with the state in locals.
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0, b = (h2 ^ h1) >>> 0, c = (h3 ^ h1) >>> 0, d = (h4 ^ h1) >>> 0;
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
  }
  return [a, b, c, d];
}

/** The next 32-bit value; advances `s` in place. */
export function nextUint32(s: RngState): number {
  const [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const rot = (c << 21) | (c >>> 11);
  s[2] = (rot + t) | 0;
  return t >>> 0;
}

/** A whole number in [0, n); advances `s` in place. Rejection sampling keeps it unbiased. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/**
 * Fisher–Yates shuffle of `items` in place. The same draws as nextInt(s, i + 1) for each i from
 * the top down, with the generator's state held in locals and written back once.
 */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  let a = s[0], b = s[1], c = s[2], d = s[3];
  for (let i = items.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = Math.floor(0x100000000 / n) * n;
    let x: number;
    do {
      // nextUint32, inlined.
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      x = t >>> 0;
    } while (x >= limit);
    const j = x % n;
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
}
