import { describe, expect, it } from 'vitest';
import type { Expr } from '../../../grammar/expr/ast.js';
import { parseEffects, parseExpression } from '../../../grammar/expr/parse.js';
import { allNodes, at, blockScalar, codes, doubleQuoted, embedded, show, src } from './helpers.js';

/** The range of the first node whose rendering is `rendered`. */
function rangeOf(ast: Expr, rendered: string): string {
  const node = allNodes(ast).find((n) => show(n) === rendered);
  if (!node) throw new Error(`no node ${rendered}`);
  return at(node.range);
}

describe('exact ranges', () => {
  it('gives every node its range on one line (1-based columns, end exclusive)', () => {
    const { ast } = parseExpression(src('me.hand.size + max(1, x[0])'));
    expect(rangeOf(ast, 'me')).toBe('1:1-1:3');
    expect(rangeOf(ast, 'me.hand')).toBe('1:1-1:8');
    expect(rangeOf(ast, 'me.hand.size')).toBe('1:1-1:13');
    expect(rangeOf(ast, 'max(1, x[0])')).toBe('1:16-1:28');
    expect(rangeOf(ast, 'x[0]')).toBe('1:23-1:27');
    expect(rangeOf(ast, '0')).toBe('1:25-1:26');
    expect(at(ast.range)).toBe('1:1-1:28');
    if (ast.kind !== 'binary' || ast.left.kind !== 'member') throw new Error('shape');
    expect(at(ast.left.nameRange)).toBe('1:9-1:13');
  });

  it('includes parentheses in a parenthesised expression', () => {
    const { ast } = parseExpression(src('(a + b) * c'));
    expect(rangeOf(ast, '(a + b)')).toBe('1:1-1:8');
    expect(at(ast.range)).toBe('1:1-1:12');
  });

  it('covers a unary operator, a lambda and a conditional', () => {
    const { ast } = parseExpression(src('not xs.any(p => -p.score > 1) ? a : b'));
    expect(rangeOf(ast, '(p => ((- p.score) > 1))')).toBe('1:12-1:29');
    expect(rangeOf(ast, '(- p.score)')).toBe('1:17-1:25');
    expect(rangeOf(ast, '(not xs.any((p => ((- p.score) > 1))))')).toBe('1:1-1:30');
    expect(at(ast.range)).toBe('1:1-1:38');
  });

  it('maps an expression at a base offset in a multi-line file', () => {
    const file = 'game: X\nround:\n  end-when: players.any(p => p.hand.size == 0) and nope\n';
    const { ast } = parseExpression(embedded(file, 'players.any(p => p.hand.size == 0) and nope'));
    expect(rangeOf(ast, 'p.hand.size')).toBe('3:30-3:41');
    expect(rangeOf(ast, 'nope')).toBe('3:52-3:56');
    expect(at(ast.range).startsWith('3:13-')).toBe(true);
  });

  it('maps a block scalar whose lines lose their indentation', () => {
    const file = 'round:\n  end-when: |\n    players.any(p =>\n      p.hand.size == 0) and\n    round > 2\n';
    const source = blockScalar(file, file.indexOf('    players'), 4);
    expect(source.text).toBe('players.any(p =>\n  p.hand.size == 0) and\nround > 2\n');
    const { ast, diagnostics } = parseExpression(source);
    expect(diagnostics).toEqual([]);
    expect(rangeOf(ast, '(p.hand.size == 0)')).toBe('4:7-4:23');
    expect(rangeOf(ast, '(p => (p.hand.size == 0))')).toBe('3:17-4:23');
    expect(rangeOf(ast, '(round > 2)')).toBe('5:5-5:14');
  });

  it('maps a double-quoted scalar whose escapes take two file characters', () => {
    const file = 'when: "c.suit == \\"R\\" and c.rank > \\"x\\""\n';
    const source = doubleQuoted(file, file.indexOf('"'));
    expect(source.text).toBe('c.suit == "R" and c.rank > "x"');
    const { ast } = parseExpression(source);
    expect(rangeOf(ast, '"R"')).toBe('1:18-1:23');
    expect(rangeOf(ast, 'c.rank')).toBe('1:28-1:34');
    // The last token ends on an escape: the range ends just before the closing quote of the scalar.
    expect(rangeOf(ast, '"x"')).toBe('1:37-1:42');
  });

  it('puts diagnostics at mapped positions, and end-of-input errors at the end', () => {
    const file = 'do: "lead(\\"a\\" # b"\n';
    const source = doubleQuoted(file, file.indexOf('"'));
    expect(codes(parseEffects(source).diagnostics)).toEqual([
      'expr/unexpected-char@1:17-1:18',
      'expr/syntax@1:19-1:20',
    ]);
    const multi = 'x:\n  y: a +\n';
    expect(codes(parseExpression(embedded(multi, 'a +')).diagnostics)).toEqual(['expr/syntax@2:9-2:9']);
  });

  it('reports the position of statements in effects', () => {
    const file = 'do: "flip(me.bonus); me.bid += 1"';
    const { stmts } = parseEffects(embedded(file, 'flip(me.bonus); me.bid += 1'));
    expect(stmts.map((s) => at(s.range))).toEqual(['1:6-1:20', '1:22-1:33']);
  });
});
