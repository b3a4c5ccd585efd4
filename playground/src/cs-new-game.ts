// <cs-new-game>: which bundled game, and a new game's settings: players, seed, variants, how fast
// the bots move. Picking a game fires cs-pick-game; the button fires cs-new-game with the settings.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { BundledGame } from './bundled-games.js';
import { variantName } from './bundled-games.js';

export interface NewGameDetail {
  readonly players: number;
  readonly seed: string;
  readonly variants: readonly string[];
  readonly botDelay: number;
}

export const BOT_SPEEDS: readonly { readonly label: string; readonly ms: number }[] = [
  { label: 'slow', ms: 900 }, { label: 'normal', ms: 350 }, { label: 'fast', ms: 60 }, { label: 'instant', ms: 0 },
];

@customElement('cs-new-game')
export class CsNewGame extends LitElement {
  static override styles = css`
    :host { display: block; }
    form { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
    label { display: inline-flex; gap: 4px; align-items: center; font-size: 13px; }
    select, input, button { font: inherit; font-size: 13px; padding: 3px 6px; border: 1px solid var(--cs-line, #d0d7de); border-radius: 6px; background: #fff; }
    input.seed { width: 7ch; }
    button { background: var(--cs-accent, #1f6feb); border-color: var(--cs-accent, #1f6feb); color: #fff; cursor: pointer; padding: 3px 10px; }
    fieldset { border: 0; padding: 0; margin: 0; display: inline-flex; gap: 6px; flex-wrap: wrap; }
    legend { float: left; font-size: 13px; margin-right: 4px; }
  `;

  @property({ attribute: false }) games: readonly BundledGame[] = [];
  @property() game = '';
  @property({ type: Number }) min = 2;
  @property({ type: Number }) max = 6;
  @property({ type: Number }) players = 3;
  @property() seed = '1';
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 350;
  @property({ attribute: false }) variants: readonly string[] = [];

  @state() private chosen: ReadonlySet<string> = new Set();

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('variants')) this.chosen = new Set(this.variants);
  }

  override render() {
    const game = this.games.find((g) => g.id === this.game);
    const counts = Array.from({ length: Math.max(0, this.max - this.min + 1) }, (_, i) => this.min + i);
    return html`<form @submit=${(e: Event) => this.submit(e)}>
      <label>Game <select name="game" aria-label="game" @change=${(e: Event) => this.pick(e)}>
        ${this.games.map((g) => html`<option value=${g.id} ?selected=${g.id === this.game}>${g.title}</option>`)}
      </select></label>
      <label>Players <select name="players" aria-label="players">
        ${counts.map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
      </select></label>
      <label>Seed <input class="seed" name="seed" aria-label="seed" .value=${this.seed} autocomplete="off"></label>
      <label>Bots <select name="speed" aria-label="bot speed">
        ${BOT_SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.botDelay}>${s.label}</option>`)}
        ${BOT_SPEEDS.some((s) => s.ms === this.botDelay) ? nothing : html`<option value=${this.botDelay} selected>${this.botDelay} ms</option>`}
      </select></label>
      ${game && game.variants.length > 0
        ? html`<fieldset><legend>Variants</legend>${game.variants.map((v) => html`<label><input type="checkbox" name="variant" value=${v.file}
            .checked=${this.chosen.has(v.file)} @change=${(e: Event) => this.toggle(v.file, e)}>${variantName(v.file)}</label>`)}</fieldset>`
        : nothing}
      <button type="submit">New game</button>
    </form>`;
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
    const detail: NewGameDetail = {
      players: Number(data.get('players') ?? this.players),
      seed: String(data.get('seed') ?? this.seed).trim() || '1',
      variants: [...this.chosen],
      botDelay: Number(data.get('speed') ?? this.botDelay),
    };
    this.dispatchEvent(new CustomEvent<NewGameDetail>('cs-new-game', { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-new-game': CsNewGame;
  }
}
