import { describe, expect, it } from 'vitest';
import { parseEffects, parseExpression } from '../../../grammar/expr/parse.js';
import { grammarProblems } from '../../../grammar/expr/parser.js';
import { codes, show, showStmt, src } from './helpers.js';

function parsed(text: string): string {
  const r = parseExpression(src(text));
  expect(codes(r.diagnostics), text).toEqual([]);
  return show(r.ast);
}

function effects(text: string): string[] {
  const r = parseEffects(src(text));
  expect(codes(r.diagnostics), text).toEqual([]);
  return r.stmts.map(showStmt);
}

describe('expression parser: the grammar', () => {
  // The parser in use skips Chevrotain's grammar validation to start faster; this is where it runs.
  it('passes Chevrotain\'s validation (no ambiguity, no left recursion, no clashing names)', () => {
    expect(grammarProblems()).toEqual([]);
  });
});

describe('expression parser: precedence and associativity', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['1 * 2 + 3', '((1 * 2) + 3)'],
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['8 / 4 / 2 % 3', '(((8 / 4) / 2) % 3)'],
    ['-a * b', '((- a) * b)'],
    ['- -a', '(- (- a))'],
    ['-me.hand.size', '(- me.hand.size)'],
    ['a + b < c * d', '((a + b) < (c * d))'],
    ['a == b and c != d', '((a == b) and (c != d))'],
    ['a or b and c', '(a or (b and c))'],
    ['a and b or c and d', '((a and b) or (c and d))'],
    ['not a and b', '((not a) and b)'],
    ['not a == b', '(not (a == b))'],
    ['not not a', '(not (not a))'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a ? b ? c : d : e', '(a ? (b ? c : d) : e)'],
    ['a or b ? c : d', '((a or b) ? c : d)'],
    ['x in 1..n + 1', '(x in (1 .. (n + 1)))'],
    ['1 + 2..3 * 4', '((1 + 2) .. (3 * 4))'],
    ['a.b.c[0].d', 'a.b.c[0].d'],
    ['f(x).y[1].z(2)', 'f(x).y[1].z(2)'],
    ['(a + b) * c', '((a + b) * c)'],
    ['a <= b', '(a <= b)'],
    ['a >= b', '(a >= b)'],
    ['a > b', '(a > b)'],
  ])('%s', (text, expected) => {
    expect(parsed(text)).toBe(expected);
  });
});

describe('expression parser: every form of the reference', () => {
  it.each([
    ['3', '3'],
    ['-1', '(- 1)'],
    ["'bet'", '"bet"'],
    ['"wild"', '"wild"'],
    ["'it\\'s' + \"a\\\\b\\n\"", '("it\'s" + "a\\\\b\\n")'],
    ['true', 'true'],
    ['false', 'false'],
    ['null', 'null'],
    ['[1, 3, 1]', '[1, 3, 1]'],
    ['[]', '[]'],
    ['2..13', '(2 .. 13)'],
    ['a % b', '(a % b)'],
    ['x in list', '(x in list)'],
    ['cond ? a : b', '(cond ? a : b)'],
    ['me.hand.size', 'me.hand.size'],
    ['trick.in.size', 'trick.in.size'],
    ['list[0]', 'list[0]'],
    ['max(a, b)', 'max(a, b)'],
    ['abs(x)', 'abs(x)'],
    ['clear_trick()', 'clear_trick()'],
    ['hand.filter(c => c.wild)', 'hand.filter((c => c.wild))'],
    ['players.any(p => p.score > 10)', 'players.any((p => (p.score > 10)))'],
    ["round == 1 ? players[0] : previous_leader.next", '((round == 1) ? players[0] : previous_leader.next)'],
    ['players.size == 2 ? 10 : players.size == 3 ? 20 : 30', '((players.size == 2) ? 10 : ((players.size == 3) ? 20 : 30))'],
    [
      'wish != null and legal.any(m => m.cards.any(c => c.rank == wish and not c.wild))',
      '((wish != null) and legal.any((m => m.cards.any((c => ((c.rank == wish) and (not c.wild)))))))',
    ],
    ['choose_card(trick.cards, optional: true)', 'choose_card(trick.cards, optional: true)'],
    ['choose_player(others, by: me.next, optional: false)', 'choose_player(others, by: me.next, optional: false)'],
    ['f(x => a ? b : c, 2)', 'f((x => (a ? b : c)), 2)'],
    ['f((x => x))', 'f((x => x))'],
  ])('%s', (text, expected) => {
    expect(parsed(text)).toBe(expected);
  });

  it('keeps named arguments with their names and ranges', () => {
    const r = parseExpression(src('choose_card(trick.cards, optional: true)'));
    if (r.ast.kind !== 'call') throw new Error('not a call');
    expect(r.ast.args.map((a) => [a.name, a.range.start.column, a.range.end.column])).toEqual([
      [undefined, 13, 24],
      ['optional', 26, 40],
    ]);
  });

  it('keeps a lambda parameter and its range', () => {
    const r = parseExpression(src('xs.map(card => card.rank)'));
    if (r.ast.kind !== 'call') throw new Error('not a call');
    const lambda = r.ast.args[0]?.value;
    if (lambda?.kind !== 'lambda') throw new Error('not a lambda');
    expect([lambda.param, lambda.paramRange.start.column, lambda.paramRange.end.column]).toEqual(['card', 8, 12]);
  });

  it('gives numbers and strings their values', () => {
    const r = parseExpression(src('[42, "a\\"b", \'\\t\']'));
    if (r.ast.kind !== 'list') throw new Error('not a list');
    expect(r.ast.items.map((i) => (i.kind === 'number' || i.kind === 'string' ? i.value : i.kind))).toEqual([42, 'a"b', '\t']);
  });
});

