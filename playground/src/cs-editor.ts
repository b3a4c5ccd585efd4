// <cs-editor>: Monaco on the game's files (the rule file and its variants), one model per file,
// with Cardsmith's diagnostics as markers at their exact ranges. Its host renders in light DOM:
// Monaco puts its styles and the codicon font in document.head, and hover breaks inside shadow
// roots (monaco-editor #3017, #3241, #5251). Created in firstUpdated, disposed when disconnected.
// Fires cs-edit ({ file, text, at }) on every change and cs-markers ({ ms }) when markers land.
import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { monaco } from './monaco-setup.js';
import { variantName } from './bundled-games.js';
import type { CompilerClient } from './compiler-client.js';
import type { Sources } from './compiler-protocol.js';
import { registerExpressionIntel } from './expr-intel.js';
import { registerQuickFixes } from './quick-fix.js';
import { loadScenario, TEMPLATE_FILES, TEMPLATE_GAME, TEMPLATE_SCENARIO } from './bundled-scenarios.js';
import './cs-file-picker.js';
import type { OpenFileDetail } from './cs-file-picker.js';

/** A scenario opened from the picker: a tab of its own, read-only until unlocked; not part of the game's files. */
interface Scenario {
  readonly file: string;
  readonly readOnly: boolean;
}

export interface EditDetail {
  readonly file: string;
  readonly text: string;
  /** performance.now() at the change. */
  readonly at: number;
}

/** A marker as tests and other elements read it: 1-based, end exclusive, like a diagnostic. */
export interface MarkerInfo {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
}

const OWNER = 'cardsmith';
const uriOf = (file: string): monaco.Uri => monaco.Uri.parse(`file:///${file}`);
const fileOf = (model: monaco.editor.ITextModel): string => model.uri.path.replace(/^\//, '');

const SEVERITY: Readonly<Record<Diagnostic['severity'], monaco.MarkerSeverity>> = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
};

@customElement('cs-editor')
export class CsEditor extends LitElement {
  /** The files, each a model; the first is the rule file. */
  @property({ attribute: false }) files: readonly SourceFile[] = [];
  /** The file shown. */
  @property() active = '';
  @property({ attribute: false }) diagnostics: readonly Diagnostic[] = [];
  /** The compiler's worker, which answers completion and hover inside expressions. */
  @property({ attribute: false }) compiler: CompilerClient | null = null;
  /** When the edit the diagnostics answer was made (performance.now()), or 0; set with `diagnostics`. */
  diagnosticsFor = 0;

