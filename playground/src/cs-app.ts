// <cs-app>: the playground. The rules on the left (the editor, loaded lazily: the table works before
// it arrives), the table on the right. Every edit is compiled in a worker; its diagnostics become
// the editor's markers, and a valid edit offers a restart with the new rules while the game in
// play goes on. Renders in light DOM, so the editor inside it does too (see cs-editor.ts).
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';
import type { Move } from './runtime.js';
import { BUNDLED_GAMES, bundledGame } from './bundled-games.js';
import { CompilerClient, type Compiled } from './compiler-client.js';
import type { Sources } from './compiler-protocol.js';
import { GameHolder } from './game-holder.js';
import { settingsFromUrl } from './settings-from-url.js';
import type { NewGameDetail } from './cs-new-game.js';
import type { EditDetail } from './cs-editor.js';
import './cs-new-game.js';
import './cs-table.js';
import './cs-share.js';
import type { ImportRecordDetail, ImportRulesDetail, ShareNotice } from './cs-share.js';
import { decodeShare, isShareFragment, type SharePayload } from './share-link.js';
import { recordFiles, replayRecord, type RuleFile } from './export-import.js';
import { placeFiles } from './place-files.js';
import type { GameRecord } from './runtime.js';

const PREFERRED_PLAYERS = 4;

/** The text that identifies what was compiled: the files and their texts. */
const keyOf = (s: Sources): string => JSON.stringify([s.main, s.variants]);

@customElement('cs-app')
export class CsApp extends LitElement {
  @state() private gameId = '';
  /** The game's files as edited: the rule file first, then its variants. */
  @state() private files: readonly SourceFile[] = [];
  @state() private activeFile = '';
  @state() private variants: readonly string[] = [];
  @state() private players: number | null = null;
  @state() private seed = '1';
  @state() private botDelay = 350;
  @state() private diagnostics: readonly Diagnostic[] = [];
  @state() private compileMs = 0;
  @state() private compiling = true;
  @state() private failure: string | null = null;
  /** The latest compile's game, when it had no errors, and what it was compiled from. */
  @state() private compiled: { readonly def: GameDef; readonly key: string } | null = null;
  @state() private runningKey: string | null = null;
  @state() private startError: string | null = null;
  @state() private refusal: string | null = null;
  @state() private editorReady = false;
  /** The files the game in play was compiled from (its record keeps them). */
  @state() private runningFiles: readonly RuleFile[] | null = null;
  /** What <cs-share> tells: an import's outcome. */
  @state() private shareNotice: ShareNotice | null = null;
  /** What became of the share link the page was opened with (a banner under the bar, seen at any width). */
  @state() private linkNotice: ShareNotice | null = null;
  /** Counts the game's changes: the table is drawn again after each. */
  @state() private tick = 0;

  private readonly holder = new GameHolder();
  private compiler: CompilerClient | null = null;
  private startWhenCompiled = true;
  private diagnosticsFor = 0;
  private playableMarked = false;
  private editorRequested = false;
  /** A record being imported: replayed once its rules have compiled. */
  private pendingRecord: ImportRecordDetail | null = null;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.holder.addEventListener('change', this.onGameChange);
    this.compiler ??= new CompilerClient((r) => this.onCompiled(r));
    if (this.gameId === '') {
      const s = settingsFromUrl(location.search);
      this.players = s.players;
      this.seed = s.seed;
      this.botDelay = s.botDelay;
      if (!this.openShared()) this.pick(s.game);
    }
    window.addEventListener('hashchange', this.onHashChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.holder.removeEventListener('change', this.onGameChange);
    window.removeEventListener('hashchange', this.onHashChange);
    this.holder.stop();
    this.compiler?.dispose();
    this.compiler = null;
  }

