// The JSON Schema (draft-07) of a rule file, as described in docs/language.md.
import { closed, doc, namedMap, type JsonSchema } from './json-schema.js';
import { effectDefinitions, effects, expression, IDENTIFIER, VALUE_ITEMS, name, names, PLAYER_COUNT, RANGE, RANK_LABEL, range, rankRange, rankValue, SUIT_LETTER, suitLetter } from './parts.js';
import { actions, gameEnd, obligations, on, round } from './round.schema.js';
import { define } from './define.schema.js';
import { SUIT_COLOURS, SUIT_SYMBOL_MAX } from '../def/types.js';

const scalarValue = (title: string, description: string, examples: JsonSchema['examples']): JsonSchema => ({
  ...doc(title, description, examples ?? []),
  type: ['string', 'number', 'boolean'],
});

const options = namedMap(
  doc('Options', 'Named switches for rulings a designer may flip; read as `options.NAME`, set by a variant, a scenario or `--option NAME=VALUE`.', [{ floor: { default: 'hand', values: ['hand', 'total'] } }]),
  IDENTIFIER,
  closed(doc('An option', 'A switch with its default and, optionally, the values it may take.', [{ description: 'Floor each hand or the total.', default: 'hand', values: ['hand', 'total'] }]), {
    description: { ...doc('Description', 'What the option changes, for players and tools.', ["Whether 'never below 0' floors each hand's score or the running total."]), type: 'string' },
    default: scalarValue('Default', 'The value when nobody sets the option; its type is the option\'s type.', ['hand', 0, false]),
    values: { ...doc('Values', 'The values the option may take (optional: any value of the default\'s type).', [['hand', 'total']]), type: 'array', items: scalarValue('A value', 'An allowed value.', ['total']), minItems: 1 },
    patch: {
      ...doc('Patch', 'Option value (written as a key: `true`, `hand`, `3`) → changes to the rule file applied when that value is chosen, written and checked like a variant file: maps merge, `null` deletes, anything else replaces.', [{ true: { cards: { special: { Jester: { only: ['single', 'set', 'run'] } } } } }]),
      type: 'object',
      additionalProperties: { ...doc('A patch', 'The changes made when the option has this value, as in a variant file (without `extends` and `options`).', [{ melds: { set: { size: '3..' } } }]), type: 'object' },
    },
  }, { required: ['default'] }),
);

const specialCard = closed(
  doc('A special card', 'A named card with its own properties, named by its key (`Jester`).', [{ rank: 15, only: ['single'] }, { wild: true, value: 0 }, { rank: 1, suit: 'any' }]),
  {
    rank: rankValue('Rank', 'The rank it plays as, by number or label (none: only where no rank is needed, or as a wild).', [15, 'A']),
    suit: {
      ...doc('Suit', 'A suit letter (none: no suit, never part of a suited meld), or `any`: in a meld of one suit (a run, a flush) it takes that meld\'s suit, declared when played (`Jester=R`).', ['M', 'any']),
      anyOf: [suitLetter('A suit', 'A suit letter.', ['M']), { type: 'string', enum: ['any'] }],
    },
    wild: { ...doc('Wild', '`true`: held as a wild from the moment it is given.', [true]), type: 'boolean' },
    only: { ...doc('Only', 'The meld names it may be played in (`[single]`: only alone).', [['single']]), type: 'array', items: name('A meld', 'A meld name.', ['single']) },
    beats: names('Beats', '(climbing) Played alone, it beats any meld of these names on the table, whatever their size or height.', [['single', 'set']]),
    value: { ...doc('Value', 'Its value when scored (default: its rank, or 0).', [0]), type: 'integer' },
    count: { ...doc('Count', 'How many copies (default 1).', [1]), type: 'integer', minimum: 1 },
  },
);

