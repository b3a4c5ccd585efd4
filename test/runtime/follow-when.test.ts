// A follow source's `when` read over the card table (runtime/follow-when.ts): the same answer as
// the compiled expression, the same budget steps, and a stop past the budget at the same place;
// the must-follow play's shared records and listing (runtime/must-follow.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, applyMove, legalMoves, prepareRules, randomBot, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { evaluate } from '../../runtime/effects.js';
import { isTrue } from '../../runtime/eval/compile.js';
import { closeBudget, lastBudgetUsed, openBudget, withLimits } from '../../runtime/budget.js';
import { followCards } from '../../runtime/follow-cards.js';
import { holdsLed, holdsLedTest, type HoldsLedTest } from '../../runtime/follow-when.js';
import { mustFollowMoves } from '../../runtime/must-follow.js';
import type { MustFollowPlay } from '../../grammar/def/types.js';
import { newGame } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));

function compile(file: string, text: string): Rules {
  const r = compileRules({ file, text }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

function rulesOf(game: string): Rules {
  return compile(`${game}/game.yaml`, readFileSync(`${root}${game}/game.yaml`, 'utf8'));
}

function playOf(rules: Rules): MustFollowPlay {
  const play = rules.def.round.play;
  if (play.kind !== 'must-follow') throw new Error('not a must-follow game');
  return play;
}

/** Worst In Show with its Misbehave condition written `when` (the rest as bundled). */
function withWhen(when: string): Rules {
  const text = readFileSync(`${root}worst-in-show/game.yaml`, 'utf8');
  const at = 'when: "me.left.any(c => c.suit == trick.led_suit)"';
  expect(text).toContain(at);
  return compile('worst-in-show/game.yaml', text.replace(at, `when: "${when}"`));
}

/** What happens under a budget of `steps`: the answer or the error's code and place, and the steps used. */
function underBudget(steps: number, f: () => boolean | undefined): string {
  return withLimits({ steps }, () => {
    const opened = openBudget();
    let out: string;
    try {
      out = String(f());
    } catch (e) {
      const err = e as { code?: string; range?: { start: { line: number; column: number } } };
      out = `${err.code} at ${err.range?.start.line}:${err.range?.start.column}`;
    } finally {
      closeBudget(opened);
    }
    return `${out} (${lastBudgetUsed()} steps)`;
  });
}

/** Each state of a seeded random game of `rules` (4 players) where a trick has been led (or every trick's, `leads`). */
function ledStates(rules: Rules, seed: number, each: (s: GameState) => void, leads = false): number {
  const s = newGame(rules, { players: 4, seed });
  const bot = randomBot(seed);
  let seen = 0;
  while (s.phase !== 'over') {
    if (s.trick !== null && (leads || s.trick.plays.length > 0)) {
      each(s);
      seen++;
    }
    const moves = legalMoves(rules, s);
    expect(applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === moves[0]?.seat)))).toBeNull();
  }
  return seen;
}

