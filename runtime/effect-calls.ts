// The effect calls of the language: one implementation (EFFECT_IMPLS) for each effect of
// builtins.ts EFFECTS, under the same name. Like expressions, each call is compiled once per rule
// file to a closure: which effect it is, how its arguments are read and which zone an argument
// names (as the checker resolved it) are decided then, not on every run. An `each(list, p => …)` binds
// its parameter in a slot, as expression lambdas do, so its body's arguments see `p` like any
// lambda parameter. Problems (a missing argument, a call that is no effect) are thrown when the
// call runs, as they would be without compiling. Arguments are evaluated before anything is done,
// and a choice among them with no answer yet makes the call give an Ask instead (see Effect).
import type { CallExpr, Expr } from '../grammar/expr/ast.js';
import type { MarkerDef } from '../grammar/def/types.js';
import type { EffectName } from '../grammar/expr/builtins.js';
import type { SourceRange } from '../grammar/diagnostics.js';
import type { Scope } from './eval/compile.js';
import { Args, failing } from './effect-args.js';
import { slots, type EvalCtx } from './eval/context.js';
import { Ask } from './eval/choices.js';
import { zoneKey, type Rules } from './rules.js';
import type { Value } from './values.js';
import type { GameState, MarkerState } from './state.js';
import { moveCards, putCards, takeTop, zone } from './zones.js';
import { shuffleInPlace } from './rng.js';
import { markOut } from './shed-out.js';
import { emit, type EventOf, type MarkerVerb } from './events.js';
import { cardSeers, emitCards, emitKnown, seeField } from './event-seers.js';
import { blockLabel } from './block-labels.js';
import { addScore } from './teams.js';
import { spend } from './budget.js';
import { wildToWrite } from './wild-record.js';
import { exprCost } from './eval/cost.js';

/** What an effect does to the state, its arguments already evaluated: the only part given the state to change. */
export type Perform = (s: GameState) => void;

/**
 * A compiled effect call in two steps: evaluating its arguments (choices included) gives either
 * what it will do (a Perform, done by the effect runner) or, when a choice has no answer yet, the
 * Ask. Only a Perform changes the state, so nothing a statement does can happen before all its
 * choices are answered: `each(list, x => …)` evaluates every element's arguments, asking each
 * element's choices in turn, and gives one Perform doing the elements' effects in list order
 * (`each(others, p => score(p, choose_rank(…, by: p)))` scores nobody before everyone has chosen).
 */
export type Effect = (ctx: EvalCtx) => Perform | Ask;

const compiledEffects = new WeakMap<Rules, Map<CallExpr, Effect>>();

/** The compiled effect of a statement's call (no lambda around it), cached per rule file. */
export function effectOf(rules: Rules, call: CallExpr): Effect {
  let byCall = compiledEffects.get(rules);
  if (byCall === undefined) compiledEffects.set(rules, (byCall = new Map()));
  let f = byCall.get(call);
  if (f === undefined) {
    f = compileEffect(rules, call, 0, 'a statement must be an effect call');
    byCall.set(call, f);
  }
  return f;
}

/**
 * An effect on one marker, given by key: nothing happens when the key is null or not in play.
 * `act` says what it did (an event's verb), or null when it changed nothing.
 */
function onMarker(key: (ctx: EvalCtx) => string | null | Ask, range: SourceRange, act: (s: GameState, k: string, m: MarkerState) => MarkerVerb | null): Effect {
  return (ctx) => {
    const k = key(ctx);
    if (k instanceof Ask) return k;
    return (s) => {
      const m = k === null ? undefined : s.markers[k];
      if (m === undefined || k === null) return;
      const verb = act(s, k, m);
      if (verb !== null) emit(s, { kind: 'marker', verb, marker: k, seat: m.owner, rule: range });
    };
  };
}

