// Common shapes read directly (eval/shapes.ts, and the comparisons and definition calls of
// compile.ts and definitions.ts): `players.any/all/count(p => …)`, a player's var, a player's
// marker's member, an option, `==` and `<` on plain values, a one-parameter definition. Each must
// give what the general path gives and spend the same budget steps: a shape is compared with a
// form of the same expression that goes the general way (`players + []` is a built list,
// `[me.tok][0]` a marker value that is not a member of a player).
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';
import { prepareRules, type Rules } from '../../../runtime/index.js';
import { evaluate } from '../../../runtime/effects.js';
import { closeBudget, lastBudgetUsed, openBudget } from '../../../runtime/budget.js';
import { dealt, moves } from '../fixture-games.js';
import { readFileSync } from 'node:fs';
import type { Expr } from '../../../grammar/expr/ast.js';
import type { GameState } from '../../../runtime/index.js';
import { cardRef, type Value } from '../../../runtime/values.js';
import { memberOf } from '../../../runtime/eval/members.js';

/** A game with a constant `probe` defined as `text` (an expression about `me`, of any type). */
function gameProbing(text: string): Rules {
  const r = compileRules({
    file: 'shapes.yaml',
    text: [
      'game: Shapes',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'options:',
      '  mode: { default: fast, values: [fast, slow] }',
      'player-vars:',
      '  n: "me.seat * 2"', // 0, 2, 4
      '  flag: "me.seat == 1"', // only Bob
      '  nothing: null',
      'markers:',
      '  tok: { per-player: true, label: Token }',
      'define:',
      '  twice:',
      '    params: { p: player }',
      '    value: "p.n * 2"',
      '  nine: "me.hand.any(x => x.rank > 9)"', // its lambda's parameter is in slot 0
      `  probe: ${JSON.stringify(text)}`,
      'round:',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [hand]',
      '    follow:',
      '      - { from: hand, follow-suit: true }',
      '  score: "0"',
      'game-end:',
      '  after-rounds: 1',
      '  winner: highest',
    ].join('\n'),
  });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error(`${text} does not compile`);
  return prepareRules(r.def);
}

/** Each seat's value of `text` (Bob's token flipped) and the budget steps each evaluation used. */
function run(text: string): { values: unknown[]; costs: number[] } {
  const rules = gameProbing(text);
  const s = dealt(rules, { Ann: ['6R', '1G'], Bob: ['1R'], Cy: ['2G'] });
  const tok = s.markers['tok#1'];
  if (tok === undefined) throw new Error('no token for Bob');
  tok.flipped = true;
  // The constant's body, evaluated as a whole expression where `me` is each seat.
  const e = rules.def.defines?.find((d) => d.name === 'probe')?.value;
  if (e === undefined) throw new Error('no probe');
  const values: unknown[] = [];
  const costs: number[] = [];
  for (const seat of [0, 1, 2]) {
    const opened = openBudget();
    try {
      values.push(evaluate(rules, s, e, seat));
    } finally {
      closeBudget(opened);
    }
    costs.push(lastBudgetUsed());
  }
  return { values, costs };
}

/** The shape and the general form give the same values, and their costs differ by `extra` on every seat. */
function same(direct: string, general: string, extra: number): unknown[] {
  const a = run(direct);
  const b = run(general);
  expect(a.values).toEqual(b.values);
  expect(b.costs.map((c, i) => c - (a.costs[i] as number))).toEqual([extra, extra, extra]);
  return a.values;
}

describe('players.any/all/count over the seats', () => {
  // `players + []` costs the `+` and `[]` nodes and the 3 players it copies.
  const cases: [string, unknown[]][] = [
    ['players.count(p => not p.flag)', [2, 2, 2]],
    ['players.count(p => p.n > me.n)', [2, 1, 0]],
    ['players.any(p => p.n == 2)', [true, true, true]], // stops at Bob: Cy's application is not paid for
    ['players.any(p => p.n > 9)', [false, false, false]],
    ['players.all(p => p.n >= me.n)', [true, false, false]], // stops at the first false
    ['players.all(p => p.n >= 0)', [true, true, true]],
    ['players.count(p => players.any(q => q.n > p.n))', [2, 2, 2]], // a lambda inside a lambda
  ];
  for (const [direct, values] of cases) {
    it(`${direct} gives what a built list gives, for the same steps`, () => {
      const general = direct.replace(/^players\./, '(players + []).');
      expect(same(direct, general, 5)).toEqual(values);
    });
  }

  it('puts back what the parameter\'s slot held (a definition binds the same slot)', () => {
    // twice's p and the lambda's p both live in slot 0: after the call, p is the lambda's again.
    expect(same('players.count(p => twice(p.next) > p.n + me.n)', '(players + []).count(p => twice(p.next) > p.n + me.n)', 5)).toEqual([2, 2, 1]);
  });
});

