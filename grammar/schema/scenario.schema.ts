// The JSON Schema (draft-07) of a scenario file: an explicit deal, moves and expectations.
import { closed, doc, namedMap, type JsonSchema } from './json-schema.js';
import { CARD_NAME, ERROR_CODE, IDENTIFIER, MOVE } from './parts.js';

const card: JsonSchema = { ...doc('A card', 'A card by rank and suit letter (`10M`), or a special card by name.', ['10M', 'Jester']), type: 'string', pattern: CARD_NAME };
const cardList = (title: string, description: string): JsonSchema => ({ ...doc(title, description, [['3R', '5R']]), type: 'array', items: card });
const player: JsonSchema = { ...doc('A player', 'A player\'s name, as listed in `players`.', ['Ann']), type: 'string', minLength: 1 };
const move: JsonSchema = { ...doc('A move', 'A move in move notation: `play 9R 10R`, `pass`, `choose @Ann`, `split 3`, `do take_wild`.', ['play 3R', 'pass']), type: 'string', pattern: MOVE };
const moves = (title: string, description: string): JsonSchema => ({
  ...doc(title, description, [{ Bob: ['play 6G'] }]),
  type: 'object',
  additionalProperties: { ...doc('Moves', 'Moves of this player.', [['play 6G']]), type: 'array', items: move },
});
const perPlayer = (title: string, description: string, entry: JsonSchema): JsonSchema => ({
  ...doc(title, description, [{ Ann: 0 }]),
  type: 'object',
  additionalProperties: entry,
});
const anyValue: JsonSchema = { ...doc('A value', 'The expected value.', [0, true, null]), type: ['number', 'boolean', 'string', 'array', 'null'] };
const sizeOrCards: JsonSchema = { ...doc('Size or cards', 'A number of cards, or the exact cards.', [2, ['4R', '6G']]), type: ['integer', 'array'], minimum: 0, items: card };

const expect: JsonSchema = closed(
  doc('Expect', 'What must be true at this point of the scenario.', [{ turn: 'Cy', hand: { Bob: 2 } }]),
  {
    turn: { ...player, title: 'Turn', description: 'The player to move.' },
    'zone-order': { ...doc('Zone order', 'Per zone: its exact cards in order (the first is the top); a player\'s zone as `Ann.hand`.', [{ 'Ann.hand': ['3R', '5R'] }]), type: 'object', additionalProperties: cardList('Cards', 'The cards, in order.') },
    flipped: { ...doc('Flipped', 'Per marker: whether it is flipped (a per-player marker as `Ann.star`).', [{ 'Ann.star': true }]), type: 'object', additionalProperties: { ...doc('Flipped', 'Its side.', [true]), type: 'boolean' } },
    tricks: perPlayer('Tricks', 'Per player: tricks won this round.', { ...doc('Tricks', 'Tricks won.', [2]), type: 'integer', minimum: 0 }),
    'last-round-scores': perPlayer('Last round\'s scores', 'Per player: the score of the last round that ended.', { ...doc('A score', 'That round\'s score.', [3]), type: 'integer' }),
    phase: { ...doc('Phase', 'The game\'s phase.', ['play']), type: 'string', minLength: 1 },
    round: { ...doc('Round', 'The round number (1-based).', [1]), type: 'integer', minimum: 1 },
    hand: perPlayer('Hand', 'Per player: the hand\'s size, or its exact cards.', sizeOrCards),
    zone: { ...doc('Zone', 'Per zone: its size, or its exact cards.', [{ discard: 4 }]), type: 'object', additionalProperties: sizeOrCards },
    table: { ...sizeOrCards, title: 'Table', description: 'The current trick: its size, or its exact cards.' },
    scores: perPlayer('Scores', 'Per player: the total score.', { ...doc('A score', 'A total.', [0]), type: 'integer' }),
    'round-scores': perPlayer('Round scores', 'Per player: this round\'s score.', { ...doc('A score', 'This round\'s score.', [0]), type: 'integer' }),
    markers: namedMap(doc('Markers', 'Per marker: its holder, or null.', [{ first_lead: 'Bob' }]), IDENTIFIER, { ...doc('A holder', 'The player holding the marker, or null.', ['Bob', null]), type: ['string', 'null'] }),
    leader: { ...player, title: 'Leader', description: 'Who leads the current trick.' },
    var: namedMap(doc('Variables', 'Per game variable: its value.', [{ wish: 7 }]), IDENTIFIER, anyValue),
    'player-var': perPlayer('Player variables', 'Per player: per variable, its value.', namedMap(doc('Variables', 'Per variable: its value.', [{ bid: 3 }]), IDENTIFIER, anyValue)),
    'game-over': { ...doc('Game over', 'Whether the game has ended.', [true]), type: 'boolean' },
    winners: { ...doc('Winners', 'The winners, once the game is over.', [['Ann']]), type: 'array', items: player },
    legal: moves('Legal', 'Per player: moves that must be legal.'),
    illegal: moves('Illegal', 'Per player: moves that must not be legal.'),
  },
);

