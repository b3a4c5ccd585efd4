// One way to reach each limit of docs/limits.md, by the row's name: what it does and the codes it
// ends with. limits.test.ts runs each (with more checks); limits-doc.test.ts holds them to the doc.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileRules } from '../../grammar/compile.js';
import { applyMove, createGame, legalMoves, prepareRules, MAX_MOVES, type GameState, type Move, type Rules } from '../../runtime/index.js';
import { withLimits } from '../../runtime/budget.js';
import { withLegalMovesCap } from '../../runtime/move-limits.js';
import { readTextFile } from '../../cli/files.js';

/** A small climbing game's rule file; `edit` changes its lines (each [from, to] a plain replacement). */
export const BASE = [
  'game: Limit Climb',
  'players: 2..3',
  'cards:',
  '  suits: { R: Red, G: Green }',
  '  ranks: 1..6',
  'deck:',
  '  all: { suits: all }',
  'melds:',
  '  single: { size: 1 }',
  '  set: { size: 2.., same: rank }',
  'vars:',
  '  n: 0',
  '  l: "[1]"',
  '  t: "\'x\'"',
  'round:',
  '  setup:',
  '    - shuffle: deck',
  '    - deal: { count: 3 }',
  '  play: { kind: climbing, pass: soft, all-passed: clear }',
  '  end-when: "players.any(p => p.hand.size == 0)"',
  '  score: "-me.hand.size"',
  'game-end:',
  '  after-rounds: 1',
  '  winner: highest',
  'actions:',
  '  wait: { ends-turn: true, do: "n += 1" }',
].join('\n') + '\n';

export function edited(...edits: (readonly [string, string])[]): string {
  let text = BASE;
  for (const [from, to] of edits) {
    if (!text.includes(from)) throw new Error(`'${from}' is not in the base rule file`);
    text = text.replace(from, to);
  }
  return text;
}

/** The codes compiling a rule file gives (errors and warnings). */
export function compileCodes(text: string): string[] {
  return compileRules({ file: 'limit.yaml', text }).diagnostics.map((d) => d.code);
}

export function rulesOf(text: string): Rules {
  const r = compileRules({ file: 'limit.yaml', text });
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  return prepareRules(r.def);
}

/** A base game with more actions (`name: effects`), created at 2 players. */
export function gameWith(actions: Readonly<Record<string, string>>, ...edits: (readonly [string, string])[]): { rules: Rules; state: GameState } {
  const lines = Object.entries(actions).map(([name, effects]) => `  ${name}: { do: ${JSON.stringify(effects)} }`);
  const rules = rulesOf(edited(...edits) + lines.join('\n') + '\n');
  const c = createGame(rules, { players: 2, seed: 1 });
  if (!c.ok) throw new Error(c.diagnostics.map((d) => d.code).join());
  return { rules, state: c.state };
}

/** Seat to move takes action `name`: the error code, or 'ok'. */
export function act(rules: Rules, s: GameState, name: string): { code: string; state: GameState } {
  const move: Move = { kind: 'action', seat: s.turn ?? 0, name };
  const r = applyMove(rules, s, move);
  return r.ok ? { code: 'ok', state: r.state } : { code: r.error.code, state: s };
}

export interface Hit {
  /** What reaching the limit looks like. */
  readonly how: string;
  /** The codes that result. */
  readonly run: () => string[];
}

/** The base game in which no meld may lead and there is no action to take: nobody can ever move. */
function stuck(...more: (readonly [string, string])[]): string {
  return edited(['  single: { size: 1 }', '  single: { size: 1, lead: false }'], ['  set: { size: 2.., same: rank }\n', ''], ['  wait: { ends-turn: true, do: "n += 1" }\n', ''], ...more).replace('actions:\n', '');
}

const nested = (n: number): string => `${'['.repeat(n)}3${']'.repeat(n)}`;

/** The codes each limit's hit ends with. */
export const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  'file-size': ['yaml/too-large'],
  'file-read': ['file-read/too-large'],
  'yaml-aliases': ['yaml/alias', 'yaml/alias'],
  'flow-depth': ['yaml/too-deep'],
  'expr-length': ['expr/too-long'],
  'expr-nesting': ['expr/too-deep'],
  'expr-tree-depth': ['expr/too-deep'],
  players: ['limit/players', 'game/player-count'],
  ranks: ['limit/ranks'],
  suits: ['limit/suits'],
  cards: ['limit/cards'],
  'name-length': ['limit/name-length'],
  'label-length': ['limit/label-length'],
  'steps-per-move': ['runtime/too-long'],
  'statements-per-move': ['runtime/effects-loop'],
  'engine-steps-per-move': ['runtime/no-progress'],
  'moves-per-game': ['runtime/no-end'],
  'value-size': ['runtime/too-large'],
  'choice-options': ['runtime/too-many-options'],
  'legal-moves': ['runtime/too-many-moves'],
};

