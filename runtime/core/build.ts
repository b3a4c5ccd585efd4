// A rule file made ready for the integer core at a player count (buildCore): the layout, the
// must-follow procedure's zones and trick rule as numbers, the round's deck and box as card
// numbers, and the shared objects the runtime's moves and events are made of. A rule file using
// something the core does not play yet is refused here, with the first such feature named, so
// that a core game is never a different game from the runtime's.
import type { MustFollowPlay } from '../../grammar/def/types.js';
import type { Rules } from '../rules.js';
import { zoneKey } from '../rules.js';
import { suitIndex, NONE } from '../card-table.js';
import { followCards, zoneSlot, type FollowCards } from '../follow-cards.js';
import { zoneSeers } from '../event-seers.js';
import { dealPoint } from '../round-deal.js';
import { coreLayout, type CoreLayout } from './layout.js';
import { roundFn, type ExprTally, type RoundFn } from './exprs.js';
import { compileBoolean, compileValue, coreEnv, refusal, Unsupported, type CoreEnv, type CoreFn } from './expr/index.js';
import { varsRead } from './expr/reads.js';
import { valueEquals, type Value } from '../values.js';
import { compileEffects, type CoreEffects } from './effects.js';
import type { Expr } from '../../grammar/expr/ast.js';
import type { VarInit } from '../../grammar/def/types.js';
import { buildClimb, climbRefusal, type ClimbCore } from './climbing.js';
import { compileGives, giveRefusal, type CoreGive } from './give.js';
import { compileObligations, obligationRefusal, type CoreObligation } from './obligations.js';

/** The round's and the game's expressions as closures (exprs.ts); undefined where the rule file has none. */
export interface RoundFns {
  readonly leader: RoundFn | undefined;
  readonly score: RoundFn | undefined;
  readonly afterRounds: RoundFn | undefined;
  readonly gameWhen: RoundFn | undefined;
  readonly winners: RoundFn | undefined;
  readonly tieBreakers: readonly RoundFn[];
  /** By setup step: its `when`, and its count when an expression. */
  readonly stepWhen: readonly (RoundFn | undefined)[];
  readonly stepCount: readonly (RoundFn | undefined)[];
  /** Var starting values given by an expression, by var number (game vars, player vars). */
  readonly varInit: readonly (RoundFn | undefined)[];
  readonly playerVarInit: readonly (RoundFn | undefined)[];
  /** What was compiled, and what goes through the bridge. */
  readonly tally: ExprTally;
}

