// The rules' text hash a record keeps, to tell whether the rules changed since it was recorded:
// FNV-1a 64 over the UTF-8 bytes of the rule texts (the base game first, then each variant, in the
// order applied) and the options. Not a cryptographic hash: it detects edits, not forgeries. Plain
// TypeScript, so the runtime needs no Node or browser API for it.
import type { Value } from './values.js';

const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** FNV-1a 64 of a string's UTF-8 bytes, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let h = OFFSET;
  const byte = (b: number): void => {
    h = ((h ^ BigInt(b)) * PRIME) & MASK;
  };
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) byte(c);
    else if (c < 0x800) {
      byte(0xc0 | (c >> 6));
      byte(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      byte(0xe0 | (c >> 12));
      byte(0x80 | ((c >> 6) & 0x3f));
      byte(0x80 | (c & 0x3f));
    } else {
      byte(0xf0 | (c >> 18));
      byte(0x80 | ((c >> 12) & 0x3f));
      byte(0x80 | ((c >> 6) & 0x3f));
      byte(0x80 | (c & 0x3f));
    }
  }
  return h.toString(16).padStart(16, '0');
}

/** Options as JSON with their names sorted, so the order they were given in does not matter. */
function optionsText(options: Readonly<Record<string, Value>>): string {
  return JSON.stringify(Object.keys(options).sort().map((k) => [k, options[k]]));
}

/**
 * The hash of rules compiled from `texts` (the base game's text first, then each variant's, in the
 * order applied) with these option values: `fnv1a64:` and 16 hex digits. Line endings do not count
 * (a checkout with CRLF hashes as with LF); each text is length-prefixed so texts cannot run together.
 */
export function rulesHash(texts: readonly string[], options: Readonly<Record<string, Value>>): string {
  const parts = texts.map((t) => t.replace(/\r\n?/g, '\n')).map((t) => `${t.length}:${t}`);
  return `fnv1a64:${fnv1a64(`cardsmith rules\n${parts.join('\n')}\noptions:${optionsText(options)}`)}`;
}
