// A choice may sit anywhere in a statement's expressions (choice-places.yaml: in a branch, behind
// `and`/`or`, in a list method's lambda, a `let`, a function's or a definition's argument, a list,
// an index, a member, zone or zone size of the chosen player, the chooser of another choice, a player var's
// owner, each() inside each()). For each place: the questions asked (who, what, which options, in
// order), what happened (the log, vars, scores), a saved game (JSON) resuming at every question to
// the same end, and nothing of a statement happening before its last answer. The snapshot was
// recorded with the runtime that suspended by throwing, before choices became values.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, logLines, moveText, type GameState } from '../../runtime/index.js';
import { lastBudgetUsed } from '../../runtime/budget.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const rules = loadRules('choice-places.yaml');

function start(): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R', '3G'], Cy: ['3R', '7R', '9G'] });
}

/** What a statement may change: it must all be as it was while the statement still asks. */
function observable(s: GameState): string {
  return JSON.stringify({ zones: s.zones, vars: s.vars, players: s.players, markers: s.markers, wild: s.wild, turn: s.turn });
}

/** Plays one action, answering its k-th question (from 0) with the ((k + 1) mod n)-th legal answer. */
function play(action: string, viaJson: boolean): { asks: string[]; steps: number[]; log: string[]; end: GameState } {
  let s = start();
  const before = observable(s);
  const from = s.events.length;
  s = moves(rules, s, `Ann: do ${action}`);
  // The budget steps each move used: the same work, done in the same order, costs the same.
  const steps = [lastBudgetUsed()];
  const asks: string[] = [];
  let asking: { pc: number; seen: string } | null = null;
  for (let k = 0; s.pending?.kind === 'choice'; k++) {
    const p = s.pending;
    const legal = legalMoves(rules, s);
    asks.push(`${s.names[p.seat]}: ${p.choice} '${p.prompt}'${p.optional ? ' (optional)' : ''} of ${legal.map((m) => moveText(rules, s, m)).join(', ')}`);
    // Within one statement (the same frame and item), nothing has happened yet.
    const pc = s.frames[s.frames.length - 1]?.pc ?? -1;
    const seen = observable(s);
    if (asking === null && pc === 0) expect(seen).toBe(before);
    if (asking !== null && asking.pc === pc) expect(seen).toBe(asking.seen);
    asking = { pc, seen };
    if (viaJson) s = JSON.parse(JSON.stringify(s)) as GameState;
    const r = applyMove(rules, s, legal[(k + 1) % legal.length] as (typeof legal)[number]);
    if (!r.ok) throw new Error(`${action}: ${r.error.code}`);
    steps.push(lastBudgetUsed());
    s = r.state;
  }
  return { asks, steps, log: logLines(rules, s, 'designer', null, from), end: s };
}

const ACTIONS = [
  'then_branch', 'else_branch', 'and_short', 'or_asks', 'filter_each', 'any_stops', 'map_by', 'sort_by', 'take_n',
  'let_in', 'nested_call', 'negated', 'definition_arg', 'list_index', 'member_of', 'zone_of', 'chooser_chosen',
  'nothing_then', 'player_var', 'each_branch', 'each_each', 'two_statements', 'meld_move', 'zone_size',
];

describe('a choice in any place of a statement', () => {
  for (const action of ACTIONS) {
    it(action, () => {
      const live = play(action, false);
      const { end } = live;
      expect({
        asks: live.asks,
        steps: live.steps,
        log: live.log,
        vars: end.vars,
        scores: end.players.map((p) => p.score),
        bids: end.players.map((p) => p.vars['bid']),
        hands: end.players.map((_, i) => end.zones[`hand#${i}`]),
        discard: end.zones['discard'],
      }).toMatchSnapshot();
      // A game saved at every question and loaded again plays to the same end.
      expect(JSON.stringify(play(action, true).end)).toBe(JSON.stringify(end));
    });
  }
});
