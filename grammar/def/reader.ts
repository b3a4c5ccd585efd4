// Reads parts of the merged rule-file value into typed pieces, parsing expressions at their exact
// place in whichever file they came from.
import { LineMap, type Diagnostic, type SourceRange } from '../diagnostics.js';
import type { Expr, Stmt } from '../expr/ast.js';
import { parseEffects, parseExpression, type ExprSource } from '../expr/parse.js';
import { scalarSource } from '../yaml/scalar-offsets.js';
import { keyNodeAt, nodeAt, rangeOf, type PlainValue } from '../yaml/load.js';
import { isScalar } from 'yaml';
import type { Origins, PlainMap } from './merge.js';
import type { EffectItem, Effects, IntRange } from './types.js';

export type Container = PlainMap | PlainValue[];

/**
 * One expression string of the rule file: where it is, its text, and what it was read as (an
 * expression, or statements of an effect block). Editors use these to find what the cursor is in.
 */
export interface StringSite {
  readonly range: SourceRange;
  readonly source: ExprSource;
  readonly target: { readonly expr: Expr } | { readonly block: number };
}

const RANGE_RE = /^(-?\d+)\.\.(-?\d+)?$/;

export class Reader {
  readonly diagnostics: Diagnostic[] = [];
  readonly blocks: Effects[] = [];
  readonly strings: StringSite[] = [];

  constructor(readonly origins: Origins, readonly mainFile: string) {}

  /** The range of the value at container[key] (or of the container when the key is absent). */
  range(container: object, key?: string | number): SourceRange {
    const o = key === undefined ? this.origins.container(container) : this.origins.of(container, key);
    if (o === undefined) return this.nowhere();
    const node = nodeAt(o.doc, o.path);
    return node ? rangeOf(o.doc, node) : this.nowhere();
  }

  /** The range of the key of container[key], for diagnostics about an entry as a whole. */
  keyRange(container: object, key: string): SourceRange {
    const o = this.origins.of(container, key);
    if (o === undefined) return this.nowhere();
    const node = keyNodeAt(o.doc, o.path) ?? nodeAt(o.doc, o.path);
    return node ? rangeOf(o.doc, node) : this.nowhere();
  }

  nowhere(): SourceRange {
    return { file: this.mainFile, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  }

  error(code: string, message: string, range: SourceRange): void {
    this.diagnostics.push({ severity: 'error', code, message, range });
  }

  warn(code: string, message: string, range: SourceRange): void {
    this.diagnostics.push({ severity: 'warning', code, message, range });
  }

  intRange(container: object, key: string, value: PlainValue | undefined, fallback: IntRange): IntRange {
    if (typeof value === 'number') return { min: value, max: value };
    if (typeof value === 'string') {
      const m = RANGE_RE.exec(value.trim());
      if (m) {
        const min = Number(m[1]);
        const max = m[2] === undefined ? Infinity : Number(m[2]);
        if (max < min) this.error('semantic/empty-range', `the range ${value} is empty: ${min} is above ${max}`, this.range(container, key));
        return { min, max };
      }
    }
    return fallback;
  }

  /** Parses the expression at container[key]. Numbers and booleans are literal expressions. */
  expr(container: Container, key: string | number): Expr {
    const value = (container as Record<string | number, PlainValue>)[key];
    const range = this.range(container, key);
    if (typeof value === 'number') return { kind: 'number', value, range };
    if (typeof value === 'boolean') return { kind: 'bool', value, range };
    if (value === null || value === undefined) return { kind: 'null', range };
    if (typeof value !== 'string') return { kind: 'error', range };
    const src = this.source(container, key, value);
    const { ast, diagnostics } = parseExpression(src);
    this.diagnostics.push(...diagnostics);
    this.strings.push({ range, source: src, target: { expr: ast } });
    return ast;
  }

  private source(container: object, key: string | number, value: string): ExprSource {
    const o = this.origins.of(container, key);
    const node = o ? nodeAt(o.doc, o.path) : undefined;
    if (o && node && isScalar(node)) {
      const s = scalarSource(node, o.doc.lineMap);
      return { text: s.text, lineMap: o.doc.lineMap, toFileOffset: (i: number) => s.toFileOffset(i) };
    }
    // Not found in a file (should not happen): positions fall back to the file's start.
    return { text: value, lineMap: o?.doc.lineMap ?? new LineMap(this.mainFile, ''), toFileOffset: () => 0 };
  }

  private stmts(container: Container, key: string | number, block: number): Stmt[] {
    const value = (container as Record<string | number, PlainValue>)[key];
    if (typeof value !== 'string') return [];
    const src = this.source(container, key, value);
    const { stmts, diagnostics } = parseEffects(src);
    this.diagnostics.push(...diagnostics);
    this.strings.push({ range: this.range(container, key), source: src, target: { block } });
    return stmts;
  }

  /** Reads effects: a string, or a list of strings, {if, then, else}, {each-in-turn, do} and {while, do} entries. */
  effects(container: Container, key: string | number): Effects {
    const id = this.blocks.length;
    const block: { id: number; items: EffectItem[] } = { id, items: [] };
    this.blocks.push(block);
    const value = (container as Record<string | number, PlainValue>)[key];
    const add = (c: Container, k: string | number): void => {
      const v = (c as Record<string | number, PlainValue>)[k];
      if (typeof v === 'string') {
        for (const stmt of this.stmts(c, k, id)) block.items.push({ kind: 'stmt', stmt });
      } else if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'each-in-turn' in v) {
        const m = v as PlainMap;
        block.items.push({ kind: 'in-turn', players: this.expr(m, 'each-in-turn'), do: this.effects(m, 'do'), range: this.range(c, k) });
      } else if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'while' in v) {
        const m = v as PlainMap;
        block.items.push({ kind: 'while', test: this.expr(m, 'while'), do: this.effects(m, 'do'), range: this.range(c, k) });
      } else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
        const m = v as PlainMap;
        block.items.push({
          kind: 'if',
          test: this.expr(m, 'if'),
          then: this.effects(m, 'then'),
          else: m['else'] === undefined ? { id: this.emptyBlock(), items: [] } : this.effects(m, 'else'),
          range: this.range(c, k),
        });
      }
    };
    if (Array.isArray(value)) value.forEach((_, i) => add(value, i));
    else add(container, key);
    return block;
  }

  private emptyBlock(): number {
    const id = this.blocks.length;
    this.blocks.push({ id, items: [] });
    return id;
  }
}
