// The round's life: reset and build the deck, run setup, play, score, and decide whether the game
// is over and who won.
import type { GameState } from './state.js';
import { zoneKey, type Rules } from './rules.js';
import { evaluate, fire } from './effects.js';
import { initialValue } from './vars.js';
import { compareValues, isPlayer, type Value } from './values.js';
import { isTrue } from './eval/compile.js';
import { emit } from './events.js';
import { addScore, teamSeats } from './teams.js';
import { roundScores } from './round-scores.js';
import { emptyWild, wildToWrite } from './wild-record.js';
import { roundLayout, type RoundLayout } from './round-layout.js';
import { emptyInPlace, ownNewZone, ownNewZones, ownsZone } from './zones.js';

/** Whether `record` has exactly these keys, in this order (a round's zones or markers object). */
export function hasKeys(record: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in record) {
    if (k !== keys[i]) return false;
    i++;
  }
  return i === keys.length;
}

/**
 * Every zone empty, the deck and the box full. The zones object and the empty arrays are kept when
 * they are this state's own and hold the round's keys in the round's order (the zones of every
 * round but the first): a copy's array shared with its original is replaced, never emptied.
 */
function resetZones(s: GameState, layout: RoundLayout): void {
  const keys = layout.keys;
  const zones = s.zones;
  if (hasKeys(zones, keys)) {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const ids = zones[key] as string[];
      if (ids.length === 0) continue;
      if (ownsZone(s, key)) emptyInPlace(ids);
      else {
        zones[key] = [];
        ownNewZone(s, key);
      }
    }
  } else {
    const fresh: Record<string, string[]> = {};
    for (let i = 0; i < keys.length; i++) fresh[keys[i] as string] = [];
    s.zones = fresh;
    ownNewZones(s, keys);
  }
  if (layout.deck.length > 0) {
    s.zones['deck'] = layout.deck.slice();
    ownNewZone(s, 'deck');
  }
  if (layout.box.length > 0) {
    s.zones['box'] = layout.box.slice();
    ownNewZone(s, 'box');
  }
  // An empty wild record is kept (the first round's, or a round that made no card wild).
  for (const _ in s.wild) {
    s.wild = emptyWild();
    break;
  }
}

/** The round's markers, each as it starts: unowned (or its player's), face up, in play. */
function resetMarkers(s: GameState, layout: RoundLayout): void {
  const keys = layout.markerKeys;
  let markers = s.markers;
  if (!hasKeys(markers, keys)) s.markers = markers = {};
  for (let i = 0; i < keys.length; i++) markers[keys[i] as string] = { owner: layout.markerOwners[i] as number | null, flipped: false, removed: false, retiring: false };
}

function firstLeader(rules: Rules, s: GameState): number {
  const n = s.players.length;
  const e = rules.def.round.leader;
  if (e !== undefined) {
    const v = evaluate(rules, s, e, null);
    if (isPlayer(v)) return v.seat;
  }
  return s.round === 1 ? 0 : (s.roundLeader + 1) % n;
}

/** Puts the named cards where a fixed deal says; with an explicit deck, the deck's other cards go to the box. */
function placeFixedDeal(s: GameState, zones: Readonly<Record<string, readonly string[]>>, wild: readonly string[]): void {
  const named = new Set(Object.values(zones).flat());
  for (const key of Object.keys(s.zones)) s.zones[key] = (s.zones[key] ?? []).filter((id) => !named.has(id));
  if (zones['deck'] !== undefined) {
    s.zones['box'] = [...(s.zones['box'] ?? []), ...(s.zones['deck'] ?? [])];
    s.zones['deck'] = [];
  }
  for (const [key, ids] of Object.entries(zones)) s.zones[key] = [...(s.zones[key] ?? []), ...ids];
  // New arrays, this state's own.
  ownNewZones(s, Object.keys(s.zones));
  if (wild.length > 0) {
    const w = wildToWrite(s);
    for (const id of wild) w[id] = true;
  }
}

/** Starts round s.round + 1 (or the first round): everything per-round is reset, setup begins. */
export function startRound(rules: Rules, s: GameState): void {
  s.round += 1;
  const layout = roundLayout(rules, s.players.length);
  resetZones(s, layout);
  resetMarkers(s, layout);
  for (const p of s.players) {
    p.roundScore = 0;
    p.tricks = 0;
    p.out = false;
    p.outOrder = 0;
  }
  const playerVars = rules.def.playerVars;
  if (playerVars.length > 0) {
    for (let seat = 0; seat < s.players.length; seat++) {
      const p = s.players[seat] as GameState['players'][number];
      for (const v of playerVars) {
        if (s.round === 1 || !v.keep) p.vars[v.name] = initialValue(rules, s, v.init, seat);
      }
    }
  }
  s.outCount = 0;
  s.tricksPlayed = 0;
  s.roundPlays = [];
  s.trick = null;
  s.turn = null;
  s.turnStarted = false;
  s.roundEnding = false;
  // Deleted only when set: a delete would slow every state of games that never reverse or skip.
  if (s.direction !== undefined) delete s.direction;
  if (s.skips !== undefined) delete s.skips;
  const later = s.round > 1 ? s.laterDeals?.[s.round] : undefined;
  if (later !== undefined) s.fixedDeal = { zones: later.zones, wild: later.wild };
  s.roundLeader = s.round === 1 && s.startLeader != null ? s.startLeader : later?.leader ?? firstLeader(rules, s);
  if (s.fixedDeal !== null) placeFixedDeal(s, s.fixedDeal.zones, s.fixedDeal.wild);
  // Special cards that are wild by their card entry are wild wherever they are.
  if (layout.entryWild.length > 0) {
    const w = wildToWrite(s);
    for (const id of layout.entryWild) w[id] = true;
  }
  s.nextLeader = s.roundLeader;
  s.setupStep = 0;
  s.phase = 'setup';
  emit(s, { kind: 'round-start', round: s.round, leader: s.roundLeader });
}

