// <cs-share>: sharing and files. A share link of the rules as edited (or, when they are too large
// for a link, the offer to download them); downloads of the game record, the rule files and a
// scenario of the game so far; import of a record or of rule files. Fires cs-import-record
// ({ name, record }) and cs-import-rules ({ files }); the page does the rest. Every text from a
// link or a file is rendered as text (Lit escapes it), never as HTML.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { recordOf, type GameRecord, type GameState } from './runtime.js';
import type { GameHolder } from './game-holder.js';
import { MAX_FRAGMENT, shareFragment } from './share-link.js';
import { importRuleFiles, parseRecord, recordText, relativeTo, rulesZip, type RuleFile } from './export-import.js';
import { buildScenario } from './scenario-export.js';
import { bytesOf, download } from './download.js';
import { bundledGame } from './bundled-games.js';

export interface ImportRecordDetail {
  readonly name: string;
  readonly record: GameRecord;
}

export interface ImportRulesDetail {
  readonly files: readonly RuleFile[];
}

/** A message in the element: good news or a problem, one line each. */
export interface ShareNotice {
  readonly tone: 'good' | 'bad';
  readonly lines: readonly string[];
}

type Panel = 'none' | 'link' | 'scenario';

@customElement('cs-share')
export class CsShare extends LitElement {
  static override styles = css`
    :host { display: block; border-bottom: 1px solid var(--cs-line, #d0d7de); font-size: 13px; }
    .bar { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; padding: 4px 10px; }
    button, .file { font: inherit; font-size: 12px; padding: 2px 8px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; background: #fff; color: inherit; cursor: pointer; }
    button[aria-expanded='true'] { background: #ddf4ff; border-color: var(--cs-accent, #1f6feb); }
    button.primary { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; }
    .file input { position: absolute; width: 1px; height: 1px; opacity: 0; }
    .file:focus-within { outline: 2px solid var(--cs-accent, #1f6feb); }
    .sep { color: var(--cs-line, #d0d7de); }
    .panel { padding: 6px 10px 8px; border-top: 1px dashed var(--cs-line, #d0d7de); display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
    .panel input[type='text'] { flex: 1 1 220px; min-width: 0; font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; padding: 3px 6px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; }
    .panel input[type='number'] { width: 7ch; font: inherit; padding: 2px 4px; }
    .move { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--cs-muted, #57606a); }
    .panel p { margin: 0; flex-basis: 100%; color: var(--cs-muted, #57606a); }
    .msg { margin: 0; padding: 4px 10px 6px 28px; }
    .msg.good { color: #1a7f37; }
    .msg.bad { color: #b42318; background: #fff1f0; }
    .msg li { overflow-wrap: anywhere; }
    .close { float: right; margin-left: 6px; }
  `;

  /** The game's files as edited: the rule file first, then its variants. */
  @property({ attribute: false }) files: readonly RuleFile[] = [];
  /** The variants chosen (file names among `files`). */
  @property({ attribute: false }) variants: readonly string[] = [];
  /** The files the game in play was compiled from (for its record), or null. */
  @property({ attribute: false }) running: readonly RuleFile[] | null = null;
  @property({ attribute: false }) holder: GameHolder | null = null;
  @property() game = '';
  @property() seed = '';
  @property({ type: Number }) players = 0;
  /** Changes with every move, so the move count is drawn again. */
  @property({ type: Number }) tick = 0;
  /** A message from the page (a share link that could not be opened, an import's result). */
  @property({ attribute: false }) notice: ShareNotice | null = null;

  @state() private panel: Panel = 'none';
  @state() private link = '';
  @state() private linkTooLong = 0;
  @state() private upTo: number | null = null;
  @state() private withExpect = true;
  /** The moves of the game in play in notation, for the state they were read from. */
  private moveTexts: { readonly of: GameState; readonly texts: readonly string[] } | null = null;

