// Maps each offset of a string scalar's decoded value back to its offset in the file, so that an
// expression error inside `"me.hand.size <= 5 and"` points at the exact line:column in the YAML.
import { Scalar } from 'yaml';
import type { LineMap } from '../diagnostics.js';
import { decodeBlock, parseHeader } from './block-scalar.js';
import { Decoded } from './decoded.js';
import { decodeDoubleQuoted, unescapeQuotes, unfoldLines } from './flow-scalar.js';

export interface ScalarSource {
  /** The decoded value (the node's string value). */
  readonly text: string;
  /**
   * The file offset of the decoded text's unit `i`; `i === text.length` gives the offset just after
   * the last unit's source, so `[toFileOffset(a), toFileOffset(b))` is the source of `text.slice(a, b)`.
   */
  toFileOffset(i: number): number;
  /** False when the scalar could not be decoded here and offsets are only approximate (a bug). */
  readonly exact: boolean;
}

function decode(node: Scalar, src: string, base: number, expected: string): Decoded | undefined {
  switch (node.type) {
    case Scalar.PLAIN: {
      const out = new Decoded();
      unfoldLines(src, base, out);
      return out;
    }
    case Scalar.QUOTE_SINGLE: {
      const out = new Decoded();
      unfoldLines(src.slice(1, -1), base + 1, out);
      return unescapeQuotes(out);
    }
    case Scalar.QUOTE_DOUBLE: {
      const out = new Decoded();
      decodeDoubleQuoted(src, base, out);
      return out;
    }
    case Scalar.BLOCK_LITERAL:
    case Scalar.BLOCK_FOLDED: {
      // The parent's indentation matters only with an explicit indicator: try each candidate.
      const tries = parseHeader(src).indent === 0 ? 1 : src.length + 1;
      for (let parent = 0; parent < tries; parent++) {
        const out = decodeBlock(src, base, parent);
        if (out.text === expected) return out;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A source for `text` that maps unit `i` to `start + i`, clamped to `end`: used when decoding fails. */
function linear(text: string, start: number, end: number): ScalarSource {
  return { text, exact: false, toFileOffset: (i) => Math.max(start, Math.min(start + (Math.floor(i) || 0), end)) };
}

/** The decoded value of a scalar node and the map from its offsets to file offsets. */
export function scalarSource(node: Scalar, lineMap: LineMap): ScalarSource {
  const text = typeof node.value === 'string' ? node.value : String(node.value);
  const [start, valueEnd] = node.range ?? [0, 0];
  const src = lineMap.text.slice(start, valueEnd);
  const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE ? 1 : 0;
  const out = decode(node, src, start, text);
  if (out === undefined || out.text !== text) return linear(text, start + quoted, Math.max(start, valueEnd - quoted));
  const { starts, ends } = out;
  const n = starts.length;
  const after = n > 0 ? (ends[n - 1] ?? valueEnd) : start + quoted;
  return {
    text,
    exact: true,
    toFileOffset(i: number): number {
      const k = Math.floor(i);
      if (!(k < n)) return after; // also NaN
      return starts[Math.max(0, k)] ?? after;
    },
  };
}
