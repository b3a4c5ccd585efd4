// Reading the integer state as the runtime's members read a GameState (eval/member-impls.ts,
// eval/members.ts memberOf): a card's facts on the table, a trick's and a play's members, markers
// and pools, and members of any runtime Value (for objects whose type is decided by their value).
// Every reader gives what the runtime gives on the JSON form of the same state, and fails with the
// same RuleError codes.
import type { Expr } from '../../../grammar/expr/ast.js';
import type { MarkerDef } from '../../../grammar/def/types.js';
import { RuleError } from '../../eval/context.js';
import { describe } from '../../eval/compile.js';
import { MOVE_MEMBERS } from '../../eval/member-impls.js';
import { deckFor } from '../../rules.js';
import { spend } from '../../budget.js';
import { teamName, teamOf, teamSeats } from '../../teams.js';
import { cardRef, markerRef, playerRef, type DeclaredFacts, type MarkerRef, type Value } from '../../values.js';
import { FLIPPED, OTHER_LED, REMOVED, type CoreState } from '../state.js';
import type { CoreEnv } from './env.js';
import { Unsupported } from './node.js';
import { trickWinnerSeat, trumpLetter, winnerRefusal } from './trick-winner.js';

const hasOwn = Object.prototype.hasOwnProperty;

export const trickRef: Value = Object.freeze({ t: 'trick' }) as Value;
export const optionsRef: Value = Object.freeze({ t: 'options' }) as Value;

export interface Facts {
  rank: number | null;
  suit: string | null;
  wild: boolean;
}

/** Whether a card may be on the table as something else than itself (a wild, an any-suit card). */
export function declaredCard(st: CoreState, c: number): boolean {
  return st.wild[c] === 1 || st.L.cards.anySuit[c] === 1;
}

/** eval/member-impls.ts cardFacts: what the card is played as when it is in the trick, else its own facts. */
export function cardFacts(st: CoreState, c: number): Facts {
  const T = st.L.cards;
  const info = T.infos[c] as (typeof T.infos)[number];
  const wild = st.wild[c] === 1;
  if ((wild || info.anySuit === true) && st.trickOn === 1) {
    const plays = st.json.plays;
    if (plays !== null) {
      const id = T.ids[c] as string;
      for (const play of plays) for (const pc of play.cards) if (pc.id === id) return { rank: pc.rank, suit: pc.suit, wild: pc.wild };
    } else {
      // The core's plays are plain: one card, played as itself, not wild (to-core.ts plainPlay).
      for (let i = 0; i < st.playCount; i++) if (st.playCard[i] === c) return { rank: info.rank, suit: info.suit, wild: false };
    }
  }
  return { rank: info.rank, suit: info.suit, wild };
}

export function cardRank(st: CoreState, c: number): number | null {
  return declaredCard(st, c) ? cardFacts(st, c).rank : (st.L.cards.infos[c] as { rank: number | null }).rank;
}

/** A card's `c.suit` as a suit index (-1: null); a declared suit no card has is OTHER_SUIT-like: use cardSuitText. */
export function cardSuitText(st: CoreState, c: number): string | null {
  return declaredCard(st, c) ? cardFacts(st, c).suit : (st.L.cards.infos[c] as { suit: string | null }).suit;
}

export function cardWild(st: CoreState, c: number): boolean {
  return declaredCard(st, c) ? cardFacts(st, c).wild : false;
}

export function cardValue(st: CoreState, c: number): number {
  return st.wild[c] === 1 ? (st.L.rules.def.wilds?.value ?? 0) : (st.L.cards.value[c] as number);
}

/** A card's member (CARD_MEMBERS), given what a candidate move plays it as (`as`). */
export function cardMemberOf(st: CoreState, c: number, name: string, as: DeclaredFacts | undefined, e: Expr): Value {
  const info = st.L.cards.infos[c] as (typeof st.L.cards.infos)[number];
  switch (name) {
    case 'rank': return as?.rank !== undefined ? as.rank : cardRank(st, c);
    case 'suit': return as !== undefined ? as.suit : cardSuitText(st, c);
    case 'wild': return as !== undefined ? as.wild : cardWild(st, c);
    case 'special': return info.special;
    case 'value': return cardValue(st, c);
    case 'id': return info.id;
    default: return noMember('card', name, e);
  }
}

