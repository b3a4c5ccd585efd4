// checkMove agrees with legalMoves: on random states of every bundled game and variant, for every
// legal move and for random illegal ones (cards not held, the wrong seat, the wrong meld, bad
// declarations, passes, mangled plays, random answers, and values that are no move at all), the
// check is ok exactly when legalMoves lists the move, then gives the listed move itself; a refusal
// has one of the runtime's move codes; the state never changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMove, legalMoves, type GameState, type Move, type PlayCard, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { cardRef, playerRef } from '../../runtime/values.js';
import { bundledConfigs, walk } from './bundled-games.js';

const configs = bundledConfigs();

/** Every code a move may be refused with (runtime/explain.ts). */
const CODES = new Set([
  'move/game-over', 'move/not-your-turn', 'move/choice-pending', 'move/not-an-option', 'move/unknown-action',
  'move/action-not-allowed', 'move/not-in-hand', 'move/not-a-wild', 'move/fixed-rank', 'move/not-a-meld',
  'move/not-same-type', 'move/not-same-size', 'move/not-higher', 'move/cannot-lead', 'move/only',
  'move/not-allowed-zone', 'move/must-follow', 'move/obligation', 'move/must-lead', 'move/cannot-pass', 'move/illegal',
  'move/no-match',
]);

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

type Play = Extract<Move, { kind: 'play' }>;

function held(rules: Rules, s: GameState, seat: number): string[] {
  return [...rules.zones.values()].filter((z) => z.perPlayer).flatMap((z) => s.zones[`${z.name}#${seat}`] ?? []);
}

/** A listed play changed a little: most of these are illegal, some are another legal move. */
function mangle(rules: Rules, s: GameState, m: Play, r: () => number): Move {
  const cards = m.cards.slice();
  const i = Math.floor(r() * cards.length);
  const c = cards[i] as PlayCard;
  const suits = rules.def.cards.suits.map((x) => x.letter);
  const mine = held(rules, s, m.seat).filter((id) => !cards.some((x) => x.id === id));
  switch (Math.floor(r() * 10)) {
    case 0: return { ...m, meld: pick(r, [...rules.def.melds.map((x) => x.name), ...rules.zones.keys(), 'nonsense']) };
    case 1: cards[i] = c.as ? { id: c.id, as: { rank: c.as.rank + pick(r, [-1, 1, 20]), suit: c.as.suit } } : { id: c.id, as: { rank: 3, suit: null } }; break;
    case 2: cards[i] = c.as ? { id: c.id, as: { rank: c.as.rank, suit: c.as.suit === null ? pick(r, suits) : pick(r, [null, ...suits, 'ZZ']) } } : { id: c.id, suit: pick(r, suits) }; break;
    case 3: cards[i] = { id: c.id }; break;
    case 4: if (cards.length > 1) cards.splice(i, 1); break;
    case 5: if (mine.length > 0) cards.push({ id: pick(r, mine) }); break;
    case 6: {
      // Another held wild in place of this one.
      const other = mine.filter((id) => s.wild[id] === true);
      if (c.as && other.length > 0) cards[i] = { id: pick(r, other), as: c.as };
      break;
    }
    case 7: cards.reverse(); break; // the same move: cards in another order
    case 8: cards.push({ ...c }); break; // a card twice
    default: return { ...m, seat: (m.seat + 1 + Math.floor(r() * s.players.length)) % (s.players.length + 1) };
  }
  return { ...m, cards };
}

/** Random moves of the deciding seat (or any seat): cards not held, passes, answers, actions. */
function random(rules: Rules, s: GameState, seat: number, r: () => number): Move {
  const ids = [...rules.cards.keys()];
  switch (Math.floor(r() * 6)) {
    case 0: return { kind: 'play', seat, meld: pick(r, [...rules.def.melds.map((m) => m.name), ...rules.zones.keys()]), cards: [{ id: pick(r, ids) }] };
    case 1: return { kind: 'pass', seat };
    case 2: return { kind: 'choose', seat, value: pick(r, [null, 3, 'bet', 'wild', cardRef(pick(r, ids)), playerRef(Math.floor(r() * s.players.length)), [cardRef(pick(r, ids))]]) };
    case 3: return { kind: 'split', seat, right: Math.floor(r() * 9) - 1 };
    case 4: return { kind: 'action', seat, name: pick(r, ['nothing', ...rules.def.actions.map((a) => a.name)]) };
    default: {
      const mine = held(rules, s, seat);
      return { kind: 'play', seat, meld: pick(r, rules.def.melds.map((m) => m.name)), cards: mine.slice(0, 1 + Math.floor(r() * 3)).map((id) => ({ id })) };
    }
  }
}

