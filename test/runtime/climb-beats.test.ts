// What beats what in a climbing trick (climb-order.ts), on a small Big Two / President-like game:
// an order across meld names, a meld's own strength, suits as the tie-break, bombs, a direction an
// effect reverses, and a special card that alone beats chosen melds. The moves listed, the
// decision and checkMove's refusals all follow the same rule.
import { describe, expect, it } from 'vitest';
import { checkMove, decisionFor, expandDecision, legalMoves, moveText, type GameState, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { walk } from '../../bench/soak/bundled-games.js';
import { columnOf, dealt, lineOf, loadRules, moves, refused } from './fixture-games.js';

const legal = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => moveText(rules, s, m));
const game = 'climb-beats.yaml';

describe('an order across meld names, and a meld\'s own strength', () => {
  const deal = { Ann: ['1H', '3H', '7H', '8D'], Bob: ['2S', '3S', '4S', '6S'], Cy: ['5C', '6C', '8C', '1D', '1C'] };

  it('over a flush: a run (it lists flush in beats), or a flush of greater strength; suits break a tie', () => {
    const rules = loadRules(game);
    const s = moves(rules, dealt(rules, deal), 'Ann: play 1H 3H 7H');
    const open = legal(rules, s);
    // Strength is the sum of ranks (11 for Ann's): 2+3+6 ties, and its top card 6S outranks 7H by suit.
    expect(open).toEqual(expect.arrayContaining(['play run 2S 3S 4S', 'play 2S 3S 6S', 'play 2S 4S 6S', 'play 3S 4S 6S', 'pass']));
    expect(open).toHaveLength(5);
    const e = refused(rules, s, 'Bob: play flush 2S 3S 4S');
    expect(e.code).toBe('move/not-higher');
    expect(e.message).toBe('Bob cannot play flush 2S 3S 4S: it does not beat the table: not higher than the flush there');
  });

  it('the decision offers the run over the flush, not the same cards as a weaker flush', () => {
    const rules = loadRules(game);
    const s = moves(rules, dealt(rules, deal), 'Ann: play 1H 3H 7H');
    const d = decisionFor(rules, s, 1);
    if (d?.kind !== 'turn') throw new Error('no turn decision');
    const set = d.plays.find((p) => p.naturals.join(' ') === '2S 3S 4S');
    expect(set?.melds.map((m) => m.meld)).toEqual(['run']);
  });

  it('the order goes one way: a flush does not beat a run, and another name beats neither', () => {
    const rules = loadRules(game);
    const s = moves(rules, dealt(rules, deal), 'Ann: play 1H 3H 7H', 'Bob: play run 2S 3S 4S');
    expect(legal(rules, s)).toEqual(['pass']);
    const flush = refused(rules, s, 'Cy: play 5C 6C 8C');
    expect(flush.code).toBe('move/not-same-type');
    expect(flush.message).toContain('it does not beat the table: a flush does not beat a run');
    expect(refused(rules, s, 'Cy: play 1D 1C').code).toBe('move/not-same-type');
  });
});

