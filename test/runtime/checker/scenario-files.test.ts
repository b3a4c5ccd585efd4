// Scenario files (docs/scenarios.md): fixed deals of later rounds, expectations of zone order,
// marker sides, tricks won and the last finished round's scores; an `illegal:` move that cannot be
// read, and a var the game does not have, fail instead of passing; special cards with several
// copies dealt by name.
import { describe, expect, it } from 'vitest';
import { climbGame, failsWith, passes, scenario, trickGame } from './games.js';

const players = 'players: [Ann, Bob, Cy]\nleader: Ann\n';
// Round 1 ends at once: Ann sheds her only card.
const shortRound = `${players}deal: { Ann: [1R], Bob: [2R, 3R], Cy: [4R, 5R], deck: [] }\n`;

describe('fixed deals of later rounds', () => {
  const game = climbGame();

  it('round 2 is dealt as rounds: 2 says, led by its leader; the finished round keeps its scores', () => {
    passes(scenario(game, `${shortRound}rounds:
  2:
    deal: { Ann: [9Y, 10Y], Bob: [1G], Cy: [2G, 3G], deck: [] }
    leader: Cy
steps:
  - Ann: play 1R
  - expect: { round: 2, turn: Cy, leader: Cy, zone-order: { Ann.hand: [9Y, 10Y] }, hand: { Bob: [1G], Cy: 2 }, zone: { deck: 0 } }
  - expect: { last-round-scores: { Ann: 0, Bob: -2, Cy: -2 }, round-scores: { Ann: 0, Bob: 0 }, scores: { Bob: -2 } }
`));
  });

  it('without rounds:, round 2 is dealt by the setup (three cards each)', () => {
    passes(scenario(game, `${shortRound}steps:\n  - Ann: play 1R\n  - expect: { round: 2, hand: { Ann: 3, Bob: 3, Cy: 3 } }\n`));
  });

  it('a card the game does not have, or a leader who is not a player, fails at its line', () => {
    failsWith(scenario(game, `${shortRound}rounds:\n  2:\n    deal: { Ann: [11R] }\nsteps: []\n`), 8, "round 2: deal: there is no card '11R'");
    failsWith(scenario(game, `${shortRound}rounds:\n  2:\n    deal: { Ann: [1R] }\n    leader: Dan\nsteps: []\n`), 9, "there is no player 'Dan'");
  });

  it('round 1 is not a later round: the schema refuses it', () => {
    const r = scenario(game, `${shortRound}rounds:\n  1:\n    deal: { Ann: [1R] }\nsteps: []\n`);
    expect(r.passed).toBe(false);
    expect(r.failures[0]?.message).toContain('schema/');
  });
});

