// `let NAME = VALUE in BODY`: how it parses (the value up to `in`, the body as loose as a lambda's),
// and how it is typed (the name has the value's type, in the body only).
import { describe, expect, it } from 'vitest';
import { checkExpression } from '../../../grammar/expr/check.js';
import { parseExpression } from '../../../grammar/expr/parse.js';
import { createRuleEnv } from '../../../grammar/expr/rule-env.js';
import { typeToString } from '../../../grammar/expr/types.js';
import { codes, show, src } from './helpers.js';

const parsed = (text: string): string => {
  const r = parseExpression(src(text));
  expect(codes(r.diagnostics), text).toEqual([]);
  return show(r.ast);
};

describe('let: parsing', () => {
  it.each([
    ['let n = a + 1 in n * n', '(let n = (a + 1) in (n * n))'],
    ['let x = a in x in xs', '(let x = a in (x in xs))'],
    ['let t = p.hand.sum(c => c.rank) in t > 3 ? t : 0', '(let t = p.hand.sum((c => c.rank)) in ((t > 3) ? t : 0))'],
    ['let a = 1 in let b = a in a + b', '(let a = 1 in (let b = a in (a + b)))'],
    ['let ok = (a == b) in ok and c', '(let ok = (a == b) in (ok and c))'],
    ['f(let x = 1 in x, 2)', 'f((let x = 1 in x), 2)'],
    ['c ? let x = 1 in x : 2', '(c ? (let x = 1 in x) : 2)'],
  ])('%s', (text, tree) => {
    expect(parsed(text)).toBe(tree);
  });

  it('a comparison in the value stops at it: the parser asks for `in` there', () => {
    expect(codes(parseExpression(src('let a = b == c in a')).diagnostics)).toEqual(['expr/syntax@1:11-1:13']);
  });

  it('`let` is a keyword, so a name may not be called let; `letter` is a name', () => {
    expect(parsed('letter + 1')).toBe('(letter + 1)');
  });
});

describe('let: types', () => {
  const env = createRuleEnv({});
  const typeOf = (text: string): { type: string; codes: string[] } => {
    const r = checkExpression(parseExpression(src(text)).ast, env);
    return { type: typeToString(r.type), codes: codes(r.diagnostics) };
  };

  it('the name has its value\'s type in the body', () => {
    expect(typeOf('let p = players[0] in p.hand')).toEqual({ type: 'list<card>', codes: [] });
    expect(typeOf("let n = me.hand.size in n + 'x'").codes).toEqual(['type/mismatch@1:29-1:32']);
  });

  it('the name is not seen outside its body', () => {
    expect(typeOf('(let n = 1 in n) + n').codes).toEqual(['name/unknown@1:20-1:21']);
  });

  it('the name hides another of the same name in its body', () => {
    expect(typeOf('let players = 3 in players + 1')).toEqual({ type: 'number', codes: [] });
  });
});
