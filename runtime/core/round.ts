// A round's life on the core state, as the runtime's (round.ts, setup.ts, setup-deal.ts,
// round-deal.ts, round-scores.ts, teams.ts): reset and build the deck, run setup (shuffle, deal),
// keep the round's deal, score the round, end the game or start the next round.
import { bestSeats } from '../round.js';
import type { Count, SetupStep, VarInit } from '../../grammar/def/types.js';
import type { SourceRange } from '../../grammar/diagnostics.js';
import type { GameEvent, ScorePart, SeatScore } from '../events.js';
import type { PendingSetup, RoundDeal } from '../state.js';
import { MAX_CHOICE_OPTIONS, binomialUpTo, checkOptionCount } from '../move-limits.js';
import { cardRef, isPlayer, type Value } from '../values.js';
import { isTrue } from '../eval/compile.js';
import { RuleError } from '../eval/context.js';
import { shuffleInPlace } from '../rng.js';
import { unionSeers } from '../event-seers.js';
import { jsonCopy } from '../../grammar/json-copy.js';
import { teamOf, teamSeats } from '../teams.js';
import type { RoundFn } from './exprs.js';
import { keyOf, type CoreRules } from './build.js';
import { zoneAt } from './layout.js';
import { clearWild, markWild, pushCard, OVER, PLAY, ROUND_END, SETUP, type CoreState } from './state.js';
import { internKeys, withKey } from './to-core.js';
import { clearTrick, emit } from './trick.js';
import { fire, ON_ROUND_END, ON_ROUND_START } from './effects.js';
import { runGive, type CoreGive } from './give.js';
import { addScore } from './score.js';

/** A var's starting value: a literal's copy, or its expression on the state as it is now. */
export function initialValue(s: CoreState, init: VarInit, fn: RoundFn | undefined, me: number): Value {
  if (init.kind === 'literal' || fn === undefined) return jsonCopy((init as { value: Value }).value) as Value;
  return fn(s, me);
}

function dropKey(s: CoreState, key: string): void {
  if (s.json.keyOrder.includes(key)) s.json.keyOrder = internKeys(s.json.keyOrder.filter((k) => k !== key));
}

/** Appends a key the state did not have (a key set once is kept: only the first round adds one). */
function addKey(s: CoreState, key: string): void {
  s.json.keyOrder = withKey(s.json.keyOrder, key);
}

function firstLeader(core: CoreRules, s: CoreState): number {
  const leader = core.fns.leader;
  if (leader !== undefined) {
    const v = leader(s, -1);
    if (isPlayer(v)) return v.seat;
  }
  return s.round === 1 ? 0 : (s.roundLeader + 1) % s.L.n;
}

/** Starts the next round (round.ts startRound). */
export function startRound(core: CoreRules, s: CoreState): void {
  const L = s.L;
  const n = L.n;
  const def = core.rules.def;
  s.round += 1;
  s.len.fill(0);
  s.at.fill(-1);
  for (let i = 0; i < core.deck.length; i++) pushCard(s, L.deck, core.deck[i] as number);
  for (let i = 0; i < core.box.length; i++) pushCard(s, L.box, core.box[i] as number);
  clearWild(s);
  s.hasMarkers = true;
  s.markerOwner.set(L.markerOwners);
  s.markerFlags.fill(0);
  s.roundScore.fill(0);
  s.tricks.fill(0);
  s.out.fill(0);
  s.outOrder.fill(0);
  const pv = def.playerVars;
  s.varsWritten++;
  for (let seat = 0; seat < n; seat++) {
    for (let j = 0; j < pv.length; j++) {
      const v = pv[j] as (typeof pv)[number];
      if (s.round === 1 || !v.keep) s.pvars[seat * pv.length + j] = initialValue(s, v.init, core.fns.playerVarInit[j], seat);
    }
  }
  s.outCount = 0;
  s.tricksPlayed = 0;
  s.json.roundPlays = [];
  s.rpLen = 0;
  addKey(s, 'roundPlays');
  clearTrick(s);
  s.turn = -1;
  s.turnStarted = 0;
  s.roundEnding = 0;
  if (s.json.direction !== undefined) {
    s.json.direction = undefined;
    dropKey(s, 'direction');
  }
  if (s.json.skips !== undefined) {
    s.json.skips = undefined;
    dropKey(s, 'skips');
  }
  if (s.round > 1 && s.json.laterDeals?.[s.round] !== undefined) throw new Error('core: a later round\'s fixed deal is not supported');
  s.roundLeader = s.round === 1 && s.json.startLeader != null ? s.json.startLeader : firstLeader(core, s);
  if (s.json.fixedDeal !== null) throw new Error('core: a fixed deal is not supported');
  for (let i = 0; i < core.entryWild.length; i++) markWild(s, core.entryWild[i] as number);
  s.nextLeader = s.roundLeader;
  s.setupStep = 0;
  s.phase = SETUP;
  emit(s, { kind: 'round-start', round: s.round, leader: s.roundLeader });
}

