// Sharing and files: an edit travels in a share link to a new page; broken, truncated, other-version
// and oversized links say so in the page and load the bundled game; rules too large for a link are
// offered as a download; a record exported from the page imports back to the same game; a scenario
// saved from the page passes `cardsmith test`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, launch, screenshot, watchedPage } from './browser.js';
import { playAnything, editorText, openPlayground, tableTitle, waitForEditor } from './playground.js';
import { decodeShare, fragmentOfJson, MAX_FRAGMENT, MAX_INFLATED, shareFragment } from '../../playground/src/share-link.js';

const baseUrl = inject('baseUrl');
const root = fileURLToPath(new URL('../..', import.meta.url));
const FILE = 'rules/of-whats-left/game.yaml';
const original = readFileSync(join(root, FILE), 'utf8');
let browser: Browser;
let tmp: string;

beforeAll(async () => {
  browser = await launch();
  tmp = mkdtempSync(join(tmpdir(), 'cs-share-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const shareMessage = (page: Page) => page.locator('cs-share [aria-label="share message"]');
const linkNotice = (page: Page) => page.locator('.cs-link-notice');

async function ready(page: Page, query: string): Promise<void> {
  await openPlayground(page, baseUrl, query);
  await waitForEditor(page);
  await page.locator('.cs-status .cs-good').waitFor();
}

/** Replaces the shown file's text in the editor (as typing would: the edit goes to the compiler). */
async function setText(page: Page, text: string): Promise<void> {
  await page.locator('cs-editor').evaluate((el, t) => (el as unknown as { monacoEditor: { setValue(v: string): void } }).monacoEditor.setValue(t), text);
}

const movesMade = (page: Page): Promise<number> =>
  page.locator('cs-share input[aria-label="up to move"]').count().then(async (n) => (n > 0 ? Number(await page.locator('cs-share input[aria-label="up to move"]').getAttribute('max')) : -1));

/** Plays until the game has at least `n` moves (the bots move at once with bots=0). */
async function playMoves(page: Page, n: number): Promise<void> {
  await page.locator('cs-share button', { hasText: 'Save as scenario' }).click();
  for (let i = 0; i < 40 && (await movesMade(page)) < n; i++) {
    await expect.poll(() => page.locator('cs-decision .prompt').innerText(), { timeout: 10_000 }).toMatch(/Your|You /);
    await playAnything(page);
  }
  expect(await movesMade(page)).toBeGreaterThanOrEqual(n);
  await page.locator('cs-share button', { hasText: 'Save as scenario' }).click();
}

describe('share links', () => {
  it('carry an edit to a new page, which shows the same rules and plays them; its strings stay text', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await ready(page, 'game=of-whats-left&seed=4&bots=60');
    // A title with markup: it must come out as the same characters, never as elements.
    const edited = original.replace(/^game: .*$/m, 'game: <img src=x onerror=alert(1)><b>Shared</b> Owls');
    await setText(page, edited);
    await page.locator('.cs-restart').click();
    await expect.poll(() => tableTitle(page)).toContain('<b>Shared</b>');
    await page.locator('cs-share button', { hasText: 'Share link' }).click();
    const link = await page.locator('cs-share input[aria-label="share link"]').inputValue();
    expect(link).toMatch(/#share=1\.\d+\.[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(MAX_FRAGMENT + 200);
    await screenshot(page, 'share-link-panel');

    const other = await watchedPage(browser, baseUrl);
    await other.page.goto(link);
    await other.page.locator('cs-table').waitFor();
    await waitForEditor(other.page);
    await expect.poll(() => tableTitle(other.page)).toBe('<img src=x onerror=alert(1)><b>Shared</b> Owls');
    expect(await editorText(other.page)).toBe(edited);
    // The link carried the rule file alone (its variants are off and as bundled); the page has them as usual.
    const carried = decodeShare(link.slice(link.indexOf('#')));
    expect(carried.ok && carried.payload.files.map((f) => f.file)).toEqual([FILE]);
    expect(await other.page.locator('cs-editor .cs-editor-tabs button').allInnerTexts()).toEqual(['game.yaml', 'special-owls', 'threshold-scoring']);
    expect(await other.page.locator('cs-table img, cs-table b').count()).toBe(0);
    await expect.poll(() => linkNotice(other.page).innerText()).toContain('Opened the rules of a share link');
    expect(await other.page.locator('cs-new-game').evaluate((el) => (el as unknown as { seed: string }).seed)).toBe('4');
    await screenshot(other.page, 'share-link-opened');
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('carry the variants switched on', async () => {
    const variant = 'rules/of-whats-left/variants/special-owls.yaml';
    const files = [{ file: FILE, text: original }, { file: variant, text: readFileSync(join(root, variant), 'utf8') }];
    const { page, problems } = await watchedPage(browser, baseUrl);
    await page.goto(`${baseUrl}#${shareFragment({ game: 'of-whats-left', files, variants: [variant], seed: '9' })}`);
    await page.locator('cs-table').waitFor();
    const checked = await page.locator('cs-new-game input[name=variant]:checked').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(checked).toEqual([variant]);
    expect(problems).toEqual([]);
  });

  it('that are broken, truncated, of another version or oversized say so in the page and load the bundled game', async () => {
    const good = shareFragment({ files: [{ file: FILE, text: original.replace(/^game: .*$/m, 'game: Linked') }], variants: [] });
    const huge = fragmentOfJson(JSON.stringify({ v: 1, files: [{ file: FILE, text: `${original}\n#${'x'.repeat(2 * MAX_INFLATED)}` }], variants: [] }));
    const cases = [
      { name: 'broken', fragment: `${good.slice(0, 30)}!!${good.slice(32)}`, says: /damaged/ },
      { name: 'truncated', fragment: good.slice(0, Math.floor(good.length * 0.6)), says: /truncated/ },
      { name: 'other-version', fragment: good.replace(/^share=1\./, 'share=7.'), says: /format 7/ },
      { name: 'oversized', fragment: huge, says: /more than 512 KiB/ },
    ];
    for (const c of cases) {
      const { page, problems } = await watchedPage(browser, baseUrl);
      await page.goto(`${baseUrl}?bots=60#${c.fragment}`);
      await page.locator('cs-table').waitFor();
      const message = linkNotice(page);
      await expect.poll(() => message.innerText(), { timeout: 10_000 }).toMatch(c.says);
      expect(await message.getAttribute('role')).toBe('alert');
      expect(await message.innerText()).toContain('The bundled game is loaded instead');
      await expect.poll(() => tableTitle(page)).toBe("Of What's Left");
      await screenshot(page, `share-link-${c.name}`);
      expect(problems, c.name).toEqual([]);
      await page.context().close();
    }
  });

  it('are not made for rules too large for a link: the page offers the files to download', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await ready(page, 'game=of-whats-left&seed=4&bots=60');
    // A comment of 16 KB of text that hardly compresses.
    let x = 7;
    const noise = Array.from({ length: 16_000 }, () => ((x = (x * 1103515245 + 12345) % 2 ** 31), 'abcdefghijklmnopqrstuvwxyz0123456789'[x % 36])).join('');
    await setText(page, `${original}\n# ${noise}\n`);
    await page.locator('cs-share button', { hasText: 'Share link' }).click();
    const panel = page.locator('cs-share .panel.link');
    await expect.poll(() => panel.innerText()).toMatch(/more than the 8,000 a link carries/);
    expect(await page.locator('cs-share input[aria-label="share link"]').count()).toBe(0);
    await screenshot(page, 'share-link-too-long');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.locator('button', { hasText: 'Download the rule files' }).click()]);
    expect(download.suggestedFilename()).toBe('of-whats-left-rules.zip');
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(zip).sort()).toEqual(['game.yaml', 'variants/special-owls.yaml', 'variants/threshold-scoring.yaml']);
    expect(strFromU8(zip['game.yaml'] ?? new Uint8Array())).toContain(noise);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('files', () => {
  it('a record exported from the page imports back to the same game, and a refused move is reported', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await ready(page, 'game=of-whats-left&players=4&seed=12&bots=0');
    await playMoves(page, 6);
    const before = await page.locator('cs-log li').allInnerTexts();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('cs-share button', { hasText: 'Download record' }).click()]);
    expect(download.suggestedFilename()).toBe('of-whats-left-seed-12.record.json');
    const recordPath = join(tmp, 'game.record.json');
    await download.saveAs(recordPath);
    const record = JSON.parse(readFileSync(recordPath, 'utf8')) as { format: number; rules: string; files: Record<string, string>; moves: string[]; seed: string };
    expect(record).toMatchObject({ format: 2, rules: 'game.yaml', seed: '12' });
    expect(record.files['game.yaml']).toBe(original);
    expect(record.moves.length).toBeGreaterThanOrEqual(6);

    // A fresh page of another game imports it: the same game, the same log, the rules from the record.
    const other = await watchedPage(browser, baseUrl);
    await ready(other.page, 'game=worst-in-show&seed=1&bots=0');
    await other.page.locator('cs-share input[type=file]').setInputFiles(recordPath);
    await expect.poll(() => shareMessage(other.page).innerText()).toContain(`Replayed game.record.json: ${record.moves.length} moves`);
    await expect.poll(() => tableTitle(other.page)).toBe("Of What's Left");
    expect(await other.page.locator('cs-log li').allInnerTexts()).toEqual(before);
    expect(await editorText(other.page)).toBe(original);
    // The record keeps the files it used; the game's other variants are there as before.
    expect(await other.page.locator('cs-editor .cs-editor-tabs button').allInnerTexts()).toEqual(['game.yaml', 'special-owls', 'threshold-scoring']);
    await screenshot(other.page, 'record-imported');

    // A record whose moves the rules refuse: the replay stops there and says why, as cardsmith replay does.
    const bad = { ...record, moves: [...record.moves.slice(0, 2), `${record.moves[2]?.split(':')[0]}: play 99Z`, ...record.moves.slice(3)] };
    const badPath = join(tmp, 'bad.record.json');
    execFileSync('node', ['-e', `require('fs').writeFileSync(${JSON.stringify(badPath)}, ${JSON.stringify(JSON.stringify(bad))})`]);
    await other.page.locator('cs-share input[type=file]').setInputFiles(badPath);
    const message = shareMessage(other.page);
    await expect.poll(() => message.innerText()).toMatch(/bad\.record\.json: move 3 \(.*play 99Z\) is refused: notation\//);
    expect(await message.innerText()).toContain('The record applies up to move 2 of');
    await screenshot(other.page, 'record-refused-move');

    // Not a record at all.
    const junk = join(tmp, 'junk.json');
    execFileSync('node', ['-e', `require('fs').writeFileSync(${JSON.stringify(junk)}, '{"moves": 3}')`]);
    await other.page.locator('cs-share input[type=file]').setInputFiles(junk);
    await expect.poll(() => message.innerText()).toMatch(/junk\.json: not a game record: the keys .* are missing/);
    expect(await cspViolations(page)).toEqual([]);
    expect(await cspViolations(other.page)).toEqual([]);
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('rule files exported as a zip import back, into the same game', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await ready(page, 'game=of-whats-left&seed=4&bots=60');
    const edited = original.replace(/^game: .*$/m, "game: Of What's Left");
    await setText(page, `${edited}# an edit that travels in the zip\n`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('cs-share button', { hasText: 'Download rules' }).click()]);
    const zipPath = join(tmp, 'rules.zip');
    await download.saveAs(zipPath);
    const other = await watchedPage(browser, baseUrl);
    await ready(other.page, 'game=worst-in-show&seed=1&bots=60');
    await other.page.locator('cs-share input[type=file]').setInputFiles(zipPath);
    await expect.poll(() => shareMessage(other.page).innerText()).toContain('Imported 3 rule files: rules/of-whats-left/game.yaml');
    await expect.poll(() => tableTitle(other.page)).toBe("Of What's Left");
    expect(await editorText(other.page)).toContain('# an edit that travels in the zip');
    expect(await other.page.locator('cs-editor .cs-editor-tabs button').allInnerTexts()).toEqual(['game.yaml', 'special-owls', 'threshold-scoring']);
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a scenario saved from the page passes cardsmith test, and with a changed expectation fails', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await ready(page, 'game=of-whats-left&players=4&seed=21&bots=0');
    await playMoves(page, 8);
    await page.locator('cs-share button', { hasText: 'Save as scenario' }).click();
    const moves = Number(await page.locator('cs-share input[aria-label="up to move"]').getAttribute('max'));
    await screenshot(page, 'scenario-panel');
    // The whole game so far, with expectations.
    const [whole] = await Promise.all([page.waitForEvent('download'), page.locator('cs-share button', { hasText: 'Download scenario' }).click()]);
    await expect.poll(() => shareMessage(page).innerText()).toMatch(new RegExp(`Saved a scenario of ${moves} moves \\(with the first deal written out, with expectations\\)`));
    await screenshot(page, 'scenario-saved');
    // From a chosen point: the first 3 moves, without expectations.
    expect(await page.locator('cs-share [aria-label="the last move kept"]').innerText()).toBe((await page.locator('cs-log li').allInnerTexts()).filter((l) => /^(You|Bot \d): /.test(l)).at(-1));
    await page.locator('cs-share input[aria-label="up to move"]').fill('3');
    expect(await page.locator('cs-share [aria-label="the last move kept"]').innerText()).toMatch(/^(You|Bot \d): /);
    await page.locator('cs-share input[aria-label="with expectations"]').uncheck();
    const [part] = await Promise.all([page.waitForEvent('download'), page.locator('cs-share button', { hasText: 'Download scenario' }).click()]);

    // Next to a copy of the bundled game, where its `rules: ../game.yaml` resolves.
    const game = join(tmp, 'of-whats-left');
    cpSync(join(root, 'rules/of-whats-left'), game, { recursive: true, filter: (src) => !src.includes('/tests') });
    mkdirSync(join(game, 'tests'), { recursive: true });
    const wholePath = join(game, 'tests', 'saved.yaml');
    const partPath = join(game, 'tests', 'first-three.yaml');
    await whole.saveAs(wholePath);
    await part.saveAs(partPath);
    const text = readFileSync(wholePath, 'utf8');
    expect(text).toMatch(/^rules: \.\.\/game\.yaml$/m);
    expect(text).toMatch(/^deal:$/m);
    expect(text).toMatch(/^ {2}- expect:$/m);
    expect(text.split('\n').filter((l) => /^ {2}- (?!expect)/.test(l))).toHaveLength(moves);
    const partText = readFileSync(partPath, 'utf8');
    expect(partText.split('\n').filter((l) => /^ {2}- /.test(l))).toHaveLength(3);
    expect(partText).not.toContain('expect:');

    const cli = (file: string) => execFileSync('node', [join(root, 'bin/cardsmith.js'), 'test', file], { encoding: 'utf8' });
    expect(cli(wholePath)).toMatch(/^passed {2}.*saved\.yaml/m);
    expect(cli(partPath)).toMatch(/^passed {2}.*first-three\.yaml/m);
    // The expectations are checked: a changed round fails.
    const changedPath = join(game, 'tests', 'changed.yaml');
    copyFileSync(wholePath, changedPath);
    execFileSync('sed', ['-i', 's/^      round: [0-9]*$/      round: 9/', changedPath]);
    let failed = '';
    try {
      cli(changedPath);
    } catch (err) {
      failed = String((err as { stdout?: string }).stdout ?? '');
    }
    expect(failed).toMatch(/FAILED .*changed\.yaml:\d+/);
    expect(failed).toContain('round: expected 9');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('at 400 px wide', () => {
  it('the share bar and its panels fit', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl, { width: 400, height: 800 });
    await ready(page, 'game=of-whats-left&seed=4&bots=60');
    await page.locator('cs-share button', { hasText: 'Share link' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(400);
    await page.locator('cs-share').scrollIntoViewIfNeeded();
    await screenshot(page, 'share-narrow');
    expect(problems).toEqual([]);
    // A bad link's message is at the top, above the table, where a narrow window shows it first.
    const bad = await watchedPage(browser, baseUrl, { width: 400, height: 800 });
    await bad.page.goto(`${baseUrl}?bots=60#share=1.99.abc`);
    await bad.page.locator('cs-table').waitFor();
    const box = await linkNotice(bad.page).boundingBox();
    expect(box?.y).toBeLessThan(200);
    await screenshot(bad.page, 'share-link-broken-narrow');
    expect(bad.problems).toEqual([]);
  });
});
