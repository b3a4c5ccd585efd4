import { describe, expect, it } from 'vitest';
import { checkEffects, checkExpression } from '../../../grammar/expr/check.js';
import { parseEffects, parseExpression } from '../../../grammar/expr/parse.js';
import { createRuleEnv } from '../../../grammar/expr/rule-env.js';
import { Types as T, typeToString, type Type } from '../../../grammar/expr/types.js';
import { codes, src } from './helpers.js';

const env = createRuleEnv({
  zones: ['dummy', 'draw'],
  playerZones: ['left', 'right'],
  pools: ['pass_cards'],
  playerMarkers: ['bonus'],
  vars: { threshold: T.number, wish: T.null, bets_open: T.bool },
  playerVars: { bid: T.number, bets: T.list(T.player) },
  options: { floor: T.string },
  context: { legal: T.list(T.move), move: T.move, chosen: T.list(T.card) },
});

function check(text: string, expected?: Type, choices = false) {
  const parsed = parseExpression(src(text));
  expect(codes(parsed.diagnostics), `parse ${text}`).toEqual([]);
  return checkExpression(parsed.ast, env, expected, { choices });
}

function checkFx(text: string) {
  const parsed = parseEffects(src(text));
  expect(codes(parsed.diagnostics), `parse ${text}`).toEqual([]);
  return checkEffects(parsed.stmts, env);
}

describe('checker: types of valid expressions', () => {
  it.each([
    ['3 + 4 * 2', 'number'],
    ['-me.hand.size', 'number'],
    ['players.any(p => p.hand.size == 0)', 'bool'],
    ['round == 1 ? players[0] : me.next', 'player'],
    ['players.size == 2 ? 10 : players.size == 3 ? 20 : 30', 'number'],
    ['me.hand.filter(c => c.wild)', 'list<card>'],
    ['players.filter(p => p.score < 3).map(p => p.name)', 'list<string>'],
    ['me.hand.map(c => c.rank).sum()', 'number'],
    ['me.hand.sum(c => c.value)', 'number'],
    ['me.hand.max_by(c => c.rank)', 'card'],
    ['me.hand.sort_by(c => c.suit).reverse().take(2).drop(1)', 'list<card>'],
    ['players.index_of(me)', 'number'],
    ['me.hand.contains(dummy.first)', 'bool'],
    ['[1, 2].min() + [].size', 'number'],
    ['[]', 'list<null>'],
    ['[null, 1]', 'list<number>'],
    ['2..13', 'list<number>'],
    ['3 in 1..13', 'bool'],
    ['me in others', 'bool'],
    ['trick.in.size > 0 and pass_cards.available.size > 0', 'bool'],
    ['me.hand.size <= 5 and not me.bonus.flipped', 'bool'],
    ["move.kind == 'play'", 'bool'],
    ['wish != null and legal.any(m => m.cards.any(c => c.rank == wish and not c.wild) and m.cards.all(c => not c.wild))', 'bool'],
    ['max(1, 2, 3) + min(4) + abs(-1) + count(players) + sum([1, 2])', 'number'],
    ['options.floor', 'string'],
    ['trick.plays.first.meld', 'string'],
    ['me.bets.any(p => p == trick.winner)', 'bool'],
    ['players.filter(p => p.score < threshold)', 'list<player>'],
    ['suits.size * (max_rank - min_rank + 1)', 'number'],
    ['pass_cards.held.max_by(m => m.priority).owner', 'player'],
    ["'a' + options.floor", 'string'],
    ['me.hand + dummy', 'list<card>'],
    ['[] + [1]', 'list<number>'],
    ['null + 1', 'number'],
  ])('%s : %s', (text, type) => {
    const r = check(text);
    expect(codes(r.diagnostics)).toEqual([]);
    expect(typeToString(r.type)).toBe(type);
  });

  it('scopes a lambda parameter to its body, shadowing a global of the same name', () => {
    expect(codes(check('players.any(me => me.score > 1) and me.hand.size > 0').diagnostics)).toEqual([]);
    expect(codes(check('players.any(p => p.score > 1) and p.score > 0').diagnostics)).toEqual(['name/unknown@1:35-1:36']);
  });

  it('checks the expected type of the whole expression', () => {
    expect(codes(check('me.hand.size', T.bool).diagnostics)).toEqual(['type/mismatch@1:1-1:13']);
    expect(codes(check('me.hand.size', T.number).diagnostics)).toEqual([]);
    expect(codes(check('null', T.player).diagnostics)).toEqual([]);
  });
});

