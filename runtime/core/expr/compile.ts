// The core's expression compiler: an Expr (the same AST, the same checker resolutions as the
// runtime's eval/compile.ts) compiled to closures over the integer state (../state.ts). Each node
// is compiled to a representation decided when compiled (node.ts): `me.hand.size` is a length
// read, `c.suit` an array read, players and cards are numbers, lambda parameters live in slots.
// What the closures give, the errors they throw and the budget steps they spend are the runtime's
// (test/runtime/core/expr-differential.test.ts compares them); a construct not supported yet is
// refused when compiled (Unsupported), never run differently.
import type { BinaryExpr, CallExpr, Expr, MemberExpr, NameRef } from '../../../grammar/expr/ast.js';
import type { Rules } from '../../rules.js';
import { RuleError, type EvalCtx } from '../../eval/context.js';
import { binaryOf } from '../../eval/compile.js';
import { memberResolution, nameResolution, resolutionIfAny } from '../../eval/resolved.js';
import { isChoice } from '../../eval/choices.js';
import { exprCost } from '../../eval/cost.js';
import { spend } from '../../budget.js';
import { checkLength } from '../../value-size.js';
import { compareValues, markerRef, playerRef, valueEquals, type Value } from '../../values.js';
import { markerKey } from '../../rules.js';
import { FLIPPED, REMOVED, type CoreState } from '../state.js';
import type { CoreLayout } from '../layout.js';
import { slots, type CoreEnv } from './env.js';
import {
  boolNode, intNode, listNode, numNode, valueNode, Unsupported,
  type Fn, type IntNode, type Node,
} from './node.js';
import { asNum, asTest, asValue, checkNum } from './convert.js';
import {
  cardRank, cardSuitText, cardValue, cardWild, declaredCard, globalValue, ledSuitValue, markerMemberOf, markerNumber,
  memberOfValue, noMember, optionsRef, playCount, playerMemberOf, playerVar, suitValue, trickCardCount, trickMemberOf,
  trickRef, zoneCards, zoneIndices,
} from './facts.js';
import { compileMethod, compileFunction } from './methods.js';
import { checkWinner, trickWinnerSeat, trumpLetter } from './trick-winner.js';
import { constNode, constOf, plainConst } from './fold.js';

/** What a parameter's slot holds: the representation of the node bound to it. */
export type SlotRep = { readonly rep: 'seat' | 'card' | 'suit'; readonly nullable: boolean } | { readonly rep: 'num' | 'bool' | 'seats' | 'cards' | 'value' };

/** One compilation: the rules, the layout, whether `me` is a seat (else null), definitions compiled so far. */
export interface Cx {
  readonly rules: Rules;
  readonly L: CoreLayout;
  readonly meBound: boolean;
  readonly defs: Map<string, { body: Node | undefined }>;
  /** The game's options when compiling for one game's (their reads fold to constants), else undefined. */
  readonly options?: Readonly<Record<string, Value>> | undefined;
  /** compileNode, passed in so that methods.ts compiles lambda bodies without importing this module. */
  readonly compile: (cx: Cx, e: Expr, scope: Scope) => Node;
}

/** The lambda parameters around a node: their reps by slot (the slot is the lambda's depth). */
export type Scope = readonly SlotRep[];

const hasOwn = Object.prototype.hasOwnProperty;

export function at(e: Expr): { file: string; line: number; column: number } {
  return { file: e.range.file, line: e.range.start.line, column: e.range.start.column };
}

/** The rep a node is bound in a slot with; a zone is read (and paid) as its cards when bound. */
export function bindable(n: Node): { node: Node; rep: SlotRep } {
  switch (n.rep) {
    case 'seat':
    case 'card':
    case 'suit':
      return { node: n, rep: { rep: n.rep, nullable: n.nullable } };
    case 'zone':
      if (n.nullable) {
        const v = asValue(n);
        return { node: valueNode(v), rep: { rep: 'value' } };
      }
      return { node: materialize(n), rep: { rep: 'cards' } };
    default:
      return { node: n, rep: { rep: n.rep } };
  }
}

/** A non-null zone as its list of card indices (paying its length, as names.ts cardsOf). */
export function materialize(n: Extract<Node, { rep: 'zone' }>): Node {
  const f = n.f;
  return listNode('cards', (st, env) => zoneIndices(st, f(st, env)));
}

/** A node reading slot `k` of rep `r`. */
function slotNode(k: number, r: SlotRep): Node {
  switch (r.rep) {
    case 'seat':
    case 'card':
      return { rep: r.rep, nullable: r.nullable, f: () => slots[k] as number, from: { slot: k } };
    case 'suit':
      return intNode(r.rep, r.nullable, () => slots[k] as number);
    case 'num': return numNode(() => slots[k] as number);
    case 'bool': return boolNode(() => slots[k] as boolean);
    case 'seats':
    case 'cards':
      return listNode(r.rep, () => slots[k] as readonly number[]);
    case 'value': return valueNode(() => slots[k] as Value);
  }
}

