// The round's end-when, answered again without evaluating it when nothing it reads has changed.
// It is asked after every move and after most automatic steps (engine.ts advance), while what it
// reads (players' vars, a zone's size) changes seldom. An end-when made only of the shapes below
// has its reads listed once per rule file; each answer keeps their values, its result and the
// budget steps it took. When the same state shows the same values again, the answer is the same
// and so is its cost (an evaluation's path, and so its steps, is decided by the values it reads):
// those steps are spent without the work, so every budget and error is what it was.
import type { Expr } from '../grammar/expr/ast.js';
import type { GameState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { memberResolution, nameResolution } from './eval/resolved.js';

/** One value an end-when reads: the player count, a var, a shared zone's size, or one per seat. */
type Read =
  | { readonly kind: 'players' }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'zone-size'; readonly key: string }
  | { readonly kind: 'seat-zone-size'; readonly zone: string }
  | { readonly kind: 'seat-var'; readonly name: string }
  | { readonly kind: 'seat-member'; readonly field: 'score' | 'roundScore' | 'tricks' | 'out' | 'outOrder' };

/** Built-in player members that are a field of the player's state (PLAYER_MEMBERS), by name. */
const PLAYER_FIELDS: Readonly<Record<string, 'score' | 'roundScore' | 'tricks' | 'out' | 'outOrder'>> = {
  score: 'score', round_score: 'roundScore', tricks: 'tricks', out: 'out', out_order: 'outOrder',
};

/** List methods over `players` or `active` whose lambda may be read through (each reads what its lambda does). */
const SEAT_METHODS = new Set(['count', 'any', 'all']);

/** Operators on the values read: no list built, nothing else looked up. */
const PLAIN_OPS = new Set(['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', 'and', 'or']);

/**
 * Every value `e` reads, or null when it may read anything else (then it is always evaluated).
 * Lambda parameters are only those of `players/active.count/any/all`, so each is a player.
 */
export function endWhenReads(rules: Rules, e: Expr): Read[] | null {
  const out: Read[] = [{ kind: 'players' }];
  return collect(rules, e, out) ? out : null;
}

function collect(rules: Rules, e: Expr, out: Read[]): boolean {
  switch (e.kind) {
    case 'number': case 'string': case 'bool': case 'null':
      return true;
    case 'unary':
      return collect(rules, e.operand, out);
    case 'binary':
      return PLAIN_OPS.has(e.op) && collect(rules, e.left, out) && collect(rules, e.right, out);
    case 'conditional':
      return collect(rules, e.test, out) && collect(rules, e.then, out) && collect(rules, e.else, out);
    case 'name': {
      const to = nameResolution(rules, e).to;
      if (to === 'param') return true; // a player (see above): what is read of it is its members
      if (to === 'var') {
        out.push({ kind: 'var', name: e.name });
        return true;
      }
      return false;
    }
    case 'member':
      return member(rules, e, out);
    case 'call': {
      const callee = e.callee;
      if (callee.kind !== 'member' || !SEAT_METHODS.has(callee.name) || !isPlayers(rules, callee.object, out)) return false;
      const arg = e.args[0];
      if (e.args.length !== 1 || arg === undefined || arg.name !== undefined || arg.value.kind !== 'lambda') return false;
      return collect(rules, arg.value.body, out);
    }
    default:
      return false;
  }
}

function member(rules: Rules, e: Extract<Expr, { kind: 'member' }>, out: Read[]): boolean {
  const object = e.object;
  if (e.name === 'size') {
    // A shared zone's size, a player's zone's size, or how many players (or active ones).
    if (object.kind === 'name' && nameResolution(rules, object).to === 'zone') {
      out.push({ kind: 'zone-size', key: zoneKey(object.name, null) });
      return true;
    }
    if (object.kind === 'member' && isParam(rules, object.object) && memberResolution(rules, object).to === 'player-zone') {
      out.push({ kind: 'seat-zone-size', zone: object.name });
      return true;
    }
    if (isPlayers(rules, object, out)) return true;
  }
  if (!isParam(rules, object)) return false;
  const r = memberResolution(rules, e);
  if (r.to === 'player-var') {
    out.push({ kind: 'seat-var', name: e.name });
    return true;
  }
  const field = Object.prototype.hasOwnProperty.call(PLAYER_FIELDS, e.name) ? PLAYER_FIELDS[e.name] : undefined;
  if (r.to === 'member' && r.of === 'player' && field !== undefined) {
    out.push({ kind: 'seat-member', field });
    return true;
  }
  return r.to === 'member' && r.of === 'player' && e.name === 'seat';
}

function isParam(rules: Rules, e: Expr): boolean {
  return e.kind === 'name' && nameResolution(rules, e).to === 'param';
}

/**
 * Whether `e` is `players` or `active` (the players not out: it reads each seat's `out`, which
 * is then listed). Both are lists of players, decided by the player count and those flags.
 */
function isPlayers(rules: Rules, e: Expr, out: Read[]): boolean {
  if (e.kind !== 'name' || (e.name !== 'players' && e.name !== 'active') || nameResolution(rules, e).to !== 'global') return false;
  if (e.name === 'active') out.push({ kind: 'seat-member', field: 'out' });
  return true;
}

/** A value kept for comparing: only a primitive is compared (a list or object is never the same). */
type Kept = number | string | boolean | null | undefined;

