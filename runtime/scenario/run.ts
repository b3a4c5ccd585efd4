// Runs a scenario file: the designer's regression test of a rule file — an explicit deal, moves
// in the move notation, expectations, and moves that must be refused with a given code.
import { compileRules, optionChoices, variantExtends, type OptionChoices, type SourceFile } from '../../grammar/compile.js';
import { extendsTarget, layerChain } from '../../grammar/def/variant-chain.js';
import { formatDiagnostic, hasErrors, type Diagnostic } from '../../grammar/diagnostics.js';
import { loadYaml, nodeAt, rangeOf, toPlain, type PlainValue } from '../../grammar/yaml/load.js';
import { checkStructure } from '../../grammar/schema/validate.js';
import { prepareRules, zoneKey, type Rules } from '../rules.js';
import { applyMove, createGame } from '../engine.js';
import { cardHint, parseMove } from '../notation.js';
import { logLines } from '../event-text.js';
import type { GameState, LaterDeal } from '../state.js';
import type { Value } from '../values.js';
import { checkExpect } from './expectations.js';
import { dirname, resolvePath } from './paths.js';

export interface ScenarioFailure {
  readonly line: number;
  readonly message: string;
}

export interface ScenarioResult {
  readonly file: string;
  readonly name: string;
  readonly passed: boolean;
  readonly failures: readonly ScenarioFailure[];
  /** The final state, when the scenario got as far as creating a game. */
  readonly state?: GameState;
}

export type ReadFile = (path: string) => string | undefined;

type PlainMap = { [key: string]: PlainValue };

function asMap(v: PlainValue | undefined): PlainMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
}

/** Compiled rules shared by the scenarios of one run, keyed by files and option values. */
export class RulesCache {
  private readonly cache = new Map<string, { rules?: Rules; errors: string[] }>();

  /** `options`: the values the game will be created with; options with a `patch:` change the rules. */
  get(read: ReadFile, main: string, variants: readonly string[], options: OptionChoices = {}): { rules?: Rules; errors: string[] } {
    const chosen = Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = JSON.stringify([main, variants, chosen]);
    let hit = this.cache.get(key);
    if (hit === undefined) {
      // A variant brings the variants it extends (and a rule file that is a variant, its game).
      const named = (f: string): { path: string; named: string } => ({ path: f, named: f });
      const chain = layerChain<SourceFile>(named(main), variants.map(named), {
        read: (path) => {
          const text = read(path);
          return text === undefined ? { error: `cannot read ${path}` } : { file: { file: path, text } };
        },
        extendsOf: (src) => variantExtends(src),
        resolve: extendsTarget,
      });
      if ('error' in chain) hit = { errors: [chain.error] };
      else {
        const r = compileRules(chain.base.file, chain.layers.map((l) => l.file), { options });
        hit = r.def === undefined
          ? { errors: r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic) }
          : { rules: prepareRules(r.def), errors: [] };
      }
      this.cache.set(key, hit);
    }
    return hit;
  }
}

/**
 * The card ids a deal names: a special card with several copies may be named by its name alone
 * (`Joker`), which takes the first copy (`Joker#1`, `Joker#2` …) the deal does not name otherwise.
 */
function dealIds(rules: Rules, lists: readonly (readonly string[])[]): string[][] | string {
  const named = new Set(lists.flat());
  const copies = new Map(rules.def.cards.special.filter((sp) => sp.count > 1).map((sp) => [sp.name, Array.from({ length: sp.count }, (_, i) => `${sp.name}#${i + 1}`)]));
  const out: string[][] = [];
  for (const list of lists) {
    const ids: string[] = [];
    for (const id of list) {
      const free = copies.get(id)?.find((c) => !named.has(c));
      if (copies.has(id) && free === undefined) return `deal: every copy of '${id}' is dealt already`;
      if (free !== undefined) named.add(free);
      const real = free ?? id;
      if (!rules.cards.has(real)) return `deal: there is no card '${id}' in this game${cardHint(rules, id)}`;
      ids.push(real);
    }
    out.push(ids);
  }
  return out;
}