export function compileNode(cx: Cx, e: Expr, scope: Scope): Node {
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'bool':
      return constNode(e.value);
    case 'null': return constNode(null);
    case 'list': {
      const items = e.items.map((i) => asValue(compileNode(cx, i, scope)));
      return valueNode((st, env) => items.map((f) => f(st, env)));
    }
    case 'name': return compileName(cx, e, scope);
    case 'member': return compileMember(cx, e, scope);
    case 'index': return compileIndex(cx, e, scope);
    case 'call': return compileCall(cx, e, scope);
    case 'lambda':
      throw new RuleError('runtime/lambda', 'a lambda can only be the argument of a list method', e.range);
    case 'let': {
      const { node: value, rep } = bindable(compileNode(cx, e.value, scope));
      const k = scope.length;
      const body = compileNode(cx, e.body, [...scope, rep]);
      const v = value.f as Fn<unknown>;
      return wrap(body, (run) => (st, env) => {
        const x = v(st, env);
        const old = slots[k];
        slots[k] = x;
        const r = run(st, env);
        slots[k] = old;
        return r;
      });
    }
    case 'unary': {
      if (e.op === 'not') {
        const operand = compileNode(cx, e.operand, scope);
        const k = constOf(operand);
        if (k !== undefined) return constNode(k.v !== true);
        if (operand.rep === 'value') {
          const v = operand.f;
          return boolNode((st, env) => v(st, env) !== true);
        }
        const t = asTest(operand);
        return boolNode((st, env) => !t(st, env));
      }
      const x = asNum(compileNode(cx, e.operand, scope), e.operand);
      return numNode((st, env) => -x(st, env));
    }
    case 'binary': return compileBinary(cx, e, scope);
    case 'conditional': {
      const test = compileNode(cx, e.test, scope);
      const k = constOf(test);
      // A test known when compiled: only its branch is compiled (the other never runs).
      if (k !== undefined) {
        // Both compiled, so that a branch the runtime cannot compile fails here as it does there.
        const a = compileNode(cx, e.then, scope);
        const b = compileNode(cx, e.else, scope);
        return k.v === true ? a : b;
      }
      const t = asTest(test);
      const a = compileNode(cx, e.then, scope);
      const b = compileNode(cx, e.else, scope);
      return join(a, b, (fa, fb) => (st, env) => (t(st, env) ? fa(st, env) : fb(st, env)));
    }
    case 'error':
      throw new RuleError('runtime/broken-expression', 'this expression has syntax errors', e.range);
  }
}

/** The node's truth as a bool node (itself when it is one). */
function testNode(n: Node): Node {
  return n.rep === 'bool' ? n : boolNode(asTest(n));
}

/**
 * A node of the same rep as `n` whose closure is `make(n.f)`. Only the rep (and whether null may
 * come) is kept: where the value came from (a slot, `me`, a zone's instance) is the inner node's,
 * not the new closure's (`let x = me in x` is read after its slot is given back).
 */
export function wrap(n: Node, make: <T>(f: Fn<T>) => Fn<T>): Node {
  // A zone leaving its `let` or definition is read there, as the runtime reads (and pays) it.
  if (n.rep === 'zone') return wrap(n.nullable ? valueNode(asValue(n)) : materialize(n), make);
  const f = make(n.f as Fn<unknown>);
  return ('nullable' in n ? { rep: n.rep, nullable: n.nullable, f } : { rep: n.rep, f }) as Node;
}

/** Two branches in one node: of their common rep, or both as Values. */
function join(a: Node, b: Node, make: <T>(fa: Fn<T>, fb: Fn<T>) => Fn<T>): Node {
  if (a.rep === b.rep && a.rep !== 'zone') {
    const nullable = (a as IntNode).nullable === true || (b as IntNode).nullable === true;
    return { rep: a.rep, nullable, f: make(a.f as Fn<unknown>, b.f as Fn<unknown>) } as Node;
  }
  return valueNode(make(asValue(a), asValue(b)));
}

// ---- names ----

function compileName(cx: Cx, e: NameRef, scope: Scope): Node {
  const name = e.name;
  const r = nameResolution(cx.rules, e);
  switch (r.to) {
    case 'param': {
      const rep = scope[r.slot];
      if (rep === undefined) throw new Unsupported(`a parameter outside its lambda ('${name}')`, at(e));
      return slotNode(r.slot, rep);
    }
    case 'local': return valueNode((_st, env) => (hasOwn.call(env.locals, name) ? (env.locals[name] as Value) : unknownName(name, e)));
    case 'context': return compileContext(e);
    case 'global': return compileGlobal(cx, e);
    case 'var': {
      const k = cx.L.varIndex.get(name);
      if (k === undefined) return valueNode(() => null);
      return valueNode((st) => st.gvars[k] ?? null);
    }
    case 'zone': {
      const z = zoneOf(cx, name, 0);
      if (z < 0) throw new Unsupported(`the zone '${name}' (not in the layout)`, at(e));
      return intNode('zone', false, () => z);
    }
    case 'pool': {
      const ref: Value = { t: 'pool', name };
      return valueNode(() => ref);
    }
    case 'define': return compileDefinition(cx, e, e, []);
    case 'marker': {
      const ref = markerRef(name);
      return valueNode((st) => (markerNumber(st, name) < 0 ? null : ref));
    }
  }
}