export interface CoreRules {
  readonly rules: Rules;
  /** The game options the core was compiled for (buildCore), or undefined: any options. */
  readonly options: Readonly<Record<string, Value>> | undefined;
  readonly L: CoreLayout;
  readonly play: MustFollowPlay;
  /** Zone definitions led from, and each follow source's zone definition and whether it follows suit. */
  readonly lead: Int32Array;
  readonly follow: Int32Array;
  readonly followSuit: Uint8Array;
  /** The fixed trump's suit index: -1 none; a letter no card has matches no card. */
  readonly trump: number;
  /** 1: highest wins, -1: lowest. */
  readonly sign: number;
  /** The round's trick limit (Infinity: none). */
  readonly tricks: number;
  /** The round's deck and box as card numbers, in the round's order. */
  readonly deck: Int32Array;
  readonly box: Int32Array;
  /** Cards wild by their card entry, in the order a round marks them, and 1 by card for those. */
  readonly entryWild: Int32Array;
  readonly isEntryWild: Uint8Array;
  /** The setup step before which the round's deal is kept (round-deal.ts dealPoint). */
  readonly dealPoint: number;
  /** The runtime's shared must-follow objects (follow-cards.ts), and each zone definition's slot in them. */
  readonly table: FollowCards;
  readonly slots: Int32Array;
  /** `play <id>`, a one-card play's text (notation.ts), by card. */
  readonly playText: readonly string[];
  /** Who sees each zone instance's cards (event-seers.ts zoneSeers), by instance. */
  readonly seers: readonly (readonly number[] | null)[];
  /** The runtime's card rank (0 for none) and printed suit index, by card. */
  readonly rank: Float64Array;
  readonly suit: Int32Array;
  /** Listing marks (must-follow.ts addPlays): a card listed by an earlier source of the same listing. */
  readonly marks: Int32Array;
  mark: number;
  /** A reused list for shuffling a zone with rng.ts's own shuffle. */
  readonly scratch: number[];
  readonly fns: RoundFns;
  /** Each follow source's `when` (undefined: none) and the round's end-when, compiled (expr/). */
  readonly followWhen: readonly (CoreFn<boolean> | undefined)[];
  readonly endWhen: CoreFn<boolean> | undefined;
  /** The end-when reads only vars and what a game never changes (expr/reads.ts): its value is kept between var writes. */
  readonly endKeeps: boolean;
  /** The environment of the per-move conditions (`me` set before each). */
  readonly env: CoreEnv;
  /**
   * The trick rule's expressions (trick-rule.ts), compiled; undefined: none (a fixed trump or no
   * trump, the printed suit, the rank). The effective suit and strength see the card as `card`,
   * given in `cardLocals`.
   */
  readonly trumpFn: CoreFn<Value> | undefined;
  readonly suitFn: CoreFn<Value> | undefined;
  readonly strengthFn: CoreFn<Value> | undefined;
  readonly cardLocals: { card: Value };
  /** Codes of suit letters no card has (an expression's), from suits.length up, and their letters. */
  readonly otherCodes: Map<string, number>;
  readonly otherLetters: string[];
  /** The handlers and effect blocks (effects.ts). */
  readonly fx: CoreEffects;
  /** The climbing procedure (climbing.ts), null for must-follow. */
  readonly climb: ClimbCore | null;
  /** The setup's give steps by step number (give.ts). */
  readonly gives: readonly (CoreGive | undefined)[];
  /** The must-follow listing's obligations (obligations.ts); climbing keeps its own (climbing.ts). */
  readonly obligations: readonly CoreObligation[];
}

/** The blocks setup steps run (a split's or a choose's `then`). */
function setupBlocks(rules: Rules): number[] {
  const out: number[] = [];
  for (const step of rules.def.round.setup) {
    if ((step.kind === 'split' || step.kind === 'choose') && step.then !== undefined) out.push(step.then.id);
    if (step.kind === 'do') out.push(step.effects.id);
  }
  return out;
}

/** Why the core cannot play `rules` at `n` players, or null: the first feature it does not support. */
export function unsupported(rules: Rules, n: number): string | null {
  const def = rules.def;
  const play = def.round.play;
  if (play.kind === 'climbing') return climbUnsupported(rules, n);
  if (play.kind !== 'must-follow') return `the ${play.kind} procedure (only must-follow and climbing are played)`;
  if (typeof play.winner === 'object') return 'a trick winner given by an expression';
  if (play.follow.length > 30) return 'more than 30 follow sources';
  if (def.actions.length > 0) return 'actions';
  // Conditions evaluated every move: compiled over the core state, or the rule file is refused.
  const L = coreLayout(rules, n);
  const obWhy = obligationRefusal(rules, L);
  if (obWhy !== null) return obWhy;
  for (const f of play.follow) {
    const why = f.when === undefined ? undefined : refusal(L, f.when);
    if (why !== undefined) return `a follow source's when (${why})`;
  }
  const endWhy = def.round.endWhen === undefined ? undefined : refusal(L, def.round.endWhen);
  if (endWhy !== undefined) return `end-when (${endWhy})`;
  for (const [what, e] of [['the trump', play.trumpExpr], ['effective-suit', play.effectiveSuit], ['strength', play.strength]] as const) {
    const why = e === undefined ? undefined : refusal(L, e);
    if (why !== undefined) return `${what} (${why})`;
  }
  const zones = [...play.leadFrom, ...play.follow.map((f) => f.from)];
  for (const z of zones) if (rules.zones.get(z)?.perPlayer !== true) return `playing from ${z}, not a player's zone`;
  if (!rules.zones.has('table') || rules.zones.get('table')?.perPlayer === true) return 'no shared table zone';
  if (!rules.zones.has('discard') || rules.zones.get('discard')?.perPlayer === true) return 'no shared discard zone';
  const setupWhy = setupRefusal(rules);
  if (setupWhy !== null) return setupWhy;
  if (n > 30) return 'more than 30 players';
  try {
    compileEffects(rules, L, coreEnv(-1), setupBlocks(rules));
  } catch (err) {
    if (err instanceof Unsupported) return `effects (${err.reason})`;
    throw err;
  }
  return null;
}