  override render() {
    const game = bundledGame(this.gameId);
    const def = this.compiled?.def ?? this.holder.rules?.def;
    const v = this.holder.view;
    const errors = this.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = this.diagnostics.length - errors;
    const changed = this.compiled !== null && this.compiled.key !== this.runningKey;
    return html`
      <header class="cs-bar">
        <h1>Cardsmith <span>playground</span></h1>
        <cs-new-game .games=${BUNDLED_GAMES} game=${this.gameId} min=${def?.players.min ?? 2} max=${def?.players.max ?? 6}
          players=${this.playerCount(def)} seed=${this.seed} bot-delay=${this.botDelay} .variants=${this.variants}
          @cs-pick-game=${(e: CustomEvent<string>) => this.pick(e.detail)}
          @cs-new-game=${(e: CustomEvent<NewGameDetail>) => this.newGame(e.detail)}></cs-new-game>
      </header>
      ${this.linkNotice ? html`<div class="cs-link-notice ${this.linkNotice.tone}" role=${this.linkNotice.tone === 'bad' ? 'alert' : 'status'}>
          ${this.linkNotice.lines.map((l) => html`<span>${l}</span> `)}<button type="button" aria-label="dismiss" @click=${() => (this.linkNotice = null)}>×</button></div>` : nothing}
      <main class="cs-main">
        <section class="cs-rules" aria-label="the rules">
          <div class="cs-status" data-errors=${errors}>
            ${this.failure ? html`<span class="cs-bad" role="alert">${this.failure}</span>`
              : this.compiling ? html`<span>Checking…</span>`
              : errors > 0 ? html`<span class="cs-bad">✗ ${errors} error${errors === 1 ? '' : 's'}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}: the game in play goes on with the last rules that compiled</span>`
              : html`<span class="cs-good">✓ the rules compile${warnings > 0 ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''} · ${Math.round(this.compileMs)} ms</span>`}
            ${changed && errors === 0 && !this.compiling
              ? html`<button type="button" class="cs-restart" @click=${() => this.restart()}>Restart with the new rules</button>` : nothing}
          </div>
          <cs-share .files=${this.files} .variants=${this.variants} .running=${this.runningFiles} .holder=${this.holder} game=${this.gameId}
            seed=${this.seed} players=${this.playerCount(def)} tick=${this.tick} .notice=${this.shareNotice}
            @cs-import-record=${(e: CustomEvent<ImportRecordDetail>) => this.importRecord(e.detail)}
            @cs-import-rules=${(e: CustomEvent<ImportRulesDetail>) => this.importRules(e.detail.files)}></cs-share>
          ${this.editorReady
            ? html`<cs-editor .files=${this.files} active=${this.activeFile} .diagnosticsFor=${this.diagnosticsFor} .diagnostics=${this.diagnostics}
                @cs-edit=${(e: CustomEvent<EditDetail>) => this.edited(e.detail)}
                @cs-active=${(e: CustomEvent<string>) => (this.activeFile = e.detail)}></cs-editor>`
            : html`<div class="cs-editor-loading">Loading the editor…</div>`}
          ${this.diagnostics.length > 0
            ? html`<ol class="cs-problems" aria-label="problems">${this.diagnostics.slice(0, 8).map((d) => html`<li class=${d.severity}>
                <span class="cs-where">${d.range.file.replace(/^.*\//, '')}:${d.range.start.line}:${d.range.start.column}</span> ${d.message} <span class="cs-code">${d.code}</span></li>`)}
                ${this.diagnostics.length > 8 ? html`<li>and ${this.diagnostics.length - 8} more</li>` : nothing}</ol>`
            : nothing}
        </section>
        <section class="cs-play" aria-label="the table">
          ${this.startError ? html`<p class="cs-bad" role="alert">${this.startError}</p>` : nothing}
          ${v === null && !this.startError ? html`<p>${game ? `Setting up ${game.title}…` : 'No game.'}</p>` : nothing}
          ${v !== null
            ? html`<cs-table .view=${v} .decision=${this.holder.decision} .labels=${this.holder.labels} .log=${this.holder.logOf(v)}
                refusal=${this.refusal ?? ''} stopped=${this.holder.stopped ?? ''} ?by-rank=${this.holder.rules?.def.round.play.kind === 'climbing'}
                @cs-move=${(e: CustomEvent<Move>) => this.tried(this.holder.play(e.detail))}
                @cs-play-cards=${(e: CustomEvent<readonly string[]>) => this.tried(this.holder.playCards(e.detail))}
                @cs-typed=${(e: CustomEvent<string>) => this.tried(this.holder.playText(e.detail))}></cs-table>`
            : nothing}
        </section>
      </main>`;
  }

  override updated(): void {
    if (!this.playableMarked && this.holder.view !== null && this.querySelector('cs-table') !== null) {
      this.playableMarked = true;
      performance.mark('cs-playable');
    }
  }

  private readonly onGameChange = (): void => {
    this.tick++;
  };

  private playerCount(def: GameDef | undefined): number {
    if (def === undefined) return this.players ?? PREFERRED_PLAYERS;
    const want = this.players ?? PREFERRED_PLAYERS;
    return Math.min(def.players.max, Math.max(def.players.min, want));
  }

  private sources(): Sources {
    const [main, ...others] = this.files;
    return { main: main ?? { file: 'game.yaml', text: '' }, variants: others.filter((f) => this.variants.includes(f.file)) };
  }

  private pick(id: string): void {
    const game = bundledGame(id);
    if (game === undefined) return;
    this.gameId = id;
    this.files = [game.file, ...game.variants];
    this.activeFile = game.file.file;
    this.variants = [];
    this.refusal = null;
    this.startWhenCompiled = true;
    this.compile(true);
  }

  private newGame(d: NewGameDetail): void {
    this.players = d.players;
    this.seed = d.seed;
    this.botDelay = d.botDelay;
    this.variants = d.variants;
    this.refusal = null;
    const key = keyOf(this.sources());
    if (this.compiled?.key === key) this.start(this.compiled.def, key);
    else {
      this.startWhenCompiled = true;
      this.compile(true);
    }
  }

  private restart(): void {
    if (this.compiled !== null) this.start(this.compiled.def, this.compiled.key);
  }

  private start(def: GameDef, key: string): void {
    const players = this.playerCount(def);
    const problem = this.holder.start(def, { players, seed: this.seed, botDelay: this.botDelay });
    this.startError = problem === null ? null : `The game cannot start: ${problem}`;
    if (problem === null) {
      this.runningKey = key;
      this.runningFiles = this.filesOfKey(key);
    }
    this.refusal = null;
  }

  /** The files a compile key names (keyOf: the rule file, then the variants applied). */
  private filesOfKey(key: string): readonly RuleFile[] {
    const [main, variants] = JSON.parse(key) as [RuleFile, RuleFile[]];
    return [main, ...variants];
  }

  /** Opens the share link in the page's fragment, if there is one: true when it did (or tried and said why not). */
  private openShared(): boolean {
    if (!isShareFragment(location.hash)) return false;
    const r = decodeShare(location.hash);
    if (!r.ok) {
      this.linkNotice = { tone: 'bad', lines: [`Share link not opened: ${r.message}.`, 'The bundled game is loaded instead.'] };
      return false;
    }
    this.openPayload(r.payload);
    return true;
  }

  private readonly onHashChange = (): void => {
    if (isShareFragment(location.hash) && !this.openShared()) this.pick(settingsFromUrl(location.search).game);
  };

  private openPayload(p: SharePayload): void {
    const game = p.game !== undefined && bundledGame(p.game) !== undefined ? p.game : settingsFromUrl(location.search).game;
    this.gameId = game;
    // The bundled game's variants that the link does not carry (left as bundled and off) are there as usual.
    const carried = new Set(p.files.map((f) => f.file));
    this.files = [...p.files, ...(p.game === game ? (bundledGame(game)?.variants ?? []).filter((v) => !carried.has(v.file)) : [])];
    this.activeFile = p.files[0]?.file ?? '';
    this.variants = p.variants;
    if (p.seed !== undefined) this.seed = p.seed;
    if (p.players !== undefined) this.players = p.players;
    this.refusal = null;
    this.linkNotice = { tone: 'good', lines: [`Opened the rules of a share link: ${p.files.map((f) => f.file.replace(/^.*\//, '')).join(', ')}${p.variants.length > 0 ? ` (variants on: ${p.variants.map((v) => v.replace(/^.*\//, '')).join(', ')})` : ''}.`] };
    this.startWhenCompiled = true;
    this.compile(true);
  }

  private importRules(files: readonly RuleFile[]): void {
    const placed = placeFiles(files, false);
    if (placed.game !== null) this.gameId = placed.game;
    this.files = placed.files;
    this.activeFile = placed.files[0]?.file ?? '';
    this.variants = [];
    this.shareNotice = { tone: 'good', lines: [`Imported ${placed.files.length} rule file${placed.files.length === 1 ? '' : 's'}: ${placed.files.map((f) => f.file).join(', ')}.`] };
    this.startWhenCompiled = true;
    this.compile(true);
  }

  private importRecord(d: ImportRecordDetail): void {
    const kept = recordFiles(d.record);
    if (kept !== null) {
      const placed = placeFiles(kept);
      if (placed.game !== null) this.gameId = placed.game;
      this.files = placed.files;
      this.activeFile = placed.files[0]?.file ?? '';
      this.variants = d.record.variants.map((v) => placed.names.get(v) ?? v);
    }
    this.seed = d.record.seed;
    this.players = d.record.names.length;
    this.pendingRecord = d;
    this.startWhenCompiled = false;
    this.compile(true);
  }

  /** Replays the record being imported on the rules just compiled, and plays on from its last state. */
  private replayPending(def: GameDef | null, key: string): void {
    const d = this.pendingRecord;
    this.pendingRecord = null;
    if (d === null) return;
    if (def === null) {
      this.shareNotice = { tone: 'bad', lines: [`${d.name}: its rules have errors (see the problems below); the game in play goes on.`] };
      return;
    }
    const files = this.filesOfKey(key);
    const r = replayRecord(def, d.record as GameRecord, files.map((f) => f.text), d.name);
    if (r.state !== null) {
      this.holder.resume(def, { players: r.state.names.length, seed: d.record.seed, botDelay: this.botDelay }, r.state);
      this.runningKey = key;
      this.runningFiles = files;
      this.startError = null;
    }
    this.shareNotice = { tone: r.complete ? 'good' : 'bad', lines: r.lines };
  }

  private edited(e: EditDetail): void {
    this.files = this.files.map((f) => (f.file === e.file ? { file: f.file, text: e.text } : f));
    this.compile(false, e.at);
  }

  private compile(now: boolean, at = 0): void {
    this.compiling = true;
    this.compiler?.compile(this.sources(), now, at);
  }

  private onCompiled(r: Compiled): void {
    this.compiling = false;
    this.failure = r.failure ?? null;
    this.compileMs = r.ms;
    this.diagnosticsFor = r.requestedAt;
    this.diagnostics = r.diagnostics;
    const key = keyOf(r.sources);
    this.compiled = r.def !== null ? { def: r.def, key } : null;
    if (this.pendingRecord !== null) this.replayPending(r.def, key);
    if (this.startWhenCompiled) {
      this.startWhenCompiled = false;
      if (r.def !== null) this.start(r.def, key);
      else if (this.holder.view === null) this.startError = 'The rules have errors: fix them to start a game.';
    }
    this.loadEditor();
  }

  private tried(refusal: string | null): void {
    this.refusal = refusal;
  }

  /** The editor's chunk (Monaco) is fetched once the first game is on the table. */
  private loadEditor(): void {
    if (this.editorRequested) return;
    this.editorRequested = true;
    import('./cs-editor.js').then(
      () => (this.editorReady = true),
      (err: unknown) => (this.failure = `The editor could not load: ${err instanceof Error ? err.message : String(err)}`),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-app': CsApp;
  }
}
