// Handlers and effect blocks on the core state, as the runtime runs them (effects.ts fire,
// effect-runner.ts runEffects, effect-calls.ts): a handler's `when` compiled over the core state,
// tasks and frames kept in their JSON form (CoreJson.tasks, frames: a saved state resumes there),
// each statement compiled once to a closure that evaluates (the same budget steps as the runtime's)
// and then performs. The effects played so far: assignments (game vars, player vars, locals; a
// choice as the value, or inside a list), `if`, `while`, move, sit_out, end_round, lead, flip, unflip, take,
// retire, give_back, resolve (a frame per held marker, given back as it ends), make_wild, score and
// each (its element in a lambda slot, choices allowed in its body). Blocks with anything else are
// refused when the core is built (compileBlocks throws Unsupported).
import type { EffectItem, EventName, Handler } from '../../grammar/def/types.js';
import { EVENT_NAMES } from '../../grammar/def/types.js';
import type { AssignOp, CallExpr, Expr, Stmt } from '../../grammar/expr/ast.js';
import type { SourceRange } from '../../grammar/diagnostics.js';
import type { Frame, Task } from '../state.js';
import type { Rules } from '../rules.js';
import { zoneKey } from '../rules.js';
import { RuleError } from '../eval/context.js';
import { exprCost } from '../eval/cost.js';
import { resolutionIfAny } from '../eval/resolved.js';
import { isChoice } from '../eval/choices.js';
import { countStatement, closeBudget, openBudget, spend } from '../budget.js';
import { checkStored } from '../value-size.js';
import { blockShape, stmtHoldsChoice } from '../block-shape.js';
import { unionSeers, zoneSeers } from '../event-seers.js';
import { isCard, isMarker, isPlayer, valueEquals, type Value } from '../values.js';
import { compileBoolean, compileValue, compileValueIn, constantUnder, slots, Unsupported, type CoreEnv, type CoreFn, type Scope } from './expr/index.js';
import type { CoreLayout } from './layout.js';
import { markWild, moveCardTo, FLIPPED, REMOVED, RETIRING, ROUND_END, type CoreState } from './state.js';
import { addScore } from './score.js';
import { blockLabel } from '../block-labels.js';
import { byPriority } from '../effect-calls.js';
import type { MarkerDef } from '../../grammar/def/types.js';
import type { MarkerVerb } from '../events.js';
import type { GameEvent } from '../events.js';
import { Ask } from '../eval/choices.js';
import { compileChoice, isChoiceCall, pendingOf, type AnswerCursor } from './choices.js';
import type { VarsRead } from './expr/reads.js';

type Perform = (s: CoreState) => void;
/** A statement: evaluates (env: the frame's me and locals) and gives what it will do. */
type Run = (s: CoreState, env: CoreEnv) => Perform;
/** A statement with a choice: what it will do, or the Ask of its choice with no answer yet (choices.ts). */
type Step = (s: CoreState, env: CoreEnv) => Perform | Ask;

interface CStmt {
  readonly run: Step;
  readonly assign: boolean;
  /** A choice is written in it (it may ask, and logs answers). */
  readonly asks: boolean;
}

type CItem =
  | { readonly kind: 'stmt'; readonly stmt: CStmt }
  | { readonly kind: 'if'; readonly test: CoreFn<boolean>; readonly then: number; readonly else: number }
  | { readonly kind: 'while'; readonly test: CoreFn<boolean>; readonly block: number }
  | { readonly kind: 'in-turn'; readonly players: CoreFn<Value>; readonly block: number };

interface Listener {
  readonly each: boolean;
  readonly when: CoreFn<boolean> | undefined;
  /**
   * The `when`'s value under the options the core was compiled for: 1 always true, 0 always false
   * (the handler never runs), -1 not known (evaluated). A known `when` is not evaluated, but its
   * steps (`cost`, at `range`) are spent as its evaluation would spend them.
   */
  readonly fixed: number;
  readonly cost: number;
  readonly range: SourceRange | undefined;
  readonly block: number;
  readonly shares: boolean;
}

/** A rule file's handlers and blocks compiled for the core. */
export interface CoreEffects {
  readonly rules: Rules;
  readonly L: CoreLayout;
  /** The game options everything here was compiled for (buildCore), or undefined: any. */
  readonly options: Readonly<Record<string, Value>> | undefined;
  /** Compiled items by block id (undefined: a block no handler or setup step reaches). */
  readonly blocks: (readonly CItem[] | undefined)[];
  /** A block's one statement when it runs without a frame (block-shape.ts alone), by block id. */
  readonly alone: (CStmt | undefined)[];
  readonly on: Readonly<Partial<Record<EventName, readonly Listener[]>>>;
  /** `on` by event number (EVENT_NAMES' index, the ON_ constants): fire's lookup is an array's, not a keyed load of several names. */
  readonly byEvent: readonly (readonly Listener[] | undefined)[];
  /** The environment statements and handler conditions are evaluated in. */
  readonly env: CoreEnv;
  /** The answers log of the statement running and how many of its answers its choices took. */
  readonly cursor: AnswerCursor;
  /** The vars whose writes are counted in CoreState.varsWritten (what the end-when reads: engine.ts endsRound). */
  readonly watched: VarsRead | undefined;
  /**
   * shed-out.ts detectShedOuts, which runEffects runs after statements (as effect-runner.ts does):
   * set by the climbing procedure (climbing.ts buildClimb), null in a game without shed-outs.
   */
  shedOuts: ((s: CoreState) => void) | null;
  /** Whether an effect scores (the round-end event's parts are then read back to the round's start). */
  scores: boolean;
}

