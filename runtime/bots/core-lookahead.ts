// The greedy bot's lookahead on the integer core (runtime/core/): a sampled deal taken over once
// per candidate move (toCore), the move and the others' random answers played there, and the seat's
// standing read from the core state. The same lookahead as greedy.ts playOut on the JSON engine,
// move for move and draw for draw (the core lists a seat's moves in the runtime's order: the
// lockstep tests), only faster. Where the core could differ it does not guess: a candidate it does
// not list, a move that fails, or a seat other than the listed one gives undefined, and the caller
// plays that candidate on the JSON engine.
import type { GameState } from '../state.js';
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { RngState } from '../rng.js';
import { nextInt } from '../rng.js';
import { moveKey } from '../move-key.js';
import type { CoreRules } from '../core/build.js';
import { coreApply, coreLegalCount, coreMoveAt, coreSeat } from '../core/engine.js';
import { toCore } from '../core/to-core.js';
import { OVER } from '../core/state.js';
import { relative } from './standing.js';
import { coreOf, coreSeatValues } from './core-sample.js';

/** One sample's lookahead on the core. */
export class CoreLookahead {
  /** The sample's listed moves by key: the index to play each at. */
  private readonly index = new Map<string, number>();

  private constructor(
    private readonly rules: Rules,
    private readonly core: CoreRules,
    private readonly sample: GameState,
    private readonly seat: number,
  ) {
    const c = toCore(rules, sample);
    const n = coreLegalCount(core, c);
    if (coreSeat(c) !== seat) return;
    for (let r = 0; r < n; r++) {
      const key = moveKey(coreMoveAt(core, c, r));
      if (!this.index.has(key)) this.index.set(key, r);
    }
  }

  /** The lookahead for `seat` deciding in `sample`, or null when the core does not play it. */
  static of(rules: Rules, sample: GameState, seat: number): CoreLookahead | null {
    const core = coreOf(rules, sample);
    return core === null ? null : new CoreLookahead(rules, core, sample, seat);
  }

  /**
   * greedy.ts's value of `move`: the seat's standing relative to the others once the move and the
   * others' answers (drawn from `rng`) have played out to its next decision, or undefined when the
   * JSON engine must play this candidate.
   */
  value(move: Move, rng: RngState): number | undefined {
    const r = this.index.get(moveKey(move));
    if (r === undefined) return undefined;
    const { rules, core, sample, seat } = this;
    const c = toCore(rules, sample);
    coreLegalCount(core, c);
    if (coreApply(core, c, r) !== null) return undefined;
    for (let i = 0; i < 4 * core.L.n && c.phase !== OVER && c.round === sample.round; i++) {
      const n = coreLegalCount(core, c);
      const next = coreSeat(c);
      if (n === 0 || next === seat) break;
      if (coreApply(core, c, nextInt(rng, n)) !== null) return undefined;
    }
    return relative(rules, coreSeatValues(rules, core, c, c.round === sample.round), seat);
  }
}
