// An error boundary for the table's elements. Lit has none: an element whose render throws leaves
// its old content and an unhandled rejection. Here each table element's render is wrapped so that a
// throw (a view the element does not expect, a bug) draws a short message in its place and fires
// cs-render-error (bubbling out of shadow roots) for the page to say so; nothing else is touched,
// so the editor and its text carry on.
import { html } from 'lit';

export interface RenderErrorDetail {
  readonly element: string;
  readonly message: string;
}

interface Renders {
  render(): unknown;
}

const guarded = new WeakSet<object>();

/** Wraps the render of the element class defined as `tag` (once; undefined tags are skipped). */
export function guardRender(tag: string): void {
  const ctor = customElements.get(tag);
  const proto = ctor?.prototype as (Renders & HTMLElement) | undefined;
  if (proto === undefined || guarded.has(proto)) return;
  guarded.add(proto);
  const render = proto.render;
  proto.render = function (this: HTMLElement & Renders): unknown {
    try {
      return render.call(this);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const detail: RenderErrorDetail = { element: tag, message };
      queueMicrotask(() => this.dispatchEvent(new CustomEvent<RenderErrorDetail>('cs-render-error', { detail, bubbles: true, composed: true })));
      return html`<p role="alert" style="color:#b42318" data-render-error=${tag}>This part of the table could not be drawn (${message}).</p>`;
    }
  };
}

/** The table and everything in it. */
export const TABLE_ELEMENTS: readonly string[] = ['cs-table', 'cs-seat', 'cs-trick', 'cs-hand', 'cs-decision', 'cs-log', 'cs-card', 'cs-timeline'];

export function guardTable(): void {
  for (const tag of TABLE_ELEMENTS) guardRender(tag);
}
