// Information-set Monte Carlo tree search (single observer): every iteration samples a deal
// consistent with what the seat knows (determinize), walks the shared tree choosing moves by UCB1 with
// availability counts (a move seen in fewer deals is explored less), expands one move, plays
// randomly to the end of the round (or a depth limit) and backs up rewards in [0, 1] per seat.
// An iteration plays its sample on the integer core where the core plays the rule file
// (search-table.ts).
import type { Move, PlayCard } from '../moves.js';
import type { Rules } from '../rules.js';
import type { SeatKnowledge } from '../knowledge.js';
import { moveKey } from '../move-key.js';
import { nextInt, seedRng, type RngState } from '../rng.js';
import { ChildKeys } from './child-key.js';
import { determinize } from './determinize.js';
import { searchTable } from './search-table.js';
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
  /**
   * Where the iterations play: on the integer core where it takes the sample (default: the same
   * search, faster), or always on the JSON engine (the oracle, for tests).
   */
  readonly engine?: 'core' | 'runtime';
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
  /**
   * The moves listed here the last time (the first `listedCount`; copied, as a listing's array is
   * not the search's to keep), and their keys. Samples mostly list the same moves in the same
   * order, so a move equal to the one listed last at its place takes that key: no key is built,
   * and the key string's hash is already known to the Map.
   */
  readonly listed: Move[];
  listedCount: number;
  readonly listedKeys: string[];
  /** The child each listed move had (children are never removed, so a child found stays found). */
  readonly listedChildren: (Node | undefined)[];
}

function node(move: Move | null, seat: number): Node {
  return { move, seat, visits: 0, avail: 0, reward: 0, children: new Map(), listed: [], listedCount: 0, listedKeys: [], listedChildren: [] };
}

/** Whether two played cards have the same key in moveKey (as its cardKey reads them). */
function sameCard(x: PlayCard, y: PlayCard): boolean {
  if (x === y) return true;
  if (x.id !== y.id) return false;
  if (x.as) return !!y.as && x.as.rank === y.as.rank && (x.as.suit ?? '') === (y.as.suit ?? '');
  return !y.as && x.suit === y.suit;
}

/**
 * Whether two moves have the same moveKey, judged cheaply: true only when plainly so (the same
 * cards in the same order), false when unsure, so a false costs only the key built afresh.
 */
function sameListed(a: Move, b: Move): boolean {
  if (a === b) return true;
  if (a.seat !== b.seat) return false;
  switch (a.kind) {
    case 'play': {
      if (b.kind !== 'play' || a.meld !== b.meld || a.cards.length !== b.cards.length) return false;
      for (let i = 0; i < a.cards.length; i++) if (!sameCard(a.cards[i] as PlayCard, b.cards[i] as PlayCard)) return false;
      return true;
    }
    case 'pass': return b.kind === 'pass';
    case 'split': return b.kind === 'split' && a.right === b.right;
    case 'action': return b.kind === 'action' && a.name === b.name;
    case 'choose': return false;
  }
}

/** Runs the search and returns the root's statistics per move key (for tests and tuning). */
export function search(rules: Rules, known: SeatKnowledge, moves: readonly Move[], rng: RngState, opts: IsmctsOptions): Map<string, { move: Move; visits: number; reward: number }> {
  const root = node(null, -1);
  const keys = new ChildKeys(rules);
  // The root's moves the caller allows, each with its child once tried (null before): one lookup
  // tells both whether a move counts and where its statistics are.
  const rootChildren = new Map<string, Node | null>();
  for (const m of moves) rootChildren.set(keys.key(m), null);
  // A step's candidates, reused from step to step: the untried moves (with their keys) and the
  // tried ones (with their nodes), each list's length counted here rather than set on the array.
  const untried: Move[] = [];
  const untriedKeys: string[] = [];
  const untriedAt: number[] = [];
  const openChildren: Node[] = [];
  const openMoves: Move[] = [];
  const openAt: number[] = [];
  const path: Node[] = [];
  const deadline = opts.timeMs === undefined ? Infinity : Date.now() + opts.timeMs;
  for (let it = 0; it < opts.iterations && (it === 0 || deadline === Infinity || Date.now() < deadline); it++) {
    // The sample is this iteration's own: played on the core's state of it, or changed in place.
    const table = searchTable(rules, determinize(rules, known, rng), opts.engine ?? 'core');
    let cur = root;
    let depth = 0;
    let expanded = false;
    let failed = false;
    while (!table.over() && !expanded) {
      // Each move's key once per step (at the root, only the moves the caller allows count).
      let nUntried = 0;
      let nOpen = 0;
      const atRoot = cur === root;
      const listing = table.moves();
      const before = cur.listed;
      const known = cur.listedCount;
      const keyed = cur.listedKeys;
      const found = cur.listedChildren;
      for (let i = 0; i < listing.length; i++) {
        const m = listing[i] as Move;
        const same = i < known && sameListed(m, before[i] as Move);
        const key = same ? keyed[i] as string : keys.key(m);
        before[i] = m;
        keyed[i] = key;
        let child: Node | null | undefined = same ? found[i] : undefined;
        if (child === undefined) {
          child = atRoot ? rootChildren.get(key) : cur.children.get(key);
          found[i] = child ?? undefined;
        }
        if (child === undefined) {
          if (atRoot) continue;
          untried[nUntried] = m;
          untriedAt[nUntried] = i;
          untriedKeys[nUntried++] = key;
        } else if (child === null) {
          untried[nUntried] = m;
          untriedAt[nUntried] = i;
          untriedKeys[nUntried++] = key;
        } else {
          child.avail++;
          openChildren[nOpen] = child;
          openAt[nOpen] = i;
          openMoves[nOpen++] = m;
        }
      }
      // Entries past the count are never read (and setting an array's length is a slow call).
      cur.listedCount = listing.length;
      if (nUntried === 0 && nOpen === 0) break;
      let next: Node;
      // The move as this sample lists it (a node's own came from another sample).
      let move: Move;
      // Its place in this sample's listing.
      let at: number;
      if (nUntried > 0) {
        const pick = nextInt(rng, nUntried);
        move = untried[pick] as Move;
        at = untriedAt[pick] as number;
        next = node(move, move.seat);
        next.avail = 1;
        const key = untriedKeys[pick] as string;
        cur.children.set(key, next);
        if (atRoot) rootChildren.set(key, next);
        expanded = true;
      } else {
        let best = -Infinity;
        let pick = 0;
        for (let i = 0; i < nOpen; i++) {
          const c = openChildren[i] as Node;
          const ucb = c.reward / c.visits + opts.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
          if (ucb > best) {
            best = ucb;
            pick = i;
          }
        }
        next = openChildren[pick] as Node;
        move = openMoves[pick] as Move;
        at = openAt[pick] as number;
      }
      if (!table.play(at, move)) {
        // A rule file's error: the sample is half-changed, so this iteration teaches nothing.
        failed = true;
        break;
      }
      path[depth++] = next;
      cur = next;
    }
    if (failed) continue;
    const rw = table.rollout(opts.rolloutDepth, rng);
    for (let i = 0; i < depth; i++) {
      const n = path[i] as Node;
      n.visits++;
      n.reward += rw[n.seat] ?? 0;
    }
  }
  const out = new Map<string, { move: Move; visits: number; reward: number }>();
  for (const c of root.children.values()) if (c.move !== null) out.set(moveKey(c.move), { move: c.move, visits: c.visits, reward: c.reward });
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
