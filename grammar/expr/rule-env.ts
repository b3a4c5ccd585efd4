// An ExprEnv built from a rule file's declarations, with the names and members the language
// reference lists for every game ("Names available everywhere", the member tables).
import { Types as T, type ExprEnv, type ObjectKind, type Type } from './types.js';

export interface RuleDeclarations {
  /** Shared zones beyond the built-in deck, box, table and discard. */
  readonly zones?: readonly string[];
  /** Per-player zones beyond the built-in hand (`p.left`). */
  readonly playerZones?: readonly string[];
  readonly pools?: readonly string[];
  /** Per-player markers (`p.bonus`). */
  readonly playerMarkers?: readonly string[];
  readonly vars?: Readonly<Record<string, Type>>;
  readonly playerVars?: Readonly<Record<string, Type>>;
  readonly options?: Readonly<Record<string, Type>>;
  /** Names bound by the context of one expression: `chosen`, `legal`, `move`, `previous_leader` … */
  readonly context?: Readonly<Record<string, Type>>;
}

const players = T.list(T.player);
const cards = T.list(T.card);

const BUILT_IN_GLOBALS: Readonly<Record<string, Type>> = {
  players,
  others: players,
  me: T.player,
  active: players,
  round: T.number,
  trick: T.trick,
  options: T.options,
  deck: cards,
  box: cards,
  table: cards,
  discard: cards,
  suits: T.list(T.string),
  max_rank: T.number,
  min_rank: T.number,
  previous_leader: T.player,
};

const BUILT_IN_MEMBERS: Readonly<Record<Exclude<ObjectKind, 'options'>, Readonly<Record<string, Type>>>> = {
  player: {
    hand: cards,
    score: T.number,
    round_score: T.number,
    tricks: T.number,
    out: T.bool,
    out_order: T.number,
    seat: T.number,
    name: T.string,
    next: T.player,
    previous: T.player,
  },
  card: { rank: T.number, suit: T.string, wild: T.bool, special: T.string, value: T.number, id: T.string },
  trick: { cards, plays: T.list(T.play), leader: T.player, led_suit: T.string, in: players, passed: players, winner: T.player, number: T.number },
  play: { player: T.player, cards, meld: T.string },
  move: { kind: T.string, player: T.player, cards, meld: T.string, wilds: T.number },
  marker: { owner: T.player, flipped: T.bool, priority: T.number, removed: T.bool, label: T.string, name: T.string, available: T.bool },
  pool: { available: T.list(T.marker), held: T.list(T.marker), all: T.list(T.marker) },
};

/** Names every rule file has; a var, zone or pool may not take one (the built-in would win). */
export const BUILT_IN_NAMES: readonly string[] = [...Object.keys(BUILT_IN_GLOBALS), 'legal', 'move', 'played', 'meld', 'chosen'];
/** Members every player has; a player var, zone or marker may not take one. */
export const PLAYER_MEMBER_NAMES: readonly string[] = Object.keys(BUILT_IN_MEMBERS.player);

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
const names = (list: readonly string[] | undefined, type: Type): Record<string, Type> =>
  Object.fromEntries((list ?? []).map((n) => [n, type]));

export function createRuleEnv(d: RuleDeclarations = {}): ExprEnv {
  // Later entries win: a context name shadows a var, a var a built-in.
  const globals: Record<string, Type> = {
    ...BUILT_IN_GLOBALS,
    ...names(d.zones, cards),
    ...names(d.pools, T.pool),
    ...d.vars,
    ...d.context,
  };
  const members: Record<ObjectKind, Record<string, Type>> = {
    ...BUILT_IN_MEMBERS,
    player: { ...names(d.playerZones, cards), ...names(d.playerMarkers, T.marker), ...d.playerVars, ...BUILT_IN_MEMBERS.player },
    options: { ...d.options },
  };
  const table = (type: Type): Record<string, Type> | undefined =>
    type.kind in members ? members[type.kind as ObjectKind] : undefined;
  return {
    global: (name) => (own(globals, name) ? globals[name] : undefined),
    globalNames: () => Object.keys(globals),
    member: (type, name) => {
      const t = table(type);
      return t && own(t, name) ? t[name] : undefined;
    },
    memberNames: (type) => Object.keys(table(type) ?? {}),
    assignable: (name, object) =>
      object === undefined
        ? own(d.vars ?? {}, name) && !own(d.context ?? {}, name)
        : object.kind === 'player' && own(d.playerVars ?? {}, name) && !own(BUILT_IN_MEMBERS.player, name),
  };
}
