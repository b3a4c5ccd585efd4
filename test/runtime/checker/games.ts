// Small in-memory games and scenarios for the tests of the checker's misses (issue 16): a rule file
// written in the test, a scenario run against it, and its failure text when it fails.
import { expect } from 'vitest';
import { compileRules } from '../../../grammar/compile.js';
import { logLines, prepareRules, type Rules } from '../../../runtime/index.js';
import { RulesCache, runScenario, type ScenarioResult } from '../../../runtime/scenario/index.js';

/** A climbing game for 3 players with four suits of 1..10; `extra` is appended (top-level keys), `setup` replaces the deal. */
export function climbGame(opts: { extra?: string; setup?: string; roundExtra?: string } = {}): string {
  return `game: Checker Climb
players: 3..4
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
deck:
  all: { suits: all }
melds:
  single: { size: 1 }
  set: { size: 2.., same: rank }
round:
  setup:
${opts.setup ?? '    - shuffle: deck\n    - deal: { count: 3 }'}
  play: { kind: climbing, pass: soft, all-passed: clear }
  end-when: "players.any(p => p.hand.size == 0)"
  score: "-me.hand.size"
${opts.roundExtra ?? ''}
game-end:
  after-rounds: 3
  winner: highest
${opts.extra ?? ''}
`;
}

/** Runs a scenario (its text after `rules:`) against `game`, both in memory. */
export function scenario(game: string, body: string, extraFiles: Record<string, string> = {}): ScenarioResult {
  const files: Record<string, string> = { 'tests/game.yaml': game, ...extraFiles };
  const read = (p: string): string | undefined => files[p.replace(/^\.\//, '')];
  return runScenario('tests/s.yaml', `scenario: s\nrules: game.yaml\n${body}`, read, new RulesCache());
}

/** The scenario passed; else the test fails with its failure text. */
export function passes(r: ScenarioResult): void {
  expect(r.failures.map((f) => `${f.line}: ${f.message}`).join('\n')).toBe('');
  expect(r.passed).toBe(true);
}

/** The scenario failed at `line`, its message containing each of `parts`. */
export function failsWith(r: ScenarioResult, line: number, ...parts: string[]): void {
  expect(r.passed).toBe(false);
  expect(r.failures[0]?.line).toBe(line);
  for (const p of parts) expect(r.failures[0]?.message).toContain(p);
}

/** The game's rules, compiled and prepared; throws with the diagnostics when they do not compile. */
export function rulesOf(game: string): Rules {
  const r = compileRules({ file: 'tests/game.yaml', text: game }, []);
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n'));
  return prepareRules(r.def);
}

/** The log of a scenario's final state, as the designer sees it. */
export function logOf(game: string, r: ScenarioResult): string[] {
  if (r.state === undefined) throw new Error('the scenario made no game');
  return logLines(rulesOf(game), r.state, 'designer');
}

/** A must-follow game for 3 players: lead from left, follow from left (following suit) or right. */
export function trickGame(opts: { extra?: string } = {}): string {
  return `game: Checker Tricks
players: 3..4
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
deck:
  all: { suits: all }
zones:
  left:  { per-player: true, visible: owner }
  right: { per-player: true, visible: owner }
round:
  setup:
    - shuffle: deck
    - deal: { count: 2, to: left }
    - deal: { count: 2, to: right }
  play:
    kind: must-follow
    lead-from: [left]
    follow:
      - { from: left, follow-suit: true }
      - { from: right }
  end-when: "players.any(p => p.left.size == 0)"
  score: "me.tricks"
game-end:
  after-rounds: 3
  winner: highest
${opts.extra ?? ''}
`;
}
