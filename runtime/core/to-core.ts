// GameState → CoreState (state.ts): the JSON state read once into the core's arrays over its
// layout. Parts the core does not play yet are copied as the runtime's cloneState copies them, so
// that playing the core state in place leaves the GameState it came from unchanged.
import { hasKeys } from '../round.js';
import type { Frame, GameState, Pending, PlayState, Task, TrickState } from '../state.js';
import type { Rules } from '../rules.js';
import type { Value } from '../values.js';
import { cardIndex, suitIndex, NONE, OTHER_SUIT } from '../card-table.js';
import { coreLayout, type CoreLayout } from './layout.js';
import { emptyCoreState, markWild, pushCard, FLIPPED, OTHER_LED, PHASES, REMOVED, RETIRING, type CoreJson, type CoreState } from './state.js';

/** The GameState's keys in order, interned (a playout converts states of a few shapes). */
const orders = new Map<string, readonly string[]>();
/** The orders interned last, compared key by key first: a search converts a state per sample. */
const recent: (readonly string[])[] = [];

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function internKeys(keys: readonly string[]): readonly string[] {
  for (let i = 0; i < recent.length; i++) if (sameKeys(recent[i] as readonly string[], keys)) return recent[i] as readonly string[];
  const joined = keys.join(',');
  let known = orders.get(joined);
  if (known === undefined) orders.set(joined, (known = Object.freeze(keys.slice())));
  if (recent.length === 8) recent.pop();
  recent.unshift(known);
  return known;
}

/** Key orders with one key appended, by order and key. */
const appended = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/** An interned order with `key` appended (the order itself when it has the key). */
export function withKey(order: readonly string[], key: string): readonly string[] {
  if (order[order.length - 1] === key || order.includes(key)) return order;
  let byKey = appended.get(order);
  if (byKey === undefined) appended.set(order, (byKey = new Map()));
  let next = byKey.get(key);
  if (next === undefined) byKey.set(key, (next = internKeys([...order, key])));
  return next;
}


function fail(why: string): never {
  throw new Error(`toCore: ${why}`);
}

function card(L: CoreLayout, id: string): number {
  const c = cardIndex(L.cards, id);
  if (c === NONE) fail(`card ${id} is not in the rule file's box`);
  return c;
}

const TRICK_KEYS = ['leader', 'plays', 'passed', 'dropped', 'number', 'ledSuit', 'ending', 'endFired'] as const;
const PLAY_KEYS = ['seat', 'cards', 'meld', 'height', 'low'];
const PLAYED_KEYS = ['id', 'rank', 'suit', 'wild'];

/** Whether a trick play is a must-follow one: one card as printed, from a zone named by `meld`. */
function plainPlay(L: CoreLayout, p: PlayState): boolean {
  if (!hasKeys(p, PLAY_KEYS) || p.cards.length !== 1 || !L.zoneDef.has(p.meld)) return false;
  const c = p.cards[0] as PlayState['cards'][number];
  if (!hasKeys(c, PLAYED_KEYS) || c.wild !== false) return false;
  const i = cardIndex(L.cards, c.id);
  if (i === NONE) return false;
  const info = L.cards.infos[i] as (typeof L.cards.infos)[number];
  const rank = info.rank ?? 0;
  return c.rank === info.rank && c.suit === info.suit && p.height === rank && p.low === rank;
}

export function copyPending(p: Pending | null): Pending | null {
  if (p === null) return null;
  if (p.kind === 'setup') return { ...p, waiting: p.waiting.slice(), decisions: { ...p.decisions } };
  return { ...p, options: p.options.slice() };
}

export function copyFrames(frames: readonly Frame[]): Frame[] {
  return frames.map((f) => ({ ...f, locals: { ...f.locals }, answers: f.answers.slice() }));
}

export function copyTasks(tasks: readonly Task[]): Task[] {
  return tasks.map((t) => ({ ...t, locals: { ...t.locals } }));
}

/** The trick's keys after its own (after, window, drawn), or null. */
function trickExtra(t: TrickState): CoreJson['trickExtra'] {
  let extra: Record<string, unknown> | null = null;
  let i = 0;
  for (const k in t) {
    if (i < TRICK_KEYS.length) {
      if (k !== TRICK_KEYS[i]) fail(`the trick's keys are not in their order (${Object.keys(t).join(', ')})`);
    } else {
      if (k !== 'after' && k !== 'window' && k !== 'drawn') fail(`the trick has an unknown key ${k}`);
      (extra ??= {})[k] = (t as unknown as Record<string, unknown>)[k];
    }
    i++;
  }
  return extra as CoreJson['trickExtra'];
}

/** Reads vars into slots in definition order; the record must have no other keys and be in that order. */
function readVars(vars: Record<string, Value>, names: readonly string[], slots: (Value | undefined)[], base: number, what: string): void {
  let j = 0;
  for (const k in vars) {
    while (j < names.length && names[j] !== k) j++;
    if (j === names.length) fail(`${what} ${k} is not declared, or not in declaration order`);
    slots[base + j] = vars[k];
    j++;
  }
}