export const HITS: Readonly<Record<string, Hit>> = {
  'file-size': {
    how: 'a rule file one byte over 1 MiB',
    run: () => compileCodes(`game: Big\nnotes: "${'x'.repeat(1024 * 1024)}"\n`),
  },
  'file-read': {
    how: 'the CLI reading a file over 4 MiB',
    run: () => {
      const dir = mkdtempSync(join(tmpdir(), 'limits-'));
      try {
        const path = join(dir, 'big.yaml');
        writeFileSync(path, 'x'.repeat(4 * 1024 * 1024 + 1));
        const r = readTextFile(path);
        return 'error' in r && r.error.includes('too large') ? ['file-read/too-large'] : ['read'];
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  'yaml-aliases': {
    how: 'an anchor and an alias',
    run: () => compileCodes(edited(['  ranks: 1..6', '  ranks: &r 1..6\n  other: *r'])),
  },
  'flow-depth': {
    how: 'players: written inside 65 brackets',
    run: () => compileCodes(edited(['players: 2..3', `players: ${nested(65)}`])),
  },
  'expr-length': {
    how: 'a score of over 10,000 characters',
    run: () => compileCodes(edited(['"-me.hand.size"', `"[${Array.from({ length: 3500 }, () => '1').join(', ')}].size"`])),
  },
  'expr-nesting': {
    how: 'a score in 51 parentheses',
    run: () => compileCodes(edited(['"-me.hand.size"', `"${'('.repeat(51)}1${')'.repeat(51)}"`])),
  },
  'expr-tree-depth': {
    how: 'a score of 300 unary minuses',
    run: () => compileCodes(edited(['"-me.hand.size"', `"${'- '.repeat(300)}1"`])),
  },
  players: {
    how: 'players: 2..65, and a game of 65 players under players: 2..',
    run: () => {
      const open = rulesOf(edited(['players: 2..3', 'players: 2..'], ['deal: { count: 3 }', 'deal: { count: all }']));
      const c = createGame(open, { players: 65, seed: 1 });
      return [...compileCodes(edited(['players: 2..3', 'players: 2..65'])), ...(c.ok ? ['created'] : c.diagnostics.map((d) => d.code))];
    },
  },
  ranks: {
    how: 'ranks: 1..1001',
    run: () => compileCodes(edited(['  ranks: 1..6', '  ranks: 1..1001'])),
  },
  suits: {
    how: '33 suits',
    run: () => {
      const letters = Array.from({ length: 33 }, (_, i) => `${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 'Z' : ''}`);
      return compileCodes(edited(['{ R: Red, G: Green }', `{ ${letters.map((l) => `${l}: S${l}`).join(', ')} }`]));
    },
  },
  cards: {
    how: '6 suits of 1,000 ranks: 6,000 cards',
    run: () => compileCodes(edited(['{ R: Red, G: Green }', '{ R: Red, G: Green, B: Blue, Y: Yellow, K: Black, W: White }'], ['  ranks: 1..6', '  ranks: 1..1000'])),
  },
  'name-length': {
    how: 'a var name of 65 characters',
    run: () => compileCodes(edited(['  n: 0', `  n: 0\n  ${'v'.repeat(65)}: 0`])),
  },
  'label-length': {
    how: 'a title of 201 characters',
    run: () => compileCodes(edited(['game: Limit Climb', `game: ${'T'.repeat(201)}`])),
  },
  'steps-per-move': {
    how: 'an action counting over a range of ranges, at the real budget',
    run: () => {
      const { rules, state } = gameWith({ spin: 'n = (1..5000).map(x => (1..5000).count(y => y > x)).size' });
      return [act(rules, state, 'spin').code];
    },
  },
  'statements-per-move': {
    how: 'a turn-start trigger in a game nobody can move in, under a bound of 500 statements',
    run: () => {
      const rules = rulesOf(stuck(['actions:', 'on:\n  turn-start:\n    - do: "n += 1"\nactions:']));
      const c = withLimits({ statements: 500 }, () => createGame(rules, { players: 2, seed: 1 }));
      return c.ok ? ['created'] : c.diagnostics.map((d) => d.code);
    },
  },
  'engine-steps-per-move': {
    how: 'a game nobody can move in (no meld may lead), under a bound of 2,000 engine steps',
    run: () => {
      const rules = rulesOf(stuck());
      const c = withLimits({ engineSteps: 2000 }, () => createGame(rules, { players: 2, seed: 1 }));
      return c.ok ? ['created'] : c.diagnostics.map((d) => d.code);
    },
  },
  'moves-per-game': {
    how: 'a game that never ends, put just before its 20,000th move',
    run: () => {
      const rules = rulesOf(edited(['  end-when: "players.any(p => p.hand.size == 0)"\n', '']));
      const c = createGame(rules, { players: 2, seed: 1 });
      if (!c.ok) return ['not created'];
      const near = { ...c.state, moveCount: MAX_MOVES };
      return [act(rules, near, 'wait').code];
    },
  },
  'value-size': {
    how: 'a list var doubled on every move',
    run: () => {
      const g = gameWith({ grow: 'l = l + l' });
      let s = g.state;
      for (let i = 0; i < 30; i++) {
        const r = act(g.rules, s, 'grow');
        if (r.code !== 'ok') return [r.code];
        s = r.state;
      }
      return ['ok'];
    },
  },
  'choice-options': {
    how: 'choose_rank over 5,001 numbers',
    run: () => {
      const { rules, state } = gameWith({ pick: 'n = choose_rank(1..5001)' });
      return [act(rules, state, 'pick').code];
    },
  },
  'legal-moves': {
    how: 'three wilds declarable as 1,000 ranks in two suits, under a bound of 2,000 plays',
    run: () => {
      const rules = rulesOf(edited(
        ['  ranks: 1..6', '  ranks: 1..6\n  special: { W: { wild: true, count: 3 } }'],
        ['  all: { suits: all }', '  all: { suits: all, special: [W] }'],
        ['melds:', 'wilds: { ranks: 1..1000, suits: [R, G] }\nmelds:'],
      ));
      const deal = { 'hand#0': ['W#1', 'W#2', 'W#3', '1R'], 'hand#1': ['2R', '3R', '4R'], deck: [] };
      return withLegalMovesCap(2000, () => {
        const c = createGame(rules, { players: 2, seed: 1, deal });
        if (c.ok) {
          try {
            return [`${legalMoves(rules, c.state).length} moves`];
          } catch (err) {
            return [(err as { code?: string }).code ?? 'threw'];
          }
        }
        return c.diagnostics.map((d) => d.code);
      });
    },
  },
};
