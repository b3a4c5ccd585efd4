// The signatures of the built-in functions, effects, choices and list methods (language reference,
// "Expressions" and "Effects"). `elem` is the element type of the list the call is about: the
// receiver of a method, or the first argument of a function such as `each` or `choose_card`.
import { Types as T, type Type } from './types.js';

export type ParamType =
  | Type
  /** Any list; binds `elem` when it is the first parameter. */
  | 'list'
  /** The list's element type. */
  | 'elem'
  /** A lambda `x => body` with x of the element type; the body's expected type (`any`: anything). */
  | { readonly fn: Type }
  /** One of several types (`move` takes a card or a list of cards). */
  | { readonly oneOf: readonly Type[] };

export type CallKind = 'value' | 'effect' | 'choice';

export interface Signature {
  readonly kind: CallKind;
  readonly params: readonly ParamType[];
  /** How many of `params` are required (default: all). */
  readonly required?: number;
  /** A type for any further positional arguments (`min(a, b, …)`). */
  readonly rest?: ParamType;
  readonly named?: Readonly<Record<string, Type>>;
  /** The elements must be numbers when the call has no lambda (`sum()`, `min()`). */
  readonly numericElems?: boolean;
  /** The result, from the element type and the lambda body's type (if any). */
  readonly result: (elem: Type, body: Type) => Type;
}

const is = (t: Type) => (): Type => t;
const elem = (e: Type): Type => e;
const listOfElem = (e: Type): Type => T.list(e);
const cards: ParamType = { oneOf: [T.card, T.list(T.card)] };
const choiceNamed = { by: T.player, optional: T.bool, prompt: T.string } as const;

const effect = (...params: ParamType[]): Signature => ({ kind: 'effect', params, result: is(T.effect) });
const choice = (of: Type, result: Type): Signature => ({
  kind: 'choice',
  params: [T.list(of)],
  named: choiceNamed,
  result: is(result),
});

/** Functions, effects and choices, called by name. */
export const FUNCTIONS: Readonly<Record<string, Signature>> = {
  min: { kind: 'value', params: [T.number], rest: T.number, result: is(T.number) },
  max: { kind: 'value', params: [T.number], rest: T.number, result: is(T.number) },
  abs: { kind: 'value', params: [T.number], result: is(T.number) },
  count: { kind: 'value', params: ['list'], result: is(T.number) },
  sum: { kind: 'value', params: [T.list(T.number)], result: is(T.number) },

  move: effect(cards, T.list(T.card)),
  make_wild: effect(cards),
  score: effect(T.player, T.number),
  lead: effect(T.player),
  sit_out: effect(T.player),
  draw: effect(T.player, T.number),
  flip: effect(T.marker),
  unflip: effect(T.marker),
  take: effect(T.marker, T.player),
  give_back: effect(T.marker),
  retire: effect(T.marker),
  resolve: effect(T.pool),
  clear_trick: effect(),
  end_round: effect(),
  each: effect('list', { fn: T.effect }),

  choose_player: choice(T.player, T.player),
  choose_card: choice(T.card, T.card),
  choose_meld: choice(T.card, T.list(T.card)),
  choose_option: choice(T.string, T.string),
  choose_rank: choice(T.number, T.number),
  choose_marker: choice(T.marker, T.marker),
};

const pred = { fn: T.bool } as const;
const num = { fn: T.number } as const;
const anyFn = { fn: T.any } as const;

/** Methods of a list, called on it: `hand.filter(c => c.wild)`. */
export const METHODS: Readonly<Record<string, Signature>> = {
  any: { kind: 'value', params: [pred], result: is(T.bool) },
  all: { kind: 'value', params: [pred], result: is(T.bool) },
  count: { kind: 'value', params: [pred], required: 0, result: is(T.number) },
  filter: { kind: 'value', params: [pred], result: listOfElem },
  map: { kind: 'value', params: [anyFn], result: (_, body) => T.list(body) },
  sum: { kind: 'value', params: [num], required: 0, numericElems: true, result: is(T.number) },
  min: { kind: 'value', params: [num], required: 0, numericElems: true, result: is(T.number) },
  max: { kind: 'value', params: [num], required: 0, numericElems: true, result: is(T.number) },
  min_by: { kind: 'value', params: [num], result: elem },
  max_by: { kind: 'value', params: [num], result: elem },
  sort: { kind: 'value', params: [], result: listOfElem },
  sort_by: { kind: 'value', params: [anyFn], result: listOfElem },
  reverse: { kind: 'value', params: [], result: listOfElem },
  take: { kind: 'value', params: [T.number], result: listOfElem },
  drop: { kind: 'value', params: [T.number], result: listOfElem },
  contains: { kind: 'value', params: ['elem'], result: is(T.bool) },
  index_of: { kind: 'value', params: ['elem'], result: is(T.number) },
};

/** Members of a list read without a call: `hand.size`, `dummy.first`. */
export function listProperty(name: string, elemType: Type): Type | undefined {
  if (name === 'size') return T.number;
  if (name === 'first' || name === 'last') return elemType;
  return undefined;
}
export const LIST_PROPERTIES = ['size', 'first', 'last'] as const;

export function hasOwn(table: Readonly<Record<string, Signature>>, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, name);
}
