// Moves that are (mostly) not legal, shared by the property tests that try them: a listed play
// changed a little, random moves of a seat, and values that are no move at all.
import type { GameState, Move, PlayCard, Rules } from '../../runtime/index.js';
import { cardRef, playerRef } from '../../runtime/values.js';

/** Every code a move may be refused with (runtime/explain.ts). */
export const CODES = new Set([
  'move/game-over', 'move/not-your-turn', 'move/choice-pending', 'move/not-an-option', 'move/unknown-action',
  'move/action-not-allowed', 'move/not-in-hand', 'move/not-a-wild', 'move/fixed-rank', 'move/not-a-meld',
  'move/not-same-type', 'move/not-same-size', 'move/not-higher', 'move/cannot-lead', 'move/only',
  'move/not-allowed-zone', 'move/must-follow', 'move/obligation', 'move/must-lead', 'move/cannot-pass', 'move/illegal',
  'move/no-match',
]);

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

export type Play = Extract<Move, { kind: 'play' }>;

export function held(rules: Rules, s: GameState, seat: number): string[] {
  return [...rules.zones.values()].filter((z) => z.perPlayer).flatMap((z) => s.zones[`${z.name}#${seat}`] ?? []);
}

/** A listed play changed a little: most of these are illegal, some are another legal move. */
export function mangle(rules: Rules, s: GameState, m: Play, r: () => number): Move {
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
export function randomMove(rules: Rules, s: GameState, seat: number, r: () => number): Move {
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
export function notMoves(seat: number, listed: readonly Move[]): unknown[] {
  const first = listed[0];
  return [
    null, undefined, 'pass', 42, [], {}, { kind: 'play' }, { kind: 'play', seat, meld: 'single', cards: [] }, { kind: 'play', seat, meld: 'single', cards: [{}] },
    { kind: 'play', seat, cards: [{ id: '5R' }] }, { kind: 'play', seat, meld: 'single', cards: [{ id: '5R', as: { rank: '5' } }] },
    { kind: 'pass', seat: String(seat) }, { kind: 'pass', seat: seat + 0.5 }, { kind: 'pass', seat: -1 }, { kind: 'pass' },
    { kind: 'choose', seat }, { kind: 'choose', seat, value: () => 1 }, { kind: 'choose', seat, value: { t: 'marker', key: 5 } }, { kind: 'choose', seat, value: [{ t: 'card' }] }, { kind: 'split', seat, right: '1' }, { kind: 'action', seat }, { kind: 'fly', seat },
    ...(first !== undefined ? [{ ...first, seat: String(first.seat) }] : []),
  ];
}
