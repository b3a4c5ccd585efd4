// <cs-bot-controls>: the bots' pace: pause and resume, one bot move at a time, and their speed.
// Fires cs-pause (detail: paused or not), cs-step, and cs-bot-speed (detail: milliseconds).
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { BOT_SPEEDS } from './cs-new-game.js';

@customElement('cs-bot-controls')
export class CsBotControls extends LitElement {
  static override styles = css`
    :host { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; flex-wrap: wrap; }
    button, select { font: inherit; font-size: 13px; padding: 3px 8px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; background: #fff; cursor: pointer; }
    button:disabled { opacity: 0.5; cursor: default; }
    button[aria-pressed='true'] { background: #fff1d6; border-color: #d4a72c; }
    :focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 1px; }
  `;

  @property({ type: Boolean }) paused = false;
  /** A bot is to move now (Step is useful). */
  @property({ type: Boolean, attribute: 'bot-to-move' }) botToMove = false;
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 350;

  override render() {
    return html`<button type="button" data-action="pause" aria-pressed=${this.paused ? 'true' : 'false'}
        @click=${() => this.emit('cs-pause', !this.paused)}>${this.paused ? 'Resume bots' : 'Pause bots'}</button>
      <button type="button" data-action="step" ?disabled=${!this.botToMove} title="one bot move" @click=${() => this.emit('cs-step', null)}>Step</button>
      <label>Speed <select aria-label="bot speed now" @change=${(e: Event) => this.emit('cs-bot-speed', Number((e.target as HTMLSelectElement).value))}>
        ${BOT_SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.botDelay}>${s.label}</option>`)}
      </select></label>`;
  }

  private emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-bot-controls': CsBotControls;
  }
}