describe('expression parser: shapes the grammar accepts loosely', () => {
  it.each([
    ['a < b < c', ['expr/chained-comparison@1:7-1:8']],
    ['a == b != c', ['expr/chained-comparison@1:8-1:10']],
    ['x => x + 1', ['expr/lambda-misplaced@1:1-1:11']],
    ['[p => p]', ['expr/lambda-misplaced@1:2-1:8']],
    ['a ? x => 1 : 2', ['expr/lambda-misplaced@1:5-1:11']],
    ['f(x => y => x)', ['expr/lambda-misplaced@1:8-1:14']],
    ['f(x)(y)', ['expr/call-target@1:1-1:5']],
    ['list[0](y)', ['expr/call-target@1:1-1:8']],
    ['99999999999999999999', ['expr/number-too-large@1:1-1:21']],
  ])('%s', (text, expected) => {
    expect(codes(parseExpression(src(text)).diagnostics)).toEqual(expected);
  });
});

describe('effects', () => {
  it.each([
    ['make_wild(dummy.first); move(dummy.first, me.hand)', ['make_wild(dummy.first)', 'move(dummy.first, me.hand)']],
    ['me.bid = me.right.size', ['me.bid = me.right.size']],
    ['wish = null;', ['wish = null']],
    ['a += 1; p.b -= 2 ;', ['a += 1', 'p.b -= 2']],
    ['each(players, p => score(p, 1))', ['each(players, (p => score(p, 1)))']],
    ['take(choose_marker(pass_cards.available), me)', ['take(choose_marker(pass_cards.available), me)']],
    ['  lead(me)  ;  ', ['lead(me)']],
  ])('%s', (text, expected) => {
    expect(effects(text)).toEqual(expected);
  });

  it.each([
    ['x + 1; f()', ['f()'], ['expr/not-a-statement@1:1-1:6']],
    ['a[0] = 1', [], ['expr/assign-target@1:1-1:5']],
    ['f() = 1', [], ['expr/assign-target@1:1-1:4']],
    ['a() b()', ['a()', 'b()'], ['expr/syntax@1:5-1:6']],
    ['a();; b()', ['a()', 'b()'], ['expr/syntax@1:5-1:6']],
    ['', [], ['expr/syntax@1:1-1:1']],
    [';', [], ['expr/syntax@1:1-1:2']],
    ['each(players, p => p.bid = 0)', [], ['expr/syntax@1:26-1:27', 'expr/syntax@1:29-1:30']],
    ['x => f()', [], ['expr/not-a-statement@1:1-1:9']],
  ])('%s', (text, stmts, expected) => {
    const r = parseEffects(src(text));
    expect(r.stmts.map(showStmt)).toEqual(stmts);
    expect(codes(r.diagnostics)).toEqual(expected);
  });
});
