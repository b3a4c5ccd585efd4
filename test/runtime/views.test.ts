// What each seat sees: its own hidden zones, others' as counts, count/none zones as counts for
// everyone, nothing hidden for the spectator, others' setup decisions hidden, no RNG state or other
// internals, nothing shared with the state; the designer sees everything.
import { describe, expect, it } from 'vitest';
import { designerView, view, type DesignerView, type GameView } from '../../runtime/index.js';
import { dealt, loadRules, moves } from './fixture-games.js';

const follow = loadRules('follow.yaml');
const effects = loadRules('effects.yaml');

function zoneOf(v: GameView | DesignerView, key: string) {
  const z = v.zones.find((x) => x.key === key);
  if (z === undefined) throw new Error(`no zone ${key}`);
  return z;
}

function start() {
  return dealt(follow, {
    Ann: ['2R', '5R', '3G', '1T'], Bob: ['4R', '6G', '2B', '6T'], Cy: ['1G', '3B', '4B', '5B'],
    'Ann.shown': ['6R'], pile: ['1B', '6B'], vault: ['3T'],
  });
}

describe('views', () => {
  it("a seat sees its own hand; others' owner-visible zones are counts", () => {
    const s = start();
    const v = view(follow, s, 0);
    expect(zoneOf(v, 'hand#0')).toEqual({ key: 'hand#0', cards: ['2R', '5R', '3G', '1T'], count: 4 });
    expect(zoneOf(v, 'hand#1')).toEqual({ key: 'hand#1', count: 4 });
    expect(zoneOf(view(follow, s, 1), 'hand#1').cards).toEqual(['4R', '6G', '2B', '6T']);
    expect(zoneOf(view(follow, s, 1), 'hand#0')).toEqual({ key: 'hand#0', count: 4 });
  });

  it('count and none zones are counts for everyone; all zones are seen by everyone', () => {
    const s = start();
    for (const seat of [0, 1, 2, null]) {
      const v = view(follow, s, seat);
      expect(zoneOf(v, 'pile')).toEqual({ key: 'pile', count: 2 });
      expect(zoneOf(v, 'vault')).toEqual({ key: 'vault', count: 1 });
      expect(zoneOf(v, 'deck').cards).toBeUndefined();
      expect(zoneOf(v, 'shown#0')).toEqual({ key: 'shown#0', cards: ['6R'], count: 1 });
    }
  });

  it('the spectator sees no hand and no owner zone', () => {
    const s = moves(follow, start(), 'Ann: split 1', 'Bob: split 1', 'Cy: split 2', 'Ann: play 2R');
    const v = view(follow, s, null);
    for (const z of v.zones) {
      if (/^(hand|left|right)#/.test(z.key)) expect(z.cards).toBeUndefined();
    }
    expect(zoneOf(v, 'left#0')).toEqual({ key: 'left#0', count: 2 });
    expect(zoneOf(v, 'table').cards).toEqual(['2R']);
    expect(v.seat).toBeNull();
  });

  it("others' pending setup decisions are hidden in the log", () => {
    const s = moves(follow, start(), 'Ann: split 2');
    expect(view(follow, s, 0).log.at(-1)).toBe('Ann: split 2');
    expect(view(follow, s, 1).log.at(-1)).toBe('Ann decides');
    expect(view(follow, s, null).log.at(-1)).toBe('Ann decides');
    expect(view(follow, s, 1).pending).toEqual({ kind: 'setup', waiting: [1, 2] });
    expect(JSON.stringify(view(follow, s, 1))).not.toContain('split 2');
  });

  it('the RNG state and the other internals are not in the view', () => {
    const s = start();
    for (const v of [view(follow, s, 0), view(follow, s, null), designerView(follow, s)]) {
      for (const key of ['rng', 'progress', 'frames', 'tasks', 'moveChecked', 'history', 'seed', 'fixedDeal']) expect(Object.keys(v)).not.toContain(key);
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng).slice(1, -1));
    }
  });

  it('shares nothing with the state', () => {
    const s = moves(follow, start(), 'Ann: split 1', 'Bob: split 1', 'Cy: split 2', 'Ann: play 2R');
    const before = JSON.stringify(s);
    const v = view(follow, s, 0);
    expect(v.players).not.toBe(s.players);
    expect(v.players[0]).not.toBe(s.players[0]);
    expect(v.players[0]!.vars).not.toBe(s.players[0]!.vars);
    expect(v.markers).not.toBe(s.markers);
    expect(v.vars).not.toBe(s.vars);
    expect(v.options).not.toBe(s.options);
    expect(v.names).not.toBe(s.names);
    expect(v.trick).not.toBe(s.trick);
    expect(v.trick!.plays[0]).not.toBe(s.trick!.plays[0]);
    expect(zoneOf(v, 'table').cards).not.toBe(s.zones.table);
    expect(v.plays).toEqual([{ seat: 0, trick: 1, meld: 'left', cards: [{ id: '2R' }] }]);
    (v.players[0]!.vars as Record<string, unknown>).bid = 99;
    (v.trick!.plays as unknown[]).length = 0;
    (zoneOf(v, 'table').cards as string[]).push('1B');
    expect(JSON.stringify(s)).toBe(before);
  });

  it("a variable holding a card shows it only to those who see the card", () => {
    const s = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R', '8R'], Cy: ['3R'] }), 'Ann: do ask_next', 'Bob: choose 8R');
    expect(s.vars.picked).toEqual({ t: 'card', id: '8R' });
    expect(view(effects, s, 1).vars.picked).toEqual({ t: 'card', id: '8R' });
    expect(view(effects, s, 0).vars.picked).toEqual({ t: 'card', id: '?' });
    expect(view(effects, s, null).vars.picked).toEqual({ t: 'card', id: '?' });
    expect(designerView(effects, s).vars.picked).toEqual({ t: 'card', id: '8R' });
  });

  it('a played card that has gone where a seat cannot see it shows as ?', () => {
    const s = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R', '8R'], Cy: ['3R'] }), 'Ann: play 2R');
    s.zones.table = [];
    s.zones['hand#1'] = [...s.zones['hand#1']!, '2R'];
    expect(view(effects, s, 1).plays).toEqual([{ seat: 0, trick: 1, meld: 'single', cards: [{ id: '2R' }] }]);
    expect(view(effects, s, 0).plays).toEqual([{ seat: 0, trick: 1, meld: 'single', cards: [{ id: '?' }] }]);
    expect(view(effects, s, 0).trick!.plays[0]!.cards).toEqual([{ id: '?', rank: null, suit: null, wild: false }]);
    expect(view(effects, s, 1).trick!.plays[0]!.cards).toEqual([{ id: '2R', rank: 2, suit: 'R', wild: false }]);
  });

  it('the designer sees every card, every choice and every setup decision', () => {
    const s = moves(follow, start(), 'Ann: split 2');
    const d = designerView(follow, s);
    expect(d.designer).toBe(true);
    expect(d.seat).toBeNull();
    expect(zoneOf(d, 'hand#1').cards).toEqual(['4R', '6G', '2B', '6T']);
    expect(zoneOf(d, 'pile').cards).toEqual(['1B', '6B']);
    expect(zoneOf(d, 'vault').cards).toEqual(['3T']);
    expect(d.pending).toEqual({ kind: 'setup', waiting: [1, 2], decisions: { 0: 2 } });
    expect(d.log.at(-1)).toBe('Ann: split 2');
    expect(view(follow, s, 0).designer).toBe(false);
    const c = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R', '8R'], Cy: ['3R'] }), 'Ann: do ask_next');
    expect(designerView(effects, c).pending).toMatchObject({ kind: 'choice', seat: 1, options: [{ t: 'card', id: '5R' }, { t: 'card', id: '8R' }] });
  });

  it("another seat's choice shows who is choosing, not the options; others' wilds stay hidden", () => {
    const s = moves(effects, dealt(effects, { Ann: ['1R', '2R'], Bob: ['5R', '8R'], Cy: ['3R'] }), 'Ann: do wildify', 'Ann: do ask_next');
    expect(view(effects, s, 1).pending).toMatchObject({ kind: 'choice', seat: 1, options: [{ t: 'card', id: '5R' }, { t: 'card', id: '8R' }] });
    expect(view(effects, s, 0).pending).toEqual({ kind: 'choice', seat: 1 });
    expect(view(effects, s, 0).wild).toEqual(['1R']);
    expect(view(effects, s, 1).wild).toEqual([]);
  });
});
