// The table's seats, bots and moves in the production playground: a seat's screen holds no card
// hidden from it (every card id in the DOM, shadow roots included, against the runtime's
// hiddenCardIds for that seat), nor a spectator's; the designer's view shows every hand; a wild is
// declared with the picker; a hot-seat game passes the screen between people behind a curtain;
// bots of each kind play, pause and step; one move is made with the keyboard alone. The elements
// themselves are tested in the same page (table-elements.e2e.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileRules } from '../../grammar/compile.js';
import { decisionFor, hiddenCardIds, prepareRules, type GameState, type Rules, type TurnDecision } from '../../runtime/index.js';
import { launch, screenshot, watchedPage } from './browser.js';
import { logLines, openPlayground, percentile, timings } from './playground.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const rulesCache = new Map<string, Rules>();

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function rulesOf(game: string): Rules {
  const cached = rulesCache.get(game);
  if (cached) return cached;
  const file = `rules/${game}/game.yaml`;
  const def = compileRules({ file, text: readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8') }).def;
  if (def === undefined) throw new Error(`${file} does not compile`);
  const rules = prepareRules(def);
  rulesCache.set(game, rules);
  return rules;
}

/** The page's game state (the holder's), as a copy. */
const pageState = (page: Page): Promise<GameState> =>
  page.locator('cs-app').evaluate((el) => JSON.parse(JSON.stringify((el as unknown as { holder: { state: unknown } }).holder.state)) as GameState);

/** Every card id the page's DOM names, through every shadow root: cs-card's card, data-card, data-cards, data-declare. */
const domCardIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out = new Set<string>();
    const walk = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll('*')) {
        for (const a of ['card', 'data-card', 'data-declare']) {
          const v = el.getAttribute(a);
          if (v) out.add(v);
        }
        for (const id of el.getAttribute('data-cards')?.split(' ') ?? []) if (id) out.add(id);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    out.delete('?');
    return [...out].sort();
  });

/** The element with focus, through shadow roots: its tag and its data-card or text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el === null ? '' : `${el.tagName.toLowerCase()}|${el.getAttribute('data-card') ?? ''}|${el.getAttribute('data-action') ?? ''}|${(el.textContent ?? '').trim().slice(0, 40)}`;
  });

const prompt = (page: Page): Promise<string> => page.locator('cs-decision .prompt').innerText();
const viewAs = (page: Page, value: string): Promise<string[]> => page.locator('cs-seat-switcher select').selectOption(value);

/** Sets seat kinds and submits the New game form. */
async function newGame(page: Page, seats: readonly string[]): Promise<void> {
  await page.locator('cs-new-game select[name=players]').selectOption(String(seats.length));
  await page.locator('cs-new-game summary').click();
  for (const [i, k] of seats.entries()) await page.locator(`cs-new-game select[name=seat-${i}]`).selectOption(k);
  await page.locator('cs-new-game summary').click();
  await page.locator('cs-new-game button[type=submit]').click();
}

const cardsIn = (s: GameState, key: string): readonly string[] => (s.zones as Record<string, readonly string[]>)[key] ?? [];