const NO_LOCALS: Readonly<Record<string, Value>> = Object.freeze({});
const NO_SCOPE: Scope = [];
const NO_MARKERS: readonly MarkerDef[] = Object.freeze([]);
/** What an `each` binds its element as: a runtime Value in the slot (compile.ts SlotRep). */
const ELEMENT: Scope[number] = { rep: 'value' };

/** Event numbers for fire: their index in EVENT_NAMES (checked below). */
export const ON_ROUND_START = 0;
export const ON_TURN_START = 1;
export const ON_PLAY = 2;
export const ON_PASS = 3;
export const ON_TRICK_END = 4;
export const ON_SHED_OUT = 5;
export const ON_ROUND_END = 6;
export const ON_MOVE = 7;
const numbered: readonly [number, EventName][] = [[ON_ROUND_START, 'round-start'], [ON_TURN_START, 'turn-start'], [ON_PLAY, 'play'], [ON_PASS, 'pass'], [ON_TRICK_END, 'trick-end'], [ON_SHED_OUT, 'shed-out'], [ON_ROUND_END, 'round-end'], [ON_MOVE, 'move']];
for (const [i, name] of numbered) if (EVENT_NAMES[i] !== name) throw new Error(`core effects: event ${i} is ${EVENT_NAMES[i]}, not ${name}`);

function emit(s: CoreState, e: GameEvent): void {
  s.json.events.push(e);
}

/** Compiles every handler and the given blocks (setup `then`s); throws Unsupported for what the core does not play. */
export function compileEffects(rules: Rules, L: CoreLayout, env: CoreEnv, extraBlocks: readonly number[], watched?: VarsRead, options?: Readonly<Record<string, Value>>): CoreEffects {
  const fx: CoreEffects = { rules, L, options, blocks: [], alone: [], on: {}, byEvent: [], env, cursor: { answers: [], index: 0 }, watched, shedOuts: null, scores: false };
  const on: Partial<Record<EventName, readonly Listener[]>> = {};
  for (const [event, handlers] of Object.entries(rules.def.on) as [EventName, readonly Handler[] | undefined][]) {
    if (handlers === undefined || handlers.length === 0) continue;
    on[event] = handlers.map((h) => {
      compileBlock(fx, h.do.id);
      const when = h.when;
      const known = when === undefined || options === undefined ? undefined : constantUnder(L, when, options);
      return {
        each: h.each,
        when: when === undefined ? undefined : compileBoolean(L, when, options),
        fixed: known === undefined ? -1 : known.value === true ? 1 : 0,
        cost: known?.cost ?? 0,
        range: when?.range,
        block: h.do.id,
        shares: blockShape(rules, h.do.id)?.writesLocals === false,
      };
    });
  }
  for (const id of extraBlocks) compileBlock(fx, id);
  (fx as { on: typeof on }).on = on;
  (fx as { byEvent: CoreEffects['byEvent'] }).byEvent = EVENT_NAMES.map((name) => on[name]);
  return fx;
}

function compileBlock(fx: CoreEffects, id: number): void {
  if (fx.blocks[id] !== undefined) return;
  const block = fx.rules.def.blocks[id];
  if (block === undefined) throw new Unsupported(`effect block ${id}`);
  const items: CItem[] = [];
  fx.blocks[id] = items;
  for (const item of block.items) items.push(compileItem(fx, item, id));
  const alone = blockShape(fx.rules, id)?.alone;
  if (alone !== undefined) fx.alone[id] = (items[0] as Extract<CItem, { kind: 'stmt' }>).stmt;
}

function compileItem(fx: CoreEffects, item: EffectItem, block: number): CItem {
  if (item.kind === 'if') {
    compileBlock(fx, item.then.id);
    compileBlock(fx, item.else.id);
    return { kind: 'if', test: compileBoolean(fx.L, item.test, fx.options), then: item.then.id, else: item.else.id };
  }
  if (item.kind === 'in-turn') {
    compileBlock(fx, item.do.id);
    return { kind: 'in-turn', players: compileValue(fx.L, item.players, fx.options), block: item.do.id };
  }
  if (item.kind === 'while') {
    compileBlock(fx, item.do.id);
    return { kind: 'while', test: compileBoolean(fx.L, item.test, fx.options), block: item.do.id };
  }
  return { kind: 'stmt', stmt: compileStmt(fx, item.stmt, block) };
}

function compileStmt(fx: CoreEffects, stmt: Stmt, block: number): CStmt {
  if (stmt.kind === 'assign') {
    if (stmtHoldsChoice(fx.rules, stmt)) return { run: compileAssign(fx, stmt, stagedValue(fx, stmt.value)), assign: true, asks: true };
    return { run: compileAssign(fx, stmt), assign: true, asks: false };
  }
  const call = stmt.call;
  const cost = exprCost(call);
  const effect = compileCall(fx, call, block, NO_SCOPE);
  const range = stmt.range;
  return {
    run: (s, env) => {
      spend(cost, range);
      return effect(s, env);
    },
    assign: false,
    asks: stmtHoldsChoice(fx.rules, stmt),
  };
}