// A suit is its name (`H: Hearts`) or a mapping; the name alone is short for `{ name: Hearts }`. The
// object keywords apply only to the mapping form, so a variant may change one key of either form.
const suit: JsonSchema = {
  ...doc('A suit', 'The suit\'s name, keyed by its letter, or `{ name, symbol, colour }`.', ['Moon', { name: 'Hearts', symbol: '♥', colour: 'red' }]),
  type: ['string', 'object'],
  properties: {
    name: { ...doc('Name', 'The suit\'s name, shown to players (`9 of Hearts`).', ['Hearts']), type: 'string' },
    symbol: {
      ...doc('Symbol', `A short mark shown beside ranks (\`9♥\`): 1 to ${SUIT_SYMBOL_MAX} characters (default: none; clients show the letter).`, ['♥', '☾']),
      type: 'string', minLength: 1, maxLength: SUIT_SYMBOL_MAX,
    },
    colour: { ...doc('Colour', 'The colour the suit is printed in (default: none; clients choose).', ['red']), type: 'string', enum: SUIT_COLOURS },
  },
  required: ['name'],
  additionalProperties: false,
};

const cards = closed(
  doc('Cards', 'Suits, ranks and special cards: everything in the box.', [{ suits: { R: 'Red', G: 'Green' }, ranks: '1..10' }, { suits: { H: { name: 'Hearts', symbol: '♥', colour: 'red' } }, ranks: '1..13' }]),
  {
    suits: namedMap(doc('Suits', 'Suit letter (one or more capitals) → the suit\'s name, or its name, symbol and colour.', [{ M: 'Moon', F: 'Feather' }, { C: { name: 'Clubs', symbol: '♣', colour: 'black' }, H: { name: 'Hearts', symbol: '♥', colour: 'red' } }]), SUIT_LETTER, suit),
    ranks: {
      ...doc('Ranks', 'The ranks printed on suited cards: a range of numbers, or a list of labels (and numbers) from the lowest rank to the highest.', ['1..13', '0..17', [2, 3, 4, 5, 6, 7, 8, 9, 10, 'J', 'Q', 'K', 'A']]),
      type: ['integer', 'string', 'array'],
      pattern: RANGE,
      items: { ...doc('A rank', 'A rank\'s label: a number, or a capital then up to four letters or digits (`Q`, `Kn`).', [10, 'Q']), type: ['integer', 'string'], pattern: RANK_LABEL },
      minItems: 1,
      uniqueItems: true,
    },
    special: namedMap(doc('Special cards', 'Named cards with their own properties.', [{ Jester: { rank: 15, only: ['single'] } }]), IDENTIFIER, specialCard),
  },
  { required: ['suits', 'ranks'] },
);

const suitsOrAll = (title: string, description: string): JsonSchema => ({
  ...doc(title, description, ['all', ['R', 'G', 'B']]),
  anyOf: [
    { type: 'string', enum: ['all'] },
    { type: 'array', items: suitLetter('A suit', 'A suit letter.', ['R']) },
  ],
});

const deckEntry = closed(
  doc('A deck', 'The cards used at these player counts.', [{ suits: ['R', 'G', 'B'], ranks: '1..12' }]),
  {
    suits: suitsOrAll('Suits', 'The suits used: a list of letters, or `all`.'),
    ranks: rankRange('Ranks', 'The ranks used (default `cards.ranks`), by number or label.', ['1..15', '7..A']),
    special: { ...doc('Special', 'The special cards included (default none).', [['Jester', 'Joker']]), type: 'array', items: name('A special card', 'A special card\'s name.', ['Jester']) },
    'wild-ranks': rankRange('Wild ranks', 'The ranks a wild may be declared as at these player counts, instead of `wilds.ranks`.', ['1..14', '2..A']),
  },
);

const deck: JsonSchema = {
  ...doc('Deck', 'Which cards the game uses, keyed by player count (`3`), range of counts (`5..6`), or `all`.', [{ 3: { suits: ['R', 'G', 'B'] }, 4: { suits: 'all' } }]),
  type: 'object',
  properties: { all: { ...deckEntry, title: 'All player counts', description: 'The deck at every player count.' } },
  patternProperties: { [PLAYER_COUNT]: deckEntry },
  additionalProperties: false,
  minProperties: 1,
};

