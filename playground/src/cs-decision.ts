// <cs-decision>: what you may do now, from the runtime's decision description: the card sets you
// can play (all, or those with the cards you selected), each meld and wild declaration, pass, the
// rule file's actions, a choice's options, a setup choice or split; and a box to type a move in
// the notation. A refused move's reason (the runtime's) is shown here.
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { CardSetOption, ChoiceDecision, Decision, Labels, Move, TurnDecision, Value } from './runtime.js';
import { rankLabel } from './runtime.js';
import { shortCard, sortCards, suitColour, valueText } from './card-text.js';
import { choiceMove, playMove, setOfSelection, setsWithSelection, setupChooseMove, waysOf } from './decision-moves.js';
import type { DeclaredDetail } from './cs-declare.js';
import './cs-declare.js';
import './cs-card.js';

/** More card sets than this and the plays with wilds are listed only on request. */
const FEW_SETS = 30;
/** At most this many buttons are listed; selecting cards narrows the list. */
const MAX_SHOWN = 60;

@customElement('cs-decision')
export class CsDecision extends LitElement {
  static override styles = css`
    :host { display: block; }
    .prompt { font-weight: 600; margin: 0 0 6px; }
    .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 4px 0; }
    .group { font-size: 12px; color: var(--cs-muted, #57606a); margin: 6px 0 2px; }
    button { font: inherit; font-size: 14px; padding: 4px 9px; border-radius: 6px; border: 1px solid var(--cs-line, #d0d7de); background: #f6f8fa; cursor: pointer; }
    button:hover:not(:disabled) { background: #eaeef2; }
    button:disabled { opacity: 0.5; cursor: default; }
    button.main { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; }
    button.main:hover:not(:disabled) { background: #1a5fd0; }
    .chip { font-weight: 650; }
    .refusal { margin-top: 6px; padding: 6px 8px; border-radius: 6px; background: #fff1f0; border: 1px solid #f5c2c0; color: #8a1c1c; }
    form { display: flex; gap: 6px; margin-top: 8px; }
    input { font: inherit; font-size: 14px; padding: 4px 6px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; min-width: 0; flex: 1; }
    .more { font-size: 12px; color: var(--cs-muted, #57606a); }
    button:focus-visible, input:focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 2px; }
    .melds { margin: 4px 0; padding: 5px 8px; border-radius: 6px; background: #ecf6ec; border: 1px solid #b7dfb9; }
    .why { margin: 4px 0; padding: 5px 8px; border-radius: 6px; background: #fff8e6; border: 1px solid #f0d58c; color: #6b4e00; }
    button.opt-card { padding: 2px; background: none; border-color: transparent; }
    button.opt-card cs-card { --cs-card-w: 40px; --cs-card-h: 56px; }
  `;

