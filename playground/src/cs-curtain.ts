// <cs-curtain>: hot-seat's screen between two people's turns: no hand is drawn, only whom to pass
// the screen to and a button for them to show their own hand (fires cs-reveal).
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('cs-curtain')
export class CsCurtain extends LitElement {
  static override styles = css`
    :host { display: block; }
    .curtain { display: grid; place-items: center; gap: 12px; min-height: 260px; border-radius: 10px; padding: 24px; text-align: center;
      background: repeating-linear-gradient(45deg, #2c4a7a, #2c4a7a 10px, #355892 10px, #355892 20px); color: #fff; }
    h2 { margin: 0; font-size: 22px; }
    p { margin: 0; }
    button { font: inherit; font-size: 16px; padding: 8px 18px; border-radius: 8px; border: 0; background: #fff; color: #1f2328; cursor: pointer; font-weight: 650; }
    button:focus-visible { outline: 3px solid #ffd54f; outline-offset: 2px; }
  `;

  @property() name = '';

  override render() {
    return html`<div class="curtain" role="dialog" aria-label="pass the screen">
      <h2>Pass the screen to ${this.name}</h2>
      <p>The other players look away: ${this.name}'s hand is shown next.</p>
      <button type="button" data-action="reveal" @click=${() => this.dispatchEvent(new CustomEvent('cs-reveal', { bubbles: true, composed: true }))}>I am ${this.name}: show my hand</button>
    </div>`;
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-curtain': CsCurtain;
  }
}
