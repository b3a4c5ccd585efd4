// The built-in functions, effects, choices and list methods (see builtins.ts for the entries' shape).
// `elem` is the element type of the list a call is about: the receiver of a method, or the first
// argument of a function such as `each` or `choose_card`.
import type { CallEntry, Param, ParamType, ResultType, Signature, Spec } from './builtins.js';
import { Types as T, type Type } from './types.js';

type CallSpec = Spec<CallEntry>;

const p = (name: string, type: ParamType): Param => ({ name, type });
const cardsParam = p('cards', { oneOf: [T.card, T.list(T.card)] });
const pred = (name = 'f'): Param => p(name, { fn: T.bool });
const num = (name = 'f'): Param => p(name, { fn: T.number });
const anyFn = (name = 'f'): Param => p(name, { fn: T.any });

const call = (signature: Signature, doc: string, example: string): CallSpec => ({ signature, doc, example });
const value = (params: Param[], result: ResultType, doc: string, example: string, more: Partial<Signature> = {}): CallSpec =>
  call({ params, result, ...more }, doc, example);
const effect = (params: Param[], doc: string, example: string, more: Partial<Signature> = {}): CallSpec =>
  call({ params, result: T.effect, ...more }, doc, example);
const choiceNamed = { by: T.player, optional: T.bool, prompt: T.string } as const;
const choice = (of: Type, result: Type, doc: string, example: string): CallSpec =>
  call({ params: [p('from', T.list(of))], named: choiceNamed, result }, doc, example);

const functions = {
  min: value([p('a', T.number)], T.number, 'The smallest of the numbers (`null`s skipped; `null` if all are).', 'min(me.score, 10)', { rest: p('b', T.number) }),
  max: value([p('a', T.number)], T.number, 'The largest of the numbers (`null`s skipped; `null` if all are).', 'max(0, 10 - me.hand.size)', { rest: p('b', T.number) }),
  abs: value([p('x', T.number)], T.number, 'The absolute value.', 'abs(me.score)'),
  count: value([p('list', 'list')], T.number, 'The number of elements (the same as `list.size`).', 'count(players)'),
  sum: value([p('list', T.list(T.number))], T.number, 'The sum of a list of numbers.', 'sum([1, 2, 3])'),
  rank: value([p('label', T.string)], T.number, "The number of the rank written `label` in `cards.ranks` (`rank('Q')` is 12 with `ranks: [2, …, 10, J, Q, K, A]`), to compare with `c.rank`; `null` for no such rank. A quoted label is checked when the file is validated.", "c.rank >= rank('J')"),
} as const satisfies Readonly<Record<string, CallSpec>>;

const effects = {
  move: effect(
    [cardsParam, p('zone', 'zone')],
    'Moves the cards (a card or a list, from wherever they are) to the end of a zone: a shared zone by name (`discard`), a player\'s zone (`me.hand`, `p.left`), or a choice of them (`round == 1 ? me.next.hand : discard`).',
    'move(me.hand.first, discard)',
  ),
  shuffle: effect(
    [p('zone', 'zone')],
    "Shuffles a zone's cards with the game's seeded random generator: a shared zone (`deck`) or a player's (`me.hand`). The game replays exactly, as a setup `shuffle:` step does.",
    'shuffle(deck)',
  ),
  make_wild: effect([cardsParam], 'The cards become wilds until the round ends.', 'make_wild(pile.first)'),
  score: effect([p('player', T.player), p('points', T.number)], "Adds the points to the player's score now (both `p.round_score` and `p.score`); with `teams`, to every player of the player's team.", 'score(me, 10)'),
  lead: effect([p('player', T.player)], 'The player leads the next trick; if nobody has played to the current trick yet, they lead it now.', 'lead(me.next)'),
  sit_out: effect([p('player', T.player)], 'The player is out of this round (`p.out`, counted in `out_order`); they take no more turns.', 'sit_out(me)'),
  draw: effect(
    [p('player', T.player), p('count', T.number)],
    "Moves that many cards from the top of the shared zone `draw` (the rule file must declare it) to the player's hand; fewer if it runs out.",
    'draw(me, 2)',
    { usesZone: 'draw' },
  ),
  flip: effect([p('marker', T.marker)], 'Turns a marker to its flipped side.', 'flip(me.star)'),
  unflip: effect([p('marker', T.marker)], 'Turns a marker to its unflipped side.', 'unflip(me.star)'),
  take: effect([p('marker', T.marker), p('player', T.player)], 'The player takes the marker (from its pool or from its holder), unless it is removed.', 'take(tokens.available.first, me)'),
  give_back: effect([p('marker', T.marker)], 'Returns a held marker to its pool.', 'give_back(me.star)'),
  retire: effect([p('marker', T.marker)], 'Removes a marker from the round: at once if nobody holds it, else as soon as it is returned.', 'retire(me.star)'),
  resolve: effect(
    [p('pool', T.pool)],
    "For each held marker of the pool, highest `priority` first: runs its `on-resolve` with `me` its holder, then returns it to the pool; all this runs before the block's next statement.",
    'resolve(tokens)',
  ),
  reverse: effect([], 'Reverses the direction of play (`direction`) for the rest of the round.', 'reverse()'),
  skip: effect([], 'The next player the turn would pass to (climbing and shedding: in the direction of play) is skipped once; two calls skip two.', 'skip()'),
  clear_trick: effect([], 'The trick is over once the current effects are done (`trick-end` runs, the table is cleared).', 'clear_trick()'),
  end_round: effect([], 'The round ends once the current effects are done.', 'end_round()'),
  each: effect(
    [p('list', 'list'), p('f', { fn: T.effect })],
    "Runs an effect call for every element: first every element's arguments are worked out, asking each element's choices in list order, then every element's effect happens, in list order. So `each(players, p => move(p.hand.last, p.next.hand))` passes every player's own last card, all at once, and in `each(others, p => score(p, choose_number(0..3, by: p)))` everyone chooses before anyone scores. For one player after another, each seeing what the ones before did, write the list entry `each-in-turn`.",
    'each(players, p => score(p, 1))',
  ),
} as const satisfies Readonly<Record<string, CallSpec>>;

