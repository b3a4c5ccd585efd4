// <cs-seat>: one player's area: name, score, what they hold (cards as counts or backs), markers
// with their sides, player vars, whether they are out, and whether they act now.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { plural, type DesignerView, type GameView, type Labels } from './runtime.js';
import { markersOf, seatZones, shownVars } from './table-data.js';
import { valueText } from './card-text.js';
import './cs-card.js';

@customElement('cs-seat')
export class CsSeat extends LitElement {
  static override styles = css`
    :host { display: block; min-width: 0; }
    .seat { border: 1px solid var(--cs-line, #d0d7de); border-radius: 8px; padding: 4px 7px; background: var(--cs-panel, #fff); min-width: 0; height: 100%; box-sizing: border-box; }
    .seat.acting { border-color: var(--cs-accent, #1f6feb); box-shadow: 0 0 0 2px rgb(31 111 235 / 25%); }
    .seat.winner { border-color: #2e7d32; background: #f1f8e9; }
    .top { display: flex; flex-wrap: wrap; gap: 0 6px; align-items: baseline; justify-content: space-between; }
    .name { font-weight: 650; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .score { font-variant-numeric: tabular-nums; white-space: nowrap; font-size: 13px; }
    .line { font-size: 12px; color: var(--cs-muted, #57606a); display: flex; flex-wrap: wrap; gap: 0 6px; align-items: center; }
    .marker { display: inline-block; font-size: 11px; border: 1px solid #c9a227; background: #fff8dc; border-radius: 4px; padding: 0 4px; color: var(--cs-ink, #1f2328); }
    .marker.flipped { background: #e8eaf6; border-color: #7986cb; }
    .backs { display: inline-flex; height: 12px; padding-right: 4px; }
    .back { width: 8px; height: 12px; border-radius: 2px; background: #355892; border: 1px solid #22385c; margin-right: -5px; }
    /* The overlap is between backs: the last one keeps its width, so the count after it does not touch it. */
    .back:last-child { margin-right: 0; }
    .arrow { color: var(--cs-accent, #1f6feb); }
    .won { color: #2e7d32; }
    .kind { font-size: 10px; font-weight: 500; color: var(--cs-muted, #57606a); border: 1px solid var(--cs-line, #d0d7de); border-radius: 4px; padding: 0 3px; margin-left: 4px; }
    .faces { display: flex; flex-wrap: wrap; gap: 2px; margin: 3px 0 1px; --cs-card-w: 24px; --cs-card-h: 34px; }
    .faces cs-card { font-size: 11px; }
  `;

  @property({ attribute: false }) view: GameView | DesignerView | null = null;
  @property({ attribute: false }) labels: Labels | null = null;
  @property({ type: Number }) seat = 0;
  @property({ type: Boolean }) acting = false;
  /** Who plays the seat: 'human', or a bot's kind (shown as a small tag); empty when unknown. */
  @property() kind = '';

  override render() {
    const v = this.view;
    const labels = this.labels;
    if (v === null || labels === null) return nothing;
    const p = v.players[this.seat];
    const name = v.names[this.seat] ?? `Seat ${this.seat + 1}`;
    const zones = seatZones(v, labels, this.seat);
    const hand = zones.find((z) => z.key.startsWith('hand#'));
    const winner = v.winners?.includes(this.seat) ?? false;
    const trickGame = v.trick !== null || (p?.tricks ?? 0) > 0;
    const vars = p ? shownVars(p.vars) : [];
    const marks = markersOf(v, labels, this.seat);
    return html`<div class="seat ${this.acting ? 'acting' : ''} ${winner ? 'winner' : ''}" data-seat=${this.seat}>
      <div class="top">
        <span class="name">${this.acting ? html`<span class="arrow" aria-label="to act">▶ </span>` : nothing}${name}${winner ? html`<span class="won" title="winner" aria-label="winner"> ★</span>` : nothing}${this.kind !== '' && this.kind !== 'human' ? html`<span class="kind" title="bot">${this.kind}</span>` : nothing}</span>
        <span class="score" title="score">${plural(p?.score ?? 0, 'point')}</span>
      </div>
      <div class="line">
        ${p?.team !== undefined && labels.teams?.[p.team] !== undefined ? html`<span class="team" title="team">${labels.teams[p.team]}</span>` : nothing}
        ${zones.map((z) => html`<span>${z === hand && this.seat !== v.seat && !v.designer && z.count > 0
          ? html`<span class="backs" aria-hidden="true">${Array.from({ length: Math.min(z.count, 10) }, () => html`<span class="back"></span>`)}</span>` : nothing}${z.name} ${z.count}</span>`)}
        ${trickGame && (p?.tricks ?? 0) > 0 ? html`<span>${plural(p?.tricks ?? 0, 'trick')}</span>` : nothing}
        ${p?.out ? html`<span>out (${p.outOrder})</span>` : nothing}
      </div>
      ${v.designer
        ? zones.filter((z) => (z.cards?.length ?? 0) > 0).map((z) => html`<div class="faces" data-zone=${z.key} aria-label=${`${name}'s ${z.name}`}>${(z.cards ?? []).map((id) => html`<cs-card .labels=${labels} card=${id} ?wild=${v.wild.includes(id)} small></cs-card>`)}</div>`)
        : nothing}
      ${vars.length > 0 || marks.length > 0
        ? html`<div class="line">${vars.map(([k, x]) => html`<span>${labels.playerVars[k]?.label ?? k} ${valueText(labels, v.names, x)}</span>`)}
            ${marks.map((m) => html`<span class="marker ${m.flipped ? 'flipped' : ''}" title=${m.flipped ? 'flipped' : 'face up'}>${m.label}${m.flipped ? ' (flipped)' : ''}</span>`)}</div>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-seat': CsSeat;
  }
}