describe('seats and views', () => {
  for (const game of ['of-whats-left', 'worst-in-show']) {
    it(`${game}: each seat's screen and the spectator's hold no card hidden from them; the designer's shows every hand`, async () => {
      const { page, problems } = await watchedPage(browser, baseUrl);
      await openPlayground(page, baseUrl, `game=${game}&players=4&seed=4&bots=0`);
      await expect.poll(() => prompt(page), { timeout: 15_000 }).toMatch(/Your turn|choose|Split|Select|Choose/i);
      const rules = rulesOf(game);
      const state = await pageState(page);
      for (const seat of [0, 1, 2, 3, null]) {
        await viewAs(page, seat === null ? 'spectator' : String(seat));
        await expect.poll(() => page.locator('cs-table').evaluate((t) => (t as unknown as { view: { seat: number | null } }).view.seat)).toBe(seat);
        const ids = await domCardIds(page);
        const hidden = hiddenCardIds(rules, state, seat);
        expect(ids.filter((id) => hidden.has(id)), `cards hidden from ${seat ?? 'the spectator'} shown`).toEqual([]);
        if (seat !== null) for (const id of cardsIn(state, `hand#${seat}`)) expect(ids, `seat ${seat} sees its own ${id}`).toContain(id);
        else expect(await page.locator('cs-hand').count()).toBe(0);
        if (game === 'of-whats-left' && (seat === 1 || seat === null)) await screenshot(page, `view-${seat === null ? 'spectator' : `seat-${seat}`}`);
      }
      await viewAs(page, 'designer');
      await expect.poll(() => page.locator('cs-table').getAttribute('designer')).toBe('');
      await expect.poll(() => page.locator('cs-table .banner').innerText()).toBe('Designer view: every card is shown');
      const ids = await domCardIds(page);
      for (let seat = 0; seat < 4; seat++) for (const id of cardsIn(state, `hand#${seat}`)) expect(ids).toContain(id);
      // The person still plays their seat in the designer's view.
      expect(await page.locator('cs-hand button[data-card]:not([disabled])').count()).toBeGreaterThan(0);
      await screenshot(page, `view-designer-${game}`);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe('moves', () => {
  it('declares a wild with the picker, offered only what the decision allows', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    const rules = rulesOf('of-whats-left');
    // A seed where your first decision has a play with a wild that can be declared in several ways.
    let found: { seed: number; set: TurnDecision['plays'][number] } | undefined;
    for (let seed = 1; seed < 40 && found === undefined; seed++) {
      await openPlayground(page, baseUrl, `game=of-whats-left&players=4&seed=${seed}&bots=0`);
      await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
      const d = decisionFor(rules, await pageState(page), 0);
      if (d?.kind !== 'turn') continue;
      // A natural card and a wild that make more than one meld, one of them with wilds declared in several ways and suits.
      const set = d.plays.find((p) => p.wilds.length === 1 && p.naturals.length === 1 && p.melds.length > 1
        && p.melds.some((m) => m.ways.length > 1 && m.ways.some((w) => w[0]?.suit != null)));
      if (set) found = { seed, set };
    }
    if (found === undefined) throw new Error('no seed gives a play with a wild declared in several ways');
    const { set } = found;
    const meld = [...set.melds].sort((a, b) => b.ways.length - a.ways.length)[0];
    if (meld === undefined) throw new Error('no meld');
    for (const id of [...set.naturals, ...set.wilds]) await page.locator(`cs-hand button[data-card="${id}"]`).click();
    await expect.poll(() => page.locator('cs-decision .melds').getAttribute('data-melds')).toBe(set.melds.map((m) => m.meld).join(' '));
    await page.locator('cs-decision [data-action=play-selected]').click();
    await page.locator('cs-declare button.meld-choice').nth(set.melds.indexOf(meld)).click();
    const rank = page.locator('cs-declare select.rank');
    const suit = page.locator('cs-declare select.suit');
    await rank.waitFor();
    // The picker's ranks are exactly the ranks of the decision's ways for this wild.
    const ranks = [...new Set(meld.ways.map((w) => w[0]?.rank))].sort((a, b) => (a ?? 0) - (b ?? 0)).map(String);
    expect(await rank.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(ranks);
    const last = ranks[ranks.length - 1] ?? '';
    await rank.selectOption(last);
    const suits = meld.ways.filter((w) => String(w[0]?.rank) === last).map((w) => w[0]?.suit ?? '');
    expect(await suit.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(suits);
    await screenshot(page, 'wild-picker');
    const pick = suits[suits.length - 1] ?? '';
    if (await suit.isEnabled()) await suit.selectOption(pick);
    await page.locator('cs-declare button.way').click();
    await expect.poll(async () => (await logLines(page)).some((l) => l.startsWith('You: play'))).toBe(true);
    const played = await pageState(page);
    const wildCard = played.trick?.plays.flatMap((p) => p.cards).find((c) => c.id === meld.declare[0]?.card);
    expect(wildCard?.rank).toBe(Number(last));
    expect(wildCard?.suit ?? '').toBe(pick);
    // The trick shows the wild with its declared value.
    const shown = page.locator(`cs-trick cs-card[card="${meld.declare[0]?.card}"]`).first();
    await expect.poll(() => shown.evaluate((c) => c.shadowRoot?.querySelector('.decl')?.textContent ?? '')).toMatch(new RegExp(`^${last}\\D`));
    expect(await shown.evaluate((c) => c.shadowRoot?.querySelector('[role=img]')?.getAttribute('aria-label') ?? '')).toMatch(/, wild as /);
    await screenshot(page, 'wild-played');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows what a selection can be played as, and why an impossible one cannot', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=3&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
    const state = await pageState(page);
    const d = decisionFor(rulesOf('of-whats-left'), state, 0);
    if (d?.kind !== 'turn') throw new Error('not a turn');
    const single = d.plays.find((p) => p.naturals.length === 1 && p.wilds.length === 0);
    if (!single) throw new Error('no single-card play');
    await page.locator(`cs-hand button[data-card="${single.naturals[0]}"]`).click();
    await expect.poll(() => page.locator('cs-decision .melds').innerText()).toMatch(/^Can be played as /);
    // Add a card no play holds together with it.
    const other = (await page.locator('cs-hand button[data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card') ?? '')))
      .find((id) => id !== single.naturals[0] && !(id in (state.wild as object)) && !d.plays.some((p) => p.naturals.includes(id) && p.naturals.includes(single.naturals[0] ?? '')));
    if (!other) throw new Error('no card that makes no play with the first');
    await page.locator(`cs-hand button[data-card="${other}"]`).click();
    await expect.poll(() => page.locator('cs-decision .why .reason').innerText()).toMatch(/\S/);
    await screenshot(page, 'selection-why-not');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plays one move with the keyboard alone', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=3&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
    const d = decisionFor(rulesOf('of-whats-left'), await pageState(page), 0);
    const single = d?.kind === 'turn' ? d.plays.find((p) => p.naturals.length === 1 && p.wilds.length === 0) : undefined;
    const card = single?.naturals[0];
    if (card === undefined) throw new Error('no single-card play');
    // From the page's start: the first Tab stop skips to the table (past the editor, which keeps Tab for indenting).
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('|skip-to-table|');
    await page.keyboard.press('Enter');
    let tabs = 0;
    while (!(await focused(page)).startsWith(`button|${card}|`)) {
      await page.keyboard.press('Tab');
      expect(++tabs, `${card} is reached by Tab`).toBeLessThan(120);
    }
    await screenshot(page, 'keyboard-focus');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(`cs-hand button[data-card="${card}"]`).getAttribute('aria-pressed')).toBe('true');
    while (!(await focused(page)).includes('|play-selected|')) {
      await page.keyboard.press('Tab');
      expect(++tabs).toBeLessThan(200);
    }
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await logLines(page)).find((l) => l.startsWith('You: play')) ?? '').toMatch(/^You: play \S+$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('hot-seat and bots', () => {
  it('passes the screen between two people behind a curtain, each seeing only their own hand', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    const rules = rulesOf('of-whats-left');
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=8&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
    await newGame(page, ['human', 'human', 'random', 'random']);
    const seen: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      await page.locator('cs-curtain').waitFor({ timeout: 15_000 });
      const name = await page.locator('cs-curtain h2').innerText();
      expect(name).toMatch(/^Pass the screen to Player [12]$/);
      // Behind the curtain no card of either person is drawn.
      const state = await pageState(page);
      const ids = await domCardIds(page);
      expect(ids.filter((id) => cardsIn(state, 'hand#0').includes(id) || cardsIn(state, 'hand#1').includes(id))).toEqual([]);
      if (turn === 0) await screenshot(page, 'hot-seat-curtain');
      await page.locator('cs-curtain button').click();
      const seat = Number(name.replace(/\D/g, '')) - 1;
      seen.push(name);
      await expect.poll(() => page.locator('cs-hand .name').first().innerText()).toContain(`Player ${seat + 1}'s hand`);
      const hidden = hiddenCardIds(rules, state, seat);
      expect((await domCardIds(page)).filter((id) => hidden.has(id))).toEqual([]);
      if (turn === 1) await screenshot(page, 'hot-seat-revealed');
      const pass = page.locator('cs-decision [data-action=pass]');
      if (await pass.count() > 0) await pass.click();
      else {
        await page.locator('cs-decision button.set').first().click();
        if (await page.locator('cs-decision button.way').count() > 0) await page.locator('cs-decision button.way').first().click();
      }
    }
    expect(new Set(seen).size).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('bots of each kind play; pause stops them and step makes one move', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=9&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
    // The longest task the page's main thread runs (an ISMCTS move is one).
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) w.longest = Math.max(w.longest, e.duration); }).observe({ type: 'longtask', buffered: false });
    });
    await newGame(page, ['random', 'greedy', 'ismcts', 'random']);
    await expect.poll(async () => {
      const log = await logLines(page);
      return ['Bot 1', 'Bot 2', 'Bot 3'].every((b) => log.some((l) => l.startsWith(`${b}:`) || l.startsWith(`${b} `)));
    }, { timeout: 60_000 }).toBe(true);
    await page.locator('cs-bot-controls [data-action=pause]').click();
    await page.waitForTimeout(300);
    const before = (await logLines(page)).length;
    await page.waitForTimeout(600);
    expect((await logLines(page)).length).toBe(before);
    await screenshot(page, 'bots-paused');
    if (await page.locator('cs-bot-controls [data-action=step]').isEnabled()) {
      await page.locator('cs-bot-controls [data-action=step]').click();
      await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
    }
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    console.log(`longest main-thread task while bots (ISMCTS among them) played: ${Math.round(longest)} ms`);
    for (const kind of ['random', 'greedy', 'ismcts']) {
      const ms = await timings(page, `cs-bot-move:${kind}`);
      expect(ms.length, `${kind} moves`).toBeGreaterThan(0);
      console.log(`${kind}: ${ms.length} moves, 95th percentile ${percentile(ms, 95).toFixed(0)} ms, longest ${Math.max(...ms).toFixed(0)} ms`);
      // ISMCTS searches at most PAGE_ISMCTS.timeMs (250 ms); the bound leaves room for a busy machine.
      expect(Math.max(...ms), kind).toBeLessThan(1000);
    }
    expect(longest).toBeLessThan(1500);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sets a rule file option for a new game', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl);
    await openPlayground(page, baseUrl, 'game=worst-in-show&players=4&seed=2&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toMatch(/\S/);
    await page.locator('cs-new-game summary').click();
    await page.locator('cs-new-game select[name=option-floor]').selectOption('hand');
    await screenshot(page, 'new-game-options');
    await page.locator('cs-new-game button[type=submit]').click();
    await expect.poll(() => pageState(page).then((s) => s.options['floor'])).toBe('hand');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a narrow window', () => {
  it('fits the seat switcher, the designer view and the wild picker in 400 px', async () => {
    const { page, problems } = await watchedPage(browser, baseUrl, { width: 400, height: 800 });
    await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=3&bots=0');
    await expect.poll(() => prompt(page), { timeout: 15_000 }).toContain('Your turn');
    const overflow = (): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, 'narrow-seat');
    await page.locator('cs-new-game summary').click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The open panel lies over the table and the timeline: nothing covers any of its seat menus.
    for (const select of await page.locator('cs-new-game .more select').all()) {
      const box = await select.boundingBox();
      if (box === null) throw new Error('a seat menu is not shown');
      const on = await page.evaluate(([x, y]) => document.elementFromPoint(x as number, y as number)?.tagName ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
      expect(on).toBe('CS-NEW-GAME');
    }
    await screenshot(page, 'narrow-new-game');
    await page.locator('cs-new-game summary').click();
    const d = decisionFor(rulesOf('of-whats-left'), await pageState(page), 0);
    const set = d?.kind === 'turn' ? d.plays.find((p) => p.wilds.length === 1 && p.naturals.length === 1 && p.melds.length > 1) : undefined;
    if (!set) throw new Error('no play with a wild');
    for (const id of [...set.naturals, ...set.wilds]) await page.locator(`cs-hand button[data-card="${id}"]`).click();
    await page.locator('cs-decision [data-action=play-selected]').click();
    await page.locator('cs-declare button.meld-choice').last().click();
    await page.locator('cs-declare').scrollIntoViewIfNeeded();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'narrow-wild-picker');
    await page.locator('cs-declare button.cancel').click();
    await viewAs(page, 'designer');
    await page.locator('cs-table .banner').waitFor();
    await page.locator('cs-table').scrollIntoViewIfNeeded();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'narrow-designer');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