/** Why the core does not run the round's setup steps, or null. */
function setupRefusal(rules: Rules): string | null {
  for (const step of rules.def.round.setup) {
    if (step.kind === 'shuffle') {
      if (rules.zones.get(step.zone)?.perPlayer !== false) return `shuffling ${step.zone}, not a shared zone`;
    } else if (step.kind === 'deal') {
      if (rules.zones.get(step.from)?.perPlayer !== false) return `dealing from ${step.from}, not a shared zone`;
      if (rules.zones.get(step.to)?.perPlayer !== true) return `dealing to ${step.to}, not a player's zone`;
    } else if (step.kind === 'move') {
      if (rules.zones.get(step.from)?.perPlayer !== false || rules.zones.get(step.to)?.perPlayer !== false) return 'a setup move between zones that are not shared';
    } else if (step.kind === 'do') {
      // its block is compiled with the handlers' (setupBlocks)
    } else if (step.kind === 'give') {
      const g = giveRefusal(rules, step);
      if (g !== null) return g;
    } else if (step.kind === 'choose') {
      if (rules.zones.get(step.zone)?.perPlayer !== true) return 'a setup choose from a zone that is not a player\'s';
      // An expression would be evaluated for every seat at every listing: kept on the JSON engine.
      if (typeof step.count === 'object') return 'a setup choose of a count worked out by an expression';
    } else if (step.kind === 'split') {
      if (rules.zones.get(step.zone)?.perPlayer !== true || step.into.some((z) => rules.zones.get(z)?.perPlayer !== true)) return 'a split of zones that are not a player\'s';
      if (step.zone === step.into[0] || step.zone === step.into[1]) return 'a split into the zone split';
    } else return `the setup step ${(step as { kind: string }).kind}`;
  }
  return null;
}

/** unsupported() of a climbing rule file: the procedure's refusals (climbing.ts), then the setup's, the end-when's and the effects'. */
function climbUnsupported(rules: Rules, n: number): string | null {
  const def = rules.def;
  if (n > 30) return 'more than 30 players';
  const L = coreLayout(rules, n);
  const why = climbRefusal(rules, L);
  if (why !== null) return why;
  const endWhy = def.round.endWhen === undefined ? undefined : refusal(L, def.round.endWhen);
  if (endWhy !== undefined) return `end-when (${endWhy})`;
  const setupWhy = setupRefusal(rules);
  if (setupWhy !== null) return setupWhy;
  try {
    compileEffects(rules, L, coreEnv(-1), setupBlocks(rules));
  } catch (err) {
    if (err instanceof Unsupported) return `effects (${err.reason})`;
    throw err;
  }
  return null;
}

/** Cores by rule file, then by player count: the one for any options, then those made for options. */
interface Built {
  any: CoreRules | string | undefined;
  /** By the options asked for: the core made for them (or the one for any, should folding have failed). */
  readonly forOptions: { readonly options: Readonly<Record<string, Value>>; readonly core: CoreRules }[];
}
const built = new WeakMap<Rules, Map<number, Built>>();
/** Why the rule file cannot be played at a player count (null: it can): the same for any options. */
const refused = new WeakMap<Rules, Map<number, string | null>>();

