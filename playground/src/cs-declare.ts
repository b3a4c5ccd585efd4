// <cs-declare>: how to play one set of cards: the meld (when the cards form several) and, for each
// wild (or any-suit card) in it, a rank and a suit picked from small lists holding only what the
// decision allows (declare-picker.ts). The Play button fires cs-declared with the meld and the way.
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardSetOption, Declaration, Labels, MeldOption } from './runtime.js';
import { declaredText, shortCard, suitColour } from './card-text.js';
import { ranksFor, settle, suitsFor } from './declare-picker.js';
import './cs-card.js';

export interface DeclaredDetail {
  readonly meld: MeldOption;
  readonly way: readonly Declaration[];
}

@customElement('cs-declare')
export class CsDeclare extends LitElement {
  static override styles = css`
    :host { display: block; border: 1px dashed var(--cs-line, #d0d7de); border-radius: 6px; padding: 6px 8px; margin: 4px 0; background: #fffdf5; }
    .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 3px 0; }
    .group { font-size: 12px; color: var(--cs-muted, #57606a); }
    button, select { font: inherit; font-size: 14px; padding: 3px 8px; border-radius: 6px; border: 1px solid var(--cs-line, #d0d7de); background: #f6f8fa; cursor: pointer; }
    button[aria-pressed='true'] { background: #ddf4ff; border-color: var(--cs-accent, #1f6feb); font-weight: 650; }
    button.main { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; }
    :focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 2px; }
    .card { display: flex; gap: 6px; align-items: center; }
    cs-card { --cs-card-w: 34px; --cs-card-h: 48px; }
    .range { font-size: 12px; color: var(--cs-muted, #57606a); }
  `;

  @property({ attribute: false }) set: CardSetOption | null = null;
  @property({ attribute: false }) labels: Labels | null = null;

  @state() private meldIndex = 0;
  @state() private wanted: Partial<Declaration>[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('set')) {
      this.meldIndex = 0;
      this.wanted = [];
    }
  }

  override render() {
    const set = this.set;
    const labels = this.labels;
    if (set === null || labels === null) return nothing;
    const meld = set.melds[this.meldIndex] ?? set.melds[0];
    if (meld === undefined) return nothing;
    const way = settle(meld, this.wanted);
    const name = (m: MeldOption): string => labels.melds[m.meld]?.name ?? labels.zones[m.meld]?.label ?? m.meld;
    return html`
      ${set.melds.length > 1
        ? html`<div class="group">These cards make:</div><div class="row" role="group" aria-label="meld">${set.melds.map((m, i) => html`<button type="button" class="meld-choice"
            aria-pressed=${i === this.meldIndex ? 'true' : 'false'} @click=${() => { this.meldIndex = i; this.wanted = []; }}>${name(m)}</button>`)}</div>`
        : html`<div class="group">Play as ${name(meld)}</div>`}
      ${way !== undefined ? meld.declare.map((c, j) => this.cardPicker(meld, way, j, c.card)) : nothing}
      <div class="row">
        <button type="button" class="way main" ?disabled=${way === undefined} @click=${() => way && this.emit(meld, way)}>Play${way && way.length > 0 ? ` (${this.wayText(meld, way)})` : ''}</button>
        <button type="button" class="cancel" @click=${() => this.dispatchEvent(new CustomEvent('cs-cancel', { bubbles: true, composed: true }))}>Cancel</button>
      </div>`;
  }

  /** One card's rank and suit lists, limited to the ways that agree with the cards before it. */
  private cardPicker(meld: MeldOption, way: readonly Declaration[], j: number, card: string): TemplateResult {
    const labels = this.labels as Labels;
    const c = meld.declare[j];
    const chosen = way[j];
    if (c === undefined || chosen === undefined) return html``;
    const ranks = ranksFor(meld, way, j);
    const suits = suitsFor(meld, way, j, chosen.rank);
    const suitNames = (x: 'any' | readonly string[]): string => (x === 'any' ? 'any suit' : x.map((s) => labels.suits[s]?.name ?? s).join(' or '));
    const span = (r: { min: number; max: number }): string => (r.min === r.max ? declaredText(labels, r.min, null) : `${declaredText(labels, r.min, null)}–${declaredText(labels, r.max, null)}`);
    const range = c.wild
      ? `may be ${c.ranks.map(span).join(' or ')}${c.suits === 'any' || c.suits.length > 0 ? `, ${suitNames(c.suits)}` : ''}`
      : `may be ${suitNames(c.suits)}`;
    return html`<div class="row card" data-declare=${card}>
      <cs-card .labels=${labels} card=${card} ?wild=${c.wild} .declared=${chosen}></cs-card>
      <span>${c.wild ? 'wild' : shortCard(labels, card)} as</span>
      ${ranks.length > 1 || chosen.rank !== null
        ? html`<select aria-label=${`rank for ${shortCard(labels, card)}`} class="rank" ?disabled=${ranks.length < 2}
            @change=${(e: Event) => this.want(j, { rank: Number((e.target as HTMLSelectElement).value) })}>
            ${ranks.map((r) => html`<option value=${String(r)} ?selected=${r === chosen.rank}>${r === null ? '' : declaredText(labels, r, null)}</option>`)}</select>`
        : nothing}
      ${suits.length > 1 || chosen.suit !== null
        ? html`<select aria-label=${`suit for ${shortCard(labels, card)}`} class="suit" ?disabled=${suits.length < 2}
            @change=${(e: Event) => this.want(j, { rank: chosen.rank, suit: (e.target as HTMLSelectElement).value || null })}>
            ${suits.map((s) => html`<option value=${s ?? ''} ?selected=${s === chosen.suit} style=${`color:${suitColour(labels, s)}`}>${s === null ? 'no suit' : `${labels.suits[s]?.symbol ?? ''} ${labels.suits[s]?.name ?? s}`}</option>`)}</select>`
        : nothing}
      <span class="range">(${range})</span>
    </div>`;
  }

  private want(j: number, d: Partial<Declaration>): void {
    const set = this.set;
    const meld = set?.melds[this.meldIndex];
    if (meld === undefined) return;
    const current = settle(meld, this.wanted) ?? [];
    this.wanted = [...current.slice(0, j), d];
  }

  private wayText(meld: MeldOption, way: readonly Declaration[]): string {
    const labels = this.labels as Labels;
    return meld.declare.map((c, j) => {
      const w = way[j];
      if (w === undefined) return '';
      return c.wild ? `✱=${declaredText(labels, w.rank, w.suit)}` : `${shortCard(labels, c.card)}=${declaredText(labels, null, w.suit)}`;
    }).filter((x) => x !== '').join(' ');
  }

  private emit(meld: MeldOption, way: readonly Declaration[]): void {
    this.dispatchEvent(new CustomEvent<DeclaredDetail>('cs-declared', { detail: { meld, way }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-declare': CsDeclare;
  }
}