function combine(op: AssignOp, old: Value, value: Value, range: SourceRange): Value {
  if (op === '=') {
    checkStored(value, range);
    return value;
  }
  const a = typeof old === 'number' ? old : 0;
  if (Array.isArray(old) && op === '+=') {
    const v = [...old, ...(Array.isArray(value) ? value : [value])];
    checkStored(v, range);
    return v;
  }
  const b = typeof value === 'number' ? value : 0;
  return op === '+=' ? a + b : a - b;
}

/**
 * A statement's value that holds a choice (staged.ts stagedExpr): the choice itself, or a list of
 * items some of which are choices (`me.bets += [choose_player(active)]`), its nodes paid first. The
 * logged answer, or the Ask (nothing of the statement happens then). Other shapes are refused.
 */
function stagedValue(fx: CoreEffects, e: Expr): (s: CoreState, env: CoreEnv) => Value | Ask {
  const { rules, L } = fx;
  const cursor = fx.cursor;
  if (isChoiceCall(rules, e)) {
    const choice = compileChoice(rules, L, e, false, fx.options);
    return (s, env) => choice(s, env, cursor);
  }
  if (e.kind !== 'list') throw new Unsupported('a choice inside an expression');
  const cost = exprCost(e);
  const range = e.range;
  const items = e.items.map((item): ((s: CoreState, env: CoreEnv) => Value | Ask) => {
    if (!isChoiceCall(rules, item)) return compileValueIn(L, item, fx.options);
    const choice = compileChoice(rules, L, item, true, fx.options);
    return (s, env) => choice(s, env, cursor);
  });
  return (s, env) => {
    spend(cost, range);
    const out: Value[] = [];
    for (let i = 0; i < items.length; i++) {
      const v = (items[i] as (s: CoreState, env: CoreEnv) => Value | Ask)(s, env);
      if (v instanceof Ask) return v;
      out.push(v);
    }
    return out;
  };
}

function compileAssign(fx: CoreEffects, stmt: Extract<Stmt, { kind: 'assign' }>, staged?: (s: CoreState, env: CoreEnv) => Value | Ask): Step {
  const { rules, L } = fx;
  const target = stmt.target;
  const value: (s: CoreState, env: CoreEnv) => Value | Ask = staged ?? compileValue(L, stmt.value, fx.options);
  const op = stmt.op;
  if (target.kind === 'name') {
    const name = target.name;
    if (resolutionIfAny(rules, target)?.to === 'var') {
      const k = L.varIndex.get(name) as number;
      const quiet = rules.def.vars[k]?.log === false;
      const counted = fx.watched?.vars.has(name) === true ? 1 : 0;
      return (s, env) => {
        const v = value(s, env);
        if (v instanceof Ask) return v;
        return (st) => {
          const before = st.gvars[k] ?? null;
          const after = combine(op, before, v, target.range);
          st.gvars[k] = after;
          st.varsWritten += counted;
          if (!quiet) varEvent(fx, st, name, null, before, after, target.range);
        };
      };
    }
    return (s, env) => {
      const v = value(s, env);
      if (v instanceof Ask) return v;
      const locals = env.locals as Record<string, Value>;
      return () => {
        locals[name] = combine(op, locals[name] ?? null, v, target.range);
      };
    };
  }
  const owner = compileValue(L, target.object, fx.options);
  const name = target.name;
  const k = L.playerVarIndex.get(name);
  const toPlayerVar = k !== undefined && resolutionIfAny(rules, target)?.to === 'player-var';
  const quiet = k !== undefined && rules.def.playerVars[k]?.log === false;
  const P = L.playerVarNames.length;
  const counted = fx.watched?.playerVars.has(name) === true ? 1 : 0;
  return (s, env) => {
    const v = value(s, env);
    if (v instanceof Ask) return v;
    const o = owner(s, env);
    return (st) => {
      if (isPlayer(o) && o.seat >= 0 && o.seat < L.n && toPlayerVar) {
        const at = o.seat * P + (k as number);
        const before = st.pvars[at] ?? null;
        const after = combine(op, before, v, target.range);
        st.pvars[at] = after;
        st.varsWritten += counted;
        if (!quiet) varEvent(fx, st, name, o.seat, before, after, target.range);
        return;
      }
      throw new RuleError('runtime/assign', `cannot assign to '${name}' here`, target.range);
    };
  };
}

function cardIdsIn(v: Value, out: string[]): string[] {
  if (Array.isArray(v)) for (const x of v) cardIdsIn(x, out);
  else if (isCard(v)) out.push(v.id);
  return out;
}

/** event-seers.ts cardSeers over the core state: the seats that see every one of the cards where they are. */
function cardSeersOf(fx: CoreEffects, s: CoreState, ids: readonly string[]): readonly number[] | null {
  let out: readonly number[] | null = null;
  for (const id of ids) {
    const c = fx.L.cards.index.get(id);
    const z = c === undefined ? -1 : (s.at[c] as number);
    const seers = z < 0 ? [] : zoneSeers(fx.rules, fx.L.zoneKeys[z] as string);
    if (seers === null) continue;
    out = out === null ? seers : out.filter((x) => seers.includes(x));
  }
  return out;
}

