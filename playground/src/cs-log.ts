// <cs-log>: the game's log, one line per event as the runtime's formatter writes them (what you may
// see of it), the newest last and kept in view.
import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';

@customElement('cs-log')
export class CsLog extends LitElement {
  static override styles = css`
    :host { display: flex; flex-direction: column; height: var(--cs-log-height, 180px); min-height: 0; }
    h2 { font-size: 13px; margin: 0 0 4px; color: var(--cs-muted, #57606a); font-weight: 600; }
    ol { list-style: none; margin: 0; padding: 4px 6px; overflow: auto; flex: 1; min-height: 0;
      font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; }
    li.round { font-weight: 700; margin-top: 4px; }
    li.you { color: #0b4ea2; }
  `;

  @property({ attribute: false }) lines: readonly string[] = [];
  @query('ol') private list!: HTMLOListElement;

  override render() {
    return html`<h2>Log</h2><ol aria-label="the log" aria-live="polite">${this.lines.map((l) => html`<li class=${/^round \d+ begins/i.test(l) ? 'round' : /^You\b/.test(l) ? 'you' : ''}>${l}</li>`)}</ol>`;
  }

  override updated(): void {
    this.list.scrollTop = this.list.scrollHeight;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-log': CsLog;
  }
}
