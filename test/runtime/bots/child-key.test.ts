// The search tree's child keys tell moves apart exactly as moveKey does: two moves share a child
// key when, and only when, they share a moveKey (whatever the order of their cards).
import { describe, expect, it } from 'vitest';
import { ChildKeys } from '../../../runtime/bots/child-key.js';
import { moveKey } from '../../../runtime/move-key.js';
import { legalMoves, type Move, type Rules } from '../../../runtime/index.js';
import { playedTo, seedGame } from './helpers.js';

function agree(keys: ChildKeys, moves: readonly Move[]): void {
  const byKey = new Map<string, string>();
  const byMoveKey = new Map<string, string>();
  for (const m of moves) {
    const k = keys.key(m);
    const mk = moveKey(m);
    expect(byKey.get(k) ?? mk).toBe(mk);
    expect(byMoveKey.get(mk) ?? k).toBe(k);
    byKey.set(k, mk);
    byMoveKey.set(mk, k);
  }
}

/** Every listed move, with its cards reversed, and as wilds and with suits declared. */
function variants(moves: readonly Move[]): Move[] {
  const out: Move[] = [];
  for (const m of moves) {
    out.push(m);
    if (m.kind !== 'play') continue;
    out.push({ ...m, cards: [...m.cards].reverse() });
    out.push({ ...m, cards: m.cards.map((c, i) => (i === 0 ? { id: c.id, as: { rank: 3, suit: null } } : c)) });
    out.push({ ...m, cards: m.cards.map((c, i) => (i === 0 ? { id: c.id, as: { rank: 3, suit: 'X' } } : c)) });
    out.push({ ...m, cards: m.cards.map((c, i) => (i === 0 ? { id: c.id, suit: 'X' } : c)) });
    out.push({ ...m, seat: m.seat + 1 });
    out.push({ ...m, meld: `${m.meld}2` });
  }
  return out;
}

describe('child keys', () => {
  for (const game of ['of-whats-left', 'worst-in-show', 'bested-another-time']) {
    it(`agree with moveKey on ${game}'s moves`, () => {
      const rules = seedGame(game);
      const keys = new ChildKeys(rules);
      const moves: Move[] = [];
      for (const n of [0, 3, 9, 20]) moves.push(...legalMoves(rules, playedTo(rules, 4, `k${n}`, n)));
      expect(moves.some((m) => m.kind === 'play' && m.cards.length > 1) || game === 'worst-in-show').toBe(true);
      agree(keys, variants(moves));
    });
  }

  it('agree where ids or melds hold moveKey separators', () => {
    const rules = { boxOrder: ['a', 'b', 'c|d', 'e=f'] } as unknown as Rules;
    const keys = new ChildKeys(rules);
    const play = (meld: string, ...ids: string[]): Move => ({ kind: 'play', seat: 0, meld, cards: ids.map((id) => ({ id })) });
    agree(keys, [play('m', 'a', 'b'), play('m', 'b', 'a'), play('m|a', 'b'), play('m', 'a|b'), play('m', 'c|d'), play('m', 'e=f'), play('m', 'e', 'f'), { kind: 'play', seat: 0, meld: 'm', cards: [{ id: 'e', suit: 'f' }] }]);
    expect(keys.key(play('m|a', 'b'))).toBe(moveKey(play('m|a', 'b')));
    expect(keys.key(play('m', 'a', 'b'))).not.toBe(moveKey(play('m', 'a', 'b')));
  });

  it('are moveKeys in a box with a comma in an id (a comma would join ids as moveKey joins them)', () => {
    const rules = { boxOrder: ['a', 'b', 'a,b'] } as unknown as Rules;
    const keys = new ChildKeys(rules);
    const two: Move = { kind: 'play', seat: 0, meld: 'm', cards: [{ id: 'a' }, { id: 'b' }] };
    const one: Move = { kind: 'play', seat: 0, meld: 'm', cards: [{ id: 'a,b' }] };
    expect(moveKey(two)).toBe(moveKey(one));
    expect(keys.key(two)).toBe(keys.key(one));
  });
});
