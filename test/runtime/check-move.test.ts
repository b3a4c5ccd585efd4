// checkMove with fixed deals: the listed move is returned whatever order the cards come in; what
// a client sends that is no move is refused with move/illegal, never thrown on; wilds are played in
// the order held; must-follow's reasons come from its play sources.
import { describe, expect, it } from 'vitest';
import { checkMove, legalMoves, type GameState, type MoveCheck } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { cardRef } from '../../runtime/values.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const climb = loadRules('climb.yaml');
const follow = loadRules('follow.yaml');

const code = (r: MoveCheck): string => (r.ok ? 'ok' : r.error.code);

// Ann holds two wilds: 1G (made wild by the deal) and the Joker.
const start = (): GameState => dealt(climb, { Ann: ['3R', '6R', '1G', 'Joker', '9B'], Bob: ['4G', '5G'], Cy: ['8B'] }, { wild: ['1G'] });

describe('checkMove', () => {
  it('gives the listed move, whatever order the cards are in', () => {
    const s = start();
    const listed = legalMoves(climb, s).find((m) => moveKey(m) === '0|play|run|1G=4R,3R,6R,Joker=5R');
    const r = checkMove(climb, s, { kind: 'play', seat: 0, meld: 'run', cards: [{ id: 'Joker', as: { rank: 5, suit: 'R' } }, { id: '6R' }, { id: '1G', as: { rank: 4, suit: 'R' } }, { id: '3R' }] });
    expect(r).toEqual({ ok: true, move: listed });
    // A move as a client sends it, in JSON.
    const json = JSON.parse('{"kind":"play","seat":0,"meld":"single","cards":[{"id":"9B"}]}') as unknown;
    expect(checkMove(climb, s, json)).toMatchObject({ ok: true, move: { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '9B' }] } });
  });

  it('refuses what is no move with move/illegal, and changes nothing', () => {
    const s = start();
    const before = JSON.stringify(s);
    for (const bad of [null, undefined, 'pass', { kind: 'play' }, { kind: 'play', seat: 0, meld: 'single', cards: [] }, { kind: 'pass', seat: '0' }, { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '9B', as: { rank: 'high' } }] }]) {
      const r = checkMove(climb, s, bad);
      expect(code(r), JSON.stringify(bad) ?? 'undefined').toBe('move/illegal');
      if (!r.ok) expect(r.error.message).toMatch(/^not a move: /);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it('wilds are played in the order held: one wild is the first held; a wild names what it stands for', () => {
    const s = start();
    const joker = checkMove(climb, s, { kind: 'play', seat: 0, meld: 'set', cards: [{ id: '3R' }, { id: 'Joker', as: { rank: 3, suit: null } }] });
    expect(code(joker)).toBe('move/illegal');
    if (!joker.ok) expect(joker.error.message).toContain('1G');
    expect(code(checkMove(climb, s, { kind: 'play', seat: 0, meld: 'set', cards: [{ id: '3R' }, { id: '1G', as: { rank: 3, suit: null } }] }))).toBe('ok');
    const bare = checkMove(climb, s, { kind: 'play', seat: 0, meld: 'set', cards: [{ id: '3R' }, { id: '1G' }] });
    expect(code(bare)).toBe('move/illegal');
    if (!bare.ok) expect(bare.error.message).toContain('1G is a wild');
    // The declarations must be the listed ones: a single wild declared with a suit is not.
    expect(code(checkMove(climb, s, { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '1G', as: { rank: 4, suit: 'R' } }] }))).toBe('move/illegal');
    expect(code(checkMove(climb, s, { kind: 'play', seat: 0, meld: 'single', cards: [{ id: '9B' }, { id: '9B' }] }))).toBe('move/illegal');
  });

  it('must-follow: the reason is the play source that leaves the card out', () => {
    const s0 = dealt(follow, { Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'] });
    const s = moves(follow, s0, 'Ann: split 1', 'Bob: split 1', 'Cy: split 2', 'Ann: play 2R');
    const off = checkMove(follow, s, { kind: 'play', seat: 1, meld: 'left', cards: [{ id: '6G' }] });
    expect(code(off)).toBe('move/must-follow');
    if (!off.ok) expect(off.error.message).toContain('they hold 4R in left');
    // 6T lies in right: played from right it is listed (Bob could follow suit), named as left it is not.
    expect(code(checkMove(follow, s, { kind: 'play', seat: 1, meld: 'right', cards: [{ id: '6T' }] }))).toBe('ok');
    const zone = checkMove(follow, s, { kind: 'play', seat: 1, meld: 'left', cards: [{ id: '6T' }] });
    expect(code(zone)).toBe('move/not-allowed-zone');
    if (!zone.ok) expect(zone.error.message).toContain('from right');
    expect(code(checkMove(follow, s, { kind: 'play', seat: 1, meld: 'left', cards: [{ id: '4R' }, { id: '2B' }] }))).toBe('move/illegal');
  });
});

describe('checkMove: setup choices of k cards', () => {
  const hands = { Ann: ['1R', '2R', '3G', '4G'], Bob: ['5R', '6G', '1G', '2G'], Cy: ['3R', '4R', '5G', '6R'] };
  const card = cardRef;

  it('two of four: ok exactly for the listed pairs, in the zone\'s order', () => {
    const rules = loadRules('setup-choose.yaml');
    const s = dealt(rules, hands);
    const listed = new Set(legalMoves(rules, s).map(moveKey));
    const ids = [...rules.cards.keys()];
    let ok = 0;
    for (const seat of [0, 1, 2]) {
      for (const a of ids) {
        for (const b of ids) {
          const move = { kind: 'choose' as const, seat, value: [card(a), card(b)] };
          const r = checkMove(rules, s, move);
          expect(r.ok, `${a} ${b}`).toBe(listed.has(moveKey(move)));
          if (r.ok) ok++;
          else expect(r.error.code).toBe('move/not-an-option');
        }
      }
    }
    expect(ok).toBe(18);
    expect(code(checkMove(rules, s, { kind: 'choose', seat: 0, value: [card('2R'), card('1R')] }))).toBe('move/not-an-option');
    expect(code(checkMove(rules, s, { kind: 'choose', seat: 0, value: card('1R') }))).toBe('move/not-an-option');
    expect(code(checkMove(rules, s, { kind: 'choose', seat: 0, value: [card('1R'), card('2R'), card('3G')] }))).toBe('move/not-an-option');
    expect(code(checkMove(rules, s, { kind: 'split', seat: 0, right: 1 }))).toBe('move/not-an-option');
    const once = moves(rules, s, 'Ann: choose 1R 2R');
    expect(code(checkMove(rules, once, { kind: 'choose', seat: 0, value: [card('1R'), card('3G')] }))).toBe('move/not-your-turn');
  });

  it('one card: the value is the card itself, not a list', () => {
    const rules = loadRules('setup-choose-one.yaml');
    const s = dealt(rules, hands);
    expect(checkMove(rules, s, { kind: 'choose', seat: 1, value: card('6G') })).toEqual({ ok: true, move: { kind: 'choose', seat: 1, value: card('6G') } });
    expect(code(checkMove(rules, s, { kind: 'choose', seat: 1, value: [card('6G')] }))).toBe('move/not-an-option');
    expect(code(checkMove(rules, s, { kind: 'choose', seat: 1, value: card('1R') }))).toBe('move/not-an-option');
  });
});
