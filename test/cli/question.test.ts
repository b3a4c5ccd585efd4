// The line that asks a choice above the menu: the rule file's prompt, with a colon unless the
// prompt ends in a mark of its own (`Go alone?`, not `Go alone?:`).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileRules } from '../../grammar/compile.js';
import { applyInPlace, legalMoves, prepareRules } from '../../runtime/index.js';
import { question } from '../../cli/decision-screen.js';
import { newGame } from '../runtime/new-game.js';

const rules = (() => {
  const r = compileRules({ file: 'game.yaml', text: readFileSync(new URL('../../rules/euchre/game.yaml', import.meta.url), 'utf8') });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
})();

describe('the question over a choice', () => {
  it('keeps a prompt\'s own question mark, and adds a colon to one without', () => {
    const s = newGame(rules, { players: 4, seed: 1 });
    expect(question(rules, s, 0)).toBe('Order up the turned card?');
    // The first player orders up: the dealer is asked to discard.
    const order = legalMoves(rules, s).find((m) => m.kind === 'choose' && m.value === 'order up');
    if (order === undefined) throw new Error('no order up');
    expect(applyInPlace(rules, s, order)).toBeNull();
    expect(question(rules, s, 3)).toBe('Discard a card:');
  });
});
