// A seat's standing with teams (bots/standing.ts): a seat stands as its team does. The round's
// score formula is read for the team's first player, as the game scores it, and a seat is measured
// against the other teams, not against its partner; so the greedy bot helps its partner.
import { describe, expect, it } from 'vitest';
import { relative, seatValues } from '../../../runtime/bots/standing.js';
import { makeBot, botMove } from '../../../runtime/bots/index.js';
import { moveText } from '../../../runtime/index.js';
import { dealt, loadRules, moves } from '../fixture-games.js';

// The fixture scores a team the tricks of its first player (Ann for Odd, Bob for Even). Ann leads
// the 7, Bob plays the 1: Cy (Ann's partner) may take the trick with the 8, worth nothing to Odd,
// or play the 3 and leave it to Ann's 7, which no other card can beat: worth 1.
const rules = loadRules('team-standing.yaml');
const deal = { Ann: ['7R', '2R'], Bob: ['1R', '6R'], Cy: ['8R', '3R'], Di: ['4R', '5R'] };
const atCy = () => moves(rules, dealt(rules, deal, { players: 4 }), 'Ann: play 7R', 'Bob: play 1R');

describe('standing with teams', () => {
  it('reads the round formula for the team\'s first player, as the game scores it', () => {
    const cyTakes = moves(rules, atCy(), 'Cy: play 8R', 'Di: play 4R');
    expect(cyTakes.players[2]?.tricks).toBe(1);
    expect(seatValues(rules, cyTakes, true)).toEqual([0, 0, 0, 0]);
    const annTakes = moves(rules, atCy(), 'Cy: play 3R', 'Di: play 4R');
    expect(seatValues(rules, annTakes, true)).toEqual([1, 0, 1, 0]);
  });

  it('measures a seat against the other teams only', () => {
    expect(relative(rules, [3, 1, 3, 1], 0)).toBe(2);
    expect(relative(rules, [3, 1, 3, 1], 1)).toBe(-2);
  });

  it('the greedy bot leaves the trick to the partner whose tricks count', () => {
    for (const seed of ['1', '2', '3']) {
      const s = atCy();
      const m = botMove(makeBot('greedy', seed), rules, s, 2);
      expect(m && moveText(rules, s, m), `seed ${seed}`).toBe('play 3R');
    }
  });
});
