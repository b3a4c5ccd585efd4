// <cs-hand>: the cards of one of your zones, face up, sorted as the rules order them (or in dealt
// order, for a split); each card a toggle button, so cards can be selected by click or keyboard.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Labels } from './runtime.js';
import { sortCards } from './card-text.js';
import './cs-card.js';

@customElement('cs-hand')
export class CsHand extends LitElement {
  static override styles = css`
    :host { display: block; }
    .name { font-size: 12px; color: var(--cs-muted, #57606a); margin-bottom: 3px; }
    .cards { display: flex; flex-wrap: wrap; gap: 4px; padding-top: 8px; }
    button { all: unset; cursor: pointer; border-radius: 7px; transition: transform 80ms; }
    button:focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 2px; }
    button[aria-pressed='true'] { transform: translateY(-8px); }
    button[aria-pressed='true'] cs-card { filter: drop-shadow(0 2px 0 var(--cs-accent, #1f6feb)); }
    button:disabled { cursor: default; }
    .pos { display: block; text-align: center; font-size: 10px; color: var(--cs-muted, #57606a); }
    .empty { color: var(--cs-muted, #57606a); font-style: italic; }
  `;

  @property({ attribute: false }) labels: Labels | null = null;
  @property() name = 'Your hand';
  @property({ attribute: false }) cards: readonly string[] = [];
  @property({ attribute: false }) wild: readonly string[] = [];
  @property({ attribute: false }) selected: readonly string[] = [];
  @property({ type: Boolean }) selectable = true;
  @property({ type: Boolean, attribute: 'by-rank' }) byRank = false;
  /** Shows the cards as dealt, numbered (a split decision counts positions). */
  @property({ type: Boolean, attribute: 'dealt-order' }) dealtOrder = false;

  override render() {
    const labels = this.labels;
    if (labels === null) return nothing;
    const ids = this.dealtOrder ? [...this.cards] : sortCards(labels, this.cards, this.byRank);
    const wild = new Set(this.wild);
    const selected = new Set(this.selected);
    return html`<div class="name">${this.name} (${ids.length})</div>
      <div class="cards" role="group" aria-label=${this.name}>
        ${ids.length === 0 ? html`<span class="empty">no cards</span>` : nothing}
        ${ids.map((id, i) => html`<button type="button" data-card=${id} aria-pressed=${selected.has(id) ? 'true' : 'false'}
            ?disabled=${!this.selectable} @click=${() => this.toggle(id)}>
          <cs-card .labels=${labels} card=${id} ?wild=${wild.has(id)}></cs-card>
          ${this.dealtOrder ? html`<span class="pos">${i + 1}</span>` : nothing}
        </button>`)}
      </div>`;
  }

  private toggle(id: string): void {
    const next = this.selected.includes(id) ? this.selected.filter((x) => x !== id) : [...this.selected, id];
    this.dispatchEvent(new CustomEvent<readonly string[]>('cs-select', { detail: next, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-hand': CsHand;
  }
}
