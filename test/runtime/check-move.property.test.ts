// checkMove agrees with legalMoves: on random states of every bundled game and variant, for every
// legal move and for random illegal ones (cards not held, the wrong seat, the wrong meld, bad
// declarations, passes, mangled plays, random answers, and values that are no move at all), the
// check is ok exactly when legalMoves lists the move, then gives the listed move itself; a refusal
// has one of the runtime's move codes; the state never changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMove, legalMoves, type Move } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { bundledConfigs, walk } from '../../bench/soak/bundled-games.js';
import { CODES, mangle, notMoves, pick, randomMove, type Play } from './bad-moves.js';

const configs = bundledConfigs();

describe('checkMove: ok exactly when legalMoves lists the move', () => {
  it('on random states of every bundled game and variant, for legal and illegal moves', () => {
    let states = 0;
    let legalChecked = 0;
    let illegalChecked = 0;
    let accepted = 0;
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 90 }), (ci, seed, steps) => {
        const config = configs[ci % configs.length] as (typeof configs)[number];
        const { rules } = config;
        walk(config, seed, steps, (s, r) => {
          states++;
          const before = JSON.stringify(s);
          const listed = legalMoves(rules, s);
          const byKey = new Map(listed.map((m) => [moveKey(m), m]));
          const seat = listed[0]?.seat ?? s.turn ?? 0;
          const sample = listed.length <= 30 ? listed : Array.from({ length: 30 }, () => pick(r, listed));
          const tried: Move[] = [...sample];
          const plays = listed.filter((m): m is Play => m.kind === 'play');
          for (let k = 0; k < 12 && plays.length > 0; k++) tried.push(mangle(rules, s, pick(r, plays), r));
          for (let k = 0; k < 8; k++) tried.push(randomMove(rules, s, r() < 0.8 ? seat : Math.floor(r() * s.players.length), r));
          for (const m of tried) {
            const res = checkMove(rules, s, m);
            const want = byKey.get(moveKey(m));
            expect(res.ok, `${moveKey(m)}: ${res.ok ? 'accepted' : `${res.error.code} ${res.error.message}`}`).toBe(want !== undefined);
            if (res.ok) {
              expect(res.move).toEqual(want);
              accepted++;
            } else {
              expect(CODES.has(res.error.code), res.error.code).toBe(true);
              codes.set(res.error.code, (codes.get(res.error.code) ?? 0) + 1);
            }
            if (want !== undefined) legalChecked++;
            else illegalChecked++;
          }
          for (const m of notMoves(seat, listed)) {
            const res = checkMove(rules, s, m);
            expect(res.ok, JSON.stringify(m) ?? String(m)).toBe(false);
            if (!res.ok) expect(res.error.code).toBe(s.phase === 'over' ? 'move/game-over' : 'move/illegal');
            illegalChecked++;
          }
          expect(JSON.stringify(s)).toBe(before);
        });
      }),
      { numRuns: configs.length * 2, examples: configs.map((_, i) => [i, 11 + i, 60]) },
    );
    expect(states).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(1000);
    // The illegal moves tried reach most of the refusals.
    for (const code of ['move/not-your-turn', 'move/obligation', 'move/must-lead', 'move/not-in-hand', 'move/not-a-meld', 'move/not-higher', 'move/not-a-wild', 'move/must-follow', 'move/not-an-option', 'move/illegal', 'move/no-match']) {
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    console.info(`checkMove property: ${states} states, ${legalChecked} legal and ${illegalChecked} illegal moves checked`);
    console.info(`  refusals by code: ${[...codes].sort().map(([c, n]) => `${c} ${n}`).join(', ')}`);
  });
});
