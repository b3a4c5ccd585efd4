// createGame's checks of what a game is created with (the player count, the option values), as
// diagnostics in the front end's shape. Such a problem is in the inputs, not in the rule file, and
// the game's definition keeps no place for `players:` or `options:`: it points at the start of the
// main rule file (a missing deck at the first deck entry, as semantic/no-deck does).
import { MAX_PLAYERS } from '../grammar/def/limits.js';
import type { Diagnostic, SourceRange } from '../grammar/diagnostics.js';
import type { GameDef, LiteralValue, OptionDef } from '../grammar/def/types.js';
import { suggest } from '../grammar/expr/suggest.js';
import { deckFor } from './rules.js';
import type { RuntimeCode } from './codes.js';
import type { Value } from './values.js';
import { jsonCopy } from '../grammar/json-copy.js';

/** An empty range at line 1, column 1 of the main rule file. */
export function fileStart(def: GameDef): SourceRange {
  const start = { line: 1, column: 1, offset: 0 };
  return { file: def.file, start, end: start };
}

function problem(code: RuntimeCode, message: string, range: SourceRange): Diagnostic {
  return { severity: 'error', code, message, range };
}

const hasOwn = Object.prototype.hasOwnProperty;

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

const kindOf = (v: LiteralValue): string =>
  typeof v === 'number' ? (Number.isInteger(v) ? 'a whole number' : 'a number') : typeof v === 'boolean' ? 'true or false' : typeof v === 'string' ? 'a word' : 'a list';

const mean = (given: string, candidates: readonly string[]): string => {
  const s = suggest(given, candidates);
  return s === undefined ? '' : ` — did you mean '${s}'?`;
};

/**
 * Whether `value` is of the kind of an option's default, for an option without `values:`: a whole
 * number for a whole-number default (any number for a fractional one), a boolean, a string, a list
 * for a list (its items are not checked); anything for a `null` default.
 */
function sameKind(def: LiteralValue, value: unknown): boolean {
  if (def === null) return true;
  if (Array.isArray(def)) return Array.isArray(value);
  if (typeof def === 'number') return typeof value === 'number' && Number.isFinite(value) && (Number.isInteger(value) || !Number.isInteger(def));
  return typeof value === typeof def;
}

/**
 * Why `value` cannot be the game's option `name` (game/unknown-option, game/bad-option), or
 * undefined when it can: an option the game does not have, a value outside its `values:`, or
 * (without `values:`) a value not of its default's kind.
 */
export function optionProblem(def: GameDef, name: string, value: unknown): Diagnostic | undefined {
  const at = fileStart(def);
  const o: OptionDef | undefined = def.options.find((x) => x.name === name);
  if (o === undefined) {
    const names = def.options.map((x) => x.name);
    if (names.length === 0) return problem('game/unknown-option', `${def.title} has no options`, at);
    return problem('game/unknown-option', `${def.title} has no option '${name}'${mean(name, names) || ` (its options: ${names.join(', ')})`}`, at);
  }
  if (o.values !== undefined) {
    const key = JSON.stringify(value);
    if (o.values.some((x) => JSON.stringify(x) === key)) return undefined;
    const choices = o.values.map(shown);
    return problem('game/bad-option', `${name} must be one of ${choices.join(', ')}${mean(shown(value), choices)}`, at);
  }
  if (sameKind(o.default, value)) return undefined;
  return problem('game/bad-option', `${name} must be ${kindOf(o.default)} (its default is ${shown(o.default)})`, at);
}

/** Options with a `patch:` change the rules themselves: the game must take the values the rules were compiled with. */
function notCompiled(def: GameDef, options: Readonly<Record<string, Value>>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, key] of Object.entries(def.patchedWith ?? {})) {
    const v = options[name];
    const given = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (given !== key) {
      out.push(problem('game/option-not-compiled', `option '${name}' is ${given}, but the rules were compiled with ${key}: compile the rules with the options the game is created with`, fileStart(def)));
    }
  }
  return out;
}

function playerCountText(def: GameDef): string {
  const { min, max } = def.players;
  return max === min ? `${min}` : max === Infinity ? `${min} or more` : `${min}–${max}`;
}

/**
 * The game's options (the defaults, with the given values over them) and every problem of the
 * inputs: the player count (and then a deck for it), each option value, and then the options the
 * rules were compiled with. The options are meaningful only without problems.
 */
export function checkGameInputs(def: GameDef, players: number, given: Readonly<Record<string, Value>>): { readonly options: Record<string, Value>; readonly problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  if (!Number.isInteger(players) || players < def.players.min || players > def.players.max) {
    problems.push(problem('game/player-count', `${def.title} is for ${playerCountText(def)} players, not ${players}`, fileStart(def)));
  } else if (players > MAX_PLAYERS) {
    problems.push(problem('game/player-count', `a game is for at most ${MAX_PLAYERS} players, not ${players}`, fileStart(def)));
  } else if (deckFor(def, players) === undefined) {
    problems.push(problem('game/no-deck', `${def.title} has no deck for ${players} players`, def.decks[0]?.range ?? fileStart(def)));
  }
  const options: Record<string, Value> = {};
  for (const o of def.options) options[o.name] = jsonCopy(o.default) as Value;
  let refused = false;
  for (const name in given) {
    if (!hasOwn.call(given, name)) continue;
    const value = given[name] as Value;
    const p = optionProblem(def, name, value);
    if (p === undefined) options[name] = value;
    else {
      problems.push(p);
      refused = true;
    }
  }
  // A value refused above is not also reported as not compiled.
  if (!refused && def.patchedWith !== undefined) for (const p of notCompiled(def, options)) problems.push(p);
  return { options, problems };
}
