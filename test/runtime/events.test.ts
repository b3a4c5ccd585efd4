// Events: what the rules did, as data, seen by each seat as it may see it, and the one formatter.
import { describe, expect, it } from 'vitest';
import { eventsFor, logLines, type GameEvent, type GameState } from '../../runtime/index.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const rules = loadRules('effects.yaml');

function start(extra: Record<string, readonly string[]> = {}): GameState {
  return dealt(rules, { Ann: ['1R', '2R', '2G', '5G'], Bob: ['5R', '8R'], Cy: ['3R', '7R'], ...extra });
}

/** The events a move added, as `seat` sees them. */
function added(before: GameState, after: GameState, seat: number | null | 'designer'): GameEvent[] {
  return eventsFor(after, seat, before.events.length);
}

function linesAdded(before: GameState, after: GameState, seat: number | null, you: number | null = seat): string[] {
  return logLines(rules, after, seat, you, before.events.length);
}

describe('events', () => {
  it('a draw shows the cards to the drawer and a count to everyone else', () => {
    const s0 = start({ draw: ['9R', '9G', '8G'] });
    const s = moves(rules, s0, 'Ann: do pull');
    const mine = added(s0, s, 0).find((e) => e.kind === 'cards');
    expect(mine).toMatchObject({ kind: 'cards', verb: 'draw', cards: ['9R', '9G'], count: 2, from: 'draw', to: 'hand#0' });
    const theirs = added(s0, s, 1).find((e) => e.kind === 'cards');
    expect(theirs).toMatchObject({ kind: 'cards', verb: 'draw', cards: [], count: 2, secret: true });
    expect(linesAdded(s0, s, 0)).toContain('You draw 2 cards: 9R 9G');
    expect(linesAdded(s0, s, 1)).toContain('Ann draws 2 cards');
    expect(JSON.stringify(added(s0, s, null))).not.toMatch(/9R|9G/);
  });

  it('a card chosen from a hand is seen by the chooser only; a card made wild by who sees it', () => {
    const s0 = start();
    const s = moves(rules, s0, 'Ann: do wild_each', 'Bob: choose 8R', 'Cy: choose 3R');
    expect(JSON.stringify(eventsFor(s, 2))).not.toContain('8R');
    expect(JSON.stringify(eventsFor(s, null))).not.toMatch(/8R|3R/);
    expect(JSON.stringify(eventsFor(s, 'designer'))).toMatch(/8R.*3R/);
    expect(logLines(rules, s, 2, 2)).toEqual(expect.arrayContaining(['Bob chooses a card', 'You: choose 3R', '1 card in Bob\'s hand becomes a wild', '3R in your hand becomes a wild']));
    expect(logLines(rules, s, 1, 1)).toEqual(expect.arrayContaining(['You: choose 8R', 'Cy chooses a card', '8R in your hand becomes a wild']));
  });

  it('a score names its cause, and the round-end event carries the parts and the hands', () => {
    const s0 = start();
    const s = moves(rules, s0, 'Ann: do bonus', 'Ann: do stop');
    const scores = added(s0, s, null).filter((e) => e.kind === 'score');
    expect(scores).toContainEqual(expect.objectContaining({ seat: 0, amount: 5, because: 'bonus' }));
    expect(scores).toContainEqual(expect.objectContaining({ seat: 1, amount: -2, because: 'bonus' }));
    expect(scores).toContainEqual(expect.objectContaining({ seat: 0, amount: -4, because: 'round score' }));
    const end = added(s0, s, null).find((e) => e.kind === 'round-end');
    expect(end).toMatchObject({
      kind: 'round-end', round: 1,
      hands: { 'hand#0': ['1R', '2R', '2G', '5G'], 'hand#1': ['5R', '8R'], 'hand#2': ['3R', '7R'] },
    });
    if (end?.kind !== 'round-end') throw new Error('no round end');
    expect(end.scores[0]).toEqual({
      seat: 0, round: 1, total: 1,
      parts: [expect.objectContaining({ amount: 5, because: 'bonus' }), expect.objectContaining({ amount: -4, because: 'round score' })],
    });
    expect(linesAdded(s0, s, 0)).toContain('You score 5 points (bonus)');
    expect(linesAdded(s0, s, 0)).toContain('Bob loses 2 points (bonus)');
  });

  it('markers taken, resolved in priority order and returned are events', () => {
    const s0 = start();
    const s = moves(rules, s0, 'Ann: do grab', 'Ann: do settle');
    const markers = added(s0, s, null).flatMap((e) => (e.kind === 'marker' ? [`${e.verb} ${e.marker} ${e.seat}`] : []));
    expect(markers).toEqual([
      'take low 0', 'take mid 0', 'take high 0',
      'resolve high 0', 'return high 0', 'resolve mid 0', 'return mid 0', 'resolve low 0', 'return low 0',
    ]);
    expect(linesAdded(s0, s, 1)).toContain('Ann takes High Token');
    expect(linesAdded(s0, s, 0)).toContain('High Token resolves for you');
    expect(linesAdded(s0, s, 0)).toContain('You return High Token');
  });

  it('a player who sits out, a var set, a trick won and the winners are events with English for you and for others', () => {
    const s0 = start();
    const s = moves(rules, s0, 'Ann: do quit');
    expect(added(s0, s, null)).toContainEqual({ kind: 'out', seat: 0, order: 1, reason: 'sit-out' });
    expect(linesAdded(s0, s, 0)).toContain('You sit out the rest of the round');
    expect(linesAdded(s0, s, 1)).toContain('Ann sits out the rest of the round');
    const v = moves(rules, start(), 'Ann: do ask_option', "Ann: choose 'wild card'");
    expect(logLines(rules, v, null).at(-1)).toBe('opt is now wild card');
    // A var set to the value it already holds changed nothing: no event, no log line.
    const again = moves(rules, v, 'Ann: do ask_option', "Ann: choose 'wild card'");
    expect(added(v, again, null).filter((e) => e.kind === 'var')).toEqual([]);
    const other = moves(rules, v, 'Ann: do ask_option', "Ann: choose 'bet'");
    expect(logLines(rules, other, null).at(-1)).toBe('opt is now bet');
    const t = moves(rules, start(), 'Ann: play 5G', 'Bob: pass', 'Cy: pass');
    expect(logLines(rules, t, null)).toContain('trick 1 ends: Ann wins it');
    expect(logLines(rules, t, 0, 0)).toContain('trick 1 ends: you win it');
  });
});
