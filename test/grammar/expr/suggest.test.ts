import { describe, expect, it } from 'vitest';
import { levenshtein, suggest } from '../../../grammar/expr/suggest.js';

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['players', 'playrs', 1],
    ['scroe', 'score', 2],
    ['hand', 'hand', 0],
  ])('%s → %s = %i', (a, b, d) => {
    expect(levenshtein(a, b)).toBe(d);
    expect(levenshtein(b, a)).toBe(d);
  });

  it('stops early past the limit', () => {
    expect(levenshtein('aaaaaaaa', 'bbbbbbbb', 2)).toBe(3);
    expect(levenshtein('a', 'abcdef', 2)).toBe(3);
  });
});

describe('suggest', () => {
  const names = ['players', 'others', 'me', 'hand', 'score', 'round_score', 'threshold'];
  it.each([
    ['playrs', 'players'],
    ['scroe', 'score'],
    ['Me', 'me'],
    ['hnd', 'hand'],
    ['treshold', 'threshold'],
    ['x', undefined],
    ['zzzz', undefined],
    ['players', undefined],
  ])('%s → %s', (name, expected) => {
    expect(suggest(name, names)).toBe(expected);
  });

  it('prefers the closest candidate, then the first in sorted order', () => {
    expect(suggest('cat', ['bat', 'car', 'cart'])).toBe('bat');
    expect(suggest('cart', ['card', 'cat'])).toBe('card');
  });

  it('prefers a case-only difference to any other one-edit candidate', () => {
    // Sorted first and one edit away, `10L` would win if case counted as a plain edit.
    expect(suggest('10m', ['10L', '10M', '10S'])).toBe('10M');
  });
});