/** The fixed deal: `Ann: [...]` is Ann's hand, `Ann.left: [...]` her zone left, `deck: [...]` a shared zone. */
function dealZones(rules: Rules, deal: PlainMap, names: readonly string[]): Record<string, string[]> | string {
  const zones: Record<string, string[]> = {};
  const entries = Object.entries(deal);
  const ids = dealIds(rules, entries.map(([, cards]) => (Array.isArray(cards) ? cards.map(String) : [])));
  if (typeof ids === 'string') return ids;
  for (const [i, [key]] of entries.entries()) {
    const cards = ids[i] ?? [];
    const [owner, zoneName] = key.includes('.') ? key.split('.') : [key, undefined];
    const seat = names.findIndex((n) => n.toLowerCase() === (owner ?? '').toLowerCase());
    if (seat >= 0) {
      const z = rules.zones.get(zoneName ?? 'hand');
      if (z === undefined || !z.perPlayer) return `deal: '${key}': there is no per-player zone '${zoneName}'`;
      zones[zoneKey(zoneName ?? 'hand', seat)] = cards;
    } else if (zoneName === undefined) {
      const z = rules.zones.get(key);
      if (z === undefined || z.perPlayer) return `deal: '${key}' is neither a player (${names.join(', ')}) nor a shared zone`;
      zones[key] = cards;
    } else return `deal: there is no player '${owner}'`;
  }
  return zones;
}

/** The fixed deals of later rounds (`rounds: { 2: { deal, leader, wild } }`), or the first problem with its line. */
function laterDeals(rules: Rules, rounds: PlainMap, names: readonly string[], lineOf: (path: (string | number)[]) => number): { deals: Record<number, LaterDeal> } | { line: number; message: string } {
  const out: Record<number, LaterDeal> = {};
  for (const [key, value] of Object.entries(rounds)) {
    const r = asMap(value);
    const zones = dealZones(rules, asMap(r['deal']), names);
    if (typeof zones === 'string') return { line: lineOf(['rounds', key, 'deal']), message: `round ${key}: ${zones}` };
    const leaderName = r['leader'];
    const leader = typeof leaderName === 'string' ? names.findIndex((n) => n.toLowerCase() === leaderName.toLowerCase()) : undefined;
    if (leader !== undefined && leader < 0) return { line: lineOf(['rounds', key, 'leader']), message: `round ${key}: leader: there is no player '${String(leaderName)}'` };
    const wild = Array.isArray(r['wild']) ? r['wild'].map(String) : [];
    const unknown = wild.find((id) => !rules.cards.has(id));
    if (unknown !== undefined) return { line: lineOf(['rounds', key, 'wild']), message: `round ${key}: wild: there is no card '${unknown}' in this game` };
    out[Number(key)] = { zones, wild, ...(leader !== undefined ? { leader } : {}) };
  }
  return { deals: out };
}