function unknownName(name: string, e: NameRef): never {
  throw new RuleError('runtime/unknown-name', `unknown name '${name}'`, e.range);
}

function compileContext(e: NameRef): Node {
  const name = e.name;
  switch (name) {
    case 'played':
    case 'meld':
    case 'chosen':
    case 'card':
    case 'top':
      return valueNode((_st, env) => (hasOwn.call(env.locals, name) ? (env.locals[name] as Value) : unknownName(name, e)));
    case 'legal':
      return valueNode((_st, env) => (env.legal ? env.legal.map((m) => ({ t: 'move', move: m })) : []));
    case 'move':
      return valueNode((_st, env) => (env.move ? { t: 'move', move: env.move } : null));
    default:
      throw new Unsupported(`the context name '${name}'`, at(e));
  }
}

function compileGlobal(cx: Cx, e: NameRef): Node {
  const name = e.name;
  const n = cx.L.n;
  switch (name) {
    case 'me': return cx.meBound ? { rep: 'seat', nullable: false, f: (_st, env) => env.me, from: { me: true } } : intNode('seat', true, () => -1);
    case 'players': {
      const all = Object.freeze(Array.from({ length: n }, (_, i) => i));
      return { rep: 'seats', f: () => all, everyone: true };
    }
    case 'others': return listNode('seats', (_st, env) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) if (i !== env.me) out.push(i);
      return out;
    });
    case 'active': return listNode('seats', (st) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) if (st.out[i] === 0) out.push(i);
      return out;
    });
    case 'round': return numNode((st) => st.round);
    case 'previous_leader': return intNode('seat', false, (st) => st.roundLeader);
    case 'trick': return valueNode((st) => (st.trickOn === 1 ? trickRef : null));
    case 'options': return valueNode(() => optionsRef);
    default:
      return valueNode((st, env) => globalValue(st, env, name));
  }
}

/** The zone instance of zone `name` for a seat (a shared zone: its one instance); -1: none. */
function zoneOf(cx: Cx, name: string, seat: number): number {
  const L = cx.L;
  const d = L.zoneDef.get(name);
  if (d === undefined) return -1;
  return L.zoneInstance[d * L.n + (L.zonePerPlayer[d] ? seat : 0)] as number;
}

// ---- members ----

function isName(cx: Cx, e: Expr, name: string): boolean {
  return e.kind === 'name' && e.name === name && nameResolution(cx.rules, e).to === 'global';
}

function compileMember(cx: Cx, e: MemberExpr, scope: Scope): Node {
  const name = e.name;
  const r = memberResolution(cx.rules, e);
  // `trick.x` on the name `trick`: read from the state's trick (null when there is none).
  if (r.to === 'member' && r.of === 'trick' && isName(cx, e.object, 'trick')) return trickMember(cx.rules, e);
  // `trick.cards.size`, `trick.plays.size`: counted (card-members.ts trickListSize).
  if (name === 'size' && e.object.kind === 'member' && (e.object.name === 'cards' || e.object.name === 'plays') && isName(cx, e.object.object, 'trick')) {
    const lr = memberResolution(cx.rules, e.object);
    if (r.to === 'member' && r.of === 'list' && lr.to === 'member' && lr.of === 'trick') {
      if (e.object.name === 'cards') return valueNode((st) => (st.trickOn === 1 ? trickCardCount(st) : null));
      return valueNode((st) => (st.trickOn === 1 ? playCount(st) : null));
    }
  }
  // `X.m.flipped` of a player's marker m: the marker's flags by its number for the seat.
  if (e.object.kind === 'member' && r.to === 'member' && r.of === 'marker' && memberResolution(cx.rules, e.object).to === 'player-marker') {
    const marker = playerMarkerMember(cx, e, e.object, scope);
    if (marker !== undefined) return marker;
  }
  if (name === 'size' && r.to === 'member' && r.of === 'list') {
    const sized = ownerZoneSize(cx, e, scope);
    if (sized !== undefined) return sized;
  }
  if (r.to === 'option' && isName(cx, e.object, 'options')) {
    const options = cx.options;
    if (options !== undefined && hasOwn.call(options, name)) return constNode(options[name] as Value);
    return valueNode((st) => {
      const options = st.json.options;
      if (hasOwn.call(options, name)) return options[name] as Value;
      throw new RuleError('runtime/unknown-option', `there is no option '${name}'`, e.range);
    });
  }
  const obj = compileNode(cx, e.object, scope);
  if (obj.rep === 'seat' && (r.to === 'player-zone' || r.to === 'player-var' || r.to === 'player-marker' || (r.to === 'member' && r.of === 'player'))) {
    return seatMember(cx, e, obj, r.to === 'member' ? 'builtin' : r.to);
  }
  if (obj.rep === 'card' && r.to === 'member' && r.of === 'card') return cardMember(e, obj);
  if ((obj.rep === 'zone' || obj.rep === 'seats' || obj.rep === 'cards') && r.to === 'member' && r.of === 'list') return listMember(e, obj);
  if (obj.rep === 'zone') {
    // A zone as a value (any member but the list's): read as its cards, as the runtime does.
    const v = asValue(obj);
    return valueNode((st, env) => memberOfValue(st, v(st, env), name, e));
  }
  if (r.to === 'player-zone') {
    // An object whose value decides: a player's zone is read straight into a value list.
    const v = asValue(obj);
    return valueNode((st, env) => memberOfValue(st, v(st, env), name, e));
  }
  const v = asValue(obj);
  return valueNode((st, env) => memberOfValue(st, v(st, env), name, e));
}

