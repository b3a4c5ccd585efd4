// Decoding of block scalars (`|` literal, `>` folded) with offsets: a port of the yaml package's
// resolve-block-scalar (2.x). The parent's indentation is not in the node, so the caller tries
// candidates when the header has an explicit indentation indicator.
import { Decoded } from './decoded.js';

interface Line {
  indent: string;
  content: string;
  /** File offset of the line's first character. */
  start: number;
}

interface Header {
  folded: boolean;
  indent: number;
  chomp: '' | '-' | '+';
  /** Offset in the node's source where the body (the line after the header) begins. */
  bodyAt: number;
}

export function parseHeader(src: string): Header {
  const nl = src.indexOf('\n');
  let indent = 0;
  let chomp: Header['chomp'] = '';
  for (let i = 1; i < src.length && i !== nl; i++) {
    const ch = src[i];
    if (!chomp && (ch === '-' || ch === '+')) chomp = ch;
    else if (!indent && ch !== undefined && /[1-9]/.test(ch)) indent = Number(ch);
    else break;
  }
  return { folded: src[0] === '>', indent, chomp, bodyAt: nl < 0 ? src.length : nl + 1 };
}

function splitLines(body: string, base: number): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = body.indexOf('\n', start);
    const raw = nl < 0 ? body.slice(start) : body.slice(start, nl);
    const indent = /^ */.exec(raw)?.[0] ?? '';
    lines.push({ indent, content: raw.slice(indent.length), start: base + start });
    if (nl < 0) return lines;
    start = nl + 1;
  }
}

/** Decodes the block scalar whose source (header included) is `src`, at file offset `base`. */
export function decodeBlock(src: string, base: number, parentIndent: number): Decoded {
  const header = parseHeader(src);
  const out = new Decoded();
  const end = base + src.length;
  const body = src.slice(header.bodyAt);
  const lines = body ? splitLines(body, base + header.bodyAt) : [];
  const breakBefore = (i: number): number => (lines[i]?.start ?? end + 1) - 1;
  const copyIndent = (line: Line, from: number): void =>
    out.copy(line.indent, Math.min(from, line.indent.length), line.indent.length, line.start);
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    const content = lines[i]?.content;
    if (content === '' || content === '\r') chompStart = i;
    else break;
  }
  if (chompStart === 0) {
    if (header.chomp === '+' && lines.length > 0) {
      for (let i = 0; i < Math.max(1, lines.length - 1); i++) out.push('\n', breakBefore(i + 1));
    }
    return out;
  }
  let trimIndent = parentIndent + header.indent;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const line = lines[i] as Line;
    if (line.content === '' || line.content === '\r') {
      if (header.indent === 0 && line.indent.length > trimIndent) trimIndent = line.indent.length;
    } else {
      if (header.indent === 0) trimIndent = line.indent.length;
      contentStart = i;
      break;
    }
  }
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if ((lines[i]?.indent.length ?? 0) > trimIndent) chompStart = i + 1;
  }
  let sep = '';
  let sepAt = 0;
  let prevMoreIndented = false;
  for (let i = 0; i < contentStart; ++i) {
    copyIndent(lines[i] as Line, trimIndent);
    out.push('\n', breakBefore(i + 1));
  }
  for (let i = contentStart; i < chompStart; ++i) {
    const line = lines[i] as Line;
    let { indent, content } = line;
    const contentAt = line.start + indent.length;
    if (content.endsWith('\r')) content = content.slice(0, -1);
    if (content && indent.length < trimIndent) indent = '';
    const here = breakBefore(i);
    const emitSep = (): void => {
      for (const c of sep) out.push(c, sepAt);
    };
    if (!header.folded) {
      emitSep();
      copyIndent({ ...line, indent }, trimIndent);
      out.copy(content, 0, content.length, contentAt);
      sep = '\n';
    } else if (indent.length > trimIndent || content[0] === '\t') {
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      emitSep();
      copyIndent({ ...line, indent }, trimIndent);
      out.copy(content, 0, content.length, contentAt);
      sep = '\n';
      prevMoreIndented = true;
    } else if (content === '') {
      if (sep === '\n') out.push('\n', here);
      else sep = '\n';
    } else {
      emitSep();
      out.copy(content, 0, content.length, contentAt);
      sep = ' ';
      prevMoreIndented = false;
    }
    sepAt = i + 1 < lines.length ? breakBefore(i + 1) : end;
  }
  if (header.chomp === '+') {
    for (let i = chompStart; i < lines.length; ++i) {
      out.push('\n', breakBefore(i));
      copyIndent(lines[i] as Line, trimIndent);
    }
    if (!out.text.endsWith('\n')) out.push('\n', end);
  } else if (header.chomp === '') {
    out.push('\n', chompStart < lines.length ? breakBefore(chompStart) : end);
  }
  return out;
}
