// The wild picker's choices (playground/src/declare-picker.ts) on real decisions of the bundled
// games: every card's ranks and suits are those of the ways agreeing with the cards before it, so
// whatever is picked settles on one of the decision's ways, and every way can be picked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { createGame, decisionFor, prepareRules, type Declaration, type MeldOption } from '../../runtime/index.js';
import { ranksFor, settle, suitsFor } from '../../playground/src/declare-picker.js';

const file = 'rules/of-whats-left/game.yaml';
const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
if (def === undefined) throw new Error(`${file} does not compile`);
const rules = prepareRules(def);

/** Every meld with declarations in the first decisions of a few games. */
function melds(): MeldOption[] {
  const out: MeldOption[] = [];
  for (const seed of ['1', '2', '3']) {
    const g = createGame(rules, { players: 4, seed });
    if (!g.ok || g.state.turn === null) continue;
    const d = decisionFor(rules, g.state, g.state.turn);
    if (d?.kind === 'turn') for (const p of d.plays) for (const m of p.melds) if (m.declare.length > 0) out.push(m);
  }
  return out;
}

const key = (w: readonly Declaration[]): string => JSON.stringify(w);

describe('the wild picker', () => {
  const all = melds();

  it('finds melds with two dependent wilds to test on', () => {
    expect(all.some((m) => m.declare.length === 2 && m.meld === 'run')).toBe(true);
  });

  it('reaches exactly the decision\'s ways, card by card', () => {
    for (const m of all) {
      const reached = new Set<string>();
      const walk = (chosen: Declaration[]): void => {
        const j = chosen.length;
        if (j === m.declare.length) {
          reached.add(key(chosen));
          return;
        }
        for (const rank of ranksFor(m, chosen, j)) {
          const suits = suitsFor(m, chosen, j, rank);
          expect(suits.length, `rank ${rank} of ${m.meld} leads somewhere`).toBeGreaterThan(0);
          for (const suit of suits) walk([...chosen, { rank, suit }]);
        }
      };
      walk([]);
      expect([...reached].sort(), m.meld).toEqual(m.ways.map(key).sort());
    }
  });

  it('settles any wish on a legal way, keeping what is allowed', () => {
    const run = all.find((m) => m.declare.length === 2 && m.meld === 'run');
    if (!run) throw new Error('no run of two wilds');
    const first = run.ways[run.ways.length - 1]?.[0];
    // The second wild asks for an impossible rank: it is moved to one the first allows.
    const settled = settle(run, [first, { rank: -5 }]);
    expect(settled?.[0]).toEqual(first);
    expect(run.ways.map(key)).toContain(key(settled ?? []));
    // Each first rank limits the second's ranks to those of the ways with it.
    for (const r of ranksFor(run, [], 0)) {
      const s = suitsFor(run, [], 0, r)[0] ?? null;
      const second = ranksFor(run, [{ rank: r, suit: s }], 1);
      expect(second).toEqual([...new Set(run.ways.filter((w) => w[0]?.rank === r && w[0]?.suit === s).map((w) => w[1]?.rank ?? null))].sort((a, b) => (a ?? 0) - (b ?? 0)));
    }
    expect(settle({ ...run, ways: [] }, [])).toBeUndefined();
  });
});