export function noMember(what: string, name: string, e: Expr): never {
  throw new RuleError('runtime/unknown-member', `a ${what} has no '${name}'`, e.range);
}

/** The suit letter of a suit representation (node.ts 'suit'). */
export function suitValue(st: CoreState, s: number): string | null {
  if (s === -1) return null;
  if (s === OTHER_LED) return st.ledSuitText;
  return st.L.cards.suits[s] as string;
}

export function ledSuitValue(st: CoreState): string | null {
  return st.trickOn === 1 ? suitValue(st, st.ledSuit) : null;
}

/** A zone instance's cards as values: costs its length (names.ts cardsOf). */
export function zoneCards(st: CoreState, z: number): Value[] {
  const n = st.len[z] as number;
  spend(n, undefined);
  const out: Value[] = new Array<Value>(n);
  const base = z * st.L.cap;
  const ids = st.L.cards.ids;
  for (let i = 0; i < n; i++) out[i] = cardRef(ids[st.cards[base + i] as number] as string);
  return out;
}

/** A zone instance's card indices (a new list): costs its length. */
export function zoneIndices(st: CoreState, z: number): number[] {
  const n = st.len[z] as number;
  spend(n, undefined);
  const out: number[] = new Array<number>(n);
  const base = z * st.L.cap;
  for (let i = 0; i < n; i++) out[i] = st.cards[base + i] as number;
  return out;
}

/** The instance of a zone definition (by name) for a seat; -1 for a name the layout has not. */
export function zoneInstanceOf(st: CoreState, name: string, seat: number): number {
  const L = st.L;
  const d = L.zoneDef.get(name);
  if (d === undefined) return -1;
  return L.zoneInstance[d * L.n + (L.zonePerPlayer[d] ? seat : 0)] as number;
}

function checkSeat(st: CoreState, seat: number, e: Expr): void {
  if (!(seat >= 0 && seat < st.L.n)) throw new RuleError('runtime/no-player', `there is no player in seat ${seat + 1}`, e.range);
}

/** A player's var (undefined: not set). */
export function playerVar(st: CoreState, seat: number, k: number): Value | undefined {
  return st.pvars[seat * st.L.playerVarNames.length + k];
}

/** A player's built-in member (PLAYER_MEMBERS) or declared zone, marker or var, for a seat in the game. */
export function playerMemberOf(st: CoreState, seat: number, name: string, e: Expr): Value {
  const L = st.L;
  switch (name) {
    case 'score': return st.score[seat] as number;
    case 'round_score': return st.roundScore[seat] as number;
    case 'tricks': return st.tricks[seat] as number;
    case 'out': return st.out[seat] === 1;
    case 'out_order': return st.outOrder[seat] as number;
    case 'seat': return seat;
    case 'name': return st.json.names[seat] ?? `Player ${seat + 1}`;
    case 'next': return playerRef((seat + 1) % L.n);
    case 'previous': return playerRef((seat + L.n - 1) % L.n);
    case 'team': return teamSeats(L.rules, L.n, seat).map(playerRef);
    case 'team_name': {
      const team = teamOf(L.rules, seat);
      return team === null ? null : teamName(L.rules, team);
    }
    default: break;
  }
  const zone = L.rules.zones.get(name);
  if (zone !== undefined && zone.perPlayer) return zoneCards(st, zoneInstanceOf(st, name, seat));
  const marker = L.rules.markers.get(name);
  if (marker !== undefined && marker.perPlayer) return markerRef(`${name}#${seat}`);
  const k = L.playerVarIndex.get(name);
  if (k !== undefined) {
    const v = playerVar(st, seat, k);
    if (v !== undefined) return v;
  }
  return noMember('player', name, e);
}

/** A marker's number in the state, or -1 when it is not in play (no such key, or before the round's markers). */
export function markerNumber(st: CoreState, key: string): number {
  if (!st.hasMarkers) return -1;
  return st.L.markerIndex.get(key) ?? -1;
}

function markerDefOf(st: CoreState, key: string): MarkerDef | undefined {
  const hash = key.indexOf('#');
  return st.L.rules.markers.get(hash < 0 ? key : key.slice(0, hash));
}

