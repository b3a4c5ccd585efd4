// Shared helpers for the expression tests: sources embedded in a file, and a compact AST printer.
import { LineMap, type Diagnostic, type SourceRange } from '../../../grammar/diagnostics.js';
import type { Expr, Stmt } from '../../../grammar/expr/ast.js';
import type { ExprSource } from '../../../grammar/expr/parse.js';

/** The expression alone is the whole file (identity mapping). */
export function src(text: string): ExprSource {
  return { text, lineMap: new LineMap('rules.yaml', text), toFileOffset: (i) => i };
}

/** The expression sits in `file` at `base` (the identity plus a base offset). */
export function embedded(file: string, text: string, base = file.indexOf(text)): ExprSource {
  if (base < 0) throw new Error('text not in file');
  return { text, lineMap: new LineMap('rules.yaml', file), toFileOffset: (i) => base + i };
}

/**
 * A YAML double-quoted scalar starting at the quote `file[quote]`: decodes `\"` and `\\` and maps each
 * text offset to its file offset, skipping the backslashes, as the YAML stage will.
 */
export function doubleQuoted(file: string, quote: number): ExprSource {
  let text = '';
  const offsets: number[] = [];
  let i = quote + 1;
  while (i < file.length && file[i] !== '"') {
    offsets.push(i);
    if (file[i] === '\\') i++;
    text += file[i];
    i++;
  }
  offsets.push(i); // text.length maps to the closing quote
  return { text, lineMap: new LineMap('rules.yaml', file), toFileOffset: (k) => offsets[k] ?? i };
}

export function at(r: SourceRange): string {
  return `${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}`;
}

/** `code@line:col-line:col` for each diagnostic, sorted by position. */
export function codes(ds: readonly Diagnostic[]): string[] {
  return [...ds].sort((a, b) => a.range.start.offset - b.range.start.offset).map((d) => `${d.code}@${at(d.range)}`);
}

/** A fully parenthesised rendering of the AST, to assert structure compactly. */
export function show(e: Expr): string {
  switch (e.kind) {
    case 'number':
      return String(e.value);
    case 'string':
      return JSON.stringify(e.value);
    case 'bool':
      return String(e.value);
    case 'null':
      return 'null';
    case 'name':
      return e.name;
    case 'list':
      return `[${e.items.map(show).join(', ')}]`;
    case 'member':
      return `${show(e.object)}.${e.name}`;
    case 'index':
      return `${show(e.object)}[${show(e.index)}]`;
    case 'call':
      return `${show(e.callee)}(${e.args.map((a) => (a.name ? `${a.name}: ` : '') + show(a.value)).join(', ')})`;
    case 'lambda':
      return `(${e.param} => ${show(e.body)})`;
    case 'let':
      return `(let ${e.name} = ${show(e.value)} in ${show(e.body)})`;
    case 'unary':
      return `(${e.op} ${show(e.operand)})`;
    case 'binary':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'conditional':
      return `(${show(e.test)} ? ${show(e.then)} : ${show(e.else)})`;
    case 'error':
      return '<error>';
  }
}

export function showStmt(s: Stmt): string {
  return s.kind === 'assign' ? `${show(s.target)} ${s.op} ${show(s.value)}` : show(s.call);
}

/** Every node of a tree, depth first. */
export function allNodes(e: Expr): Expr[] {
  const out: Expr[] = [e];
  const kids: Expr[] =
    e.kind === 'list' ? [...e.items]
    : e.kind === 'member' ? [e.object]
    : e.kind === 'index' ? [e.object, e.index]
    : e.kind === 'call' ? [e.callee, ...e.args.map((a) => a.value)]
    : e.kind === 'lambda' ? [e.body]
    : e.kind === 'unary' ? [e.operand]
    : e.kind === 'binary' ? [e.left, e.right]
    : e.kind === 'conditional' ? [e.test, e.then, e.else]
    : [];
  for (const k of kids) out.push(...allNodes(k));
  return out;
}

/**
 * A YAML block scalar (`|`) whose content lines start at file offset `start` with `indent` spaces:
 * the text drops each line's indentation, so the mapping skips characters at every line start.
 */
export function blockScalar(file: string, start: number, indent: number): ExprSource {
  let text = '';
  const offsets: number[] = [];
  let i = start;
  while (i < file.length) {
    i += indent;
    while (i < file.length && file[i] !== '\n') {
      offsets.push(i);
      text += file[i++];
    }
    if (i >= file.length) break;
    offsets.push(i);
    text += file[i++];
  }
  offsets.push(i);
  return { text, lineMap: new LineMap('rules.yaml', file), toFileOffset: (k) => offsets[k] ?? i };
}
