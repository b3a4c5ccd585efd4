// Who wins a must-follow trick (trick-rule.ts): a trump given by an expression, a card's effective
// suit and strength, the winner rules highest, lowest and an expression; and teams (teams.ts): one
// score per team, team winners, and the names in the log, views and labels.
import { describe, expect, it } from 'vitest';
import { designerView, labelsOf, legalMoves, logLines, moveText, type GameState, type Rules } from '../../runtime/index.js';
import { dealt, loadRules, moves, refused } from './fixture-games.js';

const legal = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => moveText(rules, s, m));

// Ann and Cy (seats 0 and 2) are team Odd, Bob and Di team Even. Trump is R; 1G counts as a trump.
const deal = { Ann: ['1G', '3B', '4Y'], Bob: ['6R', '2G', '5B'], Cy: ['1R', '3G', '2B'], Di: ['4G', '5Y', '6B'] };
const firstTrick = ['Ann: play 1G', 'Bob: play 6R', 'Cy: play 1R', 'Di: play 4G'];

describe('the suit a card counts as', () => {
  it('a card led as another suit makes that the led suit; following means holding that suit', () => {
    const rules = loadRules('trick-rule.yaml');
    let s = moves(rules, dealt(rules, deal, { players: 4 }), 'Ann: play 1G');
    expect(s.trick?.ledSuit).toBe('R');
    expect(s.vars['seen_trump']).toBe('R');
    // Bob's 2G is a plain green card: he must follow red.
    expect(legal(rules, s)).toEqual(['play 6R']);
    expect(refused(rules, s, 'Bob: play 2G').code).toBe('move/must-follow');
    s = moves(rules, s, 'Bob: play 6R');
    expect(legal(rules, s)).toEqual(['play 1R']);
    s = moves(rules, s, 'Cy: play 1R');
    // Di holds no red (4G is green): any card.
    expect(legal(rules, s)).toEqual(['play 4G', 'play 5Y', 'play 6B']);
  });

  it('a card of the printed suit that counts as trump is not of its printed suit when that is led', () => {
    const rules = loadRules('trick-rule.yaml');
    const s = moves(rules, dealt(rules, { Ann: ['3G'], Bob: ['1G', '5B'], Cy: ['2G'], Di: ['4G'] }, { players: 4 }), 'Ann: play 3G');
    // Bob's only green card is a trump: he is void in green.
    expect(legal(rules, s)).toEqual(['play 1G', 'play 5B']);
  });
});

describe('the winner', () => {
  it('highest: trumps by strength, the first of equal strength stays ahead; then the led suit', () => {
    const rules = loadRules('trick-rule.yaml');
    let s = moves(rules, dealt(rules, deal, { players: 4 }), ...firstTrick);
    expect(s.players.map((p) => p.tricks)).toEqual([1, 0, 0, 0]);
    expect(logLines(rules, s, null)).toContain('trick 1 ends: Ann wins it');
    s = moves(rules, s, 'Ann: play 3B', 'Bob: play 5B', 'Cy: play 2B', 'Di: play 6B');
    expect(s.trick?.leader).toBe(3);
    expect(s.players.map((p) => p.tricks)).toEqual([1, 0, 0, 1]);
  });

  it('lowest: the weakest trump wins', () => {
    const rules = loadRules('trick-rule.yaml', ['trick-lowest.yaml']);
    const s = moves(rules, dealt(rules, deal, { players: 4 }), ...firstTrick);
    expect(s.players.map((p) => p.tricks)).toEqual([0, 1, 0, 0]);
    expect(s.trick?.leader).toBe(1);
  });

  it('a null trump: no card trumps, the led suit wins', () => {
    const one = { Ann: ['3B'], Bob: ['6R'], Cy: ['2B'], Di: ['4B'] };
    const trumps = loadRules('trick-rule.yaml');
    expect(moves(trumps, dealt(trumps, one, { players: 4 }), 'Ann: play 3B', 'Bob: play 6R', 'Cy: play 2B', 'Di: play 4B').players[1]?.tricks).toBe(1);
    const rules = loadRules('trick-rule.yaml', ['trick-no-trump.yaml']);
    const s = moves(rules, dealt(rules, one, { players: 4 }), 'Ann: play 3B', 'Bob: play 6R');
    expect(s.vars['seen_trump']).toBe(null);
    const done = moves(rules, s, 'Cy: play 2B', 'Di: play 4B');
    expect(done.players.map((p) => p.tricks)).toEqual([0, 0, 0, 1]);
  });

  it('an expression gives the winner; trick.winner follows it as the trick goes', () => {
    const rules = loadRules('trick-rule.yaml', ['trick-winner-expr.yaml']);
    let s = moves(rules, dealt(rules, deal, { players: 4 }), 'Ann: play 1G', 'Bob: play 6R');
    expect(s.trick?.plays.length).toBe(2);
    s = moves(rules, s, 'Cy: play 1R', 'Di: play 4G');
    // The highest printed rank, 6R, wins; the strongest trump would have been Ann's 1G.
    expect(s.players.map((p) => p.tricks)).toEqual([0, 1, 0, 0]);
    expect(logLines(rules, s, null)).toContain('trick 1 ends: Bob wins it');
  });
});

describe('teams', () => {
  const played = (): { rules: Rules; s: GameState } => {
    const rules = loadRules('trick-rule.yaml');
    const s = moves(rules, dealt(rules, deal, { players: 4 }), ...firstTrick,
      'Ann: play 3B', 'Bob: play 5B', 'Cy: play 2B', 'Di: play 6B',
      'Di: play 5Y', 'Ann: play 4Y', 'Bob: play 2G', 'Cy: play 3G');
    return { rules, s };
  };

  it('a team has one score: score() and the round score go to every member, worked out once per team', () => {
    const { s } = played();
    // Odd: 5 for the first trick (score(me, 5), me = Ann) and 1 trick; Even: 2 tricks (Di's).
    expect(s.players.map((p) => p.score)).toEqual([6, 2, 6, 2]);
    expect(s.players.map((p) => p.roundScore)).toEqual([6, 2, 6, 2]);
  });

  it('the winning team wins together, and the log names teams', () => {
    const { rules, s } = played();
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0, 2]);
    const log = logLines(rules, s, null);
    expect(log).toContain('Odd (Ann and Cy) scores 5 points (on trick-end)');
    expect(log).toContain('round 1 ends: Odd (Ann and Cy) +6 (6), Even (Bob and Di) +2 (2)');
    expect(log.at(-1)).toBe('game over: Odd (Ann and Cy) wins');
  });

  it('views carry each player\'s team, labels the teams\' names', () => {
    const { rules, s } = played();
    expect(designerView(rules, s).players.map((p) => p.team)).toEqual([0, 1, 0, 1]);
    expect(labelsOf(rules).teams).toEqual(['Odd', 'Even']);
    expect(labelsOf(loadRules('follow.yaml')).teams).toBeUndefined();
  });
});
