// <cs-app>: the playground. The rules on the left (the editor, loaded lazily: the table works before
// it arrives), the table on the right. Every edit is compiled in a worker; its diagnostics become
// the editor's markers, and a valid edit offers a restart with the new rules while the game in
// play goes on. Renders in light DOM, so the editor inside it does too (see cs-editor.ts).
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { OptionChoices, SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';
import type { Move, Value } from './runtime.js';
import { BUNDLED_GAMES, bundledGame } from './bundled-games.js';
import { CompilerClient, type Compiled } from './compiler-client.js';
import type { Sources } from './compiler-protocol.js';
import { GameHolder, type SeatKind, type Viewer } from './game-holder.js';
import { settingsFromUrl } from './settings-from-url.js';
import type { NewGameDetail } from './cs-new-game.js';
import type { EditDetail } from './cs-editor.js';
import './cs-new-game.js';
import './cs-table.js';
import './cs-seat-switcher.js';
import './cs-bot-controls.js';
import './cs-curtain.js';

const PREFERRED_PLAYERS = 4;

/** The text that identifies what was compiled: the files and their texts. */
/** The option values that can choose a patch (the compiler takes words, numbers and booleans). */
const optionChoices = (o: Readonly<Record<string, Value>>): OptionChoices =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));

const keyOf = (s: Sources): string => JSON.stringify([s.main, s.variants, s.options ?? {}]);

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
  @state() private seats: readonly SeatKind[] = ['human'];
  @state() private options: Readonly<Record<string, Value>> = {};
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
  /** Counts the game's changes: the table is drawn again after each. */
  @state() private tick = 0;

  private readonly holder = new GameHolder();
  private compiler: CompilerClient | null = null;
  private startWhenCompiled = true;
  private diagnosticsFor = 0;
  private playableMarked = false;
  private editorRequested = false;

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
      this.pick(s.game);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.holder.removeEventListener('change', this.onGameChange);
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
        <button type="button" class="cs-skip" data-action="skip-to-table" @click=${() => this.querySelector<HTMLElement>('.cs-play')?.focus()}>Skip to the table</button>
        <h1>Cardsmith <span>playground</span></h1>
        <cs-new-game .games=${BUNDLED_GAMES} game=${this.gameId} min=${def?.players.min ?? 2} max=${def?.players.max ?? 6}
          players=${this.playerCount(def)} seed=${this.seed} bot-delay=${this.botDelay} .variants=${this.variants}
          .seats=${this.seats} .optionDefs=${def?.options ?? []} .options=${this.options}
          @cs-pick-game=${(e: CustomEvent<string>) => this.pick(e.detail)}
          @cs-new-game=${(e: CustomEvent<NewGameDetail>) => this.newGame(e.detail)}></cs-new-game>
      </header>
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
        <section class="cs-play" aria-label="the table" tabindex="-1">
          ${this.startError ? html`<p class="cs-bad" role="alert">${this.startError}</p>` : nothing}
          ${v === null && !this.startError ? html`<p>${game ? `Setting up ${game.title}…` : 'No game.'}</p>` : nothing}
          ${v !== null ? this.tableBar() : nothing}
          ${v !== null && this.holder.curtain !== null
            ? html`<cs-curtain name=${this.holder.curtain} @cs-reveal=${() => this.holder.reveal()}></cs-curtain>`
            : v !== null
            ? html`<cs-table .view=${v} .decision=${this.holder.decision} .playing=${this.holder.playing} ?designer=${v.designer} .seatKinds=${this.holder.seats}
                .explain=${this.explain} .labels=${this.holder.labels} .log=${this.holder.logOf(v)}
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

  /** The seat switcher and the bots' controls above the table. */
  private tableBar() {
    const h = this.holder;
    return html`<div class="cs-table-bar">
      <cs-seat-switcher .names=${h.state?.names ?? []} .seats=${h.seats} .viewer=${h.viewer}
        @cs-view-as=${(e: CustomEvent<Viewer>) => { this.refusal = null; h.setViewer(e.detail); }}></cs-seat-switcher>
      ${h.seats.some((k) => k !== 'human')
        ? html`<cs-bot-controls ?paused=${h.paused} ?bot-to-move=${h.botToMove} bot-delay=${h.settings?.botDelay ?? this.botDelay}
            @cs-pause=${(e: CustomEvent<boolean>) => h.setPaused(e.detail)} @cs-step=${() => h.step()}
            @cs-bot-speed=${(e: CustomEvent<number>) => { this.botDelay = e.detail; h.setBotDelay(e.detail); }}></cs-bot-controls>`
        : nothing}
    </div>`;
  }

  private readonly explain = (ids: readonly string[]): string | null => this.holder.whyNot(ids);

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
    return { main: main ?? { file: 'game.yaml', text: '' }, variants: others.filter((f) => this.variants.includes(f.file)), options: optionChoices(this.options) };
  }

  private pick(id: string): void {
    const game = bundledGame(id);
    if (game === undefined) return;
    this.gameId = id;
    this.files = [game.file, ...game.variants];
    this.activeFile = game.file.file;
    this.variants = [];
    this.options = {};
    this.refusal = null;
    this.startWhenCompiled = true;
    this.compile(true);
  }

  private newGame(d: NewGameDetail): void {
    this.players = d.players;
    this.seed = d.seed;
    this.botDelay = d.botDelay;
    this.variants = d.variants;
    this.seats = d.seats;
    this.options = d.options;
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
    const problem = this.holder.start(def, { players, seed: this.seed, botDelay: this.botDelay, seats: this.seats, options: this.options });
    this.startError = problem === null ? null : `The game cannot start: ${problem}`;
    if (problem === null) this.runningKey = key;
    this.refusal = null;
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