describe('checker: diagnostics with positions', () => {
  it.each([
    ['playrs.size', ["name/unknown@1:1-1:7"]],
    ['me.hnd.size', ['name/unknown-member@1:4-1:7']],
    ['me.hand.size + "a"', ['type/mismatch@1:16-1:19']],
    ['me + 1', ['type/mismatch@1:1-1:3']],
    ['me.hand + [1]', ['type/mismatch@1:11-1:14']],
    ['me.hand - dummy', ['type/mismatch@1:1-1:8', 'type/mismatch@1:11-1:16']],
    ['not me.hand', ['type/mismatch@1:5-1:12']],
    ['me.score and true', ['type/mismatch@1:1-1:9']],
    ['me == 1', ['type/mismatch@1:7-1:8']],
    ["me in [1, 'a']", ['type/mismatch@1:1-1:3', 'type/mismatch@1:11-1:14']],
    ['me in me', ['type/mismatch@1:7-1:9']],
    ['round ? 1 : me', ['type/mismatch@1:1-1:6', 'type/mismatch@1:13-1:15']],
    ['me[0]', ['type/mismatch@1:1-1:3']],
    ['players["a"]', ['type/mismatch@1:9-1:12']],
    ['max(1, me)', ['type/mismatch@1:8-1:10']],
    ['abs()', ['type/arity@1:1-1:6']],
    ['abs(1, 2)', ['type/arity@1:1-1:10']],
    ['players.take()', ['type/arity@1:1-1:15']],
    ['foo(1)', ['type/unknown-function@1:1-1:4']],
    ['me(1)', ['type/not-callable@1:1-1:3']],
    ['me.hand.size()', ['type/not-callable@1:9-1:13']],
    ['me.score(1)', ['type/not-callable@1:4-1:9']],
    ['me.hand.filtr(c => c.wild)', ['name/unknown-member@1:9-1:14']],
    ['me.hand.filter', ['type/missing-call@1:9-1:15']],
    ['abs', ['type/missing-call@1:1-1:4']],
    ['players.count(p => p.bid)', ['type/mismatch@1:20-1:25']],
    ['players.any(1)', ['type/mismatch@1:13-1:14']],
    ['me.hand.sum()', ['type/mismatch@1:1-1:8']],
    ['me.hand.contains(me)', ['type/mismatch@1:18-1:20']],
    ['me.hand.size.rank', ['name/unknown-member@1:14-1:18']],
    ['move(me.hand, discard)', ['type/effect-in-expression@1:1-1:23']],
    ['players.any(p => score(p, 1))', ['type/effect-in-expression@1:18-1:29']],
    ['choose_card(me.hand)', ['type/choice-in-condition@1:1-1:21']],
    ['choose_player(players, bi: me)', ['type/choice-in-condition@1:1-1:31', 'type/unknown-argument@1:24-1:30']],
    ['score(me, zz)', ['type/effect-in-expression@1:1-1:14', 'name/unknown@1:11-1:13']],
    ['options.flor', ['name/unknown-member@1:9-1:13']],
  ])('%s', (text, expected) => {
    expect(codes(check(text).diagnostics)).toEqual(expected);
  });

  it('allows choices when the caller says so', () => {
    const r = check('choose_card(trick.cards, optional: true, by: me.next)', undefined, true);
    expect(codes(r.diagnostics)).toEqual([]);
    expect(typeToString(r.type)).toBe('card');
    expect(codes(check('choose_card(trick.cards, optional: 1)', undefined, true).diagnostics)).toEqual(['type/mismatch@1:36-1:37']);
  });

  it('does not cascade after an unknown name or a syntax error', () => {
    expect(codes(check('nope.hand.size + 1 > nope2.x').diagnostics)).toEqual(['name/unknown@1:1-1:5', 'name/unknown@1:22-1:27']);
    const broken = parseExpression(src('me.hand.size + * 2'));
    expect(codes(checkExpression(broken.ast, env).diagnostics)).toEqual([]);
  });
});

