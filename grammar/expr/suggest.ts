// "Did you mean …?" suggestions, shared by every stage that reports unknown names.

/** The Levenshtein edit distance; stops early and returns `limit + 1` once it exceeds `limit`. */
export function levenshtein(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/**
 * The candidate closest to `name` within `maxDistance` edits (fewer for names under 6 letters; ties:
 * the first in sorted order), or undefined. A case-only difference counts as one edit, but beats
 * any other one-edit candidate: `10m` means `10M`, not `10L`.
 */
export function suggest(name: string, candidates: Iterable<string>, maxDistance = 2): string | undefined {
  // Short names allow fewer edits: two edits turn `x` into `box`.
  const limit = Math.min(maxDistance, Math.max(1, Math.ceil(name.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of [...new Set(candidates)].sort()) {
    if (c === name) continue;
    const d = c.toLowerCase() === name.toLowerCase() ? 0.5 : levenshtein(name, c, limit);
    // A one-letter name is within 2 edits of every short name: only suggest real near-misses.
    if (d < bestDistance && d < Math.max(name.length, c.length)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
