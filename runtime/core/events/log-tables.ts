// The numbers the integer event log and move history (event-log.ts, history.ts) write in place of
// the runtime's strings and objects, made once per rule file and player count:
//
// - zones: zone instances in roundLayout(rules, n).keys order (the core state's numbering);
// - markers: roundLayout's markerKeys order;
// - cards: rules.cardTable indexes; a suit: its index in cardTable.suits (SUIT_NONE for null);
// - vars: game vars by their place in rules.def.vars, player vars in rules.def.playerVars;
// - rule ranges (SourceRange): the rule file's own range objects, found once by a walk of its
//   definition, by index (a range the walk did not find is added when first written);
// - strings (a score's `because`, a meld or zone name played into, an action's or an obligation's
//   name): the rule file's block labels, meld, zone, action and obligation names by index (others
//   added when first written).
import type { SourceRange } from '../../../grammar/diagnostics.js';
import type { Rules } from '../../rules.js';
import type { CardTable } from '../../card-table.js';
import { roundLayout } from '../../round-layout.js';
import { blockLabel } from '../../block-labels.js';

/** The suit code of null (no suit). */
export const SUIT_NONE = -1;

/** The most seats a `see` mask holds (bits 0..30 of a word). */
export const MAX_SEATS = 31;

/** A `see` word for an event seen by everyone (no `see` field); else a bit per seat. */
export const SEE_ALL = -1;

/** The per-rule-file part: ranges and strings (shared by every player count). */
export interface RulesTables {
  readonly ranges: SourceRange[];
  readonly rangeIndex: Map<SourceRange, number>;
  /** A range's index by its text (a copy of a rule file's range, as a saved state holds). */
  readonly rangeByText: Map<string, number>;
  readonly strings: string[];
  readonly stringIndex: Map<string, number>;
}

export interface LogTables {
  readonly rules: Rules;
  readonly n: number;
  readonly rt: RulesTables;
  readonly cards: CardTable;
  readonly zoneKeys: readonly string[];
  readonly zoneIndex: ReadonlyMap<string, number>;
  readonly markerKeys: readonly string[];
  readonly markerIndex: ReadonlyMap<string, number>;
  readonly varNames: readonly string[];
  readonly varIndex: ReadonlyMap<string, number>;
  readonly playerVarNames: readonly string[];
  readonly playerVarIndex: ReadonlyMap<string, number>;
}

const byRules = new WeakMap<Rules, RulesTables>();
const byCount = new WeakMap<Rules, Map<number, LogTables>>();

/** The tables of `rules` at `n` players, made once. */
export function logTables(rules: Rules, n: number): LogTables {
  if (n > MAX_SEATS) throw new Error(`the integer event log holds at most ${MAX_SEATS} seats (${n} given)`);
  let m = byCount.get(rules);
  if (m === undefined) byCount.set(rules, (m = new Map()));
  let t = m.get(n);
  if (t === undefined) m.set(n, (t = makeTables(rules, n)));
  return t;
}

function indexOf(list: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < list.length; i++) if (!out.has(list[i] as string)) out.set(list[i] as string, i);
  return out;
}

function makeTables(rules: Rules, n: number): LogTables {
  const layout = roundLayout(rules, n);
  const varNames = rules.def.vars.map((v) => v.name);
  const playerVarNames = rules.def.playerVars.map((v) => v.name);
  return {
    rules,
    n,
    rt: rulesTables(rules),
    cards: rules.cardTable,
    zoneKeys: layout.keys,
    zoneIndex: indexOf(layout.keys),
    markerKeys: layout.markerKeys,
    markerIndex: indexOf(layout.markerKeys),
    varNames,
    varIndex: indexOf(varNames),
    playerVarNames,
    playerVarIndex: indexOf(playerVarNames),
  };
}

export function rulesTables(rules: Rules): RulesTables {
  let t = byRules.get(rules);
  if (t === undefined) byRules.set(rules, (t = makeRulesTables(rules)));
  return t;
}

