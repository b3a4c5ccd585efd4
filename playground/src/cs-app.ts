// <cs-app>: the playground. The rules on the left (the editor, loaded lazily: the table works before
// it arrives), the table on the right. Every edit is compiled in a worker; its diagnostics become
// the editor's markers, and a valid edit offers a restart with the new rules while the game in
// play goes on. Renders in light DOM, so the editor inside it does too (see cs-editor.ts).
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { OptionChoices, SourceFile } from '../../grammar/compile.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';
import { prepareRules, type GameState, type Move, type Rules, type Value } from './runtime.js';
import { BUNDLED_GAMES, bundledGame, titleOf, type BundledGame } from './bundled-games.js';
import { CompilerClient, type Compiled } from './compiler-client.js';
import type { Sources } from './compiler-protocol.js';
import { GameHolder, type GameSettings, type SeatKind, type Viewer } from './game-holder.js';
import { settingsFromUrl } from './settings-from-url.js';
import type { NewGameDetail } from './cs-new-game.js';
import type { EditDetail } from './cs-editor.js';
import './cs-new-game.js';
import './cs-table.js';
import './cs-timeline.js';
import { Autosave, type SavedGame, type Store } from './autosave.js';
import { keepPlaying, replayRecord, recordOfRunning, type Running } from './live-rules.js';
import { moveOfLogLine } from './timeline.js';
import { guardTable, type RenderErrorDetail } from './table-guard.js';

guardTable();

