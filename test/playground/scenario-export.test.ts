// "Save as scenario": a game played by bots becomes a scenario file that the runtime's scenario
// runner (what `cardsmith test` runs) passes; a changed expectation or move makes it fail.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, botMove, createGame, decidingSeats, makeBot, prepareRules, type GameState, type Rules } from '../../runtime/index.js';
import { runScenario } from '../../runtime/scenario/index.js';
import { buildScenario } from '../../playground/src/scenario-export.js';

const read = (path: string): string | undefined => {
  try {
    return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
};

function rulesOf(game: string, variants: readonly string[] = []): Rules {
  const file = (p: string) => ({ file: p, text: read(p) ?? '' });
  const r = compileRules(file(`rules/${game}/game.yaml`), variants.map((v) => file(`rules/${game}/variants/${v}.yaml`)));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return prepareRules(r.def);
}

/** A game of random bots, `moves` moves long at most (or to its end), as the page plays one. */
function played(rules: Rules, players: number, seed: string, moves = Infinity): GameState {
  const names = Array.from({ length: players }, (_, i) => (i === 0 ? 'You' : `Bot ${i + 1}`));
  const created = createGame(rules, { players, names, seed });
  if (!created.ok) throw new Error(created.diagnostics[0]?.message);
  let s = created.state;
  const bots = names.map((_, i) => makeBot('random', `${seed}:${i}`));
  for (let n = 0; n < moves && s.phase !== 'over'; n++) {
    const seat = decidingSeats(rules, s)[0];
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || bot === undefined) break;
    const move = botMove(bot, rules, s, seat);
    if (move === undefined) break;
    const r = applyMove(rules, s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const run = (game: string, text: string) => runScenario(`rules/${game}/tests/saved.yaml`, text, read);

describe('save as scenario', () => {
  for (const [game, players, variants] of [['of-whats-left', 4, []], ['worst-in-show', 4, []], ['bested-another-time', 3, []], ['of-whats-left', 3, ['special-owls']]] as const) {
    it(`${game}${variants.length ? ` + ${variants.join(', ')}` : ''}: the first moves, with the fixed deal and expectations, pass cardsmith test`, () => {
      const rules = rulesOf(game, variants);
      const s = played(rules, players, '11', 12);
      const b = buildScenario({ rules, state: s, rulesPath: '../game.yaml', variantPaths: variants.map((v) => `../variants/${v}.yaml`), expect: true });
      if (!b.ok) throw new Error(b.message);
      expect(b.scenario.moves).toBe(s.history.length);
      expect(b.scenario.deal).toBe('fixed');
      expect(b.scenario.text).toMatch(/^deal:$/m);
      expect(b.scenario.expectations).toMatchObject({ round: s.round, phase: s.phase });
      const r = run(game, b.scenario.text);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBe(true);
      expect(JSON.stringify(r.state?.zones)).toBe(JSON.stringify(s.zones));
    });
  }

  it('a whole game over several rounds is dealt by the seed, and passes with the winners expected', () => {
    const rules = rulesOf('of-whats-left');
    const s = played(rules, 4, '5');
    expect(s.phase).toBe('over');
    expect(s.round).toBeGreaterThan(1);
    const b = buildScenario({ rules, state: s, rulesPath: '../game.yaml', expect: true });
    if (!b.ok) throw new Error(b.message);
    expect(b.scenario.deal).toBe('seed');
    expect(b.scenario.expectations?.['winners']).toEqual(s.winners?.map((w) => s.names[w]));
    const r = run('of-whats-left', b.scenario.text);
    expect(r.failures).toEqual([]);
    expect(r.state?.phase).toBe('over');
  });

  it('from a chosen point: the first N moves, the expectations of the state after move N', () => {
    const rules = rulesOf('worst-in-show');
    const s = played(rules, 4, '3', 30);
    const b = buildScenario({ rules, state: s, upTo: 7, rulesPath: '../game.yaml', expect: true });
    if (!b.ok) throw new Error(b.message);
    expect(b.scenario.moves).toBe(7);
    expect(b.scenario.text.split('\n').filter((l) => /^ {2}- (?!expect)/.test(l))).toHaveLength(7);
    const r = run('worst-in-show', b.scenario.text);
    expect(r.passed).toBe(true);
    expect(r.state?.history.length).toBe(7);
  });

  it('fails when an expectation or a move is changed', () => {
    const rules = rulesOf('of-whats-left');
    const s = played(rules, 4, '11', 12);
    const b = buildScenario({ rules, state: s, rulesPath: '../game.yaml', expect: true });
    if (!b.ok) throw new Error(b.message);
    const score = s.players[0]?.score ?? 0;
    const wrongScore = b.scenario.text.replace(/^( {6}scores: \{ You: )-?\d+/m, `$1${score + 5}`);
    expect(wrongScore).not.toBe(b.scenario.text);
    const r1 = run('of-whats-left', wrongScore);
    expect(r1.passed).toBe(false);
    expect(r1.failures[0]?.message).toMatch(/score of You: expected/);
    const expectLine = b.scenario.text.split('\n').indexOf('  - expect:') + 1;
    expect(r1.failures[0]?.line).toBe(expectLine);
    const wrongRound = b.scenario.text.replace(/^ {6}round: \d+$/m, '      round: 9');
    expect(wrongRound).not.toBe(b.scenario.text);
    expect(run('of-whats-left', wrongRound).failures[0]?.message).toMatch(/round: expected 9/);
    // A move of another player's turn is refused.
    const swapped = b.scenario.text.replace(/^ {2}- You: /m, '  - "Bot 2": ');
    expect(run('of-whats-left', swapped).passed).toBe(false);
  });

  it('writes names, moves and card ids that YAML would misread as quoted strings', () => {
    const rules = rulesOf('of-whats-left');
    const s = played(rules, 4, '11', 4);
    const renamed = { ...s, names: ['no', 'Bot #2', '10', 'Zoë'] };
    const b = buildScenario({ rules, state: renamed, rulesPath: '../game.yaml', expect: true });
    if (!b.ok) throw new Error(b.message);
    expect(b.scenario.text).toContain('players: ["no", "Bot #2", "10", "Zoë"]');
    const r = run('of-whats-left', b.scenario.text);
    expect(r.failures).toEqual([]);
  });
});
