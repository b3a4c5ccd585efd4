// <cs-card>: one card face as the rule file names it (rank, suit symbol and colour, a special card's
// name), a wild marked as such with its declared value once played, or a card's back.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { Labels } from './runtime.js';
import { declaredText, suitColour } from './card-text.js';

@customElement('cs-card')
export class CsCard extends LitElement {
  static override styles = css`
    :host { display: inline-block; }
    .card {
      box-sizing: border-box; width: var(--cs-card-w, 46px); height: var(--cs-card-h, 64px);
      border: 1px solid #b9c0c8; border-radius: 6px; background: #fff; color: var(--c);
      display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1px;
      font: 600 17px/1 system-ui, sans-serif; position: relative; box-shadow: 0 1px 1px rgb(0 0 0 / 8%);
    }
    .suit { font-size: 16px; }
    .special { font-size: 10px; font-weight: 600; text-align: center; line-height: 1.1; padding: 0 2px; overflow-wrap: anywhere; }
    .special.long { font-size: 8.5px; letter-spacing: -0.2px; }
    .wild { background: repeating-linear-gradient(135deg, #fff8e1, #fff8e1 6px, #ffecb3 6px, #ffecb3 12px); border-color: #e0a800; }
    .tag { position: absolute; top: 2px; right: 3px; font-size: 9px; color: #8a6d00; font-weight: 700; }
    .decl { color: var(--ac); font-size: 17px; font-weight: 750; }
    .own { font-size: 9px; color: #8a6d00; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 0 2px; }
    :host([small]) .card { font-size: 11px; border-radius: 4px; }
    :host([small]) .suit { font-size: 10px; }
    :host([small]) .special, :host([small]) .special.long { font-size: 6.5px; }
    :host([small]) .tag { font-size: 7px; top: 0; right: 1px; }
    .back { background: repeating-linear-gradient(45deg, #2c4a7a, #2c4a7a 4px, #355892 4px, #355892 8px); border-color: #22385c; }
  `;

  @property({ attribute: false }) labels: Labels | null = null;
  /** The card's id; empty or `?` for a card whose face is hidden. */
  @property() card = '';
  /** Held or played as a wild. */
  @property({ type: Boolean }) wild = false;
  /** Drawn small (the designer's view of other seats' hands). */
  @property({ type: Boolean, reflect: true }) small = false;
  /** A played wild's declared rank and suit. */
  @property({ attribute: false }) declared: { readonly rank: number | null; readonly suit: string | null } | null = null;

  override render() {
    const label = this.labels?.cards[this.card];
    if (this.labels === null || label === undefined) return html`<div class="card back" role="img" aria-label="a hidden card"></div>`;
    const colour = suitColour(this.labels, label.suit);
    const wild = this.wild || label.wild;
    const as = this.declared && this.labels ? declaredText(this.labels, this.declared.rank, this.declared.suit) : '';
    const asColour = this.declared ? suitColour(this.labels, this.declared.suit) : colour;
    const name = `${label.text}${wild ? ', wild' : ''}${as ? ` as ${as}` : ''}`;
    // A played wild reads as what it stands for; its own face is the small line under it.
    if (as !== '') {
      return html`<div class="card wild played" style=${styleMap({ '--c': colour, '--ac': asColour })} role="img" aria-label=${name} title=${name}>
        <span class="tag">✱</span><span class="decl">${as}</span><span class="own">${label.special ?? label.short}</span>
      </div>`;
    }
    return html`<div class="card ${wild ? 'wild' : ''}" style=${styleMap({ '--c': colour, '--ac': asColour })} role="img" aria-label=${name} title=${name}>
      ${wild ? html`<span class="tag">✱</span>` : nothing}
      ${label.special !== null
        ? html`${label.rankLabel !== null ? html`<span>${label.rankLabel}</span>` : nothing}<span class="special ${label.special.length > 5 ? 'long' : ''}">${label.special}</span>`
        : html`<span>${label.rankLabel}</span><span class="suit">${label.symbol ?? label.suit}</span>`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-card': CsCard;
  }
}
