// The expressions of the language reference and of the rule files in rules/ (copied here as data):
// each parses and checks without a diagnostic against an environment declaring what they use.
import { describe, expect, it } from 'vitest';
import { checkEffects, checkExpression } from '../../../grammar/expr/check.js';
import { parseEffects, parseExpression } from '../../../grammar/expr/parse.js';
import { createRuleEnv } from '../../../grammar/expr/rule-env.js';
import { Types as T } from '../../../grammar/expr/types.js';
import { codes, src } from './helpers.js';

const env = createRuleEnv({
  zones: ['dummy', 'draw'],
  playerZones: ['left', 'right'],
  pools: ['pass_cards'],
  playerMarkers: ['bonus', 'obedience'],
  vars: {
    threshold: T.number, wish: T.null, dummy_score: T.number, lead_next_used: T.bool, picked: T.null,
    choice: T.null, target: T.null, last_passer: T.null, last_winner: T.null,
  },
  playerVars: {
    bid: T.number, cleared: T.number, bets: T.list(T.player), last_finish: T.number, sat_out: T.bool,
    clear_points: T.number,
  },
  options: {
    floor: T.string, threshold: T.number, bet_cards: T.number, first_seat: T.number, threshold_passed: T.string,
    leader_without_lead_next: T.string, bonus_stays: T.bool, later_leader: T.string,
  },
  context: { legal: T.list(T.move), move: T.move, chosen: T.list(T.card), previous_leader: T.player },
});

const EXPRESSIONS = [
  // the reference
  'players.any(p => p.hand.size == 0)',
  '-me.hand.size',
  'players.size',
  'players.size == 2 ? 10 : players.size == 3 ? 20 : 30',
  'round == 1 ? players[0] : previous_leader.next',
  'box.filter(c => c.rank == 1)',
  'me.left.any(c => c.suit == trick.led_suit)',
  'players.any(p => p.score > threshold)',
  'me.round_score',
  'players.filter(p => p.score < dummy_score)',
  'trick.in.size > 0 and pass_cards.available.size > 0',
  'me.hand.size <= 5 and not me.bonus.flipped',
  'me.bonus.flipped',
  "move.kind == 'play'",
  'wish != null and legal.any(m => m.cards.any(c => c.rank == wish and not c.wild) and m.cards.all(c => not c.wild))',
  'move.cards.any(c => c.rank == wish and not c.wild)',
  'dummy.size > 0',
  // rules/
  'options.threshold > 0 ? options.threshold : players.size == 2 ? 10 : players.size == 3 ? 20 : players.size == 4 ? 30 : 40',
  'players.size <= 4 ? 15 : players.size == 5 ? 13 : 12',
  'me.bets.size < options.bet_cards',
  "choice == 'bet'",
  'round == 1 ? players[options.first_seat - 1] : players.min_by(p => p.score * 10 - p.last_finish)',
  'active.size <= 1',
  "options.threshold_passed == 'reach' ? players.any(p => p.score >= threshold) : players.any(p => p.score > threshold)",
  'trick.in.any(p => p != me and not p.out) and pass_cards.available.size > 0',
  'not lead_next_used and active.size > 1',
  'players[(round - 1) % players.size]',
  'box.filter(c => c.rank == 1 and c.special == null)',
  '-me.hand.size + ((me.bonus.flipped and me.hand.size > 0) ? me.hand.map(c => c.value).min() : 0)',
  'me.out ? 0 : 1',
  'not options.bonus_stays and me.bonus.flipped and me.hand.size > 5',
  "move.kind != 'pass'",
  "round == 1 ? players[0] : options.later_leader == 'last-winner' ? last_winner : players[(round - 1) % players.size]",
  'players.count(p => not p.sat_out) <= 1',
  "options.floor == 'hand'\n  ? max(0, (me.tricks == me.bid ? 3 : abs(me.tricks - me.bid) == 1 ? 1 : 0) + me.clear_points)\n  : max(-me.score, (me.tricks == me.bid ? 3 : abs(me.tricks - me.bid) == 1 ? 1 : 0) + me.clear_points)",
  'me.right.size == 0 and me.cleared == 0',
];

const EFFECTS = [
  // the reference
  'make_wild(chosen)',
  'me.bid = me.right.size',
  'take(choose_marker(pass_cards.available), me)',
  'resolve(pass_cards)',
  'flip(me.bonus)',
  'make_wild(dummy.first); move(dummy.first, me.hand)',
  'lead(me)',
  // rules/
  'lead(me); lead_next_used = true',
  'picked = choose_card(trick.cards.filter(c => not players.any(p => c in p.hand)), optional: true)',
  'make_wild(picked); move(picked, me.hand)',
  'move(choose_meld(me.hand), discard)',
  "choice = choose_option(['bet', 'wild'])",
  "choice = 'wild'",
  'me.bets += [choose_player(active)]',
  'target = choose_player(active.filter(p => p != me))',
  'move(choose_card(me.hand), target.hand)',
  'each(players, p => make_wild(choose_card(p.hand, by: p)))',
  'last_passer = me',
  "lead(options.leader_without_lead_next == 'last_to_pass' and not last_passer.out ? last_passer : active.min_by(p => (p.seat - trick.winner.seat + players.size) % players.size))",
  'score(me, 2 * active.count(p => p != me) + players.max(p => p.hand.size))',
  'each(players, p => score(p, p.bets.count(t => t == me) * active.count(q => q != me)))',
  'each(pass_cards.all.filter(m => m.priority > players.size - players.count(p => p.out)), m => retire(m))',
  'me.last_finish = me.out ? me.out_order : players.size',
  'unflip(me.obedience)',
  'move(me.right, discard)',
  'me.sat_out = true',
  'sit_out(me)',
  'end_round()',
  'lead(players.any(p => not p.sat_out and p.seat > me.seat)\n  ? players.filter(p => not p.sat_out and p.seat > me.seat).first\n  : players.filter(p => not p.sat_out).first)',
  'me.cleared = players.count(p => p.cleared > 0) + 1',
  'me.clear_points = (players.size == 3 ? [1, 3, 1] : [1, 2, 4, 2, 1])[me.cleared - 1]',
  'last_winner = trick.winner',
];

describe('examples from the reference and the rule files', () => {
  it.each(EXPRESSIONS)('expression: %s', (text) => {
    const parsed = parseExpression(src(text));
    expect(codes(parsed.diagnostics)).toEqual([]);
    expect(codes(checkExpression(parsed.ast, env).diagnostics)).toEqual([]);
  });

  it.each(EFFECTS)('effects: %s', (text) => {
    const parsed = parseEffects(src(text));
    expect(codes(parsed.diagnostics)).toEqual([]);
    expect(codes(checkEffects(parsed.stmts, env))).toEqual([]);
  });
});
