// The integer core's move history: every move made, as a record of integers (records.ts), and
// moveAt giving back the runtime's Move object (moves.ts) for it, the same JSON in the same key order.
//
// Records (the head word is the kind, with the seat above KIND_BITS):
//   play    [PLAY, meld, count, then per card: card, how (CARD_AS | CARD_SUIT bits),
//            with CARD_AS: the declared suit code, the declared rank (a number); with CARD_SUIT: the suit code]
//   play of one card as itself (most plays): [PLAY_ONE, meld, card]
//   pass    [PASS]
//   choose  [CHOOSE, value]       (the chosen Value, by its index in the values side table)
//   split   [SPLIT, right]        (a number)
//   action  [ACTION, name]
// `meld` (the meld type or zone played into) and an action's name are string numbers, cards
// rules.cardTable indexes, suits suit codes (log-tables.ts).
import type { Value } from '../../values.js';
import { naturalCard, naturalPlay, type Move, type PlayCard } from '../../moves.js';
import { begin, newRecords, putNum, putValue, readNum, readWord, reserve, type Cursor, type Records } from './records.js';
import { suitOfCode, type LogTables } from './log-tables.js';

export const PLAY = 0;
export const PASS = 1;
export const CHOOSE = 2;
export const SPLIT = 3;
export const ACTION = 4;
export const PLAY_ONE = 5;

export const KIND_BITS = 3;
export const KIND_MASK = (1 << KIND_BITS) - 1;

/** A play's card bits: played as a wild (`as`), with a declared suit (`suit`: a card of any suit). */
export const CARD_AS = 1;
export const CARD_SUIT = 2;

export type MoveHistory = Records;

export function newHistory(): MoveHistory {
  return newRecords(512, 128);
}

/** Where the play being written keeps its card count (written by beginPlay). */
let countAt = -1;

/** Starts a play: its cards follow (playCard, playWild, playAnySuit), then endPlay. */
export function beginPlay(h: MoveHistory, seat: number, meld: number): void {
  begin(h, PLAY | (seat << KIND_BITS), 2);
  const w = h.words;
  w[h.len++] = meld;
  countAt = h.len;
  w[h.len++] = 0;
}

/** A card played as itself. */
export function playCard(h: MoveHistory, card: number): void {
  reserve(h, 2);
  h.words[h.len++] = card;
  h.words[h.len++] = 0;
  h.words[countAt]++;
}

/** A card played as a wild declared as rank `rank` of suit code `suit` (SUIT_NONE: no suit). */
export function playWild(h: MoveHistory, card: number, rank: number, suit: number): void {
  reserve(h, 5);
  h.words[h.len++] = card;
  h.words[h.len++] = CARD_AS;
  h.words[h.len++] = suit;
  putNum(h, rank);
  h.words[countAt]++;
}

/** A card of any suit played with a declared suit. */
export function playAnySuit(h: MoveHistory, card: number, suit: number): void {
  reserve(h, 3);
  h.words[h.len++] = card;
  h.words[h.len++] = CARD_SUIT;
  h.words[h.len++] = suit;
  h.words[countAt]++;
}

export function endPlay(_h: MoveHistory): void {
  countAt = -1;
}

/** A play of one card as itself (most plays): beginPlay, playCard, endPlay in one. */
export function pushPlayOne(h: MoveHistory, seat: number, meld: number, card: number): void {
  begin(h, PLAY_ONE | (seat << KIND_BITS), 2);
  const w = h.words;
  w[h.len++] = meld;
  w[h.len++] = card;
}

export function pushPass(h: MoveHistory, seat: number): void {
  begin(h, PASS | (seat << KIND_BITS), 0);
}

export function pushChoose(h: MoveHistory, seat: number, value: Value): void {
  begin(h, CHOOSE | (seat << KIND_BITS), 1);
  putValue(h, value);
}

export function pushSplit(h: MoveHistory, seat: number, right: number): void {
  begin(h, SPLIT | (seat << KIND_BITS), 2);
  putNum(h, right);
}

export function pushAction(h: MoveHistory, seat: number, name: number): void {
  begin(h, ACTION | (seat << KIND_BITS), 1);
  h.words[h.len++] = name;
}

/** Move j's kind: PLAY (PLAY_ONE too), PASS, CHOOSE, SPLIT or ACTION. */
export function moveKindAt(h: MoveHistory, j: number): number {
  const kind = (h.words[h.starts[j] as number] as number) & KIND_MASK;
  return kind === PLAY_ONE ? PLAY : kind;
}

export function moveSeatAt(h: MoveHistory, j: number): number {
  return (h.words[h.starts[j] as number] as number) >>> KIND_BITS;
}

const cursor: Cursor = { pos: 0 };

/** Move j as the runtime's object (a play of one card as itself: the runtime's shared one, naturalPlay). */
export function moveAt(h: MoveHistory, t: LogTables, j: number): Move {
  if (j < 0 || j >= h.count) throw new RangeError(`no move ${j} in a history of ${h.count}`);
  const c = cursor;
  c.pos = h.starts[j] as number;
  const head = readWord(h, c);
  const seat = head >>> KIND_BITS;
  switch (head & KIND_MASK) {
    case PLAY_ONE: {
      const meld = t.rt.strings[readWord(h, c)] as string;
      return naturalPlay(seat, meld, t.cards.ids[readWord(h, c)] as string);
    }
    case PLAY: return playAt(h, t, c, seat);
    case PASS: return { kind: 'pass', seat };
    case CHOOSE: return { kind: 'choose', seat, value: h.values[readWord(h, c)] as Value };
    case SPLIT: return { kind: 'split', seat, right: readNum(h, c) };
    case ACTION: return { kind: 'action', seat, name: t.rt.strings[readWord(h, c)] as string };
  }
  throw new Error(`move ${j}: unknown kind ${head & KIND_MASK}`);
}

function playAt(h: MoveHistory, t: LogTables, c: Cursor, seat: number): Move {
  const meld = t.rt.strings[readWord(h, c)] as string;
  const count = readWord(h, c);
  const ids = t.cards.ids;
  const cards = new Array<PlayCard>(count);
  for (let k = 0; k < count; k++) {
    const id = ids[readWord(h, c)] as string;
    const how = readWord(h, c);
    if (how === 0) {
      cards[k] = naturalCard(id);
      continue;
    }
    const card: { id: string; as?: { rank: number; suit: string | null }; suit?: string } = { id };
    if ((how & CARD_AS) !== 0) {
      const suit = suitOfCode(t, readWord(h, c));
      card.as = { rank: readNum(h, c), suit };
    }
    if ((how & CARD_SUIT) !== 0) card.suit = suitOfCode(t, readWord(h, c)) as string;
    cards[k] = card;
  }
  return { kind: 'play', seat, meld, cards };
}

/** Every move of the history as the runtime's objects (GameState.history at the boundary). */
export function movesOf(h: MoveHistory, t: LogTables): Move[] {
  const out = new Array<Move>(h.count);
  for (let j = 0; j < h.count; j++) out[j] = moveAt(h, t, j);
  return out;
}
