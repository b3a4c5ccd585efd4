// An obligation's `must` that reads only `move.kind` is evaluated once per kind over a compact
// listing (runtime/kind-obligation.ts): its steps, what it keeps and the budget's overrun must be
// those of evaluating it for every move of the array listing. Over random Of What's Left games with
// its `must` as written and rewritten to keep only the pass, none (an obligation skipped), or all moves.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules, type GameState, type Rules } from '../../runtime/index.js';
import { baseTurnMoves, firstSeatMoves, forgetLegalMoves, listedTurn, obligationSteps, settleLegalMoves, type ListedStep } from '../../runtime/legal.js';
import { closeBudget, openBudget, stepsLeft, withLimits } from '../../runtime/budget.js';
import { seqArray, type MoveSeq } from '../../runtime/move-list.js';
import { readsMoveKindOnly } from '../../runtime/reads-legal.js';
import { nextInt, seedRng } from '../../runtime/rng.js';
import { newGame } from './new-game.js';

const file = fileURLToPath(new URL('../../rules/of-whats-left/game.yaml', import.meta.url));

function rulesWith(must: string): Rules {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(`must: "move.kind != 'pass'"`, `must: "${must}"`);
  if (must !== "move.kind != 'pass'") expect(changed).not.toBe(text);
  const r = compileRules({ file: 'game.yaml', text: changed }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

interface Seen {
  readonly steps: { held: boolean; whenCost: number; mustCost: number; kept: boolean; before: number; after: string }[];
  readonly cost: number;
}

function seen(steps: readonly ListedStep[], cost: number): Seen {
  return {
    cost,
    steps: steps.map((st) => ({
      held: st.held, whenCost: st.whenCost, mustCost: st.mustCost, kept: st.after !== st.before,
      before: st.before.length, after: JSON.stringify(seqArray(st.after as MoveSeq)),
    })),
  };
}

/** The compact listing's steps (settleLegalMoves), in a budget of its own. */
function compactSteps(rules: Rules, s: GameState): Seen {
  forgetLegalMoves(s);
  const opened = openBudget();
  try {
    const left = stepsLeft();
    settleLegalMoves(rules, s);
    const listed = listedTurn(s);
    if (listed === null) throw new Error('no listed turn');
    expect(listed.cost).toBe(left - stepsLeft());
    return seen(listed.steps, listed.cost);
  } finally {
    closeBudget(opened);
  }
}

/** The same turn listed as arrays, every `must` evaluated per move. */
function arraySteps(rules: Rules, s: GameState): Seen {
  const opened = openBudget();
  try {
    const left = stepsLeft();
    const steps = obligationSteps(rules, s, s.turn as number, baseTurnMoves(rules, s, s.turn as number)) as unknown as ListedStep[];
    return seen(steps, left - stepsLeft());
  } finally {
    closeBudget(opened);
  }
}

/** What a listing under `steps` budget steps gives: its cost, or the error that stopped it. */
function under(steps: number, list: () => Seen): string {
  return withLimits({ steps }, () => {
    try {
      return `cost ${list().cost}`;
    } catch (e) {
      return `${(e as { code?: string }).code}: ${(e as Error).message}`;
    }
  });
}

describe('an obligation over the move kind, evaluated once per kind', () => {
  it('reads only move.kind: literals, operators and the member alone', () => {
    const rules = rulesWith("move.kind != 'pass'");
    const must = (rules.def.obligations[0] as { must: Parameters<typeof readsMoveKindOnly>[0] }).must;
    expect(readsMoveKindOnly(must)).toBe(true);
    expect(readsMoveKindOnly(rulesWith("move.kind in ['play'] and not (move.kind == 'pass')").def.obligations[0]!.must)).toBe(true);
    expect(readsMoveKindOnly(rulesWith("move.cards.size > 1").def.obligations[0]!.must)).toBe(false);
    expect(readsMoveKindOnly(rulesWith("move.kind != 'pass' and me.hand.size > 1").def.obligations[0]!.must)).toBe(false);
  });

  for (const must of ["move.kind != 'pass'", "move.kind == 'pass'", "(move.kind == 'pass') == (move.kind == 'play')", "move.kind in ['play', 'pass']"]) {
    it(`${must}: the same steps, held, kept moves and cost as per move, over random games`, () => {
      const rules = rulesWith(must);
      let held = 0;
      let overruns = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const rng = seedRng(`kind-obligation:${seed}`);
        const s = newGame(rules, { players: 4, seed });
        for (let moves = 0; s.phase !== 'over' && moves < 400; moves++) {
          if (s.pending === null && s.turn !== null) {
            const compact = compactSteps(rules, s);
            const arrays = arraySteps(rules, s);
            expect(compact).toEqual(arrays);
            if (compact.steps[0]?.held === true) {
              held++;
              // A budget that runs out inside the listing or its obligation stops both the same way.
              if (moves % 5 === 0) {
                for (const k of [1, 2, 3, compact.steps[0].mustCost]) {
                  const steps = compact.cost - k;
                  expect(under(steps, () => compactSteps(rules, s))).toBe(under(steps, () => arraySteps(rules, s)));
                  overruns++;
                }
              }
            }
          }
          forgetLegalMoves(s);
          const mine = firstSeatMoves(legalMoves(rules, s));
          const move = mine[nextInt(rng, mine.length)];
          if (move === undefined) break;
          expect(applyInPlace(rules, s, move)).toBeNull();
        }
      }
      // The obligation held on many turns (hands of 5 cards or fewer): the path under test was taken.
      expect(held).toBeGreaterThan(50);
      expect(overruns).toBeGreaterThan(20);
    });
  }
});
