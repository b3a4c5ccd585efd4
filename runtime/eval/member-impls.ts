// The built-in members of builtins.ts MEMBERS, one implementation each, by the type they belong
// to; members.ts decides which one a member expression reads.
import type { MemberName, MemberOwner } from '../../grammar/expr/builtins.js';
import type { MarkerDef } from '../../grammar/def/types.js';
import type { Move, PlayCard } from '../moves.js';
import { cardRef, markerRef, playerRef, type CardRef, type DeclaredFacts, type MarkerRef, type Value } from '../values.js';
import type { CardInfo, MarkerState, PlayState, PlayerState, TrickState } from '../state.js';
import type { EvalCtx } from './context.js';
import { teamName, teamOf, teamSeats } from '../teams.js';

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

/** Whether a card may be on the table as something else (a wild, an any-suit card). */
const declared = (c: EvalCtx, id: string, info: CardInfo): boolean => c.s.wild[id] === true || info.anySuit === true;

type Impl<O extends MemberOwner, F> = Readonly<Record<MemberName<O>, F>>;

export const PLAYER_MEMBERS: Impl<'player', (ctx: EvalCtx, seat: number, p: PlayerState) => Value> = {
  score: (_c, _s, p) => p.score,
  round_score: (_c, _s, p) => p.roundScore,
  tricks: (_c, _s, p) => p.tricks,
  out: (_c, _s, p) => p.out,
  out_order: (_c, _s, p) => p.outOrder,
  seat: (_c, seat) => seat,
  name: (c, seat) => c.s.names[seat] ?? `Player ${seat + 1}`,
  next: (c, seat) => playerRef((seat + 1) % c.s.players.length),
  previous: (c, seat) => playerRef((seat + c.s.players.length - 1) % c.s.players.length),
  team: (c, seat) => teamSeats(c.rules, c.s.players.length, seat).map(playerRef),
  team_name: (c, seat) => {
    const team = teamOf(c.rules, seat);
    return team === null ? null : teamName(c.rules, team);
  },
};

/** `as`: what the card is played as, for a card of a candidate move (MOVE_MEMBERS.cards). */
export const CARD_MEMBERS: Impl<'card', (ctx: EvalCtx, id: string, info: CardInfo, as?: DeclaredFacts) => Value> = {
  rank: (c, id, info, as) => (as?.rank !== undefined ? as.rank : declared(c, id, info) ? cardFacts(c, id).rank : info.rank),
  suit: (c, id, info, as) => (as !== undefined ? as.suit : declared(c, id, info) ? cardFacts(c, id).suit : info.suit),
  wild: (c, id, info, as) => (as !== undefined ? as.wild : declared(c, id, info) ? cardFacts(c, id).wild : false),
  special: (_c, _id, info) => info.special,
  value: (c, id, info) => (c.s.wild[id] === true ? (c.rules.def.wilds?.value ?? 0) : info.value),
  id: (_c, id) => id,
};

export const MARKER_MEMBERS: Impl<'marker', (ctx: EvalCtx, st: MarkerState, def: MarkerDef) => Value> = {
  owner: (_c, st) => (st.owner === null ? null : playerRef(st.owner)),
  flipped: (_c, st) => st.flipped,
  priority: (_c, _st, def) => def.priority,
  removed: (_c, st) => st.removed,
  label: (_c, _st, def) => def.label,
  name: (_c, _st, def) => def.name,
  available: (_c, st) => st.owner === null && !st.removed,
};

/** Who is winning the current trick, and its trump suit; set by the procedures module. */
/** undefined: the winner is being worked out (a winner rule reads `trick.winner`): null then. */
let winnerSeat: (ctx: EvalCtx) => number | null | undefined = () => null;
let trumpNow: (ctx: EvalCtx) => string | null = () => null;
export function setTrickWinner(f: (ctx: EvalCtx) => number | null | undefined, trump?: (ctx: EvalCtx) => string | null): void {
  winnerSeat = f;
  if (trump !== undefined) trumpNow = trump;
}

