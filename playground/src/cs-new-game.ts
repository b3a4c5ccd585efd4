// <cs-new-game>: which bundled game, and a new game's settings: players, seed, variants, who sits
// at each seat (a person or a bot of a kind), the rule file's options, how fast the bots move.
// Picking a game fires cs-pick-game; the button fires cs-new-game with the settings.
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { OptionDef } from '../../grammar/def/types.js';
import type { BundledGame } from './bundled-games.js';
import { variantName } from './bundled-games.js';
import { BOT_KINDS, type Value } from './runtime.js';
import { botName, type SeatKind } from './game-holder.js';

export interface NewGameDetail {
  readonly players: number;
  readonly seed: string;
  readonly variants: readonly string[];
  readonly botDelay: number;
  readonly seats: readonly SeatKind[];
  /** Only the options set to something other than their default. */
  readonly options: Readonly<Record<string, Value>>;
}

export const BOT_SPEEDS: readonly { readonly label: string; readonly ms: number }[] = [
  { label: 'slow', ms: 900 }, { label: 'normal', ms: 350 }, { label: 'fast', ms: 60 }, { label: 'instant', ms: 0 },
];

export const SEAT_KINDS: readonly SeatKind[] = ['human', ...BOT_KINDS];

/** An option's value as a form field holds it (a select's or an input's text). */
export const optionText = (v: Value | undefined): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A form field's text back as a value of the option's kind (by its listed values, else by its default's type). */
export function optionValue(o: OptionDef, text: string): Value {
  const listed = o.values?.find((x) => optionText(x as Value) === text);
  if (listed !== undefined) return listed as Value;
  if (typeof o.default === 'number') return text.trim() === '' ? o.default : Number(text);
  if (typeof o.default === 'boolean') return text === 'true';
  return text;
}

@customElement('cs-new-game')
export class CsNewGame extends LitElement {
  static override styles = css`
    :host { display: block; }
    form { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
    label { display: inline-flex; gap: 4px; align-items: center; font-size: 13px; }
    select, input, button { font: inherit; font-size: 13px; padding: 3px 6px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; background: #fff; }
    input.seed { width: 7ch; }
    input.num { width: 6ch; }
    button { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; cursor: pointer; padding: 3px 10px; }
    :focus-visible { outline: 2px solid var(--cs-accent, #1f6feb); outline-offset: 1px; }
    fieldset { border: 0; padding: 0; margin: 0; display: inline-flex; gap: 6px; flex-wrap: wrap; }
    legend { float: left; font-size: 13px; margin-right: 4px; }
    details { font-size: 13px; }
    summary { cursor: pointer; }
    .more { position: absolute; z-index: 8; margin-top: 4px; background: #fff; border: 1px solid var(--cs-line, #d0d7de); border-radius: 8px; padding: 8px 10px;
      box-shadow: 0 4px 14px rgb(0 0 0 / 12%); display: grid; gap: 6px; max-width: min(92vw, 460px); }
    .more h3 { font-size: 12px; margin: 4px 0 0; color: var(--cs-muted, #57606a); }
    .seats { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 4px 10px; }
    .seats label { white-space: nowrap; justify-content: space-between; }
    .opt { display: grid; gap: 1px; }
    .opt small { color: var(--cs-muted, #57606a); font-size: 11px; }
  `;

  @property({ attribute: false }) games: readonly BundledGame[] = [];
  @property() game = '';
  @property({ type: Number }) min = 2;
  @property({ type: Number }) max = 6;
  @property({ type: Number }) players = 3;
  @property() seed = '1';
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 350;
  @property({ attribute: false }) variants: readonly string[] = [];
  /** The seats of the game in play (a longer game keeps the first ones; new seats are random bots). */
  @property({ attribute: false }) seats: readonly SeatKind[] = ['human'];
  /** The rule file's options, with their defaults and allowed values. */
  @property({ attribute: false }) optionDefs: readonly OptionDef[] = [];
  /** The option values of the game in play. */
  @property({ attribute: false }) options: Readonly<Record<string, Value>> = {};

  @state() private chosen: ReadonlySet<string> = new Set();
  @state() private count = 3;
  @state() private kinds: SeatKind[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('variants')) this.chosen = new Set(this.variants);
    if (changed.has('players')) this.count = this.players;
    if (changed.has('seats')) this.kinds = [...this.seats];
  }

  override render() {
    const game = this.games.find((g) => g.id === this.game);
    const counts = Array.from({ length: Math.max(0, this.max - this.min + 1) }, (_, i) => this.min + i);
    return html`<form @submit=${(e: Event) => this.submit(e)}>
      <label>Game <select name="game" aria-label="game" @change=${(e: Event) => this.pick(e)}>
        ${this.games.map((g) => html`<option value=${g.id} ?selected=${g.id === this.game}>${g.title}</option>`)}
      </select></label>
      <label>Players <select name="players" aria-label="players" @change=${(e: Event) => (this.count = Number((e.target as HTMLSelectElement).value))}>
        ${counts.map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
      </select></label>
      <label>Seed <input class="seed" name="seed" aria-label="seed" .value=${this.seed} autocomplete="off"></label>
      <label>Bot speed <select name="speed" aria-label="bot speed">
        ${BOT_SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.botDelay}>${s.label}</option>`)}
        ${BOT_SPEEDS.some((s) => s.ms === this.botDelay) ? nothing : html`<option value=${this.botDelay} selected>${this.botDelay} ms</option>`}
      </select></label>
      ${game && game.variants.length > 0
        ? html`<fieldset><legend>Variants</legend>${game.variants.map((v) => html`<label><input type="checkbox" name="variant" value=${v.file}
            .checked=${this.chosen.has(v.file)} @change=${(e: Event) => this.toggle(v.file, e)}>${variantName(v.file)}</label>`)}</fieldset>`
        : nothing}
      <details class="setup">
        <summary>Seats${this.optionDefs.length > 0 ? ' & options' : ''}</summary>
        <div class="more">
          <h3>Who plays each seat</h3>
          <div class="seats">${Array.from({ length: this.count }, (_, i) => this.seatField(i))}</div>
          ${this.optionDefs.length > 0 ? html`<h3>Options</h3>${this.optionDefs.map((o) => this.optionField(o))}` : nothing}
        </div>
      </details>
      <button type="submit">New game</button>
    </form>`;
  }

  private seatField(i: number): TemplateResult {
    const kind = this.kinds[i] ?? 'random';
    return html`<label>Seat ${i + 1} <select name=${`seat-${i}`} aria-label=${`seat ${i + 1}`}>
      ${SEAT_KINDS.map((k) => html`<option value=${k} ?selected=${k === kind}>${k === 'human' ? 'Human' : `${botName(k)} bot`}</option>`)}
    </select></label>`;
  }

  private optionField(o: OptionDef): TemplateResult {
    const current = optionText((this.options[o.name] ?? o.default) as Value);
    const name = `option-${o.name}`;
    const field = o.values !== undefined
      ? html`<select name=${name} aria-label=${o.name}>${o.values.map((x) => {
          const t = optionText(x as Value);
          return html`<option value=${t} ?selected=${t === current}>${t}${t === optionText(o.default as Value) ? ' (default)' : ''}</option>`;
        })}</select>`
      : typeof o.default === 'boolean'
        ? html`<select name=${name} aria-label=${o.name}>${['true', 'false'].map((t) => html`<option value=${t} ?selected=${t === current}>${t}</option>`)}</select>`
        : html`<input name=${name} aria-label=${o.name} class=${typeof o.default === 'number' ? 'num' : ''} type=${typeof o.default === 'number' ? 'number' : 'text'}
            .value=${current} placeholder=${optionText(o.default as Value)}>`;
    return html`<div class="opt"><label>${o.name} ${field}</label>${o.description ? html`<small>${o.description}</small>` : nothing}</div>`;
  }

  private pick(e: Event): void {
    const id = (e.target as HTMLSelectElement).value;
    this.dispatchEvent(new CustomEvent<string>('cs-pick-game', { detail: id, bubbles: true, composed: true }));
  }

  private toggle(file: string, e: Event): void {
    const next = new Set(this.chosen);
    if ((e.target as HTMLInputElement).checked) next.add(file);
    else next.delete(file);
    this.chosen = next;
  }

  private submit(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const players = Number(data.get('players') ?? this.players);
    const seats = Array.from({ length: players }, (_, i): SeatKind => {
      const k = String(data.get(`seat-${i}`) ?? this.kinds[i] ?? 'random');
      return (SEAT_KINDS as readonly string[]).includes(k) ? (k as SeatKind) : 'random';
    });
    const options: Record<string, Value> = {};
    for (const o of this.optionDefs) {
      const text = data.get(`option-${o.name}`);
      if (text === null) continue;
      const v = optionValue(o, String(text));
      if (optionText(v) !== optionText(o.default as Value)) options[o.name] = v;
    }
    this.kinds = seats;
    const detail: NewGameDetail = {
      players,
      seed: String(data.get('seed') ?? this.seed).trim() || '1',
      variants: [...this.chosen],
      botDelay: Number(data.get('speed') ?? this.botDelay),
      seats,
      options,
    };
    this.dispatchEvent(new CustomEvent<NewGameDetail>('cs-new-game', { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-new-game': CsNewGame;
  }
}
