// A setup `choose` asks only the players who have something to choose: with a count of 0 (or an
// empty zone) a player chooses no card without being asked, and the round goes on.
import { describe, it } from 'vitest';
import { climbGame, passes, scenario } from './games.js';

const game = climbGame({
  setup: '    - shuffle: deck\n    - deal: { count: 2 }\n    - choose: { cards: hand, count: "round - 1", then: "move(chosen, me.next.hand)" }',
});

describe('a setup choose with nothing to choose', () => {
  it('a count of 0 is not asked: play begins, and the then effects ran with no card', () => {
    passes(scenario(game, `players: [Ann, Bob, Cy]
deal: { Ann: [1R, 2R], Bob: [3R, 4R], Cy: [5R, 6R], deck: [] }
leader: Ann
steps:
  - expect: { phase: play, turn: Ann, hand: { Ann: [1R, 2R], Bob: 2, Cy: 2 } }
`));
  });

  it('a player whose zone is empty is not asked; the others are', () => {
    const one = climbGame({
      setup: '    - shuffle: deck\n    - deal: { count: 2 }\n    - choose: { cards: left, count: 1, then: "move(chosen, me.hand)" }',
      extra: 'zones:\n  left: { per-player: true, visible: owner }',
    });
    passes(scenario(one, `players: [Ann, Bob, Cy]
deal: { Ann: [1R, 2R], Bob: [3R, 4R], Cy: [5R, 6R], Ann.left: [7R], Bob.left: [8R], deck: [] }
leader: Ann
steps:
  - expect: { phase: setup }
  - Ann: choose 7R
  - Bob: choose 8R
  - expect: { phase: play, turn: Ann, hand: { Ann: 3, Bob: 3, Cy: 2 } }
`));
  });
});
