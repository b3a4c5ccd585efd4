// The built-in zones, names, context names and members (see builtins.ts for the entries' shape).
// Each key is the name a rule file writes; the runtime implements each under the same key.
import type { ContextEntry, GlobalEntry, MemberEntry, Spec, ZoneEntry } from './builtins.js';
import { Types as T } from './types.js';

const players = T.list(T.player);
const cards = T.list(T.card);

const zones = {
  deck: {
    perPlayer: false, visible: 'none',
    doc: "The cards still to be dealt: the deck entry for the player count, built at each round's start; setup's `deal` and `move` take from its top (`deck.first`) unless told otherwise.",
    example: 'deck.size',
  },
  box: {
    perPlayer: false, visible: 'none',
    doc: "Every card of the game that is not in this round's deck (`give` usually takes from it).",
    example: 'box.filter(c => c.rank == 1)',
  },
  hand: {
    perPlayer: true, visible: 'owner',
    doc: 'A player\'s hand, read as `p.hand`, in the order its cards came.',
    example: 'me.hand.size',
  },
  table: {
    perPlayer: false, visible: 'all',
    doc: 'The current trick: the cards played to it.',
    example: 'table.size',
  },
  discard: {
    perPlayer: false, visible: 'all',
    doc: 'Finished tricks: the table goes here when a trick ends.',
    example: 'discard.size',
  },
} as const satisfies Readonly<Record<string, Spec<ZoneEntry>>>;

const globals = {
  players: { type: players, doc: 'Every player, in seat order.', example: 'players.size' },
  others: { type: players, doc: 'Every player but `me`.', example: 'others.all(p => p.score < me.score)' },
  me: { type: T.player, doc: 'The player the expression is about (see the table of `me` below), or `null`.', example: 'me.hand.size' },
  active: { type: players, doc: 'The players still in the round: not shed out, not sat out.', example: 'active.size == 1' },
  round: { type: T.number, doc: 'The round number, from 1.', example: 'round == 1' },
  trick: { type: T.trick, doc: 'The trick under way, or `null` between tricks.', example: 'trick.cards.size' },
  options: { type: T.options, doc: "The game's options, as chosen when it was created: `options.NAME`.", example: 'options.floor' },
  suits: { type: T.list(T.string), doc: 'The suit letters of the deck in play (a list of strings).', example: 'suits.size' },
  max_rank: { type: T.number, doc: 'The highest rank of the deck in play.', example: 'max_rank - min_rank + 1' },
  min_rank: { type: T.number, doc: 'The lowest rank of the deck in play.', example: 'min_rank' },
  direction: {
    type: T.number,
    doc: 'The direction of play: `1` clockwise (the start of every round), `-1` counter-clockwise after a `reverse()`. Climbing and shedding turns follow it.',
    example: 'direction == -1',
  },
  previous_leader: {
    type: T.player,
    doc: "The round's first leader; while `round.leader` is worked out, the previous round's (the first player's in round 1).",
    example: 'previous_leader.next',
  },
} as const satisfies Readonly<Record<string, Spec<GlobalEntry>>>;

const context = {
  played: { type: cards, where: "handlers of `on: play`; a shedding `next`; a meld's `strength`; a climbing `interrupt`", doc: 'The cards just played (a list; `[]` after a pass); in `strength`, the cards of the meld weighed; in a climbing `interrupt`, the cards of the play offered out of turn.', example: 'played.size' },
  card: {
    type: T.card, where: '`effective-suit` and `strength` of `play: must-follow`; a shedding `match` and `interrupt`',
    doc: 'The card whose suit or strength is worked out; in a shedding game, the card that may or may not be played.',
    example: 'card.rank',
  },
  top: { type: T.card, where: 'a shedding `match`', doc: "The table's last card, or `null` when the table is empty.", example: 'top == null or card.rank == top.rank' },
  meld: {
    type: T.string, where: "handlers of `on: play`; a meld's `strength`; a climbing `interrupt`",
    doc: 'The meld name the cards were played as (must-follow: the zone played from).',
    example: "meld == 'pair'",
  },
  chosen: {
    type: T.card, where: '`then` of a setup `choose` step',
    doc: 'The chosen card (a list of cards when `count` is not 1).',
    example: 'chosen.rank',
  },
  legal: { type: T.list(T.move), where: "an obligation's `when` and `must`", doc: 'The moves still open (a list of moves).', example: "legal.any(m => m.kind == 'play')" },
  move: { type: T.move, where: "an obligation's `must`", doc: 'The candidate move.', example: "move.kind == 'play'" },
} as const satisfies Readonly<Record<string, Spec<ContextEntry>>>;

type Members = Readonly<Record<string, Spec<MemberEntry>>>;

const player = {
  score: { type: T.number, doc: "The total score so far (this round's included as soon as it is added).", example: 'me.score' },
  round_score: { type: T.number, doc: "This round's score so far.", example: 'me.round_score' },
  tricks: { type: T.number, doc: 'Tricks won this round (must-follow).', example: 'me.tricks' },
  out: { type: T.bool, doc: 'Shed out or sat out this round.', example: 'not me.out' },
  out_order: {
    type: T.number,
    doc: '1 for the first player to go out this round (shed out or sat out), 2 for the next …; 0 if not out.',
    example: 'me.out_order == 1',
  },
  seat: { type: T.number, doc: 'The 0-based seat.', example: 'me.seat' },
  name: { type: T.string, doc: "The player's name.", example: 'me.name' },
  next: { type: T.player, doc: 'The neighbour clockwise (out or not).', example: 'me.next' },
  previous: { type: T.player, doc: 'The neighbour counter-clockwise (out or not).', example: 'me.previous' },
  team: { type: players, doc: "The players of p's team, p included, in seat order (see `teams`); without teams, `[p]`.", example: 'me.team.sum(p => p.tricks)' },
  team_name: { type: T.string, doc: "The name of p's team, or `null` without teams.", example: 'me.team_name' },
} as const satisfies Members;

