// <cs-timeline>: the bar above the table for moving through the game: undo and redo (your move and
// the bots' after it), where you are looking when you look back at an earlier move ("viewing move
// k of n", back to now, continue from here), and what the last "keep playing" replay said.
// Fires cs-undo, cs-redo, cs-now, cs-branch, cs-unkeep and cs-dismiss.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('cs-timeline')
export class CsTimeline extends LitElement {
  static override styles = css`
    :host { display: block; margin-bottom: 8px; }
    .bar { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; font-size: 13px; }
    button { font: inherit; font-size: 13px; padding: 3px 9px; border-radius: 6px; border: 1px solid var(--cs-line, #d0d7de); background: #f6f8fa; cursor: pointer; }
    button:disabled { opacity: 0.45; cursor: default; }
    .moves { color: var(--cs-muted, #57606a); }
    .viewing { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; margin-top: 6px; padding: 6px 10px; border-radius: 6px;
      background: #fff8c5; border: 1px solid #d4a72c; font-weight: 600; }
    .viewing button { font-weight: 400; }
    .viewing button.branch { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; }
    .note { margin-top: 6px; padding: 6px 10px; border-radius: 6px; font-size: 13px; background: #ddf4ff; border: 1px solid #54aeff; }
    .note.stopped { background: #fff1f0; border-color: #f5c2c0; }
    .note button { margin-left: 6px; font-size: 12px; padding: 1px 6px; }
    .bad { color: #b42318; }
    kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--cs-line, #d0d7de); border-radius: 3px; padding: 0 3px; background: #fff; }
  `;

  /** Moves made so far. */
  @property({ type: Number }) moves = 0;
  /** The move looked at (0: the start), or -1: now. */
  @property({ type: Number }) viewing = -1;
  @property({ type: Boolean, attribute: 'can-undo' }) canUndo = false;
  @property({ type: Boolean, attribute: 'can-redo' }) canRedo = false;
  /** What the last replay under new rules said, or ''. */
  @property() note = '';
  /** Whether that replay stopped at a move the new rules refuse. */
  @property({ type: Boolean, attribute: 'note-stopped' }) noteStopped = false;
  /** Whether the game before that replay can be brought back. */
  @property({ type: Boolean, attribute: 'can-unkeep' }) canUnkeep = false;
  /** Why the last autosave failed, or ''. */
  @property() saveProblem = '';

  override render() {
    return html`<div class="bar">
        <button type="button" data-action="undo" ?disabled=${!this.canUndo} title="Undo your last move and the bots' after it (Ctrl+Z)"
          @click=${() => this.fire('cs-undo')}>↶ Undo</button>
        <button type="button" data-action="redo" ?disabled=${!this.canRedo} title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          @click=${() => this.fire('cs-redo')}>↷ Redo</button>
        <span class="moves">${this.moves} move${this.moves === 1 ? '' : 's'} · click a log entry to see the table then</span>
        ${this.saveProblem ? html`<span class="bad" role="status">Autosave: ${this.saveProblem}</span>` : nothing}
      </div>
      ${this.viewing >= 0
        ? html`<div class="viewing" role="status" data-viewing=${this.viewing}>
            <span>Viewing move ${this.viewing} of ${this.moves}${this.viewing === 0 ? ' (the start)' : ''} — read-only</span>
            <button type="button" data-action="now" title="Esc" @click=${() => this.fire('cs-now')}>Back to now</button>
            <button type="button" class="branch" data-action="branch" @click=${() => this.fire('cs-branch')}>Continue from here</button>
          </div>`
        : nothing}
      ${this.note
        ? html`<div class="note ${this.noteStopped ? 'stopped' : ''}" role="status" data-note>${this.note}${this.canUnkeep
            ? html`<button type="button" data-action="unkeep" title="The game and rules as they were before keep playing; the editor keeps its text"
                @click=${() => this.fire('cs-unkeep')}>Back to the game before</button>` : nothing}<button type="button" aria-label="dismiss"
            @click=${() => this.fire('cs-dismiss')}>✕</button></div>`
        : nothing}`;
  }

  private fire(name: string): void {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-timeline': CsTimeline;
  }
}