/** effect-runner.ts varEvent. */
function varEvent(fx: CoreEffects, s: CoreState, name: string, seat: number | null, before: Value, value: Value, rule: SourceRange): void {
  // A number (the usual var) names no card: valueEquals is ===, and no seers are asked.
  if (typeof value === 'number') {
    if (before !== value) emit(s, { kind: 'var', name, seat, value, rule });
    return;
  }
  if (valueEquals(before, value)) return;
  // Nor does a value that is neither a list nor a card (a player, a marker, null, …).
  if (!Array.isArray(value) && !isCard(value)) {
    emit(s, { kind: 'var', name, seat, value, rule });
    return;
  }
  const ids = cardIdsIn(value, []);
  const seers = ids.length === 0 ? null : cardSeersOf(fx, s, ids);
  if (seers === null) emit(s, { kind: 'var', name, seat, value, rule });
  else emit(s, { kind: 'var', name, seat, value, rule, see: seers });
}

/** An argument that must be null or a player: its seat (null for null). */
function seatArg(fx: CoreEffects, call: CallExpr, i: number, scope: Scope = NO_SCOPE): (s: CoreState, env: CoreEnv) => number | null {
  const e = argOf(call, i);
  const read = compileValueIn(fx.L, e, fx.options, scope);
  const message = `${call.callee.name} needs a player as argument ${i + 1}`;
  return (s, env) => {
    const v = read(s, env);
    if (v === null) return null;
    if (!isPlayer(v)) throw new RuleError('runtime/type', message, e.range);
    return v.seat;
  };
}

function argOf(call: CallExpr, i: number): Expr {
  const e = call.args[i]?.value;
  if (e === undefined || call.args[i]?.name !== undefined) throw new Unsupported(`${call.callee.name} without argument ${i + 1}`);
  return e;
}

/** The zone instance an expression names (effect-args.ts zoneNamed), or undefined when it names none. */
function zoneNamed(fx: CoreEffects, e: Expr, choices: boolean, scope: Scope = NO_SCOPE): ((s: CoreState, env: CoreEnv) => number) | undefined {
  const { rules, L } = fx;
  if (choices && e.kind === 'call' && e.callee.kind === 'name' && isChoice(e.callee.name)) {
    const first = e.args[0];
    return first === undefined || first.name !== undefined ? undefined : zoneNamed(fx, first.value, false, scope);
  }
  if (e.kind === 'conditional') {
    // effect-args.ts: `a ? me.hand : discard`, its test read as part of the statement (not paid again).
    if (choices) return undefined;
    const a = zoneNamed(fx, e.then, false, scope);
    const b = zoneNamed(fx, e.else, false, scope);
    if (a === undefined || b === undefined) return undefined;
    const test = compileValueIn(L, e.test, fx.options, scope);
    return (s, env) => (test(s, env) === true ? a(s, env) : b(s, env));
  }
  const r = e.kind === 'name' || e.kind === 'member' ? resolutionIfAny(rules, e) : undefined;
  if (e.kind === 'name' && r?.to === 'zone') {
    const z = L.zoneKeyIndex.get(zoneKey(e.name, null));
    if (z === undefined) throw new Unsupported(`the zone ${e.name}`);
    return () => z;
  }
  if (e.kind === 'member' && r?.to === 'player-zone') {
    const owner = compileValueIn(L, e.object, fx.options, scope);
    const d = L.zoneDef.get(e.name);
    if (d === undefined) throw new Unsupported(`the zone ${e.name}`);
    return (s, env) => {
      const o = owner(s, env);
      return isPlayer(o) && o.seat >= 0 && o.seat < L.n ? (L.zoneInstance[d * L.n + o.seat] as number) : -1;
    };
  }
  return undefined;
}

/**
 * An effect call (effect-calls.ts EFFECT_IMPLS): `block` is the block its statement is in (a
 * score's label), `scope` the parameters of the `each` bodies around it (empty for a statement's
 * own call).
 */
