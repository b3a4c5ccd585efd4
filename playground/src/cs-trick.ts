// <cs-trick>: the trick on the table: each play with its player, its meld and its cards (a wild
// with its declared value), who passed, and who is out of the trick.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { listWords, type DesignerView, type GameView, type Labels } from './runtime.js';
import './cs-card.js';

@customElement('cs-trick')
export class CsTrick extends LitElement {
  static override styles = css`
    :host { display: block; }
    .head { font-size: 12px; color: var(--cs-muted, #57606a); margin-bottom: 4px; }
    .plays { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; min-height: 64px; }
    .play { display: flex; flex-direction: column; gap: 2px; }
    .play.last { outline: 2px solid rgb(31 111 235 / 35%); outline-offset: 3px; border-radius: 6px; }
    .who { font-size: 12px; }
    .meld { color: var(--cs-muted, #57606a); }
    .cards { display: flex; gap: 3px; }
    .empty { color: var(--cs-muted, #57606a); font-style: italic; align-self: center; }
    .passed { font-size: 12px; color: var(--cs-muted, #57606a); margin-top: 4px; }
  `;

  @property({ attribute: false }) view: GameView | DesignerView | null = null;
  @property({ attribute: false }) labels: Labels | null = null;

  override render() {
    const v = this.view;
    const labels = this.labels;
    if (v === null || labels === null) return nothing;
    const t = v.trick;
    const plays = t?.plays ?? [];
    const name = (seat: number): string => v.names[seat] ?? `Seat ${seat + 1}`;
    const led = t?.ledSuit ? labels.suits[t.ledSuit] : undefined;
    return html`
      <div class="head">${t ? `${labels.procedure === 'shedding' ? 'Pile' : 'Trick'} ${t.number}${led ? ` · led ${led.symbol ?? ''} ${led.name}` : ''}${t.ending ? ' · over' : ''}` : labels.procedure === 'shedding' ? 'No pile yet' : 'No trick yet'}</div>
      <div class="plays" aria-label="the trick">
        ${plays.length === 0 ? html`<span class="empty">The table is empty${t ? `: ${name(t.leader)} ${v.names[t.leader] === 'You' ? 'lead' : 'leads'}` : ''}.</span>` : nothing}
        ${plays.map((p, i) => html`<div class="play ${i === plays.length - 1 ? 'last' : ''}">
          <span class="who">${name(p.seat)} <span class="meld">· ${labels.melds[p.meld]?.name ?? labels.zones[p.meld]?.label ?? p.meld}</span></span>
          <span class="cards">${p.cards.map((c) => html`<cs-card .labels=${labels} card=${c.id} ?wild=${c.wild}
            .declared=${c.wild ? { rank: c.rank, suit: c.suit } : null}></cs-card>`)}</span>
        </div>`)}
      </div>
      ${t && (t.passed.length > 0 || t.dropped.length > 0)
        ? html`<div class="passed">${t.passed.length > 0 ? `Passed: ${listWords(t.passed.map(name))}` : ''}${t.dropped.length > 0 ? ` Out of this trick: ${listWords(t.dropped.map(name))}` : ''}</div>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-trick': CsTrick;
  }
}
