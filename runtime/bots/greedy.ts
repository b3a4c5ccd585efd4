// The greedy bot: one move of lookahead on one sampled deal, no game-specific code. Each move is
// scored by the seat's standing once the move has played out (the other seats answer at random,
// the same way for every candidate, until the seat's next decision): score plus the round's score
// formula now, relative to the others (with teams: its team's, against the other teams). General
// habits break near-ties: shed more cards, keep wilds, play low.
import type { Move } from '../moves.js';
import type { Rules } from '../rules.js';
import type { SeatKnowledge } from '../knowledge.js';
import { applyInPlace, applyMove } from '../engine.js';
import { firstSeatMoves } from '../legal.js';
import { nextInt, nextUint32, seedRng, type RngState } from '../rng.js';
import type { GameState } from '../state.js';
import { legal } from '../engine.js';
import { determinize } from './determinize.js';
import { relative, seatValues } from './standing.js';
import { CoreLookahead } from './core-lookahead.js';
import type { SeatBot } from './types.js';

export interface GreedyWeights {
  /** Per card played. */
  readonly shed: number;
  /** Per wild played (negative: keep wilds). */
  readonly wild: number;
  /** Times the play's mean rank, scaled to 0..1 over the rank range (negative: play low). */
  readonly height: number;
  /** How many moves (best by habits first) get the lookahead. */
  readonly lookahead: number;
  /** Sampled deals per decision, at most (fewer when there are many moves). */
  readonly samples: number;
}

export const GREEDY_WEIGHTS: GreedyWeights = { shed: 0.3, wild: -1, height: -0.2, lookahead: 40, samples: 4 };

/** The habit part of a move's score. */
export function habitScore(rules: Rules, m: Move, w: GreedyWeights = GREEDY_WEIGHTS): number {
  // Shedding, wilds and climbing low are habits of climbing games; a trick-taking play is one card.
  if (m.kind !== 'play' || rules.def.round.play.kind !== 'climbing') return 0;
  const { min, max } = rules.def.cards.ranks;
  let wilds = 0;
  let ranks = 0;
  for (const c of m.cards) {
    if (c.as !== undefined) wilds++;
    ranks += c.as?.rank ?? rules.cards.get(c.id)?.rank ?? min;
  }
  const mean = m.cards.length === 0 ? min : ranks / m.cards.length;
  const height = max > min ? (mean - min) / (max - min) : 0;
  return w.shed * m.cards.length + w.wild * wilds + w.height * height;
}

/** The state after `move` and the others' random answers up to `seat`'s next decision. */
function playOut(rules: Rules, s: GameState, move: Move, seat: number, rng: RngState): GameState | null {
  const r = applyMove(rules, s, move);
  if (!r.ok) return null;
  // `s` is the sample every candidate move starts from; the copy after `move` is this one's own,
  // so the others' answers change it in place (one that fails stops there, as far as it got).
  const cur = r.state;
  for (let i = 0; i < 4 * cur.players.length && cur.phase !== 'over' && cur.round === s.round; i++) {
    const all = legal(rules, cur);
    const next = all[0]?.seat;
    if (next === undefined || next === seat) break;
    const mine = firstSeatMoves(all);
    if (applyInPlace(rules, cur, mine[nextInt(rng, mine.length)] as Move) !== null) break;
  }
  return cur;
}

/** greedy.ts's value of a candidate on the JSON engine: the seat's standing after it (relative), or -1e9 when it fails. */
export function runtimeValue(rules: Rules, state: GameState, move: Move, seat: number, rng: RngState): number {
  const after = playOut(rules, state, move, seat, rng);
  return after !== null ? relative(rules, seatValues(rules, after, after.round === state.round), seat) : -1e9;
}

/**
 * The greedy bot. `engine`: where the lookahead plays, the integer core where it takes the sample
 * (the default: the same values, faster) or always the JSON engine (the oracle, for tests).
 */
export function greedyBot(seed: string | number, weights: GreedyWeights = GREEDY_WEIGHTS, engine: 'core' | 'runtime' = 'core'): SeatBot {
  const rng: RngState = seedRng(`greedy:${seed}`);
  return {
    name: 'greedy',
    decide(rules: Rules, known: SeatKnowledge, moves: readonly Move[]): Move {
      const first = moves[0];
      if (first === undefined) throw new Error('the greedy bot was asked to move with no legal move');
      if (moves.length === 1) return first;
      const seat = first.seat;
      const scored = moves.map((m) => ({ m, score: habitScore(rules, m, weights), tie: nextUint32(rng) }));
      scored.sort((a, b) => b.score - a.score || a.tie - b.tie);
      const looked = scored.slice(0, weights.lookahead);
      // A few samples when there are few moves (cheap), one when there are many.
      const samples = Math.max(1, Math.min(weights.samples, Math.floor(48 / looked.length)));
      for (let k = 0; k < samples; k++) {
        const state = determinize(rules, known, rng);
        const answers: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
        // On the integer core where it plays the sample (the same values, faster), else here.
        const ahead = engine === 'core' ? CoreLookahead.of(rules, state, seat) : null;
        for (const c of looked) {
          const value = ahead?.value(c.m, [...answers]) ?? runtimeValue(rules, state, c.m, seat, [...answers]);
          c.score += value / samples;
        }
      }
      scored.sort((a, b) => b.score - a.score || a.tie - b.tie);
      return (scored[0] ?? { m: first }).m;
    },
  };
}
