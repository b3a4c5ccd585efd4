// The schema of `define:`: named definitions with typed parameters, and constants.
import { doc, namedMap, type JsonSchema } from './json-schema.js';
import { EXPRESSION, IDENTIFIER } from './parts.js';

const value: JsonSchema = {
  ...doc('Value', 'The definition\'s value: an expression (a string), or a number or boolean.', ['p.hand.sum(c => c.value)', 25]),
  $comment: EXPRESSION,
  type: ['string', 'number', 'boolean'],
  minLength: 1,
};

export const define = namedMap(
  doc(
    'Definitions',
    'Named values usable in every expression: a constant (`limit: 25`, `cutoff: "players.size * 5"`) read by its name, or a definition with typed parameters (`{ params: { p: player }, value: "…" }`) called as `NAME(…)`.',
    [{ limit: 25, hand_points: { params: { p: 'player' }, value: 'p.hand.sum(c => c.value)' } }],
  ),
  IDENTIFIER,
  {
    ...doc('A definition', 'A constant (a number, boolean or expression), or `{ params: { NAME: TYPE }, value: EXPRESSION }`.', [25, 'players.size * 5', { params: { p: 'player' }, value: 'p.hand.size' }]),
    type: ['string', 'number', 'boolean', 'object'],
    minLength: 1,
    properties: {
      params: namedMap(
        doc('Parameters', 'The parameters, in call order, each with its type: number, bool, string, player, card, marker, pool, any, or list<T>.', [{ p: 'player', n: 'number' }]),
        IDENTIFIER,
        { ...doc('A parameter\'s type', 'number, bool, string, player, card, marker, pool, any, or list<T> (`list<card>`).', ['player', 'list<card>']), type: 'string', minLength: 1 },
      ),
      value,
    },
    required: ['value'],
    additionalProperties: false,
  },
);