  /** The scenarios open in tabs after the game's files. */
  @state() private scenarios: readonly Scenario[] = [];
  /** A file of another game asked for: opened once that game's files arrive. */
  private pendingOpen: OpenFileDetail | null = null;
  private editor: monaco.editor.IStandaloneCodeEditor | null = null;
  private readonly models = new Map<string, monaco.editor.ITextModel>();
  private readonly subscriptions: monaco.IDisposable[] = [];
  private measured = 0;
  /** Set while the element itself writes a model, so its change is no edit. */
  private writing = false;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const shown = this.shown();
    return html`<div class="cs-editor-tabs" role="tablist" aria-label="files">
        <cs-file-picker game=${this.gameId()} @cs-open-file=${(e: CustomEvent<OpenFileDetail>) => void this.open(e.detail)}
          @cs-pick-template=${() => this.fromTemplate()}></cs-file-picker>
        ${this.files.map((f, i) => html`<button type="button" role="tab" aria-selected=${f.file === shown ? 'true' : 'false'} data-file=${f.file}
          @click=${() => this.show(f.file)}>${i === 0 ? f.file.replace(/^.*\//, '') : variantName(f.file)}</button>`)}
        ${this.scenarios.map((s) => html`<span class="cs-scenario-tab" data-file=${s.file}><button type="button" role="tab" aria-selected=${s.file === shown ? 'true' : 'false'}
            title=${s.file} @click=${() => this.show(s.file)}>test: ${variantName(s.file)}</button><button type="button" class="cs-lock"
            aria-label=${s.readOnly ? `make ${variantName(s.file)} editable` : `make ${variantName(s.file)} read-only`} aria-pressed=${s.readOnly ? 'true' : 'false'}
            title=${s.readOnly ? 'Read-only: click to edit (edits stay in this page)' : 'Editable: click to make read-only'}
            @click=${() => this.toggleLock(s.file)}>${s.readOnly ? 'edit' : 'lock'}</button><button type="button" class="cs-close" aria-label=${`close ${variantName(s.file)}`}
            @click=${() => this.close(s.file)}>×</button></span>`)}
      </div>
      <div class="cs-editor-host"></div>`;
  }

  override firstUpdated(): void {
    const host = this.querySelector<HTMLElement>('.cs-editor-host');
    if (host === null) return;
    this.editor = monaco.editor.create(host, {
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      insertSpaces: true,
      scrollBeyondLastLine: false,
      // Half a window wide: long comments wrap rather than scroll sideways.
      wordWrap: 'on',
      wrappingIndent: 'same',
      renderWhitespace: 'none',
      fixedOverflowWidgets: true,
      // Expressions are YAML strings: suggest inside them as one types.
      quickSuggestions: { other: true, comments: false, strings: true },
      model: null,
    });
    this.subscriptions.push(
      this.editor.onDidChangeModelContent(() => this.edited()),
      registerExpressionIntel({
        sourcesFor: (model) => this.sourcesFor(model),
        query: (q, sources, file, offset) => this.compiler?.query(q, sources, file, offset) ?? Promise.resolve(undefined),
      }),
      registerQuickFixes((model) => this.diagnostics.filter((d) => d.range.file === fileOf(model))),
    );
    this.syncModels();
    this.applyMarkers();
    performance.mark('cs-editor-ready');
  }

  override updated(changed: Map<string, unknown>): void {
    if (this.editor === null) return;
    if (changed.has('files') && this.pendingOpen !== null && this.gameId() === this.pendingOpen.game) {
      const p = this.pendingOpen;
      this.pendingOpen = null;
      void this.open(p);
    }
    if (changed.has('files') || changed.has('active') || changed.has('scenarios')) this.syncModels();
    if (changed.has('diagnostics') || changed.has('files')) this.applyMarkers();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const s of this.subscriptions.splice(0)) s.dispose();
    this.editor?.dispose();
    this.editor = null;
    for (const m of this.models.values()) m.dispose();
    this.models.clear();
  }

  /** The markers on every model (Cardsmith's), as plain data. */
  markers(): MarkerInfo[] {
    return monaco.editor.getModelMarkers({ owner: OWNER }).map((m) => ({
      file: m.resource.path.replace(/^\//, ''),
      line: m.startLineNumber,
      column: m.startColumn,
      endLine: m.endLineNumber,
      endColumn: m.endColumn,
      severity: m.severity === monaco.MarkerSeverity.Error ? 'error' : m.severity === monaco.MarkerSeverity.Warning ? 'warning' : 'info',
      code: typeof m.code === 'string' ? m.code : m.code?.value ?? '',
      message: m.message,
    }));
  }

  /** The Monaco editor, for focus and for tests that type into it. */
  get monacoEditor(): monaco.editor.IStandaloneCodeEditor | null {
    return this.editor;
  }

  /** What to ask the worker about a model: the rule file, with the variant when the model is one. */
  private sourcesFor(model: monaco.editor.ITextModel): { sources: Sources; file: string } | undefined {
    const file = fileOf(model);
    const main = this.files[0];
    const current = (f: string) => ({ file: f, text: this.models.get(f)?.getValue() ?? '' });
    if (main === undefined) return undefined;
    if (file === main.file) return { sources: { main: current(main.file), variants: [] }, file };
    if (/\/variants\/[^/]+\.ya?ml$/.test(file) && this.files.some((f) => f.file === file)) {
      return { sources: { main: current(main.file), variants: [current(file)] }, file };
    }
    return undefined;
  }

  private shown(): string {
    const open = (f: string) => this.files.some((x) => x.file === f) || this.scenarios.some((x) => x.file === f);
    return open(this.active) ? this.active : (this.files[0]?.file ?? '');
  }

  /** The open game's folder name (`rules/GAME/game.yaml`). */
  private gameId(): string {
    return /^rules\/([^/]+)\//.exec(this.files[0]?.file ?? '')?.[1] ?? '';
  }

  /** Opens a file the picker names: another game's file switches the game first (cs-pick-game). */
  private async open(d: OpenFileDetail): Promise<void> {
    if (d.game !== this.gameId()) {
      this.pendingOpen = d;
      this.dispatchEvent(new CustomEvent<string>('cs-pick-game', { detail: d.game, bubbles: true }));
      return;
    }
    if (d.kind !== 'scenario') {
      this.show(d.file);
      return;
    }
    if (!this.scenarios.some((s) => s.file === d.file)) {
      const source = d.game === TEMPLATE_GAME ? TEMPLATE_SCENARIO : await loadScenario(d.file);
      if (source === undefined) return;
      if (!this.models.has(source.file)) this.models.set(source.file, monaco.editor.createModel(source.text, 'yaml', uriOf(source.file)));
      this.scenarios = [...this.scenarios, { file: source.file, readOnly: true }];
    }
    this.show(d.file);
  }

  private toggleLock(file: string): void {
    this.scenarios = this.scenarios.map((s) => (s.file === file ? { ...s, readOnly: !s.readOnly } : s));
    this.show(file);
  }

  private close(file: string): void {
    this.scenarios = this.scenarios.filter((s) => s.file !== file);
    if (this.shown() === file || this.active === file) this.show(this.files[0]?.file ?? '');
  }

  private fromTemplate(): void {
    this.dispatchEvent(new CustomEvent<readonly SourceFile[]>('cs-new-from-template', { detail: TEMPLATE_FILES, bubbles: true }));
  }

  private show(file: string): void {
    this.active = file;
    this.dispatchEvent(new CustomEvent<string>('cs-active', { detail: file, bubbles: true }));
  }

  /** Models for the files (new text only where it differs: an edit round-trips unchanged). */
  private syncModels(): void {
    const wanted = new Set([...this.files.map((f) => f.file), ...this.scenarios.map((s) => s.file)]);
    for (const [file, model] of this.models) {
      if (!wanted.has(file)) {
        model.dispose();
        this.models.delete(file);
      }
    }
    this.writing = true;
    try {
      for (const f of this.files) {
        const model = this.models.get(f.file);
        if (model === undefined) this.models.set(f.file, monaco.editor.createModel(f.text, 'yaml', uriOf(f.file)));
        else if (model.getValue() !== f.text) model.setValue(f.text);
      }
      const model = this.models.get(this.shown()) ?? null;
      if (this.editor !== null && this.editor.getModel() !== model) this.editor.setModel(model);
      this.editor?.updateOptions({ readOnly: this.scenarios.find((s) => s.file === this.shown())?.readOnly ?? false });
    } finally {
      this.writing = false;
    }
  }

  private edited(): void {
    if (this.writing) return;
    const model = this.editor?.getModel();
    // A scenario's edits stay in its model: it is no file of the game.
    if (!model || this.scenarios.some((s) => s.file === fileOf(model))) return;
    const detail: EditDetail = { file: fileOf(model), text: model.getValue(), at: performance.now() };
    this.dispatchEvent(new CustomEvent<EditDetail>('cs-edit', { detail, bubbles: true }));
  }

  private applyMarkers(): void {
    for (const [file, model] of this.models) {
      const markers = this.diagnostics.filter((d) => d.range.file === file).map((d): monaco.editor.IMarkerData => {
        const { start, end } = d.range;
        // An empty range would not show: mark at least one character.
        const endColumn = end.line === start.line && end.column <= start.column ? start.column + 1 : end.column;
        return {
          severity: SEVERITY[d.severity],
          code: d.code,
          source: 'cardsmith',
          message: d.message,
          startLineNumber: start.line,
          startColumn: start.column,
          endLineNumber: end.line,
          endColumn,
        };
      });
      monaco.editor.setModelMarkers(model, OWNER, markers);
    }
    // Edit to markers, measured once per edit answered (the browser tests read the measures).
    if (this.diagnosticsFor > 0 && this.diagnosticsFor !== this.measured) {
      this.measured = this.diagnosticsFor;
      const m = performance.measure('cs-markers', { start: this.diagnosticsFor, end: performance.now() });
      this.dispatchEvent(new CustomEvent<{ ms: number }>('cs-markers', { detail: { ms: m.duration }, bubbles: true }));
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-editor': CsEditor;
  }
}