/** The page's localStorage, or null where the browser keeps none (or refuses it). */
function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The texts compiled from sources: the rule file, then each variant (replayOnto's `texts`). */
const textsOf = (s: Sources): string[] => [s.main.text, ...s.variants.map((v) => v.text)];

/** What recordOf needs of the sources a game runs on. */
const runningOf = (s: Sources): Omit<Running, 'rules' | 'state'> => ({
  main: s.main.file, variants: s.variants.map((v) => v.file), files: [s.main, ...s.variants].map((f) => ({ path: f.file, text: f.text })),
});

/** A saved record's own rule texts as sources, or null when the record keeps no texts. */
function sourcesOfRecord(g: SavedGame): Sources | null {
  const files = g.record.files;
  const main = files?.[g.record.rules];
  if (files === undefined || main === undefined) return null;
  const variants = g.record.variants.map((v) => ({ file: v, text: files[v] }));
  return variants.every((v) => v.text !== undefined)
    ? { main: { file: g.record.rules, text: main }, variants: variants as { file: string; text: string }[] } : null;
}

/**
 * Autosave waits this long after a change, so a burst of bot moves costs one save; at least five
 * times as long as the last save took (a record is written by replaying the game: ~30-100 ms for a
 * whole bundled game), so saving never takes more than a sixth of the page's time. `pagehide` saves at once.
 */
const SAVE_DELAY = 300;
import './cs-seat-switcher.js';
import './cs-bot-controls.js';
import './cs-curtain.js';
import './cs-share.js';
import type { ImportRecordDetail, ImportRulesDetail, ShareNotice } from './cs-share.js';
import { decodeShare, isShareFragment, type SharePayload } from './share-link.js';
import { recordFiles, replayRecord as replayImported, type RuleFile } from './export-import.js';
import { placeFiles } from './place-files.js';
import type { GameRecord } from './runtime.js';

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
  @state() private compiled: { readonly def: GameDef; readonly key: string; readonly sources: Sources } | null = null;
  @state() private runningKey: string | null = null;
  /** The sources of the game in play (for its record). */
  private runningSources: Sources | null = null;
  /** What the last "keep playing" said, and whether a move stopped it. */
  @state() private liveNote = '';
  @state() private liveStopped = false;
  /** The game as it was before the last "keep playing", to go back to. */
  @state() private beforeKeep: { readonly rules: Rules; readonly states: readonly GameState[]; readonly settings: GameSettings; readonly sources: Sources; readonly key: string | null } | null = null;
  @state() private saveProblem = '';
  /** A table element that could not be drawn, and why. */
  @state() private tableCrash: string | null = null;
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
  private readonly autosave = new Autosave(browserStore());
  /** A saved game to bring back once its rules are compiled. */
  private restoring: SavedGame | null = null;
  /** Set while the saved game's own rules (older than the editor's) are being compiled. */
  private restoringSources: Sources | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private filesDirty = false;
  private saveDelay = SAVE_DELAY;
  private gameDirty = false;
  /** A record being imported: replayed once its rules have compiled. */
  private pendingRecord: ImportRecordDetail | null = null;

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.holder.addEventListener('change', this.onGameChange);
    document.addEventListener('keydown', this.onKey);
    window.addEventListener('pagehide', this.saveNow);
    this.addEventListener('cs-render-error', this.onRenderError);
    this.compiler ??= new CompilerClient((r) => this.onCompiled(r));
    if (this.gameId === '') {
      const s = settingsFromUrl(location.search);
      const q = new URLSearchParams(location.search);
      const saved = this.autosave.loadGame();
      const game = q.has('game') ? s.game : (bundledGame(this.autosave.loadLast() ?? '') ? (this.autosave.loadLast() ?? s.game) : s.game);
      // The saved game comes back unless the link asks for another game, seed or player count.
      const fits = saved !== null && saved.game === game && (!q.has('seed') || q.get('seed')?.trim() === saved.record.seed)
        && (s.players === null || s.players === saved.players);
      this.players = fits ? saved.players : s.players;
      this.seed = fits ? saved.record.seed : s.seed;
      this.botDelay = s.botDelay;
      this.restoring = fits ? saved : null;
      // A share link wins over the saved game.
      if (!this.openShared()) this.pick(game, fits ? saved.variants : []);
      else this.restoring = null;
    }
    window.addEventListener('hashchange', this.onHashChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.holder.removeEventListener('change', this.onGameChange);
    document.removeEventListener('keydown', this.onKey);
    window.removeEventListener('pagehide', this.saveNow);
    this.removeEventListener('cs-render-error', this.onRenderError);
    this.saveNow();
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
    const active = this.files.find((f) => f.file === this.activeFile) ?? this.files[0];
    const bundledText = active === undefined ? undefined : this.bundledTexts()[active.file];
    const edited = active !== undefined && bundledText !== undefined && bundledText !== active.text;
    return html`
      <header class="cs-bar">
        <button type="button" class="cs-skip" data-action="skip-to-table" @click=${() => this.querySelector<HTMLElement>('.cs-play')?.focus()}>Skip to the table</button>
        <h1>Cardsmith <span>playground</span></h1>
        <cs-new-game .games=${this.gameList()} game=${this.gameId} min=${def?.players.min ?? 2} max=${def?.players.max ?? 6}
          players=${this.playerCount(def)} seed=${this.seed} bot-delay=${this.botDelay} .variants=${this.variants}
          .seats=${this.seats} .optionDefs=${def?.options ?? []} .options=${this.options}
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
              ? html`<button type="button" class="cs-restart" @click=${() => this.restart()}>Restart with the new rules</button>
                ${this.holder.state !== null ? html`<button type="button" class="cs-keep" @click=${() => this.keepPlaying()}
                  title="Replay this game's seed and moves under the new rules, up to the first move they refuse">Keep playing</button>` : nothing}` : nothing}
            ${edited ? html`<button type="button" class="cs-reset" data-file=${active.file} @click=${() => this.resetFile(active.file)}
              title="Put back the bundled text of this file">Reset to bundled</button>` : nothing}
          </div>
          <cs-share .files=${this.files} .variants=${this.variants} .running=${this.runningFiles} .holder=${this.holder} game=${this.gameId}
            seed=${this.seed} players=${this.playerCount(def)} tick=${this.tick} .notice=${this.shareNotice}
            @cs-import-record=${(e: CustomEvent<ImportRecordDetail>) => this.importRecord(e.detail)}
            @cs-import-rules=${(e: CustomEvent<ImportRulesDetail>) => this.importRules(e.detail.files)}></cs-share>
          ${this.editorReady
            ? html`<cs-editor .files=${this.files} .compiler=${this.compiler} active=${this.activeFile} .diagnosticsFor=${this.diagnosticsFor} .diagnostics=${this.diagnostics}
                @cs-edit=${(e: CustomEvent<EditDetail>) => this.edited(e.detail)}
                @cs-active=${(e: CustomEvent<string>) => (this.activeFile = e.detail)}
                @cs-pick-game=${(e: CustomEvent<string>) => this.pick(e.detail)}
                @cs-new-from-template=${(e: CustomEvent<readonly SourceFile[]>) => this.fromTemplate(e.detail)}></cs-editor>`
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
            : v !== null ? this.table(v) : nothing}
        </section>
      </main>`;
  }

  /** The table, and the timeline above it; a throw while drawing it shows a message and keeps the editor. */
  private table(v: NonNullable<GameHolder['view']>) {
    try {
      const t = this.holder.timeline;
      const viewed = t.viewed;
      const counts = this.holder.logCounts();
      const decision = this.holder.decision;
      return html`<cs-timeline moves=${t.moves} viewing=${viewed ?? -1} ?can-undo=${t.canUndo} ?can-redo=${t.canRedo}
          note=${this.liveNote} ?note-stopped=${this.liveStopped} ?can-unkeep=${this.beforeKeep !== null} .saveProblem=${this.saveProblem}
          @cs-unkeep=${() => this.unkeep()}
          @cs-undo=${() => this.undo()} @cs-redo=${() => this.redo()} @cs-now=${() => this.holder.backToNow()}
          @cs-branch=${() => this.holder.branch()} @cs-dismiss=${() => (this.liveNote = '')}></cs-timeline>
        ${this.tableCrash ? html`<p class="cs-bad cs-crash" role="alert">${this.tableCrash} The rules and your edits are kept: undo, go back to now, or start a new game.</p>` : nothing}
        <cs-table class=${viewed !== null ? 'cs-past' : ''} .view=${v} .decision=${decision} .example=${this.holder.moveExample(decision)} .playing=${this.holder.playing} ?designer=${v.designer}
          .seatKinds=${this.holder.seats} .explain=${this.explain} .labels=${this.holder.labels} .log=${this.holder.nowLog()}
          log-up-to=${viewed === null ? -1 : (counts[viewed] ?? 0)}
          refusal=${this.refusal ?? ''} stopped=${this.holder.stopped ?? ''} ?by-rank=${this.holder.rules?.def.round.play.kind === 'climbing'}
          @cs-move=${(e: CustomEvent<Move>) => this.tried(this.holder.play(e.detail))}
          @cs-play-cards=${(e: CustomEvent<readonly string[]>) => this.tried(this.holder.playCards(e.detail))}
          @cs-typed=${(e: CustomEvent<string>) => this.tried(this.holder.playText(e.detail))}
          @cs-log-pick=${(e: CustomEvent<number>) => this.lookBack(e.detail, counts)}></cs-table>`;
    } catch (err) {
      return html`<p class="cs-bad cs-crash" role="alert">The table could not be drawn (${err instanceof Error ? err.message : String(err)}).
        The rules and your edits are kept: undo, or start a new game.</p>`;
    }
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
    this.tableCrash = null;
    this.gameDirty = true;
    this.scheduleSave();
  };

  private readonly onRenderError = (e: Event): void => {
    const d = (e as CustomEvent<RenderErrorDetail>).detail;
    this.tableCrash = `Part of the table (${d.element}) could not be drawn: ${d.message}.`;
  };

  /** Ctrl+Z (Cmd+Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes, Esc goes back to now; not while typing (the editor has its own undo). */
  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0];
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
      || (target instanceof HTMLElement && (target.isContentEditable || target.closest('cs-editor') !== null))) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && key === 'z') {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
    } else if (mod && key === 'y') {
      e.preventDefault();
      this.redo();
    } else if (e.key === 'Escape' && this.holder.timeline.viewed !== null) {
      this.holder.backToNow();
    }
  };

  private undo(): void {
    this.refusal = null;
    this.holder.undo();
  }

  private redo(): void {
    this.refusal = null;
    this.holder.redo();
  }

  /** A log line clicked: the table after the move that wrote it (the latest move: now). */
  private lookBack(line: number, counts: readonly number[]): void {
    const k = moveOfLogLine(counts, line);
    if (k < 0) return;
    this.refusal = null;
    if (k >= this.holder.timeline.moves) this.holder.backToNow();
    else this.holder.viewMove(k);
  }

  /** The bundled texts of the game's files, by path. */
  private bundledTexts(): Record<string, string> {
    const g = bundledGame(this.gameId);
    return g === undefined ? {} : Object.fromEntries([g.file, ...g.variants].map((f) => [f.file, f.text]));
  }

  private resetFile(file: string): void {
    const text = this.bundledTexts()[file];
    if (text === undefined) return;
    if (!window.confirm(`Reset ${file.replace(/^.*\//, '')} to its bundled text? Your edits to it are lost.`)) return;
    this.files = this.files.map((f) => (f.file === file ? { file, text } : f));
    this.filesDirty = true;
    this.saveNow();
    this.compile(true);
  }

  private scheduleSave(): void {
    if (this.saveTimer === undefined) this.saveTimer = setTimeout(this.saveNow, this.saveDelay);
  }

  /** Saves what changed: the files' texts, the game in progress (its record). */
  private readonly saveNow = (): void => {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const started = performance.now();
    const problems: string[] = [];
    if (this.filesDirty && this.gameId !== '') {
      this.filesDirty = false;
      const p = this.autosave.saveFiles(this.gameId, this.files, this.bundledTexts());
      if (p !== null) problems.push(`the rules ${p}`);
    }
    if (this.gameDirty) {
      this.gameDirty = false;
      const { rules, state, settings } = this.holder;
      const src = this.runningSources;
      const record = rules && state && src ? recordOfRunning({ rules, state, ...runningOf(src) }) : null;
      if (record !== null && settings !== null) {
        const p = this.autosave.saveGame({ game: this.gameId, record, players: settings.players, variants: src?.variants.map((v) => v.file) ?? [], botDelay: settings.botDelay });
        if (p !== null) problems.push(`the game ${p}`);
      }
    }
    if (problems.length > 0 || this.saveProblem !== '') this.saveProblem = problems.join('; ');
    this.saveDelay = Math.max(SAVE_DELAY, 5 * (performance.now() - started));
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

  private pick(id: string, variants: readonly string[] = []): void {
    const game = bundledGame(id);
    if (game === undefined) return;
    this.saveNow();
    this.gameId = id;
    this.autosave.saveLast(id);
    // The edits kept from an earlier visit, over the bundled texts.
    const saved = this.autosave.loadFiles(id);
    this.files = [game.file, ...game.variants].map((f) => ({ file: f.file, text: saved[f.file] ?? f.text }));
    this.activeFile = game.file.file;
    this.variants = variants;
    this.options = {};
    this.liveNote = '';
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
    if (this.compiled?.key === key) this.start(this.compiled.def, key, this.compiled.sources);
    else {
      this.startWhenCompiled = true;
      this.compile(true);
    }
  }

  private restart(): void {
    if (this.compiled !== null) this.start(this.compiled.def, this.compiled.key, this.compiled.sources);
  }

  /** The game in play, replayed under the rules just compiled up to the first move they refuse, and played on from there. */
  private keepPlaying(): void {
    const c = this.compiled;
    const { rules, state, settings } = this.holder;
    const src = this.runningSources;
    if (c === null || rules === null || state === null || settings === null || src === null) return;
    const next = prepareRules(c.def);
    const r = keepPlaying({ rules, state, ...runningOf(src) }, next, textsOf(c.sources));
    this.refusal = null;
    this.liveNote = r.message;
    this.liveStopped = !r.ok || r.report.stopped !== null;
    if (!r.ok) return;
    this.beforeKeep = { rules, states: [...this.holder.timeline.states], settings, sources: src, key: this.runningKey };
    this.holder.adopt(next, r.states, settings);
    this.runningKey = c.key;
    this.runningSources = c.sources;
  }

  /** Back to the game and rules as they were before the last "keep playing" (the editor keeps its text). */
  private unkeep(): void {
    const b = this.beforeKeep;
    if (b === null) return;
    this.beforeKeep = null;
    this.holder.adopt(b.rules, b.states, b.settings);
    this.runningKey = b.key;
    this.runningSources = b.sources;
    this.liveNote = `Back to the game under the rules it had before, at move ${b.states.length - 1}.`;
    this.liveStopped = false;
  }

  private start(def: GameDef, key: string, sources: Sources): void {
    const players = this.playerCount(def);
    const problem = this.holder.start(def, { players, seed: this.seed, botDelay: this.botDelay, seats: this.seats, options: this.options });
    this.startError = problem === null ? null : `The game cannot start: ${problem}`;
    if (problem === null) {
      this.runningKey = key;
      this.runningSources = sources;
      this.runningFiles = this.filesOfKey(key);
      this.liveNote = '';
      this.beforeKeep = null;
    }
    this.refusal = null;
  }

  /** Brings back a saved game on the rules compiled from its own texts; false when it no longer replays whole. */
  private restore(saved: SavedGame, def: GameDef, key: string, sources: Sources): boolean {
    const rules = prepareRules(def);
    const r = replayRecord(saved.record, rules, textsOf(sources));
    if (!r.ok || r.report.stopped !== null) return false;
    this.holder.adopt(rules, r.states, { players: saved.players, seed: saved.record.seed, botDelay: this.botDelay });
    this.runningKey = key;
    this.runningSources = sources;
    this.startError = null;
    this.liveNote = `Restored the game saved in this browser, at move ${r.states.length - 1}.`;
    this.beforeKeep = null;
    this.liveStopped = false;
    return true;
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

  /** The bundled games, and the game of the open files when it is none of them (one from the template). */
  private gameList(): readonly BundledGame[] {
    const [main, ...variants] = this.files;
    if (main === undefined || bundledGame(this.gameId) !== undefined) return BUNDLED_GAMES;
    return [{ id: this.gameId, title: titleOf(main.text) ?? this.gameId, file: main, variants }, ...BUNDLED_GAMES];
  }

  /** A new game from the template (the editor's file picker): its own folder, compiled and started. */
  private fromTemplate(files: readonly SourceFile[]): void {
    this.saveNow();
    this.gameId = /^rules\/([^/]+)\//.exec(files[0]?.file ?? '')?.[1] ?? 'new-game';
    this.files = files;
    this.activeFile = files[0]?.file ?? '';
    this.variants = [];
    this.options = {};
    this.liveNote = '';
    this.refusal = null;
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
    const r = replayImported(def, d.record as GameRecord, files.map((f) => f.text), d.name);
    if (r.state !== null) {
      // The imported game gets undo and the timeline like any other.
      this.holder.adopt(prepareRules(def), r.report.states, { players: r.state.names.length, seed: d.record.seed, botDelay: this.botDelay });
      this.runningKey = key;
      this.runningFiles = files;
      if (this.compiled?.key === key) this.runningSources = this.compiled.sources;
      this.startError = null;
    }
    this.shareNotice = { tone: r.complete ? 'good' : 'bad', lines: r.lines };
  }

  private edited(e: EditDetail): void {
    this.files = this.files.map((f) => (f.file === e.file ? { file: f.file, text: e.text } : f));
    this.filesDirty = true;
    this.scheduleSave();
    this.compile(false, e.at);
  }

  private compile(now: boolean, at = 0): void {
    this.compiling = true;
    this.compiler?.compile(this.sources(), now, at);
  }

  private onCompiled(r: Compiled): void {
    // The saved game's own (older) rules: bring the game back on them, then check the editor's.
    if (this.restoringSources !== null && keyOf(r.sources) === keyOf(this.restoringSources)) {
      const saved = this.restoring;
      this.restoring = null;
      this.restoringSources = null;
      this.startWhenCompiled = !(saved !== null && r.def !== null && this.restore(saved, r.def, keyOf(r.sources), r.sources));
      this.compile(true);
      return;
    }
    this.compiling = false;
    this.failure = r.failure ?? null;
    this.compileMs = r.ms;
    this.diagnosticsFor = r.requestedAt;
    this.diagnostics = r.diagnostics;
    const key = keyOf(r.sources);
    this.compiled = r.def !== null ? { def: r.def, key, sources: r.sources } : null;
    if (this.pendingRecord !== null) {
      this.replayPending(r.def, key);
      return;
    }
    if (this.restoring !== null) {
      const saved = this.restoring;
      const own = sourcesOfRecord(saved);
      if (own !== null && keyOf(own) !== key) {
        // The game ran on rules older than the editor's texts: compile those first.
        this.restoringSources = own;
        this.compiler?.compile(own, true);
        return;
      }
      this.restoring = null;
      if (r.def !== null && this.restore(saved, r.def, key, r.sources)) this.startWhenCompiled = false;
    }
    if (this.startWhenCompiled) {
      this.startWhenCompiled = false;
      if (r.def !== null) this.start(r.def, key, r.sources);
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