const card = {
  rank: { type: T.number, doc: "The rank's number, its place in the rank order (a played wild's declared one; `null` when the card has none); compare with a label as `c.rank >= rank('J')`.", example: 'c.rank' },
  suit: { type: T.string, doc: "The suit letter (a played wild's declared one; `null` when the card has none).", example: "c.suit == 'R'" },
  wild: { type: T.bool, doc: 'Whether it is a wild (held, or played as one).', example: 'c.wild' },
  special: { type: T.string, doc: "The special card's name, or `null`.", example: "c.special == 'Joker'" },
  value: { type: T.number, doc: "Its value when scored: `wilds.value` for a wild, a special card's `value`, else its rank.", example: 'c.value' },
  id: { type: T.string, doc: "The card's name in moves and deals: `7R` (`QH`: the rank as `cards.ranks` labels it), a special card's name (`Joker`, or `Joker#2` when there are several).", example: "c.id == '7R'" },
} as const satisfies Members;

const trick = {
  cards: { type: cards, doc: 'The cards played to it, in order.', example: 'trick.cards.size' },
  plays: { type: T.list(T.play), doc: 'The plays, in order: each with `player`, `cards` and `meld`.', example: 'trick.plays.last.player' },
  leader: { type: T.player, doc: 'Who led it.', example: 'trick.leader == me' },
  led_suit: { type: T.string, doc: 'The suit of the first card (must-follow; `null` in climbing).', example: 'trick.led_suit' },
  in: { type: players, doc: 'The players still in it: not out, and (climbing) not passed.', example: 'trick.in.size' },
  passed: { type: players, doc: 'The players who passed in it (climbing, a hard pass included; shedding: since the last play).', example: 'me in trick.passed' },
  winner: { type: T.player, doc: 'Who is winning it so far (climbing and shedding: the last player to play).', example: 'trick.winner == me' },
  number: { type: T.number, doc: "The trick's number in the round, from 1.", example: 'trick.number == 1' },
  trump: { type: T.string, doc: 'The trump suit (must-follow `trump`, as it is now), or `null`: no trump.', example: 'trick.trump' },
} as const satisfies Members;

const play = {
  player: { type: T.player, doc: 'Who played.', example: 'trick.plays.first.player' },
  cards: { type: cards, doc: 'The cards played.', example: 'trick.plays.first.cards' },
  meld: { type: T.string, doc: 'The meld they were played as (must-follow: the zone played from).', example: 'trick.plays.first.meld' },
} as const satisfies Members;

const move = {
  kind: { type: T.string, doc: "`'play'` or `'pass'`.", example: "move.kind == 'pass'" },
  player: { type: T.player, doc: 'The player.', example: 'move.player == me' },
  cards: {
    type: cards,
    doc: 'The cards played (`[]` for a pass); a wild among them has `c.wild` true and its declared rank.',
    example: 'move.cards.size',
  },
  meld: { type: T.string, doc: 'The meld name (must-follow: the zone), or `null`.', example: "move.meld == 'pair'" },
  wilds: { type: T.number, doc: 'How many of its cards are wilds (0 for a pass).', example: 'move.wilds == 0' },
} as const satisfies Members;

const marker = {
  owner: { type: T.player, doc: 'The holder, or `null`.', example: 'm.owner == me' },
  flipped: { type: T.bool, doc: 'Its side: whether it is flipped.', example: 'me.star.flipped' },
  priority: { type: T.number, doc: 'Its priority.', example: 'm.priority' },
  removed: { type: T.bool, doc: 'Removed from the round.', example: 'm.removed' },
  label: { type: T.string, doc: 'The name shown to players (its `label`).', example: 'm.label' },
  name: { type: T.string, doc: 'Its key in `markers`.', example: "m.name == 'star'" },
  available: { type: T.bool, doc: 'In its pool: not held, not removed.', example: 'm.available' },
} as const satisfies Members;

const pool = {
  available: { type: T.list(T.marker), doc: 'Its markers in the pool (not held, not removed).', example: 'tokens.available.size' },
  held: { type: T.list(T.marker), doc: 'Its markers held by a player.', example: 'tokens.held' },
  all: { type: T.list(T.marker), doc: 'Its markers not removed.', example: 'tokens.all' },
} as const satisfies Members;

const list = {
  size: { type: T.number, doc: 'The number of elements.', example: 'me.hand.size' },
  first: { type: 'elem', doc: 'The first element, or `null` when empty.', example: 'deck.first' },
  last: { type: 'elem', doc: 'The last element, or `null` when empty.', example: 'trick.plays.last' },
} as const satisfies Members;

export const BUILTIN_VALUES = {
  zones,
  globals,
  context,
  members: { player, card, trick, play, move, marker, pool, list },
} as const;
