// Members in the core's compiler (compile.ts): `p.hand`, `c.suit`, `m.flipped`, `trick.led_suit`,
// `list.size`, by the checker's resolution of the member and the representation of its object. A
// seat's, card's or zone's member reads the state's arrays (members of null are null, as the
// runtime's); any other object is read as a runtime Value (facts.ts memberOfValue). Where the
// runtime reads a shape directly (eval/compile.ts compileZoneSize, shapes.ts, card-members.ts),
// the same steps are paid in the same order, its quirks included.
import type { Expr, MemberExpr } from '../../../grammar/expr/ast.js';
import type { Rules } from '../../rules.js';
import { RuleError } from '../../eval/context.js';
import { memberResolution, nameResolution } from '../../eval/resolved.js';
import { spend } from '../../budget.js';
import { markerRef, type Value } from '../../values.js';
import { markerKey } from '../../rules.js';
import { FLIPPED, type CoreState } from '../state.js';
import { slots } from './env.js';
import { at, boolNode, intNode, numNode, valueNode, Unsupported, type Fn, type IntNode, type Node } from './node.js';
import { asValue } from './convert.js';
import {
  cardRank, cardSuitText, cardValue, cardWild, declaredCard, markerMemberOf, memberOfValue, noMember, playCount,
  playerMemberOf, trickCardCount, trickMemberOf,
} from './facts.js';
import { checkWinner, trickWinnerSeat, trumpLetter } from './trick-winner.js';
import { constNode } from './fold.js';
import type { Cx, Scope } from './compile.js';

const hasOwn = Object.prototype.hasOwnProperty;

function isName(cx: Cx, e: Expr, name: string): boolean {
  return e.kind === 'name' && e.name === name && nameResolution(cx.rules, e).to === 'global';
}

export function compileMember(cx: Cx, e: MemberExpr, scope: Scope): Node {
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
  const obj = cx.compile(cx, e.object, scope);
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
  const owner = cx.compile(cx, zoneExpr.object, scope);
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
    case 'led_suit': return { rep: 'suit', nullable: true, f: (st) => (st.trickOn === 1 ? st.ledSuit : -1), steady: true };
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
  const owner = cx.compile(cx, markerExpr.object, scope);
  if (owner.rep !== 'seat') return undefined;
  const L = cx.L;
  const numbers = Int32Array.from({ length: L.n }, (_, seat) => L.markerIndex.get(markerKey(markerExpr.name, seat)) ?? -1);
  const o = owner.f;
  const name = e.name;
  const key = markerExpr.name;
  const general = (st: CoreState, seat: number): Value => memberOfValue(st, seat < 0 ? null : markerRef(`${key}#${seat}`), name, e);
  if (name === 'flipped' && !owner.nullable) {
    const from = owner.rep === 'seat' ? owner.from : undefined;
    if (from !== undefined && !('slot' in from)) {
      // `me.m.flipped`: the seat is the environment's.
      return boolNode((st, env) => {
        const m = numbers[env.me] as number;
        if (st.hasMarkers && m >= 0) return ((st.markerFlags[m] as number) & FLIPPED) !== 0;
        return general(st, env.me) as boolean;
      });
    }
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
        const f: Fn<number> = (st) => {
          const c = slots[j] as number;
          if (c < 0) return -1;
          const T = st.L.cards;
          if (st.wild[c] === 0 && T.anySuit[c] === 0) return T.suit[c] as number;
          return suitNumber(st, cardSuitText(st, c));
        };
        return { rep: 'suit', nullable, f, slotSuit: j };
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