const zones = namedMap(
  doc('Zones', 'Places cards can be, beyond the built-in `deck`, `box`, `hand`, `table` and `discard`.', [{ left: { 'per-player': true, visible: 'owner' } }]),
  IDENTIFIER,
  closed(doc('A zone', 'A zone\'s ownership and visibility.', [{ 'per-player': true, visible: 'owner' }]), {
    'per-player': { ...doc('Per player', '`true`: one per player (read as `p.NAME`).', [true]), type: 'boolean' },
    visible: { ...doc('Visible', '`all`: everyone sees the cards; `owner`: only the owner (others see the count); `count`: everyone sees only the count; `none`: nothing but the count.', ['owner']), type: 'string', enum: ['all', 'owner', 'count', 'none'] },
    label: { ...doc('Label', 'What players call the zone, shown in the log and at the table instead of its name (`Ann\'s reserve pile`).', ['reserve pile']), type: 'string', minLength: 1 },
  }),
);

const wilds = closed(
  doc('Wilds', 'What a wild may be declared as, and what it scores.', [{ ranks: '1..14', suits: 'all', value: 0 }]),
  {
    ranks: rankRange('Ranks', 'Any rank a wild may be declared as (may exceed the deck), by number or label.', ['1..14', '2..A']),
    suits: suitsOrAll('Suits', 'The suits a wild may be declared as: a list of letters, or `all`.'),
    value: { ...doc('Value', 'What a wild is worth when scored (`c.value`).', [0]), type: 'integer' },
  },
);

const melds = namedMap(
  doc('Melds', 'The combinations that may be played, by name.', [{ single: { size: 1 }, run: { size: '2..', same: 'suit', step: 1 } }]),
  IDENTIFIER,
  closed(doc('A meld', 'A combination of cards.', [{ size: '2..', same: 'rank' }]), {
    size: range('Size', 'How many cards (a number or a range).', [1, '2..']),
    same: { ...doc('Same', '`rank`: all the same rank; `suit`: all the same suit.', ['rank', 'suit']), type: 'string', enum: ['rank', 'suit'] },
    step: { ...doc('Step', 'In rank order, the cards go up by exactly this much: with `same: suit` a suited run or gap, without `same` a run of any suits.', [1, 2]), type: 'integer', minimum: 1 },
    wrap: { ...doc('Wrap', '`true`: a run may wrap from the highest rank to the lowest (default `false`).', [false]), type: 'boolean' },
    lead: { ...doc('Lead', '`false`: this meld may not be led (default `true`).', [false]), type: 'boolean' },
    group: { ...doc('Group', 'With `step`: how many cards of each rank, the ranks going up by the step (`group: 2`: consecutive pairs, `5 5 6 6`). A group holds no wilds.', [2, 3]), type: 'integer', minimum: 2 },
    wilds: { ...doc('Wilds', 'The most wilds the meld may hold (`0`: none may stand in it; default any).', [0, 1]), type: 'integer', minimum: 0 },
    naturals: { ...doc('Naturals', 'The fewest natural (not wild) cards the meld must hold (default none).', [2]), type: 'integer', minimum: 1 },
    beats: names('Beats', '(climbing) Meld names this meld beats when it has as many cards, whatever their strength.', [['straight']]),
    bomb: { ...doc('Bomb', '(climbing) `true`: beats any meld that is no bomb, of any name and size; a bomb beats another bomb with more cards, or as many and stronger.', [true]), type: 'boolean' },
    strength: expression('Strength', '(climbing) How strong the meld is, a number compared with the table\'s meld (`played`: its cards; default its height, the highest rank).', ['played.sum(c => c.rank)']),
  }, { required: ['size'] }),
);

const VAR_TYPES = ['number', 'boolean', 'string', 'array', 'null'] as const;

const varLog: JsonSchema = { ...doc('Log', '`false`: setting the variable leaves no line in the game\'s log (default `true`).', [false]), type: 'boolean' };

const varLabel: JsonSchema = { ...doc('Label', 'What players call the variable, shown in the log and at the table instead of its name (`Ann\'s clearing points is now 2`).', ['clearing points']), type: 'string', minLength: 1 };

