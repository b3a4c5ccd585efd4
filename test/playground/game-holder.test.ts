// The page's game holder without a page: seats as people or bots, whom the screen shows the table
// to (a seat, the person to act, a spectator, the designer), hot-seat's curtain between two
// people's turns, and the bots paused and stepped. Bots are paused throughout, so nothing moves
// behind the test's back.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { decidingSeats, hiddenCardIds } from '../../runtime/index.js';
import { GameHolder, seatNames } from '../../playground/src/game-holder.js';

const file = 'rules/of-whats-left/game.yaml';
const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
if (def === undefined) throw new Error(`${file} does not compile`);

let holder: GameHolder | undefined;
afterEach(() => holder?.stop());

function hotSeat(): GameHolder {
  const h = new GameHolder();
  h.paused = true;
  const problem = h.start(def as NonNullable<typeof def>, { players: 4, seed: '8', botDelay: 0, seats: ['human', 'human', 'random', 'greedy'] });
  expect(problem).toBeNull();
  holder = h;
  return h;
}

/** Steps the bots until a person must decide. */
function toPerson(h: GameHolder): number {
  for (let i = 0; i < 200; i++) {
    const { rules, state } = h;
    if (!rules || !state) throw new Error('no game');
    const seat = decidingSeats(rules, state).find((s) => h.seats[s] === 'human');
    if (seat !== undefined) return seat;
    expect(h.step()).toBe(true);
  }
  throw new Error('no person ever decides');
}

/** Passes if the seat may, else plays its first card set in its first way. */
function anyMove(h: GameHolder): void {
  const d = h.decision;
  if (d?.kind !== 'turn') throw new Error(`not a turn: ${d?.kind}`);
  if (d.pass) expect(h.play({ kind: 'pass', seat: d.seat })).toBeNull();
  else {
    const set = d.plays[0];
    if (!set) throw new Error('nothing to play');
    const first = set.naturals[0] ?? set.wilds[0] ?? '';
    const refusal = h.playText(`play ${first}${set.wilds.includes(first) ? '=2' : ''}`);
    if (refusal !== null) expect(h.playCards([...set.naturals])).toBeNull();
  }
}