describe('member reads', () => {
  it('a player\'s var, of me, of a parameter and of any player value', () => {
    expect(run('me.n').values).toEqual([0, 2, 4]);
    expect(run('players.count(p => p.flag)').values).toEqual([1, 1, 1]);
    expect(run('me.next.n').values).toEqual([2, 4, 0]);
    expect(run('me.nothing == null').values).toEqual([true, true, true]);
    expect(run('twice(me.next)').values).toEqual([4, 8, 0]);
  });

  it('a member of what is not a player goes the general way: null before any card is played', () => {
    expect(run('trick.winner.n == null').values).toEqual([true, true, true]);
  });

  it('a player\'s marker\'s member, as the marker value gives it', () => {
    for (const member of ['flipped', 'available', 'owner', 'label', 'removed']) {
      // `[X][0]` costs the list, the index and the number nodes.
      expect(same(`me.tok.${member}`, `[me.tok][0].${member}`, 3)).toHaveLength(3);
    }
    expect(run('me.tok.flipped').values).toEqual([false, true, false]);
    expect(same('players.count(p => p.tok.flipped)', 'players.count(p => [p.tok][0].flipped)', 9)).toEqual([1, 1, 1]);
  });

  it('an option', () => {
    expect(run('options.mode').values).toEqual(['fast', 'fast', 'fast']);
    expect(run('options.mode == \'slow\'').values).toEqual([false, false, false]);
  });
});

describe('comparisons', () => {
  it('numbers, null and players compare as before', () => {
    expect(run('me.n < 2').values).toEqual([true, false, false]);
    expect(run('me.n <= 2').values).toEqual([true, true, false]);
    expect(run('me.n > 2').values).toEqual([false, false, true]);
    expect(run('me.n >= 2').values).toEqual([false, true, true]);
    expect(run('me.nothing < 1 or me.nothing >= 1 or 1 > me.nothing').values).toEqual([false, false, false]);
    expect(run('me.n == 2').values).toEqual([false, true, false]);
    expect(run('me.n != 2').values).toEqual([true, false, true]);
    expect(run('me == me.next.previous and me != me.next').values).toEqual([true, true, true]);
    expect(run('me.nothing == null and null == me.nothing').values).toEqual([true, true, true]);
  });

  it('lists compared with == still pay for their length; a plain value on the left pays nothing', () => {
    const lists = run('[1, 2, 3] == [1, 2, 3]');
    const plain = run('me.nothing == [1, 2, 3]');
    expect(lists.values).toEqual([true, true, true]);
    expect(plain.values).toEqual([false, false, false]);
    // Their nodes (9 and 7), and the lists' comparison costs the shorter one's length.
    expect(lists.costs).toEqual([9 + 3, 9 + 3, 9 + 3]);
    expect(plain.costs).toEqual([7, 7, 7]);
  });
});

