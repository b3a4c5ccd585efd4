// Game records: the rules (paths, texts and their hash), options, seed, names, each round's deal
// and the moves in notation. Replaying a record reproduces the game exactly; undo is a replay of all
// but the last move. Under edited rules a replay still gets each round's recorded deal, and says
// whether the rules changed and which move, if any, no longer applies (replayOnto).
import type { GameState, RoundDeal } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { applyMove, createGame, isSetupFailure, type MoveError, type SetupFailure } from './engine.js';
import { moveText, parseMove } from './notation.js';
import { cloneState } from './clone.js';
import { rulesHash } from './text-hash.js';
import type { Value } from './values.js';
import type { SourceRange } from '../grammar/diagnostics.js';

export type { RoundDeal } from './state.js';

/** The record format recordOf writes. Format 1 (no `format` key) had no hash, texts or deals. */
export const RECORD_FORMAT = 2;

export interface GameRecord {
  /** 2; absent in a format-1 record. */
  readonly format?: 1 | 2;
  /** The rule file, by its path relative to the record (it may be a variant that extends its game). */
  readonly rules: string;
  /** Variant files, relative to the record, in the order applied. */
  readonly variants: readonly string[];
  /** rulesHash of the rule texts (the base game first, then each variant) and the options. */
  readonly hash?: string;
  /** Every rule file's text as recorded, by the same relative paths (a base game brought in by `extends` too). */
  readonly files?: Readonly<Record<string, string>>;
  /** Every option's value, defaults included. */
  readonly options: Readonly<Record<string, Value>>;
  readonly seed: string;
  readonly names: readonly string[];
  /** Each round's deal, by round number (`"1"`, `"2"`, ...). */
  readonly deals?: Readonly<Record<string, RoundDeal>>;
  /** Moves in notation, each prefixed with the player's name (`Ann: play 3R`). */
  readonly moves: readonly string[];
}

/** A rule file's text with its path as the record names it. */
export interface RuleText {
  readonly path: string;
  readonly text: string;
}

/**
 * The record of a game. `files` are the texts the rules were compiled from, in the order compiled
 * (the base game first, then each variant): with them the record holds the texts and their hash.
 */
export function recordOf(rules: Rules, s: GameState, rulesFile: string, variants: readonly string[], files: readonly RuleText[] = []): GameRecord {
  // Each move's text is written in the state it was made in, so replay from the start (with the
  // game's deals: a game continued from a replay under edited rules was dealt by them).
  const texts: string[] = [];
  const created = createGame(rules, { players: s.names.length, names: s.names, seed: s.seed, options: s.options, deals: s.deals ?? {} });
  // The state was created with these very inputs, so they can only fail for a state not made by createGame.
  if (!created.ok) throw new Error(`recordOf: the game cannot be set up again: ${created.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; ')}`);
  let cur = created.state;
  for (const m of s.history) {
    texts.push(`${s.names[m.seat]}: ${moveText(rules, cur, m)}`);
    const r = applyMove(rules, cur, m);
    if (!r.ok) break;
    cur = r.state;
  }
  return {
    format: RECORD_FORMAT,
    rules: rulesFile,
    variants,
    ...(files.length > 0 ? { hash: rulesHash(files.map((f) => f.text), s.options), files: Object.fromEntries(files.map((f) => [f.path, f.text])) } : {}),
    options: s.options,
    seed: s.seed,
    names: s.names,
    deals: s.deals ?? {},
    moves: texts,
  };
}

export type ReplayResult = { ok: true; states: GameState[] } | { ok: false; states: GameState[]; index: number; error: MoveError };

/** The game a record starts: its players, seed, options and deals; or why it cannot start. */
function startOf(rules: Rules, record: GameRecord): ReturnType<typeof createGame> {
  return createGame(rules, {
    players: record.names.length, names: record.names, seed: record.seed, options: record.options, ...(record.deals ? { deals: record.deals } : {}),
  });
}

/** A replayed state keeps the deals of its rounds so far only, as the state it reproduces did. */
function pastDealsOnly(s: GameState): GameState {
  const deals = s.deals ?? {};
  if (!Object.keys(deals).some((k) => Number(k) > s.round)) return s;
  const copy = cloneState(s);
  copy.deals = Object.fromEntries(Object.entries(deals).filter(([k]) => Number(k) <= s.round));
  return copy;
}

/**
 * Replays a record: every state from the start to the end (or to the first refused move); or
 * createGame's failure when the record's players or options do not fit the rules.
 */
