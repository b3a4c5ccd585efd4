// What the browser tests do with the playground: open it, wait for the table and the editor, read
// the log, the markers and the timing marks the page leaves (performance marks and measures).
import type { Page } from 'playwright-core';

export interface MarkerInfo {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
}

/** Opens the playground with a query (`game=worst-in-show&seed=3&bots=0`) and waits for the table. */
export async function openPlayground(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}${query ? `?${query}` : ''}`);
  await page.locator('cs-table').waitFor({ timeout: 30_000 });
}

export async function waitForEditor(page: Page): Promise<void> {
  await page.locator('cs-editor .monaco-editor .view-lines').waitFor({ timeout: 30_000 });
}

/** The game's title as the table shows it. */
export function tableTitle(page: Page): Promise<string> {
  return page.locator('cs-table .status .game').innerText();
}

export function logLines(page: Page): Promise<string[]> {
  return page.locator('cs-log li').allInnerTexts();
}

/** Cardsmith's markers in the editor. */
export function markers(page: Page): Promise<MarkerInfo[]> {
  return page.locator('cs-editor').evaluate((el) => (el as unknown as { markers(): MarkerInfo[] }).markers());
}

/** Puts the editor's cursor at a 1-based line and column and focuses it. */
export async function placeCursor(page: Page, line: number, column: number): Promise<void> {
  await page.locator('cs-editor').evaluate((el, at) => {
    const editor = (el as unknown as { monacoEditor: { setPosition(p: object): void; revealLineInCenter(l: number): void; focus(): void } }).monacoEditor;
    editor.setPosition({ lineNumber: at.line, column: at.column });
    editor.revealLineInCenter(at.line);
    editor.focus();
  }, { line, column });
}

/** The editor's current text of the shown file. */
export function editorText(page: Page): Promise<string> {
  return page.locator('cs-editor').evaluate((el) => (el as unknown as { monacoEditor: { getValue(): string } }).monacoEditor.getValue());
}

/** Durations of the page's performance measures (or a mark's time) by name. */
export function timings(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n).map((e) => (e.entryType === 'mark' ? e.startTime : e.duration)), name);
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Where `text` ends on the first line that contains it (1-based line and column). */
export function after(source: string, text: string): { line: number; column: number } {
  const lines = source.split('\n');
  const i = lines.findIndex((l) => l.includes(text));
  if (i < 0) throw new Error(`no line contains ${text}`);
  return { line: i + 1, column: (lines[i] ?? '').indexOf(text) + text.length + 1 };
}

/** Makes some legal move of the decision shown: pass if it may, else the first play, choice or setup answer. */
export async function playAnything(page: Page): Promise<void> {
  await page.locator('cs-decision .prompt').waitFor();
  const pass = page.locator('cs-decision [data-action=pass]');
  if (await pass.count() > 0) return pass.click();
  const select = /Select (\d+) card/.exec(await page.locator('cs-decision').innerText());
  if (select) {
    const cards = page.locator('cs-hand button[data-card]');
    for (let i = 0; i < Number(select[1]); i++) await cards.nth(i).click();
    return page.locator('cs-decision button.main').click();
  }
  await page.locator('cs-decision .row button:not(:disabled)').first().click();
  const way = page.locator('cs-decision button.way');
  if (await way.count() > 0) await way.first().click();
}
