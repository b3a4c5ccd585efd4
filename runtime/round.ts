// The round's life: reset and build the deck, run setup, play, score, and decide whether the game
// is over and who won.
import type { GameState, MarkerState } from './state.js';
import { deckCards, markerKey, zoneKey, type Rules } from './rules.js';
import { evaluate, fire } from './effects.js';
import { initialValue } from './vars.js';
import { compareValues, isPlayer } from './values.js';
import { isTrue } from './eval/compile.js';
import { emit, type GameEvent, type ScorePart, type SeatScore } from './events.js';
import { addScore, allTeams, teamOf, teamSeats } from './teams.js';
import { emptyWild } from './wild-record.js';

/** A round's empty zones at a player count: every zone key in order, the deck and the box. */
interface ZoneLayout {
  readonly keys: readonly string[];
  readonly deck: readonly string[];
  readonly box: readonly string[];
}

const zoneLayouts = new WeakMap<Rules, Map<number, ZoneLayout>>();

/** Worked out once per rule file and player count (every round of every game starts from it). */
function zoneLayout(rules: Rules, n: number): ZoneLayout {
  let byCount = zoneLayouts.get(rules);
  if (byCount === undefined) zoneLayouts.set(rules, (byCount = new Map()));
  let layout = byCount.get(n);
  if (layout === undefined) {
    const keys: string[] = [];
    for (const z of rules.zones.values()) {
      if (z.perPlayer) for (let i = 0; i < n; i++) keys.push(zoneKey(z.name, i));
      else keys.push(zoneKey(z.name, null));
    }
    const deck = deckCards(rules, n);
    const inDeck = new Set(deck);
    layout = { keys, deck, box: rules.boxOrder.filter((id) => !inDeck.has(id)) };
    byCount.set(n, layout);
  }
  return layout;
}

function resetZones(rules: Rules, s: GameState): void {
  const layout = zoneLayout(rules, s.players.length);
  const zones: Record<string, string[]> = {};
  for (const key of layout.keys) zones[key] = [];
  zones['deck'] = layout.deck.slice();
  zones['box'] = layout.box.slice();
  s.zones = zones;
  s.wild = emptyWild();
}

function resetMarkers(rules: Rules, s: GameState): void {
  const n = s.players.length;
  const markers: Record<string, MarkerState> = {};
  for (const m of rules.def.markers) {
    if (n < m.players.min || n > m.players.max) continue;
    if (m.perPlayer) {
      for (let i = 0; i < n; i++) markers[markerKey(m.name, i)] = { owner: i, flipped: false, removed: false, retiring: false };
    } else markers[m.name] = { owner: null, flipped: false, removed: false, retiring: false };
  }
  s.markers = markers;
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
  for (const id of wild) s.wild[id] = true;
}

/** Starts round s.round + 1 (or the first round): everything per-round is reset, setup begins. */
export function startRound(rules: Rules, s: GameState): void {
  s.round += 1;
  resetZones(rules, s);
  resetMarkers(rules, s);
  for (const p of s.players) {
    p.roundScore = 0;
    p.tricks = 0;
    p.out = false;
    p.outOrder = 0;
  }
  s.players.forEach((p, seat) => {
    for (const v of rules.def.playerVars) {
      if (s.round === 1 || !v.keep) p.vars[v.name] = initialValue(rules, s, v.init, seat);
    }
  });
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
  for (const sp of rules.def.cards.special) if (sp.wild) for (const [id, c] of rules.cards) if (c.special === sp.name) s.wild[id] = true;
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
    const scorers = rules.def.teams === undefined ? s.players.map((_, seat) => seat) : allTeams(rules, s.players.length).map((t) => t[0] as number);
    const gains = scorers.map((seat) => evaluate(rules, s, formula, seat));
    gains.forEach((g, i) => {
      const seat = scorers[i] as number;
      if (s.players[seat] !== undefined && typeof g === 'number') addScore(rules, s, seat, g, 'round score', formula.range);
    });
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
  for (const z of rules.zones.values()) {
    if (!z.perPlayer) continue;
    s.players.forEach((_, seat) => {
      const ids = s.zones[zoneKey(z.name, seat)] ?? [];
      if (ids.length > 0) out[zoneKey(z.name, seat)] = [...ids];
    });
  }
  return out;
}

/** Each seat's points this round, with the score events of the round that made them. */
function roundScores(rules: Rules, s: GameState): SeatScore[] {
  const parts: ScorePart[][] = s.players.map(() => []);
  for (let i = s.events.length - 1; i >= 0; i--) {
    const e = s.events[i] as GameEvent;
    if (e.kind === 'round-start') break;
    if (e.kind !== 'score') continue;
    // A team's score is every member's.
    const seats = e.team === undefined ? [e.seat] : teamSeats(rules, s.players.length, e.seat);
    for (const seat of seats) parts[seat]?.unshift({ amount: e.amount, because: e.because, ...(e.rule ? { rule: e.rule } : {}) });
  }
  return s.players.map((p, seat) => {
    const team = teamOf(rules, seat);
    return { seat, ...(team !== null ? { team } : {}), round: p.roundScore, total: p.score, parts: parts[seat] ?? [] };
  });
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
  const seats = rules.def.teams === undefined ? s.players.map((_, seat) => seat) : allTeams(rules, s.players.length).map((t) => t[0] as number);
  const keys = new Map(seats.map((seat) => [seat, [(s.players[seat]?.score ?? 0) * sign, ...ge.tieBreakers.map((t) => evaluate(rules, s, t, seat))]]));
  let best: number[] = [];
  for (const seat of seats) {
    const k = keys.get(seat) ?? [];
    if (best.length === 0) best = [seat];
    else {
      const c = compareValues(k, keys.get(best[0] as number) ?? []);
      if (c > 0) best = [seat];
      else if (c === 0) best.push(seat);
    }
  }
  return rules.def.teams === undefined ? best : best.flatMap((seat) => teamSeats(rules, s.players.length, seat)).sort((a, b) => a - b);
}
