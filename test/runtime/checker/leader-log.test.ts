// When setup (or a round-start handler) makes another player lead the first trick, the log says
// who really leads, after the round's first line named the leader round.leader gave.
import { describe, expect, it } from 'vitest';
import { climbGame, logOf, passes, scenario } from './games.js';

const deal = `players: [Ann, Bob, Cy]
deal: { Ann: [1R, 2R], Bob: [3R, 4R], Cy: [5R, 6R], deck: [] }
leader: Ann
`;

describe('the log names the real first leader', () => {
  it('a setup do step that makes Bob lead: the log says Bob leads the first trick, not Ann', () => {
    const game = climbGame({ setup: '    - shuffle: deck\n    - deal: { count: 2 }\n    - do: "lead(players[1])"' });
    const r = scenario(game, `${deal}steps:\n  - expect: { turn: Bob, leader: Bob }\n`);
    passes(r);
    const log = logOf(game, r);
    expect(log[0]).toBe('round 1 begins; Ann leads');
    expect(log).toContain('Bob will lead the first trick, not Ann');
  });

  it('a round-start handler that names the announced leader says so without a correction', () => {
    const game = climbGame({ extra: 'on:\n  round-start:\n    - do: "lead(players[0])"' });
    const r = scenario(game, `${deal}steps:\n  - Ann: play 1R\n  - expect: { turn: Bob }\n`);
    passes(r);
    const log = logOf(game, r);
    expect(log).toContain('Ann will lead the first trick');
    expect(log.some((l) => l.includes('next trick'))).toBe(false);
  });
});
