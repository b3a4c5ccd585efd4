// Definitions and constants (`define:`), `let`, `each-in-turn`, `shuffle(zone)`, setup steps with
// `when:`, pooled markers named in expressions and `log: false` vars, each run by an action of the
// expressions fixture.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalMoves, moveText, recordOf, type GameState } from '../../runtime/index.js';
import { dealt, fixturePath, hand, loadRules, moves } from './fixture-games.js';
import { newGame, replayed } from './new-game.js';

const rules = loadRules('expressions.yaml');

// Ann 9R 2G 4R (15), Bob 8R 8G 1G (17), Cy 3R 3G 5G (11).
function start(): GameState {
  return dealt(rules, { Ann: ['9R', '2G', '4R'], Bob: ['8R', '8G', '1G'], Cy: ['3R', '3G', '5G'] });
}

const legalTexts = (s: GameState): string[] => legalMoves(rules, s).map((m) => `${s.names[m.seat]}: ${moveText(rules, s, m)}`);

describe('define: definitions and constants', () => {
  it('a definition with a parameter and a constant, in one expression', () => {
    expect(moves(rules, start(), 'Ann: do points').vars['total']).toBe(15 + 5);
  });

  it('a variant that changes a constant changes every expression that reads it', () => {
    const bigger = loadRules('expressions.yaml', ['expressions-bigger-bonus.yaml']);
    const s = dealt(bigger, { Ann: ['9R', '2G', '4R'], Bob: ['8R', '8G', '1G'], Cy: ['3R', '3G', '5G'] });
    expect(moves(bigger, s, 'Ann: do points').vars['total']).toBe(15 + 7);
    expect(moves(bigger, s, 'Ann: do lead_value').vars['total']).toBe(17 + 14);
  });

  it('a definition whose body uses let and two parameters', () => {
    expect(moves(rules, start(), 'Ann: do best').vars['total']).toBe(9 + 4);
  });

  it('a constant that calls a definition, and a constant built on a constant', () => {
    // leader_of is Bob (17), double_bonus is 10.
    expect(moves(rules, start(), 'Ann: do lead_value').vars['total']).toBe(17 + 10);
  });

  it("a definition called inside a lambda and a let: the caller's parameter survives the call", () => {
    // Ann: Bob 17, seat 0; Bob: Cy 11, seat 1; Cy: Ann 15, seat 2.
    expect(moves(rules, start(), "Ann: do let_in_lambda").vars["total"]).toBe(17 * 0 + 11 * 1 + 15 * 2);
  });
});

describe('each-in-turn', () => {
  it('asks each player in order, each seeing the bids before theirs', () => {
    const s1 = moves(rules, start(), 'Ann: do bids');
    expect(s1.pending).toMatchObject({ kind: 'choice', seat: 0 });
    expect(legalTexts(s1)).toEqual(['Ann: choose 0', 'Ann: choose 1', 'Ann: choose 2', 'Ann: choose 3']);
    const s2 = moves(rules, s1, 'Ann: choose 2');
    expect(s2.players[0]?.vars['bid']).toBe(2); // done before Bob is asked
    expect(s2.pending).toMatchObject({ kind: 'choice', seat: 1 });
    // Ann's bid is in: Bob may bid one more.
    expect(legalTexts(s2)).toEqual(['Bob: choose 0', 'Bob: choose 1', 'Bob: choose 2', 'Bob: choose 3', 'Bob: choose 4']);
    const s3 = moves(rules, s2, 'Bob: choose 4');
    expect(legalTexts(s3)).toHaveLength(6);
    const done = moves(rules, s3, 'Cy: choose 0');
    expect(done.pending).toBeNull();
    expect(done.players.map((p) => p.vars['bid'])).toEqual([2, 4, 0]);
    expect(done.vars['trail']).toEqual([2, 14, 20]);
  });

  it('each(…) by contrast works out every argument before any effect', () => {
    const bid = moves(rules, start(), 'Ann: do bids', 'Ann: choose 1', 'Bob: choose 1', 'Cy: choose 0');
    // Two players bid above 0 before each(): everyone scores 2.
    const s = moves(rules, bid, 'Ann: do bids_all_at_once');
    expect(s.players.map((p) => p.score)).toEqual([2, 2, 2]);
  });

  it('a game with answers inside each-in-turn replays exactly', () => {
    const s0 = newGame(rules, { players: 3, seed: 4, names: ['Ann', 'Bob', 'Cy'] });
    const who = s0.names[s0.turn ?? 0] ?? '';
    const order = [0, 1, 2].map((i) => s0.names[i] ?? '');
    const end = moves(rules, s0, `${who}: do bids`, `${order[0]}: choose 3`, `${order[1]}: choose 0`, `${order[2]}: choose 4`);
    const record = recordOf(rules, end, fixturePath('expressions.yaml'), []);
    const again = replayed(rules, record);
    expect(again.ok).toBe(true);
    if (again.ok) expect(JSON.stringify(again.states.at(-1))).toBe(JSON.stringify(end));
  });
});