export const TRICK_MEMBERS: Impl<'trick', (ctx: EvalCtx, t: TrickState) => Value> = {
  cards: (_c, t) => {
    const out: Value[] = [];
    for (const p of t.plays) for (const c of p.cards) out.push(cardRef(c.id));
    return out;
  },
  plays: (_c, t) => t.plays.map((_, i) => ({ t: 'play', index: i })),
  leader: (_c, t) => playerRef(t.leader),
  led_suit: (_c, t) => t.ledSuit,
  in: (c, t) => {
    const out: Value[] = [];
    const players = c.s.players;
    for (let i = 0; i < players.length; i++) {
      if (!(players[i] as PlayerState).out && !t.passed.includes(i) && !t.dropped.includes(i)) out.push(playerRef(i));
    }
    return out;
  },
  passed: (_c, t) => [...t.passed, ...t.dropped].map(playerRef),
  winner: (c, t) => {
    const last = t.plays[t.plays.length - 1];
    if (last === undefined) return null;
    const seat = winnerSeat(c);
    return seat === undefined ? null : playerRef(seat ?? last.seat);
  },
  number: (_c, t) => t.number,
  trump: (c) => trumpNow(c),
};

export const PLAY_MEMBERS: Impl<'play', (play: PlayState) => Value> = {
  player: (play) => playerRef(play.seat),
  cards: (play) => play.cards.map((c) => cardRef(c.id)),
  meld: (play) => play.meld,
};

function moveCard(c: PlayCard): CardRef {
  if (c.as !== undefined) return { t: 'card', id: c.id, declared: { rank: c.as.rank, suit: c.as.suit, wild: true } };
  if (c.suit !== undefined) return { t: 'card', id: c.id, declared: { suit: c.suit, wild: false } };
  return cardRef(c.id);
}

export const MOVE_MEMBERS: Impl<'move', (m: Move) => Value> = {
  kind: (m) => m.kind,
  player: (m) => playerRef(m.seat),
  // A wild (or an any-suit card) is seen as it is played: its declared rank and suit.
  cards: (m) => (m.kind === 'play' ? m.cards.map(moveCard) : []),
  meld: (m) => (m.kind === 'play' ? m.meld : null),
  wilds: (m) => (m.kind === 'play' ? m.cards.filter((c) => c.as !== undefined).length : 0),
};

const NO_DEFS: readonly MarkerDef[] = [];

/** A pool's markers in play (every marker of the pool the round has) whose state passes `keep`, in the pool's order. */
function poolMarkers(ctx: EvalCtx, pool: string, keep: (st: MarkerState) => boolean): MarkerRef[] {
  const defs = ctx.rules.pools.get(pool) ?? NO_DEFS;
  const out: MarkerRef[] = [];
  for (let i = 0; i < defs.length; i++) {
    const name = (defs[i] as MarkerDef).name;
    const st = ctx.s.markers[name];
    if (st !== undefined && keep(st)) out.push(markerRef(name));
  }
  return out;
}

const isAvailable = (st: MarkerState): boolean => st.owner === null && !st.removed;
const isHeld = (st: MarkerState): boolean => st.owner !== null;
const isInRound = (st: MarkerState): boolean => st.removed === false;

export const POOL_MEMBERS: Impl<'pool', (ctx: EvalCtx, pool: string) => Value> = {
  available: (c, pool) => poolMarkers(c, pool, isAvailable),
  held: (c, pool) => poolMarkers(c, pool, isHeld),
  all: (c, pool) => poolMarkers(c, pool, isInRound),
};

export const LIST_MEMBERS: Impl<'list', (list: readonly Value[]) => Value> = {
  size: (list) => list.length,
  first: (list) => list[0] ?? null,
  last: (list) => list[list.length - 1] ?? null,
};

/** Every built-in member's implementation, by the type it belongs to (the test checks builtins.ts both ways). */
export const MEMBER_IMPLS: { readonly [O in MemberOwner]: Impl<O, unknown> } = {
  player: PLAYER_MEMBERS, card: CARD_MEMBERS, marker: MARKER_MEMBERS, trick: TRICK_MEMBERS,
  play: PLAY_MEMBERS, move: MOVE_MEMBERS, pool: POOL_MEMBERS, list: LIST_MEMBERS,
};
