// A pre-parse check of how deeply flow collections (`[...]`, `{...}`) nest. The yaml package takes
// seconds and hundreds of MB to refuse `[[[[…]]]]` near 1 MiB deep (it overflows its stack), so a
// text that nests deeper than any rule file needs is refused by one linear scan before parsing.

/** The deepest a rule file's flow collections may nest (a rule file needs a handful of levels). */
export const MAX_FLOW_DEPTH = 64;

/**
 * The offset of the first `[` or `{` that opens a flow collection deeper than `limit`, or -1. Quoted
 * scalars and comments are skipped; outside a flow collection a bracket counts only where a value
 * can start (after `:`, `-` or `?`, or at a line's start), so `score: hand[0]` is no collection.
 */
export function flowTooDeepAt(text: string, limit: number = MAX_FLOW_DEPTH): number {
  let depth = 0;
  // The last character before this one that is not a space or tab ('\n' at a line's start).
  let before = '\n';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'") {
      if (depth === 0 && !startsValue(before)) { before = c; continue; }
      i = quoteEnd(text, i, c);
      before = c;
      continue;
    }
    if (c === '#' && (i === 0 || /[ \t\n\r]/.test(text[i - 1] as string))) {
      while (i < text.length && text[i] !== '\n') i++;
      before = '\n';
      continue;
    }
    if ((c === '[' || c === '{') && (depth > 0 || startsValue(before))) {
      if (++depth > limit) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
    if (c !== ' ' && c !== '\t' && c !== '\r') before = c;
  }
  return -1;
}

/** Outside a flow collection, whether a value can start after `before` (else this is inside a plain scalar). */
function startsValue(before: string): boolean {
  return before === '\n' || before === ':' || before === '-' || before === '?';
}

/** The offset of the quote that closes the scalar opened at `start` (or the text's end). */
function quoteEnd(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return text.length;
}