/**
 * The core of `rules` at `n` players, made once; or the reason it cannot be played (unsupported).
 * Given a game's options (all of them, as checkGameInputs fills them in), the core is compiled for
 * those alone: their reads are constants, conditions over them fold, and a handler whose `when` is
 * fixed under them is never evaluated (its steps still spent). Such a core plays only games with
 * exactly those options (coreCreate checks). Without options, it plays any game.
 */
export function buildCore(rules: Rules, n: number, options?: Readonly<Record<string, Value>>): CoreRules | string {
  let byCount = built.get(rules);
  if (byCount === undefined) built.set(rules, (byCount = new Map()));
  let b = byCount.get(n);
  if (b === undefined) byCount.set(n, (b = { any: undefined, forOptions: [] }));
  if (options === undefined) return (b.any ??= whyNot(rules, n) ?? makeCore(rules, n, undefined));
  // Asked once per game played (playout, each simulated game): a scan of the few option sets seen
  // (a simulation has one), not a key built per game.
  for (const e of b.forOptions) if (sameOptions(e.options, options)) return e.core;
  const why = whyNot(rules, n);
  if (why !== null) return why;
  const own = Object.freeze({ ...options });
  let core: CoreRules;
  try {
    core = makeCore(rules, n, own);
  } catch (err) {
    // Should folding ever leave something the core refuses: the core for any options.
    if (!(err instanceof Unsupported)) throw err;
    const any = b.any;
    core = typeof any === 'object' ? any : (b.any = makeCore(rules, n, undefined));
  }
  b.forOptions.push({ options: own, core });
  return core;
}

function whyNot(rules: Rules, n: number): string | null {
  let byCount = refused.get(rules);
  if (byCount === undefined) refused.set(rules, (byCount = new Map()));
  let why = byCount.get(n);
  if (why === undefined) byCount.set(n, (why = unsupported(rules, n)));
  return why;
}

/** Whether a core plays a game with these options (its own, or any when it was built for none). */
export function playsOptions(core: CoreRules, options: Readonly<Record<string, Value>>): boolean {
  return core.options === undefined || sameOptions(core.options, options);
}

/** The same options: the same names, equal values. */
function sameOptions(a: Readonly<Record<string, Value>>, b: Readonly<Record<string, Value>>): boolean {
  let count = 0;
  for (const k in b) {
    count++;
    if (!hasOwn.call(a, k)) return false;
    const x = a[k] as Value;
    const y = b[k] as Value;
    if (x !== y && !valueEquals(x, y)) return false;
  }
  for (const _ in a) if (--count < 0) return false;
  return count === 0;
}

const hasOwn = Object.prototype.hasOwnProperty;