const step: JsonSchema = {
  ...doc('A step', 'A player\'s move (`Ann: play 3R`, optionally with `error: CODE`), or `expect: {...}`.', [{ Ann: 'play 3R' }, { expect: { turn: 'Cy' } }]),
  type: 'object',
  minProperties: 1,
  maxProperties: 2,
  properties: {
    expect,
    error: { ...doc('Error', 'This move must be refused with this code.', ['move/not-higher']), type: 'string', pattern: ERROR_CODE },
  },
  additionalProperties: move,
  allOf: [{ if: { required: ['expect'] }, then: { maxProperties: 1 } }],
};

export const scenarioFileSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://cardsmith.dev/schema/scenario-file.schema.json',
  ...doc('Cardsmith scenario file', 'A test of a rule file: an explicit deal, moves, expectations.', []),
  type: 'object',
  additionalProperties: false,
  required: ['scenario', 'rules', 'players', 'steps'],
  properties: {
    scenario: { ...doc('Scenario', 'What the scenario shows.', ['Soft pass lets a player come back in']), type: 'string', minLength: 1 },
    rules: { ...doc('Rules', 'The rule file tested, relative to this file.', ['../game.yaml']), type: 'string', minLength: 1 },
    variants: { ...doc('Variants', 'Variant files applied in order.', [['../variants/gaps.yaml']]), type: 'array', items: { ...doc('A variant', 'A variant file.', ['../variants/gaps.yaml']), type: 'string', minLength: 1 } },
    options: namedMap(doc('Options', 'Option values for this scenario.', [{ floor: 'hand' }]), IDENTIFIER, { ...doc('An option', 'The option\'s value.', ['hand']), type: ['string', 'number', 'boolean'] }),
    players: { ...doc('Players', 'The players\' names in seat order.', [['Ann', 'Bob', 'Cy']]), type: 'array', items: player, minItems: 1, uniqueItems: true },
    deal: { ...doc('Deal', 'The cards each player holds, and any other zone by name.', [{ Ann: ['3R', '5R'], deck: [] }]), type: 'object', additionalProperties: cardList('Cards', 'The cards, in order.') },
    leader: { ...player, title: 'Leader', description: 'Who leads the first trick.' },
    wild: { ...cardList('Wilds', 'Cards of the deal held as wilds from the start (an Ace given as a wild, say).'), title: 'Wilds' },
    rounds: namedMap(
      doc('Rounds', 'Fixed deals of later rounds, by round number (2 and up), each like the first round\'s `deal`, `leader` and `wild`.', [{ 2: { deal: { Ann: ['3R'], deck: [] } } }]),
      '^([2-9]|[1-9][0-9]+)$',
      closed(doc('A round', 'The fixed deal of this round.', [{ deal: { Ann: ['3R'] }, leader: 'Bob' }]), {
        deal: { ...doc('Deal', 'The cards each player holds, and any other zone by name.', [{ Ann: ['3R', '5R'], deck: [] }]), type: 'object', additionalProperties: cardList('Cards', 'The cards, in order.') },
        leader: { ...player, title: 'Leader', description: 'Who leads this round.' },
        wild: { ...cardList('Wilds', 'Cards of this deal held as wilds.'), title: 'Wilds' },
      }, { required: ['deal'] }),
    ),
    seed: { ...doc('Seed', 'The seed of the game\'s randomness (shuffles after the first round).', [7, 'abc']), type: ['integer', 'string'] },
    steps: { ...doc('Steps', 'Moves and expectations, in order.', [[{ Ann: 'play 3R' }, { Bob: 'pass' }]]), type: 'array', items: step },
  },
};
