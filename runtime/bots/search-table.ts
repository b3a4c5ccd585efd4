// Where one ISMCTS iteration plays its sampled deal (ismcts.ts): on the JSON engine, changing the
// sample in place, or on the integer core's state of it (runtime/core/), the same moves in the same
// order and the same draws, only faster. A rollout move that fails on the core (a rule file's error)
// is played again on the JSON engine from the iteration's start, so that the state scored is the
// one the JSON engine leaves.
import type { GameState } from '../state.js';
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import { applyInPlace, legal } from '../engine.js';
import { firstSeatMoves, legalCount, legalPick, pickedSeat } from '../legal.js';
import { nextInt, type RngState } from '../rng.js';
import type { CoreRules } from '../core/build.js';
import { coreApply, coreLegalCount, coreMoveAt } from '../core/engine.js';
import { toCore } from '../core/to-core.js';
import { OVER, type CoreState } from '../core/state.js';
import { coreOf, coreRewards } from './core-sample.js';
import { rewards } from './standing.js';

export interface SearchTable {
  over(): boolean;
  /** The moves of the seat listed first (legal.ts firstSeatMoves), in the runtime's order; valid until the next play. */
  moves(): readonly Move[];
  /** Plays the i-th move listed (`m`); false when it fails (the sample is then of no use). */
  play(i: number, m: Move): boolean;
  /** Random moves until the round or the game ends or `depth` moves, then the rewards per seat (standing.ts). */
  rollout(depth: number, rng: RngState): number[];
}

/** The iteration's table: on the core where it plays the sample, else on the JSON engine. */
export function searchTable(rules: Rules, sample: GameState, engine: 'core' | 'runtime'): SearchTable {
  const core = engine === 'core' ? coreOf(rules, sample) : null;
  return core === null ? new JsonTable(rules, sample) : new CoreTable(rules, core, sample);
}

class JsonTable implements SearchTable {
  constructor(private readonly rules: Rules, private readonly s: GameState) {}

  over(): boolean {
    return this.s.phase === 'over';
  }

  moves(): readonly Move[] {
    return firstSeatMoves(legal(this.rules, this.s));
  }

  play(_i: number, m: Move): boolean {
    return applyInPlace(this.rules, this.s, m) === null;
  }

  rollout(depth: number, rng: RngState): number[] {
    return jsonRollout(this.rules, this.s, depth, (n) => nextInt(rng, n));
  }
}

/**
 * Random play until the round ends, the game ends or `depth` moves; then the rewards. A move that
 * fails ends the rollout, and the state is scored as far as it got. `pick`: the index of the move
 * made among the `n` the first seat has.
 */
function jsonRollout(rules: Rules, s: GameState, depth: number, pick: (n: number) => number): number[] {
  const round = s.round;
  for (let i = 0; i < depth && s.phase !== 'over' && s.round === round; i++) {
    // A random move of the first listed seat (as firstSeatMoves lists them): only the move picked
    // is made (legal.ts legalCount, legalPick).
    const n = legalCount(rules, s);
    if (pickedSeat() === undefined) break;
    if (applyInPlace(rules, s, legalPick(pick(n))) !== null) break;
  }
  return rewards(rules, s, s.round === round);
}

class CoreTable implements SearchTable {
  private readonly c: CoreState;
  private readonly listing: Move[] = [];
  /** The moves played so far, for playing the iteration again on the JSON engine. */
  private readonly played: Move[] = [];

  constructor(private readonly rules: Rules, private readonly core: CoreRules, private readonly sample: GameState) {
    this.c = toCore(rules, sample);
  }

  over(): boolean {
    return this.c.phase === OVER;
  }

  moves(): readonly Move[] {
    const { core, c, listing } = this;
    const n = coreLegalCount(core, c);
    listing.length = n;
    for (let r = 0; r < n; r++) listing[r] = coreMoveAt(core, c, r);
    return listing;
  }

  play(i: number, m: Move): boolean {
    this.played.push(m);
    return coreApply(this.core, this.c, i) === null;
  }

  rollout(depth: number, rng: RngState): number[] {
    const { core, c } = this;
    const round = c.round;
    const picks: number[] = [];
    for (let i = 0; i < depth && c.phase !== OVER && c.round === round; i++) {
      const n = coreLegalCount(core, c);
      if (n === 0) break;
      const r = nextInt(rng, n);
      picks.push(r);
      if (coreApply(core, c, r) !== null) return this.again(depth, picks);
    }
    return coreRewards(this.rules, core, c, c.round === round);
  }

  /** The iteration on the JSON engine: the sample (untouched so far), the moves played, the rollout's picks. */
  private again(depth: number, picks: readonly number[]): number[] {
    const { rules, sample } = this;
    for (const m of this.played) if (applyInPlace(rules, sample, m) !== null) throw new Error('ismcts: a move the core made is refused by the JSON engine');
    let k = 0;
    return jsonRollout(rules, sample, depth, () => picks[k++] as number);
  }
}