describe('expectations', () => {
  it('zone-order compares in order, zone in any order', () => {
    const game = climbGame();
    const body = `${players}deal: { Ann: [3R, 1R], Bob: [2R], Cy: [4R], deck: [] }\nsteps:\n`;
    passes(scenario(game, `${body}  - expect: { zone: { Ann.hand: [1R, 3R] }, zone-order: { Ann.hand: [3R, 1R] } }\n`));
    failsWith(scenario(game, `${body}  - expect: { zone-order: { Ann.hand: [1R, 3R] } }\n`), 7, 'zone Ann.hand: expected [1R 3R] in this order, found [3R 1R]');
    failsWith(scenario(game, `${body}  - expect: { zone: { dicard: 0 } }\n`), 7, 'zone dicard: there is no such zone');
  });

  it('flipped: a per-player marker as Ann.star, and a shared one by name', () => {
    const game = climbGame({ extra: 'markers:\n  star: { per-player: true }\n  moon: {}\non:\n  play:\n    - do: "flip(me.star)"' });
    const body = `${players}deal: { Ann: [1R, 3R], Bob: [2R, 4R], Cy: [5R, 6R], deck: [] }\nsteps:\n  - Ann: play 1R\n`;
    passes(scenario(game, `${body}  - expect: { flipped: { Ann.star: true, Bob.star: false, moon: false } }\n`));
    failsWith(scenario(game, `${body}  - expect: { flipped: { Bob.star: true } }\n`), 8, 'marker Bob.star: expected flipped, found not flipped');
    failsWith(scenario(game, `${body}  - expect: { flipped: { sun: true } }\n`), 8, 'marker sun: not in play');
  });

  it('tricks: the tricks each player won this round', () => {
    const game = trickGame();
    const body = `${players}deal: { Ann.left: [9R, 1G], Bob.left: [3R, 2G], Cy.left: [4R, 3G], deck: [] }\nsteps:\n  - Ann: play 9R\n  - Bob: play 3R\n  - Cy: play 4R\n`;
    passes(scenario(game, `${body}  - expect: { tricks: { Ann: 1, Bob: 0, Cy: 0 } }\n`));
    failsWith(scenario(game, `${body}  - expect: { tricks: { Cy: 1 } }\n`), 10, 'tricks of Cy: expected 1, found 0');
  });

  it('last-round-scores before any round has ended fails', () => {
    failsWith(scenario(climbGame(), `${shortRound}steps:\n  - expect: { last-round-scores: { Ann: 0 } }\n`), 7, 'no round has ended yet');
  });

  it('an illegal move that cannot be read is an error, not a pass', () => {
    const body = `${players}deal: { Ann: [1R, 3R], Bob: [2R], Cy: [4R], deck: [] }\nsteps:\n`;
    passes(scenario(climbGame(), `${body}  - expect: { illegal: { Ann: ["play 1R 3R"] } }\n`));
    failsWith(scenario(climbGame(), `${body}  - expect: { illegal: { Ann: ["play 1Q"] } }\n`), 7, "Ann: 'play 1Q' should be illegal but cannot be read");
  });

  it('a var or player var the game does not have is an error', () => {
    const game = climbGame({ extra: 'vars:\n  wish: 0\nplayer-vars:\n  bid: 0' });
    const body = `${players}deal: { Ann: [1R], Bob: [2R], Cy: [4R], deck: [] }\nsteps:\n`;
    passes(scenario(game, `${body}  - expect: { var: { wish: 0 }, player-var: { Ann: { bid: 0 } } }\n`));
    failsWith(scenario(game, `${body}  - expect: { var: { wihs: 0 } }\n`), 7, 'var wihs: there is no such game var (the game has: wish)');
    failsWith(scenario(game, `${body}  - expect: { player-var: { Ann: { bdi: 0 } } }\n`), 7, "Ann's bdi: there is no such player var (the game has: bid)");
  });
});

describe('special cards with several copies', () => {
  const game = climbGame({
    extra: 'wilds: { ranks: 1..10, suits: all, value: 0 }',
  }).replace('  ranks: 1..10\n', '  ranks: 1..10\n  special:\n    Joker: { count: 3, wild: true, value: 0 }\n').replace('  all: { suits: all }', '  all: { suits: all, special: [Joker] }');

  it('are dealt by name, each name taking a copy not dealt otherwise; expectations match them by name', () => {
    passes(scenario(game, `${players}deal: { Ann: [Joker, 1R], Bob: [Joker#1, 2R], Cy: [Joker, 3R], deck: [] }
steps:
  - expect: { hand: { Ann: [Joker, 1R], Bob: [Joker#1, 2R] }, zone-order: { Ann.hand: [Joker#2, 1R], Cy.hand: [Joker#3, 3R] }, zone: { deck: 0 } }
`));
  });

  it('naming more copies than there are fails', () => {
    failsWith(scenario(game, `${players}deal: { Ann: [Joker, Joker, Joker, Joker], deck: [] }\nsteps: []\n`), 5, "every copy of 'Joker' is dealt already");
  });
});
