// The rule file's procedure: `round` (setup steps and the trick procedure), `game-end`, `on`,
// `obligations` and `actions`.
import { closed, doc, namedMap, type JsonSchema } from './json-schema.js';
import { count, effects, expression, IDENTIFIER, name, names, range, rankValue, suitLetter } from './parts.js';

const zone = (title: string, description: string): JsonSchema => name(title, description, ['hand', 'deck', 'left']);

const setupStep: JsonSchema = {
  ...doc('A setup step', 'One step of the round\'s setup: a map with one key, the kind of step, and optionally `when`.', [{ shuffle: 'deck' }, { deal: { count: 'all' } }, { do: 'lead(me)', when: 'round > 1' }]),
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  // One key, the kind; with `when`, two: the condition and the kind.
  if: { required: ['when'] },
  then: { title: 'A setup step with `when`', minProperties: 2, maxProperties: 2 },
  else: { title: 'A setup step', maxProperties: 1 },
  properties: {
    when: expression('When', 'A condition (no `me`) checked when the step is reached: the step runs only when it is true.', ['round > 1', 'options.cut']),
    shuffle: zone('Shuffle', 'Shuffle a zone with the game\'s seeded random number generator.'),
    give: closed(doc('Give', 'Shuffle the cards matching `cards` and give `each` of them to every player\'s `to` zone.', [{ cards: 'box.filter(c => c.rank == 1)', each: 1, wild: true }]), {
      cards: expression('Cards', 'An expression over `box`: the cards to give from.', ['box.filter(c => c.rank == 1)']),
      each: count('Each', 'How many cards each player gets (a number or an expression).', [1]),
      to: zone('To', 'The zone the cards go to (default `hand`).'),
      wild: { ...doc('Wild', '`true`: the cards are given as wilds.', [true]), type: 'boolean' },
    }, { required: ['cards'] }),
    deal: closed(doc('Deal', 'Deal `count` cards (or `all`) one at a time, clockwise from the leader.', [{ count: 'all' }, { count: 15 }]), {
      count: count('Count', 'How many cards each player is dealt: a number, `all`, or an expression.', ['all', 12, 'players.size == 5 ? 13 : 15']),
      from: zone('From', 'The zone dealt from (default `deck`).'),
      to: zone('To', 'The zone dealt to (default `hand`).'),
    }, { required: ['count'] }),
    move: closed(doc('Move', 'Move `count` cards (or `all`) from the top of one zone to another.', [{ from: 'deck', to: 'dummy', count: 7 }]), {
      from: zone('From', 'The zone the cards are taken from.'),
      to: zone('To', 'The zone the cards go to.'),
      count: count('Count', 'How many cards: a number, `all`, or an expression.', [7, 'all']),
    }, { required: ['from', 'to', 'count'] }),
    choose: closed(doc('Choose', 'Every player at once chooses `count` cards of their zone `cards`; `then` runs with `chosen` bound.', [{ each: true, cards: 'hand', count: 1, then: 'make_wild(chosen)' }]), {
      each: { ...doc('Each', '`true`: every player chooses at once.', [true]), type: 'boolean' },
      cards: zone('Cards', 'The zone the cards are chosen from.'),
      count: count('Count', 'How many cards each player chooses.', [1]),
      prompt: { ...doc('Prompt', 'The text shown to the player choosing.', ['Turn a card into a wild']), type: 'string' },
      then: effects('Then', 'Effects run for each player, with `chosen` bound to the chosen cards.', ['make_wild(chosen)']),
    }, { required: ['cards', 'count'] }),
    split: closed(doc('Split', 'Every player at once splits a zone (in dealt order) into two zones: the last N cards go to the second.', [{ zone: 'hand', into: ['left', 'right'], right: '1..6' }]), {
      zone: zone('Zone', 'The zone that is split.'),
      into: { ...names('Into', 'The two zones the cards go to: the first gets the front, the second the last N cards.', [['left', 'right']]), minItems: 2, maxItems: 2 },
      right: range('Right', 'How many cards (N) may go to the second zone.', ['1..6', 3]),
      then: effects('Then', 'Effects run for each player after the split.', ['me.bid = me.right.size']),
    }, { required: ['zone', 'into', 'right'] }),
    do: effects('Do', 'Effects, run once.', ['threshold = 25']),
  },
};

