// <cs-table>: the game as you see it: every seat's area, the trick, the shared zones and markers
// nobody holds, the game's vars, your cards (selectable) with what you may do now, and the log.
// It renders a view and a decision and sends moves up as events (cs-move, cs-play-cards, cs-typed).
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { listWords, plural, type Decision, type DesignerView, type GameView, type Labels } from './runtime.js';
import { actingSeats, markersOf, seatZones, sharedZones, shownVars } from './table-data.js';
import { shortCard, valueText } from './card-text.js';
import './cs-seat.js';
import './cs-trick.js';
import './cs-hand.js';
import './cs-decision.js';
import './cs-log.js';
import './cs-card.js';

@customElement('cs-table')
export class CsTable extends LitElement {
  static override styles = css`
    :host { display: block; container-type: inline-size; }
    .board { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-areas: 'banner' 'status' 'seats' 'trick' 'yours' 'log'; gap: 8px; }
    .status { grid-area: status; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
    .status .game { font-weight: 700; }
    .status .over { color: #2e7d32; font-weight: 700; }
    .seats { grid-area: seats; display: grid; grid-template-columns: repeat(auto-fill, minmax(136px, 1fr)); gap: 6px; }
    .middle { grid-area: trick; border: 1px solid var(--cs-line, #d0d7de); border-radius: 8px; padding: 8px; background: var(--cs-felt, #eef6ee); min-height: 110px; min-width: 0; }
    cs-log { grid-area: log; --cs-log-height: 150px; min-width: 0; }
    .shared { display: flex; flex-wrap: wrap; gap: 6px 12px; margin-top: 8px; font-size: 13px; align-items: center; }
    .zone { display: flex; gap: 6px; align-items: center; }
    .marker { display: inline-block; font-size: 11px; border: 1px solid #c9a227; background: #fff8dc; border-radius: 4px; padding: 0 4px; margin-right: 2px; }
    .yours { grid-area: yours; border: 1px solid var(--cs-line, #d0d7de); border-radius: 8px; padding: 8px; background: var(--cs-panel, #fff); min-width: 0; }
    .yours cs-hand { margin-bottom: 8px; }
    .stopped { color: #8a1c1c; font-weight: 600; }
    /* Wide: the log beside the trick. */
    @container (min-width: 600px) {
      .board { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); grid-template-areas: 'banner banner' 'status status' 'seats seats' 'trick log' 'yours yours'; }
      cs-log { --cs-log-height: 100%; max-height: 190px; min-height: 110px; }
    }
    .banner { grid-area: banner; display: none; }
    :host([designer]) .banner { display: block; padding: 6px 10px; border-radius: 8px; background: #6a1b9a; color: #fff; font-weight: 650; }
    :host([designer]) .board { background: repeating-linear-gradient(135deg, #f7f0fb, #f7f0fb 14px, #f1e6f7 14px, #f1e6f7 28px); border-radius: 10px; padding: 6px; }
    .spectator { color: var(--cs-muted, #57606a); font-style: italic; }
    @container (max-width: 480px) {
      .seats { grid-template-columns: repeat(2, minmax(0, 1fr)); }
      cs-hand { --cs-card-w: 38px; --cs-card-h: 54px; }
    }
  `;

  @property({ attribute: false }) view: GameView | DesignerView | null = null;
  /** The seat the screen plays for (its hand is selectable), when it is not the view's own seat (the designer's view). */
  @property({ type: Number }) playing: number | null = null;
  /** The designer's view: every card shown (reflected, so the page can style it). */
  @property({ type: Boolean, reflect: true }) designer = false;
  /** Why playing some cards would be refused (checkMove's reason), for the live note under a selection. */
  /** Who plays each seat ('human' or a bot's kind). */
  @property({ attribute: false }) seatKinds: readonly string[] = [];
  @property({ attribute: false }) explain: ((ids: readonly string[]) => string | null) | null = null;
  @property({ attribute: false }) decision: Decision | null = null;
  /** An example move in the game's notation for the typed-move box (game-holder.ts moveExample). */
  @property() example = '';
  @property({ attribute: false }) labels: Labels | null = null;
  @property({ attribute: false }) log: readonly string[] = [];
  @property() refusal: string | null = null;
  /** While looking back at an earlier move: how many log lines the table shown has, else -1 (cs-log.ts). */
  @property({ type: Number, attribute: 'log-up-to' }) logUpTo = -1;
  /** Why the game stopped (a rule failing during play), if it did. */
  @property() stopped: string | null = null;
  /** Sort hands by rank (climbing games) rather than by suit. */
  @property({ type: Boolean, attribute: 'by-rank' }) byRank = false;

  @state() private selected: readonly string[] = [];

