import { describe, expect, it } from 'vitest';
import { classify, formsMeld, type Meld, type MeldRules } from '../../../runtime/melds/index.js';
import { cards, dragowl, owl, run, set, single, wild, zeros } from './fixtures.js';

const reason = (r: ReturnType<typeof formsMeld>) => (r.ok ? 'ok' : r.reason);
const on = (s: string, rules: MeldRules = owl): Meld => classify(cards(s), rules)[0] as Meld;

describe('formsMeld', () => {
  it('accepts a lead and returns its meld', () => {
    const r = formsMeld([...cards('10M'), wild('1B', 9, 'M')], owl, null);
    expect(r).toMatchObject({ ok: true, meld: { type: 'run', height: 10, low: 9 } });
    if (r.ok) expect(r.meld.cards.map((c) => c.id)).toEqual(['1B', '10M']);
  });

  it('says not-a-meld, and only when a card forbids the types the cards would form', () => {
    expect(reason(formsMeld(cards('5M 7F'), owl, null))).toBe('not-a-meld');
    expect(reason(formsMeld([], owl, null))).toBe('not-a-meld');
    const wide: MeldRules = { ...owl, wildRanks: { min: 1, max: 15 } };
    expect(reason(formsMeld([dragowl, wild('1B', 15)], wide, null))).toBe('only');
  });

  it('says cannot-lead for a type that may not be led, and still lets it follow', () => {
    const rules: MeldRules = { ...owl, types: [single, set, { ...run, lead: false }] };
    expect(reason(formsMeld(cards('4M 5M'), rules, null))).toBe('cannot-lead');
    expect(reason(formsMeld(cards('6M 7M'), rules, on('4M 5M', rules)))).toBe('ok');
  });

  it('says why a follow does not go over the target', () => {
    expect(reason(formsMeld(cards('9M 9F'), owl, on('5M')))).toBe('not-same-type');
    expect(reason(formsMeld(cards('9M 10M 11M'), owl, on('4M 5M')))).toBe('not-same-size');
    expect(reason(formsMeld(cards('9M 9F'), owl, on('10M 10F')))).toBe('not-higher');
    expect(reason(formsMeld(cards('11M 11F'), owl, on('10M 10F')))).toBe('ok');
    expect(reason(formsMeld(cards('0M 0F'), zeros, on('15M 15B', zeros)))).toBe('ok');
    expect(reason(formsMeld(cards('0M 0F'), zeros, on('9M 9B', zeros)))).toBe('not-higher');
  });

  it('restricts the choice to a named type', () => {
    const rules: MeldRules = { ...owl, types: [single, { ...set, size: { min: 1, max: Infinity } }] };
    expect(formsMeld(cards('4B'), rules, null)).toMatchObject({ ok: true, meld: { type: 'single' } });
    expect(formsMeld(cards('4B'), rules, null, 'set')).toMatchObject({ ok: true, meld: { type: 'set' } });
    expect(reason(formsMeld(cards('4B'), owl, null, 'set'))).toBe('not-a-meld');
  });
});
