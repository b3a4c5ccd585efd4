// An ExprEnv built from a rule file's declarations and the built-ins (builtins.ts): what every name
// and member is, its type, and whether it may be assigned. The one place that decides what a name
// refers to; the runtime follows the decision (resolution.ts).
import { CONTEXT_NAMES, GLOBALS, MEMBERS, builtinZones, type MemberOwner } from './builtins.js';
import type { MemberResolution, NameResolution } from './resolution.js';
import { Types as T, type ExprEnv, type ObjectKind, type Type } from './types.js';

export interface RuleDeclarations {
  /** Shared zones beyond the built-in deck, box, table and discard. */
  readonly zones?: readonly string[];
  /** Per-player zones beyond the built-in hand (`p.left`). */
  readonly playerZones?: readonly string[];
  readonly pools?: readonly string[];
  /** Markers that belong to a pool, read by name (`gold`); per-player ones are `p.NAME`. */
  readonly markers?: readonly string[];
  /** Per-player markers (`p.bonus`). */
  readonly playerMarkers?: readonly string[];
  readonly vars?: Readonly<Record<string, Type>>;
  readonly playerVars?: Readonly<Record<string, Type>>;
  readonly options?: Readonly<Record<string, Type>>;
  /** Names bound by the context of one expression: `chosen`, `legal`, `move`, `played` … */
  readonly context?: Readonly<Record<string, Type>>;
}

interface Binding<R> {
  readonly type: Type;
  readonly ref: R;
}

const cards = T.list(T.card);

/** Names every rule file has; a var, zone or pool may not take one (semantic.ts refuses it). */
export const BUILT_IN_NAMES: readonly string[] = [...Object.keys(GLOBALS), ...builtinZones(false), ...CONTEXT_NAMES];
/** Members every player has; a player var, zone or marker may not take one. */
export const PLAYER_MEMBER_NAMES: readonly string[] = [...builtinZones(true), ...Object.keys(MEMBERS.player)];

function bind<R>(out: Map<string, Binding<R>>, names: Iterable<string>, type: (name: string) => Type, ref: R): void {
  for (const n of names) out.set(n, { type: type(n), ref });
}

const MEMBER_OWNERS = new Set<string>(Object.keys(MEMBERS));

function builtinMembers(of: MemberOwner): Map<string, Binding<MemberResolution>> {
  const out = new Map<string, Binding<MemberResolution>>();
  const ref: MemberResolution = { to: 'member', of };
  for (const [name, spec] of Object.entries(MEMBERS[of])) if (spec.type !== 'elem') out.set(name, { type: spec.type, ref });
  return out;
}

export function createRuleEnv(d: RuleDeclarations = {}): ExprEnv {
  // Later entries win: a context name shadows a var, a var a marker, a marker a pool, a pool a zone, a zone a built-in.
  // (Rule files cannot declare two of these with one name: semantic.ts refuses it.)
  const globals = new Map<string, Binding<NameResolution>>();
  for (const [name, spec] of Object.entries(GLOBALS)) globals.set(name, { type: spec.type, ref: { to: 'global' } });
  bind(globals, [...builtinZones(false), ...(d.zones ?? [])], () => cards, { to: 'zone' });
  bind(globals, d.pools ?? [], () => T.pool, { to: 'pool' });
  bind(globals, d.markers ?? [], () => T.marker, { to: 'marker' });
  bind(globals, Object.keys(d.vars ?? {}), (n) => (d.vars as Record<string, Type>)[n] as Type, { to: 'var' });
  bind(globals, Object.keys(d.context ?? {}), (n) => (d.context as Record<string, Type>)[n] as Type, { to: 'context' });

  // Players: the built-in members win over a player var, a var over a marker, a marker over a zone.
  const player = new Map<string, Binding<MemberResolution>>();
  bind(player, [...builtinZones(true), ...(d.playerZones ?? [])], () => cards, { to: 'player-zone' });
  bind(player, d.playerMarkers ?? [], () => T.marker, { to: 'player-marker' });
  bind(player, Object.keys(d.playerVars ?? {}), (n) => (d.playerVars as Record<string, Type>)[n] as Type, { to: 'player-var' });
  for (const [n, b] of builtinMembers('player')) player.set(n, b);
  const options = new Map<string, Binding<MemberResolution>>();
  bind(options, Object.keys(d.options ?? {}), (n) => (d.options as Record<string, Type>)[n] as Type, { to: 'option' });

  const tables = new Map<ObjectKind, Map<string, Binding<MemberResolution>>>([['player', player], ['options', options]]);
  for (const of of MEMBER_OWNERS) if (of !== 'player' && of !== 'list') tables.set(of as ObjectKind, builtinMembers(of as MemberOwner));
  const table = (type: Type): Map<string, Binding<MemberResolution>> | undefined => tables.get(type.kind as ObjectKind);

  return {
    global: (name) => globals.get(name)?.type,
    globalNames: () => [...globals.keys()],
    member: (type, name) => table(type)?.get(name)?.type,
    memberNames: (type) => [...(table(type)?.keys() ?? [])],
    assignable: (name, object) =>
      object === undefined
        ? globals.get(name)?.ref.to === 'var'
        : object.kind === 'player' && player.get(name)?.ref.to === 'player-var',
    resolveName: (name) => globals.get(name)?.ref,
    resolveMember: (type, name) => table(type)?.get(name)?.ref,
  };
}