/**
 * `X.zone.size` for a player's zone whose owner X is a Value (eval/compile.ts compileZoneSize): a
 * player's zone length, read without its cards; anything else the general way, X evaluated again.
 */
function ownerZoneSize(cx: Cx, e: MemberExpr, scope: Scope): Node | undefined {
  const zoneExpr = e.object;
  if (zoneExpr.kind !== 'member' || memberResolution(cx.rules, zoneExpr).to !== 'player-zone') return undefined;
  const owner = compileNode(cx, zoneExpr.object, scope);
  if (owner.rep !== 'value') return undefined;
  const o = owner.f;
  const zone = zoneExpr.name;
  const L = cx.L;
  const d = L.zoneDef.get(zone);
  if (d === undefined || !L.zonePerPlayer[d]) throw new Unsupported(`the player zone '${zone}' (not in the layout)`, at(e));
  const base = d * L.n;
  return valueNode((st, env) => {
    const p = o(st, env);
    if (typeof p === 'object' && p !== null && !Array.isArray(p) && p.t === 'player' && p.seat >= 0 && p.seat < L.n) {
      return st.len[L.zoneInstance[base + p.seat] as number] as number;
    }
    const list = memberOfValue(st, o(st, env), zone, zoneExpr);
    return Array.isArray(list) ? list.length : memberOfValue(st, list, 'size', e);
  });
}

function trickMember(rules: Rules, e: MemberExpr): Node {
  const name = e.name;
  switch (name) {
    case 'led_suit': return intNode('suit', true, (st) => (st.trickOn === 1 ? st.ledSuit : -1));
    case 'leader': return intNode('seat', true, (st) => (st.trickOn === 1 ? st.trickLeader : -1));
    case 'number': return valueNode((st) => (st.trickOn === 1 ? st.trickNumber : null));
    case 'winner':
      checkWinner(rules, 'winner', e);
      return intNode('seat', true, (st) => (st.trickOn === 1 ? trickWinnerSeat(st) : -1));
    case 'trump': {
      checkWinner(rules, 'trump', e);
      const letter = trumpLetter(rules);
      return valueNode((st) => (st.trickOn === 1 ? letter : null));
    }
    default:
      return valueNode((st) => (st.trickOn === 1 ? trickMemberOf(st, name, e) : null));
  }
}

/** `X.m.member` for a player's marker m (shapes.ts playerMarkerMember). */
function playerMarkerMember(cx: Cx, e: MemberExpr, markerExpr: MemberExpr, scope: Scope): Node | undefined {
  const def = cx.rules.markers.get(markerExpr.name);
  if (def === undefined) return undefined;
  const owner = compileNode(cx, markerExpr.object, scope);
  if (owner.rep !== 'seat') return undefined;
  const L = cx.L;
  const numbers = Int32Array.from({ length: L.n }, (_, seat) => L.markerIndex.get(markerKey(markerExpr.name, seat)) ?? -1);
  const o = owner.f;
  const name = e.name;
  const key = markerExpr.name;
  const general = (st: CoreState, seat: number): Value => memberOfValue(st, seat < 0 ? null : markerRef(`${key}#${seat}`), name, e);
  if (name === 'flipped' && !owner.nullable) {
    return boolNode((st, env) => {
      const seat = o(st, env);
      const m = numbers[seat] as number;
      if (st.hasMarkers && m >= 0) return ((st.markerFlags[m] as number) & FLIPPED) !== 0;
      return general(st, seat) as boolean;
    });
  }
  return valueNode((st, env) => {
    const seat = o(st, env);
    const m = seat < 0 ? -1 : (numbers[seat] as number);
    if (st.hasMarkers && m >= 0) return markerMemberOf(st, m, def, name, e);
    return general(st, seat);
  });
}