// A read's kind as a number, for the loops below (they run one to three times per move).
const PLAYERS = 0;
const VAR = 1;
const ZONE_SIZE = 2;
const SEAT_ZONE_SIZE = 3;
const SEAT_VAR = 4;
const SEAT_MEMBER = 5;

/** The reads as the loops below take them: each one's kind code and its name (var, zone key, zone or field). */
interface Plan {
  readonly codes: Uint8Array;
  readonly names: readonly string[];
  /** Per seat-zone read, the zone's key by seat (zoneKey), made once. */
  readonly keys: string[][];
}

function planOf(reads: readonly Read[]): Plan {
  const codes = new Uint8Array(reads.length);
  const names: string[] = [];
  for (let r = 0; r < reads.length; r++) {
    const read = reads[r] as Read;
    switch (read.kind) {
      case 'players': codes[r] = PLAYERS; names.push(''); break;
      case 'var': codes[r] = VAR; names.push(read.name); break;
      case 'zone-size': codes[r] = ZONE_SIZE; names.push(read.key); break;
      case 'seat-zone-size': codes[r] = SEAT_ZONE_SIZE; names.push(read.zone); break;
      case 'seat-var': codes[r] = SEAT_VAR; names.push(read.name); break;
      case 'seat-member': codes[r] = SEAT_MEMBER; names.push(read.field); break;
    }
  }
  return { codes, names, keys: reads.map(() => []) };
}

/** The key of zone `zone` of `seat` for read `r`, made once per read and seat. */
function seatKey(plan: Plan, r: number, zone: string, seat: number): string {
  const keys = plan.keys[r] as string[];
  return (keys[seat] ??= zoneKey(zone, seat));
}

/** The value read `r` gives in `s` (for `seat`, when it is read per seat). */
function valueAt(plan: Plan, r: number, s: GameState, seat: number): unknown {
  const name = plan.names[r] as string;
  switch (plan.codes[r]) {
    case PLAYERS: return s.players.length;
    case VAR: return s.vars[name];
    case ZONE_SIZE: return s.zones[name]?.length;
    case SEAT_ZONE_SIZE: return s.zones[seatKey(plan, r, name, seat)]?.length;
    case SEAT_VAR: return (s.players[seat] as GameState['players'][number]).vars[name];
    default: return (s.players[seat] as GameState['players'][number])[name as 'score' | 'roundScore' | 'tricks' | 'out' | 'outOrder'];
  }
}

/** Whether `v` is a primitive equal to the kept `k` (a list or object is never the same). */
function same(v: unknown, k: Kept): boolean {
  return (v === null || typeof v !== 'object') && v === k;
}

/**
 * Whether every value the plan reads in `s` is a primitive equal to the one kept in `into`, in
 * order. The reads asked after most steps (the player count, a seat var) are read here directly.
 */
function sameValues(plan: Plan, s: GameState, into: readonly Kept[]): boolean {
  const codes = plan.codes;
  const players = s.players;
  const n = players.length;
  let k = 0;
  for (let r = 0; r < codes.length; r++) {
    const code = codes[r] as number;
    if (code === PLAYERS) {
      if (into[k++] !== n) return false;
    } else if (code === SEAT_VAR) {
      const name = plan.names[r] as string;
      for (let i = 0; i < n; i++) if (!same((players[i] as GameState['players'][number]).vars[name], into[k++])) return false;
    } else if (code < SEAT_ZONE_SIZE) {
      if (!same(valueAt(plan, r, s, 0), into[k++])) return false;
    } else {
      for (let i = 0; i < n; i++) if (!same(valueAt(plan, r, s, i), into[k++])) return false;
    }
  }
  return k === into.length;
}

/** Puts what the plan reads in `s` into `into` (from index 0); false when a value is not a primitive. */
function keepValues(plan: Plan, s: GameState, into: Kept[]): boolean {
  const codes = plan.codes;
  const n = s.players.length;
  let k = 0;
  for (let r = 0; r < codes.length; r++) {
    const each = (codes[r] as number) < SEAT_ZONE_SIZE ? 1 : n;
    for (let i = 0; i < each; i++) {
      const v = valueAt(plan, r, s, i);
      if (v !== null && typeof v === 'object') return false;
      into[k++] = v as Kept;
    }
  }
  into.length = k;
  return true;
}

/** The last answer of one rule file's end-when in one state. */
export interface EndWhenMemo {
  readonly reads: readonly Read[];
  readonly plan: Plan;
  state: GameState | null;
  held: boolean;
  cost: number;
  readonly values: Kept[];
}

export function newEndWhenMemo(reads: readonly Read[]): EndWhenMemo {
  return { reads, plan: planOf(reads), state: null, held: false, cost: 0, values: [] };
}

/** Whether the memo's answer stands for `s` (the same state, every value read the same). */
export function memoStands(memo: EndWhenMemo, s: GameState): boolean {
  return memo.state === s && sameValues(memo.plan, s, memo.values);
}

/** Keeps an answer and its cost for `s`; or forgets the memo when a value read cannot be compared. */
export function keepAnswer(memo: EndWhenMemo, s: GameState, held: boolean, cost: number): void {
  if (!Number.isFinite(cost) || !keepValues(memo.plan, s, memo.values)) {
    memo.state = null;
    return;
  }
  memo.state = s;
  memo.held = held;
  memo.cost = cost;
}
