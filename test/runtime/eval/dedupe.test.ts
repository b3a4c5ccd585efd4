// A choice's options are its list with each value once (eval/choices.ts). A short list is
// deduplicated by comparing each value with the options kept so far (dedupeShort), a long one by a
// set of keys (dedupeKeyed): both must give the same options, the same values in the same order,
// and spend the same budget steps.
import { describe, expect, it } from 'vitest';
import { dedupeKeyed, dedupeShort } from '../../../runtime/eval/choices.js';
import { closeBudget, lastBudgetUsed, openBudget } from '../../../runtime/budget.js';
import { cardRef, playerRef, type Value } from '../../../runtime/values.js';
import type { CallExpr } from '../../../grammar/expr/ast.js';

const at = { line: 1, column: 1, offset: 0 };
const call = { kind: 'call', callee: { kind: 'name', name: 'choose_option', range: { file: 't', start: at, end: at } }, args: [], range: { file: 't', start: at, end: at } } as unknown as CallExpr;

/** The options and the steps spent. */
function run(f: typeof dedupeShort, values: readonly Value[]): { options: Value[]; steps: number } {
  const opened = openBudget();
  let options: Value[];
  try {
    options = f(values, call);
  } finally {
    closeBudget(opened);
  }
  return { options, steps: lastBudgetUsed() };
}

/** Values of every kind, with equal ones that are different objects and near misses (0 and -0, '1' and 1, NaN). */
const POOL: readonly Value[] = [
  null, 0, -0, 1, '1', 'a', true, false, Number.NaN, Number.NaN,
  cardRef('2H'), { t: 'card', id: '2H' }, { t: 'card', id: '2H', declared: { suit: 'S', wild: false } }, cardRef('3H'),
  playerRef(0), { t: 'player', seat: 0 }, playerRef(1),
  { t: 'marker', key: 'm' }, { t: 'marker', key: 'm' }, { t: 'marker', key: 'm#1' },
  { t: 'pool', name: 'p' }, { t: 'pool', name: 'p' }, { t: 'trick' }, { t: 'options' },
  [], [1], [1], [cardRef('2H')], [{ t: 'card', id: '2H' }],
];

/** A deterministic pseudo-random list of `n` values from POOL. */
function list(seed: number, n: number): Value[] {
  let x = seed * 2654435761 + 1;
  const out: Value[] = [];
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(POOL[x % POOL.length] as Value);
  }
  return out;
}

describe('a choice\'s options, deduplicated', () => {
  it('short and keyed give the same options and steps', () => {
    for (let seed = 0; seed < 400; seed++) {
      const values = list(seed, seed % 33);
      const a = run(dedupeShort, values);
      const b = run(dedupeKeyed, values);
      expect(a.steps).toBe(b.steps);
      expect(a.options.length).toBe(b.options.length);
      a.options.forEach((v, i) => expect(v).toBe(b.options[i])); // the same values, not only equal ones
    }
  });

  it('keeps the first of equal values, and tells near misses apart', () => {
    const two = { t: 'card', id: '2H' } as const;
    const { options, steps } = run(dedupeShort, [cardRef('2H'), two, 0, -0, '0', Number.NaN, Number.NaN, playerRef(1), { t: 'player', seat: 1 }, [1], [1]]);
    expect(options).toEqual([cardRef('2H'), 0, '0', Number.NaN, playerRef(1), [1]]);
    expect(options[0]).toBe(cardRef('2H'));
    // 11 values, and each of the two lists compared with the options kept before it (5, then 6).
    expect(steps).toBe(11 + 5 + 6);
  });
});