/** The keys of `kind: shedding`. */
const sheddingKeys: Record<string, JsonSchema> = {
  from: names('From', '(shedding) The zones a player plays from (default `[hand]`).', [['hand']]),
  match: expression('Match', '(shedding) Whether `card` may be played onto the table now; `top` is the table\'s last card (`null` when it is empty). Default: any card.', ['top == null or card.suit == top.suit or card.rank == top.rank']),
  'may-pass': expression('May pass', '(shedding) When the player to move may pass instead of playing (default: never).', ['table.size > 0']),
  draw: { ...doc('Draw', '(shedding) A player with no move open draws a card from `draw-from`: `until-able` again and again until a move opens, `once` one card (then, still unable, passes).', ['until-able', 'once']), type: 'string', enum: ['until-able', 'once'] },
  'draw-from': zone('Draw from', '(shedding) The shared zone drawn from (default `deck`).'),
  next: expression('Next', '(shedding) Who moves after a play or a pass (`me`: who moved; `played`: the cards played, `[]` after a pass); `null` ends the trick. Default: the next player still in, in the direction of play.', ['played.size > 0 ? me.next : me.previous']),
};
/** The keys of `round.play` that only one procedure has; the rest (`kind`) every one. */
export const PLAY_KEYS_OF = {
  climbing: ['pass', 'all-passed', 'leader-may-pass', 'reset', 'order', 'suit-order', 'interrupt'],
  'must-follow': ['trump', 'lead-from', 'follow', 'tricks', 'effective-suit', 'strength', 'winner'],
  shedding: ['from', 'match', 'interrupt', 'may-pass', 'draw', 'draw-from', 'next'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type PlayKind = keyof typeof PLAY_KEYS_OF;
export const PLAY_KINDS = Object.keys(PLAY_KEYS_OF) as PlayKind[];

/** The keys another procedure has and `kind` has not: not allowed under `kind`. */
export function playKeysNotFor(kind: PlayKind): string[] {
  const own: readonly string[] = PLAY_KEYS_OF[kind];
  return PLAY_KINDS.filter((k) => k !== kind).flatMap((k) => PLAY_KEYS_OF[k]).filter((key) => !own.includes(key));
}

const play: JsonSchema = {
  ...doc('Play', 'The trick procedure: `kind: climbing`, `kind: must-follow` or `kind: shedding`, with that kind\'s keys.', [{ kind: 'climbing', pass: 'soft', 'all-passed': 'clear' }]),
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { ...doc('Kind', 'The trick procedure.', ['climbing', 'must-follow', 'shedding']), type: 'string', enum: ['climbing', 'must-follow', 'shedding'] },
    pass: { ...doc('Pass', '(climbing) `soft`: a passed player may play again when their turn comes; `hard`: a pass is final for the trick.', ['soft', 'hard']), type: 'string', enum: ['soft', 'hard'] },
    'all-passed': { ...doc('All passed', '(climbing) When every other player has passed: `clear` ends the trick; `continue` lets the last player keep playing over themselves.', ['clear', 'continue']), type: 'string', enum: ['clear', 'continue'] },
    'leader-may-pass': { ...doc('Leader may pass', '(climbing) Whether the leader may pass instead of leading (default `false`).', [false]), type: 'boolean' },
    reset: closed(doc('Reset', '(climbing) A meld whose lowest card is rank R may also be played over a meld of the same name and size whose highest card is the deck\'s highest rank.', [{ rank: 0 }]), {
      rank: rankValue('Rank', 'The rank that resets (R), by number or label.', [0, '2']),
    }, { required: ['rank'] }),
    order: {
      ...doc('Order', '(climbing) `ascending` (default): a stronger meld beats a weaker; `descending`: a weaker beats a stronger; or an expression giving `\'ascending\'` or `\'descending\'`, worked out at each play.', ['descending', "reversed ? 'descending' : 'ascending'"]),
      type: 'string', minLength: 1,
    },
    interrupt: expression('Interrupt', '(climbing, shedding) Right after a play, each other player still in, in turn (in the direction of play), holding a play for which this holds may make it out of turn, or pass (declining); the first to play takes the turn on from there. Shedding: `card` and `top` as in `match`. Climbing: the candidate play, which must beat the table, as `played` and `meld` (as in a meld\'s `strength`). Default: no plays out of turn.', ['card.rank == top.rank and card.suit == top.suit', "meld == 'bomb'"]),
    'suit-order': { ...names('Suit order', '(climbing) The suits from weakest to strongest: between melds of equal strength, the one whose top card has the stronger suit wins.', [['D', 'C', 'H', 'S']]), items: suitLetter('A suit', 'A suit letter.', ['S']) },
    trump: {
      ...doc('Trump', '(must-follow) The trump suit: its letter, or an expression giving a suit letter or `null` (no trump), evaluated as the trick is played (optional).', ['G', "['H', 'S', 'D', 'C', null][(round - 1) % 5]"]),
      anyOf: [suitLetter('A suit', 'A suit letter.', ['G']), expression('An expression', 'An expression giving the trump suit\'s letter, or `null`.', ['bid_suit'])],
    },
    'effective-suit': expression('Effective suit', '(must-follow) The suit a card counts as, for following, the led suit and trumping (`card`: the card; default `card.suit`).', ["card.special == 'Joker' ? trick.trump : card.suit"]),
    strength: expression('Strength', '(must-follow) How strong a card is in the trick, a number (`card`: the card; default `card.rank`).', ["card.special == 'Joker' ? 99 : card.rank"]),
    winner: {
      ...doc('Winner', '(must-follow) Who wins the trick: `highest` (default) or `lowest` strength among the trumps played, else among the cards of the led suit; or an expression giving the player.', ['highest', 'lowest', 'trick.plays.max_by(p => p.cards.first.rank).player']),
      type: 'string', minLength: 1,
    },
    'lead-from': names('Lead from', '(must-follow) The zones a leader may play from (default `[hand]`).', [['left']]),
    follow: {
      ...doc('Follow', '(must-follow) The sources a follower may play from, in order.', [[{ from: 'left', 'follow-suit': true }]]),
      type: 'array',
      items: closed(doc('A source', 'A zone a follower may play from, with an optional condition.', [{ from: 'right', when: 'me.left.any(c => c.suit == trick.led_suit)' }]), {
        from: zone('From', 'The zone played from.'),
        when: expression('When', 'The condition under which this zone may be played from.', ['me.left.any(c => c.suit == trick.led_suit)']),
        'follow-suit': { ...doc('Follow suit', '`true`: if the zone holds a card of the led suit, only those may be played from it.', [true]), type: 'boolean' },
      }, { required: ['from'] }),
    },
    tricks: { ...doc('Tricks', '(must-follow) The most tricks in a round (optional).', [12]), type: 'integer', minimum: 1 },
    ...sheddingKeys,
  },
  allOf: PLAY_KINDS.map((kind) => ({
    if: { required: ['kind'], properties: { kind: { const: kind } } },
    then: { properties: Object.fromEntries(playKeysNotFor(kind).map((k) => [k, false])) },
  })),
};

export const round: JsonSchema = closed(
  doc('Round', 'How one round is set up, played, ended and scored.', [{ setup: [{ shuffle: 'deck' }, { deal: { count: 'all' } }], play: { kind: 'climbing' }, 'end-when': 'players.any(p => p.hand.size == 0)', score: '-me.hand.size' }]),
  {
    leader: expression('Leader', 'Who leads the first trick of the round (default: `players[0]` in round 1, then the next player clockwise).', ['round == 1 ? players[0] : previous_leader.next']),
    setup: { ...doc('Setup', 'The setup steps, in order; each is a map with one key.', [[{ shuffle: 'deck' }, { deal: { count: 'all' } }]]), type: 'array', items: setupStep },
    play,
    'end-when': expression('End when', 'A condition checked after every move; true ends the round at once.', ['players.any(p => p.hand.size == 0)']),
    score: expression('Score', 'Evaluated for each player (`me`) when the round ends, and added to their total.', ['-me.hand.size']),
  },
  { required: ['play'] },
);

export const gameEnd: JsonSchema = closed(
  doc('Game end', 'When the game ends and who wins.', [{ 'after-rounds': 'players.size', winner: 'highest' }]),
  {
    'after-rounds': count('After rounds', 'The game ends after this many rounds (a number or an expression).', ['players.size', 3]),
    when: expression('When', 'Checked at the end of each round; true ends the game.', ['players.any(p => p.score > threshold)']),
    winner: { ...doc('Winner', 'Whether the highest or the lowest total wins.', ['highest', 'lowest']), type: 'string', enum: ['highest', 'lowest'] },
    'tie-breakers': { ...doc('Tie-breakers', 'Expressions per player (`me`), each higher is better; then the tie is shared.', [['me.round_score']]), type: 'array', items: expression('A tie-breaker', 'An expression per player; higher is better.', ['me.round_score']) },
    winners: expression('Winners', 'The list of winners; overrides `winner` and `tie-breakers`.', ['players.filter(p => p.score < dummy_score)']),
  },
  { anyOf: [{ required: ['after-rounds'] }, { required: ['when'] }] },
);

const handler: JsonSchema = closed(
  doc('A handler', 'Effects (`do`) run when the event happens, optionally only `when` a condition holds, optionally once per player.', [{ when: 'me.hand.size <= 5', do: 'flip(me.bonus)' }]),
  {
    do: effects('Do', 'The effects to run.', ['resolve(pass_cards)']),
    when: expression('When', 'The handler runs only while this holds.', ['trick.in.size > 0']),
    each: { ...doc('Each', '`player`: run once per player, with `me` bound.', ['player']), type: 'string', enum: ['player'] },
  },
  { required: ['do'] },
);

const handlers = (event: string, about: string): JsonSchema => ({
  ...doc(`On ${event}`, `Handlers run ${about}.`, [[{ do: 'resolve(pass_cards)' }]]),
  type: 'array',
  items: handler,
});

export const on: JsonSchema = closed(
  doc('Triggers', 'Effects that run when something happens, by event.', [{ 'trick-end': [{ do: 'resolve(pass_cards)' }] }]),
  {
    'round-start': handlers('round-start', 'when a round starts'),
    'turn-start': handlers('turn-start', 'when a player\'s turn starts (`me`: that player)'),
    play: handlers('play', 'after a player plays (`me`: that player)'),
    pass: handlers('pass', 'after a player passes (`me`: that player)'),
    'trick-end': handlers('trick-end', 'when a trick ends'),
    'shed-out': handlers('shed-out', 'when a player sheds out (`me`: that player)'),
    'round-end': handlers('round-end', 'when a round ends'),
    move: handlers('move', 'after every move'),
  },
);

export const obligations: JsonSchema = namedMap(
  doc('Obligations', 'Rules that force a choice: while `when` holds for the player to move and a legal move satisfies `must`, only such moves are legal.', [{ low_hand_must_play: { when: 'me.bonus.flipped', must: "move.kind == 'play'" } }]),
  IDENTIFIER,
  closed(doc('An obligation', 'A condition and what it forces.', [{ when: 'me.bonus.flipped', must: "move.kind == 'play'" }]), {
    when: expression('When', 'While this holds for the player to move, the obligation applies (default: always).', ['me.bonus.flipped']),
    must: expression('Must', 'What a candidate `move` must satisfy.', ["move.kind == 'play'"]),
  }, { required: ['must'] }),
);

export const actions: JsonSchema = namedMap(
  doc('Actions', 'Extra moves a player may make on their turn; an action does not end the turn unless it says `ends-turn: true`.', [{ take_wild: { when: 'dummy.size > 0', do: 'make_wild(dummy.first)' } }]),
  IDENTIFIER,
  closed(doc('An action', 'An extra move, named by its key (`do take_wild`).', [{ label: 'take a dummy card as a wild', when: 'dummy.size > 0', do: 'make_wild(dummy.first)' }]), {
    label: { ...doc('Label', 'The text shown to players.', ['take a dummy card as a wild']), type: 'string' },
    when: expression('When', 'The action may be taken whenever this holds.', ['dummy.size > 0']),
    do: effects('Do', 'The effects of the action.', ['make_wild(dummy.first); move(dummy.first, me.hand)']),
    'ends-turn': { ...doc('Ends turn', 'When true, taking the action is the player\'s move for the turn: once its effects are done, the turn passes on.', [true]), type: 'boolean' },
  }, { required: ['do'] }),
);
