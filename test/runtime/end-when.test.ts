// When a round's end-when is looked at: after the move's effects and after every automatic step
// that changes something an expression can read (a trick starting or ending, a trick won). The
// engine skips it after steps that only move the turn on, so these tests pin down that a condition
// on tricks is seen at the very step that makes it true, not a move later.
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { prepareRules, type Rules } from '../../runtime/index.js';
import { dealt, moves } from './fixture-games.js';

function followGame(endWhen: string): Rules {
  const r = compileRules({
    file: 'end-when.yaml',
    text: [
      'game: End When',
      'players: 3',
      'cards: { suits: { R: Red, G: Green }, ranks: 1..6 }',
      'deck: { all: { suits: all } }',
      'round:',
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

// Ann wins trick 1 with 6R and leads trick 2, which Bob wins with 5G.
const deal = { Ann: ['6R', '1G', '2R'], Bob: ['1R', '5G', '3R'], Cy: ['2G', '4G', '3G'] };
const trickOne = ['Ann: play 6R', 'Bob: play 1R', 'Cy: play 2G'];
const trickTwo = ['Ann: play 1G', 'Bob: play 5G', 'Cy: play 4G'];

describe('end-when', () => {
  it('a condition on a trick won ends the round as that trick ends, before the next is led', () => {
    const rules = followGame('players.any(p => p.tricks >= 1)');
    const s = moves(rules, dealt(rules, deal), ...trickOne);
    expect(s.phase).toBe('over');
    expect(s.players.map((p) => p.tricks)).toEqual([1, 0, 0]);
    expect(s.players.map((p) => p.score)).toEqual([1, 0, 0]);
  });

  it('a condition on the trick number ends the round when the trick starts, before anyone plays to it', () => {
    const rules = followGame('trick.number > 2');
    const s = moves(rules, dealt(rules, deal), ...trickOne, ...trickTwo);
    expect(s.phase).toBe('over');
    expect(s.tricksPlayed).toBe(2);
    expect(s.players.map((p) => p.tricks)).toEqual([1, 1, 0]);
    // Every seat still holds its third card: nobody played to trick 3.
    expect([0, 1, 2].map((seat) => s.zones[`hand#${seat}`])).toEqual([['2R'], ['3R'], ['3G']]);
  });

  it('a condition on who leads is seen when the winner of the last trick leads the next', () => {
    const rules = followGame('trick.leader == players[1]');
    const s = moves(rules, dealt(rules, deal), ...trickOne, ...trickTwo);
    expect(s.phase).toBe('over');
    expect(s.tricksPlayed).toBe(2);
    expect(s.zones['hand#1']).toEqual(['3R']);
  });
});