  @property({ attribute: false }) decision: Decision | null = null;
  /** An example move in the game's own notation and cards, for the typed-move box's placeholder. */
  @property() example = '';
  @property({ attribute: false }) labels: Labels | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) selected: readonly string[] = [];
  /** The wild cards you hold. */
  @property({ attribute: false }) wild: readonly string[] = [];
  @property() refusal: string | null = null;
  /** Cards listed by rank (climbing games) rather than by suit. */
  @property({ type: Boolean, attribute: 'by-rank' }) byRank = false;
  /** Shown when there is nothing to decide (whose turn it is, the game over). */
  @property() waiting = '';
  /** Why playing these cards would be refused (the runtime's checkMove reason), null when legal. */
  @property({ attribute: false }) explain: ((ids: readonly string[]) => string | null) | null = null;

  /** The card set whose melds or declarations are being chosen. */
  @state() private picking: CardSetOption | null = null;
  @state() private withWilds = false;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('decision')) this.picking = null;
  }

  override render() {
    const d = this.decision;
    const body = d === null ? html`<p class="prompt waiting">${this.waiting}</p>` : this.decisionBody(d);
    return html`${body}
      ${this.refusal ? html`<div class="refusal" role="alert">${this.refusal}</div>` : nothing}
      ${d !== null ? this.typedForm() : nothing}`;
  }

  private decisionBody(d: Decision): TemplateResult {
    switch (d.kind) {
      case 'turn': return this.turn(d);
      case 'choice': return html`<p class="prompt">${d.prompt}</p>
        <div class="row">
          ${d.options.map((o) => this.option(d, o))}
          ${d.optional ? html`<button type="button" @click=${() => this.move(choiceMove(d, null))}>None</button>` : nothing}
        </div>`;
      case 'setup-choose': {
        const chosen = new Set(this.selected.filter((id) => d.cards.includes(id)));
        const move = setupChooseMove(d, chosen);
        return html`<p class="prompt">${d.prompt}</p>
          <div class="row">Select ${d.pick.min} card${d.pick.min === 1 ? '' : 's'} in your hand (${chosen.size} selected).
            <button class="main" type="button" ?disabled=${move === undefined} @click=${() => this.move(move)}>Choose</button></div>`;
      }
      case 'setup-split': {
        const into = this.zoneName(d.into[1]);
        const sizes = Array.from({ length: d.right.max - d.right.min + 1 }, (_, i) => d.right.min + i);
        return html`<p class="prompt">Split your ${this.zoneName(d.zone)}: how many of the last cards go to your ${into}?</p>
          <div class="row">${sizes.map((n) => html`<button type="button" @click=${() => this.move({ kind: 'split', seat: d.seat, right: n })}>${n}</button>`)}</div>`;
      }
    }
  }

  private turn(d: TurnDecision): TemplateResult {
    const labels = this.labels;
    const wild = new Set(this.wild);
    const selection = this.selected;
    const matching = selection.length > 0 ? setsWithSelection(d, selection, wild) : d.plays;
    const hideWilds = selection.length === 0 && !this.withWilds && d.plays.length > FEW_SETS;
    const listed = hideWilds ? matching.filter((p) => p.wilds.length === 0) : matching;
    const shown = listed.slice(0, MAX_SHOWN);
    const groups = new Map<string, CardSetOption[]>();
    for (const set of shown) {
      const key = set.melds.map((m) => labels?.melds[m.meld]?.name ?? m.meld).join(' / ');
      groups.set(key, [...(groups.get(key) ?? []), set]);
    }
    const what = [d.plays.length > 0 ? 'play cards' : '', d.pass ? 'pass' : '', d.actions.length > 0 ? 'act' : ''].filter((x) => x !== '');
    const who = this.names[d.seat];
    return html`<p class="prompt">${who === undefined || who === 'You' ? 'Your turn' : `${who}, your turn`}: ${what.join(' or ') || 'nothing to do'}.</p>
      ${this.picking !== null ? html`<cs-declare .set=${this.picking} .labels=${labels}
          @cs-declared=${(e: CustomEvent<DeclaredDetail>) => this.move(this.picking ? playMove(d, this.picking, e.detail.meld, e.detail.way) : undefined)}
          @cs-cancel=${() => (this.picking = null)}></cs-declare>` : nothing}
      ${selection.length > 0
        ? html`<div class="row">Selected: ${this.chips(selection, wild)}
            <button class="main" type="button" data-action="play-selected" @click=${() => this.playSelected(d, wild)}>Play selected</button>
            <button type="button" data-action="clear" @click=${() => this.select([])}>Clear</button></div>
            ${this.selectionNote(d, selection, wild, matching.length)}`
        : nothing}
      ${[...groups].map(([meld, sets]) => html`<div class="group">${meld}</div>
        <div class="row">${sets.map((set) => html`<button type="button" class="set" data-cards=${[...set.naturals, ...set.wilds].join(' ')}
          @click=${() => this.chooseSet(d, set)}>${this.chips([...set.naturals, ...set.wilds], new Set(set.wilds))}</button>`)}</div>`)}
      ${listed.length > shown.length ? html`<div class="more">${listed.length - shown.length} more: select cards to narrow the list.</div>` : nothing}
      ${hideWilds && matching.length > listed.length
        ? html`<div class="row"><button type="button" @click=${() => (this.withWilds = true)}>Show the ${matching.length - listed.length} plays with wilds</button></div>`
        : nothing}
      <div class="row">
        ${d.pass ? html`<button type="button" data-action="pass" @click=${() => this.move({ kind: 'pass', seat: d.seat })}>Pass</button>` : nothing}
        ${d.actions.map((a) => html`<button type="button" @click=${() => this.move({ kind: 'action', seat: d.seat, name: a.name })}>${a.label}</button>`)}
      </div>`;
  }

  /**
   * What the selection can be played as (the melds of its card set, from the decision), or why it
   * cannot be played (the runtime's reason), or that more cards are needed.
   */
  private selectionNote(d: TurnDecision, selection: readonly string[], wild: ReadonlySet<string>, matching: number): TemplateResult {
    const set = setOfSelection(d, selection, wild);
    const labels = this.labels;
    if (set !== undefined) {
      const names = set.melds.map((m) => labels?.melds[m.meld]?.name ?? labels?.zones[m.meld]?.label ?? m.meld);
      const wilds = set.melds.some((m) => m.declare.length > 0);
      return html`<div class="melds" data-melds=${set.melds.map((m) => m.meld).join(' ')}>Can be played as ${names.join(' or ')}${wilds ? ' (choose what the wilds stand for)' : ''}.</div>`;
    }
    const why = this.explain?.(selection) ?? null;
    const bigger = matching > 0 ? ' Add cards: some plays contain these.' : '';
    return html`<div class="why" role="status">${why !== null ? html`Cannot be played: <span class="reason">${why}</span>.` : 'Cannot be played as it stands.'}${bigger}</div>`;
  }

  /** One option of a choice, drawn as what it is: a card face, a player, a marker, a number, a word. */
  private option(d: ChoiceDecision, o: Value): TemplateResult {
    const labels = this.labels;
    const pick = (): void => this.move(choiceMove(d, o));
    if (labels !== null && typeof o === 'object' && o !== null && !Array.isArray(o) && o.t === 'card') {
      return html`<button type="button" class="opt-card" data-card=${o.id} aria-label=${labels.cards[o.id]?.text ?? o.id} @click=${pick}>
        <cs-card .labels=${labels} card=${o.id}></cs-card></button>`;
    }
    const kind = typeof o === 'object' && o !== null && !Array.isArray(o) ? o.t : typeof o;
    // A rank is shown as the rules write it (`Q`).
    const text = d.choice === 'rank' && typeof o === 'number' && labels !== null ? rankLabel(labels, o) : this.valueText(o);
    return html`<button type="button" class="opt" data-kind=${kind} @click=${pick}>${text}</button>`;
  }

  private chooseSet(d: TurnDecision, set: CardSetOption): void {
    const ways = waysOf(set);
    const first = ways[0];
    if (ways.length === 1 && first !== undefined) this.move(playMove(d, set, first.meld, first.way));
    else this.picking = set;
  }

  private playSelected(d: TurnDecision, wild: ReadonlySet<string>): void {
    const set = setOfSelection(d, this.selected, wild);
    if (set !== undefined) this.chooseSet(d, set);
    else this.emit('cs-play-cards', [...this.selected]);
  }

  /** Cards as short coloured names, sorted as the hand is; wilds as ✱. */
  private chips(ids: readonly string[], wild: ReadonlySet<string>): TemplateResult[] {
    const labels = this.labels;
    const sorted = labels ? [...sortCards(labels, ids.filter((id) => !wild.has(id)), this.byRank), ...ids.filter((id) => wild.has(id))] : ids;
    return sorted.map((id, i) => {
      const label = labels?.cards[id];
      const colour = labels && label ? suitColour(labels, label.suit) : 'inherit';
      return html`${i > 0 ? ' ' : ''}<span class="chip" style=${styleMap({ color: colour })}>${wild.has(id) ? '✱' : (label?.short ?? id)}</span>`;
    });
  }

  private typedForm(): TemplateResult {
    return html`<form @submit=${(e: Event) => this.typed(e)}>
      <input name="move" aria-label="type a move" placeholder=${this.example === '' ? 'or type a move' : `or type a move: ${this.example}`} autocomplete="off" spellcheck="false">
      <button type="submit">Try</button></form>`;
  }

  private typed(e: Event): void {
    e.preventDefault();
    const input = this.renderRoot.querySelector('input');
    const text = input?.value.trim() ?? '';
    if (text !== '') this.emit('cs-typed', text);
  }

  private zoneName(name: string): string {
    return this.labels?.zones[name]?.label ?? name;
  }

  private valueText(v: Parameters<typeof valueText>[2]): string {
    return this.labels ? valueText(this.labels, this.names, v) : JSON.stringify(v);
  }

  private select(ids: readonly string[]): void {
    this.emit('cs-select', ids);
  }

  private move(move: Move | undefined): void {
    if (move !== undefined) this.emit('cs-move', move);
  }

  private emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-decision': CsDecision;
  }
}
