// Completion and hover inside the expression strings of the rule files, which monaco-yaml's schema
// sees only as strings: the compiler's worker answers from the checker's environment at the cursor
// (grammar/editor.ts). The expression answers sort before the schema's (both providers are YAML's
// and Monaco merges them); outside an expression the worker answers nothing and the schema's stand.
import type { Completion, CompletionKind } from '../../grammar/editor.js';
import type { QueryReply, Sources } from './compiler-protocol.js';
import { monaco } from './monaco-setup.js';

/** Where a model's questions go: the files to ask about (undefined: not a rule or variant file), and the worker. */
export interface IntelSource {
  sourcesFor(model: monaco.editor.ITextModel): { readonly sources: Sources; readonly file: string } | undefined;
  query(query: 'complete' | 'hover', sources: Sources, file: string, offset: number): Promise<QueryReply | undefined>;
}

const K = monaco.languages.CompletionItemKind;
const KIND: Readonly<Record<CompletionKind, monaco.languages.CompletionItemKind>> = {
  param: K.Variable, local: K.Variable, context: K.Constant, global: K.Constant, var: K.Variable, zone: K.Folder, pool: K.Enum,
  member: K.Property, 'player-zone': K.Folder, 'player-marker': K.EnumMember, 'player-var': K.Field, option: K.Value,
  function: K.Function, effect: K.Method, choice: K.Event, method: K.Method,
  meld: K.Struct, suit: K.Color, card: K.Constant, 'move-kind': K.Keyword,
  define: K.Constant, marker: K.EnumMember,
};

const CALLS: ReadonlySet<CompletionKind> = new Set(['function', 'effect', 'choice', 'method']);

function toItem(c: Completion, i: number, range: monaco.IRange): monaco.languages.CompletionItem {
  // A definition with parameters is called (its detail is its signature, `points(p: player)`).
  const call = CALLS.has(c.kind) || (c.kind === 'define' && c.detail.startsWith(`${c.label}(`));
  return {
    label: { label: c.label, description: c.kind },
    kind: KIND[c.kind],
    detail: c.detail,
    ...(c.doc === undefined ? {} : { documentation: { value: c.doc } }),
    // Before the schema's items, in the worker's order (names in scope, then the functions).
    sortText: `!${String(i).padStart(4, '0')}`,
    filterText: c.label,
    insertText: call ? `${c.label}($0)` : c.label,
    ...(call ? { insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
    range,
  };
}

/** Registers the YAML completion and hover providers that ask `source`; dispose to remove them. */
export function registerExpressionIntel(source: IntelSource): monaco.IDisposable {
  const completion = monaco.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: ['.', '(', ' ', "'"],
    async provideCompletionItems(model, position, _context, token) {
      const at = source.sourcesFor(model);
      if (at === undefined) return undefined;
      const reply = await source.query('complete', at.sources, at.file, model.getOffsetAt(position));
      const list = reply?.completions;
      if (list === undefined || token.isCancellationRequested || model.isDisposed()) return undefined;
      const start = model.getPositionAt(list.from);
      const end = model.getPositionAt(list.to);
      const range = { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column };
      return { suggestions: list.items.map((c, i) => toItem(c, i, range)) };
    },
  });
  const hover = monaco.languages.registerHoverProvider('yaml', {
    async provideHover(model, position, token) {
      const at = source.sourcesFor(model);
      if (at === undefined) return undefined;
      const reply = await source.query('hover', at.sources, at.file, model.getOffsetAt(position));
      const h = reply?.hover;
      if (h === undefined || token.isCancellationRequested || model.isDisposed()) return undefined;
      const start = model.getPositionAt(h.from);
      const end = model.getPositionAt(h.to);
      return {
        range: { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column },
        contents: [{ value: h.markdown }],
      };
    },
  });
  return { dispose: () => { completion.dispose(); hover.dispose(); } };
}
