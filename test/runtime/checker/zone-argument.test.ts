// A zone argument may be a conditional between zones, two players' zones included
// (`round == 1 ? me.next.hand : me.previous.hand`): it works at play (a list that is no zone is
// refused at validate time, corpus case132).
import { describe, it } from 'vitest';
import { climbGame, passes, scenario } from './games.js';

describe('a conditional zone argument', () => {
  it("moves the played card to the next player's hand in round 1 and the previous one's after", () => {
    const game = climbGame({ extra: 'on:\n  play:\n    - do: "move(played, round == 1 ? me.next.hand : me.previous.hand)"' });
    passes(scenario(game, `players: [Ann, Bob, Cy]
deal: { Ann: [1R], Bob: [2R, 6G], Cy: [3R, 7G], deck: [] }
leader: Ann
rounds:
  2:
    deal: { Ann: [1B, 5B], Bob: [2B, 6B], Cy: [3B, 7B], deck: [] }
    leader: Ann
steps:
  - Ann: play 1R
  - expect: { round: 2, last-round-scores: { Bob: -3 } }
  - Ann: play 1B
  - expect: { hand: { Ann: [5B], Bob: [2B, 6B], Cy: [3B, 7B, 1B] } }
`));
  });
});
