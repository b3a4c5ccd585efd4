// The table: a move made by clicking is made and logged, as the runtime would log it; an illegal
// selection is refused with the runtime's own reason; the bots play on; a valid edit restarts the
// game with the new rules while an invalid one leaves the game alone; a narrow window works.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, checkMove, createGame, legalMoves, logLines as runtimeLog, moveText, parseMove, prepareRules, type Move } from '../../runtime/index.js';
import { launch, screenshot, watchedPage } from './browser.js';
import { playAnything, logLines, openPlayground, placeCursor, waitForEditor } from './playground.js';

const baseUrl = inject('baseUrl');
const FILE = 'rules/of-whats-left/game.yaml';
const original = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');
const NAMES = ['You', 'Bot 2', 'Bot 3', 'Bot 4'];
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The game the page starts with `seed`, made again here by the runtime. */
function sameGame(seed: string) {
  const def = compileRules({ file: FILE, text: original }).def;
  if (def === undefined) throw new Error(`${FILE} does not compile`);
  const rules = prepareRules(def);
  const created = createGame(rules, { players: 4, seed, names: NAMES });
  if (!created.ok) throw new Error(created.diagnostics.map((d) => d.message).join('; '));
  return { rules, state: created.state };
}

interface HandCard {
  readonly id: string;
  readonly wild: boolean;
}

const hand = (page: Page): Promise<HandCard[]> =>
  page.locator('cs-hand button[data-card]').evaluateAll((bs) => bs.map((b) => ({ id: b.getAttribute('data-card') ?? '', wild: b.querySelector('cs-card[wild]') !== null })));

const prompt = (page: Page): Promise<string> => page.locator('cs-decision .prompt').innerText();