describe('the game holder', () => {
  it('names people and bots', () => {
    expect(seatNames(['human', 'random', 'ismcts'])).toEqual(['You', 'Bot 2', 'Bot 3']);
    expect(seatNames(['human', 'greedy', 'human'])).toEqual(['Player 1', 'Bot 2', 'Player 3']);
  });

  it('hot-seat: a curtain before each person\'s turn, then their own view and decision', () => {
    const h = hotSeat();
    const seen = new Set<number>();
    let last: number | null = null;
    let curtains = 0;
    for (let turn = 0; turn < 8; turn++) {
      const seat = toPerson(h);
      const other = seat === 0 ? 1 : 0;
      if (seat !== last) {
        expect(h.curtain).toBe(`Player ${seat + 1}`);
        expect(h.decision).toBeNull();
        // Behind the curtain the table is still the last person's (a spectator's at first), never the next one's.
        expect(h.view?.seat ?? null).toBe(last);
        h.reveal();
        curtains++;
      }
      last = seat;
      expect(h.curtain).toBeNull();
      expect(h.shownSeat).toBe(seat);
      expect(h.view?.seat).toBe(seat);
      expect(h.decision?.seat).toBe(seat);
      const { rules, state } = h;
      if (!rules || !state) throw new Error('no game');
      // The view shows none of the other person's cards.
      const hidden = hiddenCardIds(rules, state, seat);
      for (const id of state.zones[`hand#${other}`] ?? []) expect(hidden.has(id)).toBe(true);
      seen.add(seat);
      anyMove(h);
    }
    expect([...seen].sort()).toEqual([0, 1]);
    expect(curtains).toBeGreaterThanOrEqual(2);
  });

  it('shows any seat, a spectator or the designer; plays only for a person\'s seat', () => {
    const h = hotSeat();
    const seat = toPerson(h);
    h.setViewer(3);
    expect(h.view?.seat).toBe(3);
    expect(h.decision).toBeNull();
    expect(h.play({ kind: 'pass', seat: 3 })).toBe('Bot 4 is a bot');
    h.setViewer('spectator');
    expect(h.view?.seat).toBeNull();
    expect(h.view?.designer).toBe(false);
    expect(h.decision).toBeNull();
    h.setViewer('designer');
    expect(h.view?.designer).toBe(true);
    expect(h.decision?.seat).toBe(seat);
    const v = h.view;
    if (!v?.designer) throw new Error('no designer view');
    for (const z of v.zones) expect(z.cards?.length, z.key).toBe(z.count);
    h.setViewer(seat);
    expect(h.curtain).toBeNull();
    expect(h.decision?.seat).toBe(seat);
  });

  it('hands out the same decision until the game moves on (a re-render must not close the wild picker)', () => {
    const h = hotSeat();
    const seat = toPerson(h);
    if (h.curtain !== null) h.reveal();
    const d = h.decision;
    expect(d?.seat).toBe(seat);
    expect(h.decision).toBe(d);
    anyMove(h);
    expect(h.decision).not.toBe(d);
  });

  it('a paused game\'s bots move only when stepped', () => {
    const h = new GameHolder();
    holder = h;
    h.paused = true;
    expect(h.start(def as NonNullable<typeof def>, { players: 4, seed: '2', botDelay: 0, seats: ['random', 'greedy', 'ismcts', 'random'] })).toBeNull();
    expect(h.shownSeat).toBeNull();
    const before = h.state?.events.length ?? 0;
    expect(h.botToMove).toBe(true);
    for (let i = 0; i < 8; i++) expect(h.step()).toBe(true);
    expect(h.state?.events.length ?? 0).toBeGreaterThan(before);
    expect(h.stopped).toBeNull();
  });
});

describe('the typed-move box\'s example', () => {
  /** One person and bots; the person's first decisions, each with its example. */
  function examples(game: string, players: number, decisions: number): { d: NonNullable<GameHolder['decision']>; example: string; h: GameHolder }[] {
    const f = `rules/${game}/game.yaml`;
    const g = compileRules({ file: f, text: readFileSync(f, 'utf8') }).def;
    if (g === undefined) throw new Error(`${f} does not compile`);
    const h = new GameHolder();
    h.paused = true;
    expect(h.start(g, { players, seed: '3', botDelay: 0, seats: ['human', ...Array<'random'>(players - 1).fill('random')] })).toBeNull();
    holder = h;
    const out: { d: NonNullable<GameHolder['decision']>; example: string; h: GameHolder }[] = [];
    for (let i = 0; i < decisions; i++) {
      toPerson(h);
      const d = h.decision;
      if (d === null) throw new Error('the person has no decision');
      out.push({ d, example: h.moveExample(d), h });
      const first = h.moveExample(d).split(', ')[0] ?? '';
      // The example is a move the game accepts: typing it makes it.
      expect(h.playText(first === '' ? 'pass' : first)).toBeNull();
    }
    return out;
  }

  it('is written with the game\'s own cards, and names pass only when passing is open', () => {
    const euchre = examples('euchre', 4, 4);
    for (const { d, example, h } of euchre) {
      expect(example).not.toBe('');
      expect(example).not.toMatch(/9R|10R/);
      expect(/(^|, )pass$/.test(example)).toBe(d.kind === 'turn' && d.pass);
      expect(h.rules?.def.round.play.kind).toBe('must-follow');
    }
    // A climbing lead may not pass; a later play may.
    const owl = examples('of-whats-left', 4, 6);
    expect(owl.some(({ example }) => example.endsWith(', pass'))).toBe(true);
    for (const { d, example } of owl) expect(/(^|, )pass$/.test(example)).toBe(d.kind === 'turn' && d.pass);
  });

  it('is empty without a decision', () => {
    const h = new GameHolder();
    expect(h.moveExample(null)).toBe('');
  });
});
