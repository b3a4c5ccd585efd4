// Obligations in a must-follow game: a move the procedure allows but an obligation rules out is
// refused with move/obligation (a move the procedure refuses keeps the procedure's code).
import { describe, it } from 'vitest';
import { passes, scenario, trickGame } from './games.js';

const deal = `players: [Ann, Bob, Cy]
deal: { Ann.left: [1R, 2R], Bob.left: [3G, 4R], Bob.right: [5R], Cy.left: [6R, 7R], deck: [] }
leader: Ann
`;

describe('obligations in a must-follow game', () => {
  it('a follow from the zone an obligation rules out is refused with move/obligation', () => {
    for (const [zone, kept, refused] of [['left', '4R', '5R'], ['right', '5R', '4R']]) {
      const game = trickGame({ extra: `obligations:\n  from_${zone}:\n    must: "move.meld == '${zone}'"` });
      passes(scenario(game, `${deal}steps:
  - Ann: play 1R
  - expect: { legal: { Bob: ["play ${kept}"] }, illegal: { Bob: ["play ${refused}"] } }
  - Bob: play ${refused}
    error: move/obligation
  - Bob: play 3G
    error: move/must-follow
  - Bob: play ${kept}
`));
    }
  });
});
