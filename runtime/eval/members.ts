// Member access on runtime values: `p.hand`, `c.rank`, `m.owner`, `trick.plays`, `list.size`.
import type { Expr } from '../../grammar/expr/ast.js';
import { markerKey, zoneKey, type Rules } from '../rules.js';
import type { MarkerDef } from '../../grammar/def/types.js';
import { cardRef, playerRef, type MarkerRef, type Value } from '../values.js';
import type { CardInfo, MarkerState, PlayerState } from '../state.js';
import { RuleError, type EvalCtx } from './context.js';
import { cardsOf, zoneCards } from './names.js';
import { describe } from './compile.js';

const hasOwn = Object.prototype.hasOwnProperty;

/** The declared rank/suit of a card on the table, or its own. */
export function cardFacts(ctx: EvalCtx, id: string): { rank: number | null; suit: string | null; wild: boolean } {
  const info = ctx.rules.cards.get(id);
  const wild = ctx.s.wild[id] === true;
  // Only a wild or an any-suit card can be on the table as something else than itself.
  const trick = wild || info?.anySuit === true ? ctx.s.trick : null;
  if (trick !== null) {
    for (const play of trick.plays) {
      for (const pc of play.cards) if (pc.id === id) return { rank: pc.rank, suit: pc.suit, wild: pc.wild };
    }
  }
  return { rank: info?.rank ?? null, suit: info?.suit ?? null, wild };
}

function playerMember(ctx: EvalCtx, seat: number, name: string, e: Expr): Value {
  const p = ctx.s.players[seat];
  if (p === undefined) throw new RuleError('runtime/no-player', `there is no player in seat ${seat + 1}`, e.range);
  switch (name) {
    case 'score': return p.score;
    case 'round_score': return p.roundScore;
    case 'tricks': return p.tricks;
    case 'out': return p.out;
    case 'out_order': return p.outOrder;
    case 'seat': return seat;
    case 'name': return ctx.s.names[seat] ?? `Player ${seat + 1}`;
    case 'next': return playerRef((seat + 1) % ctx.s.players.length);
    case 'previous': return playerRef((seat + ctx.s.players.length - 1) % ctx.s.players.length);
  }
  const zone = ctx.rules.zones.get(name);
  if (zone !== undefined && zone.perPlayer) return zoneCards(ctx, zoneKey(name, seat));
  const marker = ctx.rules.markers.get(name);
  if (marker !== undefined && marker.perPlayer) return { t: 'marker', key: markerKey(name, seat) };
  if (hasOwn.call(p.vars, name)) return p.vars[name] as Value;
  throw new RuleError('runtime/unknown-member', `a player has no '${name}'`, e.range);
}

function cardMember(ctx: EvalCtx, id: string, name: string, e: Expr): Value {
  const info = ctx.rules.cards.get(id);
  if (info === undefined) throw new RuleError('runtime/no-card', `there is no card '${id}'`, e.range);
  switch (name) {
    case 'rank': return cardFacts(ctx, id).rank;
    case 'suit': return cardFacts(ctx, id).suit;
    case 'wild': return cardFacts(ctx, id).wild;
    case 'special': return info.special;
    case 'id': return id;
    case 'value': return ctx.s.wild[id] === true ? (ctx.rules.def.wilds?.value ?? 0) : info.value;
  }
  throw new RuleError('runtime/unknown-member', `a card has no '${name}'`, e.range);
}

/** A marker's definition by its key (`name` or `name#seat`), remembered per rule file. */
const markerDefs = new WeakMap<Rules, Map<string, MarkerDef | undefined>>();
function markerDefOf(rules: Rules, key: string): MarkerDef | undefined {
  let byKey = markerDefs.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    markerDefs.set(rules, byKey);
  }
  if (byKey.has(key)) return byKey.get(key);
  const hash = key.indexOf('#');
  const def = rules.markers.get(hash < 0 ? key : key.slice(0, hash));
  byKey.set(key, def);
  return def;
}

function markerMember(ctx: EvalCtx, m: MarkerRef, name: string, e: Expr): Value {
  const st = ctx.s.markers[m.key];
  const def = markerDefOf(ctx.rules, m.key);
  if (st === undefined || def === undefined) throw new RuleError('runtime/no-marker', `marker '${m.key}' is not in play`, e.range);
  switch (name) {
    case 'owner': return st.owner === null ? null : playerRef(st.owner);
    case 'flipped': return st.flipped;
    case 'removed': return st.removed;
    case 'priority': return def.priority;
    case 'label': return def.label;
    case 'name': return def.name;
    case 'available': return st.owner === null && !st.removed;
  }
  throw new RuleError('runtime/unknown-member', `a marker has no '${name}'`, e.range);
}