describe('checker: suggestions', () => {
  it.each([
    ['playrs.size', "unknown name 'playrs' — did you mean 'players'?"],
    ['me.hnd', "player has no member 'hnd' — did you mean 'hand'?"],
    ['options.flor', "options has no member 'flor' — did you mean 'floor'?"],
    ['me.hand.filtr(c => c.wild)', "list<card> has no member 'filtr' — did you mean 'filter'?"],
    ['treshold > 1', "unknown name 'treshold' — did you mean 'threshold'?"],
    ['abz(1)', "unknown function 'abz' — did you mean 'abs'?"],
    ['choose_cards(me.hand)', "unknown function 'choose_cards' — did you mean 'choose_card'?"],
    ['x + 1', "unknown name 'x'"],
    ['zzzzzz', "unknown name 'zzzzzz'"],
  ])('%s', (text, message) => {
    expect(check(text).diagnostics.map((d) => d.message)[0]).toBe(message);
  });
});

describe('checker: effects', () => {
  it.each([
    ['take(choose_marker(pass_cards.available), me)', []],
    ['me.bid = me.right.size', []],
    ['threshold += 1; wish = 3; me.bets = []', []],
    ['each(players, p => score(p, 1))', []],
    ['make_wild(dummy.first); move(dummy.first, me.hand)', []],
    ['move(chosen, discard); make_wild(chosen)', []],
    ['resolve(pass_cards); flip(me.bonus); unflip(me.bonus); give_back(me.bonus); retire(me.bonus)', []],
    ['lead(me); sit_out(me); draw(me, 2); clear_trick(); end_round()', []],
    ['lead(choose_player(others, optional: true))', []],
    ['me.hand = 1', ['type/assign-target@1:1-1:8']],
    ['players = 1', ['type/assign-target@1:1-1:8']],
    ['me.hand.size = 1', ['type/assign-target@1:1-1:13']],
    ['nope = 1', ['name/unknown@1:1-1:5']],
    ['me.bidd = 1', ['name/unknown-member@1:4-1:8']],
    ['me.bid = "x"', ['type/mismatch@1:10-1:13']],
    ['bets_open += 1', ['type/mismatch@1:1-1:10']],
    ['threshold -= "a"', ['type/mismatch@1:14-1:17']],
    ['me.bets += [choose_player(others)]; me.bets += me.next', []],
    ['me.bets += 1', ['type/mismatch@1:12-1:13']],
    ['me.bets -= [me]', ['type/mismatch@1:1-1:8', 'type/mismatch@1:12-1:16']],
    ['max(1, 2)', ['type/not-an-effect@1:1-1:4']],
    ['choose_card(me.hand)', ['type/not-an-effect@1:1-1:12']],
    ['me.hand.filter(c => c.wild)', ['type/not-an-effect@1:9-1:15']],
    ['each(players, p => p.score)', ['type/not-an-effect@1:20-1:27']],
    ['each(me, p => lead(p))', ['type/mismatch@1:6-1:8']],
    ['score(me, move(me.hand, discard))', ['type/effect-in-expression@1:11-1:33']],
    ['move(me, discard)', ['type/mismatch@1:6-1:8']],
    ['flip(me)', ['type/mismatch@1:6-1:8']],
    ['lead()', ['type/arity@1:1-1:7']],
    ['draw(me, 1, 2)', ['type/arity@1:1-1:15']],
    ['lead(me, by: me)', ['type/unknown-argument@1:10-1:16']],
    ['foo(me)', ['type/unknown-function@1:1-1:4']],
  ])('%s', (text, expected) => {
    expect(codes(checkFx(text))).toEqual(expected);
  });
});