export function replay(rules: Rules, record: GameRecord, upTo = record.moves.length): ReplayResult | SetupFailure {
  const created = startOf(rules, record);
  if (!created.ok) return created;
  let s = created.state;
  const states = [s];
  let refused: { index: number; error: MoveError } | undefined;
  for (let i = 0; i < Math.min(upTo, record.moves.length); i++) {
    const parsed = parseMove(rules, s, record.moves[i] ?? '');
    const r = parsed.ok ? applyMove(rules, s, parsed.move) : { ok: false as const, error: { code: parsed.code, message: parsed.message } };
    if (!r.ok) {
      refused = { index: i, error: r.error };
      break;
    }
    s = r.state;
    states.push(s);
  }
  const out = states.map(pastDealsOnly);
  return refused === undefined ? { ok: true, states: out } : { ok: false, states: out, ...refused };
}

/** The first move of a record that no longer applies. */
export interface ReplayStop {
  /** Its index in `record.moves` (0-based). */
  readonly index: number;
  /** Its text in the record. */
  readonly move: string;
  readonly code: string;
  readonly reason: string;
  readonly range?: SourceRange;
}

export interface ReplayReport {
  /** The start, then the state after each move that applied. Empty when the game cannot start. */
  readonly states: readonly GameState[];
  /** Whether the rules' hash differs from the record's; null when there is nothing to compare (no `hash` in the record, or no `texts` given). */
  readonly rulesChanged: boolean | null;
  /** The first move that no longer applies, or null when every move did (play may go on from the last state). */
  readonly stopped: ReplayStop | null;
  /** What of the recorded deals these rules cannot place as recorded (cards or zones they lack, cards the deal does not name). */
  readonly dealNotes: readonly string[];
  /** These rules cannot start the game at all (the player count, an option): then `states` is empty. */
  readonly setupError: MoveError | null;
}

export interface ReplayOptions {
  /** The current rule texts, the base game first, then each variant: compared with the record's hash. */
  readonly texts?: readonly string[];
  /** Replay only the first `upTo` moves. */
  readonly upTo?: number;
}

/**
 * Replays a record onto rules that may have been edited since: each round gets its recorded deal,
 * the moves are applied in turn, and the report says whether the rules changed and which move, if
 * any, no longer applies (with its code and reason). Never throws for the record's sake.
 */
export function replayOnto(rules: Rules, record: GameRecord, opts: ReplayOptions = {}): ReplayReport {
  const rulesChanged = record.hash === undefined || opts.texts === undefined ? null : rulesHash(opts.texts, record.options) !== record.hash;
  const notes = dealNotes(rules, record);
  const r = replay(rules, record, opts.upTo);
  if (isSetupFailure(r)) {
    const d = r.diagnostics[0];
    const setupError = { code: d?.code ?? 'game/player-count', message: r.diagnostics.map((x) => x.message).join('; '), ...(d ? { range: d.range } : {}) };
    return { states: [], rulesChanged, stopped: null, dealNotes: notes, setupError };
  }
  const stopped = r.ok ? null : {
    index: r.index, move: record.moves[r.index] ?? '', code: r.error.code, reason: r.error.message, ...(r.error.range ? { range: r.error.range } : {}),
  };
  return { states: r.states, rulesChanged, stopped, dealNotes: notes, setupError: null };
}

/** Up to five ids, then how many more. */
function idList(ids: readonly string[]): string {
  return ids.length <= 5 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`;
}

/** What of a record's deals these rules cannot place as recorded, one line per round and problem. */
export function dealNotes(rules: Rules, record: GameRecord): string[] {
  const n = record.names.length;
  const keys = new Set(['deck', 'box']);
  for (const z of rules.zones.values()) {
    if (z.perPlayer) for (let i = 0; i < n; i++) keys.add(zoneKey(z.name, i));
    else keys.add(zoneKey(z.name, null));
  }
  const out: string[] = [];
  for (const [round, deal] of Object.entries(record.deals ?? {})) {
    const named = [...new Set(Object.values(deal.zones).flat())];
    const unknownCards = named.filter((id) => !rules.cards.has(id));
    const unknownZones = Object.keys(deal.zones).filter((k) => !keys.has(k));
    const namedSet = new Set(named);
    const unnamed = [...rules.cards.keys()].filter((id) => !namedSet.has(id));
    if (unknownCards.length > 0) out.push(`round ${round}: the recorded deal has cards these rules do not (${idList(unknownCards)}): they are left out`);
    if (unknownZones.length > 0) out.push(`round ${round}: the recorded deal has zones these rules do not (${idList(unknownZones)}): their cards are dealt by these rules`);
    if (unnamed.length > 0) out.push(`round ${round}: cards the recorded deal does not name (${idList(unnamed)}) are dealt by these rules`);
  }
  return out;
}
