// Chromium for the browser tests, and a page that records what must not happen: console errors,
// uncaught exceptions, Content Security Policy violations, and requests outside the page's origin.
import { chromium, type Browser, type Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';
export const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));

export function launch(): Promise<Browser> {
  const args = ['--headless', '--disable-gpu', '--disable-background-networking'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return chromium.launch({ executablePath: CHROMIUM, args });
}

export interface Watched {
  readonly page: Page;
  /** Console errors, page errors, CSP violations and outside requests, as lines. */
  readonly problems: string[];
}

/** A new page at `viewport`, watched from its first request. */
export async function watchedPage(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 800 }): Promise<Watched> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('worker', (w) => w.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error in a worker (${w.url()}): ${m.text()}`);
  }));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`request outside the origin: ${url}`);
  });
  // The page reports violations to itself as events; they are kept where the test can read them.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return { page, problems };
}

/** The CSP violations the page has seen so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: `${RESULTS}${name}.png` });
}