/** A held marker goes back to its pool; one retired while held leaves the round now. */
export function returnMarker(s: GameState, key: string, m: MarkerState): void {
  const owner = m.owner;
  m.owner = null;
  if (owner !== null) emit(s, { kind: 'marker', verb: 'return', marker: key, seat: owner });
  if (m.retiring) {
    m.removed = true;
    m.retiring = false;
    emit(s, { kind: 'marker', verb: 'remove', marker: key, seat: null });
  }
}

/** flip(m) and unflip(m): turn a marker to one side. */
function flipTo(flipped: boolean, args: Args, call: CallExpr): Effect {
  return onMarker(args.markerKey(0), call.range, (_s, _k, m) => {
    if (m.flipped === flipped) return null;
    m.flipped = flipped;
    return flipped ? 'flip' : 'unflip';
  });
}

/**
 * The Perform of an effect given its arguments' values. A statement's own call (scope 0: not the
 * body of an `each`) is performed by the effect runner as soon as it is given (runItem, runAlone),
 * before anything evaluates it again: it gets one Perform, made once, that reads the values from
 * cells as it starts (no closure per run). Inside `each` every element keeps a Perform of its own.
 */
function performer<A, B, C>(scope: Scope, act: (s: GameState, a: A, b: B, c: C) => void): (a: A, b: B, c: C) => Perform {
  if (scope !== 0) return (a, b, c) => (s) => act(s, a, b, c);
  let heldA: A | undefined;
  let heldB: B | undefined;
  let heldC: C | undefined;
  const perform: Perform = (s) => {
    const a = heldA as A;
    const b = heldB as B;
    const c = heldC as C;
    heldA = heldB = heldC = undefined;
    act(s, a, b, c);
  };
  return (a, b, c) => {
    heldA = a;
    heldB = b;
    heldC = c;
    return perform;
  };
}

/** How an effect is compiled: from its arguments' readers, to what it does when it runs. */
type EffectImpl = (args: Args, call: CallExpr, rules: Rules, scope: Scope) => Effect;

