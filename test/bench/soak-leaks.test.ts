// The soak's hidden-card walk (bench/soak/leaks.ts leaksIn): it skips building paths until it has
// found a hidden card, so it must still find one anywhere in a view, and name where.
import { describe, expect, it } from 'vitest';
import { leaksIn } from '../../bench/soak/leaks.js';

describe('soak: leaksIn', () => {
  const hidden = new Set(['QH', '7S']);

  it('finds a hidden card deep in a view, with its path, and every one of them', () => {
    const v = { zones: [{ key: 'deck', count: 2 }, { key: 'hand#1', cards: ['2C', 'QH'] }], vars: { picked: { t: 'card', id: '7S' } } };
    expect(leaksIn(v, hidden)).toEqual(['view.zones.1.cards.1 = QH', 'view.vars.picked.id = 7S']);
  });

  it('finds nothing where no hidden card is named, nor when nothing is hidden', () => {
    const v = { zones: [{ key: 'hand#0', cards: ['2C', '3C'] }], names: ['QH player'], n: 7, ok: true, none: null };
    expect(leaksIn(v, hidden)).toEqual([]);
    expect(leaksIn({ zones: [{ cards: ['QH'] }] }, new Set())).toEqual([]);
  });
});
