// The built-ins' one home: every built-in zone, name, member, function, effect, choice and list
// method is one entry here, with its type or signature, its documentation and an example. The
// checker (check.ts, check-call.ts, rule-env.ts), the reference docs (builtin-docs.ts, generated into
// docs/language.md) and the editor's completion (grammar/editor.ts) read these tables; the runtime
// keeps one implementation per entry, under the same name (test/runtime/eval/builtin-impls.test.ts checks
// both ways). Entries are plain data, so an editor may send them anywhere.
import { BUILTIN_CALLS } from './builtin-calls.js';
import { BUILTIN_VALUES } from './builtin-values.js';
import type { ObjectKind, Type } from './types.js';

/** Who may see a zone's cards: everyone, its owner, nobody (only the count), or nobody at all. */
export type ZoneVisibility = 'all' | 'owner' | 'count' | 'none';

/** The types that have built-in members: objects, and lists. */
export type MemberOwner = Exclude<ObjectKind, 'options'> | 'list';

export type ParamType =
  | Type
  /** Any list; binds `elem` when it is the first parameter. */
  | 'list'
  /** The list's element type. */
  | 'elem'
  /** A zone: a shared zone's name (`discard`), a player's zone (`me.hand`), or a conditional of zones. */
  | 'zone'
  /** A lambda `x => body` with x of the element type; the body's expected type (`any`: anything). */
  | { readonly fn: Type }
  /** One of several types (`move` takes a card or a list of cards). */
  | { readonly oneOf: readonly Type[] };

export interface Param {
  readonly name: string;
  readonly type: ParamType;
}

/** A call's result: a type, or the element type of the list the call is about, or a list of it. */
export type ResultType = Type | 'elem' | 'list<elem>' | 'list<body>';

export interface Signature {
  readonly params: readonly Param[];
  /** How many of `params` are required (default: all). */
  readonly required?: number;
  /** Any further positional arguments (`min(a, b, …)`). */
  readonly rest?: Param;
  readonly named?: Readonly<Record<string, Type>>;
  /** The elements must be numbers when the call has no lambda (`sum()`, `min()`). */
  readonly numericElems?: boolean;
  readonly result: ResultType;
  /** A shared zone the call works on, which the rule file must declare (`draw` takes from `draw`). */
  readonly usesZone?: string;
}

interface EntryBase {
  readonly name: string;
  /** One paragraph of Markdown, as in the language reference. */
  readonly doc: string;
  /** An expression (or, for an effect, a statement) that uses the entry. */
  readonly example: string;
}

export interface ZoneEntry extends EntryBase {
  readonly kind: 'zone';
  readonly perPlayer: boolean;
  readonly visible: ZoneVisibility;
}
/** A name available in every expression. */
export interface GlobalEntry extends EntryBase {
  readonly kind: 'global';
  readonly type: Type;
}
/** A name only some expressions have (`played` in handlers of `on: play`). */
export interface ContextEntry extends EntryBase {
  readonly kind: 'context';
  /** Its type; `chosen` is a card or a list of cards, by the step (the checker gives the exact one). */
  readonly type: Type;
  /** Where it is available, for the docs. */
  readonly where: string;
}
export interface MemberEntry extends EntryBase {
  readonly kind: 'member';
  readonly of: MemberOwner;
  /** Its type; `elem` is the list's element type (`list.first`). */
  readonly type: Type | 'elem';
}
/** Called by name (`function`, `effect`, `choice`) or on a list (`method`). */
export interface CallEntry extends EntryBase {
  readonly kind: 'function' | 'effect' | 'choice' | 'method';
  readonly signature: Signature;
}

export type BuiltinEntry = ZoneEntry | GlobalEntry | ContextEntry | MemberEntry | CallEntry;
export type BuiltinKind = BuiltinEntry['kind'];

/** An entry as written in a table: its name is its key (and a member's owner, its table's). */
export type Spec<E extends BuiltinEntry> = Omit<E, 'name' | 'kind' | 'of'>;

export const ZONES = BUILTIN_VALUES.zones;
export const GLOBALS = BUILTIN_VALUES.globals;
export const CONTEXT = BUILTIN_VALUES.context;
export const MEMBERS = BUILTIN_VALUES.members;
export const FUNCTIONS = BUILTIN_CALLS.functions;
export const EFFECTS = BUILTIN_CALLS.effects;
export const CHOICES = BUILTIN_CALLS.choices;
export const METHODS = BUILTIN_CALLS.methods;