describe('bombs, and an order an effect reverses', () => {
  it('a bomb beats any meld that is no bomb; only a bomb beats a bomb, a bigger one whatever its strength', () => {
    const rules = loadRules(game);
    const deal = { Ann: ['2D', '8C', '3C'], Bob: ['6D', '6C', '6H', '6S', '7D', '1C'], Cy: ['1S', '2S', '3S', '4S', '5S', '5D', '8D'] };
    let s = moves(rules, dealt(rules, deal), 'Ann: play 2D');
    expect(legal(rules, s)).toContain('play 6C 6D 6H 6S');
    s = moves(rules, s, 'Bob: play 6C 6D 6H 6S');
    expect(s.vars['reversed']).toBe(true);
    const single = refused(rules, s, 'Cy: play 5D');
    expect(single.code).toBe('move/not-same-type');
    expect(single.message).toContain('only a bomb beats a bomb, and a single is none');
    // The rocket may not lead, but as a bomb of five cards it beats one of four, in either direction.
    expect(legal(rules, s)).toEqual(['play 1S 2S 3S 4S 5S', 'pass']);
    s = moves(rules, s, 'Cy: play 1S 2S 3S 4S 5S');
    expect(s.vars['reversed']).toBe(false);
    expect(legal(rules, s)).toEqual(['pass']);
  });

  it('after a bomb the order is descending: a lower meld beats a higher, bombs included', () => {
    const rules = loadRules(game);
    const deal = { Ann: ['3D', '3C', '3H', '3S', '1D'], Bob: ['2D', '2C', '2H', '2S', '8H', '8S', '1H'], Cy: ['4D', '4C', '4H', '4S', '7C', '5C'] };
    let s = moves(rules, dealt(rules, deal), 'Ann: play 3D 3C 3H 3S');
    expect(s.vars['reversed']).toBe(true);
    expect(legal(rules, s)).toEqual(['play 2C 2D 2H 2S', 'pass']);
    s = moves(rules, s, 'Bob: play 2D 2C 2H 2S');
    // Bob's bomb reverses the order back: now the higher bomb beats the lower.
    expect(s.vars['reversed']).toBe(false);
    expect(legal(rules, s)).toEqual(['play 4C 4D 4H 4S', 'pass']);
    s = moves(rules, s, 'Cy: pass', 'Ann: pass');
    expect(s.trick?.plays).toHaveLength(0);
    s = moves(rules, s, 'Bob: play 8H', 'Cy: play 4D 4C 4H 4S');
    expect(s.vars['reversed']).toBe(true);
    s = moves(rules, s, 'Ann: pass', 'Bob: pass', 'Cy: play 7C');
    expect(legal(rules, s)).toEqual(['play 1D', 'pass']);
    s = moves(rules, s, 'Ann: pass');
    expect(legal(rules, s)).toEqual(['play 1H', 'pass']);
    const e = refused(rules, s, 'Bob: play 8S');
    expect(e.code).toBe('move/not-higher');
    expect(e.message).toBe('Bob cannot play 8S: it does not beat the table: not lower than the single there (the order is descending)');
  });
});

describe('suits as the tie-break, and a fixed descending order', () => {
  const deal = { Ann: ['5H', '1D'], Bob: ['5S', '5D', '5C', '4S', '6D'], Cy: ['8C', '8H'] };

  it('ascending: an equal single beats the table only with a stronger suit (D, C, H, S)', () => {
    const rules = loadRules(game);
    const s = moves(rules, dealt(rules, deal), 'Ann: play 5H');
    expect(legal(rules, s)).toEqual(['play 5S', 'play 6D', 'pass']);
    expect(refused(rules, s, 'Bob: play 5C').message).toBe('Bob cannot play 5C: it does not beat the table: not higher than the single there');
  });

  it('descending: lower beats higher, and the weaker suit of an equal rank', () => {
    const rules = loadRules(game, ['climb-beats-descending.yaml']);
    const s = moves(rules, dealt(rules, deal), 'Ann: play 5H');
    expect(legal(rules, s)).toEqual(['play 4S', 'play 5C', 'play 5D', 'pass']);
    expect(refused(rules, s, 'Bob: play 5S').code).toBe('move/not-higher');
  });
});

describe('a special card that alone beats chosen melds', () => {
  it('the Dragon beats a pair (it lists pair), whatever its height; then only a higher single or a bomb', () => {
    const rules = loadRules(game);
    const deal = { Ann: ['7D', '7C', '1H'], Bob: ['Dragon', '2D'], Cy: ['8S', '8H', '1C'] };
    let s = moves(rules, dealt(rules, deal), 'Ann: play 7D 7C');
    expect(legal(rules, s)).toEqual(['play Dragon', 'pass']);
    s = moves(rules, s, 'Bob: play Dragon');
    expect(s.trick?.plays.at(-1)?.meld).toBe('single');
    expect(legal(rules, s)).toEqual(['pass']);
    expect(refused(rules, s, 'Cy: play 8S').code).toBe('move/not-higher');
    expect(refused(rules, s, 'Cy: play 8S 8H').code).toBe('move/not-same-type');
  });

  it('it beats a single even when the order is descending, but not a flush (not listed)', () => {
    const down = loadRules(game, ['climb-beats-descending.yaml']);
    const s = moves(down, dealt(down, { Ann: ['1H', '2H'], Bob: ['Dragon', '2D'], Cy: ['8S'] }), 'Ann: play 1H');
    expect(legal(down, s)).toEqual(['play Dragon', 'pass']);
    const rules = loadRules(game);
    const f = moves(rules, dealt(rules, { Ann: ['1H', '2H', '5H', '6C'], Bob: ['Dragon', '2D'], Cy: ['8S'] }), 'Ann: play 1H 2H 5H');
    const e = refused(rules, f, 'Bob: play Dragon');
    expect(e.code).toBe('move/not-same-type');
    expect(e.message).toContain('a single does not beat a flush');
  });
});