/** Values that are no move, or a move with a seat that is no seat number. */
function notMoves(seat: number, listed: readonly Move[]): unknown[] {
  const first = listed[0];
  return [
    null, undefined, 'pass', 42, [], {}, { kind: 'play' }, { kind: 'play', seat, meld: 'single', cards: [] }, { kind: 'play', seat, meld: 'single', cards: [{}] },
    { kind: 'play', seat, cards: [{ id: '5R' }] }, { kind: 'play', seat, meld: 'single', cards: [{ id: '5R', as: { rank: '5' } }] },
    { kind: 'pass', seat: String(seat) }, { kind: 'pass', seat: seat + 0.5 }, { kind: 'pass', seat: -1 }, { kind: 'pass' },
    { kind: 'choose', seat }, { kind: 'choose', seat, value: () => 1 }, { kind: 'choose', seat, value: { t: 'marker', key: 5 } }, { kind: 'choose', seat, value: [{ t: 'card' }] }, { kind: 'split', seat, right: '1' }, { kind: 'action', seat }, { kind: 'fly', seat },
    ...(first !== undefined ? [{ ...first, seat: String(first.seat) }] : []),
  ];
}

describe('checkMove: ok exactly when legalMoves lists the move', () => {
  it('on random states of every bundled game and variant, for legal and illegal moves', () => {
    let states = 0;
    let legalChecked = 0;
    let illegalChecked = 0;
    let accepted = 0;
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 90 }), (ci, seed, steps) => {
        const config = configs[ci % configs.length] as (typeof configs)[number];
        const { rules } = config;
        walk(config, seed, steps, (s, r) => {
          states++;
          const before = JSON.stringify(s);
          const listed = legalMoves(rules, s);
          const byKey = new Map(listed.map((m) => [moveKey(m), m]));
          const seat = listed[0]?.seat ?? s.turn ?? 0;
          const sample = listed.length <= 30 ? listed : Array.from({ length: 30 }, () => pick(r, listed));
          const tried: Move[] = [...sample];
          const plays = listed.filter((m): m is Play => m.kind === 'play');
          for (let k = 0; k < 12 && plays.length > 0; k++) tried.push(mangle(rules, s, pick(r, plays), r));
          for (let k = 0; k < 8; k++) tried.push(random(rules, s, r() < 0.8 ? seat : Math.floor(r() * s.players.length), r));
          for (const m of tried) {
            const res = checkMove(rules, s, m);
            const want = byKey.get(moveKey(m));
            expect(res.ok, `${moveKey(m)}: ${res.ok ? 'accepted' : `${res.error.code} ${res.error.message}`}`).toBe(want !== undefined);
            if (res.ok) {
              expect(res.move).toEqual(want);
              accepted++;
            } else {
              expect(CODES.has(res.error.code), res.error.code).toBe(true);
              codes.set(res.error.code, (codes.get(res.error.code) ?? 0) + 1);
            }
            if (want !== undefined) legalChecked++;
            else illegalChecked++;
          }
          for (const m of notMoves(seat, listed)) {
            const res = checkMove(rules, s, m);
            expect(res.ok, JSON.stringify(m) ?? String(m)).toBe(false);
            if (!res.ok) expect(res.error.code).toBe(s.phase === 'over' ? 'move/game-over' : 'move/illegal');
            illegalChecked++;
          }
          expect(JSON.stringify(s)).toBe(before);
        });
      }),
      { numRuns: configs.length * 2, examples: configs.map((_, i) => [i, 11 + i, 60]) },
    );
    expect(states).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(1000);
    // The illegal moves tried reach most of the refusals.
    for (const code of ['move/not-your-turn', 'move/obligation', 'move/must-lead', 'move/not-in-hand', 'move/not-a-meld', 'move/not-higher', 'move/not-a-wild', 'move/must-follow', 'move/not-an-option', 'move/illegal', 'move/no-match']) {
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    console.info(`checkMove property: ${states} states, ${legalChecked} legal and ${illegalChecked} illegal moves checked`);
    console.info(`  refusals by code: ${[...codes].sort().map(([c, n]) => `${c} ${n}`).join(', ')}`);
  });
});
