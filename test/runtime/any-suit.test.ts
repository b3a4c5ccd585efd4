// A special card of any suit (`suit: any`): listed in each suit's runs with its declared suit,
// written `Jester=R`, applied with that suit on the table, and refused when declared otherwise.
import { describe, expect, it } from 'vitest';
import { legalMoves, moveText, parseMove, type GameState, type Rules, logLines } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { dealt, loadRules, moves, mv, refused } from './fixture-games.js';

const rules: Rules = loadRules('any-suit.yaml');

function texts(s: GameState): string[] {
  return legalMoves(rules, s).map((m) => moveText(rules, s, m));
}

describe('suit: any', () => {
  it('is a card with its rank, no suit of its own, and not a wild', () => {
    expect(rules.cards.get('Jester')).toMatchObject({ rank: 1, suit: null, anySuit: true });
    expect(rules.cards.get('Owlish')?.anySuit).toBeUndefined();
    const s = dealt(rules, { Ann: ['Jester', '2R'], Bob: ['4B'], Cy: ['5B'] });
    expect(s.wild['Jester']).toBeUndefined();
  });

  it('is listed in the runs of each suit it can join, and alone without a suit', () => {
    const s = dealt(rules, { Ann: ['Jester', '2R', '3R', '2G', '3G'], Bob: ['4B'], Cy: ['5B'] });
    const listed = texts(s);
    expect(listed.filter((t) => t.includes('Jester')).sort()).toEqual(['play Jester', 'play Jester=G 2G 3G', 'play Jester=R 2R 3R']);
    expect(listed).toEqual(expect.arrayContaining(['play 2G 2R', 'play 2R', 'play 3G']));
  });

  it('every listed move is written, parsed back and accepted', () => {
    const s = dealt(rules, { Ann: ['Jester', 'Joker', '2R', '3R', '3B'], Bob: ['4B'], Cy: ['5B'] });
    const listed = legalMoves(rules, s);
    expect(listed.map((m) => moveText(rules, s, m))).toEqual(expect.arrayContaining(['play Jester=B *=2B 3B', 'play Jester=R 2R 3R', 'play Jester=R *=2R 3R', 'play Jester=R 2R *=3R']));
    for (const m of listed) {
      const text = moveText(rules, s, m);
      const p = parseMove(rules, s, `Ann: ${text}`);
      expect(p.ok ? moveKey(p.move) : `${text}: ${p.code}`).toBe(moveKey(m));
      expect(() => moves(rules, s, `Ann: ${text}`)).not.toThrow();
    }
  });

  it('reads Jester=1R (its own rank) as Jester=R, and ignores a suit where the meld gives none', () => {
    const s = dealt(rules, { Ann: ['Jester', '2R', '3R'], Bob: ['4B'], Cy: ['5B'] });
    expect(moveKey(mv(rules, s, 'Ann: play Jester=1R 2R 3R'))).toBe(moveKey(mv(rules, s, 'Ann: play 3R Jester=R 2R')));
    expect(mv(rules, s, 'Ann: play Jester=R')).toEqual({ kind: 'play', seat: 0, meld: 'single', cards: [{ id: 'Jester' }] });
  });

  it('on the table, c.suit is the declared suit; the card is still no wild', () => {
    const s0 = dealt(rules, { Ann: ['Jester', '2R', '3R', '6G'], Bob: ['4B'], Cy: ['5B'] });
    const s = moves(rules, s0, 'Ann: play Jester=R 2R 3R');
    expect(s.trick?.plays[0]?.cards).toEqual([
      { id: 'Jester', rank: 1, suit: 'R', wild: false }, { id: '2R', rank: 2, suit: 'R', wild: false }, { id: '3R', rank: 3, suit: 'R', wild: false },
    ]);
    expect(s.vars).toMatchObject({ jester_suit: 'R', jester_wild: false });
    expect(logLines(rules, s, null)).toContain('Ann: play Jester=R 2R 3R');
    expect(s.roundPlays?.[0]?.cards).toContainEqual({ id: 'Jester', suit: 'R' });
  });

  it('in a set or alone it has no suit', () => {
    const s0 = dealt(rules, { Ann: ['Jester', '1G', '6G'], Bob: ['4B'], Cy: ['5B'] });
    const s = moves(rules, s0, 'Ann: play Jester 1G');
    expect(s.trick?.plays[0]).toMatchObject({ meld: 'set', cards: [{ id: 'Jester', suit: null }, { id: '1G', suit: 'G' }] });
    expect(s.vars).toMatchObject({ jester_suit: null });
  });

  it('refuses other declarations with their codes', () => {
    const s = dealt(rules, { Ann: ['Jester', 'Owlish', '2R', '3R', '4R', '6R'], Bob: ['4B'], Cy: ['5B'] });
    expect(refused(rules, s, 'Ann: play Jester=5R 2R 3R').code).toBe('move/fixed-rank');
    expect(refused(rules, s, 'Ann: play Jester=4R 2R 3R').message).toContain('Jester=R');
    expect(refused(rules, s, 'Ann: play Owlish=R 2R 3R').code).toBe('move/not-a-wild');
    expect(refused(rules, s, 'Ann: play 2R=G').code).toBe('move/not-a-wild');
    expect(refused(rules, s, 'Ann: play Jester 2R 3R').code).toBe('move/not-a-meld');
    expect(refused(rules, s, 'Ann: play Jester=G 2R 3R').code).toBe('move/not-a-meld');
    // 3 players: the deck has R, G and B; no suit beyond the game's
    expect(parseMove(rules, s, 'Ann: play Jester=Y 2R 3R')).toMatchObject({ ok: true });
    expect(refused(rules, s, 'Ann: play Jester=Y 2R 3R').code).toBe('move/not-a-meld');
    // only: [single, set, run] keeps it out of the flush
    expect(texts(s).some((t) => t.includes('Jester') && t.includes('6R') && !t.includes('3R'))).toBe(false);
    expect(refused(rules, s, 'Ann: play flush Jester=R 2R 4R 6R').code).toBe('move/only');
  });

  it('takes only the suits of the deck at this player count', () => {
    const s = dealt(rules, { Ann: ['Jester', 'Joker', '3B', '3R'], Bob: ['4G'] }, { players: 2 });
    const listed = texts(s).filter((t) => t.includes('Jester='));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((t) => t.includes('=B'))).toBe(false);
  });
});
