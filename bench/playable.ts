// Time to a playable table in Chromium: the production playground (playground/dist, as `npm start`
// serves it) opened in headless Debian Chromium, `runs` times in fresh pages; the page marks
// `cs-playable` when the table can take a move and `cs-editor-ready` when Monaco is up.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const CHROMIUM = '/usr/bin/chromium';
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PlayableFigure {
  readonly runs: number;
  /** Milliseconds after navigation: the median and the slowest run. */
  readonly playableMedianMs: number;
  readonly playableMaxMs: number;
  readonly editorMedianMs: number;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Null when there is no Chromium or no built playground (the bench says so). */
export async function timeToPlayable(runs = 5): Promise<PlayableFigure | null> {
  if (!existsSync(CHROMIUM) || !existsSync(`${root}playground/dist/index.html`)) return null;
  const server = await preview({ configFile: `${root}playground/vite.config.ts`, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0, open: false } });
  const url = server.resolvedUrls?.local[0];
  const args = ['--headless', '--disable-gpu', '--disable-background-networking', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args });
  const playable: number[] = [];
  const editor: number[] = [];
  try {
    if (url === undefined) return null;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${url}?bots=0`);
      await page.waitForFunction(() => performance.getEntriesByName('cs-editor-ready').length > 0, undefined, { timeout: 30_000 });
      const [p, e] = await page.evaluate(() => ['cs-playable', 'cs-editor-ready'].map((n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN));
      playable.push(p ?? NaN);
      editor.push(e ?? NaN);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { runs, playableMedianMs: median(playable), playableMaxMs: Math.max(...playable), editorMedianMs: median(editor) };
}
