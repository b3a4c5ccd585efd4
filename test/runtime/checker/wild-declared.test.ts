// Obligations and `move.cards` see a wild as declared: in a candidate move, a wild has `c.wild`
// true and the rank (and suit) it is played as, not the one printed on it.
import { describe, it } from 'vitest';
import { climbGame, passes, scenario } from './games.js';

const withJoker = (obligations: string): string =>
  climbGame({ extra: `wilds: { ranks: 1..10, suits: all, value: 0 }\nobligations:\n${obligations}` })
    .replace('  ranks: 1..10\n', '  ranks: 1..10\n  special:\n    Joker: { count: 1, wild: true, value: 0 }\n')
    .replace('  all: { suits: all }', '  all: { suits: all, special: [Joker] }');

const deal = `players: [Ann, Bob, Cy]
deal: { Ann: [2R, Joker, 6R], Bob: [3R], Cy: [4R], deck: [] }
leader: Ann
`;

describe("a wild's declared rank in obligations", () => {
  it('move.cards gives a played wild its declared rank: a Joker played as 7 is high, as 3 is not', () => {
    const game = withJoker('  high_only:\n    must: "move.cards.all(c => c.rank >= 5)"');
    passes(scenario(game, `${deal}steps:
  - expect: { legal: { Ann: ["play 6R", "play *=7R", "play *=6G 6R"] }, illegal: { Ann: ["play 2R", "play *=3R"] } }
  - Ann: play *=3
    error: move/obligation
  - Ann: play *=9B
  - expect: { table: [Joker] }
`));
  });

  it('and c.wild is true for it, in legal too', () => {
    const game = withJoker('  wild_first:\n    when: "legal.any(m => m.cards.any(c => c.wild and c.rank == 10))"\n    must: "move.cards.any(c => c.wild)"');
    passes(scenario(game, `${deal}steps:
  - expect: { legal: { Ann: ["play *=10R"] }, illegal: { Ann: ["play 6R", "play 2R"] } }
`));
  });
});