/** A member of a seat: a built-in member, a player's zone, var or marker. Members of null are null. */
function seatMember(cx: Cx, e: MemberExpr, obj: IntNode, kind: 'builtin' | 'player-zone' | 'player-var' | 'player-marker'): Node {
  const name = e.name;
  const o = obj.f;
  const L = cx.L;
  const n = L.n;
  const nullable = obj.nullable;
  if (kind === 'player-zone') {
    const d = L.zoneDef.get(name);
    if (d === undefined || !L.zonePerPlayer[d]) throw new Unsupported(`the player zone '${name}' (not in the layout)`, at(e));
    const base = d * n;
    const inst = L.zoneInstance;
    const from = obj.rep === 'seat' && !nullable ? obj.from : undefined;
    return {
      rep: 'zone',
      nullable,
      f: (st, env) => {
        const s = o(st, env);
        return s < 0 ? -1 : (inst[base + s] as number);
      },
      ...(from !== undefined ? { instance: { table: inst, base, from } } : {}),
      ...(nullable ? { owner: o } : {}),
    };
  }
  if (kind === 'player-var') {
    const k = L.playerVarIndex.get(name);
    const P = L.playerVarNames.length;
    const from = obj.rep === 'seat' && !nullable ? obj.from : undefined;
    if (from !== undefined && k !== undefined) {
      // A lambda's player or `me`: the var read straight from its slot.
      if ('slot' in from) {
        const j = from.slot;
        return valueNode((st) => {
          const v = st.pvars[(slots[j] as number) * P + k];
          return v !== undefined ? v : noMember('player', name, e);
        });
      }
      return valueNode((st, env) => {
        const v = st.pvars[env.me * P + k];
        return v !== undefined ? v : noMember('player', name, e);
      });
    }
    return valueNode((st, env) => {
      const s = o(st, env);
      if (s < 0) return null;
      const v = k === undefined ? undefined : st.pvars[s * P + k];
      return v !== undefined ? v : noMember('player', name, e);
    });
  }
  if (kind === 'player-marker') {
    const refs = Array.from({ length: n }, (_, seat) => markerRef(`${name}#${seat}`));
    return valueNode((st, env) => {
      const s = o(st, env);
      return s < 0 ? null : (refs[s] as Value);
    });
  }
  // Built-in player members: numbers and seats read from the arrays.
  const num = (read: (st: CoreState, s: number) => number): Node =>
    nullable ? valueNode((st, env) => { const s = o(st, env); return s < 0 ? null : read(st, s); }) : numNode((st, env) => read(st, o(st, env)));
  switch (name) {
    case 'score': return num((st, s) => st.score[s] as number);
    case 'round_score': return num((st, s) => st.roundScore[s] as number);
    case 'tricks': return num((st, s) => st.tricks[s] as number);
    case 'out_order': return num((st, s) => st.outOrder[s] as number);
    case 'seat': return num((_st, s) => s);
    case 'out':
      if (!nullable) return boolNode((st, env) => st.out[o(st, env)] === 1);
      return valueNode((st, env) => { const s = o(st, env); return s < 0 ? null : st.out[s] === 1; });
    case 'next': return intNode('seat', nullable, (st, env) => { const s = o(st, env); return s < 0 ? -1 : (s + 1) % n; });
    case 'previous': return intNode('seat', nullable, (st, env) => { const s = o(st, env); return s < 0 ? -1 : (s + n - 1) % n; });
    default:
      return valueNode((st, env) => { const s = o(st, env); return s < 0 ? null : playerMemberOf(st, s, name, e); });
  }
}

/** A member of a card (a card of a zone or the trick, no declared facts). Members of null are null. */
function cardMember(e: MemberExpr, obj: IntNode): Node {
  const name = e.name;
  const o = obj.f;
  const nullable = obj.nullable;
  switch (name) {
    case 'suit':
      // The printed suit, unless the card is wild or any-suit (then what it is played as: its text).
      if (obj.rep === 'card' && obj.from !== undefined && 'slot' in obj.from) {
        const j = obj.from.slot;
        return intNode('suit', nullable, (st) => {
          const c = slots[j] as number;
          if (c < 0) return -1;
          const T = st.L.cards;
          if (st.wild[c] === 0 && T.anySuit[c] === 0) return T.suit[c] as number;
          return suitNumber(st, cardSuitText(st, c));
        });
      }
      return valueOrSuit(nullable, o);
    case 'rank':
      return valueNode((st, env) => {
        const c = o(st, env);
        if (c < 0) return null;
        if (!declaredCard(st, c)) {
          const r = st.L.cards.rank[c] as number;
          return r === r ? r : null;
        }
        return cardRank(st, c);
      });
    case 'special':
      return valueNode((st, env) => {
        const c = o(st, env);
        return c < 0 ? null : (st.L.cards.infos[c] as { special: string | null }).special;
      });
    case 'value':
      if (!nullable) return numNode((st, env) => cardValue(st, o(st, env)));
      return valueNode((st, env) => { const c = o(st, env); return c < 0 ? null : cardValue(st, c); });
    case 'wild':
      if (!nullable) return boolNode((st, env) => { const c = o(st, env); return declaredCard(st, c) && cardWild(st, c); });
      return valueNode((st, env) => { const c = o(st, env); return c < 0 ? null : declaredCard(st, c) && cardWild(st, c); });
    case 'id':
      return valueNode((st, env) => { const c = o(st, env); return c < 0 ? null : (st.L.cards.ids[c] as string); });
    default:
      return valueNode((st, env) => (o(st, env) < 0 ? null : noMember('card', name, e)));
  }
}

