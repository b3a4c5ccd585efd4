// Live rules, the timeline and autosave: an edit played on with "keep playing" (the new behaviour
// in play, a move the edit forbids reported at the right move, checked against the runtime's own
// replayOnto of the page's saved record); the log as a timeline (the table as it was, continue from
// there, undo and redo, by button and keyboard); a reload that brings back the edit and the game
// at the same move; reset to bundled; a table that cannot be drawn leaving the editor working.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileRules } from '../../grammar/compile.js';
import { prepareRules, replay, replayOnto, isSetupFailure, type GameRecord, type Rules } from '../../runtime/index.js';
import { launch, screenshot, watchedPage } from './browser.js';
import { editorText, logLines, openPlayground, placeCursor, waitForEditor } from './playground.js';

const baseUrl = inject('baseUrl');
const FILE = 'rules/of-whats-left/game.yaml';
const original = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');
const SET = 'set:    { size: 2.., same: rank }';
const THRESHOLD = 'when: "me.hand.size <= 5 and not me.bonus.flipped"';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function rulesOf(text: string): Rules {
  const r = compileRules({ file: FILE, text });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** The game the page has saved in localStorage (autosave.ts), or null. */
async function savedRecord(page: Page): Promise<GameRecord | null> {
  const text = await page.evaluate(() => localStorage.getItem('cardsmith.playground.game'));
  return text === null ? null : (JSON.parse(text) as { data: { record: GameRecord } }).data.record;
}

/** The moves the timeline counts. */
async function moves(page: Page): Promise<number> {
  return Number(await page.locator('cs-timeline').getAttribute('moves'));
}

/** The saved record once it has every move the page shows (autosave waits a little after a change). */
async function settledRecord(page: Page): Promise<GameRecord> {
  let record: GameRecord | null = null;
  await expect.poll(async () => {
    record = await savedRecord(page);
    return record !== null && record.moves.length === (await moves(page));
  }, { timeout: 10_000 }).toBe(true);
  if (record === null) throw new Error('no saved record');
  return record;
}

const prompt = (page: Page): Promise<string> => page.locator('cs-decision .prompt').innerText();

async function yourTurn(page: Page): Promise<void> {
  await expect.poll(() => prompt(page), { timeout: 10_000 }).toMatch(/^(Your turn|Game over)/);
}

/** Ids of the wild cards in your hand. */
const wilds = (page: Page): Promise<string[]> =>
  page.locator('cs-hand button[data-card]').evaluateAll((bs) => bs.filter((b) => b.querySelector('cs-card[wild]') !== null).map((b) => b.getAttribute('data-card') ?? ''));

/** The card sets offered to play, each as its card ids. */
const offered = async (page: Page): Promise<string[][]> =>
  (await page.locator('cs-decision button.set').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-cards') ?? ''))).map((c) => c.split(' '));

const rank = (id: string): string => /^\d+/.exec(id)?.[0] ?? id;

/** Two natural cards of one rank. */
function isPair(cards: readonly string[], wild: ReadonlySet<string>): boolean {
  return cards.length === 2 && cards.every((c) => !wild.has(c)) && rank(cards[0] ?? '') === rank(cards[1] ?? '');
}

/** Your move: a pair when one is offered and `pairs`, else the first play offered, else pass. */
async function playOne(page: Page, pairs: boolean): Promise<void> {
  const wild = new Set(await wilds(page));
  const sets = await offered(page);
  const pick = (pairs ? sets.findIndex((s) => isPair(s, wild)) : -1);
  const buttons = page.locator('cs-decision button.set');
  if (pick >= 0) await buttons.nth(pick).click();
  else if (sets.length > 0) await buttons.first().click();
  else return page.locator('cs-decision [data-action=pass]').click();
  const way = page.locator('cs-decision button.way');
  if (await way.count() > 0) await way.first().click();
}

/** Replaces `from` with `to` on the editor's line holding `from` (typed, as a person would). */
async function edit(page: Page, source: string, from: string, to: string): Promise<string> {
  const lines = source.split('\n');
  const i = lines.findIndex((l) => l.includes(from));
  expect(i).toBeGreaterThanOrEqual(0);
  const col = (lines[i] ?? '').indexOf(from) + 1;
  await placeCursor(page, i + 1, col);
  await page.keyboard.down('Shift');
  for (let k = 0; k < from.length; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await page.keyboard.type(to);
  const edited = source.replace(from, to);
  await expect.poll(() => editorText(page)).toBe(edited);
  await expect.poll(() => page.locator('.cs-status .cs-good').count()).toBe(1);
  return edited;
}

describe('live rules', () => {
  it('keeps playing under a changed threshold: the new behaviour in play', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=21&bots=0');
    await waitForEditor(page);
    await yourTurn(page);
    await playOne(page, false);
    await yourTurn(page);
    // Under the bundled rules nobody has flipped Bonus yet (hands are far above 5 cards).
    expect(await page.locator('cs-seat .marker.flipped').count()).toBe(0);
    const record = await settledRecord(page);
    const edited = await edit(page, original, THRESHOLD, 'when: "me.hand.size <= 20 and not me.bonus.flipped"');
    expect(await page.locator('.cs-restart', { hasText: 'Restart with the new rules' }).count()).toBe(1);
    await page.locator('.cs-keep').click();

    const want = replayOnto(rulesOf(edited), record, { texts: [edited] });
    expect(want.setupError).toBeNull();
    const note = page.locator('cs-timeline [data-note]');
    if (want.stopped === null) await expect.poll(() => note.innerText()).toContain(`All ${record.moves.length} moves still apply under the new rules`);
    else await expect.poll(() => note.innerText()).toContain(`Move ${want.stopped.index + 1} of ${record.moves.length} (${want.stopped.move}) no longer applies: ${want.stopped.code}`);
    // Now every seat holds 20 cards or fewer: each one's Bonus is flipped.
    await expect.poll(() => page.locator('cs-seat .marker.flipped').count()).toBe(4);
    await expect.poll(() => page.locator('.cs-keep').count()).toBe(0);
    await screenshot(page, 'live-keep-playing-threshold');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reports the first move an edit forbids, at the right move, and plays on from there under the new rules', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=8&bots=0');
    await waitForEditor(page);
    const edited = original.replace(SET, 'set:    { size: 3.., same: rank }');
    const strict = rulesOf(edited);
    // Play (pairs when offered) until someone has played a pair, which sets of three forbid.
    let record: GameRecord | null = null;
    for (let turn = 0; turn < 20; turn++) {
      await yourTurn(page);
      record = await settledRecord(page);
      if (replayOnto(strict, record).stopped !== null) break;
      await playOne(page, true);
    }
    if (record === null) throw new Error('no record');
    const want = replayOnto(strict, record, { texts: [edited] });
    const stop = want.stopped;
    if (stop === null) throw new Error('nobody played a pair');
    await edit(page, original, SET, 'set:    { size: 3.., same: rank }');
    await page.locator('.cs-keep').click();
    const note = page.locator('cs-timeline [data-note]');
    const total = record.moves.length;
    await expect.poll(() => note.innerText()).toContain(
      `Move ${stop.index + 1} of ${total} (${stop.move}) no longer applies: ${stop.code} — ${stop.reason}. ${stop.index === 0 ? 'Play goes on from the start.' : `The ${stop.index === 1 ? 'move' : `${stop.index} moves`} before it replayed; play goes on from there.`}`);
    await screenshot(page, 'live-keep-playing-stopped');
    // The game goes on from the move before it: the new record begins with the moves that replayed.
    await expect.poll(async () => (await savedRecord(page))?.moves.slice(0, stop.index)).toEqual(record.moves.slice(0, stop.index));
    // And in play, no pair is offered any more (two naturals of one rank).
    for (let turn = 0; turn < 4; turn++) {
      await yourTurn(page);
      if ((await prompt(page)).startsWith('Game over')) break;
      const wild = new Set(await wilds(page));
      expect((await offered(page)).filter((s) => isPair(s, wild))).toEqual([]);
      await playOne(page, false);
    }
    // Back to the game before keep playing: the old rules' game at its move, and the edit offered again.
    await page.locator('cs-timeline [data-action=unkeep]').click();
    await expect.poll(() => moves(page)).toBe(total);
    await expect.poll(async () => (await savedRecord(page))?.moves).toEqual(record.moves);
    await expect.poll(() => page.locator('.cs-keep').count()).toBe(1);
    await expect.poll(() => page.locator('cs-timeline [data-note]').innerText()).toContain(`Back to the game under the rules it had before, at move ${total}.`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the timeline', () => {
  it('shows the table as it was at a log entry, continues from there, and undoes and redoes by button and keyboard', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=5&bots=0');
    for (let turn = 0; turn < 4; turn++) {
      await yourTurn(page);
      await playOne(page, false);
    }
    await yourTurn(page);
    const record = await settledRecord(page);
    const total = record.moves.length;
    const states = replay(rulesOf(original), record);
    if (isSetupFailure(states) || !states.ok) throw new Error('the saved record does not replay');
    // A point where it was your turn again: just before your second move.
    const yours = record.moves.map((m, i) => (m.startsWith('You:') ? i : -1)).filter((i) => i >= 0);
    const k = yours[1] ?? 0;
    expect(k).toBeGreaterThan(0);
    const then = states.states[k];
    if (then === undefined) throw new Error('no state');
    const line = then.events.length - 1;
    const before = await logLines(page);
    await page.locator(`cs-log li[data-line="${line}"] button`).click();
    const banner = page.locator('cs-timeline .viewing');
    await expect.poll(() => banner.innerText()).toContain(`Viewing move ${k} of ${total}`);
    // The table then: your hand as it was, nothing to play (read-only), the later lines dimmed.
    await expect.poll(() => page.locator('cs-hand button[data-card]').count()).toBe(then.zones['hand#0']?.length);
    expect(await page.locator('cs-decision button.set').count()).toBe(0);
    expect(await page.locator('cs-log li.later').count()).toBe(before.length - then.events.length);
    expect(await page.locator('cs-table.cs-past').count()).toBe(1);
    await screenshot(page, 'timeline-viewing');
    // Esc goes back to now; the same entry again, then continue from there.
    await page.keyboard.press('Escape');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await moves(page)).toBe(total);
    await page.locator(`cs-log li[data-line="${line}"] button`).click();
    await page.locator('cs-timeline [data-action=branch]').click();
    await expect.poll(() => moves(page)).toBe(k);
    await expect.poll(() => prompt(page)).toMatch(/^Your turn/);
    expect(await logLines(page)).toEqual(before.slice(0, then.events.length));
    await screenshot(page, 'timeline-branched');

    // A new move on the branch, then undo (Ctrl+Z) takes it back with the bots' after it.
    await playOne(page, false);
    await yourTurn(page);
    const afterMove = await moves(page);
    expect(afterMove).toBeGreaterThan(k);
    await page.keyboard.press('Control+z');
    await expect.poll(() => moves(page)).toBe(k);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => moves(page)).toBe(afterMove);
    await page.locator('cs-timeline [data-action=undo]').click();
    await expect.poll(() => moves(page)).toBe(k);
    // Undoing the branch brings back the moves it dropped.
    await page.locator('cs-timeline [data-action=undo]').click();
    await expect.poll(() => moves(page)).toBe(total);
    expect(await logLines(page)).toEqual(before);
    await page.keyboard.press('Control+y');
    await expect.poll(() => moves(page)).toBe(k);
    await screenshot(page, 'timeline-undone');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('marks looking back clearly in a window 400 px wide', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl, { width: 400, height: 800 });
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=3&bots=0');
    await yourTurn(page);
    await playOne(page, false);
    await yourTurn(page);
    await page.locator('cs-log li[data-line="0"] button').click();
    await page.locator('cs-timeline .viewing').waitFor();
    // The banner stays in view although the log clicked is far down the narrow page.
    const box = await page.locator('cs-timeline .viewing').boundingBox();
    expect(box !== null && box.y >= 0 && box.y + box.height <= 800).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'timeline-viewing-narrow');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('autosave', () => {
  it('brings back the edit and the game at the same move after a reload, and resets a file to its bundled text', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    const query = 'game=of-whats-left&players=4&seed=13&bots=0';
    await openPlayground(page, baseUrl, query);
    await waitForEditor(page);
    await yourTurn(page);
    await playOne(page, false);
    await yourTurn(page);
    const edited = await edit(page, original, THRESHOLD, 'when: "me.hand.size <= 20 and not me.bonus.flipped"');
    await page.locator('.cs-keep').click();
    await yourTurn(page);
    await playOne(page, false);
    await yourTurn(page);
    const record = await settledRecord(page);
    const log = await logLines(page);

    await page.reload();
    await page.locator('cs-table').waitFor();
    await waitForEditor(page);
    await expect.poll(() => editorText(page)).toBe(edited);
    await expect.poll(() => moves(page)).toBe(record.moves.length);
    expect(await logLines(page)).toEqual(log);
    await expect.poll(() => page.locator('cs-timeline [data-note]').innerText()).toContain(`Restored the game saved in this browser, at move ${record.moves.length}`);
    // The game runs on the edited rules: nothing to restart.
    expect(await page.locator('.cs-keep').count()).toBe(0);
    await screenshot(page, 'autosave-restored');

    // An edit not yet played: the game comes back on the rules it ran on, and the edit is offered.
    const again = await edit(page, edited, '<= 20 and', '<= 19 and');
    await page.waitForTimeout(400);
    await page.reload();
    await waitForEditor(page);
    await expect.poll(() => editorText(page)).toBe(again);
    await expect.poll(() => moves(page)).toBe(record.moves.length);
    await expect.poll(() => page.locator('.cs-keep').count()).toBe(1);

    // Reset to bundled, confirmed: the original text, kept after a reload too.
    page.once('dialog', (d) => void d.accept());
    await page.locator('.cs-reset').click();
    await expect.poll(() => editorText(page)).toBe(original);
    await expect.poll(() => page.locator('.cs-reset').count()).toBe(0);
    await screenshot(page, 'autosave-reset');
    await page.reload();
    await waitForEditor(page);
    await expect.poll(() => editorText(page)).toBe(original);
    expect(await page.evaluate(() => localStorage.getItem('cardsmith.playground.files.of-whats-left'))).toBeNull();
    // Dismissing the confirmation keeps the edit.
    await edit(page, original, 'players: 3..4', 'players: 3..3');
    page.once('dialog', (d) => void d.dismiss());
    await page.locator('.cs-reset').click();
    await page.waitForTimeout(200);
    expect(await editorText(page)).toBe(original.replace('players: 3..4', 'players: 3..3'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the editor working when part of the table cannot be drawn', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=2&bots=0');
    await waitForEditor(page);
    await yourTurn(page);
    // A seat whose view throws when read: its render fails as a bug in it would.
    await page.locator('cs-table').evaluate((table) => {
      const seat = table.shadowRoot?.querySelector('cs-seat') as (HTMLElement & { requestUpdate(): void }) | null;
      if (seat === null) throw new Error('no seat');
      Object.defineProperty(seat, 'view', { get() { throw new Error('a broken view'); }, set() {}, configurable: true });
      seat.requestUpdate();
    });
    await expect.poll(() => page.locator('.cs-crash').innerText()).toContain('Part of the table (cs-seat) could not be drawn: a broken view.');
    expect(await page.locator('cs-table').evaluate((t) => t.shadowRoot?.querySelector('cs-seat')?.shadowRoot?.querySelector('[data-render-error]')?.textContent ?? '')).toContain('a broken view');
    // The editor still edits and still checks.
    await edit(page, original, 'players: 3..4', 'players: 3..3');
    await expect.poll(() => page.locator('.cs-keep').count()).toBe(1);
    await screenshot(page, 'table-crash');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