function compileCall(fx: CoreEffects, call: CallExpr, block: number, scope: Scope): Step {
  const { rules, L } = fx;
  if (call.callee.kind !== 'name') throw new Unsupported('an effect that is not a name');
  const range = call.range;
  const cursor = fx.cursor;
  /** Argument i's value; a choice written there asks, or gives its answer. */
  const valueArg = (i: number): ((s: CoreState, env: CoreEnv) => Value | Ask) => {
    const e = argOf(call, i);
    if (!isChoiceCall(rules, e)) return compileValueIn(L, e, fx.options, scope);
    const chosen = compileChoice(rules, L, e, true, fx.options, scope);
    return (s, env) => chosen(s, env, cursor);
  };
  switch (call.callee.name) {
    case 'move': {
      const arg0 = argOf(call, 0);
      // Cards a choice gives (`move(choose_card(dealer.hand), deck)`): the choice asks, or gives its answer.
      const cards = valueArg(0);
      const toZone = zoneNamed(fx, argOf(call, 1), false, scope);
      if (toZone === undefined) throw new Unsupported('move to something not a zone');
      // The zone the cards are named by (`move(me.right, discard)`, a choice's list): evaluated as
      // effect-calls.ts evaluates it (its steps), though a card's zone is known here (CoreState.at).
      const from = zoneNamed(fx, arg0, true, scope);
      return (s, env) => {
        const v = cards(s, env);
        if (v instanceof Ask) return v;
        const list = Array.isArray(v) ? v : v === null ? [] : [v];
        const moved: number[] = [];
        for (const c of list) if (isCard(c)) moved.push(L.cards.index.get(c.id) as number);
        const to = toZone(s, env);
        if (to < 0) throw new RuleError('runtime/not-a-zone', 'expected a zone, like discard or me.hand', argOf(call, 1).range);
        if (from !== undefined) from(s, env);
        return (st) => {
          emitMoved(fx, st, moved, to, range);
          for (const c of moved) moveCardTo(st, c, to);
          if (moved.length > 0) st.effectMoves++;
        };
      };
    }
    case 'sit_out': {
      const seat = seatArg(fx, call, 0, scope);
      return (s, env) => {
        const at = seat(s, env);
        return (st) => {
          if (at !== null) markOut(st, at);
        };
      };
    }
    case 'end_round':
      return () => (st) => {
        st.roundEnding = 1;
      };
    case 'lead': {
      const seat = seatArg(fx, call, 0, scope);
      return (s, env) => {
        const at = seat(s, env);
        return (st) => lead(st, at, range);
      };
    }
    case 'score': {
      // effect-calls.ts score: a player (or null) and points; a number scores, anything else nothing.
      const seat = seatArg(fx, call, 0, scope);
      const points = compileValueIn(L, argOf(call, 1), fx.options, scope);
      const because = blockLabel(rules, block);
      fx.scores = true;
      return (s, env) => {
        const at = seat(s, env);
        const n = points(s, env);
        return (st) => {
          if (at !== null && at >= 0 && at < L.n && typeof n === 'number') addScore(rules, st, at, n, because, range);
        };
      };
    }
    case 'take': {
      // effect-calls.ts take: the marker (a choice may give it) goes to the player, unless removed or theirs.
      const marker = markerArg(fx, call, 0, valueArg(0));
      const seat = seatArg(fx, call, 1, scope);
      return (s, env) => {
        const key = marker(s, env);
        if (key instanceof Ask) return key;
        const at = seat(s, env);
        return (st) => {
          const m = markerAt(L, st, key);
          if (m < 0 || key === null || at === null) return;
          if (((st.markerFlags[m] as number) & REMOVED) !== 0 || st.markerOwner[m] === at) return;
          st.markerOwner[m] = at;
          emit(st, { kind: 'marker', verb: 'take', marker: key, seat: at, rule: range });
        };
      };
    }
    case 'retire':
    case 'give_back': {
      // effect-calls.ts onMarker: retire (removed now if nobody holds it, else when given back), give_back.
      const retire = call.callee.name === 'retire';
      const marker = markerArg(fx, call, 0, compileValueIn(L, argOf(call, 0), fx.options, scope));
      return (s, env) => {
        const key = marker(s, env) as string | null;
        return (st) => {
          const m = markerAt(L, st, key);
          if (m < 0 || key === null) return;
          if (!retire) {
            returnMarker(st, m, key);
            return;
          }
          const f = st.markerFlags[m] as number;
          if ((f & REMOVED) !== 0) return;
          const owner = st.markerOwner[m] as number;
          let verb: MarkerVerb;
          if (owner < 0) {
            st.markerFlags[m] = f | REMOVED;
            verb = 'remove';
          } else {
            st.markerFlags[m] = f | RETIRING;
            verb = 'retire';
          }
          emit(st, { kind: 'marker', verb, marker: key, seat: owner < 0 ? null : owner, rule: range });
        };
      };
    }
    case 'resolve': {
      // effect-calls.ts resolve: a frame per held marker of the pool, the highest priority on top,
      // each giving its marker back when done. The on-resolve blocks of the markers in play here.
      const e = argOf(call, 0);
      const read = compileValueIn(L, e, fx.options, scope);
      const message = 'resolve needs a pool of markers as argument 1';
      for (const defs of rules.pools.values()) {
        for (const d of defs) if (d.onResolve !== undefined && L.markerIndex.has(d.name)) compileBlock(fx, d.onResolve.id);
      }
      return (s, env) => {
        const v = read(s, env);
        if (v !== null && !(typeof v === 'object' && !Array.isArray(v) && v.t === 'pool')) throw new RuleError('runtime/type', message, e.range);
        const defs = v === null ? NO_MARKERS : byPriority(rules, v.name);
        return (st) => {
          const frames = st.json.frames;
          for (let i = 0; i < defs.length; i++) {
            const d = defs[i] as MarkerDef;
            const m = markerAt(L, st, d.name);
            if (m < 0) continue;
            const owner = st.markerOwner[m] as number;
            if (owner < 0) continue;
            frames.push({ block: d.onResolve?.id ?? -1, pc: 0, me: owner, locals: {}, answers: [], after: { giveBack: d.name } });
          }
        };
      };
    }
    case 'make_wild': {
      // effect-calls.ts make_wild: the cards not wild yet become wild; one event names them.
      const read = valueArg(0);
      return (s, env) => {
        const v = read(s, env);
        if (v instanceof Ask) return v;
        const list = Array.isArray(v) ? v : v === null ? [] : [v];
        const ids: string[] = [];
        for (const c of list) if (isCard(c)) ids.push(c.id);
        return (st) => makeWild(fx, st, ids, range);
      };
    }
    case 'each': {
      // effect-calls.ts each: every element's arguments first, then every element's effect.
      const fn = call.args[1]?.value;
      if (fn === undefined || fn.kind !== 'lambda') throw new Unsupported('each without a function');
      if (fn.body.kind !== 'call') throw new Unsupported('each whose body is not an effect call');
      const list = compileValueIn(L, argOf(call, 0), fx.options, scope);
      const slot = scope.length;
      const body = compileCall(fx, fn.body, block, [...scope, ELEMENT]);
      const cost = exprCost(fn);
      const fnRange = fn.range;
      return (s, env) => {
        const items = list(s, env);
        if (!Array.isArray(items)) return () => {};
        const performs: Perform[] = [];
        const old = slots[slot];
        try {
          for (let i = 0; i < items.length; i++) {
            slots[slot] = items[i] as Value;
            spend(cost, fnRange);
            // An element's choice with no answer yet: nothing of the statement has happened.
            const step = body(s, env);
            if (step instanceof Ask) return step;
            performs.push(step);
          }
        } finally {
          slots[slot] = old;
        }
        return (st) => {
          for (const perform of performs) perform(st);
        };
      };
    }
    case 'flip':
    case 'unflip': {
      const flipped = call.callee.name === 'flip';
      const marker = markerArg(fx, call, 0, compileValueIn(L, argOf(call, 0), fx.options, scope));
      return (s, env) => {
        const key = marker(s, env) as string | null;
        return (st) => {
          const m = markerAt(L, st, key);
          if (m < 0 || key === null) return;
          const f = st.markerFlags[m] as number;
          if (((f & FLIPPED) !== 0) === flipped) return;
          st.markerFlags[m] = flipped ? f | FLIPPED : f & ~FLIPPED;
          const owner = st.markerOwner[m] as number;
          emit(st, { kind: 'marker', verb: flipped ? 'flip' : 'unflip', marker: key, seat: owner < 0 ? null : owner, rule: range });
        };
      };
    }
    default:
      throw new Unsupported(`the effect ${call.callee.name}`);
  }
}