/**
 * `c.suit`: a suit index when the card shows its printed suit; a wild or any-suit card on the
 * table shows what it was played as, which may be a letter no card has: then the node is a Value.
 */
function valueOrSuit(nullable: boolean, o: Fn<number>): Node {
  return intNode('suit', nullable, (st, env) => {
    const c = o(st, env);
    if (c < 0) return -1;
    if (!declaredCard(st, c)) return st.L.cards.suit[c] as number;
    return suitNumber(st, cardSuitText(st, c));
  });
}

/** A suit letter as a suit rep: -1 for null, OTHER_SUIT_TEXT for a letter no card has (refused below). */
function suitNumber(st: CoreState, letter: string | null): number {
  if (letter === null) return -1;
  const suits = st.L.cards.suits;
  for (let k = 0; k < suits.length; k++) if (suits[k] === letter) return k;
  // A declared suit no card of the rule file has: the runtime compares its text.
  throw new Unsupported(`a card played as the suit '${letter}', which no card has`);
}

function listMember(e: MemberExpr, obj: Node): Node {
  const name = e.name;
  if (obj.rep === 'zone') {
    const z = obj.f;
    const nullable = obj.nullable;
    switch (name) {
      case 'size': {
        const inst = obj.instance;
        if (inst !== undefined) {
          // `p.hand.size`, `me.hand.size`: the length of the seat's instance, read in one closure.
          const { base, from } = inst;
          const table = inst.table;
          if ('slot' in from) {
            const j = from.slot;
            return numNode((st) => st.len[table[base + (slots[j] as number)] as number] as number);
          }
          return numNode((st, env) => st.len[table[base + env.me] as number] as number);
        }
        if (!nullable) return numNode((st, env) => st.len[z(st, env)] as number);
        const again = obj.owner;
        return valueNode((st, env) => {
          const i = z(st, env);
          if (i >= 0) return st.len[i] as number;
          if (again !== undefined) again(st, env); // the runtime's second evaluation of the owner
          return null;
        });
      }
      case 'first':
      case 'last': {
        // Read as its list (paid), then its first or last card.
        const first = name === 'first';
        return intNode('card', true, (st, env) => {
          const i = z(st, env);
          if (i < 0) return -1;
          const n = st.len[i] as number;
          spend(n, undefined);
          if (n === 0) return -1;
          return st.cards[i * st.L.cap + (first ? 0 : n - 1)] as number;
        });
      }
      default: return valueNode((st, env) => { const i = z(st, env); return i < 0 ? null : noMember('list', name, e); });
    }
  }
  const f = (obj as Extract<Node, { rep: 'seats' | 'cards' }>).f;
  const elem = obj.rep === 'seats' ? 'seat' : 'card';
  switch (name) {
    case 'size': return numNode((st, env) => f(st, env).length);
    case 'first': return intNode(elem, true, (st, env) => f(st, env)[0] ?? -1);
    case 'last': return intNode(elem, true, (st, env) => { const l = f(st, env); return l[l.length - 1] ?? -1; });
    default: return valueNode(() => noMember('list', name, e));
  }
}

// ---- index ----

function compileIndex(cx: Cx, e: Extract<Expr, { kind: 'index' }>, scope: Scope): Node {
  let obj = compileNode(cx, e.object, scope);
  if (obj.rep === 'zone' && !obj.nullable) obj = materialize(obj);
  const idx = compileNode(cx, e.index, scope);
  if ((obj.rep === 'seats' || obj.rep === 'cards') && idx.rep === 'num') {
    const l = obj.f;
    const i = idx.f;
    return intNode(obj.rep === 'seats' ? 'seat' : 'card', true, (st, env) => {
      const list = l(st, env);
      const k = i(st, env);
      return list[k < 0 ? list.length + k : k] ?? -1;
    });
  }
  const l = asValue(obj);
  const i = asValue(idx);
  return valueNode((st, env) => {
    const list = l(st, env);
    const k = i(st, env);
    if (!Array.isArray(list) || typeof k !== 'number') return null;
    return list[k < 0 ? list.length + k : k] ?? null;
  });
}

// ---- calls ----

function compileCall(cx: Cx, e: CallExpr, scope: Scope): Node {
  if (e.callee.kind === 'name' && resolutionIfAny(cx.rules, e.callee)?.to === 'define') {
    return compileDefinition(cx, e, e.callee, e.args.map((a) => compileNode(cx, a.value, scope)));
  }
  if (e.callee.kind === 'name') {
    if (isChoice(e.callee.name)) throw new Unsupported(`a choice (${e.callee.name}) outside effects`, at(e));
    return compileFunction(cx, e, e.callee.name, scope);
  }
  return compileMethod(cx, e, e.callee, scope);
}

