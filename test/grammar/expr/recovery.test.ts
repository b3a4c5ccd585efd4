import { describe, expect, it } from 'vitest';
import { parseEffects, parseExpression, MAX_EXPR_LENGTH, MAX_NESTING } from '../../../grammar/expr/parse.js';
import { codes, show, showStmt, src } from './helpers.js';

describe('error recovery: every error of a string, with its position', () => {
  it.each([
    // input, diagnostics, the tree recovery still builds
    ['a + * b', ['expr/syntax@1:5-1:6'], '(a + (<error> * b))'],
    ['(a +) * (b -)', ['expr/syntax@1:5-1:6', 'expr/syntax@1:13-1:14'], '((a + <error>) * (b - <error>))'],
    ['f(a, , b) + (c', ['expr/syntax@1:6-1:7', 'expr/syntax@1:15-1:15'], '(f(a, <error>, b) + c)'],
    ['players.any(p => p.score >) and me.hand.size ==', ['expr/syntax@1:27-1:28', 'expr/syntax@1:48-1:48'], '(players.any((p => (p.score > <error>))) and (me.hand.size == <error>))'],
    ['a b + * c', ['expr/syntax@1:3-1:4', 'expr/syntax@1:7-1:8'], 'a'],
    ['a ) + b', ['expr/syntax@1:3-1:4'], 'a'],
    ['[1, 2', ['expr/syntax@1:6-1:6'], '[1, 2]'],
    ['a.', ['expr/syntax@1:3-1:3'], '<error>'],
    ['', ['expr/syntax@1:1-1:1'], '<error>'],
    ['a # b', ['expr/unexpected-char@1:3-1:4', 'expr/syntax@1:5-1:6'], 'a'],
    ["x == 'abc", ['expr/unclosed-string@1:6-1:7'], '(x == "abc")'],
    ['a @ b ! c', ['expr/unexpected-char@1:3-1:4', 'expr/syntax@1:5-1:6', 'expr/unexpected-char@1:7-1:8'], 'a'],
    ['1 2 3 4', ['expr/syntax@1:3-1:4'], '1'],
    ['The point threshold; 0 uses it', ['expr/syntax@1:5-1:10'], 'The'],
    ['a ? b', ['expr/syntax@1:6-1:6'], '(a ? b : <error>)'],
    ['max(1, 2', ['expr/syntax@1:9-1:9'], 'max(1, 2)'],
  ])('%s', (text, expected, tree) => {
    const r = parseExpression(src(text));
    expect(codes(r.diagnostics)).toEqual(expected);
    expect(show(r.ast)).toBe(tree);
  });

  it('reports errors in several statements of one effects string', () => {
    const r = parseEffects(src('move(a,); lead(me; score(me, 2 +)'));
    expect(codes(r.diagnostics)).toEqual(['expr/syntax@1:8-1:9', 'expr/syntax@1:18-1:19', 'expr/syntax@1:33-1:34']);
    expect(r.stmts.map(showStmt)).toEqual(['move(a, <error>)', 'lead(me)', 'score(me, (2 + <error>))']);
  });

  it('suggests the words for operators of other languages', () => {
    const messages = parseExpression(src('!a && b || c')).diagnostics.map((d) => d.message);
    expect(messages).toEqual([`unexpected character "!" — write 'not'`, `unexpected character "&&" — write 'and'`, "expected an operator or the end of input but found 'b'", `unexpected character "||" — write 'or'`]);
  });

  it('words syntax errors as "expected X but found Y"', () => {
    const messages = (t: string): string[] => parseExpression(src(t)).diagnostics.map((d) => d.message);
    expect(messages('(a')).toEqual(["expected ')' but found end of input"]);
    expect(messages('a + )')).toEqual(["expected an expression but found ')'"]);
    expect(messages('a.1')).toEqual(["expected a name but found '1'"]);
  });

  it('refuses input over the length limit with one diagnostic', () => {
    const text = 'a + '.repeat(MAX_EXPR_LENGTH / 4) + '1';
    const r = parseExpression(src(text));
    expect(r.diagnostics.map((d) => [d.code, d.range.start.offset, d.range.end.offset])).toEqual([
      ['expr/too-long', 0, text.length],
    ]);
    expect(r.ast.kind).toBe('error');
    expect(parseEffects(src(text)).diagnostics.map((d) => d.code)).toEqual(['expr/too-long']);
  });

  it('parses input just under the limit', () => {
    const text = '[' + '1,'.repeat(MAX_EXPR_LENGTH / 2 - 2) + '1]';
    expect(text.length).toBeLessThanOrEqual(MAX_EXPR_LENGTH);
    expect(parseExpression(src(text)).diagnostics).toEqual([]);
  });

  it('refuses brackets nested too deep, at the first bracket over the limit', () => {
    const ok = '('.repeat(MAX_NESTING) + '1' + ')'.repeat(MAX_NESTING);
    expect(parseExpression(src(ok)).diagnostics).toEqual([]);
    const deep = '['.repeat(2000) + '1' + ']'.repeat(2000);
    const r = parseExpression(src(deep));
    expect(codes(r.diagnostics)).toEqual([`expr/too-deep@1:${MAX_NESTING + 1}-1:${MAX_NESTING + 2}`]);
    expect(r.ast.kind).toBe('error');
  });

  it.each([
    ['- '.repeat(4999) + '1'],
    ['not '.repeat(2499) + 'a'],
    ['a ? b : '.repeat(1249) + 'c'],
    ['f(x => '.repeat(40) + 'x' + ')'.repeat(40)],
    ['1+'.repeat(4999) + '1'],
    ['a.b'.repeat(3000)],
  ])('never throws on long prefix chains (%#)', (text) => {
    const r = parseExpression(src(text));
    expect(r.diagnostics.every((d) => d.code === 'expr/too-deep' || d.code === 'expr/lambda-misplaced')).toBe(true);
  });
});
