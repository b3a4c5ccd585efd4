// <cs-seat-switcher>: whom the screen shows the table to: the seat to act (hot-seat: the table
// follows the people at the screen), any one seat, a spectator (public information only), or the
// designer (every card). Fires cs-view-as with the choice.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { botName, type SeatKind, type Viewer } from './game-holder.js';

const viewerText = (v: Viewer): string => String(v);
const viewerOf = (text: string): Viewer => (text === 'auto' || text === 'spectator' || text === 'designer' ? text : Number(text));

@customElement('cs-seat-switcher')
export class CsSeatSwitcher extends LitElement {
  static override styles = css`
    :host { display: inline-block; }
    label { display: inline-flex; gap: 4px; align-items: center; font-size: 13px; }
    select { font: inherit; font-size: 13px; padding: 3px 6px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; background: #fff; max-width: 62vw; }
    select:focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 1px; }
  `;

  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seats: readonly SeatKind[] = [];
  @property({ attribute: false }) viewer: Viewer = 'auto';

  override render() {
    const humans = this.seats.filter((k) => k === 'human').length;
    const current = viewerText(this.viewer);
    const opt = (v: Viewer, text: string) => html`<option value=${viewerText(v)} ?selected=${viewerText(v) === current}>${text}</option>`;
    return html`<label>View as <select aria-label="view as" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
      ${opt('auto', humans > 1 ? 'The person to act (hot-seat)' : humans === 1 ? 'My seat' : 'Spectator (every seat is a bot)')}
      ${this.names.map((n, i) => opt(i, `${n} (seat ${i + 1}, ${botName(this.seats[i] ?? 'random').toLowerCase()})`))}
      ${opt('spectator', 'Spectator')}
      ${opt('designer', 'Designer: every card')}
    </select></label>`;
  }

  private pick(text: string): void {
    this.dispatchEvent(new CustomEvent<Viewer>('cs-view-as', { detail: viewerOf(text), bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-seat-switcher': CsSeatSwitcher;
  }
}