function countOf(s: CoreState, count: Count, fn: RoundFn | undefined, range: SourceRange): number | 'all' {
  if (count === 'all' || typeof count === 'number') return count;
  const v = (fn as RoundFn)(s, -1);
  if (typeof v !== 'number' || v < 0) throw new RuleError('runtime/bad-count', `a count must be a whole number, not ${JSON.stringify(v)}`, range);
  return v;
}

/** Where the cards are now, as a deal (round-deal.ts dealNow). */
function dealNow(core: CoreRules, s: CoreState): RoundDeal {
  const L = s.L;
  const ids = L.cards.ids;
  const zones: Record<string, string[]> = {};
  for (let z = 0; z < L.zoneKeys.length; z++) {
    const n = s.len[z] as number;
    if (n === 0) continue;
    const list = new Array<string>(n);
    for (let k = 0; k < n; k++) list[k] = ids[s.cards[z * L.cap + k] as number] as string;
    zones[L.zoneKeys[z] as string] = list;
  }
  const wild: string[] = [];
  for (let i = 0; i < s.wildCount; i++) {
    const c = s.wildOrder[i] as number;
    if (core.isEntryWild[c] === 0) wild.push(ids[c] as string);
  }
  return { zones, wild };
}

function settleDeal(core: CoreRules, s: CoreState): void {
  if (s.json.deals?.[s.round] !== undefined) throw new Error('core: a round deal given by a record is not supported');
  s.json.deals = { ...(s.json.deals ?? {}), [s.round]: dealNow(core, s) };
}

function shuffleZone(core: CoreRules, s: CoreState, z: number): void {
  const items = core.scratch;
  const n = s.len[z] as number;
  const base = z * s.L.cap;
  items.length = 0;
  for (let k = 0; k < n; k++) items.push(s.cards[base + k] as number);
  shuffleInPlace(s.rng, items);
  for (let k = 0; k < n; k++) s.cards[base + k] = items[k] as number;
}

/** Deals the top `total` cards of `from` one at a time to definition `to`'s zones from the leader (setup-deal.ts dealCards). */
function dealCards(core: CoreRules, s: CoreState, from: number, to: number, total: number): void {
  if (total === 0) return;
  const L = s.L;
  const n = L.n;
  const ids = L.cards.ids;
  const base = from * L.cap;
  const fromKey = L.zoneKeys[from] as string;
  for (let k = 0; k < n && k < total; k++) {
    const z = zoneAt(L, to, (s.roundLeader + k) % n);
    const dealt = new Array<string>(Math.ceil((total - k) / n));
    for (let i = k, j = 0; i < total; i += n, j++) {
      const c = s.cards[base + i] as number;
      dealt[j] = ids[c] as string;
      pushCard(s, z, c);
    }
    const seers = unionSeers(core.seers[from] as readonly number[] | null, core.seers[z] as readonly number[] | null);
    const toKey = L.zoneKeys[z] as string;
    emit(s, seers === null ? { kind: 'cards', verb: 'deal', cards: dealt, count: dealt.length, from: fromKey, to: toKey } : { kind: 'cards', verb: 'deal', cards: dealt, count: dealt.length, from: fromKey, to: toKey, see: seers });
  }
  const len = s.len[from] as number;
  const left = Math.max(0, len - total);
  s.cards.copyWithin(base, base + total, base + len);
  s.len[from] = left;
}

