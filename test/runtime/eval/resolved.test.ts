// The runtime compiles names and members from the checker's resolutions (GameDef.resolved): what
// the checker accepts runs (a conditional zone, a pool held in a local, members of a var that starts
// as null), a lambda parameter hides a var on both sides, and the table is plain data.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';
import type { GameDef } from '../../../grammar/def/types.js';
import { createGame, playout, prepareRules, randomBot } from '../../../runtime/index.js';
import { UnresolvedError } from '../../../runtime/eval/resolved.js';
import { dealt, fixturePath, hand, loadRules, moves } from '../fixture-games.js';

const rules = loadRules('resolved.yaml');
const start = () => dealt(rules, { Ann: ['1R', '2R', '3R'], Bob: ['5R', '6R'], Cy: ['7R', '8R'] });

describe('effects the checker accepts run as it resolved them', () => {
  it('a conditional between zones is a zone: the card goes to the branch taken', () => {
    const next = moves(rules, start(), 'Ann: do to_next_or_dummy');
    expect(hand(next, 0)).toEqual(['2R', '3R']);
    expect(hand(next, 1)).toEqual(['5R', '6R', '1R']);
    const other = moves(rules, start(), 'Ann: do to_dummy_or_next');
    expect(hand(other, 1)).toEqual(['5R', '6R']);
    expect(other.zones['dummy']).toEqual(['1R']);
  });

  it('resolve() of a pool held in a local resolves that pool', () => {
    const s = moves(rules, start(), 'Ann: do grab', 'Ann: do settle_local');
    expect(s.vars['trail']).toEqual(['high Ann', 'low Ann']);
    expect(s.markers['low']?.owner).toBeNull();
  });

  it('a lambda parameter named like a var is the parameter, not the var', () => {
    const s = moves(rules, start(), 'Ann: do shadow');
    expect(s.players.map((p) => p.score)).toEqual([1, 2, 3]);
    expect(s.vars['threshold']).toBe(3);
  });

  it('members of a var that starts as null are read by its value: a player\'s zone and var', () => {
    const s = moves(rules, start(), 'Ann: do from_wish');
    expect(s.zones['dummy']).toEqual(['5R']);
    expect(hand(s, 1)).toEqual(['6R']);
    expect(s.vars['threshold']).toBe(10);
    const to = moves(rules, start(), 'Ann: do to_wish');
    expect(hand(to, 1)).toEqual(['5R', '6R', '1R']);
  });
});

describe('the resolution table', () => {
  const file = fixturePath('resolved.yaml');
  const text = readFileSync(fileURLToPath(new URL('../../fixtures/runtime/resolved.yaml', import.meta.url)), 'utf8');
  const def = compileRules({ file, text }).def as GameDef;

  it('says what the checker decided, keyed by place: a parameter by its slot, a var, a zone, a pool', () => {
    /** The resolution of the node written `node` (a name or member) at the first `needle` after `from`. */
    const at = (needle: string, node: string, kind: string, from = 0): unknown => {
      const offset = text.indexOf(needle, from);
      return def.resolved[`${file}:${offset}:${offset + node.length}:${kind}`];
    };
    const shadow = text.indexOf('shadow:');
    expect(at('threshold =>', 'threshold', 'name', shadow)).toBeUndefined(); // a lambda's parameter is no node
    expect(at('threshold, threshold', 'threshold', 'name', shadow)).toEqual({ to: 'param', slot: 0 });
    expect(at('dummy)', 'dummy', 'name', text.indexOf('to_next_or_dummy:'))).toEqual({ to: 'zone' });
    expect(at('tokens; resolve', 'tokens', 'name')).toEqual({ to: 'pool' });
    expect(at('p)', 'p', 'name', text.indexOf('settle_local:'))).toEqual({ to: 'local' });
    expect(at('threshold = wish', 'threshold', 'name')).toEqual({ to: 'var' });
    expect(at('me.next.hand', 'me.next.hand', 'member')).toEqual({ to: 'player-zone' });
    expect(at('me.next.hand', 'me.next', 'member')).toEqual({ to: 'member', of: 'player' });
    expect(at('wish.bid', 'wish.bid', 'member')).toEqual({ to: 'dynamic' });
    expect(at('wish.hand.first', 'wish.hand', 'member')).toEqual({ to: 'dynamic' });
    expect(at('wish.hand)', 'wish.hand', 'member')).toEqual({ to: 'player-zone' }); // a zone argument: x's hand
  });

  it('is plain data: it survives JSON, and a structured clone of the def plays exactly as the original', () => {
    expect(JSON.parse(JSON.stringify(def.resolved))).toEqual(def.resolved);
    // A worker or a page gets the def by structured clone (JSON would lose `Infinity` in ranges).
    const copy = prepareRules(structuredClone(def));
    const original = prepareRules(def);
    for (const seed of [1, 2, 3]) {
      const bots = () => [0, 1, 2].map((i) => randomBot(`${seed}:${i}`));
      const a = playout(original, { players: 3, seed }, bots());
      const b = playout(copy, { players: 3, seed }, bots());
      if (!a.ok || !b.ok) throw new Error('the game does not set up');
      expect(a.error).toBeUndefined();
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    }
  });

  it('is what the runtime compiles from: without it, an expression does not compile', () => {
    const bare = prepareRules({ ...def, resolved: {} });
    expect(() => createGame(bare, { players: 3, seed: 1 })).toThrow(UnresolvedError);
  });
});