/** The effects of builtins.ts EFFECTS, one implementation each. */
export const EFFECT_IMPLS: Readonly<Record<EffectName, EffectImpl>> = {
  move: (args, call, rules, scope) => {
    const ids = args.cardIds(0);
    const to = args.zone(1);
    // When the cards are a zone's (`move(me.right, discard)`, `move(choose_card(me.hand), …)`),
    // that zone is where to find them.
    const from0 = args.expr(0);
    const from = from0 === undefined ? undefined : args.zoneNamed(from0, true);
    const perform = performer(scope, (s, cards: string[], zone: string, hint: string | undefined) => {
      emitCards(rules, s, 'move', cards, zone, hint, { rule: call.range });
      moveCards(s, cards, zone, hint);
    });
    return (ctx) => {
      const cards = ids(ctx);
      if (cards instanceof Ask) return cards;
      const zone = to(ctx);
      if (zone instanceof Ask) return zone;
      const hint = from?.(ctx);
      if (hint instanceof Ask) return hint;
      return perform(cards, zone, hint);
    };
  },
  shuffle: (args) => {
    const to = args.zone(0);
    return (ctx) => {
      const key = to(ctx);
      if (key instanceof Ask) return key;
      return (s) => {
        shuffleInPlace(s.rng, zone(s, key));
        emit(s, { kind: 'shuffle', zone: key });
      };
    };
  },
  make_wild: (args, call, rules, scope) => {
    const ids = args.cardIds(0);
    const perform = performer(scope, (s, cards: string[], _b: undefined, _c: undefined) => {
      const fresh = cards.filter((id) => s.wild[id] !== true);
      if (fresh.length === 0) return; // all wild already: nothing changes
      const wild = wildToWrite(s);
      for (const id of cards) wild[id] = true;
      if (fresh.length > 0) emit(s, { kind: 'wild', cards: fresh, count: fresh.length, owner: ownerOf(s, fresh[0] as string), rule: call.range, ...seeField(cardSeers(rules, s, fresh)) });
    });
    return (ctx) => {
      const cards = ids(ctx);
      if (cards instanceof Ask) return cards;
      return perform(cards, undefined, undefined);
    };
  },
  score: (args, call, rules, scope) => {
    const seat = args.seat(0);
    const points = args.value(1);
    const perform = performer(scope, (s, at: number | null, n: Value, because: ReturnType<typeof blockLabel>) => {
      if (at !== null && s.players[at] !== undefined && typeof n === 'number') addScore(rules, s, at, n, because, call.range);
    });
    return (ctx) => {
      const at = seat(ctx);
      if (at instanceof Ask) return at;
      const n = points(ctx);
      if (n instanceof Ask) return n;
      return perform(at, n, blockLabel(rules, ctx.block));
    };
  },
  lead: (args, call) => {
    const seat = args.seat(0);
    return (ctx) => {
      const at = seat(ctx);
      if (at instanceof Ask) return at;
      return (s) => {
        const t = s.trick;
        if (t !== null && t.plays.length === 0 && !t.ending && at !== null) {
          // Nobody has played yet: the chosen player leads this trick.
          t.leader = at;
          s.turn = at;
          s.turnStarted = false;
          emit(s, { kind: 'leader', seat: at, now: true, rule: call.range });
        } else {
          s.nextLeader = at;
          // Before the round's first trick (setup, round-start), the round began naming another leader: say who really leads.
          const first = t === null && s.tricksPlayed === 0 && s.phase !== 'round-end';
          if (at !== null) {
            // The fields in the order they were always written: kind, seat, now, first, instead, rule.
            const e: { -readonly [K in keyof EventOf<'leader'>]: EventOf<'leader'>[K] } = { kind: 'leader', seat: at, now: false };
            if (first) e.first = true;
            if (first && at !== s.roundLeader) e.instead = s.roundLeader;
            e.rule = call.range;
            emit(s, e);
          }
        }
      };
    };
  },
  sit_out: (args) => {
    const seat = args.seat(0);
    return (ctx) => {
      const at = seat(ctx);
      if (at instanceof Ask) return at;
      return (s) => {
        if (at !== null) markOut(s, at, 'sit-out');
      };
    };
  },
  draw: (args, call, rules) => {
    const seat = args.seat(0);
    const count = args.value(1);
    return (ctx) => {
      const at = seat(ctx);
      if (at instanceof Ask) return at;
      const n = count(ctx);
      if (n instanceof Ask) return n;
      return (s) => {
        if (at === null || typeof n !== 'number') return;
        const to = zoneKey('hand', at);
        emitKnown(rules, s, 'draw', (s.zones['draw'] ?? []).slice(0, Math.max(0, n)), 'draw', to, { rule: call.range });
        putCards(s, takeTop(s, 'draw', n), to);
      };
    };
  },
  flip: (args, call) => flipTo(true, args, call),
  unflip: (args, call) => flipTo(false, args, call),
  take: (args, call, _rules, scope) => {
    const key = args.markerKey(0);
    const seat = args.seat(1);
    const perform = performer(scope, (s, k: string | null, at: number | null, _: undefined) => {
      const m = k === null ? undefined : s.markers[k];
      if (m !== undefined && k !== null && !m.removed && at !== null && m.owner !== at) {
        m.owner = at;
        emit(s, { kind: 'marker', verb: 'take', marker: k, seat: at, rule: call.range });
      }
    });
    return (ctx) => {
      const k = key(ctx);
      if (k instanceof Ask) return k;
      const at = seat(ctx);
      if (at instanceof Ask) return at;
      return perform(k, at, undefined);
    };
  },
  give_back: (args, call) => {
    return onMarker(args.markerKey(0), call.range, (s, k, m) => {
      returnMarker(s, k, m);
      return null;
    });
  },
  retire: (args, call) => {
    return onMarker(args.markerKey(0), call.range, (_s, _k, m) => {
      if (m.removed) return null;
      if (m.owner === null) {
        m.removed = true;
        return 'remove';
      }
      m.retiring = true;
      return 'retire';
    });
  },
  resolve: (args, _call, rules) => {
    const pool = args.pool(0);
    return (ctx) => {
      const name = pool(ctx);
      if (name instanceof Ask) return name;
      const defs = name === null ? NO_MARKERS : byPriority(rules, name);
      return (s) => {
        // Highest priority first: frames are a stack, so push the lowest first (the pool's held
        // markers, in the order a stable sort of them by priority gives).
        for (let i = 0; i < defs.length; i++) {
          const d = defs[i] as MarkerDef;
          const m = s.markers[d.name];
          if (m === undefined || m.owner === null) continue;
          s.frames.push({ block: d.onResolve?.id ?? -1, pc: 0, me: m.owner, locals: {}, answers: [], after: { giveBack: d.name } });
        }
      };
    };
  },
  reverse: () => {
    return () => (s) => {
      if (s.direction === undefined) s.direction = -1;
      else delete s.direction;
    };
  },
  skip: () => {
    return () => (s) => {
      s.skips = (s.skips ?? 0) + 1;
    };
  },
  clear_trick: () => {
    return () => (s) => {
      if (s.trick !== null) s.trick.ending = true;
    };
  },
  end_round: () => {
    return () => (s) => {
      s.roundEnding = true;
    };
  },
  each: (args, call, rules, scope) => {
    const list = args.value(0);
    const fn = args.expr(1);
    if (fn === undefined) return failing('runtime/arity', 'each needs argument 2', call.range);
    if (fn.kind !== 'lambda') return failing('runtime/arity', 'each() needs a function like p => score(p, 1)', fn.range);
    // The parameter lives in the slot after the enclosing lambdas' (see Lambda.slot).
    const slot = scope;
    const body = compileEffect(rules, fn.body, scope + 1, 'each() needs an effect as its body, like p => score(p, 1)');
    const cost = exprCost(fn);
    return (ctx) => {
      const items = list(ctx);
      if (items instanceof Ask) return items;
      if (!Array.isArray(items)) return () => {};
      // Every element's arguments (and choices) first, then every element's effect: see Effect.
      const performs: Perform[] = [];
      const old = slots[slot];
      for (let i = 0; i < items.length; i++) {
        slots[slot] = items[i] as Value;
        spend(cost, fn.range);
        const step = body(ctx);
        if (step instanceof Ask) {
          slots[slot] = old as Value;
          return step;
        }
        performs.push(step);
      }
      slots[slot] = old as Value;
      return (s) => {
        for (const perform of performs) perform(s);
      };
    };
  },
};

