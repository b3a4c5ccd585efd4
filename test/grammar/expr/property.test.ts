// Property tests: no input makes the front end throw or hang, and every range it reports lies in
// the file, for plain, embedded and escape-mapped sources.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceRange } from '../../../grammar/diagnostics.js';
import { checkEffects, checkExpression } from '../../../grammar/expr/check.js';
import { parseEffects, parseExpression, type ExprSource } from '../../../grammar/expr/parse.js';
import { createRuleEnv } from '../../../grammar/expr/rule-env.js';
import { Types as T } from '../../../grammar/expr/types.js';
import { allNodes, doubleQuoted, embedded, show, src } from './helpers.js';

const env = createRuleEnv({ vars: { wish: T.null }, playerVars: { bid: T.number }, pools: ['pass_cards'] });

const VALID = [
  'players.any(p => p.hand.size == 0)',
  "round == 1 ? players[0] : me.next",
  '-me.hand.size',
  'wish != null and legal.any(m => m.cards.any(c => c.rank == wish and not c.wild))',
  'choose_card(trick.cards, optional: true)',
  "x in 2..13 or 'a' == \"b\\\"c\"",
  'make_wild(dummy.first); move(dummy.first, me.hand);',
  'me.bid += max(1, abs(-2)) % 3; each(players, p => score(p, [1, 2][0]))',
];

const PIECES = [
  ...'()[]{}.,;:?=<>!+-*/%"\'\\ \n\t#@$`'.split(''),
  '..', '=>', '==', '+=', 'and', 'or', 'not', 'in', 'null', 'true', 'x', 'p', 'me', '12', 'é', '😀', '\u0000',
];

const soup = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((a) => a.join(''));
const anyString = fc.string({ unit: 'binary', maxLength: 80 });

/** A valid expression with a few edits: deletions, insertions and duplications of slices. */
const mutated = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 6 }), fc.constantFrom('', ...PIECES), fc.boolean()), { minLength: 1, maxLength: 4 }),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, len, insert, dup]) => {
      const i = at % (t.length + 1);
      return dup ? t.slice(0, i + len) + t.slice(i, i + len) + t.slice(i + len) : t.slice(0, i) + insert + t.slice(i + len);
    }, text),
  );

const inputs = fc.oneof(soup, anyString, mutated);

function withinFile(r: SourceRange, file: string): boolean {
  return 0 <= r.start.offset && r.start.offset <= r.end.offset && r.end.offset <= file.length && r.start.line >= 1 && r.start.column >= 1;
}

function sources(text: string): ExprSource[] {
  const plain = embedded(`key: ${text}\nnext: 1\n`, text, 'key: '.length);
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const file = `when:\n  - "${escaped}"\n`;
  return [plain, doubleQuoted(file, file.indexOf('"'))];
}

function exercise(src: ExprSource): void {
  const file = src.lineMap.text;
  const started = Date.now();
  const e = parseExpression(src);
  for (const d of e.diagnostics) expect(withinFile(d.range, file), d.code).toBe(true);
  for (const n of allNodes(e.ast)) expect(withinFile(n.range, file), n.kind).toBe(true);
  for (const d of checkExpression(e.ast, env).diagnostics) expect(withinFile(d.range, file), d.code).toBe(true);
  const fx = parseEffects(src);
  for (const d of fx.diagnostics) expect(withinFile(d.range, file), d.code).toBe(true);
  for (const d of checkEffects(fx.stmts, env)) expect(withinFile(d.range, file), d.code).toBe(true);
  expect(Date.now() - started).toBeLessThan(2000);
}

describe('expression front end: properties', () => {
  it('decodes the escaped source back to the text (test helper sanity)', () => {
    fc.assert(
      fc.property(inputs, (text) => {
        expect(sources(text)[1]!.text).toBe(text);
      }),
    );
  });

  it('never throws, terminates, and keeps every range inside the file', () => {
    fc.assert(
      fc.property(inputs, (text) => {
        for (const src of sources(text)) exercise(src);
      }),
      { numRuns: 400 },
    );
  });

  it('parses generated well-formed expressions back to the same tree', () => {
    // Generated fully parenthesised, in the printer's own format, so parse-then-print is the identity.
    const { expr } = fc.letrec<{ expr: string; atom: string; postfix: string }>((tie) => ({
      atom: fc.oneof(
        fc.constantFrom('a', 'me', 'index', 'x_1', 'null', 'true', 'false'),
        fc.nat({ max: 999 }).map(String),
        fc.constantFrom('"s"', '"a b"'),
      ),
      postfix: fc.oneof(
        tie('atom'),
        fc.tuple(tie('postfix'), fc.constantFrom('size', 'in', 'rank')).map(([o, n]) => `${o}.${n}`),
        fc.tuple(tie('postfix'), tie('expr')).map(([o, i]) => `${o}[${i}]`),
        fc.tuple(fc.constantFrom('f', 'me.g'), fc.array(tie('expr'), { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(', ')})`),
        fc.tuple(tie('expr'), fc.constantFrom('by', 'optional')).map(([v, n]) => `f(${n}: ${v})`),
        tie('expr').map((b) => `xs.any((p => ${b}))`),
        fc.array(tie('expr'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
      ),
      expr: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tie('postfix'),
        fc.tuple(fc.constantFrom('-', 'not'), tie('expr')).map(([op, e]) => `(${op} ${e})`),
        fc
          .tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', 'in', '..', 'and', 'or'), tie('expr'))
          .map(([l, op, r]) => `(${l} ${op} ${r})`),
        fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([c, t, e]) => `(${c} ? ${t} : ${e})`),
      ),
    }));
    fc.assert(
      fc.property(expr, (text) => {
        const r = parseExpression(src(text));
        expect(r.diagnostics).toEqual([]);
        expect(show(r.ast)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('parses the valid seeds without diagnostics', () => {
    for (const text of VALID) {
      const r = text.includes(';') || text.includes('+=') ? parseEffects(sources(text)[1]!) : parseExpression(sources(text)[1]!);
      expect(r.diagnostics).toEqual([]);
    }
  });
});
