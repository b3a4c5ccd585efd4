// createGame's result: the game, or diagnostics in the front end's shape. A problem of the inputs
// (game/...) is at the rule file's start (a missing deck at the first deck entry); a rule-file error
// during setup is at its place in the rules. Option values are checked against `values:`, or else
// against the default's type.
import { describe, expect, it } from 'vitest';
import { compileRules, type OptionChoices } from '../../grammar/compile.js';
import type { Diagnostic, SourceRange } from '../../grammar/diagnostics.js';
import type { GameDef } from '../../grammar/def/types.js';
import { createGame, optionProblem, playout, prepareRules, randomBot, replay, type GameOptions, type Rules } from '../../runtime/index.js';

const FILE = 'inputs.yaml';
const TEXT = `game: Input Check
players: 3..4
options:
  big_sets:
    default: false
    values: [false, true]
    patch:
      true: { melds: { set: { size: 3.. } } }
  style: { default: plain, values: [plain, fancy] }
  threshold: { default: 0 }
  rate: { default: 0.5 }
  loud: { default: false }
  word: { default: plain }
  extra: { default: 0 }
cards:
  suits: { R: Red, G: Green, B: Blue, Y: Yellow }
  ranks: 1..10
deck:
  3..4: { suits: all }
melds:
  single: { size: 1 }
  set: { size: 2.., same: rank }
round:
  setup:
    - shuffle: deck
    - deal: { count: "5 + options.extra" }
  play: { kind: climbing }
  end-when: "players.any(p => p.hand.size == 0)"
  score: "-me.hand.size"
game-end:
  after-rounds: 1
`;

function compiled(options: OptionChoices = {}): GameDef {
  const r = compileRules({ file: FILE, text: TEXT }, [], { options });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (r.def === undefined) throw new Error('the fixture does not compile');
  return r.def;
}

const def = compiled();
const rules = prepareRules(def);