const vars = namedMap(
  doc('Variables', 'Game variables and their starting values; a string is an expression evaluated at game start. In a variant, write a null start as `{ start: null }` (a bare null deletes the variable).', [{ threshold: 'players.size * 10', wish: null }]),
  IDENTIFIER,
  {
    ...doc('A variable', 'The starting value (a number, boolean, expression, list or null), or `{ start: VALUE, log: false }`.', [0, null, 'players.size * 10', { start: null }, { start: null, log: false }]),
    type: [...VAR_TYPES, 'object'],
    items: VALUE_ITEMS,
    properties: { start: { ...doc('Start', 'The starting value.', [null]), type: [...VAR_TYPES], items: VALUE_ITEMS }, log: varLog, label: varLabel },
    required: ['start'],
    additionalProperties: false,
  },
);

const playerVars = namedMap(
  doc('Player variables', 'Per-player variables, reset each round unless declared `{ start: VALUE, keep: true }`.', [{ bid: 0, bets: [] }]),
  IDENTIFIER,
  {
    ...doc('A player variable', 'The starting value, or `{ start: VALUE, keep: true }` to keep it across rounds.', [0, [], { start: 0, keep: true }]),
    type: [...VAR_TYPES, 'object'],
    items: VALUE_ITEMS,
    properties: {
      start: { ...doc('Start', 'The starting value.', [0]), type: [...VAR_TYPES], items: VALUE_ITEMS },
      keep: { ...doc('Keep', '`true`: not reset at the start of each round.', [true]), type: 'boolean' },
      log: varLog,
      label: varLabel,
    },
    required: ['start'],
    additionalProperties: false,
  },
);

const markers = namedMap(
  doc('Markers', 'Tokens that are not cards: pass cards, bonus cards, bet cards.', [{ bonus: { 'per-player': true } }]),
  IDENTIFIER,
  closed(doc('A marker', 'A token with an owner, a side and a place.', [{ pool: 'pass_cards', players: '2..', priority: 2, 'on-resolve': 'lead(me)' }]), {
    'per-player': { ...doc('Per player', 'One copy per player, owned by that player (read as `p.NAME`).', [true]), type: 'boolean' },
    pool: name('Pool', 'The pool it is taken from; pools are read by name (`pass_cards.available`).', ['pass_cards']),
    players: range('Players', 'The player counts at which it is used.', ['2..', 5]),
    priority: { ...doc('Priority', 'Orders resolution: `resolve(pool)` goes from high to low.', [2]), type: 'integer' },
    'on-resolve': effects('On resolve', 'Effects run when the marker is resolved, with `me` its holder.', ['lead(me)']),
    label: { ...doc('Label', 'The name shown to players and used in move notation (default: the key).', ['First Lead']), type: 'string' },
  }),
);

const teams = closed(
  doc('Teams', 'Partnerships by seat pattern: seat s plays in team s % count, so with 4 players and `count: 2` partners sit opposite. A team shares one score.', [{ count: 2, names: ['North-South', 'East-West'] }]),
  {
    count: { ...doc('Count', 'How many teams; seat s is in team s % count.', [2]), type: 'integer', minimum: 1 },
    names: { ...doc('Names', 'The teams\' names, shown to players, in team order (default `Team 1`, `Team 2` …).', [['North-South', 'East-West']]), type: 'array', items: { type: 'string', minLength: 1 } },
  },
  { required: ['count'] },
);

/** The top-level keys, shared with the variant schema. */
export const ruleFileProperties: { readonly [key: string]: JsonSchema } = {
  game: { ...doc('Game', 'The game\'s title.', ['Tiny Climb']), type: 'string', minLength: 1 },
  players: range('Players', 'The player counts the game supports.', ['3..4', 2]),
  teams,
  options,
  cards,
  deck,
  zones,
  wilds,
  melds,
  vars,
  define,
  'player-vars': playerVars,
  markers,
  round,
  'game-end': gameEnd,
  on,
  obligations,
  actions,
};

export const ruleFileSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://cardsmith.dev/schema/rule-file.schema.json',
  ...doc('Cardsmith rule file', 'One card game, described in the Cardsmith rules language.', []),
  type: 'object',
  properties: ruleFileProperties,
  additionalProperties: false,
  required: ['game', 'players', 'cards', 'deck', 'round', 'game-end'],
  definitions: effectDefinitions,
};

