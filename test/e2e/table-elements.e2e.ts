// Component tests of the table's elements, run in Chromium against the production build: the page
// has every element defined, so each test makes a fresh one, gives it data the runtime made here in
// Node (labels, views, decisions: plain JSON), and reads its shadow DOM or the events it fires.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileRules } from '../../grammar/compile.js';
import {
  applyMove, createGame, decisionFor, designerView, labelsOf, legalMoves, prepareRules, view, type GameState, type Rules, type TurnDecision,
} from '../../runtime/index.js';
import { launch, watchedPage } from './browser.js';
import { openPlayground } from './playground.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let problems: string[];

const file = 'rules/of-whats-left/game.yaml';
const def = compileRules({ file, text: readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8') }).def;
if (def === undefined) throw new Error(`${file} does not compile`);
const rules: Rules = prepareRules(def);
const labels = labelsOf(rules);
const NAMES = ['You', 'Bot 2', 'Bot 3', 'Bot 4'];
const created = createGame(rules, { players: 4, seed: '3', names: NAMES });
if (!created.ok) throw new Error('no game');
const start: GameState = created.state;

beforeAll(async () => {
  browser = await launch();
  ({ page, problems } = await watchedPage(browser, baseUrl));
  await openPlayground(page, baseUrl, 'game=of-whats-left&players=4&seed=1&bots=900');
});
afterAll(async () => {
  expect(problems).toEqual([]);
  await browser?.close();
});

interface Mounted {
  /** The element's shadow root as HTML. */
  readonly html: string;
  /** Events of the given types fired by the element after `click` (a selector in its shadow root), with their details. */
  readonly events: { readonly type: string; readonly detail: unknown }[];
  /** Each matching element's text, value or attribute, for the `read` selectors. */
  readonly read: Record<string, string[]>;
}

/**
 * Makes `<tag>` with `props`, adds it to the page, waits for it to render, optionally clicks one
 * thing in it (a selector, or a select's value change), and reads it.
 */
async function mount(tag: string, props: Record<string, unknown>, opts: {
  readonly listen?: readonly string[];
  readonly click?: string;
  readonly change?: { readonly selector: string; readonly value: string };
  readonly read?: Record<string, string>;
} = {}): Promise<Mounted> {
  return page.evaluate(async ({ tag, props, opts }) => {
    type Lit = HTMLElement & { updateComplete: Promise<boolean> };
    const el = document.createElement(tag) as Lit;
    Object.assign(el, props);
    const events: { type: string; detail: unknown }[] = [];
    for (const t of opts.listen ?? []) el.addEventListener(t, (e) => events.push({ type: t, detail: JSON.parse(JSON.stringify((e as CustomEvent).detail ?? null)) }));
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot as ShadowRoot;
    const deep = (sel: string): Element[] => {
      // A selector may go through one nested element's shadow root: `outer >> inner`.
      const [outer, inner] = sel.split(' >> ');
      const found = [...root.querySelectorAll(outer ?? '')];
      return inner === undefined ? found : found.flatMap((x) => [...(x.shadowRoot?.querySelectorAll(inner) ?? [])]);
    };
    const settle = async (): Promise<void> => {
      await el.updateComplete;
      for (const x of root.querySelectorAll('*')) await (x as Partial<Lit>).updateComplete;
    };
    await settle();
    if (opts.change) {
      const s = deep(opts.change.selector)[0] as HTMLSelectElement | undefined;
      if (s) {
        s.value = opts.change.value;
        s.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      }
      await settle();
    }
    if (opts.click) (deep(opts.click)[0] as HTMLElement | undefined)?.click();
    await settle();
    const read: Record<string, string[]> = {};
    for (const [k, sel] of Object.entries(opts.read ?? {})) {
      const [s, what] = sel.split(' @');
      read[k] = deep(s ?? '').map((x) => (what === undefined ? (x.textContent ?? '').trim().replace(/\s+/g, ' ') : what === 'value' ? (x as HTMLOptionElement).value : x.getAttribute(what) ?? ''));
    }
    const html = root.innerHTML;
    el.remove();
    return { html, events, read };
  }, { tag, props, opts });
}

const turn = (s: GameState, seat: number): TurnDecision => {
  const d = decisionFor(rules, s, seat);
  if (d?.kind !== 'turn') throw new Error('not a turn');
  return d;
};

describe('<cs-card>', () => {
  it('draws a card as the rule file names it: rank, suit symbol and colour', async () => {
    const card = Object.values(labels.cards).find((c) => c.suit === 'B' && c.rank === 12);
    if (!card) throw new Error('no 12 of Branch');
    const m = await mount('cs-card', { labels, card: card.id }, { read: { face: '.card', label: '.card @aria-label', style: '.card @style' } });
    expect(m.read['face']).toEqual([`12${labels.suits['B']?.symbol}`]);
    expect(m.read['label']).toEqual([card.text]);
    expect(m.read['style']?.[0]).toContain('#2e7d32'); // the rule file's green
  });

  it('marks a wild as wild, and once played shows what it was declared as', async () => {
    const held = await mount('cs-card', { labels, card: '1M', wild: true }, { read: { cls: '.card @class', tag: '.tag' } });
    expect(held.read['cls']?.[0]).toContain('wild');
    expect(held.read['tag']).toEqual(['✱']);
    const played = await mount('cs-card', { labels, card: '1M', wild: true, declared: { rank: 7, suit: 'F' } }, { read: { decl: '.decl', own: '.own', label: '.card @aria-label' } });
    expect(played.read['decl']).toEqual([`7${labels.suits['F']?.symbol}`]);
    expect(played.read['own']).toEqual([labels.cards['1M']?.short]);
    expect(played.read['label']?.[0]).toMatch(/, wild as 7/);
  });

  it('draws a hidden card as a back', async () => {
    const m = await mount('cs-card', { labels, card: '?' }, { read: { back: '.back @aria-label' } });
    expect(m.read['back']).toEqual(['a hidden card']);
  });
});

describe('<cs-seat> and <cs-hand>', () => {
  it('shows another seat\'s hand as backs and a count, and as faces in the designer\'s view', async () => {
    const hand1 = start.zones['hand#1'] ?? [];
    const asSeat0 = await mount('cs-seat', { view: view(rules, start, 0), labels, seat: 1 }, { read: { backs: '.back @class', faces: '.faces cs-card @card', name: '.name' } });
    expect(asSeat0.read['backs']?.length).toBe(Math.min(hand1.length, 10));
    expect(asSeat0.read['faces']).toEqual([]);
    expect(asSeat0.read['name']).toEqual(['Bot 2']);
    const designer = await mount('cs-seat', { view: designerView(rules, start), labels, seat: 1 }, { read: { faces: '.faces cs-card @card', backs: '.back @class' } });
    expect(designer.read['faces']).toEqual([...hand1]);
    expect(designer.read['backs']).toEqual([]);
  });

  it('lists a hand\'s cards as toggle buttons and says which were selected', async () => {
    const cards = start.zones['hand#0'] ?? [];
    const first = cards[2] ?? '';
    const m = await mount('cs-hand', { labels, cards, wild: Object.keys(start.wild), selected: [] }, {
      listen: ['cs-select'], click: `button[data-card="${first}"]`, read: { ids: 'button @data-card', wild: 'cs-card[wild] @card' },
    });
    expect([...(m.read['ids'] ?? [])].sort()).toEqual([...cards].sort());
    expect(m.read['wild']?.sort()).toEqual(cards.filter((c) => c in start.wild).sort());
    expect(m.events).toEqual([{ type: 'cs-select', detail: [first] }]);
  });
});

describe('<cs-decision>', () => {
  const d = turn(start, 0);
  const wild = Object.keys(start.wild).filter((c) => (start.zones['hand#0'] ?? []).includes(c));

  it('offers the decision\'s card sets and pass as buttons, and a set with one way plays it', async () => {
    const single = d.plays.find((p) => p.naturals.length === 1 && p.wilds.length === 0 && p.melds.length === 1);
    if (!single) throw new Error('no single');
    const m = await mount('cs-decision', { decision: d, labels, names: NAMES, selected: [], wild }, {
      listen: ['cs-move'], click: `button.set[data-cards="${single.naturals[0]}"]`, read: { sets: 'button.set @data-cards', pass: '[data-action=pass]' },
    });
    const without = d.plays.filter((p) => p.wilds.length === 0).map((p) => [...p.naturals].join(' '));
    expect(m.read['sets']?.length).toBe(Math.min(without.length, 60));
    expect(m.read['pass']?.length).toBe(d.pass ? 1 : 0);
    const move = m.events[0]?.detail as { kind: string; cards: { id: string }[] };
    expect(move.kind).toBe('play');
    expect(move.cards.map((c) => c.id)).toEqual([single.naturals[0]]);
    expect(legalMoves(rules, start).some((x) => JSON.stringify(x) === JSON.stringify(move))).toBe(true);
  });

  it('names the melds a selection can be played as, and the runtime\'s reason when it cannot', async () => {
    const set = d.plays.find((p) => p.melds.length > 1 && p.wilds.length === 1);
    if (!set) throw new Error('no set of several melds');
    const ok = await mount('cs-decision', { decision: d, labels, names: NAMES, selected: [...set.naturals, ...set.wilds], wild }, { read: { melds: '.melds @data-melds', note: '.melds' } });
    expect(ok.read['melds']).toEqual([set.melds.map((m) => m.meld).join(' ')]);
    expect(ok.read['note']?.[0]).toMatch(/^Can be played as /);
    const bad = await mount('cs-decision', { decision: d, labels, names: NAMES, selected: ['2F', '4B'], wild, explain: undefined }, { read: { why: '.why' } });
    expect(bad.read['why']?.[0]).toMatch(/^Cannot be played/);
  });

  it('draws a choice\'s options by kind (a player, a card, a number) and answers with the one picked', async () => {
    const choice = { kind: 'choice', seat: 0, choice: 'card', options: [{ t: 'player', seat: 1 }, { t: 'card', id: '12B' }, 3], pick: { min: 1, max: 1 }, optional: true, prompt: 'Pick one' };
    const m = await mount('cs-decision', { decision: choice, labels, names: NAMES }, {
      listen: ['cs-move'], click: 'button.opt-card', read: { kinds: 'button.opt @data-kind', texts: 'button.opt', card: 'button.opt-card cs-card @card', prompt: '.prompt' },
    });
    expect(m.read['prompt']).toEqual(['Pick one']);
    expect(m.read['kinds']).toEqual(['player', 'number']);
    expect(m.read['texts']).toEqual(['Bot 2', '3']);
    expect(m.read['card']).toEqual(['12B']);
    expect(m.events).toEqual([{ type: 'cs-move', detail: { kind: 'choose', seat: 0, value: { t: 'card', id: '12B' } } }]);
  });
});

describe('<cs-declare>', () => {
  const d = turn(start, 0);
  const set = d.plays.find((p) => p.wilds.length === 1 && p.naturals.length === 1 && p.melds.some((m) => m.meld === 'run' && m.ways.length > 1));
  const run = set?.melds.find((m) => m.meld === 'run');

  it('offers only the ranks and suits of the decision\'s ways, and plays the one picked', async () => {
    if (!set || !run) throw new Error('no run with a wild');
    const i = set.melds.indexOf(run);
    const ranks = [...new Set(run.ways.map((w) => String(w[0]?.rank)))];
    const m = await mount('cs-declare', { set, labels }, {
      listen: ['cs-declared'], click: `button.meld-choice:nth-of-type(${i + 1})`, read: { melds: 'button.meld-choice' },
    });
    expect(m.read['melds']).toEqual(set.melds.map((x) => labels.melds[x.meld]?.name ?? x.meld));
    // With the run chosen, pick its highest rank and play.
    const last = ranks[ranks.length - 1] ?? '';
    const picked = await page.evaluate(async ({ set, labels, i, last }) => {
      type Lit = HTMLElement & { updateComplete: Promise<boolean> };
      const el = document.createElement('cs-declare') as Lit;
      Object.assign(el, { set, labels });
      let detail: unknown = null;
      el.addEventListener('cs-declared', (e) => (detail = (e as CustomEvent).detail));
      document.body.append(el);
      await el.updateComplete;
      const root = el.shadowRoot as ShadowRoot;
      (root.querySelectorAll('button.meld-choice')[i] as HTMLButtonElement).click();
      await el.updateComplete;
      const rank = root.querySelector('select.rank') as HTMLSelectElement;
      const ranks = [...rank.options].map((o) => o.value);
      rank.value = last;
      rank.dispatchEvent(new Event('change'));
      await el.updateComplete;
      const suits = [...(root.querySelector('select.suit') as HTMLSelectElement).options].map((o) => o.value);
      (root.querySelector('button.way') as HTMLButtonElement).click();
      el.remove();
      return { ranks, suits, detail: JSON.parse(JSON.stringify(detail)) as { meld: { meld: string }; way: { rank: number; suit: string }[] } };
    }, { set, labels, i, last });
    expect(picked.ranks).toEqual(ranks);
    expect(picked.suits).toEqual(run.ways.filter((w) => String(w[0]?.rank) === last).map((w) => w[0]?.suit));
    expect(picked.detail.meld.meld).toBe('run');
    expect(run.ways.some((w) => JSON.stringify(w) === JSON.stringify(picked.detail.way))).toBe(true);
    expect(String(picked.detail.way[0]?.rank)).toBe(last);
  });
});

describe('<cs-trick>', () => {
  it('shows each play with its player and meld, and a wild with its declared value', async () => {
    const d = turn(start, 0);
    const set = d.plays.find((p) => p.wilds.length === 1 && p.naturals.length === 1 && p.melds.some((m) => m.meld === 'run'));
    const move = legalMoves(rules, start).find((m) => m.kind === 'play' && m.meld === 'run' && m.cards.length === 2 && m.cards.some((c) => c.id === set?.wilds[0]) && m.cards.some((c) => c.id === set?.naturals[0]));
    if (!move || move.kind !== 'play') throw new Error('no run with a wild');
    const after = applyMove(rules, start, move);
    if (!after.ok) throw new Error(after.error.message);
    const m = await mount('cs-trick', { view: view(rules, after.state, 1), labels }, { read: { who: '.who', decl: 'cs-card >> .decl' } });
    expect(m.read['who']).toEqual([`You · ${labels.melds['run']?.name ?? 'run'}`]);
    const as = move.cards.find((c) => c.as !== undefined)?.as;
    expect(m.read['decl']).toEqual([`${as?.rank}${labels.suits[as?.suit ?? '']?.symbol ?? ''}`]);
  });
});

describe('<cs-seat-switcher> and <cs-curtain>', () => {
  it('lists every seat, the spectator and the designer, and fires the choice', async () => {
    const m = await mount('cs-seat-switcher', { names: NAMES, seats: ['human', 'random', 'greedy', 'ismcts'], viewer: 'auto' }, {
      listen: ['cs-view-as'], change: { selector: 'select', value: 'designer' }, read: { values: 'option @value', texts: 'option' },
    });
    expect(m.read['values']).toEqual(['auto', '0', '1', '2', '3', 'spectator', 'designer']);
    expect(m.read['texts']?.[4]).toBe('Bot 4 (seat 4, ismcts)');
    expect(m.events).toEqual([{ type: 'cs-view-as', detail: 'designer' }]);
  });

  it('names whom to pass the screen to and draws no card', async () => {
    const m = await mount('cs-curtain', { name: 'Player 2' }, { listen: ['cs-reveal'], click: 'button', read: { h: 'h2' } });
    expect(m.read['h']).toEqual(['Pass the screen to Player 2']);
    expect(m.html).not.toContain('cs-card');
    expect(m.events.map((e) => e.type)).toEqual(['cs-reveal']);
  });
});