describe('an order expression that gives another value', () => {
  it('is a runtime error naming the rule', () => {
    const rules = loadRules(game, ['climb-beats-bad-order.yaml']);
    const s = moves(rules, dealt(rules, { Ann: ['3D', '3C', '3H', '3S', '1D', '2C'], Bob: ['2D', '8H'], Cy: ['4D', '7C'] }), 'Ann: play 3D 3C 3H 3S', 'Bob: pass', 'Cy: pass');
    const e = refused(rules, s, 'Ann: play 1D');
    expect(e.code).toBe('runtime/bad-order');
    expect(e.message).toBe(`test/fixtures/runtime/climb-beats-bad-order.yaml:${lineOf('climb-beats-bad-order.yaml', 'reversed ?')}:${columnOf('climb-beats-bad-order.yaml', 'reversed ?')}: order must give 'ascending' or 'descending', not "down"`);
  });
});

describe('the listed moves, checkMove and the decision agree under the order', () => {
  // Random games of the fixture (and its descending variant): at every state, each play of up to
  // four of the mover's cards under each meld name is accepted by checkMove exactly when legalMoves
  // lists it, and expanding the decision gives exactly the listed moves.
  // With the variant where anyone may play a bomb, states in an interrupt window are among them.
  const CODES = new Set(['move/not-a-meld', 'move/not-same-type', 'move/not-same-size', 'move/not-higher', 'move/cannot-lead', 'move/only', 'move/illegal', 'move/must-lead', 'move/no-match']);
  for (const variants of [[], ['climb-beats-descending.yaml'], ['climb-beats-bombs.yaml']]) {
    it(`in random games${variants.length > 0 ? ` (${variants[0]})` : ''}`, () => {
      const rules = loadRules(game, variants);
      const config = { name: game, game, rules, players: 3, options: {} };
      let checked = 0;
      let accepted = 0;
      let offers = 0;
      for (let seed = 1; seed <= 6; seed++) {
        walk(config, seed, 60, (s, r) => {
          if (s.phase === 'over' || s.turn === null) return;
          const seat = s.turn;
          if (s.trick?.window !== undefined) offers++;
          const legalKeys = new Set(legalMoves(rules, s).map(moveKey));
          const d = decisionFor(rules, s, seat);
          expect(d === null ? [] : expandDecision(d).map(moveKey).sort()).toEqual([...legalKeys].sort());
          const hand = s.zones[`hand#${seat}`] ?? [];
          for (let k = 0; k < 40; k++) {
            const size = 1 + Math.floor(r() * Math.min(4, hand.length));
            const cards = [...hand].sort(() => r() - 0.5).slice(0, size).map((id) => ({ id }));
            for (const m of rules.def.melds) {
              const move = { kind: 'play' as const, seat, meld: m.name, cards };
              const c = checkMove(rules, s, move);
              expect(c.ok, `${JSON.stringify(move)}`).toBe(legalKeys.has(moveKey(move)));
              if (!c.ok) expect(CODES.has(c.error.code), c.error.code).toBe(true);
              else accepted++;
              checked++;
            }
          }
        });
      }
      expect(checked).toBeGreaterThan(1000);
      expect(accepted).toBeGreaterThan(50);
      expect(offers > 0).toBe(rules.def.round.play.kind === 'climbing' && rules.def.round.play.interrupt !== undefined);
    });
  }
});
