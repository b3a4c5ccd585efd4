// The search's bookkeeping (child keys, listings remembered per node, reused lists) changes only
// its cost: it grows the same tree as the plain search written here, keyed by moveKey with fresh
// lists at every step, so it returns the same statistics and leaves the RNG where that one does.
import { describe, expect, it } from 'vitest';
import { search, ISMCTS_DEFAULTS, type IsmctsOptions } from '../../../runtime/bots/ismcts.js';
import { determinize } from '../../../runtime/bots/determinize.js';
import { seatValues } from '../../../runtime/bots/standing.js';
import { seatKnowledge, type SeatKnowledge } from '../../../runtime/knowledge.js';
import { applyInPlace, legalMoves, type GameState, type Move, type Rules } from '../../../runtime/index.js';
import { firstSeatMoves } from '../../../runtime/legal.js';
import { moveKey } from '../../../runtime/move-key.js';
import { nextInt, nextUint32, seedRng, type RngState } from '../../../runtime/rng.js';
import { playedTo, seedGame } from './helpers.js';

interface RefNode {
  readonly move: Move | null;
  readonly seat: number;
  visits: number;
  avail: number;
  reward: number;
  readonly children: Map<string, RefNode>;
}

const refNode = (move: Move | null, seat: number): RefNode => ({ move, seat, visits: 0, avail: 0, reward: 0, children: new Map() });

/** Plain rewards: standing.ts's formula, with a list per count. */
function plainRewards(rules: Rules, s: GameState, withRound: boolean): number[] {
  const n = s.players.length;
  if (s.phase === 'over') {
    const w = s.winners ?? [];
    return s.players.map((_, i) => (w.includes(i) ? 1 / w.length : 0));
  }
  const v = seatValues(rules, s, withRound);
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  return v.map((x) => {
    if (n === 1) return x > 0 ? 1 : 0.5;
    const below = v.filter((y) => y < x).length;
    const ties = v.filter((y) => y === x).length - 1;
    return ((below + ties / 2) / (n - 1) + (hi === lo ? 0.5 : (x - lo) / (hi - lo))) / 2;
  });
}

function refRollout(rules: Rules, s: GameState, depth: number, rng: RngState): number[] {
  const round = s.round;
  for (let i = 0; i < depth && s.phase !== 'over' && s.round === round; i++) {
    const moves = firstSeatMoves(legalMoves(rules, s));
    const m = moves[nextInt(rng, moves.length)];
    if (m === undefined) break;
    if (applyInPlace(rules, s, m) !== null) break;
  }
  return plainRewards(rules, s, s.round === round);
}

function refSearch(rules: Rules, known: SeatKnowledge, moves: readonly Move[], rng: RngState, opts: IsmctsOptions): Map<string, { move: Move; visits: number; reward: number }> {
  const root = refNode(null, -1);
  const allowed = new Set(moves.map(moveKey));
  for (let it = 0; it < opts.iterations; it++) {
    const s = determinize(rules, known, rng);
    let cur = root;
    const path: RefNode[] = [];
    let expanded = false;
    let failed = false;
    while (s.phase !== 'over' && !expanded) {
      const untried: [Move, string][] = [];
      const open: [Move, RefNode][] = [];
      for (const m of firstSeatMoves(legalMoves(rules, s))) {
        const key = moveKey(m);
        if (cur === root && !allowed.has(key)) continue;
        const child = cur.children.get(key);
        if (child === undefined) untried.push([m, key]);
        else {
          child.avail++;
          open.push([m, child]);
        }
      }
      if (untried.length === 0 && open.length === 0) break;
      let next: RefNode;
      let move: Move;
      if (untried.length > 0) {
        const [m, key] = untried[nextInt(rng, untried.length)]!;
        move = m;
        next = refNode(m, m.seat);
        next.avail = 1;
        cur.children.set(key, next);
        expanded = true;
      } else {
        let best = -Infinity;
        let pick = 0;
        open.forEach(([, c], i) => {
          const ucb = c.reward / c.visits + opts.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
          if (ucb > best) {
            best = ucb;
            pick = i;
          }
        });
        [move, next] = open[pick]!;
      }
      if (applyInPlace(rules, s, move) !== null) {
        failed = true;
        break;
      }
      path.push(next);
      cur = next;
    }
    if (failed) continue;
    const rw = refRollout(rules, s, opts.rolloutDepth, rng);
    for (const n of path) {
      n.visits++;
      n.reward += rw[n.seat] ?? 0;
    }
  }
  const out = new Map<string, { move: Move; visits: number; reward: number }>();
  for (const [k, c] of root.children) if (c.move !== null) out.set(k, { move: c.move, visits: c.visits, reward: c.reward });
  return out;
}

describe('the search grows the plain search’s tree', () => {
  const cases: [string, number, number[]][] = [
    ['of-whats-left', 4, [0, 5, 13]],
    ['worst-in-show', 4, [0, 17, 40]],
    ['bested-another-time', 4, [0, 6, 21]],
    ['bested-another-time', 2, [3]],
  ];
  for (const [game, players, at] of cases) {
    it(`in ${game} (${players} players)`, () => {
      const rules = seedGame(game);
      let decisions = 0;
      for (const n of at) {
        const s = playedTo(rules, players, `ref${n}`, n);
        const mine = firstSeatMoves(legalMoves(rules, s));
        const seat = mine[0]?.seat;
        if (seat === undefined || mine.length < 2 || (s.pending?.kind === 'choice' && s.pending.seat !== seat)) continue;
        const known = seatKnowledge(rules, s, seat);
        const opts = { ...ISMCTS_DEFAULTS, iterations: 60 };
        const a = seedRng(`r${n}`);
        const b = seedRng(`r${n}`);
        const got = search(rules, known, mine, a, opts);
        const want = refSearch(rules, known, mine, b, opts);
        expect([...got]).toEqual([...want]);
        expect(nextUint32(a)).toBe(nextUint32(b));
        decisions++;
      }
      expect(decisions).toBeGreaterThan(0);
    });
  }
});