function poolMarkers(ctx: EvalCtx, pool: string): MarkerRef[] {
  const defs = ctx.rules.pools.get(pool) ?? [];
  const out: MarkerRef[] = [];
  for (const d of defs) if (ctx.s.markers[d.name] !== undefined) out.push({ t: 'marker', key: d.name });
  return out;
}

function trickMember(ctx: EvalCtx, name: string, e: Expr): Value {
  const t = ctx.s.trick;
  if (t === null) return null;
  switch (name) {
    case 'cards': {
      const out: Value[] = [];
      for (const p of t.plays) for (const c of p.cards) out.push(cardRef(c.id));
      return out;
    }
    case 'plays': return t.plays.map((_, i) => ({ t: 'play', index: i }));
    case 'leader': return playerRef(t.leader);
    case 'led_suit': return t.ledSuit;
    case 'number': return t.number;
    case 'in': {
      const out: Value[] = [];
      const players = ctx.s.players;
      for (let i = 0; i < players.length; i++) {
        if (!(players[i] as PlayerState).out && !t.passed.includes(i) && !t.dropped.includes(i)) out.push(playerRef(i));
      }
      return out;
    }
    case 'passed': return [...t.passed, ...t.dropped].map(playerRef);
    case 'winner': {
      const last = t.plays[t.plays.length - 1];
      return last === undefined ? null : playerRef(winnerSeat(ctx) ?? last.seat);
    }
  }
  throw new RuleError('runtime/unknown-member', `a trick has no '${name}'`, e.range);
}

/** Set by the procedures module: who is winning the current trick. */
let winnerSeat: (ctx: EvalCtx) => number | null = () => null;
export function setTrickWinner(f: (ctx: EvalCtx) => number | null): void {
  winnerSeat = f;
}

export function memberOf(ctx: EvalCtx, obj: Value, name: string, e: Expr): Value {
  if (Array.isArray(obj)) {
    switch (name) {
      case 'size': return obj.length;
      case 'first': return obj[0] ?? null;
      case 'last': return obj[obj.length - 1] ?? null;
    }
    throw new RuleError('runtime/unknown-member', `a list has no '${name}'`, e.range);
  }
  if (obj === null) return null; // members of null are null: `trick.leader` before any trick
  if (typeof obj !== 'object') throw new RuleError('runtime/type', `${describe(obj)} has no '${name}'`, e.range);
  switch (obj.t) {
    case 'player': return playerMember(ctx, obj.seat, name, e);
    case 'card': return cardMember(ctx, obj.id, name, e);
    case 'marker': return markerMember(ctx, obj, name, e);
    case 'pool': {
      const ms = poolMarkers(ctx, obj.name);
      if (name === 'available') return ms.filter((m) => { const st = ctx.s.markers[m.key]; return st !== undefined && st.owner === null && !st.removed; });
      if (name === 'held') return ms.filter((m) => ctx.s.markers[m.key]?.owner !== null);
      if (name === 'all') return ms.filter((m) => ctx.s.markers[m.key]?.removed === false);
      throw new RuleError('runtime/unknown-member', `a pool has no '${name}'`, e.range);
    }
    case 'trick': return trickMember(ctx, name, e);
    case 'play': {
      const play = ctx.s.trick?.plays[obj.index];
      if (play === undefined) return null;
      if (name === 'player') return playerRef(play.seat);
      if (name === 'cards') return play.cards.map((c) => cardRef(c.id));
      if (name === 'meld') return play.meld;
      throw new RuleError('runtime/unknown-member', `a play has no '${name}'`, e.range);
    }
    case 'move': {
      const m = obj.move;
      if (name === 'kind') return m.kind;
      if (name === 'player') return playerRef(m.seat);
      if (name === 'cards') return m.kind === 'play' ? m.cards.map((c) => cardRef(c.id)) : [];
      if (name === 'meld') return m.kind === 'play' ? m.meld : null;
      if (name === 'wilds') return m.kind === 'play' ? m.cards.filter((c) => c.as !== undefined).length : 0;
      throw new RuleError('runtime/unknown-member', `a move has no '${name}'`, e.range);
    }
    case 'options': {
      if (hasOwn.call(ctx.s.options, name)) return ctx.s.options[name] as Value;
      throw new RuleError('runtime/unknown-option', `there is no option '${name}'`, e.range);
    }
  }
}