  override render() {
    const v = this.view;
    const labels = this.labels;
    if (v === null || labels === null) return html`<p>No game yet.</p>`;
    const acting = actingSeats(v);
    const you = v.seat ?? this.playing;
    // Your hand always; your other zones (a split's left and right) when they hold cards.
    const yourZones = you === null ? [] : seatZones(v, labels, you).filter((z) => z.cards !== undefined && (z.count > 0 || z.key.startsWith('hand#')));
    const who = you === null ? '' : (v.names[you] ?? '');
    const held = new Set(yourZones.flatMap((z) => z.cards ?? []));
    const selected = this.selected.filter((id) => held.has(id));
    const wild = v.wild.filter((id) => held.has(id));
    const winners = v.winners?.map((s) => v.names[s] ?? `Seat ${s + 1}`) ?? null;
    const waiting = this.logUpTo >= 0 ? 'Looking back at an earlier move: nothing can be played here.' : v.phase === 'over'
      ? `Game over: ${winners ? `${listWords(winners)} win${winners.length === 1 && winners[0] !== 'You' ? 's' : ''}` : 'no winner'}.`
      : acting.length > 0 ? `Waiting for ${listWords(acting.filter((s) => s !== you || this.decision === null).map((s) => v.names[s] ?? ''))}…` : '';
    const pool = markersOf(v, labels, null);
    const shared = sharedZones(v, labels);
    const vars = shownVars(v.vars);
    return html`<div class="board">
      <div class="banner" role="note">Designer view: every card is shown</div>
      <div class="status" data-phase=${v.phase}>
        <span class="game">${labels.game}</span>
        <span>Round ${v.round}</span>
        <span>${v.phase === 'play' ? 'playing' : v.phase}</span>
        ${winners ? html`<span class="over" data-winners=${winners.join(',')}>★ ${listWords(winners)} ${winners.length === 1 && winners[0] !== 'You' ? 'wins' : 'win'}</span>` : nothing}
        ${this.stopped ? html`<span class="stopped" role="alert">${this.stopped}</span>` : nothing}
      </div>
      <div class="seats">${v.names.map((_, seat) => html`<cs-seat .view=${v} .labels=${labels} seat=${seat} kind=${this.seatKinds[seat] ?? ''} ?acting=${acting.includes(seat)}></cs-seat>`)}</div>
      <div class="middle">
        <cs-trick .view=${v} .labels=${labels}></cs-trick>
        ${shared.length > 0 || pool.length > 0 || vars.length > 0
          ? html`<div class="shared">
            ${shared.map((z) => {
              const top = z.cards?.[z.cards.length - 1];
              return html`<span class="zone" data-zone=${z.key}>${z.name}: ${plural(z.count, 'card')}${top !== undefined
                ? html`, top <cs-card .labels=${labels} card=${top} ?wild=${v.wild.includes(top)} title=${shortCard(labels, top)}></cs-card>`
                : nothing}</span>`;
            })}
            ${pool.length > 0 ? html`<span>Available: ${pool.map((m) => html`<span class="marker">${m.label}${m.flipped ? ' (flipped)' : ''}</span>`)}</span>` : nothing}
            ${vars.map(([k, x]) => html`<span>${labels.vars[k]?.label ?? k}: ${valueText(labels, v.names, x)}</span>`)}
          </div>`
          : nothing}
      </div>
      <cs-log .lines=${this.log} .upTo=${this.logUpTo}></cs-log>
      <div class="yours">
        ${you === null && !v.designer ? html`<p class="spectator">Watching as a spectator: only what everyone may see is shown.</p>` : nothing}
        ${yourZones.map((z) => html`<cs-hand .labels=${labels} name=${who === 'You' ? `Your ${z.name}` : `${who}'s ${z.name}`} .cards=${z.cards ?? []} .wild=${wild}
          .selected=${selected} ?by-rank=${this.byRank} ?dealt-order=${this.decision?.kind === 'setup-split'}
          ?selectable=${this.decision !== null} @cs-select=${(e: CustomEvent<readonly string[]>) => this.onSelect(e)}></cs-hand>`)}
        <cs-decision .decision=${this.decision} example=${this.example} .labels=${labels} .names=${v.names} .selected=${selected} .wild=${wild} ?by-rank=${this.byRank}
          refusal=${this.refusal ?? ''} waiting=${waiting} .explain=${this.explain}
          @cs-select=${(e: CustomEvent<readonly string[]>) => this.onSelect(e)} @cs-move=${() => (this.selected = [])}></cs-decision>
      </div>
    </div>`;
  }

  private onSelect(e: CustomEvent<readonly string[]>): void {
    e.stopPropagation();
    this.selected = e.detail;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-table': CsTable;
  }
}
