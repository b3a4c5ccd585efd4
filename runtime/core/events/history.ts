// The integer core's move history: every move made, as a record of integers (records.ts), and
// moveAt giving back the runtime's Move object (moves.ts) for it, the same JSON in the same key order.
//
// Records (the head word is the kind):
//   play    [PLAY, seat, meld, count, then per card: card, how (CARD_AS | CARD_SUIT bits),
//            with CARD_AS: the declared suit code, the declared rank (a number); with CARD_SUIT: the suit code]
//   pass    [PASS, seat]
//   choose  [CHOOSE, seat, value]       (the chosen Value, by its index in the values side table)
//   split   [SPLIT, seat, right]        (a number)
//   action  [ACTION, seat, name]
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
  begin(h, PLAY, 3);
  const w = h.words;
  w[h.len++] = seat;
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
  begin(h, PLAY, 5);
  const w = h.words;
  w[h.len++] = seat;
  w[h.len++] = meld;
  w[h.len++] = 1;
  w[h.len++] = card;
  w[h.len++] = 0;
}

export function pushPass(h: MoveHistory, seat: number): void {
  begin(h, PASS, 1);
  h.words[h.len++] = seat;
}

export function pushChoose(h: MoveHistory, seat: number, value: Value): void {
  begin(h, CHOOSE, 2);
  h.words[h.len++] = seat;
  putValue(h, value);
}

export function pushSplit(h: MoveHistory, seat: number, right: number): void {
  begin(h, SPLIT, 3);
  h.words[h.len++] = seat;
  putNum(h, right);
}

export function pushAction(h: MoveHistory, seat: number, name: number): void {
  begin(h, ACTION, 2);
  h.words[h.len++] = seat;
  h.words[h.len++] = name;
}

export function moveKindAt(h: MoveHistory, j: number): number {
  return h.words[h.starts[j] as number] as number;
}

export function moveSeatAt(h: MoveHistory, j: number): number {
  return h.words[(h.starts[j] as number) + 1] as number;
}

const cursor: Cursor = { pos: 0 };

/** Move j as the runtime's object (a play of one natural card: the runtime's shared one, naturalPlay). */
export function moveAt(h: MoveHistory, t: LogTables, j: number): Move {
  if (j < 0 || j >= h.count) throw new RangeError(`no move ${j} in a history of ${h.count}`);
  const c = cursor;
  c.pos = h.starts[j] as number;
  const kind = readWord(h, c);
  const seat = readWord(h, c);
  switch (kind) {
    case PLAY: return playAt(h, t, c, seat);
    case PASS: return { kind: 'pass', seat };
    case CHOOSE: return { kind: 'choose', seat, value: h.values[readWord(h, c)] as Value };
    case SPLIT: return { kind: 'split', seat, right: readNum(h, c) };
    case ACTION: return { kind: 'action', seat, name: t.rt.strings[readWord(h, c)] as string };
  }
  throw new Error(`move ${j}: unknown kind ${kind}`);
}

function playAt(h: MoveHistory, t: LogTables, c: Cursor, seat: number): Move {
  const meld = t.rt.strings[readWord(h, c)] as string;
  const count = readWord(h, c);
  const ids = t.cards.ids;
  if (count === 1 && h.words[c.pos + 1] === 0) return naturalPlay(seat, meld, ids[h.words[c.pos] as number] as string);
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
