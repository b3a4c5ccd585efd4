// A statement run again once a choice is answered pays for the choice's arguments without
// evaluating them again (runtime/eval/answered-costs.ts). Played in place (the arguments' costs
// kept from the question), through applyMove (carried to the copy) and from JSON (no costs: every
// argument evaluated), each action of choice-places.yaml spends the same steps per move and ends
// in the same state.
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyMove, legalMoves, type GameState } from '../../runtime/index.js';
import { lastBudgetUsed, withLimits } from '../../runtime/budget.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const rules = loadRules('choice-places.yaml');

function start(): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R', '3G'], Cy: ['3R', '7R', '9G'] });
}

type Way = 'in-place' | 'apply' | 'json';

/** Plays one action, answering its k-th question with the ((k + 1) mod n)-th legal answer. */
function play(action: string, way: Way): { steps: number[]; end: string; errors: string[] } {
  let s = moves(rules, start(), `Ann: do ${action}`);
  const steps = [lastBudgetUsed()];
  const errors: string[] = [];
  for (let k = 0; s.pending?.kind === 'choice'; k++) {
    const legal = legalMoves(rules, s);
    const move = legal[(k + 1) % legal.length];
    if (move === undefined) throw new Error('no answer');
    if (way === 'in-place') {
      const error = applyInPlace(rules, s, move);
      if (error !== null) errors.push(error.code);
    } else {
      if (way === 'json') s = JSON.parse(JSON.stringify(s)) as GameState;
      const r = applyMove(rules, s, move);
      if (!r.ok) throw new Error(`${action}: ${r.error.code}`);
      s = r.state;
    }
    steps.push(lastBudgetUsed());
  }
  return { steps, end: JSON.stringify({ ...s, history: [] }), errors };
}

const ACTIONS = [
  'then_branch', 'else_branch', 'and_short', 'or_asks', 'filter_each', 'any_stops', 'map_by', 'sort_by', 'take_n',
  'let_in', 'nested_call', 'negated', 'definition_arg', 'list_index', 'member_of', 'zone_of', 'chooser_chosen',
  'nothing_then', 'player_var', 'each_branch', 'each_each', 'two_statements', 'meld_move', 'zone_size',
];

describe('an answered choice pays for its arguments as when they ran', () => {
  for (const action of ACTIONS) {
    it(action, () => {
      const fresh = play(action, 'json');
      expect(play(action, 'in-place')).toEqual(fresh);
      expect(play(action, 'apply')).toEqual(fresh);
    });
  }

  it('past the budget, the arguments fail where they always failed', () => {
    // Every budget too small for the answering move, up to the one it needs.
    const ask = (): GameState => moves(rules, start(), 'Ann: do filter_each');
    const answer = legalMoves(rules, ask())[0];
    if (answer === undefined) throw new Error('no answer');
    expect(applyMove(rules, ask(), answer).ok).toBe(true);
    const needed = lastBudgetUsed();
    expect(needed).toBeLessThan(2000);
    for (let limit = 1; limit <= needed; limit++) {
      // The asking state first: a statement asking elsewhere would take its costs over.
      const asked = ask();
      const kept = withLimits({ steps: limit }, () => applyMove(rules, asked, answer));
      const viaJson = withLimits({ steps: limit }, () => applyMove(rules, JSON.parse(JSON.stringify(asked)) as GameState, answer));
      expect(viaJson.ok).toBe(limit === needed);
      expect(JSON.stringify(kept)).toBe(JSON.stringify(viaJson));
    }
  });
});