/** The round is over: score it and run round-end triggers. */
export function endRound(rules: Rules, s: GameState): void {
  const formula = rules.def.round.score;
  if (formula !== undefined) {
    // Every formula sees the same end-of-round state, so compute all before adding any. With
    // teams, once per team (`me`: its first player), for all its members.
    const scorers = roundLayout(rules, s.players.length).scorers;
    const gains = new Array<unknown>(scorers.length);
    for (let i = 0; i < scorers.length; i++) gains[i] = evaluate(rules, s, formula, scorers[i] as number);
    for (let i = 0; i < scorers.length; i++) {
      const seat = scorers[i] as number;
      const g = gains[i];
      if (s.players[seat] !== undefined && typeof g === 'number') addScore(rules, s, seat, g, 'round score', formula.range);
    }
  }
  const hands = handsNow(rules, s);
  s.trick = null;
  s.turn = null;
  s.phase = 'round-end';
  s.roundEnding = false;
  fire(rules, s, 'round-end', null);
  emit(s, { kind: 'round-end', round: s.round, scores: roundScores(rules, s), hands });
}

/** Every player's zones with cards in them, as the round ends (scoring reads them: all may see). */
function handsNow(rules: Rules, s: GameState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const n = s.players.length;
  for (const z of rules.zones.values()) {
    if (!z.perPlayer) continue;
    for (let seat = 0; seat < n; seat++) {
      const key = zoneKey(z.name, seat);
      const ids = s.zones[key];
      if (ids !== undefined && ids.length > 0) out[key] = ids.slice();
    }
  }
  return out;
}

/** After the round's triggers: ends the game or starts the next round. */
export function afterRound(rules: Rules, s: GameState): void {
  const ge = rules.def.gameEnd;
  let over = false;
  if (ge.afterRounds !== undefined) {
    const n = evaluate(rules, s, ge.afterRounds, null);
    if (typeof n === 'number' && s.round >= n) over = true;
  }
  if (ge.when !== undefined && isTrue(evaluate(rules, s, ge.when, null))) over = true;
  if (ge.afterRounds === undefined && ge.when === undefined) over = true;
  if (!over) {
    startRound(rules, s);
    return;
  }
  s.phase = 'over';
  s.winners = decideWinners(rules, s);
  emit(s, { kind: 'game-over', winners: [...s.winners] });
}

function decideWinners(rules: Rules, s: GameState): number[] {
  const ge = rules.def.gameEnd;
  if (ge.winners !== undefined) {
    const v = evaluate(rules, s, ge.winners, null);
    return Array.isArray(v) ? v.filter(isPlayer).map((p) => p.seat) : [];
  }
  const sign = ge.winner === 'lowest' ? -1 : 1;
  // Each player's key: score (signed), then each tie-breaker; the best keys win, ties are shared.
  // With teams, each team's (`me`: its first player), and the winning teams' players all win.
  const seats = roundLayout(rules, s.players.length).scorers;
  // Without tie-breakers a key is the signed score alone: compared as compareValues compares
  // one-number keys. Every tie-breaker is evaluated first, seat by seat, as before.
  const plain = ge.tieBreakers.length === 0;
  const keys: Value[] = new Array<Value>(seats.length);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as number;
    const score = (s.players[seat]?.score ?? 0) * sign;
    if (plain) keys[i] = score;
    else {
      const k: Value[] = [score];
      for (const t of ge.tieBreakers) k.push(evaluate(rules, s, t, seat));
      keys[i] = k;
    }
  }
  const best = bestSeats(seats, keys, plain);
  return rules.def.teams === undefined ? best : best.flatMap((seat) => teamSeats(rules, s.players.length, seat)).sort((a, b) => a - b);
}

/**
 * The seats whose keys are the greatest (all of them on a tie): a key is a number (`plain`) or a
 * list compared by compareValues. Shared by the JSON engine and the integer core.
 */
export function bestSeats(seats: readonly number[], keys: readonly Value[], plain: boolean): number[] {
  let best: number[] = [];
  let bestKey: Value = null;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as number;
    const k = keys[i] as Value;
    if (best.length === 0) {
      best = [seat];
      bestKey = k;
    } else {
      const c = plain ? (k as number) - (bestKey as number) : compareValues(k, bestKey);
      if (c > 0) {
        best = [seat];
        bestKey = k;
      } else if (c === 0) best.push(seat);
    }
  }
  return best;
}
