// The must-follow path's cards (runtime/follow-cards.ts): each card its index in the rule file's
// card table, its printed suit and rank read from the table, the shared objects of its plays by
// index, and zone reads that compare a zone with the one read last time instead of looking every
// card up.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, randomBot, type Rules } from '../../runtime/index.js';
import { cardOf, followCards, entryPlay, entryTrickPlay, printedSuit, rankOf, suitLetterOf, suitOf, zoneEntries, zoneSlot } from '../../runtime/follow-cards.js';
import { NONE } from '../../runtime/card-table.js';
import { naturalPlay } from '../../runtime/moves.js';
import { newGame } from './new-game.js';

const root = fileURLToPath(new URL('../../rules/', import.meta.url));

function rulesOf(game: string): Rules {
  const r = compileRules({ file: `${game}/game.yaml`, text: readFileSync(`${root}${game}/game.yaml`, 'utf8') }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** A small deterministic generator for the zone sequences below. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('card table', () => {
  const rules = rulesOf('worst-in-show');

  it('gives each card its printed suit and rank, and its plays are naturalPlay\'s own objects', () => {
    const table = followCards(rules);
    expect(followCards(rules)).toBe(table);
    expect(table.cards).toBe(rules.cardTable);
    const slot = zoneSlot(table, 'right');
    for (const [id, info] of rules.cards) {
      const c = cardOf(table, id);
      expect(c).toBe(rules.cardTable.index.get(id));
      expect([suitLetterOf(table, c), rankOf(table, c), printedSuit(table, c)]).toEqual([info.suit, info.rank, true]);
      expect(table.cards.suits[suitOf(table, c)]).toBe(info.suit);
      const p = entryTrickPlay(table, c, slot, 1);
      expect(p).toBe(entryTrickPlay(table, c, slot, 1));
      expect(p.cards).toEqual([{ id, rank: info.rank, suit: info.suit, wild: false }]);
      expect(Object.isFrozen(p.cards) && Object.isFrozen(p.cards[0])).toBe(true);
    }
    const c = cardOf(table, '7B');
    expect(zoneSlot(table, 'right')).toBe(slot);
    expect(entryPlay(table, c, slot, 2)).toBe(naturalPlay(2, 'right', '7B'));
    expect(entryPlay(table, c, slot, 0)).toBe(naturalPlay(0, 'right', '7B'));
    // A card the rule file does not know: an index after the box's, the same each time, no suit or rank.
    const u = cardOf(table, 'nonesuch');
    expect(u).toBeGreaterThanOrEqual(rules.cardTable.size);
    expect(cardOf(table, 'nonesuch')).toBe(u);
    expect(cardOf(table, 'nonesuch-2')).toBe(u + 1);
    expect([suitLetterOf(table, u), rankOf(table, u), suitOf(table, u), printedSuit(table, u)]).toEqual([null, null, NONE, false]);
    expect(entryPlay(table, u, slot, 3)).toBe(naturalPlay(3, 'right', 'nonesuch'));
    expect(entryTrickPlay(table, u, slot, 3).cards).toEqual([{ id: 'nonesuch', rank: null, suit: null, wild: false }]);
  });

  it('reads a zone\'s entries in order however it changed since the last read', () => {
    const table = followCards(rules);
    const slot = zoneSlot(table, 'test-zone');
    const ids = [...rules.cards.keys()];
    const next = lcg(18);
    let zone: string[] = [];
    for (let step = 0; step < 3000; step++) {
      const r = next();
      if (r < 0.35 && zone.length > 0) zone.splice(Math.floor(next() * zone.length), 1); // a card played
      else if (r < 0.5 && zone.length > 1) zone.splice(Math.floor(next() * zone.length), 2); // two gone
      else if (r < 0.7) zone.splice(Math.floor(next() * (zone.length + 1)), 0, ids[Math.floor(next() * ids.length)] as string); // one added
      else if (r < 0.8) zone = zone.reverse(); // reordered
      else if (r < 0.9) zone = ids.filter(() => next() < 0.25); // a new deal
      // else: unchanged
      const read = zoneEntries(table, slot, 1, zone);
      expect(read.n).toBe(zone.length);
      expect(read.ids.slice(0, read.n)).toEqual(zone);
      expect(read.cards.slice(0, read.n)).toEqual(zone.map((id) => rules.cardTable.index.get(id)));
    }
  });
});

describe('the must-follow path', () => {
  it('lists the same moves from the same state however often it is listed, and never changes a move', () => {
    for (const game of ['worst-in-show', 'spades', 'euchre']) {
      const rules = rulesOf(game);
      const s = newGame(rules, { players: 4, seed: 3 });
      const bot = randomBot(3);
      let plays = 0;
      while (s.phase !== 'over' && plays < 400) {
        const moves = legalMoves(rules, s);
        const json = JSON.stringify(moves);
        const fresh = structuredClone(s); // not remembered: listed again
        expect(JSON.stringify(legalMoves(rules, fresh))).toBe(json);
        for (const m of moves) if (m.kind === 'play') expect(Object.isFrozen(m)).toBe(true);
        expect(applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === moves[0]?.seat)))).toBeNull();
        expect(JSON.stringify(moves)).toBe(json);
        plays++;
      }
      expect(plays).toBeGreaterThan(50);
    }
  });
});
