// The checker's types and the environment it checks against. The environment describes the rule
// file (its zones, vars, markers, options …) and what each name and member refers to; the built-in
// functions and list methods are the checker's own (builtins.ts).
import type { MemberResolution, NameResolution } from './resolution.js';

export type ObjectKind = 'player' | 'card' | 'marker' | 'pool' | 'trick' | 'play' | 'move' | 'options';

/**
 * `any` only stands where an error was already reported (or for a var whose type is unknown), so
 * one mistake is reported once. `effect` is the result of an effect call: it has no value.
 */
export type Type =
  | { readonly kind: 'number' | 'bool' | 'string' | 'null' | 'any' | 'effect' }
  | { readonly kind: ObjectKind }
  | { readonly kind: 'list'; readonly elem: Type }
  | { readonly kind: 'lambda'; readonly param: Type; readonly result: Type };

export type ListType = Extract<Type, { kind: 'list' }>;

export const Types = {
  number: { kind: 'number' },
  bool: { kind: 'bool' },
  string: { kind: 'string' },
  null: { kind: 'null' },
  any: { kind: 'any' },
  effect: { kind: 'effect' },
  player: { kind: 'player' },
  card: { kind: 'card' },
  marker: { kind: 'marker' },
  pool: { kind: 'pool' },
  trick: { kind: 'trick' },
  play: { kind: 'play' },
  move: { kind: 'move' },
  options: { kind: 'options' },
  list: (elem: Type): ListType => ({ kind: 'list', elem }),
  lambda: (param: Type, result: Type): Type => ({ kind: 'lambda', param, result }),
} as const;

/** A named definition of the rule file (`define:`): its parameters, in order, and its value's type. */
export interface DefinitionSig {
  readonly params: readonly { readonly name: string; readonly type: Type }[];
  readonly result: Type;
}

/** What the checker asks about the rule file. */
export interface ExprEnv {
  /** The type of a name available everywhere (`players`, a zone, a pool, a game var …), or undefined. */
  global(name: string): Type | undefined;
  /** Every global name, for "did you mean" suggestions. */
  globalNames(): readonly string[];
  /** The type of `object.name` for an object type (player, card, marker, pool, trick, play, move, options). */
  member(type: Type, name: string): Type | undefined;
  memberNames(type: Type): readonly string[];
  /** Whether `name` may be assigned: a game var (object undefined), or `object.name` a player var. */
  assignable(name: string, object?: Type): boolean;
  /** What a global name refers to, when `global(name)` has a type. */
  resolveName(name: string): NameResolution | undefined;
  /** What `object.name` refers to, when `member(type, name)` has a type. */
  resolveMember(type: Type, name: string): MemberResolution | undefined;
  /** A definition with parameters, called by name (`hand_value(me)`); one without is a global name. */
  definition?(name: string): DefinitionSig | undefined;
}

export function typeToString(t: Type): string {
  switch (t.kind) {
    case 'list':
      return `list<${typeToString(t.elem)}>`;
    case 'lambda':
      return 'a lambda';
    case 'effect':
      return 'an effect (no value)';
    default:
      return t.kind;
  }
}

/** `null` (and `any`) may stand for every type; a var that started as `null` accepts any value. */
export function isAssignable(from: Type, to: Type): boolean {
  if (from.kind === 'any' || to.kind === 'any' || from.kind === 'null' || to.kind === 'null') return true;
  if (from.kind === 'list' && to.kind === 'list') return isAssignable(from.elem, to.elem);
  if (from.kind === 'lambda' && to.kind === 'lambda') {
    return isAssignable(to.param, from.param) && isAssignable(from.result, to.result);
  }
  return from.kind === to.kind;
}

/** The common type of two branches or list items, or undefined when they do not mix. */
export function joinTypes(a: Type, b: Type): Type | undefined {
  if (a.kind === 'null' || b.kind === 'any') return b;
  if (b.kind === 'null' || a.kind === 'any') return a;
  if (a.kind === 'list' && b.kind === 'list') {
    const elem = joinTypes(a.elem, b.elem);
    return elem && Types.list(elem);
  }
  if (isAssignable(a, b)) return b;
  return undefined;
}

export function isListType(t: Type): t is ListType {
  return t.kind === 'list';
}

/** The element type of a list, `any` for unknown; undefined for a non-list. */
export function elementType(t: Type): Type | undefined {
  if (t.kind === 'list') return t.elem;
  if (t.kind === 'any' || t.kind === 'null') return Types.any;
  return undefined;
}