function makeCore(rules: Rules, n: number, options: Readonly<Record<string, Value>> | undefined): CoreRules {
  const L = coreLayout(rules, n);
  const env = coreEnv(-1);
  const proc = rules.def.round.play;
  const play = (proc.kind === 'must-follow' ? proc : { kind: 'must-follow', leadFrom: [], follow: [] }) as MustFollowPlay;
  const defOf = (name: string): number => L.zoneDef.get(name) as number;
  const cards = L.cards;
  const index = (id: string): number => cards.index.get(id) as number;
  const table = followCards(rules);
  const slots = Int32Array.from(L.zoneNames, (name) => zoneSlot(table, name));
  const rank = new Float64Array(cards.size);
  for (let c = 0; c < cards.size; c++) rank[c] = cards.infos[c]?.rank ?? 0;
  // The vars the end-when reads, when it reads nothing else: their writes are counted, and its value kept between them.
  const endReads = rules.def.round.endWhen === undefined ? undefined : varsRead(rules, rules.def.round.endWhen);
  const fx = compileEffects(rules, L, env, setupBlocks(rules), endReads, options);
  const fns = roundFns(rules, L, options);
  return {
    rules,
    options,
    L,
    play,
    lead: Int32Array.from(play.leadFrom, defOf),
    follow: Int32Array.from(play.follow, (f) => defOf(f.from)),
    followSuit: Uint8Array.from(play.follow, (f) => (f.followSuit ? 1 : 0)),
    trump: play.trump === undefined ? NONE : suitIndex(cards, play.trump),
    sign: play.winner === 'lowest' ? -1 : 1,
    tricks: play.tricks ?? Infinity,
    deck: Int32Array.from(L.round.deck, index),
    box: Int32Array.from(L.round.box, index),
    entryWild: Int32Array.from(L.round.entryWild, index),
    isEntryWild: entryWildMarks(cards.size, L.round.entryWild.map(index)),
    dealPoint: dealPoint(rules),
    table,
    slots,
    playText: cards.ids.map((id) => `play ${id}`),
    seers: L.zoneKeys.map((key) => zoneSeers(rules, key)),
    rank,
    suit: cards.suit,
    marks: new Int32Array(cards.size),
    mark: 0,
    scratch: [],
    fns,
    followWhen: play.follow.map((f) => (f.when === undefined ? undefined : compileBoolean(L, f.when, options))),
    endWhen: rules.def.round.endWhen === undefined ? undefined : compileBoolean(L, rules.def.round.endWhen, options),
    endKeeps: endReads !== undefined,
    env,
    fx,
    climb: proc.kind === 'climbing' ? buildClimb(rules, L, fx) : null,
    gives: compileGives(rules, L, fns.tally, options),
    obligations: proc.kind === 'must-follow' ? compileObligations(rules, L, options) : [],
    trumpFn: play.trumpExpr === undefined ? undefined : compileValue(L, play.trumpExpr, options),
    suitFn: play.effectiveSuit === undefined ? undefined : compileValue(L, play.effectiveSuit, options),
    strengthFn: play.strength === undefined ? undefined : compileValue(L, play.strength, options),
    cardLocals: { card: null },
    otherCodes: new Map(),
    otherLetters: [],
  };
}

function roundFns(rules: Rules, L: CoreLayout, options: Readonly<Record<string, Value>> | undefined): RoundFns {
  const tally: ExprTally = { compiled: 0, bridged: [] };
  const fn = (e: Expr | undefined): RoundFn | undefined => (e === undefined ? undefined : roundFn(rules, L, e, tally, options));
  const init = (v: { readonly init: VarInit }): RoundFn | undefined => (v.init.kind === 'expr' ? roundFn(rules, L, v.init.expr, tally, options) : undefined);
  const def = rules.def;
  const ge = def.gameEnd;
  return {
    leader: fn(def.round.leader),
    score: fn(def.round.score),
    afterRounds: fn(ge.afterRounds),
    gameWhen: fn(ge.when),
    winners: fn(ge.winners),
    tieBreakers: ge.tieBreakers.map((e) => roundFn(rules, L, e, tally, options)),
    stepWhen: def.round.setup.map((st) => fn(st.when)),
    stepCount: def.round.setup.map((st) => ((st.kind === 'deal' || st.kind === 'move') && typeof st.count === 'object' ? fn(st.count) : undefined)),
    varInit: def.vars.map(init),
    playerVarInit: def.playerVars.map(init),
    tally,
  };
}

/** A zone definition's state key for a seat (zoneKey), as the runtime names it. */
export function keyOf(core: CoreRules, d: number, seat: number | null): string {
  return zoneKey(core.L.zoneNames[d] as string, seat);
}

function entryWildMarks(size: number, wild: readonly number[]): Uint8Array {
  const marks = new Uint8Array(size);
  for (const c of wild) marks[c] = 1;
  return marks;
}
