// A growable list of variable-length integer records, the storage of the core's event log and move
// history (event-log.ts, history.ts): every record is a run of words in one Int32Array, found by
// its start in a second one. Numbers that are no int32 go to a Float64Array beside them, and the
// runtime Values a record holds (a var's value, a chosen value: never changed once made) to an
// array of references. Nothing is allocated per record once the arrays have grown to a game's
// size, and clearing keeps them for the next game.
import type { Value } from '../../values.js';

export interface Records {
  /** The records' words: record i is words[starts[i] .. starts[i + 1]) (the last one to `len`). */
  words: Int32Array;
  len: number;
  starts: Int32Array;
  count: number;
  /** Numbers that are no int32 (a fraction, -0, the escape itself), by index. */
  nums: Float64Array;
  numLen: number;
  /** Runtime values by index (references: values are never changed once made). */
  readonly values: Value[];
}

/** A word that says: the number is in `nums`, at the index in the next word. */
export const NUM_ESCAPE = -2147483648;

export function newRecords(words = 1024, records = 256): Records {
  return { words: new Int32Array(words), len: 0, starts: new Int32Array(records), count: 0, nums: new Float64Array(16), numLen: 0, values: [] };
}

/** Empties the records for the next game, keeping the room they have grown. */
export function clearRecords(r: Records): void {
  r.len = 0;
  r.count = 0;
  r.numLen = 0;
  r.values.length = 0;
}

function growWords(r: Records, need: number): void {
  let size = r.words.length * 2;
  while (size < need) size *= 2;
  const words = new Int32Array(size);
  words.set(r.words.subarray(0, r.len));
  r.words = words;
}

function growStarts(r: Records): void {
  const starts = new Int32Array(r.starts.length * 2);
  starts.set(r.starts);
  r.starts = starts;
}

/**
 * Starts record number `count` with its head word, with room for `room` more words after it (a
 * number may take two). The caller writes them at r.words[r.len++].
 */
export function begin(r: Records, head: number, room: number): void {
  if (r.count === r.starts.length) growStarts(r);
  const need = r.len + room + 1;
  if (need > r.words.length) growWords(r, need);
  r.starts[r.count++] = r.len;
  r.words[r.len++] = head;
}

/** Room for `room` more words in the record being written (a list's, known only once its length is). */
export function reserve(r: Records, room: number): void {
  const need = r.len + room;
  if (need > r.words.length) growWords(r, need);
}

/** Writes a number: one word for an int32 (not -0, not the escape), else the escape and its index in `nums`. Room: 2 words. */
export function putNum(r: Records, x: number): void {
  if ((x | 0) === x && x !== NUM_ESCAPE && (x !== 0 || 1 / x > 0)) {
    r.words[r.len++] = x;
    return;
  }
  if (r.numLen === r.nums.length) {
    const nums = new Float64Array(r.nums.length * 2);
    nums.set(r.nums);
    r.nums = nums;
  }
  r.words[r.len++] = NUM_ESCAPE;
  r.words[r.len++] = r.numLen;
  r.nums[r.numLen++] = x;
}

/** Writes a value's index in `values` (one word). */
export function putValue(r: Records, v: Value): void {
  r.words[r.len++] = r.values.length;
  r.values.push(v);
}

/** Where record i's words end. */
export function recordEnd(r: Records, i: number): number {
  return i + 1 < r.count ? (r.starts[i + 1] as number) : r.len;
}

/** A reading position in a record, moved on by the reads (one per decode: decoding is not hot). */
export interface Cursor {
  pos: number;
}

export function readWord(r: Records, c: Cursor): number {
  return r.words[c.pos++] as number;
}

export function readNum(r: Records, c: Cursor): number {
  const w = r.words[c.pos++] as number;
  if (w !== NUM_ESCAPE) return w;
  return r.nums[r.words[c.pos++] as number] as number;
}

/** The bytes the records take in their typed arrays as used (not their spare room), and 8 per value reference. */
export function usedBytes(r: Records): number {
  return r.len * 4 + r.count * 4 + r.numLen * 8 + r.values.length * 8;
}