/** The core state of a GameState of `rules` (the GameState is left unchanged). */
export function toCore(rules: Rules, g: GameState): CoreState {
  const n = g.players.length;
  const L = coreLayout(rules, n);
  const json: CoreJson = {
    version: g.version,
    seed: g.seed,
    names: g.names,
    options: g.options,
    pending: copyPending(g.pending),
    frames: copyFrames(g.frames),
    tasks: copyTasks(g.tasks),
    events: g.events.slice(),
    history: g.history.slice(),
    winners: g.winners === null ? null : g.winners.slice(),
    fixedDeal: g.fixedDeal,
    roundPlays: g.roundPlays === undefined ? undefined : g.roundPlays.slice(),
    deals: g.deals,
    direction: g.direction,
    skips: g.skips,
    startLeader: g.startLeader,
    laterDeals: g.laterDeals,
    plays: null,
    trickExtra: null,
    keyOrder: internKeys(Object.keys(g)),
  };
  const s = emptyCoreState(L, json);
  // Zones: the round's keys in the round's order.
  if (!hasKeys(g.zones, L.zoneKeys)) fail(`the zones are not the round's (${Object.keys(g.zones).join(', ')})`);
  for (let z = 0; z < L.zoneKeys.length; z++) {
    const ids = g.zones[L.zoneKeys[z] as string] as string[];
    for (let k = 0; k < ids.length; k++) {
      const c = card(L, ids[k] as string);
      if (s.at[c] !== -1) fail(`card ${ids[k]} is in two zones`);
      pushCard(s, z, c);
    }
  }
  for (const id in g.wild) markWild(s, card(L, id));
  const P = L.playerVarNames.length;
  for (let seat = 0; seat < n; seat++) {
    const p = g.players[seat] as GameState['players'][number];
    s.score[seat] = p.score;
    s.roundScore[seat] = p.roundScore;
    s.tricks[seat] = p.tricks;
    s.out[seat] = p.out ? 1 : 0;
    s.outOrder[seat] = p.outOrder;
    readVars(p.vars, L.playerVarNames, s.pvars, seat * P, 'player var');
  }
  readVars(g.vars, L.varNames, s.gvars, 0, 'var');
  // Markers: none before the first round, else the round's keys in order.
  if (hasKeys(g.markers, L.markerKeys)) {
    s.hasMarkers = true;
    for (let m = 0; m < L.markerKeys.length; m++) {
      const st = g.markers[L.markerKeys[m] as string] as GameState['markers'][string];
      s.markerOwner[m] = st.owner ?? -1;
      s.markerFlags[m] = (st.flipped ? FLIPPED : 0) | (st.removed ? REMOVED : 0) | (st.retiring ? RETIRING : 0);
    }
  } else if (Object.keys(g.markers).length > 0) fail('the markers are not the round\'s');
  const t = g.trick;
  if (t !== null) {
    s.trickOn = 1;
    json.trickExtra = trickExtra(t);
    s.trickLeader = t.leader;
    s.trickNumber = t.number;
    const led = suitIndex(L.cards, t.ledSuit);
    s.ledSuit = led === OTHER_SUIT ? OTHER_LED : led;
    s.ledSuitText = led === OTHER_SUIT ? t.ledSuit : null;
    if (t.plays.length <= n && t.plays.every((p) => plainPlay(L, p))) {
      for (let i = 0; i < t.plays.length; i++) {
        const p = t.plays[i] as PlayState;
        s.playSeat[i] = p.seat;
        s.playCard[i] = card(L, (p.cards[0] as PlayState['cards'][number]).id);
        s.playZone[i] = L.zoneDef.get(p.meld) as number;
      }
      s.playCount = t.plays.length;
    } else json.plays = t.plays.slice();
    if (t.passed.length > n || t.dropped.length > n) fail('more passes than seats');
    for (const seat of t.passed) {
      s.passed[s.passedLen++] = seat;
      if (seat < 31) s.passedMask |= 1 << seat;
    }
    for (const seat of t.dropped) {
      s.dropped[s.droppedLen++] = seat;
      if (seat < 31) s.droppedMask |= 1 << seat;
    }
    s.ending = t.ending ? 1 : 0;
    s.endFired = t.endFired ? 1 : 0;
  }
  s.turn = g.turn ?? -1;
  s.turnStarted = g.turnStarted ? 1 : 0;
  s.nextLeader = g.nextLeader ?? -1;
  s.roundLeader = g.roundLeader;
  s.outCount = g.outCount;
  s.tricksPlayed = g.tricksPlayed;
  s.phase = PHASES.indexOf(g.phase);
  s.round = g.round;
  s.setupStep = g.setupStep;
  s.moveCount = g.moveCount;
  s.roundEnding = g.roundEnding ? 1 : 0;
  s.moveChecked = g.moveChecked ? 1 : 0;
  s.rng[0] = g.rng[0];
  s.rng[1] = g.rng[1];
  s.rng[2] = g.rng[2];
  s.rng[3] = g.rng[3];
  return s;
}
