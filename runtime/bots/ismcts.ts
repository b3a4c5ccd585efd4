// Information-set Monte Carlo tree search (single observer): every iteration samples a deal
// consistent with what the seat knows (determinize), walks the shared tree choosing moves by UCB1 with
// availability counts (a move seen in fewer deals is explored less), expands one move, plays
// randomly to the end of the round (or a depth limit) and backs up rewards in [0, 1] per seat.
import type { GameState } from '../state.js';
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { SeatKnowledge } from '../knowledge.js';
import { applyInPlace, legal } from '../engine.js';
import { firstSeatMoves } from '../legal.js';
import { moveKey } from '../move-key.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import { determinize } from './determinize.js';
import { rewards } from './standing.js';
import type { SeatBot } from './types.js';

export interface IsmctsOptions {
  /** Iterations per decision. */
  readonly iterations: number;
  /** Stop earlier after this many milliseconds (not reproducible: off by default). */
  readonly timeMs?: number;
  /** Random moves per rollout before the state is scored as it stands. */
  readonly rolloutDepth: number;
  /** UCB1's exploration constant. */
  readonly exploration: number;
}

export const ISMCTS_DEFAULTS: IsmctsOptions = { iterations: 200, rolloutDepth: 40, exploration: 0.7 };

interface Node {
  readonly move: Move | null;
  /** The seat that made `move` (rewards are backed up from its point of view). */
  readonly seat: number;
  visits: number;
  avail: number;
  reward: number;
  readonly children: Map<string, Node>;
}

function node(move: Move | null, seat: number): Node {
  return { move, seat, visits: 0, avail: 0, reward: 0, children: new Map() };
}

function seatMoves(rules: Rules, s: GameState): Move[] {
  return firstSeatMoves(legal(rules, s));
}

/**
 * Random play until the round ends, the game ends or `depth` moves; then the rewards. `s` is this
 * iteration's own sample, so the moves change it in place. A move that fails (a rule file's error)
 * ends the rollout, and the state is scored as far as it got.
 */
function rollout(rules: Rules, s: GameState, depth: number, rng: RngState): number[] {
  const round = s.round;
  for (let i = 0; i < depth && s.phase !== 'over' && s.round === round; i++) {
    const moves = seatMoves(rules, s);
    const m = moves[nextInt(rng, moves.length)];
    if (m === undefined) break;
    if (applyInPlace(rules, s, m) !== null) break;
  }
  return rewards(rules, s, s.round === round);
}

/** Runs the search and returns the root's statistics per move key (for tests and tuning). */
export function search(rules: Rules, known: SeatKnowledge, moves: readonly Move[], rng: RngState, opts: IsmctsOptions): Map<string, { move: Move; visits: number; reward: number }> {
  const root = node(null, -1);
  const allowed = new Set(moves.map(moveKey));
  const deadline = opts.timeMs === undefined ? Infinity : Date.now() + opts.timeMs;
  for (let it = 0; it < opts.iterations && (it === 0 || deadline === Infinity || Date.now() < deadline); it++) {
    // The sample is this iteration's own: moves change it in place.
    const s = determinize(rules, known, rng);
    let cur = root;
    const path: Node[] = [];
    let expanded = false;
    let failed = false;
    while (s.phase !== 'over' && !expanded) {
      // Each move's key once per step (at the root, only the moves the caller allows count).
      const untried: Move[] = [];
      const untriedKeys: string[] = [];
      const openChildren: Node[] = [];
      const openMoves: Move[] = [];
      for (const m of seatMoves(rules, s)) {
        const key = moveKey(m);
        if (cur === root && !allowed.has(key)) continue;
        const child = cur.children.get(key);
        if (child === undefined) {
          untried.push(m);
          untriedKeys.push(key);
        } else {
          child.avail++;
          openChildren.push(child);
          openMoves.push(m);
        }
      }
      if (untried.length === 0 && openChildren.length === 0) break;
      let next: Node;
      // The move as this sample lists it (a node's own came from another sample).
      let move: Move;
      if (untried.length > 0) {
        const pick = nextInt(rng, untried.length);
        move = untried[pick] as Move;
        next = node(move, move.seat);
        next.avail = 1;
        cur.children.set(untriedKeys[pick] as string, next);
        expanded = true;
      } else {
        let best = -Infinity;
        let pick = 0;
        for (let i = 0; i < openChildren.length; i++) {
          const c = openChildren[i] as Node;
          const ucb = c.reward / c.visits + opts.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
          if (ucb > best) {
            best = ucb;
            pick = i;
          }
        }
        next = openChildren[pick] as Node;
        move = openMoves[pick] as Move;
      }
      if (applyInPlace(rules, s, move) !== null) {
        // A rule file's error: the sample is half-changed, so this iteration teaches nothing.
        failed = true;
        break;
      }
      path.push(next);
      cur = next;
    }
    if (failed) continue;
    const rw = rollout(rules, s, opts.rolloutDepth, rng);
    for (const n of path) {
      n.visits++;
      n.reward += rw[n.seat] ?? 0;
    }
  }
  const out = new Map<string, { move: Move; visits: number; reward: number }>();
  for (const [k, c] of root.children) if (c.move !== null) out.set(k, { move: c.move, visits: c.visits, reward: c.reward });
  return out;
}

export function ismctsBot(seed: string | number, options: Partial<IsmctsOptions> = {}): SeatBot {
  const rng: RngState = seedRng(`ismcts:${seed}`);
  const opts: IsmctsOptions = { ...ISMCTS_DEFAULTS, ...options };
  return {
    name: 'ismcts',
    decide(rules, known, moves) {
      const first = moves[0];
      if (first === undefined) throw new Error('the ismcts bot was asked to move with no legal move');
      if (moves.length === 1) return first;
      const stats = search(rules, known, moves, rng, opts);
      let best = first;
      let bestVisits = -1;
      let bestMean = -1;
      // Most visited wins; ties go to the better mean reward, then to the first listed.
      for (const m of moves) {
        const st = stats.get(moveKey(m));
        if (st === undefined) continue;
        const mean = st.visits > 0 ? st.reward / st.visits : 0;
        if (st.visits > bestVisits || (st.visits === bestVisits && mean > bestMean)) {
          best = m;
          bestVisits = st.visits;
          bestMean = mean;
        }
      }
      return best;
    },
  };
}
