// The end-when memo (runtime/end-when-memo.ts): which end-whens have their reads listed, and that an
// answer stands only for the same state with every value read the same. Games are unchanged by it:
// engine-budget.test.ts holds the budget steps of seeded games (a memo answer spends the steps of
// the evaluation it stands for), end-when.test.ts the step at which a round ends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { createGame, prepareRules, type GameState, type Rules } from '../../runtime/index.js';
import { endWhenReads, keepAnswer, memoStands, newEndWhenMemo } from '../../runtime/end-when-memo.js';

function gameWith(endWhen: string): Rules {
  const r = compileRules({
    file: 'memo.yaml',
    text: [
      'game: Memo',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'vars: { pot: 0, tag: null }',
      'player-vars: { done: false }',
      'define: { twice: { params: { p: player }, value: "p.tricks * 2" } }',
      'round:',
      '  setup:',
      '    - shuffle: deck',
      '    - deal: { count: all }',
      '  play:',
      '    kind: must-follow',
      '    lead-from: [hand]',
      '    follow:',
      '      - { from: hand, follow-suit: true }',
      `  end-when: "${endWhen}"`,
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

function readsOf(rules: Rules): ReturnType<typeof endWhenReads> {
  const e = rules.def.round.endWhen;
  if (e === undefined) throw new Error('no end-when');
  return endWhenReads(rules, e);
}

function started(rules: Rules): GameState {
  const g = createGame(rules, { players: 3, seed: 1 });
  if (!g.ok) throw new Error('not set up');
  return g.state;
}

describe('end-when reads', () => {
  it.each([
    ['worst-in-show', [{ kind: 'players' }, { kind: 'seat-var', name: 'sat_out' }]],
    ['of-whats-left', [{ kind: 'players' }, { kind: 'seat-zone-size', zone: 'hand' }]],
    ['bested-another-time', [{ kind: 'players' }, { kind: 'seat-member', field: 'out' }]],
  ])('lists what %s reads', (game, reads) => {
    const file = `rules/${game}/game.yaml`;
    const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
    if (def === undefined) throw new Error(`${game} does not compile`);
    expect(readsOf(prepareRules(def))).toEqual(reads);
  });

  it('lists vars, members and sizes through count, any and all', () => {
    expect(readsOf(gameWith('pot > 3 or players.all(p => p.tricks + p.score >= 2 and not p.out) or players.size < 2'))).toEqual([
      { kind: 'players' }, { kind: 'var', name: 'pot' }, { kind: 'seat-member', field: 'tricks' }, { kind: 'seat-member', field: 'score' }, { kind: 'seat-member', field: 'out' },
    ]);
    expect(readsOf(gameWith('players.count(p => p.done) == discard.size'))).toEqual([
      { kind: 'players' }, { kind: 'seat-var', name: 'done' }, { kind: 'zone-size', key: 'discard' },
    ]);
    expect(readsOf(gameWith('active.any(p => p.seat == 0)'))).toEqual([{ kind: 'players' }, { kind: 'seat-member', field: 'out' }]);
  });

  it.each([
    ['trick != null'],
    ["players.any(p => twice(p) > 3)"],
    ['players.filter(p => p.done).size > 1'],
    ['discard.any(c => c.rank == 6)'],
    ['players.any(p => p.hand.any(c => c.rank == 6))'],
    ['pot in [1, 2]'],
  ])('is not listed for %s (always evaluated)', (endWhen) => {
    expect(readsOf(gameWith(endWhen))).toBeNull();
  });
});

describe('an end-when answer', () => {
  const rules = gameWith('players.any(p => p.hand.size == 0) or pot > 2 or players.count(p => p.done) > 1');
  const reads = readsOf(rules);
  if (reads === null) throw new Error('not listed');

  it('stands for the same state while every value read is the same', () => {
    const s = started(rules);
    const memo = newEndWhenMemo(reads);
    expect(memoStands(memo, s)).toBe(false); // no answer yet
    keepAnswer(memo, s, false, 12);
    expect(memoStands(memo, s)).toBe(true);
    expect(memo.cost).toBe(12);
    // Something it does not read changes: the answer stands.
    (s.players[1] as GameState['players'][number]).score = 5;
    s.zones.discard = ['1R'];
    expect(memoStands(memo, s)).toBe(true);
    expect(memoStands(memo, started(rules))).toBe(false); // another state
  });

  it.each([
    ['a seat\'s zone size', (s: GameState) => { (s.zones['hand#2'] as string[]).pop(); }],
    ['a var', (s: GameState) => { s.vars.pot = 1; }],
    ['a seat\'s var', (s: GameState) => { (s.players[0] as GameState['players'][number]).vars.done = true; }],
    ['the player count', (s: GameState) => { s.players.push({ ...(s.players[0] as GameState['players'][number]) }); }],
  ])('no longer stands once %s changes', (_what, change) => {
    const s = started(rules);
    const memo = newEndWhenMemo(reads);
    keepAnswer(memo, s, false, 12);
    change(s);
    expect(memoStands(memo, s)).toBe(false);
  });

  it('is not kept when a value read is a list, or outside a budget (no cost)', () => {
    const listed = gameWith('tag == null');
    const tagReads = readsOf(listed);
    if (tagReads === null) throw new Error('not listed');
    const s = started(listed);
    const memo = newEndWhenMemo(tagReads);
    s.vars.tag = [1, 2];
    keepAnswer(memo, s, false, 3);
    expect(memoStands(memo, s)).toBe(false);
    s.vars.tag = null;
    keepAnswer(memo, s, true, Number.NaN);
    expect(memoStands(memo, s)).toBe(false);
  });
});