/** A definition read by name (no arguments) or called (definitions.ts): its body with its parameters in slots 0 … n-1. */
function compileDefinition(cx: Cx, e: Expr, callee: NameRef, args: readonly Node[]): Node {
  const d = cx.rules.def.defines?.find((x) => x.name === callee.name);
  if (d === undefined) throw new RuleError('runtime/unknown-name', `unknown definition '${callee.name}'`, callee.range);
  const n = d.params.length;
  if (e.kind === 'call' && args.length !== n) throw new RuleError('runtime/arity', `'${d.name}' takes ${n} argument(s), found ${args.length}`, e.range);
  const bound = args.map(bindable);
  const reps = bound.map((b) => b.rep);
  const key = `${d.name}(${reps.map((r) => ('nullable' in r ? `${r.rep}${r.nullable ? '?' : ''}` : r.rep)).join(',')})`;
  let entry = cx.defs.get(key);
  if (entry === undefined) {
    entry = { body: undefined };
    cx.defs.set(key, entry);
    const run = compileNode(cx, d.value, reps);
    const cost = exprCost(d.value);
    const range = d.value.range;
    entry.body = wrap(run, (f) => (st, env) => {
      spend(cost, range);
      return f(st, env);
    });
  }
  const body = entry.body;
  if (body === undefined) throw new Unsupported(`a definition that calls itself ('${d.name}')`, at(e));
  const b = body.f as Fn<unknown>;
  if (n === 0) return body;
  if (n === 1) {
    const arg = (bound[0] as { node: Node }).node.f as Fn<unknown>;
    return wrap(body, () => (st, env) => {
      const v = arg(st, env);
      const saved = slots[0];
      slots[0] = v;
      const r = b(st, env);
      slots[0] = saved;
      return r as never;
    });
  }
  const fs = bound.map((x) => x.node.f as Fn<unknown>);
  return wrap(body, () => (st, env) => {
    const values = fs.map((f) => f(st, env));
    const saved = slots.slice(0, n);
    for (let i = 0; i < n; i++) slots[i] = values[i];
    const r = b(st, env);
    for (let i = 0; i < n; i++) slots[i] = saved[i];
    return r as never;
  });
}

// ---- binary operators ----

function compileBinary(cx: Cx, e: BinaryExpr, scope: Scope): Node {
  if (e.op === 'in') return compileIn(cx, e, scope);
  const l = compileNode(cx, e.left, scope);
  const r = compileNode(cx, e.right, scope);
  switch (e.op) {
    case 'and': {
      const k = constOf(l);
      if (k !== undefined) return k.v === true ? testNode(r) : constNode(false);
      const a = asTest(l);
      const b = asTest(r);
      return boolNode((st, env) => a(st, env) && b(st, env));
    }
    case 'or': {
      const k = constOf(l);
      if (k !== undefined) return k.v === true ? constNode(true) : testNode(r);
      const a = asTest(l);
      const b = asTest(r);
      return boolNode((st, env) => a(st, env) || b(st, env));
    }
    case '+': {
      if (l.rep === 'num' && r.rep === 'num') {
        const a = l.f;
        const b = r.f;
        return numNode((st, env) => a(st, env) + b(st, env));
      }
      const a = asValue(l);
      const b = asValue(r);
      const add = onValues(e);
      return valueNode((st, env) => add(a(st, env), b(st, env)));
    }
    case '-': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return numNode((st, env) => a(st, env) - b(st, env));
    }
    case '*': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return numNode((st, env) => a(st, env) * b(st, env));
    }
    case '/':
    case '%': {
      // The divisor first, as the runtime evaluates it.
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      const div = e.op === '/';
      return numNode((st, env) => {
        const d = b(st, env);
        if (d === 0) throw new RuleError('runtime/division-by-zero', 'division by zero', e.range);
        const x = a(st, env);
        return div ? Math.trunc(x / d) : x % d;
      });
    }
    case '==': return equality(cx, l, r, e, false);
    case '!=': return equality(cx, l, r, e, true);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return ordering(l, r, e);
    case '..': {
      const a = asNum(l, e.left);
      const b = asNum(r, e.right);
      return valueNode((st, env) => {
        const x = a(st, env);
        const y = b(st, env);
        const n = Math.max(0, y - x + 1);
        spend(n, e.range);
        checkLength(n, e.range);
        const out: number[] = [];
        for (let i = x; i <= y; i++) out.push(i);
        return out;
      });
    }
  }
}

/**
 * The runtime's own operator (eval/compile.ts binaryOf) on two Values already evaluated (both
 * operands first, as it evaluates them): its costs, checks and errors are then the runtime's.
 * Only for operators that evaluate both operands before looking at either (+, ==, !=, <, <=, >, >=).
 */
function onValues(e: BinaryExpr): (a: Value, b: Value) => Value {
  let ha: Value = null;
  let hb: Value = null;
  const run = binaryOf(e, () => ha, () => hb);
  const ctx = {} as EvalCtx; // these operators read nothing of it
  return (a, b) => {
    ha = a;
    hb = b;
    const r = run(ctx);
    ha = hb = null;
    return r;
  };
}