/** A marker's built-in member (MARKER_MEMBERS) by its number and definition. */
export function markerMemberOf(st: CoreState, m: number, def: MarkerDef, name: string, e: Expr): Value {
  const owner = st.markerOwner[m] as number;
  const flags = st.markerFlags[m] as number;
  switch (name) {
    case 'owner': return owner < 0 ? null : playerRef(owner);
    case 'flipped': return (flags & FLIPPED) !== 0;
    case 'priority': return def.priority;
    case 'removed': return (flags & REMOVED) !== 0;
    case 'label': return def.label;
    case 'name': return def.name;
    case 'available': return owner < 0 && (flags & REMOVED) === 0;
    default: return noMember('marker', name, e);
  }
}

/** A pool's markers in play whose state passes `keep`, in the pool's order (member-impls.ts poolMarkers). */
export function poolMarkers(st: CoreState, pool: string, which: 'available' | 'held' | 'all'): MarkerRef[] {
  const defs = st.L.rules.pools.get(pool) ?? [];
  const out: MarkerRef[] = [];
  for (let i = 0; i < defs.length; i++) {
    const name = (defs[i] as MarkerDef).name;
    const m = markerNumber(st, name);
    if (m < 0) continue;
    const owner = st.markerOwner[m] as number;
    const removed = ((st.markerFlags[m] as number) & REMOVED) !== 0;
    const keep = which === 'available' ? owner < 0 && !removed : which === 'held' ? owner >= 0 : !removed;
    if (keep) out.push(markerRef(name));
  }
  return out;
}

/** How many plays the trick has. */
export function playCount(st: CoreState): number {
  const plays = st.json.plays;
  return plays !== null ? plays.length : st.playCount;
}

/** The trick's cards as card values, in play order. */
export function trickCards(st: CoreState): Value[] {
  const out: Value[] = [];
  const plays = st.json.plays;
  if (plays !== null) {
    for (const p of plays) for (const c of p.cards) out.push(cardRef(c.id));
  } else {
    const ids = st.L.cards.ids;
    for (let i = 0; i < st.playCount; i++) out.push(cardRef(ids[st.playCard[i] as number] as string));
  }
  return out;
}

/** How many cards the trick's plays hold. */
export function trickCardCount(st: CoreState): number {
  const plays = st.json.plays;
  if (plays === null) return st.playCount;
  let n = 0;
  for (const p of plays) n += p.cards.length;
  return n;
}

function isPassed(st: CoreState, seat: number): boolean {
  for (let i = 0; i < st.passedLen; i++) if (st.passed[i] === seat) return true;
  for (let i = 0; i < st.droppedLen; i++) if (st.dropped[i] === seat) return true;
  return false;
}

/** A trick member (TRICK_MEMBERS) while there is a trick. */
export function trickMemberOf(st: CoreState, name: string, e: Expr): Value {
  switch (name) {
    case 'cards': return trickCards(st);
    case 'plays': {
      const n = playCount(st);
      const out: Value[] = [];
      for (let i = 0; i < n; i++) out.push({ t: 'play', index: i });
      return out;
    }
    case 'leader': return playerRef(st.trickLeader);
    case 'led_suit': return suitValue(st, st.ledSuit);
    case 'in': {
      const out: Value[] = [];
      for (let i = 0; i < st.L.n; i++) if (st.out[i] === 0 && !isPassed(st, i)) out.push(playerRef(i));
      return out;
    }
    case 'passed': {
      const out: Value[] = [];
      for (let i = 0; i < st.passedLen; i++) out.push(playerRef(st.passed[i] as number));
      for (let i = 0; i < st.droppedLen; i++) out.push(playerRef(st.dropped[i] as number));
      return out;
    }
    case 'number': return st.trickNumber;
    case 'winner':
    case 'trump': {
      // Worked out as play-step.ts does, where no expression decides it (trick-winner.ts).
      const why = winnerRefusal(st.L.rules, name);
      if (why !== undefined) throw new Unsupported(why);
      if (name === 'trump') return trumpLetter(st.L.rules);
      const seat = trickWinnerSeat(st);
      return seat < 0 ? null : playerRef(seat);
    }
    default: return noMember('trick', name, e);
  }
}

