// Building blocks shared by the rule, variant and scenario schemas: names, ranges, expressions,
// effects. The patterns are exported so the validator can say which kind of name or range it wanted.
import { doc, type JsonExample, type JsonSchema } from './json-schema.js';
import { RANK_LABEL as RANK_LABEL_PATTERN } from '../def/rank-labels.js';

/** A designer-chosen name, usable as it is inside expressions. */
export const IDENTIFIER = '^[A-Za-z_][A-Za-z0-9_]*$';
/** One or more capital letters: a suit's letter. */
export const SUIT_LETTER = '^[A-Z]+$';
/** `a..b` or `a..` (a single number is an integer, not a string). */
export const RANGE = '^-?[0-9]+\\.\\.(-?[0-9]+)?$';
/** A rank's label in `cards.ranks` (`Q`, `10`): see def/rank-labels.ts. */
export { RANK_LABEL } from '../def/rank-labels.js';
/** A range of ranks written by number or label (`2..13`, `7..A`, `J..`), or one rank (`Q`). */
export const RANK_RANGE = '^(-?[0-9]+|[A-Z][A-Za-z0-9]{0,4})(\\.\\.(-?[0-9]+|[A-Z][A-Za-z0-9]{0,4})?)?$';
/** A deck entry's key: a player count or a range of them (`all` is a property of its own). */
export const PLAYER_COUNT = '^[0-9]+(\\.\\.[0-9]*)?$';
/** A card's name in a scenario: rank and suit letters (`10M`), or a special card's name (`Joker`, one copy: `Joker#2`). */
export const CARD_NAME = '^([0-9]+[A-Z]+|[A-Za-z_][A-Za-z0-9_]*(#[1-9][0-9]*)?)$';
/** A move in scenario notation. */
export const MOVE = '^(play|pass|choose|split|do)( .*)?$';
/** A refusal code a scenario expects (`move/not-higher`). */
export const ERROR_CODE = '^[a-z]+/[a-z0-9-]+$';

type Examples = readonly JsonExample[];

export function range(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: ['integer', 'string'], pattern: RANGE };
}

/** A range of ranks (`1..12`, `7..A`): numbers, or the labels of a `cards.ranks` list. */
export function rankRange(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: ['integer', 'string'], pattern: RANK_RANGE };
}

/** One rank: its number, or its label (`Q`). */
export function rankValue(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: ['integer', 'string'], pattern: RANK_LABEL_PATTERN };
}

/** The `$comment` that marks a string as an expression (for messages; editors ignore it). */
export const EXPRESSION = 'expression';

export function expression(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), $comment: EXPRESSION, type: 'string', minLength: 1 };
}

/** A whole number, or an expression giving one. */
export function count(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: ['integer', 'string'], minLength: 1 };
}

export function name(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: 'string', pattern: IDENTIFIER };
}

export function names(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: 'array', items: name('A name', 'A name.', ['hand']) };
}

export function suitLetter(title: string, description: string, examples: Examples): JsonSchema {
  return { ...doc(title, description, examples), type: 'string', pattern: SUIT_LETTER };
}

/** Effects: a string of `;`-separated statements, or a list of statements and `{if, then, else}`. */
export function effects(title: string, description: string, examples: Examples): JsonSchema {
  return {
    ...doc(title, description, examples),
    type: ['string', 'array'],
    minLength: 1,
    items: { $ref: '#/definitions/effect' },
  };
}

const EFFECTS_HELP =
  'Effects: statements in a string (several separated by `;`), or a list of strings and `{if, then, else}`, `{each-in-turn, do}` and `{while, do}` maps.';

/** The recursive part of effects, referenced as `#/definitions/effect`. */
export const effectDefinitions: { readonly [name: string]: JsonSchema } = {
  effect: {
    ...doc('An effect', 'A statement (`flip(me.bonus)`), `{ if: COND, then: EFFECTS, else: EFFECTS }`, `{ each-in-turn: PLAYERS, do: EFFECTS }`, or `{ while: COND, do: EFFECTS }`.', [
      'flip(me.bonus)',
      { if: 'me.hand.size == 0', then: 'score(me, 2)' },
      { 'each-in-turn': 'players', do: 'me.bid = choose_number(0..5)' },
      { while: 'deck.size > 0 and me.hand.size < 5', do: 'draw(me, 1)' },
    ]),
    type: ['string', 'object'],
    minLength: 1,
    properties: {
      'each-in-turn': expression('Each in turn', 'A list of players: `do` runs for each in order, with `me` that player, each run finished (its choices answered) before the next begins.', ['players', 'active']),
      do: { ...doc('Do', `Run for each player of \`each-in-turn\`, with \`me\` that player; or, with \`while\`, again and again while its condition holds. ${EFFECTS_HELP}`, ['me.bid = choose_number(0..5)']), allOf: [{ $ref: '#/definitions/effects' }] },
      while: expression('While', 'A condition asked before each run of `do`: `do` runs to its end (its choices answered) while it holds, then the entry is done. `do` shares the block\'s locals.', ['deck.size > 0 and me.hand.size < 5', 'players.count(p => not p.passed) > 1']),
      if: expression('Condition', 'The condition deciding which branch runs.', ['me.hand.size == 0']),
      then: { ...doc('Then', `Run when the condition holds. ${EFFECTS_HELP}`, ['score(me, 2)']), allOf: [{ $ref: '#/definitions/effects' }] },
      else: { ...doc('Else', `Run when the condition does not hold. ${EFFECTS_HELP}`, ['score(me, -2)']), allOf: [{ $ref: '#/definitions/effects' }] },
    },
    additionalProperties: false,
    // `{ if, then, else }`, `{ each-in-turn, do }` or `{ while, do }`, not a mix.
    if: { required: ['each-in-turn'] },
    then: { required: ['do'], properties: { if: false, then: false, else: false, while: false } },
    else: {
      if: { required: ['while'] },
      then: { required: ['do'], properties: { if: false, then: false, else: false } },
      else: { required: ['if', 'then'], properties: { do: false } },
    },
  },
  effects: effects('Effects', EFFECTS_HELP, ['flip(me.bonus)', ['draw(me, 2)', 'clear_trick()']]),
  // A variable's list holds values, never maps: a map there is a misplaced key (a mis-indented
  // `setup:` read as a player variable's list of steps), which the checker could not type.
  value: {
    ...doc('A value', 'A number, boolean, string, null, or a list of them.', [0, 'hand', [1, 2]]),
    type: ['number', 'boolean', 'string', 'null', 'array'],
    items: { $ref: '#/definitions/value' },
  },
};

/** A variable's list: its items are values (`#/definitions/value`). */
export const VALUE_ITEMS: JsonSchema = { $ref: '#/definitions/value' };
