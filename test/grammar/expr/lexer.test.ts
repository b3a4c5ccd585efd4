import { describe, expect, it } from 'vitest';
import { lex, lexerProblems } from '../../../grammar/expr/lexer.js';

const kinds = (text: string): string[] => lex(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe('expression lexer', () => {
  // The lexer in use skips Chevrotain's token checks to start faster; this is where they run.
  it('passes Chevrotain\'s checks of the token definitions', () => {
    expect(lexerProblems()).toEqual([]);
  });

  it.each([
    ['2..13', ['NumberLit:2', 'DotDot:..', 'NumberLit:13']],
    ['a.b', ['Ident:a', 'Dot:.', 'Ident:b']],
    ['x..y', ['Ident:x', 'DotDot:..', 'Ident:y']],
    ['index in inner', ['Ident:index', 'In:in', 'Ident:inner']],
    ['nothing or_x and andy not notes', ['Ident:nothing', 'Ident:or_x', 'And:and', 'Ident:andy', 'Not:not', 'Ident:notes']],
    ['true false null truey nullable', ['True:true', 'False:false', 'Null:null', 'Ident:truey', 'Ident:nullable']],
    ['_a1 B_2', ['Ident:_a1', 'Ident:B_2']],
    ['== != <= >= < > = += -= =>', ['EqEq:==', 'NotEq:!=', 'LtEq:<=', 'GtEq:>=', 'Lt:<', 'Gt:>', 'Assign:=', 'PlusAssign:+=', 'MinusAssign:-=', 'Arrow:=>']],
    ['+ - * / % ? : , ; ( ) [ ]', ['Plus:+', 'Minus:-', 'Star:*', 'Slash:/', 'Percent:%', 'Question:?', 'Colon::', 'Comma:,', 'Semicolon:;', 'LParen:(', 'RParen:)', 'LBracket:[', 'RBracket:]']],
    ['-1', ['Minus:-', 'NumberLit:1']],
    ['a-=1', ['Ident:a', 'MinusAssign:-=', 'NumberLit:1']],
    ["'bet' \"wild\"", ["ClosedString:'bet'", 'ClosedString:"wild"']],
    ["'it\\'s' \"a\\\\\"", ["ClosedString:'it\\'s'", 'ClosedString:"a\\\\"']],
    ['  a \n\t b  ', ['Ident:a', 'Ident:b']],
  ])('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
    expect(lex(text).badChars).toEqual([]);
  });

  it('records token offsets', () => {
    expect(lex('ab  + 12').tokens.map((t) => t.startOffset)).toEqual([0, 4, 6]);
  });

  it('reports runs of unknown characters with offset and length', () => {
    const r = lex('a #$ b ! c');
    expect(r.badChars).toEqual([
      { offset: 2, length: 2 },
      { offset: 7, length: 1 },
    ]);
    expect(r.tokens.map((t) => t.image)).toEqual(['a', 'b', 'c']);
  });

  it('lexes an unclosed string to the end of input and flags it', () => {
    const r = lex("a == 'abc");
    expect(r.unclosed.map((t) => [t.image, t.startOffset])).toEqual([["'abc", 5]]);
    expect(r.badChars).toEqual([]);
  });

  it('does not close a string on an escaped quote', () => {
    expect(lex('"a\\"').unclosed).toHaveLength(1);
  });
});