/** A play's member (PLAY_MEMBERS) of play `i`, or null when the trick has no such play. */
export function playMemberOf(st: CoreState, i: number, name: string, e: Expr): Value {
  if (st.trickOn !== 1) return null;
  const plays = st.json.plays;
  if (plays !== null) {
    const play = plays[i];
    if (play === undefined) return null;
    switch (name) {
      case 'player': return playerRef(play.seat);
      case 'cards': return play.cards.map((c) => cardRef(c.id));
      case 'meld': return play.meld;
      default: return noMember('play', name, e);
    }
  }
  if (!(i >= 0 && i < st.playCount)) return null;
  switch (name) {
    case 'player': return playerRef(st.playSeat[i] as number);
    case 'cards': return [cardRef(st.L.cards.ids[st.playCard[i] as number] as string)];
    case 'meld': return st.L.zoneNames[st.playZone[i] as number] as string;
    default: return noMember('play', name, e);
  }
}

/** A list's member (LIST_MEMBERS). */
export function listMemberOf(list: readonly Value[], name: string, e: Expr): Value {
  switch (name) {
    case 'size': return list.length;
    case 'first': return list[0] ?? null;
    case 'last': return list[list.length - 1] ?? null;
    default: return noMember('list', name, e);
  }
}

/**
 * Member `name` of a value (members.ts memberOf over the integer state): the built-in members
 * first, then a player's declared zones, markers and vars, or an option.
 */
export function memberOfValue(st: CoreState, obj: Value, name: string, e: Expr): Value {
  if (Array.isArray(obj)) return listMemberOf(obj, name, e);
  if (obj === null) return null;
  if (typeof obj !== 'object') throw new RuleError('runtime/type', `${describe(obj)} has no '${name}'`, e.range);
  switch (obj.t) {
    case 'player':
      checkSeat(st, obj.seat, e);
      return playerMemberOf(st, obj.seat, name, e);
    case 'card': {
      const c = st.L.cards.index.get(obj.id);
      if (c === undefined) throw new RuleError('runtime/no-card', `there is no card '${obj.id}'`, e.range);
      return cardMemberOf(st, c, name, obj.declared, e);
    }
    case 'marker': {
      const m = markerNumber(st, obj.key);
      const def = markerDefOf(st, obj.key);
      if (m < 0 || def === undefined) throw new RuleError('runtime/no-marker', `marker '${obj.key}' is not in play`, e.range);
      return markerMemberOf(st, m, def, name, e);
    }
    case 'pool':
      if (name === 'available' || name === 'held' || name === 'all') return poolMarkers(st, obj.name, name);
      return noMember('pool', name, e);
    case 'trick':
      return st.trickOn === 1 ? trickMemberOf(st, name, e) : null;
    case 'play':
      return playMemberOf(st, obj.index, name, e);
    case 'move': {
      const f = hasOwn.call(MOVE_MEMBERS, name) ? MOVE_MEMBERS[name as keyof typeof MOVE_MEMBERS] : undefined;
      return f === undefined ? noMember('move', name, e) : f(obj.move);
    }
    case 'options': {
      const options = st.json.options;
      if (hasOwn.call(options, name)) return options[name] as Value;
      throw new RuleError('runtime/unknown-option', `there is no option '${name}'`, e.range);
    }
  }
}

/** The built-in names available everywhere (names.ts GLOBAL_VALUES), as Values. */
export function globalValue(st: CoreState, env: CoreEnv, name: string): Value {
  const L = st.L;
  switch (name) {
    case 'players': return everyone(L.n);
    case 'others': {
      const out: Value[] = [];
      for (let i = 0; i < L.n; i++) if (i !== env.me) out.push(playerRef(i));
      return out;
    }
    case 'me': return env.me < 0 ? null : playerRef(env.me);
    case 'active': {
      const out: Value[] = [];
      for (let i = 0; i < L.n; i++) if (st.out[i] === 0) out.push(playerRef(i));
      return out;
    }
    case 'round': return st.round;
    case 'trick': return st.trickOn === 1 ? trickRef : null;
    case 'options': return optionsRef;
    case 'suits': return [...(deckFor(L.rules.def, L.n)?.suits ?? [])];
    case 'max_rank': return deckFor(L.rules.def, L.n)?.ranks.max ?? null;
    case 'min_rank': return deckFor(L.rules.def, L.n)?.ranks.min ?? null;
    case 'direction': return st.json.direction ?? 1;
    case 'previous_leader': return playerRef(st.roundLeader);
    default: throw new Unsupported(`the name '${name}'`);
  }
}

const everyoneLists: Value[][] = [];
/** Every seat's player value, one frozen list per player count. */
export function everyone(n: number): Value[] {
  return (everyoneLists[n] ??= Object.freeze(Array.from({ length: n }, (_, i) => playerRef(i))) as Value[]);
}