describe('shuffle(zone)', () => {
  it("shuffles a player's zone with the game's generator: same cards, a logged shuffle, the same order on replay", () => {
    const s0 = newGame(rules, { players: 3, seed: 11, names: ['Ann', 'Bob', 'Cy'] });
    const seat = s0.turn ?? 0;
    const before = [...hand(s0, seat)];
    const after = moves(rules, s0, `${s0.names[seat]}: do shuffle_hand`);
    expect([...hand(after, seat)].sort()).toEqual([...before].sort());
    expect(after.events.at(-1)).toMatchObject({ kind: 'shuffle', zone: `hand#${seat}` });
    expect(after.rng).not.toEqual(s0.rng);
    const again = moves(rules, s0, `${s0.names[seat]}: do shuffle_hand`);
    expect(hand(again, seat)).toEqual(hand(after, seat));
  });
});

describe('setup steps with when:', () => {
  it('a step runs only when its condition holds', () => {
    expect(newGame(rules, { players: 3, seed: 1 }).vars['cut_done']).toBe(false);
    const cut = loadRules('expressions.yaml');
    expect(newGame(cut, { players: 3, seed: 1, options: { cut: true } }).vars['cut_done']).toBe(true);
  });
});

describe('markers by name', () => {
  it('a pooled marker is read by its key', () => {
    const s = moves(rules, start(), 'Ann: do grab_gold');
    expect(s.markers['gold']).toMatchObject({ owner: 0, flipped: true });
    expect(s.markers['silver']).toMatchObject({ owner: null, flipped: false });
  });
});

describe('vars with log: false', () => {
  it('leave no event when set; the others do', () => {
    const s0 = start();
    const s = moves(rules, s0, 'Ann: do quiet');
    const vars = s.events.slice(s0.events.length).filter((e) => e.kind === 'var').map((e) => (e.kind === 'var' ? e.name : ''));
    expect(vars).toEqual(['noisy', 'bid']);
    expect(s.vars['hush']).toBe(1);
    expect(s.players[0]?.vars['seen']).toBe(1);
  });
});

describe('the resolution table carries definitions to the runtime', () => {
  const file = fixturePath('expressions.yaml');
  const text = readFileSync(fileURLToPath(new URL('../fixtures/runtime/expressions.yaml', import.meta.url)), 'utf8');
  const at = (needle: string, node: string, kind: string): unknown => {
    const offset = text.indexOf(needle);
    return rules.def.resolved[`${file}:${offset}:${offset + node.length}:${kind}`];
  };

  it('a definition call, a constant, a body\'s parameter by its slot, a let name after the parameters, a marker', () => {
    expect(at('hand_points(me)', 'hand_points', 'name')).toEqual({ to: 'define' });
    expect(at('bonus_points"', 'bonus_points', 'name')).toEqual({ to: 'define' });
    expect(at('p.hand.sum', 'p', 'name')).toEqual({ to: 'param', slot: 0 });
    expect(at('n)', 'n', 'name')).toEqual({ to: 'param', slot: 1 });
    expect(at('top.sum', 'top', 'name')).toEqual({ to: 'param', slot: 2 });
    expect(at('gold, me', 'gold', 'name')).toEqual({ to: 'marker' });
  });
});
