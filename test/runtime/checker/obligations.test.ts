// Obligations in a must-follow game: a move the procedure allows but an obligation rules out is
// refused with move/obligation (a move the procedure refuses keeps the procedure's code).
import { describe, expect, it } from 'vitest';
import { logOf, passes, scenario, trickGame } from './games.js';

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

describe('an obligation whose when reads legal, in a must-follow game', () => {
  it('refuses the follow it rules out with move/obligation', () => {
    const game = trickGame({ extra: `obligations:\n  misbehave:\n    when: "legal.any(m => m.meld == 'right')"\n    must: "move.meld == 'right'"` });
    passes(scenario(game, `${deal}steps:
  - Ann: play 1R
  - Bob: play 4R
    error: move/obligation
  - Bob: play 5R
`));
  });
});

describe('an obligation that cannot be kept', () => {
  it('is skipped, and the move made then leaves an event in the log', () => {
    // Bob must play a card above 8 when he can follow; he holds none: the rule is skipped.
    const game = trickGame({ extra: 'obligations:\n  high:\n    when: "trick.cards.size > 0"\n    must: "move.cards.all(c => c.rank > 8)"' });
    const r = scenario(game, `${deal}steps:
  - Ann: play 1R
  - expect: { legal: { Bob: ["play 4R", "play 5R"] } }
  - Bob: play 4R
  - Cy: play 6R
`);
    passes(r);
    const log = logOf(game, r);
    const at = log.indexOf("Bob cannot keep the rule 'high' with any move: it is skipped");
    expect(at).toBeGreaterThan(0);
    expect(log[at + 1]).toBe('Bob: play 4R');
    // Cy could keep it by no move either (6R, 7R); Ann led, before the rule applied.
    expect(log.filter((l) => l.includes("rule 'high'"))).toHaveLength(2);
  });

  it('an obligation that is kept, or does not apply, leaves no event', () => {
    const game = trickGame({ extra: 'obligations:\n  high:\n    when: "trick.cards.size > 0"\n    must: "move.cards.all(c => c.rank > 4)"' });
    const r = scenario(game, `${deal}steps:\n  - Ann: play 1R\n  - Bob: play 5R\n  - Cy: play 6R\n`);
    passes(r);
    expect(logOf(game, r).some((l) => l.includes("rule 'high'"))).toBe(false);
  });
});
