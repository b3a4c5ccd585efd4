// <cs-log>: the game's log, one line per event as the runtime's formatter writes them (what you may
// see of it), the newest last and kept in view. It is also the game's timeline: each line is a
// button (cs-log-pick, the line's index) to see the table as it was then; while looking back, the
// line looked at is marked and the later ones are dimmed.
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
    li.later { opacity: 0.45; }
    li.at button { background: #fff8c5; outline: 1px solid #d4a72c; }
    button { all: unset; display: block; width: 100%; cursor: pointer; border-radius: 3px; white-space: pre-wrap; overflow-wrap: anywhere; }
    button:hover { background: #eaeef2; }
    button:focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); }
  `;

  @property({ attribute: false }) lines: readonly string[] = [];
  /** While looking back: the lines the table shown has (the later ones are dimmed), or -1: now. */
  @property({ type: Number }) upTo = -1;
  @query('ol') private list!: HTMLOListElement;

  override render() {
    const back = this.upTo >= 0;
    return html`<h2>Log</h2><ol aria-label="the log" aria-live="polite">${this.lines.map((l, i) => {
      const kind = /^round \d+ begins/i.test(l) ? 'round' : /^You\b/.test(l) ? 'you' : '';
      const when = !back ? '' : i >= this.upTo ? 'later' : i === this.upTo - 1 ? 'at' : '';
      return html`<li class="${kind} ${when}" data-line=${i}><button type="button" title="See the table after this"
        @click=${() => this.pick(i)}>${l}</button></li>`;
    })}</ol>`;
  }

  override updated(changed: Map<string, unknown>): void {
    // Keep the newest line in view, except while looking back (then keep the line looked at).
    if (this.upTo < 0) this.list.scrollTop = this.list.scrollHeight;
    else if (changed.has('upTo')) this.list.querySelector('li.at')?.scrollIntoView({ block: 'nearest' });
  }

  private pick(line: number): void {
    this.dispatchEvent(new CustomEvent<number>('cs-log-pick', { detail: line, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-log': CsLog;
  }
}
