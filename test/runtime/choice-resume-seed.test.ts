// A seed game whose effects ask at nearly every trick (Bested Another Time: pass cards taken and
// resolved, wilds picked, melds discarded), played by random bots twice: once in place, once saved
// as JSON at every pending choice and resumed from the copy. The two must be the same game: the same
// pending choices (options, prompts), the same budget steps per move, the same final state and log.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, createGame } from '../../runtime/engine.js';
import { legalMoves, prepareRules, randomBot, type GameState } from '../../runtime/index.js';
import { lastBudgetUsed } from '../../runtime/budget.js';

const file = 'rules/bested-another-time/game.yaml';
const def = compileRules({ file, text: readFileSync(file, 'utf8') }).def;
if (def === undefined) throw new Error('bested-another-time does not compile');
const rules = prepareRules(def);

function play(seed: number, viaJson: boolean): { steps: number[]; pending: string[]; end: string; saved: number } {
  const created = createGame(rules, { players: 4, seed });
  if (!created.ok) throw new Error('not set up');
  let s: GameState = created.state;
  const bot = randomBot(`${seed}`);
  const steps: number[] = [];
  const pending: string[] = [];
  let saved = 0;
  while (s.phase !== 'over') {
    if (s.pending?.kind === 'choice') {
      pending.push(JSON.stringify(s.pending));
      if (viaJson) {
        s = JSON.parse(JSON.stringify(s)) as GameState;
        saved++;
      }
    }
    const moves = legalMoves(rules, s);
    const seat = moves[0]?.seat;
    const error = applyInPlace(rules, s, bot.choose(moves.filter((m) => m.seat === seat)));
    expect(error).toBeNull();
    steps.push(lastBudgetUsed());
  }
  return { steps, pending, end: JSON.stringify(s), saved };
}

describe('a seed game saved at every pending choice', () => {
  it.each([0, 1])('seed %i resumes to the same game', (seed) => {
    const inPlace = play(seed, false);
    const resumed = play(seed, true);
    expect(resumed.saved).toBeGreaterThan(50); // it asks often
    expect(resumed.pending).toEqual(inPlace.pending);
    expect(resumed.steps).toEqual(inPlace.steps);
    expect(resumed.end).toBe(inPlace.end);
  });
});
