// The editor: Cardsmith's diagnostics appear as markers at the compiler's exact ranges as you type
// (computed in the worker) and go when the mistake is fixed; keystroke to markers is measured;
// monaco-yaml completes and explains keys from the rule file's JSON Schema.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileRules } from '../../grammar/compile.js';
import { ruleFileSchema } from '../../grammar/schema/rule-file.schema.js';
import { launch, screenshot, watchedPage } from './browser.js';
import { after, editorText, markers, openPlayground, percentile, placeCursor, timings, waitForEditor, type MarkerInfo } from './playground.js';

const baseUrl = inject('baseUrl');
const FILE = 'rules/of-whats-left/game.yaml';
const original = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the compiler says of this text, as markers would show it. */
function expected(text: string): MarkerInfo[] {
  return compileRules({ file: FILE, text }).diagnostics.map((d) => ({
    file: d.range.file, line: d.range.start.line, column: d.range.start.column, endLine: d.range.end.line, endColumn: d.range.end.column,
    severity: d.severity, code: d.code, message: d.message,
  }));
}

const shown = (page: Page): Promise<MarkerInfo[]> => markers(page);

async function open(): Promise<{ page: Page; problems: string[] }> {
  const w = await watchedPage(browser, baseUrl);
  await openPlayground(w.page, baseUrl, 'game=of-whats-left&seed=2&bots=60');
  await waitForEditor(w.page);
  await w.page.locator('.cs-status .cs-good').waitFor();
  return w;
}

describe('the editor', () => {
  it('shows a mistake as a marker on its line with the compiler\'s message, and removes it when fixed', async () => {
    const { page, problems } = await open();
    expect(await markers(page)).toEqual([]);
    const cases = [
      { name: 'an unknown name in an expression', at: 'end-when: "players', typed: 'x', code: 'name/unknown' },
      { name: 'a player count the schema refuses', at: 'players: 3..4', typed: 'x', code: 'schema/bad-range' },
    ];
    for (const c of cases) {
      const pos = after(original, c.at);
      await placeCursor(page, pos.line, pos.column);
      await page.keyboard.type(c.typed);
      const text = await editorText(page);
      const want = expected(text);
      expect(want.length, c.name).toBeGreaterThan(0);
      expect(want.some((d) => d.code === c.code && d.line === pos.line), `${c.name}: the compiler's diagnostic`).toBe(true);
      await expect.poll(() => shown(page), { timeout: 5_000 }).toEqual(want);
      await expect.poll(() => page.locator('.cs-status').getAttribute('data-errors')).not.toBe('0');
      await screenshot(page, `editor-marker-${c.code.replace('/', '-')}`);
      // The game in play goes on meanwhile: the table is still there.
      expect(await page.locator('cs-table cs-seat').count()).toBeGreaterThan(0);
      for (let i = 0; i < c.typed.length; i++) await page.keyboard.press('Backspace');
      expect(await editorText(page)).toBe(original);
      await expect.poll(() => markers(page), { timeout: 5_000 }).toEqual([]);
      await page.locator('.cs-status .cs-good').waitFor();
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('measures keystroke to markers over 30 edits', async () => {
    const { page, problems } = await open();
    const pos = after(original, 'end-when: "players');
    await placeCursor(page, pos.line, pos.column);
    const before = (await timings(page, 'cs-markers')).length;
    for (let i = 0; i < 30; i++) {
      if (i % 2 === 0) await page.keyboard.type('x');
      else await page.keyboard.press('Backspace');
      await expect.poll(async () => (await timings(page, 'cs-markers')).length, { timeout: 5_000, interval: 5 }).toBe(before + i + 1);
    }
    const ms = (await timings(page, 'cs-markers')).slice(before);
    const p95 = percentile(ms, 95);
    console.log(`keystroke to markers over ${ms.length} edits: median ${percentile(ms, 50).toFixed(0)} ms, 95th percentile ${p95.toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`);
    expect(ms.length).toBe(30);
    // The target is 100 ms (issue #15); the bound here is loose, for a shared machine, and catches
    // a compile on the page's thread or edits queueing up.
    expect(p95).toBeLessThan(500);
    expect(await markers(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('completes and explains keys from the JSON Schema', async () => {
    const { page, problems } = await open();
    // Hover on `players`: the schema's description of the key.
    const players = ruleFileSchema.properties?.['players'];
    const description = typeof players === 'object' ? players.description ?? '' : '';
    expect(description).not.toBe('');
    const pos = after(original, 'players: 3..4');
    await placeCursor(page, pos.line, 3);
    await page.locator('cs-editor').evaluate((el) => (el as unknown as { monacoEditor: { trigger(s: string, id: string, a: object): void } }).monacoEditor.trigger('test', 'editor.action.showHover', {}));
    await expect.poll(() => page.locator('.monaco-hover:not(.hidden)').innerText(), { timeout: 10_000 }).toContain(description);
    await page.waitForTimeout(300); // the hover fades in
    await screenshot(page, 'editor-hover');
    await page.keyboard.press('Escape');
    // A new key under a marker: the schema's marker properties not yet written are offered.
    const label = after(original, 'label: Bonus');
    await placeCursor(page, label.line, label.column);
    await page.keyboard.press('Enter');
    await page.locator('cs-editor').evaluate((el) => (el as unknown as { monacoEditor: { trigger(s: string, id: string, a: object): void } }).monacoEditor.trigger('test', 'editor.action.triggerSuggest', {}));
    await expect.poll(() => page.locator('.suggest-widget .monaco-list-row').allInnerTexts(), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringContaining('priority')]));
    await screenshot(page, 'editor-completion');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
