// Decoding of plain, single-quoted and double-quoted scalars with offsets: a port of the yaml
// package's own resolve-flow-scalar (2.x), so the decoded text matches the node's value.
import { Decoded } from './decoded.js';

const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** Line folding of plain and single-quoted scalars: `src` is the content, at file offset `base`. */
export function unfoldLines(src: string, base: number, out: Decoded): void {
  let nl = src.indexOf('\n');
  if (nl < 0) {
    out.copy(src, 0, src.length, base);
    return;
  }
  const lineEnd = (at: number): number => (src[at - 1] === '\r' ? at - 1 : at);
  let end = lineEnd(nl);
  while (end > 0 && isBlank(src[end - 1])) end--;
  out.copy(src, 0, end, base);
  let sep = ' ';
  let sepAt = base + nl;
  let pos = nl + 1;
  while ((nl = src.indexOf('\n', pos)) >= 0) {
    let s = pos;
    let e = lineEnd(nl);
    while (s < e && isBlank(src[s])) s++;
    while (e > s && isBlank(src[e - 1])) e--;
    if (s === e) {
      if (sep === '\n') out.push('\n', sepAt);
      else sep = '\n';
      sepAt = base + nl;
    } else {
      out.push(sep, sepAt);
      out.copy(src, s, e, base);
      sep = ' ';
      sepAt = base + nl;
    }
    pos = nl + 1;
  }
  while (isBlank(src[pos])) pos++;
  out.push(sep, sepAt);
  out.copy(src, pos, src.length, base);
}

/** `''` → `'` after unfolding, as the yaml package does (`replace(/''/g, "'")`). */
export function unescapeQuotes(input: Decoded): Decoded {
  const out = new Decoded();
  for (let i = 0; i < input.text.length; i++) {
    const start = input.starts[i] ?? 0;
    if (input.text[i] === "'" && input.text[i + 1] === "'") {
      out.push("'", start, input.ends[i + 1] ?? start + 2);
      i++;
    } else out.push(input.text[i] ?? '', start, input.ends[i] ?? start + 1);
  }
  return out;
}

const escapes: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', '\t': '\t',
};

/** A double-quoted scalar; `src` includes both quotes and starts at file offset `base`. */
export function decodeDoubleQuoted(src: string, base: number, out: Decoded): void {
  for (let i = 1; i < src.length - 1; ++i) {
    const ch = src[i];
    if (ch === '\r' && src[i + 1] === '\n') continue;
    if (ch === '\n') {
      const at = i;
      let folded = false;
      let c = src[i + 1];
      while (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
        if (c === '\r' && src[i + 2] !== '\n') break;
        if (c === '\n') {
          out.push('\n', base + i + 1);
          folded = true;
        }
        i += 1;
        c = src[i + 1];
      }
      if (!folded) out.push(' ', base + at);
    } else if (ch === '\\') {
      const start = i;
      let next = src[++i];
      const code = next === undefined ? undefined : escapes[next];
      if (code !== undefined) out.push(code, base + start, base + i + 1);
      else if (next === '\n' || (next === '\r' && src[i + 1] === '\n')) {
        if (next === '\r') i++;
        next = src[i + 1];
        while (isBlank(next)) next = src[++i + 1];
      } else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        const hex = src.substr(i + 1, length);
        const cp = hex.length === length && /^[0-9a-fA-F]+$/.test(hex) ? parseInt(hex, 16) : NaN;
        let decoded: string;
        try {
          decoded = String.fromCodePoint(cp);
        } catch {
          decoded = src.substr(start, length + 2);
        }
        out.push(decoded, base + start, base + i + 1 + length);
        i += length;
      } else out.push(src.substr(start, 2), base + start, base + start + 2);
    } else if (isBlank(ch)) {
      // Whitespace before a line break is dropped.
      const wsStart = i;
      let next = src[i + 1];
      while (isBlank(next)) next = src[++i + 1];
      if (next !== '\n' && !(next === '\r' && src[i + 2] === '\n')) out.copy(src, wsStart, i + 1, base);
    } else {
      // A run of ordinary characters is copied at once.
      let j = i + 1;
      while (j < src.length - 1 && !specialInDoubleQuotes(src.charCodeAt(j))) j++;
      out.copy(src, i, j, base);
      i = j - 1;
    }
  }
}

/** The characters decodeDoubleQuoted treats apart: line breaks, escapes and blanks. */
function specialInDoubleQuotes(c: number): boolean {
  return c === 10 || c === 13 || c === 92 || c === 32 || c === 9;
}