/** The 1-based line and column where `text` first appears in the rule file. */
function at(text: string): { line: number; column: number } {
  const offset = TEXT.indexOf(text);
  if (offset < 0) throw new Error(`'${text}' is not in the fixture`);
  const before = TEXT.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

const fileStart: SourceRange = { file: FILE, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** The diagnostics of a failed createGame, or a failed test when the game was created. */
function refused(r: Rules, opts: GameOptions): Diagnostic[] {
  const result = createGame(r, opts);
  if (result.ok) throw new Error('the game was created');
  for (const d of result.diagnostics) expect(d.severity).toBe('error');
  return result.diagnostics;
}

const codes = (ds: readonly Diagnostic[]): string[] => ds.map((d) => d.code);

describe('createGame: the game or diagnostics', () => {
  it('creates a game within the rules: ok, with the state and the options over their defaults', () => {
    const r = createGame(rules, { players: 3, options: { threshold: 7, style: 'fancy' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.options).toMatchObject({ threshold: 7, style: 'fancy', big_sets: false, rate: 0.5 });
    expect(r.state.players).toHaveLength(3);
    expect(r.state.phase).toBe('play');
  });

  it.each([2, 5, 3.5, Number.NaN])('%s players: game/player-count at the rule file\'s start', (players) => {
    const ds = refused(rules, { players });
    expect(codes(ds)).toEqual(['game/player-count']);
    expect(ds[0]?.range).toEqual(fileStart);
    expect(ds[0]?.message).toContain('3–4 players');
  });

  it('a player count no deck covers: game/no-deck at the first deck entry', () => {
    const wider = prepareRules({ ...def, players: { min: 3, max: 5 } });
    const ds = refused(wider, { players: 5 });
    expect(codes(ds)).toEqual(['game/no-deck']);
    expect(ds[0]?.range).toEqual(def.decks[0]?.range);
    expect(ds[0]?.range.start).toMatchObject(at('3..4: { suits: all }'));
    // At 4 players the deck is there.
    expect(createGame(wider, { players: 4 }).ok).toBe(true);
  });

  it('an option the game does not have: game/unknown-option, with the close name', () => {
    const ds = refused(rules, { players: 3, options: { threshhold: 1 } });
    expect(codes(ds)).toEqual(['game/unknown-option']);
    expect(ds[0]?.range).toEqual(fileStart);
    expect(ds[0]?.message).toContain("did you mean 'threshold'?");
  });

  it('a value outside the option\'s values: game/bad-option', () => {
    const ds = refused(rules, { players: 3, options: { style: 'fancey' } });
    expect(codes(ds)).toEqual(['game/bad-option']);
    expect(ds[0]?.range).toEqual(fileStart);
    expect(ds[0]?.message).toContain("did you mean 'fancy'?");
  });

  it.each([
    ['threshold', 'abc'],
    ['threshold', 2.5],
    ['threshold', true],
    ['loud', 'true'],
    ['loud', 1],
    ['word', 3],
    ['rate', 'fast'],
  ] as const)('option %s (no values:) given %j, not of its default\'s type: game/bad-option', (name, value) => {
    const ds = refused(rules, { players: 3, options: { [name]: value } });
    expect(codes(ds)).toEqual(['game/bad-option']);
    expect(ds[0]?.range).toEqual(fileStart);
  });

  it.each([
    ['threshold', -3],
    ['rate', 2],
    ['rate', 0.25],
    ['loud', true],
    ['word', 'fancy'],
  ] as const)('option %s (no values:) given %j, of its default\'s type: accepted', (name, value) => {
    const r = createGame(rules, { players: 3, options: { [name]: value } });
    expect(r.ok ? r.state.options[name] : codes(r.diagnostics)).toEqual(value);
  });

  it('an option with a patch at another value than the rules were compiled with: game/option-not-compiled', () => {
    const ds = refused(rules, { players: 3, options: { big_sets: true } });
    expect(codes(ds)).toEqual(['game/option-not-compiled']);
    expect(ds[0]?.range).toEqual(fileStart);
    const big = prepareRules(compiled({ big_sets: true }));
    expect(createGame(big, { players: 3, options: { big_sets: true } }).ok).toBe(true);
    expect(codes(refused(big, { players: 3 }))).toEqual(['game/option-not-compiled']);
  });

  it('reports every problem of the inputs at once, and a refused value not also as not compiled', () => {
    const ds = refused(rules, { players: 9, options: { nosuch: 1, threshold: 'abc', big_sets: 'maybe' } });
    expect(codes(ds)).toEqual(['game/player-count', 'game/unknown-option', 'game/bad-option', 'game/bad-option']);
  });

  it('a rule-file error while dealing: the runtime code at its place in the rules', () => {
    const ds = refused(rules, { players: 3, options: { extra: -9 } });
    expect(codes(ds)).toEqual(['runtime/bad-count']);
    // The setup step that deals: `deal: { count: "5 + options.extra" }`.
    const step = 'deal: { count: "5 + options.extra" }';
    const start = at(step);
    expect(ds[0]?.range).toMatchObject({ file: FILE, start, end: { line: start.line, column: start.column + step.length } });
    expect(ds[0]?.message).toBe('a count must be a whole number, not -4');
  });

  it('playout and replay return the same failure', () => {
    const p = playout(rules, { players: 2 }, [randomBot('x')]);
    expect(p.ok ? 'played' : codes(p.diagnostics)).toEqual(['game/player-count']);
    const r = replay(rules, { rules: FILE, variants: [], options: { threshold: 'abc' }, seed: '1', names: ['Ann', 'Bob', 'Cy'], moves: [] });
    expect('diagnostics' in r ? codes(r.diagnostics) : 'replayed').toEqual(['game/bad-option']);
  });
});

describe('optionProblem: one option value, for clients that check before creating a game', () => {
  it('is undefined for a value the option can take', () => {
    expect(optionProblem(def, 'style', 'fancy')).toBeUndefined();
    expect(optionProblem(def, 'threshold', 12)).toBeUndefined();
  });

  it('says what the value must be', () => {
    expect(optionProblem(def, 'threshold', 'abc')).toEqual({ severity: 'error', code: 'game/bad-option', message: 'threshold must be a whole number (its default is 0)', range: fileStart });
    expect(optionProblem(def, 'loud', 'yes')?.message).toBe('loud must be true or false (its default is false)');
    expect(optionProblem(def, 'style', 'x')?.message).toBe('style must be one of plain, fancy');
    expect(optionProblem(def, 'nosuch', 1)?.message).toBe('Input Check has no option \'nosuch\' (its options: big_sets, style, threshold, rate, loud, word, extra)');
  });
});