function runStep(core: CoreRules, s: CoreState, step: SetupStep): boolean {
  const when = core.fns.stepWhen[s.setupStep];
  if (when !== undefined && !isTrue(when(s, -1))) return true;
  const L = s.L;
  if (step.kind === 'shuffle') {
    const z = zoneAt(L, L.zoneDef.get(step.zone) as number, 0);
    shuffleZone(core, s, z);
    emit(s, { kind: 'shuffle', zone: keyOf(core, L.zoneDef.get(step.zone) as number, null) });
    return true;
  }
  if (step.kind === 'deal') {
    const from = zoneAt(L, L.zoneDef.get(step.from) as number, 0);
    const each = countOf(s, step.count, core.fns.stepCount[s.setupStep], step.range);
    const held = s.len[from] as number;
    const total = each === 'all' ? held : each * L.n;
    if (each !== 'all' && held < total) throw new RuleError('runtime/not-enough-cards', `deal: ${total} cards needed, ${held} in ${step.from}`, step.range);
    dealCards(core, s, from, L.zoneDef.get(step.to) as number, total);
    return true;
  }
  if (step.kind === 'give') {
    runGive(s, core.gives[s.setupStep] as CoreGive);
    return true;
  }
  if (step.kind === 'move') {
    // setup.ts: the top cards of one shared zone onto the end of another, shown by one event.
    const from = zoneAt(L, L.zoneDef.get(step.from) as number, 0);
    const to = zoneAt(L, L.zoneDef.get(step.to) as number, 0);
    const c = countOf(s, step.count, core.fns.stepCount[s.setupStep], step.range);
    const held = s.len[from] as number;
    const n = Math.min(c === 'all' ? held : c, held);
    if (n > 0) {
      const ids = L.cards.ids;
      const base = from * L.cap;
      const cards = new Array<string>(n);
      for (let k = 0; k < n; k++) cards[k] = ids[s.cards[base + k] as number] as string;
      const seers = unionSeers(core.seers[from] as readonly number[] | null, core.seers[to] as readonly number[] | null);
      const fromKey = L.zoneKeys[from] as string;
      const toKey = L.zoneKeys[to] as string;
      emit(s, seers === null ? { kind: 'cards', verb: 'move', cards, count: n, from: fromKey, to: toKey } : { kind: 'cards', verb: 'move', cards, count: n, from: fromKey, to: toKey, see: seers });
      const taken = Array.from(s.cards.subarray(base, base + n));
      s.cards.copyWithin(base, base + n, base + held);
      s.len[from] = held - n;
      for (const card of taken) pushCard(s, to, card);
    }
    return true;
  }
  if (step.kind === 'do') {
    s.json.tasks.push({ block: step.effects.id, me: null, locals: {} });
    return true;
  }
  if (step.kind === 'choose') {
    // setup.ts runStep: a seat with nothing to choose is not asked (it chose no card); each seat's
    // options are its legal moves, C(held, count).
    const d = L.zoneDef.get(step.zone) as number;
    const pending: PendingSetup = { kind: 'setup', step: s.setupStep, waiting: [], decisions: {} };
    for (let seat = 0; seat < L.n; seat++) {
      if (chooseCount(s, step, seat) === 0) pending.decisions[seat] = [];
      else pending.waiting.push(seat);
    }
    if (pending.waiting.length === 0) {
      completeSetupDecision(core, s, pending);
      return false; // the step is done: completeSetupDecision moved past it
    }
    for (const seat of pending.waiting) checkOptionCount(binomialUpTo(s.len[zoneAt(L, d, seat)] as number, chooseCount(s, step, seat), MAX_CHOICE_OPTIONS), step.range);
    s.json.pending = pending;
    return false;
  }
  if (step.kind === 'split') {
    const n = L.n;
    const waiting: number[] = [];
    for (let seat = 0; seat < n; seat++) waiting.push(seat);
    const d = L.zoneDef.get(step.zone) as number;
    for (const seat of waiting) checkOptionCount((s.len[zoneAt(L, d, seat)] as number) + 1, step.range);
    s.json.pending = { kind: 'setup', step: s.setupStep, waiting, decisions: {} };
    return false;
  }
  throw new Error(`core: the setup step ${(step as { kind: string }).kind} is not supported`);
}

/** How many cards a seat chooses in a setup choose step (setup.ts chooseCount; the count is a number or all). */
export function chooseCount(s: CoreState, step: Extract<SetupStep, { kind: 'choose' }>, seat: number): number {
  const held = s.len[zoneAt(s.L, s.L.zoneDef.get(step.zone) as number, seat)] as number;
  return step.count === 'all' ? held : Math.min(step.count as number, held);
}

/** The split step's sizes of the second part open to a seat (setup.ts splitRange). */
export function splitRange(s: CoreState, step: Extract<SetupStep, { kind: 'split' }>, seat: number): { min: number; max: number } {
  const size = s.len[zoneAt(s.L, s.L.zoneDef.get(step.zone) as number, seat)] as number;
  const max = Math.min(step.right.max, size);
  return { min: Math.min(step.right.min, max), max };
}

