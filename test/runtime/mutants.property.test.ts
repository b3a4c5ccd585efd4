// Property test of the runtime on rule files it has never seen: mutated copies of the real rule
// files (a number changed, an operator or keyword swapped, lines deleted, duplicated or swapped)
// that still compile without errors are played with random moves. Whatever the rules now say, the
// runtime may stop a game only with a rule-file error (createGame's diagnostics or a MoveError with its
// code); it never throws anything else, every seat's view can be built, a move's text parses back
// to the same move, and the pure applyMove leaves the state it is given unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, applyMove, createGame, legalMoves, moveText, parseMove, prepareRules, view, type GameState, type Rules } from '../../runtime/index.js';
import { moveKey } from '../../runtime/move-key.js';
import { mutateTokens, tokenMutations } from '../../bench/soak/mutations.js';

const rulesDir = fileURLToPath(new URL('../../rules/', import.meta.url));
const seeds = readdirSync(rulesDir)
  .sort()
  .filter((g) => existsSync(join(rulesDir, g, 'game.yaml')))
  .map((g) => ({ file: `${g}/game.yaml`, text: readFileSync(join(rulesDir, g, 'game.yaml'), 'utf8') }));

/** Plays random moves (chosen by `pick`) until the game ends, a rule error stops it, or `limit` moves. */
function playRandomly(rules: Rules, s: GameState, pick: (n: number) => number, limit: number): void {
  for (let n = 0; n < limit && s.phase !== 'over'; n++) {
    const moves = legalMoves(rules, s);
    expect(moves.length, 'a game not over has a legal move').toBeGreaterThan(0);
    const move = moves[pick(moves.length)];
    if (move === undefined) return;
    if (n % 25 === 0) {
      for (let seat = 0; seat < s.players.length; seat++) view(rules, s, seat);
      const parsed = parseMove(rules, s, `${s.names[move.seat] ?? ''}: ${moveText(rules, s, move)}`);
      expect(parsed.ok && moveKey(parsed.move), moveText(rules, s, move)).toBe(moveKey(move));
      // The pure apply leaves the state it is given as it was, whatever the move does.
      const before = JSON.stringify(s);
      applyMove(rules, s, move);
      expect(JSON.stringify(s)).toBe(before);
    }
    const error = applyInPlace(rules, s, move);
    if (error !== null) {
      expect(error.code).toMatch(/^runtime\/[a-z-]+$/);
      return;
    }
  }
}

describe('runtime: mutated rule files', () => {
  it('never throw anything but a rule-file error, and keep views and notation working', () => {
    let played = 0;
    fc.assert(
      fc.property(fc.nat(), tokenMutations, fc.nat(), fc.nat(), (gi, ms, pi, seed) => {
        const g = seeds[gi % seeds.length] as (typeof seeds)[number];
        const { def, diagnostics } = compileRules({ file: g.file, text: ms.reduce(mutateTokens, g.text) });
        if (def === undefined) {
          expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
          return;
        }
        const rules = prepareRules(def);
        const players = def.players.min + (pi % (Math.min(def.players.max, def.players.min + 4) - def.players.min + 1));
        const created = createGame(rules, { players, seed });
        if (!created.ok) {
          // A rule-file error during setup: diagnostics with runtime codes (any other error is thrown).
          expect(created.diagnostics.length).toBeGreaterThan(0);
          for (const d of created.diagnostics) expect(d.code).toMatch(/^runtime\//);
          return;
        }
        const s: GameState = created.state;
        played++;
        let r = seed;
        playRandomly(rules, s, (n) => (r = (r * 1103515245 + 12345) % 2147483648) % n, 400);
      }),
      // A fixed seed, so CI is the same run every time; PROPERTY_SEED explores others (a soak).
      { numRuns: 150, seed: Number(process.env['PROPERTY_SEED'] ?? 20261201) },
    );
    // Most mutants still compile: the property is about playing them, not about the front end.
    expect(played).toBeGreaterThan(30);
  });
});
