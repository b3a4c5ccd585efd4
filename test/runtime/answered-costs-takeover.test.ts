// The costs of a choice's arguments are kept for the statement asking last (eval/answered-costs.ts):
// one record, taken over by the next statement to ask. The same statement asking again, in a new
// frame of the same state, must pay what its arguments cost then, not what they cost the time
// before. Alone in its file: the record is then new when the test starts (vitest isolates files).
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyMove, legalMoves, type GameState } from '../../runtime/index.js';
import { lastBudgetUsed } from '../../runtime/budget.js';
import { dealt, loadRules, mv } from './fixture-games.js';

const rules = loadRules('choice-places.yaml');

function start(): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R', '3G'], Cy: ['3R', '7R', '9G'] });
}

describe('the costs kept are the asking statement\'s own', () => {
  /** `do meld_move` by whoever may act, then its first answer, `times` times: the steps of each move. */
  function twice(json: boolean, times: number): { steps: number[]; end: string } {
    let s = start();
    const steps: number[] = [];
    const step = (move: Parameters<typeof applyInPlace>[2]): void => {
      if (json) {
        const r = applyMove(rules, JSON.parse(JSON.stringify(s)) as GameState, move);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      } else {
        const error = applyInPlace(rules, s, move);
        if (error !== null) throw new Error(error.code);
      }
      steps.push(lastBudgetUsed());
    };
    for (let k = 0; k < times; k++) {
      step(mv(rules, s, `${s.names[s.turn ?? 0]}: do meld_move`));
      const answer = legalMoves(rules, s)[0];
      if (answer === undefined || s.pending?.kind !== 'choice') throw new Error('no question');
      step(answer);
    }
    return { steps, end: JSON.stringify({ ...s, history: [] }) };
  }

  it('the same statement asking again in the same state, over a shorter hand, pays what its arguments cost now', () => {
    const fresh = twice(true, 3);
    // The hand the choice is over is one card shorter each time: so are the steps its question pays.
    expect(new Set(fresh.steps.filter((_, i) => i % 2 === 1)).size).toBe(3);
    expect(twice(false, 3)).toEqual(fresh);
  });
});