const NO_MARKERS: readonly MarkerDef[] = Object.freeze([]);
const poolsByPriority = new WeakMap<Rules, Map<string, readonly MarkerDef[]>>();

/** A pool's markers sorted by priority, lowest first, ties in the pool's order; kept per rule file. */
export function byPriority(rules: Rules, pool: string): readonly MarkerDef[] {
  let byPool = poolsByPriority.get(rules);
  if (byPool === undefined) poolsByPriority.set(rules, (byPool = new Map()));
  let list = byPool.get(pool);
  if (list === undefined) byPool.set(pool, (list = [...(rules.pools.get(pool) ?? [])].sort((a, b) => a.priority - b.priority)));
  return list;
}

/** Compiles an effect call; `notEffect` is the message when `e` is not one. */
function compileEffect(rules: Rules, e: Expr, scope: Scope, notEffect: string): Effect {
  if (e.kind !== 'call') return failing('runtime/not-an-effect', notEffect, e.range);
  if (e.callee.kind !== 'name') return failing('runtime/not-an-effect', `'${e.callee.name}' is not an effect`, e.range);
  const name = e.callee.name;
  if (!Object.prototype.hasOwnProperty.call(EFFECT_IMPLS, name)) return failing('runtime/not-an-effect', `'${name}' is not an effect`, e.range);
  return EFFECT_IMPLS[name as EffectName](new Args(rules, e, scope), e, rules, scope);
}

function ownerOf(s: GameState, id: string): number | null {
  for (const key in s.zones) {
    const hash = key.indexOf('#');
    if (hash >= 0 && (s.zones[key] as string[]).includes(id)) return Number(key.slice(hash + 1));
  }
  return null;
}