/** An argument that must be null or a marker (`read` gives it, or a choice's Ask): its key. */
function markerArg(fx: CoreEffects, call: CallExpr, i: number, read: (s: CoreState, env: CoreEnv) => Value | Ask): (s: CoreState, env: CoreEnv) => string | null | Ask {
  const e = argOf(call, i);
  const message = `${call.callee.name} needs a marker as argument ${i + 1}`;
  return (s, env) => {
    const v = read(s, env);
    if (v === null || v instanceof Ask) return v;
    if (!isMarker(v)) throw new RuleError('runtime/type', message, e.range);
    return v.key;
  };
}

/** effect-runner.ts finishFrame: the resolved marker back to its pool (if it is in play). */
function giveBack(fx: CoreEffects, s: CoreState, key: string): void {
  const m = markerAt(fx.L, s, key);
  if (m >= 0) returnMarker(s, m, key);
}

/** The number of the marker with this key while it is in play (the state has its round's markers), else -1. */
function markerAt(L: CoreLayout, s: CoreState, key: string | null): number {
  const m = key === null ? undefined : L.markerIndex.get(key);
  return m === undefined || !s.hasMarkers ? -1 : m;
}

/** effect-calls.ts returnMarker: a held marker goes back to its pool; one retired while held leaves the round now. */
function returnMarker(s: CoreState, m: number, key: string): void {
  const owner = s.markerOwner[m] as number;
  s.markerOwner[m] = -1;
  if (owner >= 0) emit(s, { kind: 'marker', verb: 'return', marker: key, seat: owner });
  const f = s.markerFlags[m] as number;
  if ((f & RETIRING) !== 0) {
    s.markerFlags[m] = (f | REMOVED) & ~RETIRING;
    emit(s, { kind: 'marker', verb: 'remove', marker: key, seat: null });
  }
}

/** effect-calls.ts make_wild's perform, over the core state. */
function makeWild(fx: CoreEffects, s: CoreState, ids: readonly string[], rule: SourceRange): void {
  const index = fx.L.cards.index;
  const fresh: string[] = [];
  for (const id of ids) {
    const c = index.get(id);
    if (c !== undefined && s.wild[c] !== 1) fresh.push(id);
  }
  if (fresh.length === 0) return;
  for (const id of ids) {
    const c = index.get(id);
    if (c !== undefined) markWild(s, c);
  }
  // The climbing listing's hands know which cards are wild: they are made again.
  s.effectMoves++;
  const first = index.get(fresh[0] as string) as number;
  const z = s.at[first] as number;
  const ownerSeat = z < 0 ? -1 : (fx.L.zoneOwner[z] as number);
  const seers = cardSeersOf(fx, s, fresh);
  const e: { kind: 'wild'; cards: string[]; count: number; owner: number | null; rule: SourceRange; see?: readonly number[] } = { kind: 'wild', cards: fresh, count: fresh.length, owner: ownerSeat < 0 ? null : ownerSeat, rule };
  if (seers !== null) e.see = seers;
  emit(s, e);
}

