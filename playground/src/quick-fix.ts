// Quick fixes: a Cardsmith marker whose diagnostic carries a fix (a "did you mean" name) offers it
// as a code action that replaces the misspelt name. The markers are matched to their diagnostics by
// code and range, since Monaco's markers keep neither the diagnostic nor its fix.
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { monaco } from './monaco-setup.js';

/** The diagnostics of a model's file (the editor's latest). */
export type DiagnosticsOf = (model: monaco.editor.ITextModel) => readonly Diagnostic[];

const sameRange = (d: Diagnostic, m: monaco.editor.IMarkerData): boolean =>
  d.range.start.line === m.startLineNumber && d.range.start.column === m.startColumn && d.range.end.line === m.endLineNumber;

export function registerQuickFixes(diagnosticsOf: DiagnosticsOf): monaco.IDisposable {
  return monaco.languages.registerCodeActionProvider('yaml', {
    provideCodeActions(model, _range, context) {
      const actions: monaco.languages.CodeAction[] = [];
      const diagnostics = diagnosticsOf(model);
      for (const marker of context.markers) {
        const code = typeof marker.code === 'string' ? marker.code : marker.code?.value;
        const d = diagnostics.find((x) => x.fix !== undefined && x.code === code && sameRange(x, marker));
        if (d?.fix === undefined) continue;
        const { start, end } = d.fix.range;
        actions.push({
          title: `Change to '${d.fix.text}'`,
          kind: 'quickfix',
          diagnostics: [marker],
          isPreferred: true,
          edit: {
            edits: [{
              resource: model.uri,
              versionId: model.getVersionId(),
              textEdit: { range: { startLineNumber: start.line, startColumn: start.column, endLineNumber: end.line, endColumn: end.column }, text: d.fix.text },
            }],
          },
        });
      }
      return { actions, dispose: () => undefined };
    },
  }, { providedCodeActionKinds: ['quickfix'] });
}
