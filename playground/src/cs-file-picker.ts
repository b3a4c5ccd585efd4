// <cs-file-picker>: one menu of every file the playground bundles: each game's rule file, its
// variants and its scenarios (rules/GAME/tests), and "New game from template". Fires
// cs-open-file ({ game, file, kind }) or cs-pick-template; the editor acts on them.
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { BUNDLED_GAMES, variantName } from './bundled-games.js';
import { scenariosOf, TEMPLATE_GAME, TEMPLATE_SCENARIO } from './bundled-scenarios.js';

export interface OpenFileDetail {
  /** The game's folder name. */
  readonly game: string;
  readonly file: string;
  readonly kind: 'rules' | 'variant' | 'scenario';
}

const TEMPLATE = 'template';

@customElement('cs-file-picker')
export class CsFilePicker extends LitElement {
  /** The game whose files are open (its folder name). */
  @property() game = '';

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    const template = this.game === TEMPLATE_GAME
      ? html`<optgroup label="New game"><option value=${JSON.stringify({ game: TEMPLATE_GAME, file: TEMPLATE_SCENARIO.file, kind: 'scenario' })}>scenario: ${variantName(TEMPLATE_SCENARIO.file)}</option></optgroup>`
      : '';
    return html`<select class="cs-file-picker" aria-label="open a file" @change=${(e: Event) => this.picked(e.target as HTMLSelectElement)}>
      <option value="" selected disabled>Open a file…</option>
      ${template}
      ${BUNDLED_GAMES.map((g) => html`<optgroup label=${g.title}>
        <option value=${JSON.stringify({ game: g.id, file: g.file.file, kind: 'rules' })}>${g.title}: rules</option>
        ${g.variants.map((v) => html`<option value=${JSON.stringify({ game: g.id, file: v.file, kind: 'variant' })}>variant: ${variantName(v.file)}</option>`)}
        ${scenariosOf(g.id).map((f) => html`<option value=${JSON.stringify({ game: g.id, file: f, kind: 'scenario' })}>scenario: ${variantName(f)}</option>`)}
      </optgroup>`)}
      <optgroup label="New"><option value=${TEMPLATE}>New game from template…</option></optgroup>
    </select>`;
  }

  private picked(select: HTMLSelectElement): void {
    const value = select.value;
    select.value = '';
    if (value === TEMPLATE) {
      this.dispatchEvent(new CustomEvent('cs-pick-template', { bubbles: true }));
      return;
    }
    if (value === '') return;
    const detail = JSON.parse(value) as OpenFileDetail;
    this.dispatchEvent(new CustomEvent<OpenFileDetail>('cs-open-file', { detail, bubbles: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cs-file-picker': CsFilePicker;
  }
}
