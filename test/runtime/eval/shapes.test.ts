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
import { dealt } from '../fixture-games.js';

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