  override render() {
    const moves = this.holder?.state?.history.length ?? 0;
    const playing = this.holder?.state != null;
    return html`
      <div class="bar" role="toolbar" aria-label="share and files">
        <button type="button" aria-expanded=${this.panel === 'link'} @click=${() => this.openLink()}>Share link</button>
        <span class="sep">|</span>
        <button type="button" ?disabled=${!playing} @click=${() => this.saveRecord()}>Download record</button>
        <button type="button" @click=${() => this.saveRules()}>Download rules</button>
        <label class="file">Import…<input type="file" aria-label="import a record or rule files" multiple accept=".json,.yaml,.yml,.zip"
          @change=${(e: Event) => this.imported(e)}></label>
        <span class="sep">|</span>
        <button type="button" ?disabled=${!playing} aria-expanded=${this.panel === 'scenario'} @click=${() => this.toggle('scenario')}>Save as scenario</button>
      </div>
      ${this.panel === 'link' ? this.linkPanel() : nothing}
      ${this.panel === 'scenario' ? this.scenarioPanel(moves) : nothing}
      ${this.notice ? html`<ul class="msg ${this.notice.tone}" role=${this.notice.tone === 'bad' ? 'alert' : 'status'} aria-label="share message">
          <button type="button" class="close" aria-label="dismiss" @click=${() => (this.notice = null)}>×</button>
          ${this.notice.lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}`;
  }

  private linkPanel() {
    if (this.linkTooLong > 0) {
      return html`<div class="panel link"><p>These rules make a link of ${this.linkTooLong.toLocaleString('en')} characters, more than the
        ${MAX_FRAGMENT.toLocaleString('en')} a link carries safely (chat apps and mail cut longer ones). Share the files instead:</p>
        <button type="button" class="primary" @click=${() => this.saveRules()}>Download the rule files (.zip)</button></div>`;
    }
    return html`<div class="panel link">
      <input type="text" readonly aria-label="share link" .value=${this.link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()}>
      <button type="button" class="primary" @click=${() => this.copy()}>Copy</button>
      <p>The link carries the rules and variants as edited (${this.link.length.toLocaleString('en')} characters); opening it starts a game with them.</p></div>`;
  }

  private scenarioPanel(moves: number) {
    const upTo = Math.min(this.upTo ?? moves, moves);
    const main = this.running?.[0]?.file ?? this.files[0]?.file ?? 'game.yaml';
    const folder = main.includes('/') ? main.slice(0, main.lastIndexOf('/')) : '.';
    return html`<div class="panel scenario">
      <label>Up to move <input type="number" aria-label="up to move" min="0" max=${moves} .value=${String(upTo)}
        @input=${(e: Event) => (this.upTo = Math.max(0, Math.min(moves, Math.floor(Number((e.target as HTMLInputElement).value) || 0))))}> of ${moves}</label>
      <span class="move" aria-label="the last move kept">${upTo === 0 ? '(the start of the game)' : this.moveText(upTo - 1)}</span>
      <label><input type="checkbox" aria-label="with expectations" .checked=${this.withExpect}
        @change=${(e: Event) => (this.withExpect = (e.target as HTMLInputElement).checked)}> with the expectations at that point (turn, scores, hands)</label>
      <button type="button" class="primary" @click=${() => this.saveScenario(upTo)}>Download scenario</button>
      <p>Save it in ${folder}/tests/ and run <code>cardsmith test</code>: it names the rule files there (../${relativeTo(main, main)}), so edited rules must be saved there too.</p></div>`;
  }

  /** The move at `index` as the log writes it (`Bot 2: play 7M`). */
  private moveText(index: number): string {
    const h = this.holder;
    if (!h?.rules || !h.state) return '';
    if (this.moveTexts?.of !== h.state) this.moveTexts = { of: h.state, texts: recordOf(h.rules, h.state, '', []).moves };
    return this.moveTexts.texts[index] ?? '';
  }

  private toggle(panel: Panel): void {
    this.panel = this.panel === panel ? 'none' : panel;
  }

  private openLink(): void {
    if (this.panel === 'link') {
      this.panel = 'none';
      return;
    }
    const [main] = this.files;
    if (main === undefined) return;
    const fragment = shareFragment({
      files: this.sharedFiles().map((f) => ({ file: f.file, text: f.text })),
      variants: [...this.variants],
      ...(this.game !== '' ? { game: this.game } : {}),
      ...(this.seed !== '' ? { seed: this.seed } : {}),
      ...(this.players > 0 ? { players: this.players } : {}),
    });
    this.linkTooLong = fragment.length > MAX_FRAGMENT ? fragment.length : 0;
    this.link = `${location.origin}${location.pathname}#${fragment}`;
    this.panel = 'link';
  }