/** shed-out.ts markOut. */
function markOut(s: CoreState, seat: number): void {
  if (seat < 0 || seat >= s.L.n || s.out[seat] !== 0) return;
  s.out[seat] = 1;
  s.outOrder[seat] = ++s.outCount;
  emit(s, { kind: 'out', seat, order: s.outOrder[seat] as number, reason: 'sit-out' });
}

/** effect-calls.ts lead. */
function lead(s: CoreState, at: number | null, range: SourceRange): void {
  if (s.trickOn === 1 && s.playCount === 0 && s.json.plays === null && s.ending === 0 && at !== null) {
    s.trickLeader = at;
    s.turn = at;
    s.turnStarted = 0;
    emit(s, { kind: 'leader', seat: at, now: true, rule: range });
    return;
  }
  s.nextLeader = at ?? -1;
  const first = s.trickOn === 0 && s.tricksPlayed === 0 && s.phase !== ROUND_END;
  if (at !== null) {
    const e: { kind: 'leader'; seat: number; now: boolean; first?: true; instead?: number; rule?: SourceRange } = { kind: 'leader', seat: at, now: false };
    if (first) e.first = true;
    if (first && at !== s.roundLeader) e.instead = s.roundLeader;
    e.rule = range;
    emit(s, e);
  }
}

/** event-seers.ts emitCards of a rule's `move` (detail: its rule), grouped by the zone each card comes from. */
function emitMoved(fx: CoreEffects, s: CoreState, cards: readonly number[], to: number, rule: SourceRange): void {
  if (cards.length === 0) return;
  const L = fx.L;
  const ids = L.cards.ids;
  // The zone each card is in (the runtime looks in the zone named first: the same zone, a card is in one).
  const groups = new Map<number, string[]>();
  for (const c of cards) {
    const z = s.at[c] as number;
    let list = groups.get(z);
    if (list === undefined) groups.set(z, (list = []));
    list.push(ids[c] as string);
  }
  const toKey = L.zoneKeys[to] as string;
  for (const [z, list] of groups) {
    const from = z < 0 ? null : (L.zoneKeys[z] as string);
    const seers = unionSeers(from === null ? [] : zoneSeers(fx.rules, from), zoneSeers(fx.rules, toKey));
    const e: { kind: 'cards'; verb: 'move'; cards: string[]; count: number; from: string | null; to: string; rule: SourceRange; see?: readonly number[] } = { kind: 'cards', verb: 'move', cards: list.slice(), count: list.length, from, to: toKey, rule };
    if (seers !== null) e.see = seers;
    emit(s, e);
  }
}

/** effects.ts fire: queues every handler of the event whose `when` holds now (small, to be inlined: most events have no handler). */
export function fire(fx: CoreEffects, s: CoreState, event: number, me: number, locals: Readonly<Record<string, Value>> = NO_LOCALS): void {
  const listeners = fx.byEvent[event];
  if (listeners !== undefined) queue(fx, s, listeners, me, locals);
}

/**
 * effects.ts fire with `immediate` (a shed-out's handlers): the handlers whose `when` holds run
 * before anything queued, as frames stacked so that the first runs first.
 */
export function fireNow(fx: CoreEffects, s: CoreState, event: number, me: number): void {
  const listeners = fx.byEvent[event];
  if (listeners === undefined) return;
  const tasks = s.json.tasks;
  const before = tasks.length;
  queue(fx, s, listeners, me, {});
  const fired = tasks.splice(before);
  for (let i = fired.length - 1; i >= 0; i--) s.json.frames.push(frameOf(fired[i] as Task, 0));
}

function queue(fx: CoreEffects, s: CoreState, listeners: readonly Listener[], me: number, locals: Readonly<Record<string, Value>>): void {
  const env = fx.env;
  const opened = openBudget();
  try {
    for (let k = 0; k < listeners.length; k++) {
      const l = listeners[k] as Listener;
      const count = l.each ? s.L.n : 1;
      if (l.fixed === 0) {
        // Never true: the evaluations' steps at once (running out throws at the same node either way).
        spend(l.cost * count, l.range);
        continue;
      }
      for (let i = 0; i < count; i++) {
        const seat = l.each ? i : me;
        if (l.fixed === 1) spend(l.cost, l.range);
        else if (l.when !== undefined) {
          env.me = seat;
          env.locals = locals;
          if (!l.when(s, env)) continue;
        }
        s.json.tasks.push({ block: l.block, me: seat < 0 ? null : seat, locals: l.shares ? (locals as Record<string, Value>) : { ...locals } });
      }
    }
  } finally {
    closeBudget(opened);
  }
}

function frameOf(task: Task, pc: number): Frame {
  return { block: task.block, pc, me: task.me, locals: task.locals, answers: [] };
}