describe('a follow source\'s `when` over the card table', () => {
  it('recognises `me.Z.any(c => c.suit == trick.led_suit)`, either way round, and nothing else', () => {
    const shaped = (when: string) => {
      const rules = withWhen(when);
      const src = playOf(rules).follow[1];
      return src?.when === undefined ? null : holdsLedTest(rules, followCards(rules), src.when);
    };
    expect(shaped('me.left.any(c => c.suit == trick.led_suit)')).not.toBeNull();
    expect(shaped('me.left.any(c => trick.led_suit == c.suit)')).not.toBeNull();
    expect(shaped('me.right.any(c => c.suit == trick.led_suit)')).not.toBeNull();
    expect(shaped('me.left.all(c => c.suit == trick.led_suit)')).toBeNull();
    expect(shaped('me.left.any(c => c.suit != trick.led_suit)')).toBeNull();
    expect(shaped('me.left.any(c => c.rank == 3)')).toBeNull();
    expect(shaped('players[0].left.any(c => c.suit == trick.led_suit)')).toBeNull();
    expect(shaped('me.left.any(c => c.suit == trick.led_suit) and true')).toBeNull();
  });

  it('gives what the expression gives, spending the same steps, and stops past the budget where it does', () => {
    for (const when of ['me.left.any(c => c.suit == trick.led_suit)', 'me.right.any(c => trick.led_suit == c.suit)']) {
      const rules = withWhen(when);
      const src = playOf(rules).follow[1];
      const e = src?.when;
      if (e === undefined) throw new Error('no when');
      const table = followCards(rules);
      const test = holdsLedTest(rules, table, e) as HoldsLedTest;
      expect(test).not.toBeNull();
      let answers = 0;
      const seen = ledStates(rules, 7, (s) => {
        for (let seat = 0; seat < 4; seat++) {
          const general = () => isTrue(evaluate(rules, s, e, seat));
          const direct = () => holdsLed(table, rules, test, s, seat);
          expect(underBudget(1e6, direct)).toBe(underBudget(1e6, general));
          if (general()) answers++;
          // Budgets too small for it: the same stop (code, place) after the same steps.
          if (seat === s.turn) for (let steps = 0; steps < 20; steps++) expect(underBudget(steps, direct)).toBe(underBudget(steps, general));
        }
      });
      expect(seen).toBeGreaterThan(50);
      expect(answers).toBeGreaterThan(0);
    }
  });

  it('matches a led suit that is no card\'s printed suit (or none) as the expression does', () => {
    const rules = rulesOf('worst-in-show');
    const e = playOf(rules).follow[1]?.when;
    if (e === undefined) throw new Error('no when');
    const table = followCards(rules);
    const test = holdsLedTest(rules, table, e) as HoldsLedTest;
    let checked = 0;
    ledStates(rules, 4, (s) => {
      const t = s.trick;
      if (t === null) return;
      const led = t.ledSuit;
      // A suit no card has (an effective-suit may give one), none, and each declared suit.
      for (const suit of ['Z', null, ...rules.def.cards.suits.map((x) => x.letter)]) {
        t.ledSuit = suit;
        for (let seat = 0; seat < 4; seat++) {
          expect(underBudget(1e6, () => holdsLed(table, rules, test, s, seat))).toBe(underBudget(1e6, () => isTrue(evaluate(rules, s, e, seat))));
        }
      }
      t.ledSuit = led;
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it('leaves a state with a wild card to the expression', () => {
    const rules = rulesOf('worst-in-show');
    const e = playOf(rules).follow[1]?.when;
    if (e === undefined) throw new Error('no when');
    const table = followCards(rules);
    const test = holdsLedTest(rules, table, e) as HoldsLedTest;
    let checked = 0;
    ledStates(rules, 2, (s) => {
      if (checked > 0) return;
      const card = s.zones['left#0']?.[0];
      if (card === undefined) return;
      const before = underBudget(1e6, () => holdsLed(table, rules, test, s, 0));
      expect(before).not.toMatch(/^undefined/);
      s.wild[card] = true;
      expect(underBudget(1e6, () => holdsLed(table, rules, test, s, 0))).toBe('undefined (0 steps)');
      delete s.wild[card];
      checked++;
    });
    expect(checked).toBe(1);
  });
});

describe('a must-follow play\'s records and listing', () => {
  it('puts a listed play in the trick as a shared frozen object, the same in a copied and a JSON-restored state', () => {
    const rules = rulesOf('worst-in-show');
    let s = newGame(rules, { players: 4, seed: 5 });
    const bot = randomBot(5);
    let compared = 0;
    let kept: { state: GameState; json: string } | null = null;
    while (s.phase !== 'over' && compared < 60) {
      const all = legalMoves(rules, s);
      const move = bot.choose(all.filter((m) => m.seat === all[0]?.seat));
      // The same play as a client writes it: applyMove checks it and plays the listed move.
      const before = JSON.stringify(s);
      const next = applyMove(rules, s, JSON.parse(JSON.stringify(move)) as Move);
      if (!next.ok) throw new Error(next.error.message);
      expect(JSON.stringify(s)).toBe(before);
      // The state restored from JSON, played in place, comes to the same state.
      const restored = JSON.parse(before) as GameState;
      const listed = legalMoves(rules, restored).find((m) => JSON.stringify(m) === JSON.stringify(move));
      if (listed === undefined) throw new Error('not listed again');
      expect(applyInPlace(rules, restored, listed)).toBeNull();
      expect(JSON.stringify(restored)).toBe(JSON.stringify(next.state));
      // A state kept from an earlier move is as it was: the records are shared, never changed.
      if (kept !== null) expect(JSON.stringify(kept.state)).toBe(kept.json);
      kept = { state: next.state, json: JSON.stringify(next.state) };
      const plays = next.state.roundPlays ?? [];
      const last = plays[plays.length - 1];
      const t = next.state.trick;
      if (move.kind === 'play' && t !== null && t.plays.length > 0 && last !== undefined) {
        const p = t.plays[t.plays.length - 1];
        expect(Object.isFrozen(p)).toBe(true);
        expect(restored.trick?.plays[restored.trick.plays.length - 1]).toBe(p);
        expect(last.cards).toBe(move.cards);
        compared++;
      }
      s = next.state;
    }
    expect(compared).toBe(60);
  });

  it('hands out a new exact list per listing, which a later listing leaves as it was', () => {
    const rules = rulesOf('worst-in-show');
    const play = playOf(rules);
    const lists: { list: Move[]; json: string }[] = [];
    ledStates(rules, 9, (s) => {
      if (s.turn === null) return;
      const list = mustFollowMoves(rules, play, s, s.turn);
      expect(mustFollowMoves(rules, play, s, s.turn)).not.toBe(list);
      lists.push({ list, json: JSON.stringify(list) });
    }, true);
    expect(lists.length).toBeGreaterThan(50);
    for (const { list, json } of lists) expect(JSON.stringify(list)).toBe(json);
  });
});