  /**
   * The files a link carries: the rule file, and the variants switched on or edited. A bundled
   * variant left as bundled and off is not carried (the page opening the link has it), which keeps
   * the links of the larger bundled games within MAX_FRAGMENT.
   */
  private sharedFiles(): readonly RuleFile[] {
    const bundled = new Map((bundledGame(this.game)?.variants ?? []).map((v) => [v.file, v.text]));
    return this.files.filter((f, i) => i === 0 || this.variants.includes(f.file) || bundled.get(f.file) !== f.text);
  }

  private async copy(): Promise<void> {
    const input = this.renderRoot.querySelector<HTMLInputElement>('.link input');
    input?.select();
    try {
      await navigator.clipboard.writeText(this.link);
      this.notice = { tone: 'good', lines: ['The share link is copied.'] };
    } catch {
      this.notice = { tone: 'bad', lines: ['The browser did not let the page copy: the link is selected, copy it with Ctrl+C.'] };
    }
  }

  private baseName(): string {
    const main = this.files[0]?.file ?? 'game.yaml';
    return this.game || main.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  }

  private saveRecord(): void {
    const h = this.holder;
    if (!h?.rules || !h.state) return;
    const files = this.running ?? this.files;
    const variants = (this.running ?? []).slice(1).map((f) => f.file);
    download(`${this.baseName()}-seed-${h.state.seed}.record.json`, recordText(h.rules, h.state, files, variants), 'application/json');
  }

  private saveRules(): void {
    download(`${this.baseName()}-rules.zip`, rulesZip(this.files), 'application/zip');
  }

  private saveScenario(upTo: number): void {
    const h = this.holder;
    if (!h?.rules || !h.state) return;
    const files = this.running ?? this.files;
    const main = files[0]?.file ?? 'game.yaml';
    const built = buildScenario({
      rules: h.rules, state: h.state, upTo, expect: this.withExpect,
      rulesPath: `../${relativeTo(main, main)}`,
      variantPaths: files.slice(1).map((f) => `../${relativeTo(main, f.file)}`),
    });
    if (!built.ok) {
      this.notice = { tone: 'bad', lines: [`The scenario could not be made: ${built.message}`] };
      return;
    }
    download(`${this.baseName()}-${upTo}-moves.yaml`, built.scenario.text, 'application/yaml');
    this.notice = {
      tone: 'good',
      lines: [`Saved a scenario of ${upTo} move${upTo === 1 ? '' : 's'} (${built.scenario.deal === 'fixed' ? 'with the first deal written out' : "dealt by the game's seed"}${built.scenario.expectations ? ', with expectations' : ''}).`],
    };
  }

  private async imported(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const chosen = [...(input.files ?? [])];
    input.value = '';
    if (chosen.length === 0) return;
    const records = chosen.filter((f) => /\.json$/i.test(f.name));
    if (records.length > 0) {
      const [file] = records;
      if (records.length > 1 || chosen.length > 1 || file === undefined) {
        this.notice = { tone: 'bad', lines: ['Import one record (.json) at a time, or rule files (.yaml, .zip) without a record.'] };
        return;
      }
      const parsed = parseRecord(file.name, await file.text());
      if (!parsed.ok) {
        this.notice = { tone: 'bad', lines: [parsed.message] };
        return;
      }
      this.fire<ImportRecordDetail>('cs-import-record', { name: file.name, record: parsed.record });
      return;
    }
    const rules = importRuleFiles(await Promise.all(chosen.map(async (f) => ({ name: f.name, bytes: await bytesOf(f) }))));
    if (!rules.ok) {
      this.notice = { tone: 'bad', lines: [rules.message] };
      return;
    }
    this.fire<ImportRulesDetail>('cs-import-rules', { files: rules.files });
  }

  private fire<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-share': CsShare;
  }
}