/** A split's part: its cards' event (setup-deal.ts emitOwn), then the cards onto the part's zone. */
function splitPart(core: CoreRules, s: CoreState, from: number, start: number, end: number, to: number): void {
  if (end <= start) return;
  const L = s.L;
  const ids = L.cards.ids;
  const base = from * L.cap;
  const cards = new Array<string>(end - start);
  for (let k = start; k < end; k++) cards[k - start] = ids[s.cards[base + k] as number] as string;
  const seers = unionSeers(core.seers[from] as readonly number[] | null, core.seers[to] as readonly number[] | null);
  const fromKey = L.zoneKeys[from] as string;
  const toKey = L.zoneKeys[to] as string;
  emit(s, seers === null ? { kind: 'cards', verb: 'split', cards, count: cards.length, from: fromKey, to: toKey } : { kind: 'cards', verb: 'split', cards, count: cards.length, from: fromKey, to: toKey, see: seers });
}

/** All seats have decided (setup.ts completeSetupDecision): the splits in seat order, their `then` queued. */
export function completeSetupDecision(core: CoreRules, s: CoreState, pending: PendingSetup): void {
  const step = core.rules.def.round.setup[pending.step];
  s.json.pending = null;
  s.setupStep = pending.step + 1;
  if (step === undefined) return;
  if (step.kind === 'choose') {
    // setup.ts: each seat's `then` with the cards it chose as `chosen` (one card for a count of 1).
    if (step.then === undefined) return;
    for (let seat = 0; seat < s.L.n; seat++) {
      const decision = pending.decisions[seat];
      if (!Array.isArray(decision)) continue;
      const cards = decision.map(cardRef);
      s.json.tasks.push({ block: step.then.id, me: seat, locals: { chosen: step.count === 1 ? (cards[0] ?? null) : cards } });
    }
    return;
  }
  if (step.kind !== 'split') return;
  const L = s.L;
  const d = L.zoneDef.get(step.zone) as number;
  const left = L.zoneDef.get(step.into[0]) as number;
  const right = L.zoneDef.get(step.into[1]) as number;
  for (let seat = 0; seat < L.n; seat++) {
    const decision = pending.decisions[seat];
    if (typeof decision !== 'number') continue;
    const from = zoneAt(L, d, seat);
    const size = s.len[from] as number;
    const cut = size - decision;
    const l = zoneAt(L, left, seat);
    const r = zoneAt(L, right, seat);
    splitPart(core, s, from, 0, cut, l);
    splitPart(core, s, from, cut, size, r);
    const base = from * L.cap;
    for (let k = 0; k < cut; k++) pushCard(s, l, s.cards[base + k] as number);
    for (let k = cut; k < size; k++) pushCard(s, r, s.cards[base + k] as number);
    s.len[from] = 0;
    if (step.then) s.json.tasks.push({ block: step.then.id, me: seat, locals: {} });
  }
}

/** Setup steps until play begins (setup.ts runSetup; the core has no setup decisions yet). */
export function runSetup(core: CoreRules, s: CoreState): void {
  const steps = core.rules.def.round.setup;
  const j = s.json;
  while (j.pending === null && j.tasks.length === 0 && j.frames.length === 0) {
    const step = steps[s.setupStep];
    if (s.setupStep === core.dealPoint) settleDeal(core, s);
    if (step === undefined) {
      j.fixedDeal = null;
      s.phase = PLAY;
      s.moveChecked = 0;
      fire(core.fx, s, ON_ROUND_START, -1);
      return;
    }
    if (runStep(core, s, step)) s.setupStep++;
  }
}

type ScoreEvent = Extract<GameEvent, { kind: 'score' }>;