export type ZoneName = keyof typeof ZONES;
export type GlobalName = keyof typeof GLOBALS;
export type ContextName = keyof typeof CONTEXT;
export type MemberName<O extends MemberOwner> = keyof (typeof MEMBERS)[O] & string;
export type FunctionName = keyof typeof FUNCTIONS;
export type EffectName = keyof typeof EFFECTS;
export type ChoiceName = keyof typeof CHOICES;
export type MethodName = keyof typeof METHODS;

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

export function hasOwn(table: object, name: string): boolean {
  return own(table, name);
}

function entry<E extends BuiltinEntry>(kind: E['kind'], name: string, spec: object): E {
  return { name, kind, ...spec } as E;
}

function entriesOf<E extends BuiltinEntry>(kind: E['kind'], table: Readonly<Record<string, object>>): E[] {
  return Object.entries(table).map(([name, spec]) => entry<E>(kind, name, spec));
}

let all: readonly BuiltinEntry[] | undefined;

/** Every built-in, in reference order: zones, names, context names, members, functions, effects, choices, methods. */
export function builtinEntries(): readonly BuiltinEntry[] {
  all ??= Object.freeze([
    ...entriesOf<ZoneEntry>('zone', ZONES),
    ...entriesOf<GlobalEntry>('global', GLOBALS),
    ...entriesOf<ContextEntry>('context', CONTEXT),
    ...(Object.entries(MEMBERS) as [MemberOwner, Readonly<Record<string, object>>][]).flatMap(([of, table]) =>
      Object.entries(table).map(([name, spec]) => entry<MemberEntry>('member', name, { of, ...spec })),
    ),
    ...entriesOf<CallEntry>('function', FUNCTIONS),
    ...entriesOf<CallEntry>('effect', EFFECTS),
    ...entriesOf<CallEntry>('choice', CHOICES),
    ...entriesOf<CallEntry>('method', METHODS),
  ]);
  return all;
}

let calls: ReadonlyMap<string, CallEntry> | undefined;
let methods: ReadonlyMap<string, CallEntry> | undefined;

/** A function, effect or choice called by name, or undefined. */
export function callableEntry(name: string): CallEntry | undefined {
  calls ??= new Map(
    builtinEntries()
      .filter((e): e is CallEntry => e.kind === 'function' || e.kind === 'effect' || e.kind === 'choice')
      .map((e) => [e.name, e]),
  );
  return calls.get(name);
}

export function methodEntry(name: string): CallEntry | undefined {
  methods ??= new Map(builtinEntries().filter((e): e is CallEntry => e.kind === 'method').map((e) => [e.name, e]));
  return methods.get(name);
}

/** Every name a call may have (functions, effects, choices), for suggestions. */
export const CALLABLE_NAMES: readonly string[] = [...Object.keys(FUNCTIONS), ...Object.keys(EFFECTS), ...Object.keys(CHOICES)];

/** A built-in member of `of`, or undefined. Players' zones (`p.hand`) are zones, not members. */
export function memberSpec(of: MemberOwner, name: string): Spec<MemberEntry> | undefined {
  const table = MEMBERS[of] as Readonly<Record<string, Spec<MemberEntry>>>;
  return own(table, name) ? table[name] : undefined;
}

export function memberNames(of: MemberOwner): readonly string[] {
  return Object.keys(MEMBERS[of]);
}

/** The built-in shared zones (`deck`, `box`, `table`, `discard`) or the per-player ones (`hand`). */
export function builtinZones(perPlayer: boolean): readonly string[] {
  return (Object.entries(ZONES) as [ZoneName, Spec<ZoneEntry>][]).filter(([, z]) => z.perPlayer === perPlayer).map(([n]) => n);
}

export function isBuiltinZone(name: string): name is ZoneName {
  return own(ZONES, name);
}

/** Names every expression has (globals and built-in shared zones) and names some have (context). */
export const GLOBAL_NAMES: readonly string[] = Object.keys(GLOBALS);
export const CONTEXT_NAMES: readonly string[] = Object.keys(CONTEXT);

/** A list's member type for a list of `elem`, or undefined. */
export function listProperty(name: string, elemType: Type): Type | undefined {
  const spec = memberSpec('list', name);
  if (spec === undefined) return undefined;
  return spec.type === 'elem' ? elemType : spec.type;
}