function makeRulesTables(rules: Rules): RulesTables {
  const t: RulesTables = { ranges: [], rangeIndex: new Map(), rangeByText: new Map(), strings: [], stringIndex: new Map() };
  collectRanges(t, rules.def, new Set());
  const def = rules.def;
  stringNumber(t, 'a rule');
  stringNumber(t, 'round score');
  for (const b of def.blocks) stringNumber(t, blockLabel(rules, b.id));
  for (const m of def.melds) stringNumber(t, m.name);
  for (const z of rules.zones.keys()) stringNumber(t, z);
  for (const a of def.actions) stringNumber(t, a.name);
  for (const o of def.obligations) stringNumber(t, o.name);
  return t;
}

function isRange(x: object): x is SourceRange {
  const r = x as Partial<SourceRange>;
  return typeof r.file === 'string' && typeof r.start === 'object' && r.start !== null && typeof r.end === 'object' && r.end !== null;
}

/** Every range object of the definition, in the order a walk meets them. */
function collectRanges(t: RulesTables, x: unknown, seen: Set<object>): void {
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  if (isRange(x)) {
    rangeNumber(t, x);
    return;
  }
  if (Array.isArray(x)) {
    for (const y of x) collectRanges(t, y, seen);
    return;
  }
  if (x instanceof Map) {
    for (const y of x.values()) collectRanges(t, y, seen);
    return;
  }
  if (x instanceof Set) {
    for (const y of x) collectRanges(t, y, seen);
    return;
  }
  for (const k in x) collectRanges(t, (x as Record<string, unknown>)[k], seen);
}

function rangeText(r: SourceRange): string {
  return `${r.file}:${r.start.line}:${r.start.column}:${r.start.offset}-${r.end.line}:${r.end.column}:${r.end.offset}`;
}

/** A range's number (-1 for none): the rule file's own object's, else one of the same text, else a new one. */
export function rangeNumber(t: RulesTables, r: SourceRange | undefined): number {
  if (r === undefined) return -1;
  let i = t.rangeIndex.get(r);
  if (i !== undefined) return i;
  const text = rangeText(r);
  i = t.rangeByText.get(text);
  if (i === undefined) {
    i = t.ranges.push(r) - 1;
    t.rangeByText.set(text, i);
  }
  t.rangeIndex.set(r, i);
  return i;
}

export function stringNumber(t: RulesTables, s: string): number {
  let i = t.stringIndex.get(s);
  if (i === undefined) {
    i = t.strings.push(s) - 1;
    t.stringIndex.set(s, i);
  }
  return i;
}

/** A suit letter's code: its index in the card table's suits, SUIT_NONE for null, else -2 - its string number. */
export function suitCode(t: LogTables, letter: string | null): number {
  if (letter === null) return SUIT_NONE;
  const suits = t.cards.suits;
  for (let k = 0; k < suits.length; k++) if (suits[k] === letter) return k;
  return -2 - stringNumber(t.rt, letter);
}

export function suitOfCode(t: LogTables, code: number): string | null {
  if (code === SUIT_NONE) return null;
  return code >= 0 ? (t.cards.suits[code] as string) : (t.rt.strings[-2 - code] as string);
}

/** A `see` list (ascending seats, as the runtime's are) as a mask; SEE_ALL for none. */
export function seeMask(see: readonly number[] | undefined): number {
  if (see === undefined) return SEE_ALL;
  let mask = 0;
  for (let i = 0; i < see.length; i++) mask |= 1 << (see[i] as number);
  return mask;
}

/** The `see` lists by mask, made once each (seers lists are shared and never changed in the runtime too). */
const seeLists = new Map<number, readonly number[]>();

export function seeList(mask: number): readonly number[] {
  let list = seeLists.get(mask);
  if (list === undefined) {
    const out: number[] = [];
    for (let seat = 0; seat < MAX_SEATS; seat++) if ((mask & (1 << seat)) !== 0) out.push(seat);
    seeLists.set(mask, (list = out));
  }
  return list;
}