describe('the table', () => {
  it('refuses an illegal selection with the runtime\'s reason, and makes and logs a move made by clicking', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=3&bots=0');
    await expect.poll(() => prompt(page)).toContain('Your turn');
    const { rules, state } = sameGame('3');
    // The typed-move box's example is the game's own first move (a lead: no pass).
    const firstMove = legalMoves(rules, state).find((m) => m.seat === 0 && m.kind !== 'pass');
    if (firstMove === undefined) throw new Error('seat 0 has no move');
    expect(await page.locator('cs-decision input[name=move]').getAttribute('placeholder')).toBe(`or type a move: ${moveText(rules, state, firstMove)}`);

    // Two natural cards of different suits, ranks apart: neither a set nor a run.
    const naturals = (await hand(page)).filter((c) => !c.wild).map((c) => ({ ...c, rank: Number(/^\d+/.exec(c.id)?.[0]), suit: c.id.replace(/^\d+/, '') }));
    const a = naturals[0];
    const b = naturals.find((c) => a !== undefined && c.suit !== a.suit && Math.abs(c.rank - a.rank) >= 2);
    if (a === undefined || b === undefined) throw new Error('the hand has no two cards that make no meld');
    await page.locator(`cs-hand button[data-card="${a.id}"]`).click();
    await page.locator(`cs-hand button[data-card="${b.id}"]`).click();
    await page.locator('cs-decision [data-action=play-selected]').click();
    const parsed = parseMove(rules, state, `You: play ${a.id} ${b.id}`);
    if (!parsed.ok) throw new Error(parsed.message);
    const check = checkMove(rules, state, parsed.move);
    if (check.ok) throw new Error('the runtime accepts the play the test meant to be illegal');
    await expect.poll(() => page.locator('cs-decision .refusal').innerText()).toBe(check.error.message);
    await screenshot(page, 'table-refused');

    // The first play offered, by clicking it (and its first way, when it has several).
    await page.locator('cs-decision button', { hasText: 'Clear' }).click();
    const first = page.locator('cs-decision button.set').first();
    const cards = (await first.getAttribute('data-cards'))?.split(' ') ?? [];
    await first.click();
    if (await page.locator('cs-decision button.way').count() > 0) await page.locator('cs-decision button.way').first().click();
    // The runtime's log of the same move is what the page's log begins with.
    const move: Move | undefined = legalMoves(rules, state)
      .find((m) => m.kind === 'play' && m.seat === 0 && [...m.cards.map((c) => c.id)].sort().join(' ') === [...cards].sort().join(' '));
    if (move === undefined) throw new Error(`no legal play of ${cards.join(' ')}`);
    const after = applyMove(rules, state, move);
    if (!after.ok) throw new Error(after.error.message);
    const want = runtimeLog(rules, after.state, 0, 0);
    await expect.poll(async () => (await logLines(page)).slice(0, want.length)).toEqual(want);
    expect(want[want.length - 1]).toMatch(/^You: play /);
    expect(await page.locator('cs-decision .refusal').count()).toBe(0);
    await screenshot(page, 'table-played');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the bots play on between your moves', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=5&bots=0');
    let yourMoves = 0;
    for (let turn = 0; turn < 6; turn++) {
      await expect.poll(() => prompt(page), { timeout: 10_000 }).toMatch(/Your turn|Game over/);
      if ((await prompt(page)).startsWith('Game over')) break;
      const before = (await logLines(page)).length;
      const pass = page.locator('cs-decision [data-action=pass]');
      if (await pass.count() > 0) await pass.click();
      else {
        await page.locator('cs-decision button.set').first().click();
        if (await page.locator('cs-decision button.way').count() > 0) await page.locator('cs-decision button.way').first().click();
      }
      yourMoves++;
      await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
    }
    const log = await logLines(page);
    expect(yourMoves).toBeGreaterThanOrEqual(3);
    for (const bot of NAMES.slice(1)) expect(log.some((l) => l.startsWith(`${bot} `)), `${bot} has moved`).toBe(true);
    await screenshot(page, 'table-bots-played');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the game through an invalid edit and restarts it with a valid one', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=6&bots=0');
    await waitForEditor(page);
    await page.locator('.cs-status .cs-good').waitFor();
    expect(await page.locator('cs-seat').count()).toBe(4);
    const lines = original.split('\n');
    const line = lines.findIndex((l) => l === 'players: 3..4') + 1;
    expect(line).toBeGreaterThan(0);
    // `players: 3..` is no range a game can have... then `players: 3..3` is.
    await placeCursor(page, line, 'players: 3..4'.length + 1);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('x');
    await expect.poll(() => page.locator('.cs-status').getAttribute('data-errors')).toBe('1');
    expect(await page.locator('.cs-restart').count()).toBe(0);
    expect(await page.locator('cs-seat').count()).toBe(4);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await page.locator('.cs-restart').click();
    await expect.poll(() => page.locator('cs-seat').count()).toBe(3);
    await expect.poll(() => page.locator('.cs-restart').count()).toBe(0);
    await screenshot(page, 'table-restarted');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plays whole games by clicking, the bots finishing them, to a winner', async () => {
    for (const game of ['of-whats-left', 'worst-in-show']) {
      const { page, problems } = await watchedPage(browser, baseUrl);
      await openPlayground(page, baseUrl, `game=${game}&players=4&seed=11&bots=0`);
      let moves = 0;
      for (;;) {
        await expect.poll(() => prompt(page), { timeout: 10_000 }).toMatch(/\S/);
        const text = await prompt(page);
        if (text.startsWith('Game over')) break;
        if (text.startsWith('Waiting')) {
          await page.waitForTimeout(10);
          continue;
        }
        expect(moves, `${game}: a game of this many of your moves does not end`).toBeLessThan(400);
        await playAnything(page);
        moves++;
      }
      const winners = await page.locator('cs-table .status .over').getAttribute('data-winners');
      expect(winners, game).toMatch(/\S/);
      expect(await page.locator('cs-seat .won').count()).toBe(winners?.split(',').length);
      await screenshot(page, `game-over-${game}`);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('works in a window 400 px wide', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl, { width: 400, height: 800 });
    await openPlayground(page, baseUrl, 'game=worst-in-show&players=4&seed=3&bots=0');
    await expect.poll(() => prompt(page), { timeout: 10_000 }).toMatch(/\S/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'narrow-table');
    await page.locator('cs-editor').scrollIntoViewIfNeeded();
    await waitForEditor(page);
    await screenshot(page, 'narrow-editor');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