/** round-scores.ts roundScores over the core state's log. */
// The round's score events, in order: those from `from` (the log's length as endRound began) when
// no effect of the rules scores (CoreEffects.scores), else all back to the round's start, as the
// runtime reads them.
function roundScores(core: CoreRules, s: CoreState, from: number): SeatScore[] {
  const rules = core.rules;
  const n = s.L.n;
  const events = s.json.events;
  const found: ScoreEvent[] = [];
  let start = from;
  if (core.fx.scores) while (start > 0 && (events[start - 1] as GameEvent).kind !== 'round-start') start--;
  for (let i = start; i < events.length; i++) {
    const e = events[i] as GameEvent;
    if (e.kind === 'score') found.push(e);
  }
  const parts = new Array<ScorePart[]>(n);
  for (let seat = 0; seat < n; seat++) parts[seat] = [];
  for (const e of found) {
    const part: ScorePart = e.rule ? { amount: e.amount, because: e.because, rule: e.rule } : { amount: e.amount, because: e.because };
    if (e.team === undefined) {
      if (e.seat >= 0 && e.seat < n) (parts[e.seat] as ScorePart[]).push(part);
    } else for (const seat of teamSeats(rules, n, e.seat)) (parts[seat] as ScorePart[]).push(part);
  }
  const out = new Array<SeatScore>(n);
  for (let seat = 0; seat < n; seat++) {
    const team = teamOf(rules, seat);
    const round = s.roundScore[seat] as number;
    const total = s.score[seat] as number;
    out[seat] = team !== null ? { seat, team, round, total, parts: parts[seat] as ScorePart[] } : { seat, round, total, parts: parts[seat] as ScorePart[] };
  }
  return out;
}

/** The round is over: score it (round.ts endRound). */
export function endRound(core: CoreRules, s: CoreState): void {
  const L = s.L;
  const formula = core.rules.def.round.score;
  const score = core.fns.score;
  const from = s.json.events.length;
  if (formula !== undefined && score !== undefined) {
    const scorers = L.round.scorers;
    const gains = scorers.map((seat) => score(s, seat));
    for (let i = 0; i < scorers.length; i++) {
      const gain = gains[i];
      if (typeof gain === 'number') addScore(core.rules, s, scorers[i] as number, gain, 'round score', formula.range);
    }
  }
  const hands: Record<string, string[]> = {};
  const ids = L.cards.ids;
  for (let d = 0; d < L.zoneNames.length; d++) {
    if (!L.zonePerPlayer[d]) continue;
    for (let seat = 0; seat < L.n; seat++) {
      const z = zoneAt(L, d, seat);
      const n = s.len[z] as number;
      if (n === 0) continue;
      const list = new Array<string>(n);
      for (let k = 0; k < n; k++) list[k] = ids[s.cards[z * L.cap + k] as number] as string;
      hands[L.zoneKeys[z] as string] = list;
    }
  }
  clearTrick(s);
  s.turn = -1;
  s.phase = ROUND_END;
  s.roundEnding = 0;
  fire(core.fx, s, ON_ROUND_END, -1);
  emit(s, { kind: 'round-end', round: s.round, scores: roundScores(core, s, from), hands });
}

/** After the round: the game's end, or the next round (round.ts afterRound). */
export function afterRound(core: CoreRules, s: CoreState): void {
  const ge = core.rules.def.gameEnd;
  let over = false;
  const fns = core.fns;
  if (fns.afterRounds !== undefined) {
    const n = fns.afterRounds(s, -1);
    if (typeof n === 'number' && s.round >= n) over = true;
  }
  if (fns.gameWhen !== undefined && isTrue(fns.gameWhen(s, -1))) over = true;
  if (ge.afterRounds === undefined && ge.when === undefined) over = true;
  if (!over) {
    startRound(core, s);
    return;
  }
  s.phase = OVER;
  const winners = decideWinners(core, s);
  s.json.winners = winners;
  emit(s, { kind: 'game-over', winners: [...winners] });
}

function decideWinners(core: CoreRules, s: CoreState): number[] {
  const rules = core.rules;
  const ge = rules.def.gameEnd;
  if (core.fns.winners !== undefined) {
    const v = core.fns.winners(s, -1);
    return Array.isArray(v) ? v.filter(isPlayer).map((p) => p.seat) : [];
  }
  const sign = ge.winner === 'lowest' ? -1 : 1;
  const seats = s.L.round.scorers;
  const plain = ge.tieBreakers.length === 0;
  const keys: Value[] = new Array<Value>(seats.length);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as number;
    const score = (s.score[seat] ?? 0) * sign;
    if (plain) keys[i] = score;
    else {
      const k: Value[] = [score];
      for (const t of core.fns.tieBreakers) k.push(t(s, seat));
      keys[i] = k;
    }
  }
  const best = bestSeats(seats, keys, plain);
  return rules.def.teams === undefined ? best : best.flatMap((seat) => teamSeats(rules, s.L.n, seat)).sort((a, b) => a - b);
}