const choices = {
  choose_player: choice(T.player, T.player, 'The player picks a player of the list; gives a player.', 'choose_player(others)'),
  choose_card: choice(T.card, T.card, 'The player picks a card of the list; gives a card.', 'choose_card(me.hand, optional: true)'),
  choose_meld: choice(
    T.card, T.list(T.card),
    'The player picks cards of the list that form any meld of the game (`lead: false` melds included); gives a list of cards.',
    'choose_meld(me.hand)',
  ),
  choose_option: choice(T.string, T.string, 'The player picks one of the strings; gives a string.', "choose_option(['bet', 'wild'])"),
  choose_rank: choice(T.number, T.number, 'The player picks one of the numbers; gives a number.', 'choose_rank(2..13, by: me.next)'),
  choose_number: choice(T.number, T.number, 'The player picks one of the numbers, written as numbers (a bid, a count: never read as a card rank); gives a number.', 'choose_number(0..me.hand.size, prompt: \'Your bid\')'),
  choose_marker: choice(T.marker, T.marker, 'The player picks a marker of the list; gives a marker.', 'choose_marker(tokens.available)'),
} as const satisfies Readonly<Record<string, CallSpec>>;

const methods = {
  any: value([pred()], T.bool, 'Whether f is true for some element.', 'players.any(p => p.hand.size == 0)'),
  all: value([pred()], T.bool, 'Whether f is true for every element (`all` of `[]` is true).', 'me.hand.all(c => c.wild)'),
  count: value([pred()], T.number, 'How many elements f is true for; `count()` is the size.', 'me.hand.count(c => c.wild)', { required: 0 }),
  filter: value([pred()], 'list<elem>', 'The elements f is true for, in order.', 'me.hand.filter(c => c.wild)'),
  map: value([anyFn()], 'list<body>', 'f of every element.', 'players.map(p => p.score)'),
  sum: value([num()], T.number, 'The sum of the numbers, or of f of every element.', 'me.hand.sum(c => c.value)', { required: 0, numericElems: true }),
  min: value([num()], T.number, 'The smallest number (of f of every element); `null` for an empty list.', 'me.hand.min(c => c.rank)', { required: 0, numericElems: true }),
  max: value([num()], T.number, 'The largest number (of f of every element); `null` for an empty list.', 'players.max(p => p.score)', { required: 0, numericElems: true }),
  min_by: value([num()], 'elem', 'The element with the smallest f (the first one on a tie); `null` for an empty list.', 'players.min_by(p => p.score)'),
  max_by: value([num()], 'elem', 'The element with the largest f (the first one on a tie); `null` for an empty list.', 'me.hand.max_by(c => c.rank)'),
  sort: value([], 'list<elem>', 'The elements in ascending order.', 'me.hand.map(c => c.rank).sort()'),
  sort_by: value([anyFn()], 'list<elem>', 'The elements in ascending order of f.', 'me.hand.sort_by(c => c.rank)'),
  reverse: value([], 'list<elem>', 'The elements in reverse order.', 'players.reverse()'),
  take: value([p('n', T.number)], 'list<elem>', 'The first n elements.', 'deck.take(3)'),
  drop: value([p('n', T.number)], 'list<elem>', 'All but the first n elements.', 'deck.drop(3)'),
  contains: value([p('x', 'elem')], T.bool, 'Whether x is an element (the same as `x in list`).', 'others.contains(trick.winner)'),
  index_of: value([p('x', 'elem')], T.number, "x's 0-based position, or -1.", 'players.index_of(me)'),
} as const satisfies Readonly<Record<string, CallSpec>>;

export const BUILTIN_CALLS = { functions, effects, choices, methods } as const;
