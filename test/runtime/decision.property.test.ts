// Decisions stand for exactly the legal moves: on random states of every bundled game and variant,
// at several player counts, expanding each deciding seat's decision gives legalMoves (the same
// moves by moveKey, as many, none twice); other seats have no decision; a decision is plain JSON
// that shares nothing with the state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidingSeats, decisionFor, expandDecision, legalMoves, type Decision, type GameState, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { bundledConfigs, walk } from '../../bench/soak/bundled-games.js';

const configs = bundledConfigs();

/** Changes every array and object of a decision, so that any part shared with the state would show. */
function scramble(x: unknown): void {
  if (Array.isArray(x)) {
    for (const v of x) scramble(v);
    x.push('scrambled');
  } else if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) scramble(v);
    (x as Record<string, unknown>)['scrambled'] = true;
  }
}

interface Largest { sets: number; moves: number }

function checkState(rules: Rules, s: GameState, largest: Map<string, Largest>, game: string): number {
  const legal = legalMoves(rules, s).map(moveKey);
  const before = JSON.stringify(s);
  const seats = decidingSeats(rules, s);
  const expanded: string[] = [];
  const decisions: Decision[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const d = decisionFor(rules, s, seat);
    expect(d !== null, `seat ${seat} decides exactly when decidingSeats names it`).toBe(seats.includes(seat));
    if (d === null) continue;
    expect(d.seat).toBe(seat);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    const moves = expandDecision(d);
    expect(moves.every((m) => m.seat === seat)).toBe(true);
    expanded.push(...moves.map(moveKey));
    decisions.push(d);
    if (d.kind === 'turn') {
      const best = largest.get(game);
      if (best === undefined || d.plays.length > best.sets) largest.set(game, { sets: d.plays.length, moves: moves.length });
    }
  }
  expect(new Set(expanded).size, 'no move twice').toBe(expanded.length);
  expect(expanded.length).toBe(legal.length);
  expect(new Set(expanded)).toEqual(new Set(legal));
  for (const d of decisions) scramble(d);
  expect(JSON.stringify(s)).toBe(before);
  return legal.length;
}

describe('decisions: expanding every deciding seat\'s decision gives exactly legalMoves', () => {
  it('on random states of every bundled game and variant, at several player counts', () => {
    let states = 0;
    let moves = 0;
    const largest = new Map<string, Largest>();
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 90 }), (ci, seed, steps) => {
        const config = configs[ci % configs.length] as (typeof configs)[number];
        seen.add(config.name);
        walk(config, seed, steps, (s) => {
          states++;
          moves += checkState(config.rules, s, largest, config.name.replace(/ at \d+$/, ''));
        });
      }),
      { numRuns: configs.length * 3, examples: configs.map((_, i) => [i, 7 + i, 60]) },
    );
    expect(seen.size).toBe(configs.length);
    expect(states).toBeGreaterThan(1000);
    console.info(`decision property: ${states} states, ${moves} legal moves, ${configs.length} game configurations`);
    for (const [game, l] of largest) console.info(`  ${game}: at most ${l.sets} card sets (for ${l.moves} moves)`);
  });
});