function seatPlayer(ctx: EvalCtx, seat: number, e: Expr): PlayerState {
  const p = ctx.s.players[seat];
  if (p === undefined) throw new RuleError('runtime/no-player', `there is no player in seat ${seat + 1}`, e.range);
  return p;
}

type PlayerReader = (ctx: EvalCtx, seat: number) => Value;

/**
 * A player's member `name`, decided once: the built-in fields, then a per-player zone, then a
 * per-player marker, then a player var (the order playerMember looks them up in).
 */
function playerReader(rules: Rules, name: string, e: Expr): PlayerReader {
  switch (name) {
    case 'score': return (c, seat) => seatPlayer(c, seat, e).score;
    case 'round_score': return (c, seat) => seatPlayer(c, seat, e).roundScore;
    case 'tricks': return (c, seat) => seatPlayer(c, seat, e).tricks;
    case 'out': return (c, seat) => seatPlayer(c, seat, e).out;
    case 'out_order': return (c, seat) => seatPlayer(c, seat, e).outOrder;
    case 'seat':
    case 'name':
    case 'next':
    case 'previous': return (c, seat) => playerMember(c, seat, name, e);
  }
  if (rules.zones.get(name)?.perPlayer === true) {
    return (c, seat) => {
      seatPlayer(c, seat, e);
      return cardsOf(c.s.zones[zoneKey(name, seat)]);
    };
  }
  if (rules.markers.get(name)?.perPlayer === true) {
    const refs: MarkerRef[] = [];
    return (c, seat) => {
      seatPlayer(c, seat, e);
      return (refs[seat] ??= { t: 'marker', key: markerKey(name, seat) });
    };
  }
  return (c, seat) => {
    const vars = seatPlayer(c, seat, e).vars;
    if (hasOwn.call(vars, name)) return vars[name] as Value;
    throw new RuleError('runtime/unknown-member', `a player has no '${name}'`, e.range);
  };
}

type CardReader = (ctx: EvalCtx, id: string, info: CardInfo) => Value;

/** A card's rank, suit or wildness: its own unless it is on the table declared as something else. */
function cardReader(name: string): CardReader | null {
  switch (name) {
    case 'rank': return (c, id, info) => (c.s.wild[id] === true || info.anySuit === true ? cardFacts(c, id).rank : info.rank);
    case 'suit': return (c, id, info) => (c.s.wild[id] === true || info.anySuit === true ? cardFacts(c, id).suit : info.suit);
    case 'wild': return (c, id, info) => (c.s.wild[id] === true || info.anySuit === true ? cardFacts(c, id).wild : false);
    default: return null;
  }
}

type MarkerReader = (ctx: EvalCtx, st: MarkerState) => Value;

/** The members of a marker read from its state alone (the rest need its definition). */
function markerReader(name: string): MarkerReader | null {
  switch (name) {
    case 'flipped': return (_c, st) => st.flipped;
    case 'owner': return (_c, st) => (st.owner === null ? null : playerRef(st.owner));
    case 'removed': return (_c, st) => st.removed;
    case 'available': return (_c, st) => st.owner === null && !st.removed;
    default: return null;
  }
}

/**
 * The reader of member `name` on whatever value the object turns out to be: players', cards' and
 * markers' members are decided when compiled (they are read after nearly every move); the rest
 * goes through memberOf.
 */
export function memberReader(rules: Rules, name: string, e: Expr): (ctx: EvalCtx, obj: Value) => Value {
  const player = playerReader(rules, name, e);
  const card = cardReader(name);
  const marker = markerReader(name);
  return (c, obj) => {
    if (typeof obj === 'object' && obj !== null && !Array.isArray(obj)) {
      if (obj.t === 'player') return player(c, obj.seat);
      if (obj.t === 'card' && card !== null) {
        const info = c.rules.cards.get(obj.id);
        if (info !== undefined) return card(c, obj.id, info);
      } else if (obj.t === 'marker' && marker !== null) {
        const st = c.s.markers[obj.key];
        if (st !== undefined && markerDefOf(c.rules, obj.key) !== undefined) return marker(c, st);
      }
    }
    return memberOf(c, obj, name, e);
  };
}