export function runScenario(file: string, text: string, read: ReadFile, cache = new RulesCache()): ScenarioResult {
  const fail = (name: string, line: number, message: string, state?: GameState): ScenarioResult => ({ file, name, passed: false, failures: [{ line, message }], ...(state ? { state } : {}) });
  const loaded = loadYaml(file, text);
  if (loaded.doc === undefined) return fail(file, loaded.diagnostics[0]?.range.start.line ?? 1, loaded.diagnostics.map(formatDiagnostic).join('\n'));
  const doc = loaded.doc;
  const structural = checkStructure(doc, 'scenario');
  if (hasErrors(structural)) return fail(file, structural[0]?.range.start.line ?? 1, structural.map(formatDiagnostic).join('\n'));
  const sc = asMap(toPlain(doc));
  const name = typeof sc['scenario'] === 'string' ? sc['scenario'] : file;
  const lineOf = (path: (string | number)[]): number => {
    const node = nodeAt(doc, path);
    return node ? rangeOf(doc, node).start.line : 1;
  };
  const dir = dirname(file);
  const rulesFile = resolvePath(dir, String(sc['rules'] ?? 'game.yaml'));
  const variants = (Array.isArray(sc['variants']) ? sc['variants'] : []).map((v) => resolvePath(dir, String(v)));
  const options = asMap(sc['options']);
  // The rules are compiled with the options the game is created with (they choose the patches).
  const compiled = cache.get(read, rulesFile, variants, optionChoices(options));
  if (compiled.rules === undefined) return fail(name, lineOf(['rules']), `the rules do not compile:\n${compiled.errors.join('\n')}`);
  const rules = compiled.rules;

  const playersSpec = sc['players'];
  const names = Array.isArray(playersSpec) ? playersSpec.map(String) : Array.from({ length: Number(playersSpec ?? 0) }, (_, i) => `Player ${i + 1}`);
  const deal = sc['deal'] === undefined ? undefined : dealZones(rules, asMap(sc['deal']), names);
  if (typeof deal === 'string') return fail(name, lineOf(['deal']), deal);
  const later = laterDeals(rules, asMap(sc['rounds']), names, lineOf);
  if (!('deals' in later)) return fail(name, later.line, later.message);
  const leaderName = sc['leader'];
  const leader = typeof leaderName === 'string' ? names.indexOf(leaderName) : undefined;
  if (leader !== undefined && leader < 0) return fail(name, lineOf(['leader']), `leader: there is no player '${String(leaderName)}'`);
  const created = createGame(rules, {
    players: names.length,
    names,
    seed: typeof sc['seed'] === 'number' || typeof sc['seed'] === 'string' ? sc['seed'] : 1,
    options: options as Record<string, Value>,
    ...(deal ? { deal } : {}),
    ...(Array.isArray(sc['wild']) ? { wild: sc['wild'].map(String) } : {}),
    ...(leader !== undefined ? { leader } : {}),
    ...(Object.keys(later.deals).length > 0 ? { laterDeals: later.deals } : {}),
  });
  if (!created.ok) return fail(name, setupLine(created.diagnostics, lineOf), created.diagnostics.map(setupText).join('\n'));
  let state = created.state;
  // A failure after the game began ends with what happened last, as the log tells it.
  const failAt = (line: number, message: string): ScenarioResult => fail(name, line, `${message}${recentLog(rules, state)}`, state);

  const steps = Array.isArray(sc['steps']) ? sc['steps'] : [];
  for (let i = 0; i < steps.length; i++) {
    const step = asMap(steps[i]);
    const line = lineOf(['steps', i]);
    if (step['expect'] !== undefined) {
      const diffs = checkExpect(rules, state, asMap(step['expect']));
      if (diffs.length > 0) return failAt(line, diffs.join('\n'));
      continue;
    }
    const entry = Object.entries(step).find(([k]) => k !== 'error');
    if (entry === undefined) return failAt(line, 'a step needs a move (`Ann: play 3R`) or `expect:`');
    const [who, moveText] = entry;
    const parsed = parseMove(rules, state, `${who}: ${String(moveText)}`);
    const wantError = typeof step['error'] === 'string' ? step['error'] : undefined;
    if (!parsed.ok) {
      if (wantError !== undefined && wantError === parsed.code) continue;
      return failAt(line, `${who}: ${String(moveText)}: ${parsed.code}: ${parsed.message}`);
    }
    const result = applyMove(rules, state, parsed.move);
    if (wantError !== undefined) {
      if (result.ok) return failAt(line, `${who}: ${String(moveText)} should be refused with ${wantError}, but it was accepted`);
      if (result.error.code !== wantError) return failAt(line, `${who}: ${String(moveText)} should be refused with ${wantError}, but was refused with ${result.error.code}: ${result.error.message}`);
      continue;
    }
    if (!result.ok) return failAt(line, `${who}: ${String(moveText)} was refused: ${result.error.code}: ${result.error.message}`);
    state = result.state;
  }
  return { file, name, passed: true, failures: [], state };
}

/** The last lines of the game's log (all cards shown: the scenario's author sees everything). */
function recentLog(rules: Rules, s: GameState): string {
  const lines = logLines(rules, s, 'designer');
  if (lines.length === 0) return '';
  const last = lines.slice(-RECENT);
  return `\nlast in the log${lines.length > RECENT ? ` (${lines.length - RECENT} lines before)` : ''}:\n${last.map((l) => `  ${l}`).join('\n')}`;
}

const RECENT = 6;

/**
 * The scenario line a setup failure is reported at: its `players` or `options` for a problem of
 * the game's inputs (game/...), else the first line (the error itself points into the rules).
 */
function setupLine(diagnostics: readonly Diagnostic[], lineOf: (path: (string | number)[]) => number): number {
  const code = diagnostics[0]?.code ?? '';
  if (code === 'game/player-count' || code === 'game/no-deck') return lineOf(['players']);
  return code.startsWith('game/') ? lineOf(['options']) : 1;
}

/** `code: message`, the message after its place in the rule file for a rule-file error. */
function setupText(d: Diagnostic): string {
  const at = d.code.startsWith('game/') ? '' : `${d.range.file}:${d.range.start.line}:${d.range.start.column}: `;
  return `${d.code}: ${at}${d.message}`;
}
