// The must-follow listing (runtime/must-follow.ts mustFollowMoves) against the rule as written:
// sources in their order, each open when its `when` holds, a follow-suit source listing only the
// led suit when its zone holds it, and a card played from the first source that lists it (a card
// is told from those already listed by a mark per card index, or by its id when the rule file does
// not know it). The sources below name the same zones twice, one with the condition follow-when.ts
// reads over the cards, and a card the rule file does not know lies in two zones.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, randomBot, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { evaluate } from '../../runtime/effects.js';
import { isTrue } from '../../runtime/eval/compile.js';
import { naturalPlay } from '../../runtime/moves.js';
import { zoneKey } from '../../runtime/rules.js';
import { followCards } from '../../runtime/follow-cards.js';
import { mustFollowTrickComplete, nextUnplayed } from '../../runtime/must-follow.js';
import { newGame } from './new-game.js';

/** The follow sources below: the same zones twice, one source with the condition follow-when.ts reads. */
const SOURCES = [
  '{ from: hand, follow-suit: true }',
  '{ from: side, when: "me.hand.any(c => c.suit == trick.led_suit)" }',
  '{ from: hand }',
  '{ from: side, follow-suit: true }',
];

function rulesOf(sources: readonly string[]): Rules {
  const r = compileRules({
    file: 'sources.yaml',
    text: [
      'game: Sources',
      'players: 3',
      'cards: { suits: { R: Red, G: Green, B: Blue }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'zones:',
      '  side: { per-player: true, visible: owner }',
      'round:',
      '  leader: "players[0]"',
      '  setup:',
      '    - shuffle: deck',
      '    - deal: { count: 3 }',
      '    - deal: { count: 2, to: side }',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [side, hand]',
      '    follow:',
      ...sources.map((src) => `      - ${src}`),
      '  score: "me.tricks"',
      'game-end:',
      '  after-rounds: 1',
      '  winner: highest',
    ].join('\n'),
  });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error('does not compile');
  return prepareRules(r.def);
}

/** The seat's plays as the rule file says them, card ids compared (no card table). */
function asWritten(rules: Rules, s: GameState, seat: number): Move[] {
  const play = rules.def.round.play;
  const t = s.trick;
  if (play.kind !== 'must-follow' || t === null) return [];
  const suit = (id: string): string | null => rules.cards.get(id)?.suit ?? null;
  const zoneIds = (z: string): readonly string[] => s.zones[zoneKey(z, seat)] ?? [];
  const out: Move[] = [];
  const add = (zone: string, only: string | null | undefined): void => {
    for (const id of zoneIds(zone)) {
      if (only !== undefined && suit(id) !== only) continue;
      if (out.some((m) => m.kind === 'play' && m.cards[0]?.id === id)) continue;
      out.push(naturalPlay(seat, zone, id));
    }
  };
  if (t.plays.length === 0) {
    for (const z of play.leadFrom) add(z, undefined);
    return out;
  }
  // Every source's condition and holding first, then the plays (as the rule is stated).
  const open = play.follow.map((src) => ({
    zone: src.from,
    on: src.when === undefined || isTrue(evaluate(rules, s, src.when, seat)),
    only: src.followSuit && zoneIds(src.from).some((id) => suit(id) === t.ledSuit) ? t.ledSuit : undefined,
  }));
  for (const src of open) if (src.on) add(src.zone, src.only);
  return out;
}

/** Random games, checking every listing of a play against the rule as written. */
function check(rules: Rules, seeds: number, before?: (s: GameState) => void): number {
  let listings = 0;
  for (let g = 0; g < seeds; g++) {
    const s = newGame(rules, { players: 3, seed: g });
    before?.(s);
    const bots = [0, 1, 2].map((i) => randomBot(`${g}:${i}`));
    while (s.phase !== 'over') {
      const moves = legalMoves(rules, s);
      if (s.pending === null && s.trick !== null && s.turn !== null) {
        expect(moves).toEqual(asWritten(rules, s, s.turn));
        listings++;
      }
      const bot = bots[moves[0]?.seat ?? -1];
      if (bot === undefined) throw new Error('no move to make');
      // A card the rule file does not know is listed, not played (a move must name a card of the game).
      const open = moves.filter((x) => x.seat === moves[0]?.seat && !(x.kind === 'play' && x.cards[0]?.id === 'Stray'));
      if (open.length === 0) break;
      const m = bot.choose(open);
      expect(applyInPlace(rules, s, m)).toBeNull();
    }
  }
  return listings;
}

describe('the must-follow listing', () => {
  const rules = rulesOf(SOURCES);

  it('lists each card once, from the first source that lists it, as the rule says', () => {
    expect(check(rules, 60)).toBeGreaterThan(500);
  });

  it('tells a card the rule file does not know, lying in two zones, by its id', () => {
    // Without the condition: its `c.suit` of a card the rule file does not know is an error.
    const listings = check(rulesOf(SOURCES.filter((src) => !src.includes('when'))), 30, (s) => {
      s.zones[zoneKey('hand', 1)]?.push('Stray');
      s.zones[zoneKey('side', 1)]?.push('Stray');
    });
    expect(listings).toBeGreaterThan(200);
  });

  it('lists the same after its marks start again from zero', () => {
    const table = followCards(rules);
    table.mark = 0x40000000;
    expect(check(rules, 5)).toBeGreaterThan(40);
    expect(table.mark).toBeLessThan(0x1000);
  });
});

describe('whose turn is next in a must-follow trick', () => {
  const rules = rulesOf(SOURCES);

  /** nextUnplayed and the trick-complete check as they are stated: a search of the plays and passes per seat. */
  function stated(s: GameState, from: number): { next: number | null; complete: boolean } {
    const t = s.trick;
    const done = (seat: number): boolean => t !== null && (t.plays.some((p) => p.seat === seat) || t.passed.includes(seat));
    let next: number | null = null;
    for (let i = 1; i <= s.players.length && next === null; i++) {
      const seat = (from + i) % s.players.length;
      if (!s.players[seat]?.out && !done(seat)) next = seat;
    }
    const complete = t !== null && t.plays.length > 0 && s.players.every((p, seat) => p.out || done(seat));
    return { next, complete };
  }

  it('is the next seat that is in, has not played and was not passed by, for every mix of them', () => {
    const s = newGame(rules, { players: 3, seed: 1 });
    const t = s.trick;
    if (t === null) throw new Error('no trick');
    const play = t.plays[0] ?? { seat: 0, cards: [], meld: 'hand', height: 0, low: 0 };
    let cases = 0;
    // Each seat: 0 nothing, 1 played, 2 passed by, 3 out of the round.
    for (let mix = 0; mix < 4 ** 3; mix++) {
      const what = [0, 1, 2].map((seat) => Math.floor(mix / 4 ** seat) % 4);
      t.plays = what.flatMap((w, seat) => (w === 1 ? [{ ...play, seat }] : []));
      t.passed = what.flatMap((w, seat) => (w === 2 ? [seat] : []));
      what.forEach((w, seat) => ((s.players[seat] as GameState['players'][number]).out = w === 3));
      for (const from of [0, 1, 2]) {
        const want = stated(s, from);
        expect([nextUnplayed(s, from), mustFollowTrickComplete(s)], `mix ${what.join('')} from ${from}`).toEqual([want.next, want.complete]);
        cases++;
      }
    }
    expect(cases).toBe(192);
  });
});