describe('card and trick members (card-members.ts)', () => {
  // The any-suit fixture has a wild (Joker), a card of any suit (Jester), a card made wild by the
  // deal (1G) and plain cards; a probe reads one member of every card on the table and in Ann's
  // hand, of a lambda's parameter and of a `let` name, as the general reader (memberOf) reads it.
  const members = ['suit', 'rank', 'value', 'special', 'wild', 'id'];
  const tricks = ['led_suit', 'number', 'leader', 'cards.size', 'plays.size', 'cards', 'winner', 'in.size', 'passed'];
  const probes: Record<string, string> = { held_list: 'table + me.hand' };
  for (const m of members) {
    probes[`held_${m}`] = `(table + me.hand).map(c => c.${m})`;
    probes[`let_${m}`] = `let x = me.hand.first in x.${m}`;
  }
  tricks.forEach((m, i) => { probes[`t${i}`] = `trick.${m}`; });
  const text = readFileSync(new URL('../../fixtures/runtime/any-suit.yaml', import.meta.url), 'utf8')
    + `define:\n${Object.entries(probes).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`).join('\n')}\n`;
  const r = compileRules({ file: 'any-suit-probes.yaml', text });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error('the probes do not compile');
  const rules = prepareRules(r.def);
  const probe = (name: string): Expr => {
    const e = rules.def.defines?.find((d) => d.name === name)?.value;
    if (e === undefined) throw new Error(`no ${name}`);
    return e;
  };
  const s0 = dealt(rules, { Ann: ['Jester', 'Joker', '1G', '2R', '3R', '3B', '4B'], Bob: ['4R', '5R'], Cy: ['5B', '6B'] }, { wild: ['1G'] });
  const afterPlay = moves(rules, s0, 'Ann: play Jester=R *=2R 3R');
  const states: [string, GameState][] = [
    ['before any play', s0],
    ['with a wild and an any-suit card on the table', afterPlay],
    ['after a pass', moves(rules, afterPlay, 'Bob: pass')],
    ['with 1G played as a wild', moves(rules, afterPlay, 'Bob: pass', 'Cy: pass', 'Ann: play *=6B')],
  ];

  function costed(s: GameState, name: string): { value: Value; cost: number } {
    const opened = openBudget();
    let value: Value;
    try {
      value = evaluate(rules, s, probe(name), 0);
    } finally {
      closeBudget(opened);
    }
    return { value, cost: lastBudgetUsed() };
  }

  for (const [what, s] of states) {
    it(`read as the general reader reads them, ${what}`, () => {
      const ctx = { rules, s, me: 0, locals: {} };
      const e = probe('held_list');
      const cards = costed(s, 'held_list').value as Value[];
      const first = s.zones['hand#0']?.[0];
      if (first === undefined) throw new Error('Ann holds nothing');
      for (const m of members) {
        expect(costed(s, `held_${m}`).value).toEqual(cards.map((c) => memberOf(ctx, c, m, e)));
        expect(costed(s, `let_${m}`).value).toEqual(memberOf(ctx, cardRef(first), m, e));
      }
    });
  }

  it('spend what the general path spent (the nodes, the lambdas per element and the zones\' lists)', () => {
    // Measured with the general readers (before card-members.ts): member reads spend no steps of their own.
    const costs = states.map(([, s]) => Object.keys(probes).map((k) => costed(s, k).cost));
    expect(costs).toEqual([
      [18, 34, 8, 34, 8, 34, 8, 34, 8, 34, 8, 34, 8, 2, 2, 2, 3, 3, 2, 2, 3, 2],
      [18, 34, 5, 34, 5, 34, 5, 34, 5, 34, 5, 34, 5, 2, 2, 2, 3, 3, 2, 2, 3, 2],
      [18, 34, 5, 34, 5, 34, 5, 34, 5, 34, 5, 34, 5, 2, 2, 2, 3, 3, 2, 2, 3, 2],
      [12, 22, 4, 22, 4, 22, 4, 22, 4, 22, 4, 22, 4, 2, 2, 2, 3, 3, 2, 2, 3, 2],
    ]);
  });

  it('trick members: null without a trick, and what the trick holds', () => {
    const values = states.map(([, s]) => tricks.map((_, i) => costed(s, `t${i}`).value));
    const ann = { t: 'player', seat: 0 };
    const played = ['Jester', 'Joker', '3R'].map(cardRef);
    // A climbing game has no led suit; the passes are Bob's after he passed.
    expect(values).toEqual([
      [null, 1, ann, 0, 0, [], null, 3, []],
      [null, 1, ann, 3, 1, played, ann, 3, []],
      [null, 1, ann, 3, 1, played, ann, 2, [{ t: 'player', seat: 1 }]],
      [null, 2, ann, 1, 1, [cardRef('1G')], ann, 3, []],
    ]);
    const none = { ...s0, trick: null };
    expect(tricks.map((_, i) => costed(none, `t${i}`).value)).toEqual(tricks.map(() => null));
  });
});

describe('a zone\'s any/all/count', () => {
  it('puts back what the parameter\'s slot held (a definition\'s lambda uses the same slot)', () => {
    // Ann holds 6R and 1G: `nine` goes through both and is false; c is the count's card again after.
    expect(run('me.hand.count(c => not nine and c.rank == 6)').values).toEqual([1, 0, 0]);
    const direct = run('me.hand.count(c => not nine and c.rank < 6)');
    const general = run('(me.hand + []).count(c => not nine and c.rank < 6)');
    expect(direct.values).toEqual([1, 1, 1]);
    expect(general.values).toEqual(direct.values);
    // `+` and `[]`, and the copy costs the hand's length (Ann 2 cards, Bob and Cy 1).
    expect(general.costs.map((c, i) => c - (direct.costs[i] as number))).toEqual([2 + 2, 2 + 1, 2 + 1]);
  });
});

describe('trick members in a must-follow game', () => {
  it('the led suit, the cards played and a test of a hand against the led suit', () => {
    const rules = gameProbing('0');
    const s = moves(rules, dealt(rules, { Ann: ['6R', '1G'], Bob: ['1R', '3G'], Cy: ['2G'] }), 'Ann: play 6R');
    const at = (text: string): Value[] => {
      const r = gameProbing(text);
      const e = r.def.defines?.find((d) => d.name === 'probe')?.value;
      if (e === undefined) throw new Error('no probe');
      return [0, 1, 2].map((seat) => evaluate(r, moves(r, dealt(r, { Ann: ['6R', '1G'], Bob: ['1R', '3G'], Cy: ['2G'] }), 'Ann: play 6R'), e, seat));
    };
    expect(s.trick?.ledSuit).toBe('R');
    expect(at('trick.led_suit')).toEqual(['R', 'R', 'R']);
    expect(at('me.hand.any(c => c.suit == trick.led_suit)')).toEqual([false, true, false]);
    expect(at('me.hand.count(c => c.rank < 3 and c.suit != trick.led_suit)')).toEqual([1, 0, 1]);
    expect(at('trick.cards.size + trick.plays.size * 10')).toEqual([11, 11, 11]);
    expect(at('trick.cards.first.suit')).toEqual(['R', 'R', 'R']);
  });
});
