// CoreState → GameState: the core's arrays written back into the runtime's JSON state, with every
// object's keys in the order the runtime gives them (the top level in the order the state had,
// CoreJson.keyOrder), so that JSON.stringify of the two is the same.
import type { GameState, MarkerState, PlayerState, PlayState, PublicPlay, TrickState } from '../state.js';
import type { Value } from '../values.js';
import { emptyWild } from '../wild-record.js';
import { ownNewZones } from '../zones.js';
import { entryPlay, entryTrickPlay, followCards, zoneSlot } from '../follow-cards.js';
import type { Move } from '../moves.js';
import { copyFrames, copyPending, copyTasks } from './to-core.js';
import { FLIPPED, OTHER_LED, PHASES, REMOVED, RETIRING, type CoreState } from './state.js';

function zonesOf(s: CoreState): Record<string, string[]> {
  const L = s.L;
  const ids = L.cards.ids;
  const out: Record<string, string[]> = {};
  for (let z = 0; z < L.zoneKeys.length; z++) {
    const n = s.len[z] as number;
    const list = new Array<string>(n);
    const base = z * L.cap;
    for (let k = 0; k < n; k++) list[k] = ids[s.cards[base + k] as number] as string;
    out[L.zoneKeys[z] as string] = list;
  }
  return out;
}

/** The state's wild cards as GameState.wild (`plain`: an ordinary object; else one a state keeps). */
export function wildOf(s: CoreState, plain: boolean): Record<string, true> {
  const w: Record<string, true> = plain ? {} : emptyWild();
  const ids = s.L.cards.ids;
  for (let i = 0; i < s.wildCount; i++) w[ids[s.wildOrder[i] as number] as string] = true;
  return w;
}

function varsOf(names: readonly string[], slots: readonly (Value | undefined)[], base: number): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (let j = 0; j < names.length; j++) {
    const v = slots[base + j];
    if (v !== undefined) out[names[j] as string] = v;
  }
  return out;
}

function playersOf(s: CoreState): PlayerState[] {
  const L = s.L;
  const P = L.playerVarNames.length;
  const out = new Array<PlayerState>(L.n);
  for (let seat = 0; seat < L.n; seat++) {
    out[seat] = {
      score: s.score[seat] as number,
      roundScore: s.roundScore[seat] as number,
      tricks: s.tricks[seat] as number,
      out: s.out[seat] === 1,
      outOrder: s.outOrder[seat] as number,
      vars: varsOf(L.playerVarNames, s.pvars, seat * P),
    };
  }
  return out;
}

function markersOf(s: CoreState): Record<string, MarkerState> {
  const out: Record<string, MarkerState> = {};
  if (!s.hasMarkers) return out;
  const keys = s.L.markerKeys;
  for (let m = 0; m < keys.length; m++) {
    const owner = s.markerOwner[m] as number;
    const f = s.markerFlags[m] as number;
    out[keys[m] as string] = { owner: owner < 0 ? null : owner, flipped: (f & FLIPPED) !== 0, removed: (f & REMOVED) !== 0, retiring: (f & RETIRING) !== 0 };
  }
  return out;
}

/** The trick's plays as the runtime keeps them (must-follow.ts applyMustFollow: the shared play objects). */
export function playsOf(s: CoreState): PlayState[] {
  if (s.json.plays !== null) return s.json.plays.slice();
  const table = followCards(s.L.rules);
  const out = new Array<PlayState>(s.playCount);
  for (let i = 0; i < s.playCount; i++) {
    const slot = zoneSlot(table, s.L.zoneNames[s.playZone[i] as number] as string);
    out[i] = entryTrickPlay(table, s.playCard[i] as number, slot, s.playSeat[i] as number);
  }
  return out;
}

/** The round's plays: json's, then the core's own (trick.ts applyPlay). */
function roundPlaysOf(s: CoreState, read: boolean): PublicPlay[] | undefined {
  const j = s.json.roundPlays;
  if (s.rpLen === 0) return j === undefined || read ? j : j.slice();
  const out = j === undefined ? [] : j.slice();
  const table = followCards(s.L.rules);
  for (let i = 0; i < s.rpLen; i++) {
    const d = s.rpZone[i] as number;
    const seat = s.rpSeat[i] as number;
    const meld = s.L.zoneNames[d] as string;
    const move = entryPlay(table, s.rpCard[i] as number, zoneSlot(table, meld), seat) as Extract<Move, { kind: 'play' }>;
    out.push({ seat, trick: s.rpTrick[i] as number, meld, cards: move.cards });
  }
  return out;
}