/** effect-runner.ts runAlone: a one-statement block run without its frame (`looked`: runEffects's). */
function runAlone(fx: CoreEffects, s: CoreState, task: Task, stmt: CStmt, looked: boolean): void {
  const env = fx.env;
  const frames = s.json.frames;
  try {
    env.me = task.me ?? -1;
    env.locals = task.locals;
    (stmt.run(s, env) as Perform)(s);
  } catch (err) {
    frames.unshift(frameOf(task, 0));
    throw err;
  }
  try {
    const shed = fx.shedOuts;
    if (shed !== null && (!looked || !stmt.assign)) shed(s);
    if (frames.length > 0 || s.json.pending !== null) {
      frames.unshift(frameOf(task, 1));
      return;
    }
    countStatement();
  } catch (err) {
    frames.unshift(frameOf(task, 1));
    throw err;
  }
}

/** effect-runner.ts runEffects: queued effects until none are left (the core has no choices yet). */
export function runEffects(fx: CoreEffects, s: CoreState): void {
  const j = s.json;
  const frames = j.frames;
  const env = fx.env;
  const shed = fx.shedOuts;
  // effect-runner.ts: whether shed-outs were just looked for and nothing they depend on (the phase,
  // the hands, who is out) can have changed since (an `if`, an `in-turn` or an assignment changes none).
  let looked = false;
  while (j.pending === null && (frames.length > 0 || j.tasks.length > 0)) {
    countStatement();
    if (frames.length === 0) {
      const task = j.tasks.shift() as Task;
      if (task.after !== undefined) throw new Error('core: tasks with work after them are not supported');
      const alone = fx.alone[task.block];
      if (alone !== undefined) {
        runAlone(fx, s, task, alone, looked);
        looked = true;
        continue;
      }
      frames.push({ block: task.block, pc: 0, me: task.me, locals: task.locals, answers: [] });
    }
    const frame = frames[frames.length - 1] as Frame;
    const after = frame.after;
    if (after !== undefined) {
      // A resolved marker's frame (resolve): announced as it begins, the marker given back as it ends.
      if (after.endTurn !== undefined || after.giveBack === undefined) throw new Error('core: frames ending a turn are not supported');
      if (frame.pc === 0 && frame.announced !== true) {
        frame.announced = true;
        emit(s, { kind: 'marker', verb: 'resolve', marker: after.giveBack, seat: frame.me });
      }
    }
    const items = fx.blocks[frame.block];
    if (items === undefined || frame.pc >= items.length) {
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined && frame.sharesLocals) parent.locals = frame.locals;
      if (after !== undefined) {
        giveBack(fx, s, after.giveBack as string);
        looked = false;
      }
      continue;
    }
    const item = items[frame.pc] as CItem;
    env.me = frame.me ?? -1;
    env.locals = frame.locals;
    if (item.kind === 'if') {
      const branch = item.test(s, env) ? item.then : item.else;
      frame.pc++;
      frames.push({ block: branch, pc: 0, me: frame.me, locals: frame.locals, answers: [] });
      const pushed = frames[frames.length - 1];
      if (pushed !== undefined && pushed !== frame) pushed.sharesLocals = true;
      if (shed !== null && !looked) shed(s);
      looked = true;
      continue;
    }
    if (item.kind === 'while') {
      // effect-runner.ts runItem: the body on top, sharing the locals; the frame stays at the
      // `while`, so the condition is asked again once the body is done (each ask a statement).
      if (item.test(s, env)) {
        frames.push({ block: item.block, pc: 0, me: frame.me, locals: frame.locals, answers: [] });
        (frames[frames.length - 1] as Frame).sharesLocals = true;
      } else frame.pc++;
      if (shed !== null && !looked) shed(s);
      looked = true;
      continue;
    }
    if (item.kind === 'in-turn') {
      // One frame per player, the first on top (effect-runner.ts runItem); the list read once, now.
      const list = item.players(s, env);
      frame.pc++;
      if (Array.isArray(list)) {
        for (let i = list.length - 1; i >= 0; i--) {
          const v = list[i] as Value;
          if (isPlayer(v)) frames.push({ block: item.block, pc: 0, me: v.seat, locals: { ...frame.locals }, answers: [] });
        }
      }
      if (shed !== null && !looked) shed(s);
      looked = true;
      continue;
    }
    const stmt = item.stmt;
    const cursor = fx.cursor;
    cursor.answers = frame.answers;
    cursor.index = 0;
    const step = stmt.run(s, env);
    if (step instanceof Ask) {
      // Nothing of the statement has happened: it runs again from its start once answered.
      j.pending = pendingOf(step);
      return;
    }
    step(s);
    frame.pc++;
    if (stmt.asks || frame.answers.length > 0) frame.answers = [];
    if (shed !== null && !(looked && stmt.assign)) shed(s);
    looked = true;
  }
}

/** effect-runner.ts answerChoice: the answer logged in the waiting frame, and the effects run on. */
export function answerChoice(fx: CoreEffects, s: CoreState, value: Value): void {
  const j = s.json;
  const frame = j.frames[j.frames.length - 1];
  j.pending = null;
  if (frame !== undefined) frame.answers = [...frame.answers, value as Frame['answers'][number]];
  runEffects(fx, s);
}
