// What the reference playouts report, and the timing loop they share.

/** One finished game. */
export interface GameStats {
  /** Moves made, as the runtime counts them (GameState.moveCount): every decision of a player. */
  readonly moves: number;
  readonly rounds: number;
  /** Final totals by seat. */
  readonly scores: readonly number[];
}

/**
 * Games per second of `play` over seeds 0, 1, 2, … (the seeds bench/playouts.ts gives the runtime),
 * for at least `seconds` (and at least one game). `play` returns the game's move count.
 */
export function timeGames(seconds: number, play: (seed: number) => number): number {
  const start = performance.now();
  const until = start + seconds * 1000;
  let games = 0;
  let now = start;
  do {
    play(games);
    games++;
    now = performance.now();
  } while (now < until);
  return games / ((now - start) / 1000);
}