function equality(cx: Cx, l: Node, r: Node, e: BinaryExpr, negate: boolean): Node {
  const kl = constOf(l);
  const kr = constOf(r);
  if (plainConst(kl) && plainConst(kr)) return constNode((kl.v === kr.v) !== negate);
  const same = (f: Fn<boolean>): Node => (negate ? boolNode((st, env) => !f(st, env)) : boolNode(f));
  // Two numbers, booleans, seats or cards: equal when the same number.
  if (l.rep === r.rep && (l.rep === 'num' || l.rep === 'bool' || l.rep === 'seat' || l.rep === 'card' || l.rep === 'suit')) {
    const a = l.f as Fn<unknown>;
    const b = r.f as Fn<unknown>;
    if (l.rep === 'suit') return same((st, env) => suitEq(st, a(st, env) as number, b(st, env) as number));
    return negate ? boolNode((st, env) => a(st, env) !== b(st, env)) : boolNode((st, env) => a(st, env) === b(st, env));
  }
  // A suit and a string literal: the literal's suit index, fixed when compiled (a letter no card has: its text).
  const lit = (n: Node, x: Expr): string | null | undefined => (n.rep === 'value' && x.kind === 'string' ? x.value : n.rep === 'value' && x.kind === 'null' ? null : undefined);
  if (l.rep === 'suit' || r.rep === 'suit') {
    const [s, other, otherExpr] = l.rep === 'suit' ? [l, r, e.right] : [r, l, e.left];
    const sf = (s as IntNode).f;
    const text = lit(other, otherExpr);
    if (text !== undefined) {
      const k = text === null ? -1 : cx.L.cards.suits.indexOf(text);
      if (k >= -1 && !(text !== null && k === -1)) {
        // The state's suit read first when it is on the left, as the runtime evaluates.
        return same((st, env) => suitEq(st, sf(st, env), k));
      }
    }
  }
  const a = asValue(l);
  const b = asValue(r);
  const eq = onValues(e);
  return boolNode((st, env) => eq(a(st, env), b(st, env)) as boolean);
}

/** Two suit reps equal: the same suit index, or (the trick's led suit as text) the same text. */
function suitEq(st: CoreState, a: number, b: number): boolean {
  if (a >= -1 && b >= -1) return a === b;
  return suitValue(st, a) === suitValue(st, b);
}


function ordering(l: Node, r: Node, e: BinaryExpr): Node {
  const op = e.op;
  if (l.rep === 'num' && r.rep === 'num') {
    const a = l.f;
    const b = r.f;
    switch (op) {
      case '<': return boolNode((st, env) => a(st, env) - b(st, env) < 0);
      case '<=': return boolNode((st, env) => a(st, env) - b(st, env) <= 0);
      case '>': return boolNode((st, env) => a(st, env) - b(st, env) > 0);
      default: return boolNode((st, env) => a(st, env) - b(st, env) >= 0);
    }
  }
  const a = asValue(l);
  const b = asValue(r);
  const cmp = onValues(e);
  return boolNode((st, env) => cmp(a(st, env), b(st, env)) as boolean);
}

/** `x in list`; `x in zone` reads the zone's cards (zone-in.ts: its length paid twice). */
function compileIn(cx: Cx, e: BinaryExpr, scope: Scope): Node {
  const item = compileNode(cx, e.left, scope);
  const list = compileNode(cx, e.right, scope);
  const direct = (e.right.kind === 'member' && memberResolution(cx.rules, e.right).to === 'player-zone') || (e.right.kind === 'name' && nameResolution(cx.rules, e.right).to === 'zone');
  if (list.rep === 'zone' && direct) {
    const z = list.f;
    const x = item.rep === 'card' ? item.f : undefined;
    const xv = asValue(item);
    return boolNode((st, env) => {
      const c = x !== undefined ? x(st, env) : valueCard(st, xv(st, env));
      const i = z(st, env);
      if (i < 0) return false;
      const n = st.len[i] as number;
      spend(n, undefined);
      spend(n, e.range);
      if (c < 0) return false;
      return st.at[c] === i;
    });
  }
  if (list.rep === 'seats' && item.rep === 'seat') {
    const x = item.f;
    const l = list.f;
    return boolNode((st, env) => {
      const s = x(st, env);
      const seats = l(st, env);
      spend(seats.length, e.range);
      return s >= 0 && seats.includes(s);
    });
  }
  const x = asValue(item);
  const l = asValue(list);
  return boolNode((st, env) => {
    const v = x(st, env);
    const xs = l(st, env);
    if (!Array.isArray(xs)) return false;
    spend(xs.length, e.range);
    for (let i = 0; i < xs.length; i++) if (valueEquals(xs[i] as Value, v)) return true;
    return false;
  });
}

/** The card index of a card value (its id; a card with declared facts is the same card), else -1. */
function valueCard(st: CoreState, v: Value): number {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v.t !== 'card') return -1;
  return st.L.cards.index.get(v.id) ?? -1;
}
