// Helpers for the runtime's unit tests: load a fixture rule file (with variants) from
// test/fixtures/runtime, start a game with a fixed deal, and make moves written in notation.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { compileRules } from '../../grammar/compile.js';
import {
  applyMove, parseMove, prepareRules,
  type GameOptions, type GameState, type Move, type MoveError, type Rules,
} from '../../runtime/index.js';
import { newGame } from './new-game.js';

const dir = fileURLToPath(new URL('../fixtures/runtime/', import.meta.url));

/** The path a fixture's source ranges name. */
export const fixturePath = (name: string): string => `test/fixtures/runtime/${name}`;

const cache = new Map<string, Rules>();

/** Compiles a fixture (and variants beside it); throws with the diagnostics if it does not compile. */
export function loadRules(name: string, variants: readonly string[] = []): Rules {
  const key = [name, ...variants].join('+');
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const src = (f: string) => ({ file: fixturePath(f), text: readFileSync(dir + f, 'utf8') });
  const r = compileRules(src(name), variants.map(src));
  if (r.def === undefined) throw new Error(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n'));
  const rules = prepareRules(r.def);
  cache.set(key, rules);
  return rules;
}

/** The 1-based line of the first line of a fixture holding `text`. */
export function lineOf(name: string, text: string): number {
  const lines = readFileSync(dir + name, 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(text));
  if (i < 0) throw new Error(`'${text}' is not in ${name}`);
  return i + 1;
}

/** The 1-based column of `text` on its first line in a fixture. */
export function columnOf(name: string, text: string): number {
  const line = readFileSync(dir + name, 'utf8').split('\n')[lineOf(name, text) - 1] ?? '';
  return line.indexOf(text) + 1;
}

export const NAMES = ['Ann', 'Bob', 'Cy', 'Di'] as const;

/** A game with a fixed deal: hands by player name (Ann, Bob, Cy, Di), other zones by key. */
export function dealt(
  rules: Rules,
  hands: Readonly<Record<string, readonly string[]>>,
  opts: Partial<GameOptions> = {},
): GameState {
  const players = opts.players ?? 3;
  const names = opts.names ?? NAMES.slice(0, players);
  const deal: Record<string, readonly string[]> = {};
  for (const [key, ids] of Object.entries(hands)) {
    const [owner, zone] = key.includes('.') ? key.split('.') : [key, 'hand'];
    const seat = names.indexOf(owner ?? '');
    deal[seat >= 0 ? `${zone}#${seat}` : key] = ids;
  }
  return newGame(rules, { players, names, leader: 0, deal, ...opts });
}

/** Parses a move (`Ann: play 3R`); fails the test when it does not parse. */
export function mv(rules: Rules, s: GameState, text: string): Move {
  const p = parseMove(rules, s, text);
  if (!p.ok) throw new Error(`${text}: ${p.code}: ${p.message}`);
  return p.move;
}

/** Applies moves in notation in order; fails the test at the first refused one. */
export function moves(rules: Rules, s: GameState, ...texts: string[]): GameState {
  let cur = s;
  for (const t of texts) {
    const r = applyMove(rules, cur, mv(rules, cur, t));
    if (!r.ok) throw new Error(`${t}: ${r.error.code}: ${r.error.message}`);
    cur = r.state;
  }
  return cur;
}

/** Applies a move that must be refused, and returns the error; the state must be unchanged. */
export function refused(rules: Rules, s: GameState, text: string): MoveError {
  const before = JSON.stringify(s);
  const r = applyMove(rules, s, mv(rules, s, text));
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`${text} was accepted`);
  return r.error;
}

export function hand(s: GameState, seat: number, zone = 'hand'): readonly string[] {
  return s.zones[`${zone}#${seat}`] ?? [];
}