function trickOf(s: CoreState): TrickState | null {
  if (s.trickOn === 0) return null;
  const led = s.ledSuit === OTHER_LED ? s.ledSuitText : s.ledSuit < 0 ? null : (s.L.suits[s.ledSuit] as string);
  const t: TrickState = {
    leader: s.trickLeader,
    plays: playsOf(s),
    passed: Array.from(s.passed.subarray(0, s.passedLen)),
    dropped: Array.from(s.dropped.subarray(0, s.droppedLen)),
    number: s.trickNumber,
    ledSuit: led,
    ending: s.ending === 1,
    endFired: s.endFired === 1,
  };
  const extra = s.json.trickExtra;
  if (extra !== null) Object.assign(t, extra);
  return t;
}

/**
 * The GameState of a core state: a new object sharing nothing the runtime changes in place. `read`:
 * a state only read (evaluated on, bridge.ts), which shares the core's lists instead of copying
 * them and has a plain wild record.
 */
export function fromCore(s: CoreState, read = false): GameState {
  return stateOf(s, read, read);
}

/**
 * The GameState of a core state nobody plays on any more (a playout's end): the lists the core
 * only ever appends to (events, history, winners) are handed over instead of copied.
 */
export function fromCoreGivenUp(s: CoreState): GameState {
  return stateOf(s, false, true);
}

function stateOf(s: CoreState, read: boolean, share: boolean): GameState {
  const j = s.json;
  const out: Record<string, unknown> = {};
  for (const key of j.keyOrder) {
    switch (key) {
      case 'version': out[key] = j.version; break;
      case 'seed': out[key] = j.seed; break;
      case 'names': out[key] = j.names; break;
      case 'options': out[key] = j.options; break;
      case 'rng': out[key] = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]]; break;
      case 'phase': out[key] = PHASES[s.phase]; break;
      case 'round': out[key] = s.round; break;
      case 'setupStep': out[key] = s.setupStep; break;
      case 'zones': out[key] = zonesOf(s); break;
      case 'wild': out[key] = wildOf(s, read); break;
      case 'players': out[key] = playersOf(s); break;
      case 'markers': out[key] = markersOf(s); break;
      case 'vars': out[key] = varsOf(s.L.varNames, s.gvars, 0); break;
      case 'trick': out[key] = trickOf(s); break;
      case 'turn': out[key] = s.turn < 0 ? null : s.turn; break;
      case 'turnStarted': out[key] = s.turnStarted === 1; break;
      case 'nextLeader': out[key] = s.nextLeader < 0 ? null : s.nextLeader; break;
      case 'roundLeader': out[key] = s.roundLeader; break;
      case 'outCount': out[key] = s.outCount; break;
      case 'tricksPlayed': out[key] = s.tricksPlayed; break;
      case 'pending': out[key] = copyPending(j.pending); break;
      case 'frames': out[key] = copyFrames(j.frames); break;
      case 'tasks': out[key] = copyTasks(j.tasks); break;
      case 'roundEnding': out[key] = s.roundEnding === 1; break;
      case 'moveChecked': out[key] = s.moveChecked === 1; break;
      case 'events': out[key] = share ? j.events : j.events.slice(); break;
      case 'moveCount': out[key] = s.moveCount; break;
      case 'winners': out[key] = j.winners === null || share ? j.winners : j.winners.slice(); break;
      case 'history': out[key] = share ? j.history : j.history.slice(); break;
      case 'roundPlays': out[key] = roundPlaysOf(s, read); break;
      case 'fixedDeal': out[key] = j.fixedDeal; break;
      case 'deals': out[key] = j.deals; break;
      case 'direction': out[key] = j.direction; break;
      case 'skips': out[key] = j.skips; break;
      case 'startLeader': out[key] = j.startLeader; break;
      case 'laterDeals': out[key] = j.laterDeals; break;
      default: throw new Error(`fromCore: unknown state key ${key}`);
    }
  }
  const g = out as unknown as GameState;
  // A new state of new arrays: every zone is its own (zones.ts).
  ownNewZones(g, s.L.zoneKeys);
  return g;
}
