// choose_number beside choose_rank in a deck whose ranks have labels (11 is J, 12 Q, 13 K): both give
// a number, but a number is offered, written and typed as a number, a rank by its label.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, decisionFor, legalMoves, moveText, parseMove, prepareRules, type GameState, type Rules } from '../../runtime/index.js';
import { newGame } from './new-game.js';

const base = readFileSync(fileURLToPath(new URL('../fixtures/ranks/trick.yaml', import.meta.url)), 'utf8');

/** The labelled trick game, each player first answering `choice` in turn. */
function rulesWith(choice: string): Rules {
  const text = base
    .replace('round:\n  setup:\n', `player-vars:\n  bid: 0\nround:\n  setup:\n    - do:\n        - each-in-turn: "players"\n          do: "me.bid = ${choice}"\n`);
  const r = compileRules({ file: 'trick.yaml', text });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return prepareRules(r.def);
}

const texts = (rules: Rules, s: GameState): string[] => legalMoves(rules, s).map((m) => moveText(rules, s, m));

function answer(rules: Rules, s: GameState, text: string): GameState {
  const parsed = parseMove(rules, s, text);
  if (!parsed.ok) throw new Error(parsed.message);
  const r = applyMove(rules, s, parsed.move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('choose_number', () => {
  const numbers = rulesWith("choose_number(10..13, prompt: 'Your bid')");
  const ranks = rulesWith('choose_rank(10..13)');

  it('asks for a number: its options are numbers, written as numbers where choose_rank writes labels', () => {
    const s = newGame(numbers, { players: 3, seed: 1 });
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 0, choice: 'number', options: [10, 11, 12, 13], optional: false, prompt: 'Your bid' });
    expect(texts(numbers, s)).toEqual(['choose 10', 'choose 11', 'choose 12', 'choose 13']);
    const r = newGame(ranks, { players: 3, seed: 1 });
    expect(r.pending).toMatchObject({ choice: 'rank', options: [10, 11, 12, 13], prompt: 'Choose a rank' });
    expect(texts(ranks, r)).toEqual(['choose 10', 'choose J', 'choose Q', 'choose K']);
  });

  it('is answered by the number typed, never by a label', () => {
    let s = newGame(numbers, { players: 3, seed: 1 });
    s = answer(numbers, s, 'Player 1: choose 12');
    expect(s.players[0]?.vars['bid']).toBe(12);
    const byLabel = parseMove(numbers, s, 'Player 2: choose Q');
    expect(byLabel.ok).toBe(false);
    // The same label answers a rank choice.
    const r = answer(ranks, newGame(ranks, { players: 3, seed: 1 }), 'Player 1: choose Q');
    expect(r.players[0]?.vars['bid']).toBe(12);
  });

  it('is a decision of kind number for clients, with the default prompt when none is given', () => {
    const plain = rulesWith('choose_number(0..2)');
    const s = newGame(plain, { players: 3, seed: 1 });
    const d = decisionFor(plain, s, 0);
    expect(d).toMatchObject({ kind: 'choice', choice: 'number', options: [0, 1, 2], prompt: 'Choose a number' });
  });

  it('is checked like any choice: not in a condition, a list of numbers wanted', () => {
    const inCondition = compileRules({ file: 'trick.yaml', text: base.replace('score: "me.tricks"', 'score: "choose_number(0..2)"') });
    expect(inCondition.def).toBeUndefined();
    expect(inCondition.diagnostics.map((d) => d.code)).toContain('type/choice-in-condition');
    const strings = compileRules({ file: 'trick.yaml', text: base.replace('round:\n  setup:\n', "player-vars:\n  bid: 0\nround:\n  setup:\n    - do: \"me.bid = choose_number(['a', 'b'])\"\n") });
    expect(strings.diagnostics.map((d) => d.code)).toContain('type/mismatch');
  });
});
