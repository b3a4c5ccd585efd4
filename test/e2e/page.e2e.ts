// The page: it loads under its Content Security Policy (no 'unsafe-eval') with no console error,
// no violation and no request outside its origin; the table is playable before the editor
// arrives; every bundled game can be picked.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cspViolations, launch, screenshot, watchedPage } from './browser.js';
import { openPlayground, tableTitle, timings, waitForEditor } from './playground.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page', () => {
  it('loads under a CSP without unsafe-eval, with no error, violation or outside request', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    const response = await page.goto(baseUrl);
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toContain("script-src 'self'");
    expect(header).not.toContain('unsafe-eval');
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBe(header);
    await page.locator('cs-table').waitFor();
    await waitForEditor(page);
    await page.locator('.cs-status .cs-good').waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    // The policy is in force: an inline script put into the page does not run (it is refused once
    // per policy: the header's and the <meta>'s).
    const inlineRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
    });
    expect(inlineRan).toBe(false);
    const violations = await cspViolations(page);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.filter((v) => !v.startsWith('script-src-elem: inline'))).toEqual([]);
    const [playable] = await timings(page, 'cs-playable');
    const [editor] = await timings(page, 'cs-editor-ready');
    console.log(`time to a playable table: ${playable?.toFixed(0)} ms after navigation; editor ready at ${editor?.toFixed(0)} ms`);
    expect(playable).toBeGreaterThan(0);
    expect(playable).toBeLessThan(5_000);
    // The table does not wait for the editor (Monaco is a lazy chunk).
    expect(playable).toBeLessThan(editor ?? 0);
    await screenshot(page, 'page-loaded');
    await page.context().close();
  });

  it('offers every bundled game, and each can be picked and played', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'seed=4&bots=0');
    const options = await page.locator('cs-new-game select[name=game] option').evaluateAll((os) => os.map((o) => ({ id: (o as HTMLOptionElement).value, title: o.textContent ?? '' })));
    const folders = readdirSync(new URL('../../rules/', import.meta.url)).filter((f) => !f.startsWith('.'));
    expect(options.map((o) => o.id).sort()).toEqual(folders.sort());
    for (const { id, title } of options) {
      await page.locator('cs-new-game select[name=game]').selectOption(id);
      await expect.poll(() => tableTitle(page)).toBe(title);
      // Its rule file is in the editor, and its seats and your cards are on the table.
      await expect.poll(() => page.locator('.cs-editor-tabs button').first().getAttribute('data-file')).toBe(`rules/${id}/game.yaml`);
      expect(await page.locator('cs-seat').count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.locator('cs-hand button[data-card]').count()).toBeGreaterThan(0);
      // In a game with teams each seat names its team (partners opposite: seats 1 and 3, 2 and 4).
      if (id === 'spades') {
        expect(await page.locator('cs-seat .team').allTextContents()).toEqual(['North-South', 'East-West', 'North-South', 'East-West']);
      }
      // A shedding game's table is a pile, not a trick.
      if (id === 'durak') expect(await page.locator('cs-trick .head').textContent()).toBe('Pile 1');
      await screenshot(page, `game-${id}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
